package soundness

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

var updateBaseline = flag.Bool("update-baseline", false, "rewrite testdata/baseline.txt from this run")

const (
	baselineFile = "testdata/baseline.txt"
	// subsetRows is the number of rows drawn (seed 1) from each shared
	// corpus; the sample book is run whole.
	subsetRows = 300
	subsetSeed = 1
)

// sharedData is the folder of the shared corpora: $DGNPIPE_SHARED_DATA, or
// ../shared/data beside the repository.
func sharedData() string {
	if d := os.Getenv("DGNPIPE_SHARED_DATA"); d != "" {
		return d
	}
	d, _ := filepath.Abs(filepath.Join("..", "..", "..", "shared", "data"))
	return d
}

// testCorpora is the folder of the shared corpora and the corpora a test
// runs: all of them when the folder exists, the sample book alone when it
// does not (a failure under CI=true, where they must be present).
func testCorpora(t *testing.T) (string, []string) {
	t.Helper()
	data := sharedData()
	if _, err := os.Stat(data); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("shared corpora %s absent under CI=true: lay shared/ beside the clone (or set DGNPIPE_SHARED_DATA)", data)
		}
		t.Logf("shared corpora %s absent: only the sample book is run (set DGNPIPE_SHARED_DATA)", data)
		return data, []string{Sample}
	}
	return data, Corpora
}

type key struct{ corpus, typ string }

func readBaseline(t *testing.T) map[key]int {
	t.Helper()
	f, err := os.Open(baselineFile)
	if err != nil {
		t.Fatalf("%v (run the test with -update-baseline to create it)", err)
	}
	defer f.Close()
	base := map[key]int{}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 3 {
			t.Fatalf("%s:%d: want `corpus type confirmed`, have %q", baselineFile, n, line)
		}
		v, err := strconv.Atoi(fs[2])
		if err != nil || v < 0 {
			t.Fatalf("%s:%d: bad count %q", baselineFile, n, fs[2])
		}
		base[key{fs[0], fs[1]}] = v
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return base
}

func writeBaseline(t *testing.T, rep Report, corpora []string) {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "# Confirmed mutants of leg 1 on the fast subset of TestSoundnessBaseline\n")
	fmt.Fprintf(&b, "# (the sample book whole, %d rows drawn from each shared corpus, seed %d).\n", subsetRows, subsetSeed)
	fmt.Fprintf(&b, "# The test fails when a count rises above its line; the goal is 0 everywhere.\n")
	fmt.Fprintf(&b, "# Rewrite it after an improvement: go test ./internal/soundness -run TestSoundnessBaseline -update-baseline\n")
	fmt.Fprintf(&b, "# corpus type confirmed\n")
	for _, c := range corpora {
		for _, typ := range Types {
			fmt.Fprintf(&b, "%s %s %d\n", c, typ, rep.ConfirmedCount(c, typ))
		}
	}
	if err := os.WriteFile(baselineFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", baselineFile)
}

// TestSoundnessBaseline runs the harness on a fixed subset and fails when
// leg 1 confirms more mutants of some corpus and type than the baseline
// allows. The shared corpora must be present under CI=true; elsewhere
// their absence skips them (the sample book is always run).
func TestSoundnessBaseline(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run (-short)")
	}
	data, corpora := testCorpora(t)
	var rows []Row
	for _, c := range corpora {
		rs, _, err := Load(c, data, filepath.Join("..", "..", "sources", "sample"))
		if err != nil {
			t.Fatal(err)
		}
		if c != Sample {
			rs = Subset(rs, subsetRows, rand.New(rand.NewPCG(subsetSeed, 1)))
		}
		rows = append(rows, rs...)
	}
	// The counts rest on the work bounds (Config.MaxWork, GenWork); the
	// wall-clock net (DefaultNet a check) cuts nothing on a healthy run, and
	// what it cuts would be in no count: reported below.
	rep := Run(context.Background(), rows, Config{Seeds: []int64{subsetSeed}})
	for _, h := range rep.NetHits {
		t.Errorf("the wall-clock net cut %s %s seed %d (%s: %s): the counts would depend on the load", h.Row.Corpus, h.Row.ID, h.Seed, h.What, h.Answer)
	}
	var table strings.Builder
	rep.WriteTable(&table)
	t.Log("\n" + table.String())
	if *updateBaseline {
		if len(corpora) != len(Corpora) {
			t.Fatalf("-update-baseline needs every corpus (shared corpora absent)")
		}
		writeBaseline(t, rep, corpora)
		return
	}
	worse, improved := compareBaseline(rep, readBaseline(t), corpora)
	for _, w := range worse {
		t.Error(w)
	}
	if len(improved) > 0 {
		t.Logf("fewer confirmed mutants than the baseline:\n  %s\nlower the baseline: go test ./internal/soundness -run TestSoundnessBaseline -update-baseline (with the shared corpora present), and commit %s",
			strings.Join(improved, "\n  "), baselineFile)
	}
}

// compareBaseline compares a run's confirmed mutants with the baseline:
// worse names each (corpus, type) above its baseline with the new
// confirmed mutants; improved each below it.
func compareBaseline(rep Report, base map[key]int, corpora []string) (worse, improved []string) {
	for _, c := range corpora {
		for _, typ := range Types {
			got, want := rep.ConfirmedCount(c, typ), base[key{c, typ}]
			switch {
			case got > want:
				var list []string
				for _, o := range rep.Confirmed {
					if o.Row.Corpus == c && o.Type == typ {
						list = append(list, fmt.Sprintf("  %s: %q -> %q (%s)", o.Row.ID, o.Row.Answer, o.Mutant, o.Note))
					}
				}
				worse = append(worse, fmt.Sprintf("%s %s: %d confirmed mutants, baseline %d: leg 1 confirms wrong answers it did not confirm before:\n%s",
					c, typ, got, want, strings.Join(list, "\n")))
			case got < want:
				improved = append(improved, fmt.Sprintf("%s %s: %d (baseline %d)", c, typ, got, want))
			}
		}
	}
	return worse, improved
}

// TestCompareBaseline: a count above its baseline (or a type missing from
// it) is worse, one below is an improvement.
func TestCompareBaseline(t *testing.T) {
	rep := Report{Mutants: map[string]map[string]*Counts{
		Sample: {SetDrop: &Counts{record.Confirm: 2}, AbsWrap: &Counts{record.Confirm: 1}},
	}, Confirmed: []Outcome{{Row: Row{Corpus: Sample, ID: "core.1", Answer: "1, 2"}, Type: SetDrop, Mutant: "1"}}}
	base := map[key]int{{Sample, SetDrop}: 1, {Sample, IneqFlip}: 3}
	worse, improved := compareBaseline(rep, base, []string{Sample})
	if len(worse) != 2 || !strings.Contains(worse[0], "set-drop: 2 confirmed mutants, baseline 1") || !strings.Contains(worse[0], `core.1: "1, 2" -> "1"`) ||
		!strings.Contains(worse[1], "abs-wrap: 1 confirmed mutants, baseline 0") {
		t.Errorf("worse = %q", worse)
	}
	if len(improved) != 1 || improved[0] != "sample ineq-flip: 0 (baseline 3)" {
		t.Errorf("improved = %q", improved)
	}
}

// TestValueMutantsNotConfirmed runs the mutation types of a one-number
// answer on the rows of issue 23 (each with its right answer, which leg 1
// confirms): every type is checked, under several seeds, and none is
// confirmed.
func TestValueMutantsNotConfirmed(t *testing.T) {
	rows := []Row{}
	for i, c := range [][2]string{
		{`Compute $\int_0^1 x^2\,dx$.`, `\frac{1}{3}`},
		{`Compute $\int_2^3(2x^2-3x-9)\,dx$.`, `-\frac{23}{6}`},
		{`Simplify $\sqrt{88}$.`, `2\sqrt{22}`},
		{`Find $f'(1)$ for $f(x)=x^3$.`, `3`},
		{`If $x+\frac1x=3$, find $x^2+\frac1{x^2}$.`, `7`},
		{`Find the minimum value of $x^2-4x+7$.`, `3`},
		{`What value of $x$ will give the minimum value for $x^2-2x+5$?`, `1`},
		{`What value of $x$ will give the minimum value for $x^2-6x+10^{20}$?`, `3`},
		{`If $\cos\theta=\frac23$, find $\cos 2\theta$.`, `-\frac{1}{9}`},
		{`Find the sum of the roots of $8x^2-21x+1=0$.`, `\frac{21}{8}`},
		{`Compute $\tan(2\arctan\frac15-\frac\pi4)$.`, `-\frac{7}{17}`},
		{`Compute $\arccos(-1)$. Express your answer in radians.`, `\pi`},
		{`Compute $\arccos(-1)$. Express your answer in degrees.`, `180^\circ`},
	} {
		rows = append(rows, Row{Corpus: MATH, ID: fmt.Sprintf("issue23.%d", i+1), Problem: c[0], Answer: c[1]})
	}
	rep := Run(context.Background(), rows, Config{Seeds: []int64{1, 2, 3}, PerType: -1})
	if k := rep.Original[MATH]; k[1][record.Confirm] != len(rows) {
		var table strings.Builder
		rep.WriteTable(&table)
		t.Errorf("leg 1 confirms %d of the %d right answers:\n%s", k[1][record.Confirm], len(rows), table.String())
	}
	for _, typ := range []string{NearMiss, RoundRational, RoundIrrational, ExtremumPoint, UnitSwap, NearFloor, Cancellation, TinyInside, HugeArgument} {
		k := rep.Mutants[MATH][typ]
		if k == nil || k.Total() == 0 {
			t.Errorf("%s: no mutant checked", typ)
			continue
		}
		if k[record.Confirm] > 0 {
			t.Errorf("%s: %d of %d mutants confirmed", typ, k[record.Confirm], k.Total())
		}
	}
	for _, o := range rep.Confirmed {
		t.Errorf("confirmed: %s %q -> %q (%s)", o.Row.ID, o.Row.Answer, o.Mutant, o.Note)
	}
}
