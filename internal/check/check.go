package check

import (
	"context"
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
)

// Check runs leg 1 on one problem statement and its answer and returns the
// verdict. It never panics and returns within about opts.Timeout: a panic
// inside the checker becomes an undecided verdict "internal error: ...".
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
	if ctx.Err() != nil && res.Verdict != record.Refute {
		// A confirmation needs every comparison done; a run cut short
		// proves nothing.
		res.Verdict = record.Undecided
		res.Note = "undecided: time limit (" + opts.Timeout.String() + ")"
		res.Evidence = nil
		res.TimedOut = true
	}
	return res
}
