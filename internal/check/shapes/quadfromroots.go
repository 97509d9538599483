package shapes

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25 (CollegeMath algebra): "Find a quadratic equation with
// the solutions r₁ and r₂". The two solutions are read exactly as
// p + q·√s with rationals p, q and a squarefree integer s (s < 0 for the
// imaginary ones, i = √−1); their sum S and product P must be rational.
// The answer L = R is then proven exactly: L − R is a polynomial of degree
// two in its one variable, a·x² + b·x + c with b = −a·S and c = a·P, so
// its solutions (with multiplicity) are exactly r₁ and r₂ (Vieta).

// maxSurdRadicand bounds the radicand whose square factors are taken out
// (by trial division up to its square root).
const maxSurdRadicand = 100000000

func (c *checker) checkQuadraticFromRoots(problem, answerSrc string) (decide.Result, bool) {
	roots, src, ok := statement.ReadQuadraticFromRoots(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindEquation
	r1, ok1 := gaussSurdOf(c, roots[0])
	r2, ok2 := gaussSurdOf(c, roots[1])
	s, ok3 := forms.Combine(r1, r2)
	if !ok1 || !ok2 || !ok3 {
		return decide.Undecided(kind, "the solutions %s are not read exactly as p + q√s (one square root, i = √-1)", statement.Clip(src, 40)), true
	}
	sum, _ := forms.SurdOp(ast.Add, r1, r2, s)
	prod, okP := forms.SurdOp(ast.Mul, r1, r2, s)
	if !okP || sum.Q.Sign() != 0 || prod.Q.Sign() != 0 {
		return decide.Undecided(kind, "the sum and the product of the solutions %s are not both rational", statement.Clip(src, 40)), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	rel, isRel := ans.Root.(*ast.Rel)
	if ans.Root == nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || len(rel.Args) != 2 {
		return decide.Undecided(kind, "a quadratic equation is asked; the answer is not one equation"), true
	}
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	vars := pm.FreeVars(diff)
	if len(vars) != 1 || vars[0] == "i" {
		return decide.Undecided(kind, "the answer's equation is not in one unknown"), true
	}
	poly, ok := forms.PolyOf(c.Checker, diff, vars[0])
	if !ok {
		return decide.Undecided(kind, "the answer's equation is not read as a polynomial equation with rational coefficients"), true
	}
	poly = algebra.Trim(poly)
	what := src + " (sum " + sum.P.RatString() + ", product " + prod.P.RatString() + ")"
	if poly.Deg() != 2 {
		return decide.Refute(kind, "a quadratic equation with %s is asked; the answer's equation has degree %d in %s (exact polynomial arithmetic)", what, poly.Deg(), vars[0]), true
	}
	a := poly[2]
	wantB := new(big.Rat).Neg(new(big.Rat).Mul(a, sum.P))
	wantC := new(big.Rat).Mul(a, prod.P)
	if poly[1].Cmp(wantB) != 0 || poly[0].Cmp(wantC) != 0 {
		return decide.Refute(kind, "the answer's equation in %s, with coefficients %s, %s, %s, has solutions of sum %s and product %s, not %s (Vieta, exact rationals)",
			vars[0], a.RatString(), poly[1].RatString(), poly[0].RatString(),
			new(big.Rat).Quo(new(big.Rat).Neg(poly[1]), a).RatString(), new(big.Rat).Quo(poly[0], a).RatString(), what), true
	}
	r := decide.Confirm(kind, "the answer's equation in %s is %s·(%s² - (%s)·%s + (%s)) = 0 exactly (polynomial of degree 2, rational coefficients), whose two solutions are %s by Vieta's formulas; the task read from the whole statement's shape \"Find a quadratic equation with the solutions ...\"",
		vars[0], a.RatString(), vars[0], sum.P.RatString(), vars[0], prod.P.RatString(), what)
	// The defining equations, for other engines: each solution asked
	// satisfies the answer's equation (with i the imaginary unit).
	for _, root := range roots {
		at := map[string]ast.Expr{vars[0]: root}
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the answer's equation at " + vars[0] + "=" + ast.Print(root),
			Left: forms.ReplaceNames(rel.Args[0], at), Right: forms.ReplaceNames(rel.Args[1], at), Want: record.WantEqual, Complex: true})
	}
	return r, true
}

// CheckQuadraticFromRoots is checkQuadraticFromRoots for the other packages of the checker.
func CheckQuadraticFromRoots(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkQuadraticFromRoots(problem, answerSrc)
}

// gaussSurdOf reads a closed expression exactly as p + q·√s with a
// squarefree integer s (negative for an imaginary square root; i is √−1),
// or fails. Two different square roots fail unless their product is one
// (i·√3 = √−3).
func gaussSurdOf(c *checker, e ast.Expr) (forms.QuadSurd, bool) {
	if len(pm.FreeVars(e)) == 0 {
		if v, err := c.Eval(e, nil); err == nil {
			if r, exact := v.Exact(); exact {
				return forms.RatSurd(r), true
			}
		}
	}
	switch n := e.(type) {
	case *ast.Ident:
		if n.Name == "i" {
			return forms.QuadSurd{P: new(big.Rat), Q: big.NewRat(1, 1), S: big.NewRat(-1, 1)}, true
		}
	case *ast.Root:
		if n.Index != nil || len(pm.FreeVars(n.X)) != 0 {
			return forms.QuadSurd{}, false
		}
		v, err := c.Eval(n.X, nil)
		if err != nil {
			return forms.QuadSurd{}, false
		}
		if r, exact := v.Exact(); exact {
			return sqrtSurd(r)
		}
	case *ast.Unary:
		a, ok := gaussSurdOf(c, n.X)
		if !ok {
			return forms.QuadSurd{}, false
		}
		return a.Signed(n.Op)
	case *ast.Binary:
		a, ok1 := gaussSurdOf(c, n.X)
		b, ok2 := gaussSurdOf(c, n.Y)
		if !ok1 || !ok2 {
			return forms.QuadSurd{}, false
		}
		if s, ok := forms.Combine(a, b); ok {
			return forms.SurdOp(n.Op, a, b, s)
		}
		if n.Op == ast.Mul && a.P.Sign() == 0 && b.P.Sign() == 0 {
			// q₁√s₁ · q₂√s₂: √s₁√s₂ = √(s₁s₂), but −√(s₁s₂) when both
			// are negative (i·i = −1).
			q := new(big.Rat).Mul(a.Q, b.Q)
			if a.S.Sign() < 0 && b.S.Sign() < 0 {
				q.Neg(q)
			}
			r, ok := sqrtSurd(new(big.Rat).Mul(a.S, b.S))
			if !ok {
				return forms.QuadSurd{}, false
			}
			return forms.QuadSurd{P: r.P.Mul(r.P, q), Q: r.Q.Mul(r.Q, q), S: r.S}, true
		}
	}
	return forms.QuadSurd{}, false
}

// sqrtSurd is the principal square root of the rational r as p + q·√s
// (s squarefree, negative for r < 0), with radicand at most
// maxSurdRadicand.
func sqrtSurd(r *big.Rat) (forms.QuadSurd, bool) {
	if r.Sign() == 0 {
		return forms.RatSurd(new(big.Rat)), true
	}
	// √(n/d) = √(n·d)/d
	m := new(big.Int).Mul(new(big.Int).Abs(r.Num()), r.Denom())
	if !m.IsInt64() || m.Int64() > maxSurdRadicand {
		return forms.QuadSurd{}, false
	}
	rest, out := m.Int64(), int64(1)
	for k := int64(2); k*k <= rest; k++ {
		for rest%(k*k) == 0 {
			rest /= k * k
			out *= k
		}
	}
	coef := new(big.Rat).SetFrac(big.NewInt(out), r.Denom())
	switch {
	case rest == 1 && r.Sign() > 0:
		return forms.RatSurd(coef), true
	case r.Sign() > 0:
		return forms.QuadSurd{P: new(big.Rat), Q: coef, S: big.NewRat(rest, 1)}, true
	}
	return forms.QuadSurd{P: new(big.Rat), Q: coef, S: big.NewRat(-rest, 1)}, true
}
