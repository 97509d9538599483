package equations

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// withRecomputedRoots gives a refuted answer to the equation q the
// equation's own answer, as the confirmation path gives it (Recomputed:
// "x = 3", "x = 2; x = 3", or \varnothing), when recomputeRoots finds the
// complete real solution set: the equation is polynomial, rational (its
// poles excluded), algebraic with every candidate substituted, or one of
// the exponential and logarithmic forms solved exactly, and the
// statement's conditions and restriction on the unknown are applied.
// Nothing is added with parameters, when the solution set is not proven
// complete (a sign-change scan, a periodic family) or when a restriction
// cannot be applied; the verdict and note of r are never changed.
func (c *checker) withRecomputedRoots(q *eqProblem, r decide.Result) decide.Result {
	if r.Verdict != record.Refute || r.Recomputed != "" || len(q.params) > 0 {
		return r
	}
	rr, done := solve.RecomputeRoots(c.Checker, q.st, q.rel, q.x, nil, statement.KindEquation)
	if !done || rr.Recomputed == "" || rr.Verdict == record.Undecided {
		return r
	}
	r.Recomputed, r.RecomputedDiffers = rr.Recomputed, true
	return r
}
