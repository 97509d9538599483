package cas_test

import (
	"context"
	"flag"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

var diffAll = flag.Bool("cas.diffall", false, "compare every corpus answer with math.js (default: the first 600 distinct)")

// TestDifferentialMathJS evaluates the distinct corpus answers (free
// variables at fixed rational points) and the lines of values.txt with cas
// and with math.js (64-digit BigNumbers, through jsmath.Serialize), and
// requires 40 matching significant digits wherever cas has a value. An
// answer that math.js cannot express is skipped.
func TestDifferentialMathJS(t *testing.T) {
	if testing.Short() {
		t.Skip("differential run against math.js")
	}
	// A generous time limit per evaluation: 64-digit math.js under the
	// race detector, beside other packages' tests, can take seconds, and
	// the values, not their speed, are compared here.
	eng, err := jsmath.NewEngine(jsmath.Options{Workers: 1, Timeout: time.Minute})
	if err != nil {
		t.Fatalf("math.js engine: %v", err)
	}
	defer eng.Close()
	if _, err := eng.Version(context.Background()); err != nil {
		t.Fatalf("math.js engine: %v", err)
	}
	var srcs []string
	for _, tc := range readValues(t) {
		if tc.env == nil {
			srcs = append(srcs, tc.tex)
		}
	}
	srcs = append(srcs, corpusAnswers(t)...)
	points := []string{"2.3", "-1.25", "1.3", "0.45"}
	// Known limits of math.js, not of cas.
	ignore := map[string]string{
		`\left(1+10^{-100}\right)^{10^{100}}`: "1+1e-100 rounds to 1 at 64 digits",
	}
	c := cas.New()
	seen := map[string]bool{}
	compared, skipped := 0, 0
	for _, a := range srcs {
		s := stripMath(a)
		if seen[s] || ignore[s] != "" {
			continue
		}
		if !*diffAll && compared >= 600 {
			break
		}
		seen[s] = true
		e, err := latex.ParseExpr(s)
		if err != nil {
			continue
		}
		env, scope := cas.Env{}, map[string]string{}
		for i, x := range answer.SortedFreeVars(e) {
			p := points[i%len(points)]
			env[x], _ = cas.ParseValue(p)
			name, err := jsmath.VarName(x)
			if err != nil {
				continue
			}
			scope[name] = p
		}
		v, err := c.Eval(e, env)
		if err != nil {
			continue
		}
		js, err := jsmath.Serialize(e)
		if err != nil {
			skipped++
			continue
		}
		r, err := eng.Eval(context.Background(), js, scope)
		if err != nil {
			t.Fatalf("math.js engine: %v", err)
		}
		compared++
		if r.Err != "" {
			t.Errorf("%q: cas %s, math.js %s [%s]", s, v.Text(20), r.Err, js)
			continue
		}
		want, err := cas.ParseValue(r.Value)
		if err != nil {
			t.Errorf("%q: math.js value %q: %v", s, r.Value, err)
			continue
		}
		if d := digits(v, want); d < 40 && !(v.Sign() == 0 && c.IsZero(want, 1e-60)) {
			t.Errorf("%q: cas %s, math.js %s (%.1f digits agree) [%s]", s, v.Text(45), r.Value, d, js)
		}
	}
	t.Logf("compared %d expressions with math.js, %d not expressible", compared, skipped)
	if compared < 100 {
		t.Errorf("only %d comparisons", compared)
	}
}
