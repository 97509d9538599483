package generate

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// full is the self-check the stage uses: legs 1 and 3. The math.js bundle
// is required (make js); without it the test fails.
func full(t testing.TB) SelfCheck {
	t.Helper()
	sc, closeSC, err := NewSelfCheck(1)
	if err != nil {
		t.Fatalf("the self-check needs the math.js bundle: %v", err)
	}
	t.Cleanup(closeSC)
	return sc
}

// TestEveryTemplateConfirms: every template's exercises pass the full
// self-check (most of them: a template whose candidates are mostly
// rejected is a broken template).
func TestEveryTemplateConfirms(t *testing.T) {
	sc := full(t)
	for _, tm := range Templates() {
		_, rep, err := Generate(context.Background(), Options{Seed: 3, Count: 3, Templates: []Template{tm}, Checker: sc, MaxCandidates: 6})
		if err != nil {
			t.Fatal(err)
		}
		tr := rep.Templates[0]
		if tr.Emitted < 3 {
			t.Errorf("template %s: %d of 3 emitted from %d candidates: %v", tm.Name, tr.Emitted, rep.Candidates, tr.Reasons)
		}
	}
}

// TestPlantedBugs plants the specification's two historical generator
// bugs in copies of templates: a sign flipped between the statement and
// the computation, and an inequality's strictness swapped. No planted row
// may be emitted; every candidate is rejected with a reason.
func TestPlantedBugs(t *testing.T) {
	sc := full(t)
	signFlip := Template{Name: "planted-sign", Chapter: chLinear, Title: "planted", Make: func(r *rand.Rand, level int) Draft {
		a, b, c := in(r, 2, 9), in(r, 1, 20), nz(r, 10)
		// The statement says x - b, the answer is computed for x + b.
		x := a*c - b
		return Draft{fmt.Sprintf(`Solve the equation $\frac{x-%d}{%d}=%d$.`, b, a, c), solution("", fmt.Sprint(x)), fmt.Sprint(x)}
	}}
	strictness := Template{Name: "planted-strictness", Chapter: chInequalities, Title: "planted", Make: func(r *rand.Rand, level int) Draft {
		d := inequalityQuadratic(r, level)
		// Swap < and \le (and > and \ge) in the statement only.
		p := d.Problem
		switch {
		case strings.Contains(p, `\le`):
			p = strings.Replace(p, `\le`, "<", 1)
		case strings.Contains(p, `\ge`):
			p = strings.Replace(p, `\ge`, ">", 1)
		case strings.Contains(p, "<"):
			p = strings.Replace(p, "<", `\le `, 1)
		default:
			p = strings.Replace(p, ">", `\ge `, 1)
		}
		d.Problem = p
		return d
	}}
	for _, tm := range []Template{signFlip, strictness} {
		items, rep, err := Generate(context.Background(), Options{Seed: 5, Count: 10, Templates: []Template{tm}, Checker: sc, MaxCandidates: 20})
		if err != nil {
			t.Fatal(err)
		}
		tr := rep.Templates[0]
		if len(items) != 0 || tr.Emitted != 0 {
			t.Errorf("%s: %d planted row(s) emitted, e.g. %+v", tm.Name, len(items), items)
		}
		if tr.Rejected != 20 || len(tr.Reasons) == 0 {
			t.Errorf("%s: %d of 20 candidates rejected (%v)", tm.Name, tr.Rejected, tr.Reasons)
		}
		t.Logf("%s: rejected %d: %v", tm.Name, tr.Rejected, tr.Reasons)
	}
}

// TestDeterministic: the same seed gives byte-identical folders, another
// seed another set; no two exercises are the same after normalisation;
// an excluded problem (another collection's) is never emitted. (Leg 1
// alone: what is tested is the generator's own determinism.)
func TestDeterministic(t *testing.T) {
	sc := SelfCheck{Seed: 1}
	write := func(seed int64, exclude map[string]bool) ([]byte, []string) {
		items, rep, err := Generate(context.Background(), Options{Seed: seed, Count: 60, Checker: sc, Exclude: exclude})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Emitted != 60 {
			t.Fatalf("seed %d: %d of 60 emitted", seed, rep.Emitted)
		}
		dir := t.TempDir()
		if err := WriteFolder(dir, items, rep); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, File))
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		seen := map[string]bool{}
		for _, it := range items {
			k := Key(it.Problem)
			if seen[k] {
				t.Errorf("seed %d: %q twice", seed, it.Problem)
			}
			seen[k] = true
			keys = append(keys, k)
		}
		return b, keys
	}
	a, keys := write(11, nil)
	b, _ := write(11, nil)
	if !bytes.Equal(a, b) {
		t.Error("the same seed gave different folders")
	}
	c, _ := write(12, nil)
	if bytes.Equal(a, c) {
		t.Error("another seed gave the same folder")
	}
	ex := map[string]bool{keys[0]: true, keys[7]: true}
	_, keys2 := write(11, ex)
	for _, k := range keys2 {
		if ex[k] {
			t.Errorf("an excluded problem was emitted: %s", k)
		}
	}
}

// TestSelect names unknown templates.
func TestSelect(t *testing.T) {
	ts, err := Select([]string{"linear", "percentage"})
	if err != nil || len(ts) != 2 || ts[0].Name != "linear" {
		t.Fatalf("Select: %v %v", ts, err)
	}
	if _, err := Select([]string{"linear", "nope"}); err == nil || !strings.Contains(err.Error(), `"nope"`) && !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown template: %v", err)
	}
	if len(Templates()) < 15 {
		t.Errorf("%d templates, want at least 15 kinds", len(Templates()))
	}
}

// BenchmarkGenerate10000 generates and self-checks (legs 1 and 3) 10,000
// exercises: the speed goal is under 10 s on 2 cores. It reports the CPU
// time too (cpu-s/op), which a shared machine does not inflate as it does
// the wall time.
func BenchmarkGenerate10000(b *testing.B) { benchGenerate(b, 10000) }

// BenchmarkGenerate560 is the profile-sized run: 20 exercises per template.
func BenchmarkGenerate560(b *testing.B) { benchGenerate(b, 560) }

// benchGenerate runs Generate as `dgnpipe generate` does: with the
// command's collector settings (cmd/dgnpipe/gc.go: GOGC=800 under a 768 MiB
// soft limit) unless GOGC or GOMEMLIMIT is set, and with a new self-check
// each iteration, its math.js runtimes started and warmed inside the timing
// as the command starts them (an engine kept across iterations would give
// the later ones its results from the first, the same seed's).
func benchGenerate(b *testing.B, count int) {
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(800))
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(768 << 20))
	}
	var cpu time.Duration
	for b.Loop() {
		c0 := cpuTime()
		sc, closeSC, err := NewSelfCheck(1)
		if err != nil {
			b.Fatalf("the self-check needs the math.js bundle: %v", err)
		}
		_, rep, err := Generate(context.Background(), Options{Seed: 42, Count: count, Checker: sc})
		closeSC()
		cpu += cpuTime() - c0
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(rep.Candidates), "candidates")
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
}

// TestNoUnitCoefficient: a template never writes a coefficient of 1 in
// front of a function (`1\cos 120^\circ`): 2,000 drafts of trig-value at
// each level.
func TestNoUnitCoefficient(t *testing.T) {
	unit := regexp.MustCompile(`(^|[^0-9.])1\\[a-z]`)
	for level := range 2 {
		r := rand.New(rand.NewPCG(1, uint64(level)))
		for range 2000 {
			d := trigValue(r, level)
			if unit.MatchString(d.Problem) {
				t.Fatalf("level %d: %q", level, d.Problem)
			}
		}
	}
}
