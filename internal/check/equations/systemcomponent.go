package equations

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): one unknown of a system's solution, and the
// statement "$F=?$".

// checkSystemComponent is CheckSystemComponent on this package's checker.
func (c *checker) checkSystemComponent(problem, answerSrc string) (decide.Result, bool) {
	eqs, pair, asked, ok := statement.SystemComponent(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := statement.SystemComponentShape
	q, bad := c.OneExactAnswer(answerSrc, kind, shape, asked)
	if bad != nil {
		return *bad, true
	}
	vars := pair[:]
	all, er, why := forms.SolveExactly(c.Checker, &statement.Statement{}, eqs, vars)
	if why != "" {
		return decide.Undecided(kind, "the solution set of the system cannot be recomputed: %s", why), true
	}
	if len(all) != 1 {
		return decide.Undecided(kind, "the system has %d real solutions %s, not one (the statement's shape %q)", len(all), forms.SolutionSet(all), shape), true
	}
	k := 0
	if asked == pair[1] {
		k = 1
	}
	root := all[0][k]
	if root.Exact == nil {
		return decide.Undecided(kind, "the system's one real solution %s has an irrational %s", all[0], asked), true
	}
	how := "elimination by lexicographic Gröbner bases, eliminants of degree " + forms.EliminantDegrees(er)
	if root.Exact.Cmp(q) != 0 {
		r := decide.Refute(kind, "the system's only real solution is (%s) = %s (%s), so %s = %s, not %s (the statement's shape %q)",
			statement.JoinNames(vars), all[0], how, asked, algebra.RatLatex(root), q.RatString(), shape)
		r.Recomputed, r.RecomputedDiffers = algebra.RatLatex(root), true
		return r, true
	}
	res := decide.Confirm(kind, "the system's only real solution is (%s) = %s (%s), so %s = %s, equal exactly to the answer (the statement's shape %q)",
		statement.JoinNames(vars), all[0], how, asked, q.RatString(), shape)
	return res, true
}

// CheckSystemComponent checks "The solution to <system> is (x,y). What is
// the value of x?": the real solution set of the system is recomputed
// exactly (lexicographic Gröbner bases, real roots isolated, every
// candidate substituted). Only a system with exactly one real solution has
// "the solution"; the asked unknown's value there is compared with the
// answer, which must be one exact rational number. No solution, several
// solutions, or an irrational value leave the row undecided.
func CheckSystemComponent(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkSystemComponent(problem, answerSrc)
}
