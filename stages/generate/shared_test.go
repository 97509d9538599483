package generate

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// TestSelfCheckOnTheRunsEngine: the stage's self-check starts the runtimes
// of the run's embedded math.js engine, and verify's legs, built on that
// engine (as the verify stage builds them), start none of their own and
// leave it open when they close.
func TestSelfCheckOnTheRunsEngine(t *testing.T) {
	shared := pipeline.NewShared()
	defer shared.Close()
	sc, release, err := newSelfCheck(1, shared)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	e, release2, err := pipeline.Share(shared, legs.EmbeddedMathJS{}, legs.NewEmbeddedMathJS)
	if err != nil {
		t.Fatal(err)
	}
	defer release2()
	started := e.Stats().Runtimes
	if started != e.Workers() {
		t.Fatalf("the self-check started %d runtimes of the run's engine, want %d", started, e.Workers())
	}
	if ok, reason, err := sc.Check(context.Background(), "Solve the equation $x^2-5x+6=0$.", "$2; 3$"); err != nil || !ok {
		t.Fatalf("self-check: %v %q %v", ok, reason, err)
	}
	set, err := legs.New(legs.Config{Engine: e})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := set.MathJS.Leg.Eval.(*jsmath.Engine); !ok || got != e {
		t.Fatalf("verify's leg 3 evaluates on %T %p, not on the run's engine %p", set.MathJS.Leg.Eval, set.MathJS.Leg.Eval, e)
	}
	set.Warm(context.Background())
	set.Close()
	if got := e.Stats().Runtimes; got != started {
		t.Errorf("verify's legs started %d more runtimes", got-started)
	}
	if _, err := e.Eval(context.Background(), "1 + 1", nil); err != nil {
		t.Errorf("the engine after the legs closed: %v", err)
	}
}
