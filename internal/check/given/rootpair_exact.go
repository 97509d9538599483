package given

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// A quantity over the real roots that is not rational (the difference of
// the roots of x² − 5x + 5, the sum of the real roots of x⁴ − 4x − 1) is
// found as an algebraic number: a rational part from the factors over ℚ
// whose roots are all real (Vieta) or none, and the real roots of the one
// factor with both real and non-real roots: one of them (the quantity is
// that root), or two, α and β, whose sum, difference or product is a root
// of algebra.PairPoly, told from its other roots by the intervals of α and
// β (algebra.IsolateIn). A quadratic surd answer is then decided against
// it exactly (quadSurd.equalsAt).

// realRootsAlgebraic is the quantity q over the real roots of the
// square-free p (its real roots given) as num(ξ) at an algebraic point ξ
// (the largest or smallest root is ξ itself);
// how says how it was found. ok is false when it is not found that way:
// a sum of powers other than the first, a factor over ℚ with more than
// two real roots among non-real ones, or several such factors.
func realRootsAlgebraic(c *checker, p algebra.Poly, roots []algebra.RealRoot, q rootQuantity) (g forms.GAtRoot, how string, ok bool) {
	one := big.NewRat(1, 1)
	if (q.op == "max" || q.op == "min") && len(roots) > 0 {
		r, which := roots[len(roots)-1], "largest"
		if q.op == "min" {
			r, which = roots[0], "smallest"
		}
		return forms.GAtRoot{Pt: algebra.AlgPointOf(p, r), Num: algebra.Poly{new(big.Rat), one}, Den: algebra.PolyConst(one)}, fmt.Sprintf("the %s real root, isolated by a Sturm count", which), true
	}
	if q.op == "diff" {
		// β − α over the two real roots: a root of the polynomial of the
		// differences of two roots of p.
		if len(roots) != 2 {
			return g, "", false
		}
		pt, ok := pairPoint(p, roots, algebra.PairDiff)
		if !ok {
			return g, "", false
		}
		return forms.GAtRoot{Pt: pt, Num: algebra.Poly{new(big.Rat), one}, Den: algebra.PolyConst(one)}, fmt.Sprintf("β − α, a root of the polynomial of degree %d whose roots are the differences of two roots of the equation (Newton's identities), isolated by a Sturm count on the interval of β − α", p.Deg()*p.Deg()), true
	}
	op := algebra.PairSum
	switch {
	case q.op == "product":
		op = algebra.PairProduct
	case q.op != "power" || q.power != 1:
		return g, "", false
	}
	rest, mixed, ok := splitRealFactors(c, p, q)
	if !ok {
		return g, "", false
	}
	mr := algebra.RealRoots(mixed)
	var pt algebra.AlgPoint
	var what string
	switch len(mr) {
	case 1:
		pt, what = algebra.AlgPointOf(mixed, mr[0]), "its one real root is the value"
	case 2:
		if pt, ok = pairPoint(mixed, mr, op); !ok {
			return g, "", false
		}
		name := map[algebra.PairOp]string{algebra.PairSum: "sum", algebra.PairProduct: "product"}[op]
		what = fmt.Sprintf("the %s of its two real roots is a root of the polynomial of degree %d whose roots are the %ss of two of its roots (Newton's identities), isolated by a Sturm count", name, mixed.Deg()*mixed.Deg(), name)
	default:
		return g, "", false
	}
	// the whole is rest + w (a sum) or rest·w (a product)
	num := algebra.Poly{rest, one}
	if op == algebra.PairProduct {
		num = algebra.Poly{new(big.Rat), rest}
	}
	how = fmt.Sprintf("the polynomial factored over ℚ: the factors with all roots real or none give %s (Vieta), for the factor of degree %d with both, %s", rest.RatString(), mixed.Deg(), what)
	if mixed.Deg() == p.Deg() {
		how = fmt.Sprintf("the polynomial is irreducible over ℚ with real and non-real roots: %s", what)
	}
	return forms.GAtRoot{Pt: pt, Num: num, Den: algebra.PolyConst(one)}, how, true
}

// splitRealFactors factors the square-free p over ℚ into the one factor
// with both real and non-real roots (mixed) and the others, whose real
// roots give the rational rest: their sum (q a sum) or product. ok is
// false when there is no such factor or more than one.
func splitRealFactors(c *checker, p algebra.Poly, q rootQuantity) (rest *big.Rat, mixed algebra.Poly, ok bool) {
	factors, ok := forms.FactorQ(c.Checker, p)
	if !ok {
		return nil, nil, false
	}
	rest = new(big.Rat)
	if q.op == "product" {
		rest.SetInt64(1)
	}
	for _, f := range factors {
		switch len(algebra.RealRoots(f)) {
		case 0:
			continue
		case f.Deg():
			v, ok := vietaValue(f, q)
			if !ok {
				return nil, nil, false
			}
			if q.op == "product" {
				rest.Mul(rest, v)
			} else {
				rest.Add(rest, v)
			}
		default:
			if mixed != nil {
				return nil, nil, false
			}
			mixed = f
		}
	}
	return rest, mixed, mixed != nil
}

// pairPoint is op(α, β) for the two real roots α < β of p as an algebraic
// point of algebra.PairPoly(p, op).
func pairPoint(p algebra.Poly, roots []algebra.RealRoot, op algebra.PairOp) (algebra.AlgPoint, bool) {
	m, ok := algebra.PairPoly(p, op)
	if !ok {
		return algebra.AlgPoint{}, false
	}
	lo, hi := algebra.PairEnclosure(roots[0], roots[1], op)
	return algebra.IsolateIn(m, lo, hi)
}

// rootQuantityExact decides a quadratic surd answer (√5, 1 + √2, a
// rational) against the quantity over the real roots found as an
// algebraic number (realRootsAlgebraic). ok is false when that does not
// apply, or the answer is a decimal that is not the value (a rounding:
// the rounding rule decides).
func (c *checker) rootQuantityExact(kind statement.Kind, p algebra.Poly, roots []algebra.RealRoot, q rootQuantity, rootsNote string, ansE ast.Expr, ansSrc string) (decide.Result, bool) {
	target, ok := forms.QuadSurdOf(c.Checker, ansE)
	if !ok {
		return decide.Result{}, false
	}
	g, how, ok := realRootsAlgebraic(c, p, roots, q)
	if !ok {
		return decide.Result{}, false
	}
	eq, ok := target.EqualsAt([]forms.GAtRoot{g})
	if !ok {
		return decide.Result{}, false
	}
	if _, decimal := statement.PrintedTolerance(ansE); decimal && !eq {
		return decide.Result{}, false
	}
	const by = "decided exactly: with the answer p + q√s, (value − p)² − q²s vanishes at the algebraic point (gcd and Sturm count) and value − p has the sign of q"
	what := rootsNote + "; their " + q.what
	if eq {
		return decide.Confirm(kind, "%s is %s (%s), equal exactly to the answer %s (%s)", what, target, how, statement.Clip(ansSrc, 40), by), true
	}
	res := decide.Refute(kind, "%s is not the answer %s exactly (%s; %s)", what, statement.Clip(ansSrc, 40), how, by)
	res.RecomputedDiffers = true
	return res, true
}
