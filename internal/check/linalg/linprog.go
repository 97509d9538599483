package linalg

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): the maximum (minimum) of a linear objective
// over a region of linear inequalities in two variables.

// checkLinProg is CheckLinProg on this package's checker.
func (c *checker) checkLinProg(problem, answerSrc string) (decide.Result, bool) {
	lp, ok := statement.ReadLinProg(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := statement.LinProgShape
	word := "maximum"
	if !lp.Max {
		word = "minimum"
	}
	var hs []algebra.HalfPlane
	for _, r := range lp.Conds {
		d := ast.Expr(&ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]})
		if r.Ops[0] == ast.Ge {
			d = &ast.Binary{Op: ast.Sub, X: r.Args[1], Y: r.Args[0]}
		}
		co, ok := c.linearForm(d, lp.Vars)
		if !ok {
			return decide.Undecided(kind, "the inequality %s is not linear in %s, %s with rational coefficients", ast.Print(r), lp.Vars[0], lp.Vars[1]), true
		}
		hs = append(hs, algebra.HalfPlane{A: co[0], B: co[1], C: co[2]})
	}
	f, ok := c.linearForm(lp.F, lp.Vars)
	if !ok {
		return decide.Undecided(kind, "the objective %s is not linear in %s, %s with rational coefficients", ast.Print(lp.F), lp.Vars[0], lp.Vars[1]), true
	}
	if !lp.Max {
		for i := range f {
			f[i].Neg(f[i])
		}
	}
	opt, err := algebra.MaxLinear2(hs, f[0], f[1], f[2])
	if err != nil {
		return decide.Undecided(kind, "the linear program is not solved: %v", err), true
	}
	switch opt.Status {
	case algebra.LPEmpty:
		return decide.Undecided(kind, "no point satisfies every inequality: the %s does not exist", word), true
	case algebra.LPUnbounded:
		return decide.Undecided(kind, "the objective is unbounded on the region: the %s does not exist", word), true
	}
	val := opt.Value
	if !lp.Max {
		val = new(big.Rat).Neg(val)
	}
	q, bad := c.OneExactAnswer(answerSrc, kind, shape, "")
	if bad != nil {
		return *bad, true
	}
	how := "the best value over the %d feasible vertices of the region, which is bounded in every direction the objective improves (exact over ℚ)"
	if q.Cmp(val) != 0 {
		r := decide.Refute(kind, "the %s of %s is %s, taken at (%s, %s) = (%s, %s) ("+how+"), not %s (the statement's shape %q)",
			word, ast.Print(lp.F), val.RatString(), lp.Vars[0], lp.Vars[1], opt.X.RatString(), opt.Y.RatString(), opt.Vertices, q.RatString(), shape)
		r.Recomputed, r.RecomputedDiffers = val.RatString(), true
		return r, true
	}
	return decide.Confirm(kind, "the %s of %s is %s, taken at (%s, %s) = (%s, %s) ("+how+"), equal exactly to the answer (the statement's shape %q)",
		word, ast.Print(lp.F), val.RatString(), lp.Vars[0], lp.Vars[1], opt.X.RatString(), opt.Y.RatString(), opt.Vertices, shape), true
}

// CheckLinProg checks a statement of the shape statement.LinProgShape:
// every inequality and the objective are made linear forms with rational
// coefficients (anything else is undecided), the optimum is computed
// exactly by algebra.MaxLinear2 (vertices of the region, unboundedness by
// the recession directions), and compared with the answer, one exact
// rational number. An empty region or an unbounded objective has no
// maximum: undecided.
func CheckLinProg(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkLinProg(problem, answerSrc)
}

// linearForm writes e as a·u + b·v + c with rational a, b, c (u, v the two
// variables); ok is false when e is not such a form.
func (c *checker) linearForm(e ast.Expr, vars [2]string) ([3]*big.Rat, bool) {
	var out [3]*big.Rat
	b := forms.NewAlgBuilder(c.Checker, vars[:])
	d, ok := b.Conv(e)
	if !ok || len(b.Aux) != 0 || len(d.Den) != 1 {
		return out, false
	}
	for _, x := range d.Den[0].E {
		if x != 0 {
			return out, false
		}
	}
	den := d.Den[0].C
	for i := range out {
		out[i] = new(big.Rat)
	}
	for _, t := range d.Num {
		k := 2
		for i, x := range t.E {
			switch {
			case x == 0:
			case x == 1 && i < 2 && k == 2:
				k = i
			default:
				return out, false
			}
		}
		out[k].Quo(t.C, den)
	}
	return out, true
}
