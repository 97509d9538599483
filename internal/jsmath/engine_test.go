package jsmath

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// One warmed engine shared by the tests of the package: a runtime costs
// about 1.3 s to warm (more under -race).
var (
	sharedOnce   sync.Once
	sharedEngine *Engine
	sharedErr    error
)

func testEngine(t testing.TB) *Engine {
	t.Helper()
	sharedOnce.Do(func() {
		sharedEngine, sharedErr = NewEngine(Options{Workers: 2, Timeout: 4 * time.Second})
	})
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return sharedEngine
}

// freshEngine is a new engine of the test's own with workers runtimes
// (counters and tables no other test touches), closed when the test ends.
func freshEngine(t testing.TB, workers int) *Engine {
	t.Helper()
	e, err := NewEngine(Options{Workers: workers})
	if err != nil {
		t.Fatalf("the engine needs the math.js bundle (make js): %v", err)
	}
	t.Cleanup(e.Close)
	return e
}

func TestEngineValues(t *testing.T) {
	e := testEngine(t)
	cases := []struct {
		expr  string
		scope map[string]string
		want  string // Value, or "ERR:" + substring of Err
	}{
		{"sqrt(2)^2-2", nil, "0"}, // BigNumber mode: doubles give 4.44e-16
		{"(3.2-1.7)/0.003", nil, "500"},
		{"1/3", nil, "0.3333333333333333333333333333333333333333333333333333333333333333"},
		{"v_x^2 + v_y", map[string]string{"v_x": "1.5", "v_y": "-0.25"}, "2"},
		{"nthRoot(-8, 3)", nil, "-2"},
		{"pi", nil, "3.141592653589793238462643383279502884197169399375105820974944592"},
		{"e", nil, "2.718281828459045235360287471352662497757247093699959574966967628"},
		{"2^300", nil, "2.037035976334486086268445688409378161051468393665936250636140449e+90"},
		{"sqrt(-1)", nil, "ERR:outside the real domain: complex result i"},
		{"log(-1)", nil, "ERR:outside the real domain"},
		{"1/0", nil, "ERR:not a finite real number: Infinity"},
		{"v_y + 1", nil, "ERR:Undefined symbol v_y"},
		{"nthRoot(-8, 2)", nil, "ERR:Root must be odd"},
		{"1 +", nil, "ERR:Unexpected end of expression"},
		{"config({precision: 2})", nil, "ERR:refused: function config"},
		{"{a: 1}", nil, "ERR:refused: ObjectNode"},
		{"ones(3000, 3000)", nil, "ERR:refused: function ones"},
		{"prod(1:200000)", nil, "ERR:refused: RangeNode"},
		{"a = 3", nil, "ERR:refused: AssignmentNode"},
		{"1 < 2", nil, "ERR:not a real number (boolean)"},
	}
	for _, c := range cases {
		r, err := e.Eval(context.Background(), c.expr, c.scope)
		if err != nil {
			t.Errorf("%s: %v", c.expr, err)
			continue
		}
		if want, ok := strings.CutPrefix(c.want, "ERR:"); ok {
			if r.Value != "" || !strings.Contains(r.Err, want) {
				t.Errorf("%s = %+v, want error containing %q", c.expr, r, want)
			}
			continue
		}
		if r.Value != c.want || r.Err != "" {
			t.Errorf("%s = %+v, want %s", c.expr, r, c.want)
		}
	}
}

func TestEngineEvalMany(t *testing.T) {
	e := testEngine(t)
	scopes := []map[string]string{{"v_x": "0"}, {"v_x": "1"}, {"v_x": "-1"}, {"v_x": "4"}}
	rs, err := e.EvalMany(context.Background(), "sqrt(v_x) * 2", scopes)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"0", "2", "", "4"}
	for i, r := range rs {
		if r.Value != want[i] {
			t.Errorf("point %d: %+v, want %q", i, r, want[i])
		}
	}
	if !strings.Contains(rs[2].Err, "outside the real domain") {
		t.Errorf("sqrt(-1): %+v", rs[2])
	}
	// A parse error is reported at every point, not as a Go error.
	rs, err = e.EvalMany(context.Background(), "sqrt(", scopes[:2])
	if err != nil || len(rs) != 2 || rs[0].Err == "" || rs[1].Err == "" {
		t.Fatalf("parse error: %+v, %v", rs, err)
	}
}

func TestEngineInputLimits(t *testing.T) {
	e := testEngine(t)
	ctx := context.Background()
	if _, err := e.Eval(ctx, strings.Repeat("1+", 5000)+"1", nil); !errors.Is(err, ErrInput) {
		t.Errorf("long expression: %v, want ErrInput", err)
	}
	if _, err := e.Eval(ctx, "v_x", map[string]string{"v_x": "1; import"}); !errors.Is(err, ErrInput) {
		t.Errorf("bad scope value: %v, want ErrInput", err)
	}
	if _, err := e.Eval(ctx, "v_x", map[string]string{"v x": "1"}); !errors.Is(err, ErrInput) {
		t.Errorf("bad scope name: %v, want ErrInput", err)
	}
	// Deep nesting stays inside the call-stack limit or fails cleanly.
	deep := strings.Repeat("(", 1500) + "1" + strings.Repeat(")", 1500)
	r, err := e.Eval(ctx, deep, nil)
	if err != nil || (r.Value != "1" && r.Err == "") {
		t.Errorf("deep nesting: %+v, %v", r, err)
	}
}

func TestEngineRunawayInterrupted(t *testing.T) {
	e := testEngine(t)
	ctx := context.Background()
	before := e.Stats()
	start := time.Now()
	_, err := e.Eval(ctx, "factorial(1e6)", nil)
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("factorial(1e6): err = %v, want ErrTimeout", err)
	}
	t.Logf("interrupted after %v (limit %v)", time.Since(start), e.opts.Timeout)
	// A deadline of the caller's stops it too, reported as the context's error.
	dctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	if _, err := e.Eval(dctx, "factorial(1e6) + factorial(2e6)", nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("caller deadline: err = %v, want context.DeadlineExceeded", err)
	}
	// The engine still works, on a recovered or a rebuilt runtime.
	for range 2 {
		r, err := e.Eval(ctx, "(3.2-1.7)/0.003", nil)
		if err != nil || r.Value != "500" {
			t.Fatalf("after interrupt: %+v, %v", r, err)
		}
	}
	after := e.Stats()
	if got := (after.Recovered + after.Replaced) - (before.Recovered + before.Replaced); got != 2 {
		t.Errorf("stats %+v → %+v: want 2 interrupted runtimes recovered or replaced", before, after)
	}
	// A cancelled context is reported as such, before any work.
	cctx, cancel2 := context.WithCancel(ctx)
	cancel2()
	if _, err := e.Eval(cctx, "1", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestEngineClosed(t *testing.T) {
	eng, err := NewEngine(Options{})
	if err != nil {
		t.Fatal(err)
	}
	eng.Close()
	if _, err := eng.Eval(context.Background(), "1", nil); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
}

// TestEngineResultsShared: a result evaluated once is kept for every
// runtime, keyed by the expression and the whole point, and is the result
// a fresh evaluation gives (a value and a math.js error alike); another
// point or another expression is evaluated afresh.
func TestEngineResultsShared(t *testing.T) {
	e := freshEngine(t, 1)
	ctx := context.Background()
	scopes := []map[string]string{{"v_x": "2"}, {"v_x": "-1"}, {"v_x": "2", "v_y": "3"}}
	first, err := e.EvalMany(ctx, "sqrt(v_x) + 1", scopes)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.results) != 3 {
		t.Fatalf("%d results kept, want 3 (one per point)", len(e.results))
	}
	// A kept result is served without a runtime: with the only runtime
	// taken, the same points still evaluate.
	jr, err := e.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	busy, cancel := context.WithTimeout(ctx, 2*time.Second)
	again, err := e.EvalMany(busy, "sqrt(v_x) + 1", scopes)
	cancel()
	e.release(jr)
	if err != nil {
		t.Fatalf("kept results not served without a runtime: %v", err)
	}
	if st := e.Stats(); st.Kept != 3 || st.Evaluations != 6 {
		t.Errorf("stats %+v: want 3 kept of 6 evaluations", st)
	}
	for i := range first {
		if first[i] != again[i] {
			t.Errorf("point %d: kept %+v, first %+v", i, again[i], first[i])
		}
	}
	if !strings.HasPrefix(first[0].Value, "2.414213562373095048801688724209698078569671875376948073176679") || first[1].Err == "" {
		t.Errorf("values: %+v", first)
	}
	// The same expression at a new point, and another expression at a
	// kept point, are evaluated.
	rs, err := e.EvalMany(ctx, "sqrt(v_x) + 2", []map[string]string{{"v_x": "4"}})
	if err != nil || rs[0].Value != "4" {
		t.Errorf("sqrt(4) + 2 = %+v, %v", rs, err)
	}
	rs, err = e.EvalMany(ctx, "sqrt(v_x) + 1", []map[string]string{{"v_x": "9"}})
	if err != nil || rs[0].Value != "4" {
		t.Errorf("sqrt(9) + 1 = %+v, %v", rs, err)
	}
}

// TestEngineWithTimeout: a Limited view evaluates on the engine's runtimes
// with its own limit. factorial(3000) at 64 digits takes far longer than
// 1 ms and far less than the engine's limit: the view stops it, the engine
// evaluates it, and both give the same value where both finish.
func TestEngineWithTimeout(t *testing.T) {
	e := testEngine(t)
	ctx := context.Background()
	short, long := e.WithTimeout(time.Millisecond), e.WithTimeout(time.Minute)
	if _, err := short.EvalMany(ctx, "factorial(3000) + v_x", []map[string]string{{"v_x": "1"}}); !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "after 1ms") {
		t.Fatalf("1 ms view: err = %v, want ErrTimeout after 1ms", err)
	}
	got, err := long.EvalMany(ctx, "factorial(3000) + v_x", []map[string]string{{"v_x": "1"}})
	if err != nil || got[0].Err != "" {
		t.Fatalf("one-minute view: %+v, %v", got, err)
	}
	want, err := e.Eval(ctx, "factorial(3000) + v_x", map[string]string{"v_x": "1"})
	if err != nil || want != got[0] {
		t.Errorf("engine %+v, %v; view %+v", want, err, got[0])
	}
	if v, err := long.Version(ctx); err != nil || v == "" {
		t.Errorf("Version: %q, %v", v, err)
	}
}
