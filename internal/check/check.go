package check

import (
	"context"
	"errors"
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// The types and defaults of a check are the decision core's
// (internal/check/decide); check names them for its callers.
type (
	Options    = decide.Options
	Result     = decide.Result
	Comparison = decide.Comparison
)

const (
	DefaultTimeout = decide.DefaultTimeout
	DefaultPoints  = decide.DefaultPoints
	DefaultMaxWork = decide.DefaultMaxWork
)

// Check runs leg 1 on one problem statement and its answer and returns the
// verdict. Its work is bounded by opts.MaxWork (evaluation steps weighted
// by precision), so that the verdict is the same on any machine under any
// load; opts.Timeout is a wall-clock net (Result.TimedOut). It never
// panics: a panic inside the checker becomes an undecided verdict
// "internal error: ...".
// It is safe for concurrent use.
func Check(ctx context.Context, problem, answer string, opts Options) (res Result) {
	opts = opts.WithDefaults()
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			res = Result{Verdict: record.Undecided, Kind: res.Kind, Seed: opts.Seed,
				Note: fmt.Sprintf("undecided: internal error: %v", r)}
		}
	}()
	c := &checker{decide.NewChecker(ctx, opts)}
	c.SeedHard(problem, answer)
	res = c.run(problem, answer)
	res = c.ReauditConfirm(res)
	res = c.auditChain(res, answer)
	res.Seed = opts.Seed
	res.Work = c.Work()
	if errors.Is(c.Stopped(), decide.ErrWorkLimit) && res.Verdict != record.Refute {
		// The work bound (deterministic): a confirmation needs every
		// comparison done.
		res.Verdict = record.Undecided
		res.Note = fmt.Sprintf("undecided: work limit (%d evaluation steps)", opts.MaxWork)
		res.Evidence = nil
		return res
	}
	if ctx.Err() != nil {
		// The wall-clock net cut the check: what it found is not the whole
		// check's (a refutation cut short lacks the recomputed answer the
		// whole check finds), so it says so and the verify stage holds
		// the row back. A confirmation needs every comparison done; a run
		// cut short proves nothing.
		res.TimedOut = true
		if res.Verdict != record.Refute {
			res.Verdict = record.Undecided
			res.Note = "undecided: time limit (" + opts.Timeout.String() + ")"
			res.Evidence = nil
		}
	}
	return res
}
