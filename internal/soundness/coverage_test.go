package soundness

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

var updateCoverage = flag.Bool("update-coverage", false, "rewrite testdata/coverage.txt from this run")

const coverageFile = "testdata/coverage.txt"

// coverage is leg 1's count of confirmed and refuted rows of one corpus,
// and the ids of the rows the wall-clock net cut short.
type coverage struct {
	confirmed, refuted int
	netCut             []string
}

// measureCoverage checks every row once (seed 1), in parallel. Each check
// is bounded by leg 1's work bound (check.DefaultMaxWork, verify's), so
// the counts are the same on an idle machine and a loaded one; the
// wall-clock net (check.DefaultTimeout) only catches a hang.
func measureCoverage(rows []Row) coverage {
	var (
		mu  sync.Mutex
		cov coverage
		wg  sync.WaitGroup
	)
	jobs := make(chan Row)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range jobs {
				opts := check.Options{Seed: RowSeed(subsetSeed, r.ID), Timeout: check.DefaultTimeout, MaxWork: check.DefaultMaxWork}
				res := check.Check(context.Background(), r.Problem, r.Answer, opts)
				mu.Lock()
				switch {
				case res.Verdict == record.Confirm:
					cov.confirmed++
				case res.Verdict == record.Refute:
					cov.refuted++
				case strings.Contains(res.Note, "time limit"):
					cov.netCut = append(cov.netCut, r.ID)
				}
				mu.Unlock()
			}
		}()
	}
	for _, r := range rows {
		jobs <- r
	}
	close(jobs)
	wg.Wait()
	return cov
}

func readCoverage(t *testing.T) map[string]coverage {
	t.Helper()
	f, err := os.Open(coverageFile)
	if err != nil {
		t.Fatalf("%v (run the test with -update-coverage to create it)", err)
	}
	defer f.Close()
	base := map[string]coverage{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 3 {
			t.Fatalf("%s:%d: want `corpus confirmed refuted`, have %q", coverageFile, n, line)
		}
		c, err1 := strconv.Atoi(fs[1])
		r, err2 := strconv.Atoi(fs[2])
		if err1 != nil || err2 != nil || c < 0 || r < 0 {
			t.Fatalf("%s:%d: bad counts in %q", coverageFile, n, line)
		}
		base[fs[0]] = coverage{confirmed: c, refuted: r}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return base
}

// TestCoverageBaseline runs leg 1 alone on every row of every corpus
// (issue 25's figures) and fails when a corpus confirms fewer rows than
// testdata/coverage.txt records, or refutes more: a lost confirmation is a
// regression, and a new refutation must be read (a real source error, or
// a misreading to fix) before the baseline is raised. The counts rest on
// leg 1's work bound, not on the clock: a row the wall-clock net cuts is
// a hang to investigate, and fails the test.
func TestCoverageBaseline(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run (-short)")
	}
	data, corpora := testCorpora(t)
	base := map[string]coverage{}
	if !*updateCoverage {
		base = readCoverage(t)
	}
	var out strings.Builder
	fmt.Fprintf(&out, "# Leg 1 alone on every row of each corpus (seed %d): confirmed and refuted rows.\n", subsetSeed)
	fmt.Fprintf(&out, "# TestCoverageBaseline fails when a corpus confirms fewer or refutes more.\n")
	fmt.Fprintf(&out, "# Rewrite it after reading the change: go test ./internal/soundness -run TestCoverageBaseline -update-coverage\n")
	fmt.Fprintf(&out, "# corpus confirmed refuted\n")
	for _, c := range corpora {
		rows, _, err := Load(c, data, filepath.Join("..", "..", "sources", "sample"))
		if err != nil {
			t.Fatal(err)
		}
		got := measureCoverage(rows)
		t.Logf("%-14s %6d rows: %d confirmed, %d refuted", c, len(rows), got.confirmed, got.refuted)
		if len(got.netCut) > 0 {
			sort.Strings(got.netCut)
			t.Errorf("%s: the wall-clock net (%v) cut %d rows, which no work bound stopped: %s", c, check.DefaultTimeout, len(got.netCut), strings.Join(got.netCut, ", "))
		}
		fmt.Fprintf(&out, "%s %d %d\n", c, got.confirmed, got.refuted)
		if *updateCoverage {
			continue
		}
		want, ok := base[c]
		if !ok {
			t.Errorf("%s: no line in %s", c, coverageFile)
			continue
		}
		if got.confirmed < want.confirmed {
			t.Errorf("%s: %d rows confirmed, the baseline is %d", c, got.confirmed, want.confirmed)
		}
		if got.refuted > want.refuted {
			t.Errorf("%s: %d rows refuted, the baseline is %d: read the new refutations, then raise the baseline", c, got.refuted, want.refuted)
		}
	}
	if *updateCoverage {
		if len(corpora) != len(Corpora) {
			t.Fatalf("-update-coverage needs every corpus (shared corpora absent)")
		}
		if err := os.WriteFile(coverageFile, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", coverageFile)
	}
}
