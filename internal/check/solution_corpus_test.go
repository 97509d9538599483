package check

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check/audit"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The worked-solution audit on MATH's training solutions: its precision
// (the rows it calls false-step) and its recall of planted errors, held
// against testdata/solution_audit.txt. Raise the baseline only after
// reading what changed:
//
//	go test ./internal/check -run 'TestSolutionAudit(MATH|PlantedRecall)' -update-solution-baseline
var updateSolutionBaseline = flag.Bool("update-solution-baseline", false, "rewrite testdata/solution_audit.txt with this run's counts")

const solutionBaselineFile = "testdata/solution_audit.txt"

// solutionRow is a row of a corpus with its worked solution.
type solutionRow struct {
	Problem, Solution, Answer string
}

// mathTrainSolutions reads MATH's training rows (skipping the test when
// the corpus is absent, as the other corpus tests do).
func mathTrainSolutions(tb testing.TB) []solutionRow {
	tb.Helper()
	path := filepath.Join(dataDir(tb), "math", "train.jsonl")
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("%s absent", path)
	}
	defer f.Close()
	var rows []solutionRow
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for line := 1; sc.Scan(); line++ {
		var r solutionRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			tb.Fatalf("%s:%d: %v", path, line, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return rows
}

// solutionBaseline reads the counts of testdata/solution_audit.txt
// ("name value" lines).
func solutionBaseline(tb testing.TB) map[string]int {
	tb.Helper()
	return readCounts(tb, solutionBaselineFile)
}

// writeSolutionBaseline replaces the given counts in the baseline file.
func writeSolutionBaseline(tb testing.TB, counts map[string]int) {
	tb.Helper()
	base := solutionBaseline(tb)
	for k, v := range counts {
		base[k] = v
	}
	var b strings.Builder
	b.WriteString("# The worked-solution audit on MATH train (internal/check/solution_corpus_test.go).\n")
	for _, k := range []string{"math-train.rows", "math-train.consistent", "math-train.false-step", "math-train.ends-elsewhere", "math-train.unchecked", "recall.planted", "recall.found"} {
		fmt.Fprintf(&b, "%s %d\n", k, base[k])
	}
	if err := os.WriteFile(solutionBaselineFile, []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
}

// corpusAuditOptions: the corpus tests' options. The work meter
// (DefaultMaxWork) bounds every audit; the wall-clock net is set where no
// load reaches it, so that a count under -race on a busy machine is the
// count on an idle one (a 2 s net cut one audit of 9,000 under load).
var corpusAuditOptions = Options{Seed: 1, Timeout: 10 * time.Minute}

// TestSolutionAuditMATH: on the unmodified MATH training solutions at
// most 2 % of rows are false-step, and no count is worse than its
// baseline (fewer consistent rows, more flagged ones).
func TestSolutionAuditMATH(t *testing.T) {
	rows := mathTrainSolutions(t)
	counts := map[string]int{"math-train.rows": len(rows)}
	for i, r := range rows {
		o := AuditSolution(context.Background(), r.Problem, r.Solution, r.Answer, corpusAuditOptions)
		counts["math-train."+string(o.Verdict)]++
		if o.Verdict == record.SolutionFalseStep && testing.Verbose() {
			t.Logf("train row %d: %s", i+1, o.Note)
		}
	}
	t.Logf("MATH train: %v", counts)
	if *updateSolutionBaseline {
		writeSolutionBaseline(t, counts)
		return
	}
	base := solutionBaseline(t)
	if fs := counts["math-train.false-step"]; fs*50 > len(rows) {
		t.Errorf("%d of %d rows false-step: more than 2 %%", fs, len(rows))
	}
	for _, k := range []string{"math-train.false-step", "math-train.ends-elsewhere"} {
		if counts[k] > base[k] {
			t.Errorf("%s: %d, more than the baseline %d (read the new rows, then -update-solution-baseline)", k, counts[k], base[k])
		}
	}
	if k := "math-train.consistent"; counts[k] < base[k] {
		t.Errorf("%s: %d, fewer than the baseline %d", k, counts[k], base[k])
	}
}

// plainIntRe is a member that is a whole number as written.
var plainIntRe = regexp.MustCompile(`^-?\d+$`)

// plantSite is where a planted error goes: the result of a true integer
// step (its right side, a whole number written as such, its left side a
// computation).
type plantSite struct {
	off, n int // the right member's offset and length in the solution
	value  int64
}

// firstIntegerStep finds the first step of the solution that holds, whose
// left side is not a bare number and whose right side is a whole number.
func firstIntegerStep(sol string, o record.SolutionOutcome) (plantSite, bool) {
	chains := statement.SolutionChains(sol)
	k := 0
	for _, ch := range chains {
		for i, op := range ch.Ops {
			if op != "=" {
				continue
			}
			if k >= len(o.Steps) {
				return plantSite{}, false
			}
			st := o.Steps[k]
			k++
			l, r := ch.Members[i], ch.Members[i+1]
			if st.Outcome != audit.StepHolds || !plainIntRe.MatchString(r.Src) || plainIntRe.MatchString(l.Src) || sol[r.Off:r.Off+len(r.Src)] != r.Src {
				continue
			}
			v, err := strconv.ParseInt(r.Src, 10, 64)
			if err != nil || v > 1e15 || v < -1e15 {
				continue
			}
			return plantSite{off: r.Off, n: len(r.Src), value: v}, true
		}
	}
	return plantSite{}, false
}

// TestSolutionAuditPlantedRecall: in MATH training solutions, the result
// of a true integer step changed by ±1, ±2 or ±10 is found (false-step) in
// at least 90 % of the cases and, all six changes, in at least 90 % of the
// solutions, and no less often than the baseline.
// The step is the first true integer step of each solution (the first
// 1,500 solutions that have one, in file order).
func TestSolutionAuditPlantedRecall(t *testing.T) {
	rows := mathTrainSolutions(t)
	const maxSolutions = 1500
	opts := corpusAuditOptions
	planted, found, solutions, whole := 0, 0, 0, 0
	var missed []string
	for i, r := range rows {
		if solutions >= maxSolutions {
			break
		}
		if statement.InverseTrig(r.Solution) != r.Solution || strings.Contains(r.Problem, `\boxed`) {
			continue // the audit rewrites these before reading them
		}
		o := AuditSolution(context.Background(), r.Problem, r.Solution, r.Answer, opts)
		site, ok := firstIntegerStep(r.Solution, o)
		if !ok {
			continue
		}
		solutions++
		all := true
		for _, d := range []int64{1, -1, 2, -2, 10, -10} {
			bad := r.Solution[:site.off] + strconv.FormatInt(site.value+d, 10) + r.Solution[site.off+site.n:]
			planted++
			if AuditSolution(context.Background(), r.Problem, bad, r.Answer, opts).Verdict == record.SolutionFalseStep {
				found++
				continue
			}
			all = false
			if len(missed) < 40 {
				missed = append(missed, fmt.Sprintf("train row %d: %d%+d at %d", i+1, site.value, d, site.off))
			}
		}
		if all {
			whole++
		}
	}
	t.Logf("planted %d errors in %d solutions; found %d (%.1f %%); all six found in %d solutions (%.1f %%)", planted, solutions, found,
		100*float64(found)/float64(max(planted, 1)), whole, 100*float64(whole)/float64(max(solutions, 1)))
	if testing.Verbose() {
		for _, m := range missed {
			t.Log("missed: " + m)
		}
	}
	if *updateSolutionBaseline {
		writeSolutionBaseline(t, map[string]int{"recall.planted": planted, "recall.found": found})
		return
	}
	if solutions < maxSolutions {
		t.Errorf("only %d solutions with a true integer step (want %d)", solutions, maxSolutions)
	}
	if found*10 < planted*9 || whole*10 < solutions*9 {
		t.Errorf("found %d of %d planted errors, all six in %d of %d solutions: less than 90 %%", found, planted, whole, solutions)
	}
	base := solutionBaseline(t)
	if found < base["recall.found"] || planted != base["recall.planted"] {
		t.Errorf("found %d of %d planted errors; the baseline is %d of %d", found, planted, base["recall.found"], base["recall.planted"])
	}
}

// BenchmarkSolutionAuditMATH measures the audit per solution (one op = one
// row of MATH train, in file order, cycling).
func BenchmarkSolutionAuditMATH(b *testing.B) {
	rows := mathTrainSolutions(b)
	opts := Options{Seed: 1, Timeout: DefaultTimeout}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := rows[i%len(rows)]
		AuditSolution(context.Background(), r.Problem, r.Solution, r.Answer, opts)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}
