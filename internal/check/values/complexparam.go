package values

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/paramsolve"
)

// complexParamShape names the reading in notes.
const complexParamShape = "a real parameter of an equation between complex numbers"

// CheckComplexParam decides a question read by paramsolve.ComplexParam
// (issue 42, Gaokao): F − G must be a polynomial of degree d in the real
// letter a (i a constant); it is evaluated exactly with i² = −1 at
// a = 0, …, d, and its real and imaginary parts interpolated into two
// real polynomials R(a) and I(a) with rational coefficients. The real
// solutions are the common real roots of R and I, the real roots of
// gcd(R, I): when that gcd has degree 1 its one root is the only real
// solution, compared with the answer. R and I both 0 (every a), no common
// root, or a gcd of higher degree: undecided.
func CheckComplexParam(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := paramsolve.ComplexParam(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	diff := &ast.Binary{Op: ast.Sub, X: q.Rel.Args[0], Y: q.Rel.Args[1]}
	d, ok := forms.PolyDegree(diff, q.Var)
	if !ok || d > algebra.MaxPolyDegree {
		return decide.Undecided(kind, "%s: the equation is not a polynomial in %s", complexParamShape, q.Var), true
	}
	cc := &checker{c}
	xs := make([]*big.Rat, d+1)
	re := make([]*big.Rat, d+1)
	im := make([]*big.Rat, d+1)
	for k := range xs {
		xs[k] = big.NewRat(int64(k), 1)
		z, err := cc.evalComplex(diff, cas.Env{q.Var: cas.Rat(xs[k])})
		if err != nil {
			return decide.Undecided(kind, "%s: the equation cannot be evaluated: %v", complexParamShape, err), true
		}
		r, ok1 := z.Re.Exact()
		m, ok2 := z.Im.Exact()
		if !ok1 || !ok2 {
			return decide.Undecided(kind, "%s: the equation's parts are not exact rationals", complexParamShape), true
		}
		re[k], im[k] = r, m
	}
	pr, pi := algebra.Trim(algebra.Interpolate(xs, re)), algebra.Trim(algebra.Interpolate(xs, im))
	if len(pr) == 0 && len(pi) == 0 {
		return decide.Undecided(kind, "%s: the equation holds for every real %s", complexParamShape, q.Var), true
	}
	g := algebra.Trim(algebra.GcdPoly(pr, pi))
	if g.Deg() != 1 {
		return decide.Undecided(kind, "%s: the real and imaginary parts have a common factor of degree %d", complexParamShape, g.Deg()), true
	}
	root := new(big.Rat).Quo(new(big.Rat).Neg(g[0]), g[1])
	got, bad := c.OneExactAnswer(answerSrc, kind, complexParamShape, q.Var)
	if bad != nil {
		return *bad, true
	}
	how := fmt.Sprintf("%s: with i² = −1 the real part is %s = 0 and the imaginary part %s = 0, whose one common root is %s = %s (exactly)",
		complexParamShape, algebra.PolyText(pr, q.Var), algebra.PolyText(pi, q.Var), q.Var, root.RatString())
	if got.Cmp(root) != 0 {
		r := decide.Refute(kind, "%s, not %s", how, got.RatString())
		r.Recomputed, r.RecomputedDiffers = root.RatString(), true
		return r, true
	}
	at := map[string]ast.Expr{q.Var: decide.ValueExpr(cas.Rat(root))}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = []decide.Comparison{{What: "the equation at " + q.Var + " = " + root.RatString() + ", with i the imaginary unit",
		Left: forms.ReplaceNames(q.Rel.Args[0], at), Right: forms.ReplaceNames(q.Rel.Args[1], at), Want: record.WantEqual, Complex: true}}
	return r, true
}
