package generate

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
)

// failingEval is a math.js engine that fails every evaluation with err.
type failingEval struct{ err error }

func (f failingEval) EvalMany(context.Context, string, []map[string]string) ([]jsmath.Result, error) {
	return nil, f.err
}

// A leg 3 that cannot run, or that reaches its engine's time limit, has not
// judged the exercise: the self-check is an error, never a rejection (which
// the stage's verdict cache would keep, and which would make the output
// depend on the engine's health or the machine's load).
func TestSelfCheckLegFailureIsAnError(t *testing.T) {
	const problem, answer = `Solve the equation $2x - 6 = 0$.`, `3`
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"closed engine", jsmath.ErrClosed, ErrLegFailed},
		{"service unavailable", fmt.Errorf("%w: connection refused", jsmath.ErrUnavailable), ErrLegFailed},
		{"engine time limit", fmt.Errorf("%w after 2s", jsmath.ErrTimeout), ErrTimeLimit},
	} {
		sc := SelfCheck{Seed: 1, MathJS: &mathjsleg.Leg{Eval: failingEval{tc.err}}}
		ok, reason, err := sc.Check(context.Background(), problem, answer)
		if !errors.Is(err, tc.want) || ok || reason != "" {
			t.Errorf("%s: ok %v reason %q err %v, want an error wrapping %v", tc.name, ok, reason, err, tc.want)
		}
	}
	// The same exercise with a working engine confirms: the failures above
	// come from the engine, not from the exercise.
	if ok, reason, err := full(t).Check(context.Background(), problem, answer); !ok || err != nil {
		t.Fatalf("with the real engine: ok %v reason %q err %v", ok, reason, err)
	}
}

// A closed engine (the real one) is a failure of the leg, not a rejection.
func TestSelfCheckClosedEngine(t *testing.T) {
	sc, closeSC, err := NewSelfCheck(1)
	if err != nil {
		t.Fatalf("the self-check needs the math.js bundle: %v", err)
	}
	closeSC()
	_, _, err = sc.Check(context.Background(), `Solve the equation $2x - 6 = 0$.`, `3`)
	if !errors.Is(err, ErrLegFailed) {
		t.Fatalf("closed engine: err %v, want ErrLegFailed", err)
	}
}
