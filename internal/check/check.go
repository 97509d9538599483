package check

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Options tune one check.
type Options struct {
	// Seed seeds the sample points; the same seed gives the same points and
	// so the same verdict.
	Seed int64
	// Timeout bounds one check (default 2s). A check that runs out is
	// undecided with the reason "time limit".
	Timeout time.Duration
	// Points is the number of admissible sample points an identity or a
	// simplification is compared at (default 8).
	Points int
}

func (o Options) withDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Second
	}
	if o.Points <= 0 {
		o.Points = 8
	}
	return o
}

// Result is leg 1's verdict on one (problem, answer) pair.
type Result struct {
	Verdict record.Verdict
	// Kind is the task kind ("value", "equation", ...; see Kind).
	Kind string
	// Note says what was checked and found: a refutation names its
	// counterexample, an undecided verdict its reason.
	Note string
	// Recomputed is the checker's own answer (LaTeX) when it computed one,
	// RecomputedDiffers says it differs from the given answer.
	Recomputed        string
	RecomputedDiffers bool
	// Seed is the seed the sample points were drawn with.
	Seed int64
	// Evidence lists the comparisons the verdict rests on, so that other
	// engines can redo them at the same points.
	Evidence []Comparison
}

// Comparison is one comparison a verdict rests on: Left and Right must be
// equal (Want "equal") or Left must vanish (Want "zero") at every point.
type Comparison struct {
	What        string // "value", "identity", "root x=3", ...
	Left, Right ast.Expr
	Points      []cas.Env // the admissible points used (nil: no free variables)
	Want        string    // "equal" or "zero"
}

// ErrTimeLimit is the cause recorded when a check runs out of time.
var errTimeLimit = errors.New("time limit")

// Check runs leg 1 on one problem statement and its answer and returns the
// verdict. It never panics and returns within about opts.Timeout: a panic
// inside the checker becomes an undecided verdict "internal error: ...".
// It is safe for concurrent use.
func Check(ctx context.Context, problem, answer string, opts Options) (res Result) {
	opts = opts.withDefaults()
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			res = Result{Verdict: record.Undecided, Kind: res.Kind, Seed: opts.Seed,
				Note: fmt.Sprintf("undecided: internal error: %v", r)}
		}
	}()
	c := newChecker(ctx, opts)
	res = c.run(problem, answer)
	res.Seed = opts.Seed
	if ctx.Err() != nil && res.Verdict != record.Refute {
		// A confirmation needs every comparison done; a run cut short
		// proves nothing.
		res.Verdict = record.Undecided
		res.Note = "undecided: time limit (" + opts.Timeout.String() + ")"
		res.Evidence = nil
	}
	return res
}

func undecided(kind Kind, format string, args ...any) Result {
	return Result{Verdict: record.Undecided, Kind: kind.String(), Note: "undecided: " + fmt.Sprintf(format, args...)}
}

func refute(kind Kind, format string, args ...any) Result {
	return Result{Verdict: record.Refute, Kind: kind.String(), Note: "refuted: " + fmt.Sprintf(format, args...)}
}

func confirm(kind Kind, format string, args ...any) Result {
	return Result{Verdict: record.Confirm, Kind: kind.String(), Note: "confirmed: " + fmt.Sprintf(format, args...)}
}
