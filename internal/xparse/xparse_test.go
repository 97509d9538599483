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
)

var (
	sharedOnce sync.Once
	shared     *Engine
	sharedErr  error
)

// engine returns the Engine shared by the tests (compute-engine's warm-up
// is paid once), skipping when the bundles were not built.
func engine(t testing.TB) *Engine {
	t.Helper()
	for _, f := range []string{"assets/compute-engine.js", "assets/katex.js"} {
		if _, err := os.Stat(f); err != nil {
			t.Skipf("%s not built (run `make js`): %v", f, err)
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
	b, err := os.ReadFile("assets/compute-engine.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`\p{XIDC}`, `\p{XIDS}`, `\p{ID_Start}`, `\\p{RI}`, `\\p{Emoji}`, `Script=`} {
		if strings.Contains(string(b), bad) {
			t.Errorf("compute-engine.js still contains %s: rerun scripts/build-parsers.sh", bad)
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
		if got.Outcome != Agree || len(got.Readings) == 0 {
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
