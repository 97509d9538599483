package jsmath

import (
	"context"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// TestPrepareCreatesOutsideTheLimit: for every function the serializer
// writes, the first expression that calls it has math.js create it in
// prepareCalls (outside the evaluation's time limit); compiling and
// evaluating it afterwards, the timed part, creates no typed function.
func TestPrepareCreatesOutsideTheLimit(t *testing.T) {
	e := freshEngine(t, 1)
	ctx := context.Background()
	jr, err := e.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer e.release(jr)
	created := func() int64 {
		t.Helper()
		v, err := glueFunc(t, jr, "typedCreated")(goja.Undefined())
		if err != nil {
			t.Fatal(err)
		}
		return v.ToInteger()
	}
	exprs := []string{
		"sin(v_x) + cos(v_x) + tan(v_x) + cot(v_x) + sec(v_x) + csc(v_x)",
		"asin(v_y) + acos(v_y) + atan(v_x) + acot(v_x)",
		"sinh(v_x) + cosh(v_x) + tanh(v_x) + coth(v_x)",
		"exp(v_x) + log(v_x) + log10(v_x) + log(v_x, 2) + sqrt(v_x) + nthRoot(v_x, 3)",
		"abs(v_x) + floor(v_x) + ceil(v_x) + sign(v_x) + factorial(4) + combinations(5, 2)",
		"min(v_x, 1) + max(v_x, 1) + gcd(4, 6) + lcm(4, 6)",
	}
	scope := []string{"v_x", "v_y"}
	values := []string{"1.5", "0.5"}
	for _, expr := range exprs {
		before := created()
		if err := e.prepareCalls(ctx, jr, expr); err != nil {
			t.Fatalf("%s: prepare: %v", expr, err)
		}
		prepared := created()
		c, err := jr.compileExpr(expr)
		if err != nil {
			t.Fatalf("%s: compile: %v", expr, err)
		}
		v, err := jr.evalAt(goja.Undefined(), c.code, jr.rt.ToValue(scope), jr.rt.ToValue(values))
		if err != nil {
			t.Fatalf("%s: evaluate: %v", expr, err)
		}
		if r := decode(jr.rt, v); r.Err != "" {
			t.Fatalf("%s: %s", expr, r.Err)
		}
		if prepared <= before {
			t.Errorf("%s: prepare created no function (%d before, %d after)", expr, before, prepared)
		}
		if after := created(); after != prepared {
			t.Errorf("%s: the timed compile and evaluation created %d typed function(s)", expr, after-prepared)
		}
	}
}

// TestNoUnits: a free name that math.js would read as a unit is an
// undefined symbol (the runtime is made without the Unit class).
func TestNoUnits(t *testing.T) {
	e := testEngine(t)
	for _, expr := range []string{"cm", "2 * inch", "v_x + deg"} {
		r, err := e.Eval(context.Background(), expr, map[string]string{"v_x": "1"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(r.Err, "Undefined symbol") {
			t.Errorf("%s: %+v, want an undefined symbol", expr, r)
		}
	}
}
