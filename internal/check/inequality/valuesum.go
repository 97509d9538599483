package inequality

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 3: "the sum (product) of all possible values of $x$
// such that <equation>" is the sum (product) over the exact real solution
// set of the equation (solveIneq, which reads rational equations, their
// absolute values and monotone reductions), which must be finite; each
// solution is a rational or a quadratic surd, and the sum or product is
// computed exactly as one.

// The cue-table questions this checker reads, by name.
const (
	valueSumAsk     = "sum of the values"
	valueProductAsk = "product of the values"
)

// checkValueSum is CheckValueSum on this package's checker.
func (c *checker) checkValueSum(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindEquation
	asks := st.Read.Names(statement.CueAsk)
	if len(asks) != 1 {
		return decide.Result{}, false
	}
	// "The sum of the roots" of an equation that is not a polynomial one
	// (absolute values, a rational function, a monotone reduction) is the
	// sum of its solutions; a polynomial one is checkRootQuantity's.
	roots := asks[0] == "sum of the roots" || asks[0] == "product of the roots"
	if asks[0] != valueSumAsk && asks[0] != valueProductAsk && !roots {
		return decide.Result{}, false
	}
	what := "sum"
	if asks[0] == valueProductAsk || asks[0] == "product of the roots" {
		what = "product"
	}
	if roots && st.OnlySomeRoots() != "" {
		return decide.Result{}, false
	}
	if _, ok := st.Read.Has(statement.CueRestrict, ""); ok {
		return decide.Result{}, false
	}
	// A membership (x ∈ ℤ) restricts the values: not read here.
	if len(st.Substs) > 0 || len(st.Targets) != 1 || st.Unknown == "" && !roots || st.IntUnknown != "" {
		return decide.Result{}, false
	}
	rel, ok := st.Targets[0].E.(*ast.Rel)
	if !ok || !statement.AllEq(rel) || len(rel.Args) != 2 {
		if roots {
			return decide.Result{}, false
		}
		return decide.Undecided(kind, "the %s of the values is asked, but the formula is not one equation", what), true
	}
	exprs := []ast.Expr{rel}
	for _, f := range st.Conds {
		exprs = append(exprs, f.E)
	}
	vars := st.FreeAfterSubst(exprs...)
	if roots && len(vars) == 1 && st.Unknown == "" {
		st2 := *st
		st2.Unknown = vars[0]
		st = &st2
	}
	x := st.Unknown
	if len(vars) != 1 || vars[0] != x {
		if roots {
			return decide.Result{}, false
		}
		return decide.Undecided(kind, "the %s of the values of %s is asked of an equation in %s", what, x, statement.JoinNames(vars)), true
	}
	if roots {
		if _, poly := forms.PolyOf(c.Checker, &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, x); poly {
			return decide.Result{}, false
		}
	}
	sr, stop, ok := c.ineqSystemOf(st, []*ast.Rel{rel}, false, x)
	if stop != nil {
		return *stop, true
	}
	if !ok {
		return decide.Undecided(kind, "the %s of the values is asked, but the equation is not a rational one in %s: not solved exactly", what, x), true
	}
	sol, err := solveIneq(sr.sys)
	if err != nil {
		return decide.Undecided(kind, "the equation is rational but %v", err), true
	}
	setText, _ := sol.text(false)
	for _, in := range sol.inPiece {
		if in {
			return decide.Undecided(kind, "the solution set %s is not finite", setText), true
		}
	}
	// Without absolute values or reductions the equation is a polynomial
	// one, whose values may be meant over the complex numbers: it is read
	// only when every root is real (or "real" is said).
	if len(sr.sys.AbsArgs) == 0 && len(sr.reductions) == 0 && len(sol.roots) != sol.sqf.Deg() && !strings.Contains(st.Prose, "real") {
		return decide.Undecided(kind, "the equation has non-real roots and the statement does not say whether they are values of %s", x), true
	}
	val, pts, why := solutionAggregate(sol, what)
	if why != "" {
		return decide.Undecided(kind, "the %s over the solution set %s is not computed exactly: %s", what, setText, why), true
	}
	how := sol.how()
	if len(sr.reductions) > 0 {
		how = "reduced by monotonicity: " + strings.Join(sr.reductions, "; ") + "; " + how
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "the %s of the values is asked; the answer is not a single value", what), true
	}
	claimed, ok := forms.QuadSurdOf(c.Checker, a.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "the answer is not read as a rational or a quadratic surd; the %s of the values of %s is %s", what, x, val), true
	}
	r := decide.Refute(kind, "the %s of the values of %s is %s, not %s: the solution set is %s (%s)", what, x, val, claimed, setText, how)
	if sameSurd(val, claimed) {
		r = decide.Confirm(kind, "the %s of the values of %s is %s, equal to the answer: the solution set is %s (%s)", what, x, val, setText, how)
	}
	r.Evidence = c.ineqEvidence([]*ast.Rel{rel}, sr.condRels, x, pts)
	return r, true
}

// CheckValueSum answers the sum or the product of all the values of the
// statement's unknown that satisfy its one equation. ok is false when the
// statement is not of that shape.
func CheckValueSum(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkValueSum(st, a)
}

// solutionAggregate is the sum or the product of the points of a finite
// solution set, each a rational or a quadratic surd, with the rational
// points (for evidence); why says why it is not. A sum keeps the
// coefficient of each square root apart (conjugates cancel), and must end
// with at most one; a product must hold one square root throughout.
func solutionAggregate(sol *ineqSolution, what string) (val forms.QuadSurd, pts []cas.Value, why string) {
	val = forms.RatSurd(new(big.Rat))
	if what == "product" {
		val = forms.RatSurd(big.NewRat(1, 1))
	}
	rat := new(big.Rat)           // a sum's rational part
	coef := map[string]*big.Rat{} // a sum's coefficient of √d, by d
	rads := map[string]*big.Rat{} // d, by its text
	n := 0
	for k, r := range sol.roots {
		if !sol.atRoot[k] {
			continue
		}
		n++
		var p forms.QuadSurd
		switch {
		case r.Exact != nil:
			p = forms.RatSurd(r.Exact)
			pts = append(pts, cas.Rat(r.Exact))
		case sol.surds[k] != nil:
			s := sol.surds[k]
			p = forms.QuadSurd{P: s.P, Q: s.S, S: new(big.Rat).SetInt(s.D)}
			pts = append(pts, surdPoint(p))
		default:
			return forms.QuadSurd{}, nil, "a solution is irrational and not a quadratic surd"
		}
		if what == "sum" {
			rat.Add(rat, p.P)
			if p.S != nil && p.Q.Sign() != 0 {
				d := p.S.RatString()
				if coef[d] == nil {
					coef[d], rads[d] = new(big.Rat), p.S
				}
				coef[d].Add(coef[d], p.Q)
			}
			continue
		}
		s, ok := forms.Combine(val, p)
		if !ok {
			return forms.QuadSurd{}, nil, "the solutions hold different square roots"
		}
		if val, ok = forms.SurdOp(ast.Mul, val, p, s); !ok {
			return forms.QuadSurd{}, nil, "the operation failed"
		}
	}
	if n == 0 {
		return forms.QuadSurd{}, nil, "the equation has no solution"
	}
	if what == "sum" {
		val = forms.RatSurd(rat)
		for d, q := range coef {
			if q.Sign() == 0 {
				continue
			}
			if val.S != nil {
				return forms.QuadSurd{}, nil, "the sum holds different square roots"
			}
			val = forms.QuadSurd{P: rat, Q: q, S: rads[d]}
		}
	}
	return val, pts, ""
}

// surdPoint is P + Q·√S to decide.HiPrecBits (some 300 digits), a point
// of the evidence that another engine, given 64 digits of it, evaluates to
// its own precision.
func surdPoint(a forms.QuadSurd) cas.Value {
	prec := uint(decide.HiPrecBits)
	v := new(big.Float).SetPrec(prec).SetRat(a.S)
	v.Sqrt(v)
	v.Mul(v, new(big.Float).SetPrec(prec).SetRat(a.Q))
	return cas.Float(v.Add(v, new(big.Float).SetPrec(prec).SetRat(a.P)))
}

// sameSurd decides exactly whether p1 + q1·√s1 = p2 + q2·√s2 (each s not
// the square of a rational): the rational parts must agree (a nonzero
// rational is never a difference of such terms that do not cancel) and
// q·|q|·s, which names q·√s, must agree.
func sameSurd(a, b forms.QuadSurd) bool {
	if a.P.Cmp(b.P) != 0 {
		return false
	}
	return signedSquare(a).Cmp(signedSquare(b)) == 0
}

// signedSquare is q·|q|·s (0 for a rational).
func signedSquare(a forms.QuadSurd) *big.Rat {
	if a.Q == nil || a.Q.Sign() == 0 || a.S == nil {
		return new(big.Rat)
	}
	v := new(big.Rat).Mul(a.Q, new(big.Rat).Abs(a.Q))
	return v.Mul(v, a.S)
}
