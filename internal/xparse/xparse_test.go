package xparse

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

var (
	sharedOnce sync.Once
	shared     *Engine
	sharedErr  error
)

// engine returns the Engine shared by the tests (compute-engine's warm-up
// is paid once), failing when the bundles were not built.
func engine(t testing.TB) *Engine {
	t.Helper()
	for _, f := range []string{"assets/latex-syntax.js", "assets/katex.js"} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("%s not built (run `make js`): %v", f, err)
		}
	}
	sharedOnce.Do(func() { shared, sharedErr = New(Options{Workers: 2, Timeout: 20 * time.Second}) })
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

// ours is the native reading: latex.ParseExpr and cas.Eval.
func ours(tex string) func(map[string]string) (string, error) {
	return func(p map[string]string) (string, error) {
		x, err := latex.ParseExpr(tex)
		if err != nil {
			return "", err
		}
		env := cas.Env{}
		for n, s := range p {
			v, err := cas.ParseValue(s)
			if err != nil {
				return "", err
			}
			env[n] = v
		}
		v, err := cas.New().Eval(x, env)
		if err != nil {
			return "", err
		}
		return v.Text(40), nil
	}
}

func TestAssetsBuilt(t *testing.T) {
	engine(t)
	b, err := os.ReadFile("assets/latex-syntax.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`\p{XIDC}`, `\p{XIDS}`, `\p{ID_Start}`, `\\p{RI}`, `\\p{Emoji}`, `Script=`} {
		if strings.Contains(string(b), bad) {
			t.Errorf("latex-syntax.js still contains %s: rerun scripts/build-parsers.sh", bad)
		}
	}
}

func TestPlainAgree(t *testing.T) {
	e := engine(t)
	ctx := context.Background()
	for _, tc := range []struct {
		tex    string
		points []map[string]string
	}{
		{`\frac{1}{2}+\sqrt{2}`, nil},
		{`\sin(\pi/7)^2`, nil},
		{`\sqrt[3]{x}+\frac{x^2-1}{x+1}`, []map[string]string{{"x": "2.5"}, {"x": "-3/4"}}},
		{`\log_2 8+\ln 5-|x-3|`, []map[string]string{{"x": "1.25"}}},
		{`2\cdot 3^{2}-\frac{7}{4}`, nil},
		{`1{,}5+x_1`, []map[string]string{{"x_1": "2"}}},
	} {
		got := e.CrossCheck(ctx, tc.tex, ours(tc.tex), tc.points)
		if got.Outcome != record.ParsersAgree || len(got.Readings) == 0 {
			t.Errorf("%s: %s: %s", tc.tex, got.Outcome, got.Note)
			for _, r := range got.Readings {
				t.Logf("  %+v", r)
			}
		}
		if !strings.Contains(got.Note, "compute-engine and katex agree") {
			t.Errorf("%s: note %q does not name both parsers", tc.tex, got.Note)
		}
	}
}

// TestHazards records how each reader reads the notation hazards: the
// outcome of the cross-check and, per parser, whether it gives a value
// that differs from ours ("differs"), the same ("same") or none ("none").
func TestHazards(t *testing.T) {
	e := engine(t)
	ctx := context.Background()
	x := []map[string]string{{"x": "2.3"}}
	a := []map[string]string{{"alpha": "0.7"}}
	for _, tc := range []struct {
		tex     string
		points  []map[string]string
		outcome record.ParsersResult
		ce, kx  string // same | differs | none
		hazard  string
	}{
		{`12 : 3 \cdot 2`, nil, record.ParsersDisagree, "none", "differs", "A : B"},
		{`\left(\frac{1}{2}\right)^{-1}`, nil, record.ParsersAgree, "same", "same", ""},
		{`[x]`, x, record.ParsersDisagree, "none", "differs", "[x]"},
		{`\sin^2 2\alpha`, a, record.ParsersAgree, "same", "same", ""},
		{`{}^4\sqrt{x}`, x, record.ParsersUnparsed, "none", "none", ""},
		{`\tanx`, x, record.ParsersUnparsed, "none", "none", ""},
		{`1{,}5`, nil, record.ParsersAgree, "same", "same", ""},
		{`2\frac{1}{3}`, nil, record.ParsersDisagree, "same", "differs", "mixed number"},
		{`1/2x`, x, record.ParsersDisagree, "same", "differs", "1/2x"},
	} {
		got := e.CrossCheck(ctx, tc.tex, ours(tc.tex), tc.points)
		if got.Outcome != tc.outcome {
			t.Errorf("%s: outcome %s, want %s: %s", tc.tex, got.Outcome, tc.outcome, got.Note)
		}
		nat, _ := ours(tc.tex)(firstPoint(tc.points))
		for _, r := range got.Readings {
			want := tc.ce
			if r.Reader == KaTeX {
				want = tc.kx
			}
			have := "none"
			if r.Value != "" {
				have = "differs"
				v, err1 := parseNumber(r.Value)
				w, err2 := parseNumber(nat)
				if err1 == nil && err2 == nil && casCtx.Near(v, w, 1e-20, 1e-20) {
					have = "same"
				}
			}
			if have != want {
				t.Errorf("%s: %s reading %q (%s) is %s, want %s", tc.tex, r.Reader, r.Text, r.Value+r.Err, have, want)
			}
		}
		if tc.outcome == record.ParsersDisagree && !strings.Contains(got.Note, "notation hazard: ") {
			t.Errorf("%s: disagreement note names no hazard: %s", tc.tex, got.Note)
		}
		if tc.hazard != "" && !strings.Contains(got.Note, tc.hazard) {
			t.Errorf("%s: note %q does not name hazard %q", tc.tex, got.Note, tc.hazard)
		}
		t.Logf("%-32s %-9s %s", tc.tex, got.Outcome, got.Note)
	}
}

func firstPoint(p []map[string]string) map[string]string {
	if len(p) == 0 {
		return map[string]string{}
	}
	return p[0]
}

func TestGarbageUnparsed(t *testing.T) {
	e := engine(t)
	for _, tex := range []string{`\frac{1}{`, `\foo{2}+`, `x^^2`, `\left(1+2`} {
		got := e.CrossCheck(context.Background(), tex, func(map[string]string) (string, error) { return "3", nil }, nil)
		if got.Outcome != record.ParsersUnparsed {
			t.Errorf("%s: %s, want unparsed: %s", tex, got.Outcome, got.Note)
		}
		for _, r := range got.Readings {
			if !r.Unparsed || r.Err == "" {
				t.Errorf("%s: %s gave %+v", tex, r.Reader, r)
			}
		}
	}
}

func TestNotAValue(t *testing.T) {
	e := engine(t)
	tex := `x^2-5x+6=0`
	got := e.CrossCheck(context.Background(), tex, ours(tex), []map[string]string{{"x": "2"}})
	if got.Outcome != record.ParsersUnparsed || !strings.Contains(got.Note, "not a value") {
		t.Errorf("%s: %s: %s", tex, got.Outcome, got.Note)
	}
}

func TestCache(t *testing.T) {
	e := engine(t)
	tex := `\frac{3}{7}+\sqrt{5}`
	if _, err := e.Read(context.Background(), tex, nil); err != nil {
		t.Fatal(err)
	}
	hits := e.Stats().CacheHits
	if _, err := e.Read(context.Background(), tex, nil); err != nil {
		t.Fatal(err)
	}
	if got := e.Stats().CacheHits; got != hits+len(e.opts.Parsers) {
		t.Errorf("cache hits %d after a repeated read, want %d", got, hits+len(e.opts.Parsers))
	}
}

func TestTimeLimit(t *testing.T) {
	engine(t) // fails if not built
	e, err := New(Options{Parsers: []string{KaTeX}, Timeout: 50 * time.Millisecond, MaxLen: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Warm(context.Background()); err != nil {
		t.Fatal(err)
	}
	// A long flat sum: KaTeX needs far more than 50 ms for it in goja.
	tex := strings.Repeat(`x+\frac{1}{2}+`, 40000) + "1"
	prs, err := e.Read(context.Background(), tex, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := prs[0].Readings[0]
	if !r.Unparsed || r.Err == "" {
		t.Fatalf("got %+v, want an unparsed reading", r)
	}
	t.Logf("error: %s", r.Err)
	// The engine still works after the interrupt, on a replaced runtime;
	// under a net no load reaches, as the 50 ms one cut `1+1` too on a
	// busy machine (no test may depend on the machine's speed).
	e.opts.Timeout = time.Minute
	prs, err = e.Read(context.Background(), `1+1`, nil)
	if err != nil || prs[0].Readings[0].Value != "2" {
		t.Fatalf("after the time limit: %+v %v", prs, err)
	}
	if !strings.Contains(r.Err, "time limit") {
		t.Errorf("error %q does not name the time limit", r.Err)
	}
	if st := e.Stats(); st.Replaced[KaTeX] != 1 {
		t.Errorf("runtimes replaced %d, want 1", st.Replaced[KaTeX])
	}
}

func TestCancelledContext(t *testing.T) {
	e := engine(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Read(ctx, `\frac{5}{9}`, nil); err == nil {
		t.Fatal("read under a cancelled context succeeded")
	}
}

// WarmAll creates every runtime of every parser before any fragment is
// read.
func TestWarmAll(t *testing.T) {
	engine(t) // the bundles are built
	e, err := New(Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.WarmAll(context.Background()); err != nil {
		t.Fatal(err)
	}
	st := e.Stats()
	for _, p := range []string{ComputeEngine, KaTeX} {
		if st.Runtimes[p] != 2 || st.Parses[p] != 0 {
			t.Errorf("%s: %d runtimes, %d parses after WarmAll", p, st.Runtimes[p], st.Parses[p])
		}
	}
}
