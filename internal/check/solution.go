package check

import (
	"context"
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/check/audit"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// AuditSolution is the worked-solution audit (docs/solution-audit.md): it
// finds every displayed equality and chain of solution, in order, decides
// those it can read through the one decision of equality, and checks that
// the solution ends on answer (the gold; "" skips that check). problem
// gives the statement's conventions. It never panics and returns within
// about opts.Timeout; it is safe for concurrent use.
func AuditSolution(ctx context.Context, problem, solution, answer string, opts Options) (out record.SolutionOutcome) {
	opts = opts.WithDefaults()
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			out = record.SolutionOutcome{Verdict: record.SolutionUnchecked,
				Note: fmt.Sprintf("worked solution: not checked (internal error: %v)", r)}
		}
	}()
	c := &checker{decide.NewChecker(ctx, opts)}
	c.SeedHard(problem, solution)
	// The work meter (opts.MaxWork) bounds the audit, the same on every
	// run; an audit the wall-clock net cuts is unchecked, with no step.
	return audit.AuditSolution(c.Checker, problem, solution, answer)
}
