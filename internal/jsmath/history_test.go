package jsmath

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// TestValueIndependentOfHistory: an evaluation gives the same text alone,
// on a fresh runtime, and on a runtime that ran other evaluations before,
// among them evaluations stopped half-way inside decimal.js by the
// call-stack limit and by interrupts (issue 44, W4: after kill -9 and a
// re-run, math.js printed 0.4999… for 0.5 on two rows). decimal.js raises
// its precision, changes its rounding and stops rounding sums while its
// functions run, and puts them back when they return; a function stopped
// half-way left them changed for every later evaluation on the runtime
// (sin(pi / 6) printed 0.49999…9995557), until the glue's settle.
func TestValueIndependentOfHistory(t *testing.T) {
	ctx := context.Background()
	// A small call stack lets an expression of a few hundred bytes reach
	// the limit at every depth of the functions it calls.
	const stack = 150
	alone, err := NewEngine(Options{Workers: 1, MaxCallStackSize: stack})
	if err != nil {
		t.Fatal(err)
	}
	defer alone.Close()
	used, err := NewEngine(Options{Workers: 1, MaxCallStackSize: stack})
	if err != nil {
		t.Fatal(err)
	}
	defer used.Close()
	// Each probe is evaluated at a new point each time, so that neither
	// the engine's kept results nor the glue's memo tables answer it.
	probes := []string{"sin(v_z)", "sqrt(v_z) * sqrt(v_z)", "v_z + 1e-70", "1 / v_z * v_z", "exp(v_z) / 7"}
	check := func(when string, k int) {
		t.Helper()
		scope := map[string]string{"v_z": fmt.Sprintf("0.%03d", k+1)}
		for _, p := range probes {
			want, err1 := alone.Eval(ctx, p, scope)
			got, err2 := used.Eval(ctx, p, scope)
			if err1 != nil || err2 != nil || got != want {
				t.Fatalf("%s: %s at %v = %+v (%v), alone %+v (%v)", when, p, scope, got, err2, want, err1)
			}
		}
	}
	overflowed := 0
	for n := 1; n <= stack; n++ {
		expr := strings.Repeat("1+(", n) + "sin(v_x)*sqrt(v_x)/exp(v_x)" + strings.Repeat(")", n)
		r, err := used.Eval(ctx, expr, map[string]string{"v_x": fmt.Sprintf("1.%04d", n)})
		if err != nil {
			t.Fatalf("depth %d: %v", n, err)
		}
		if strings.Contains(r.Err, "too deeply nested") {
			overflowed++
		}
		check(fmt.Sprintf("after the expression of depth %d (%+v)", n, r), n)
	}
	if overflowed == 0 {
		t.Fatal("no expression reached the call-stack limit: the test proves nothing")
	}
	// Interrupted evaluations (a deadline of the caller's, at several
	// moments of the same long computation) leave nothing behind either.
	for i, d := range []time.Duration{time.Millisecond, 3 * time.Millisecond, 10 * time.Millisecond, 30 * time.Millisecond} {
		dctx, cancel := context.WithTimeout(ctx, d)
		_, _ = used.Eval(dctx, "sin(v_x) + exp(v_x) + sqrt(v_x) + log(v_x) + factorial(3000)", map[string]string{"v_x": fmt.Sprintf("2.%04d", i)})
		cancel()
		check(fmt.Sprintf("after an evaluation interrupted at %v", d), stack+1+i)
	}
	// The test did make decimal.js stop half-way, and settle repaired it.
	jr, err := used.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer used.release(jr)
	f, ok := goja.AssertFunction(jr.glue.Get("settled"))
	if !ok {
		t.Fatal("the glue has no settled")
	}
	v, err := f(goja.Undefined())
	if err != nil {
		t.Fatal(err)
	}
	if v.ToInteger() == 0 {
		t.Error("no call found decimal.js's configuration changed: the test did not stop a function half-way")
	}
	t.Logf("%d expressions reached the call-stack limit; %d calls put decimal.js's configuration back", overflowed, v.ToInteger())
}

// TestSlowStartIsATimeout: a runtime whose start reaches the pool's net
// (gojart.CreateLimit, on a machine loaded past it) fails with ErrTimeout,
// which leg 3 reports as a net reached (the row is held back), not with a
// bare context error that leg 3 published as "not evaluated (context
// deadline exceeded)".
func TestSlowStartIsATimeout(t *testing.T) {
	e, err := NewEngine(Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, err := e.newRuntime(ctx); !errors.Is(err, ErrTimeout) {
		t.Errorf("a start past its net: %v, want ErrTimeout", err)
	}
}

// TestSlowPrepareIsATimeout: creating the functions an expression names
// (prepareCalls) stopped by its net fails with ErrTimeout, which leg 3
// holds back, not with gojart's own error, which leg 3 published as "not
// evaluated (time limit exceeded after 1m0s)". The runtime is interrupted
// before the call, as the net would interrupt it during the call.
func TestSlowPrepareIsATimeout(t *testing.T) {
	e, err := NewEngine(Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	jr, err := e.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer e.pool.Discard()
	jr.rt.Interrupt("the net")
	if err := e.prepareCalls(ctx, jr, "gamma(v_x) + acosh(v_x)"); !errors.Is(err, ErrTimeout) {
		t.Errorf("functions created past their net: %v, want ErrTimeout", err)
	}
}
