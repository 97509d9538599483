package shapes

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/asymptote"
)

// CheckAsymptote (issue 42, MATH Intermediate Algebra) decides the
// questions of asymptote.Read on the graph of P/Q, P and Q polynomials in
// x with rational coefficients (algebra.PolyIn), exactly: the fraction is
// reduced by G = gcd(P, Q) to P₁/Q₁; the vertical asymptotes are the
// distinct real roots of Q₁ (Sturm); the horizontal one is y = 0 when
// deg P₁ < deg Q₁ and the ratio of the leading coefficients when the
// degrees are equal; the oblique one, when deg P₁ = deg Q₁ + 1, is the
// quotient of P₁ by Q₁. The graph crosses y = L where P − L·Q = 0 and
// Q ≠ 0. A question the fraction does not answer (no horizontal
// asymptote, not one vertical asymptote, an irrational crossing, several
// crossings) is undecided.
func CheckAsymptote(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := asymptote.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	p, err1 := algebra.PolyIn(q.P, "x")
	d, err2 := algebra.PolyIn(q.Q, "x")
	if err1 != nil || err2 != nil || len(d) == 0 || len(p) == 0 {
		return decide.Undecided(kind, "an asymptote is asked, but %s is not a quotient of polynomials in x", statement.Clip(q.Src, 60)), true
	}
	g := algebra.GcdPoly(p, d)
	p1, _ := algebra.Divmod(p, g)
	q1, _ := algebra.Divmod(d, g)
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return decide.Undecided(kind, "an asymptote of %s is asked; the answer is not one formula", statement.Clip(q.Src, 60)), true
	}
	item := ans.Items[0]
	horizontal, hasH := horizontalAsymptote(p1, q1)
	switch q.Ask {
	case asymptote.Oblique:
		quo, _ := algebra.Divmod(p1, q1)
		if p1.Deg() != q1.Deg()+1 || item.Name != "y" {
			return decide.Undecided(kind, "the oblique asymptote of %s: the degrees are %d and %d, or the answer is not \"y = …\"", statement.Clip(q.Src, 60), p1.Deg(), q1.Deg()), true
		}
		got, err := algebra.PolyIn(item.E, "x")
		how := fmt.Sprintf("the quotient of the reduced numerator by the denominator of %s is %s, exact over ℚ: the oblique asymptote is y = %s", statement.Clip(q.Src, 60), algebra.PolyText(quo, "x"), algebra.PolyText(quo, "x"))
		if err != nil {
			return decide.Undecided(kind, "%s; the answer is not a polynomial in x", how), true
		}
		r := decide.Confirm(kind, "%s, as the answer", how)
		if !algebra.PolyEqual(got, quo) {
			r = decide.Refute(kind, "%s; the answer is y = %s", how, algebra.PolyText(got, "x"))
		}
		pts := []cas.Env{{"x": cas.Rat(new(big.Rat))}, {"x": cas.Rat(big.NewRat(1, 1))}, {"x": cas.Rat(big.NewRat(2, 1))}}
		r.Evidence = []decide.Comparison{{What: "the quotient against the answer (polynomials of degree ≤ 1, at 3 points)", Left: polyExpr(quo), Right: item.E, Points: pts, Every: true, Want: record.WantEqual}}
		return r, true
	case asymptote.Horizontal:
		if !hasH || (item.Name != "" && item.Name != "y") {
			return decide.Undecided(kind, "the horizontal asymptote of %s: none (degree %d over %d) or the answer is not a number", statement.Clip(q.Src, 60), p1.Deg(), q1.Deg()), true
		}
		return ratVerdict(c, horizontal, item.E, fmt.Sprintf("the horizontal asymptote of %s is y = %s (degrees %d and %d, exact leading coefficients)", statement.Clip(q.Src, 60), horizontal.RatString(), p1.Deg(), q1.Deg())), true
	case asymptote.VerticalCount:
		n := len(algebra.RealRoots(q1))
		return ratVerdict(c, big.NewRat(int64(n), 1), item.E, fmt.Sprintf("%s reduced by gcd(P, Q) = %s has the denominator %s with %d distinct real roots (Sturm): %d vertical asymptotes", statement.Clip(q.Src, 60), algebra.PolyText(g, "x"), algebra.PolyText(q1, "x"), n, n)), true
	case asymptote.Meet:
		return meetVerdict(c, q, q1, horizontal, hasH, ans), true
	case asymptote.Cross:
		return crossVerdict(c, q, p, d, horizontal, hasH, item), true
	}
	return decide.Result{}, false
}

// horizontalAsymptote is the c of y = c, when there is one.
func horizontalAsymptote(p, q algebra.Poly) (*big.Rat, bool) {
	switch {
	case p.Deg() < q.Deg():
		return new(big.Rat), true
	case p.Deg() == q.Deg():
		return new(big.Rat).Quo(p[p.Deg()], q[q.Deg()]), true
	}
	return nil, false
}

// ratVerdict compares an exact value with the answer's.
func ratVerdict(c *decide.Checker, want *big.Rat, ansE ast.Expr, how string) decide.Result {
	kind := statement.KindValue
	v, err := c.Eval(ansE, nil)
	if err != nil {
		return decide.Undecided(kind, "%s; the answer is not a number", how)
	}
	got, exact := v.Exact()
	if !exact {
		return decide.Undecided(kind, "%s; the answer is not an exact rational", how)
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s; the answer is %s", how, got.RatString())
	}
	r.Evidence = []decide.Comparison{{What: "the value against the answer", Left: algebra.RatExpr(want), Right: ansE, Want: record.WantEqual}}
	return r
}

// meetVerdict: the one vertical asymptote x = a (a rational) and the
// horizontal y = c meet at (a, c).
func meetVerdict(c *decide.Checker, q asymptote.Question, q1 algebra.Poly, h *big.Rat, hasH bool, ans *statement.Answer) decide.Result {
	kind := statement.KindValue
	roots := algebra.RealRoots(q1)
	if !hasH || len(roots) != 1 || roots[0].Exact == nil {
		return decide.Undecided(kind, "the asymptotes of %s do not meet at one rational point (vertical: %d, horizontal: %v)", statement.Clip(q.Src, 60), len(roots), hasH)
	}
	t, ok := ans.Root.(*ast.Tuple)
	if !ok || t.Left != '(' || len(t.Items) != 2 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "the asymptotes of %s meet at a point; the answer is not a pair", statement.Clip(q.Src, 60))
	}
	how := fmt.Sprintf("the asymptotes of %s are x = %s (the reduced denominator's only real root) and y = %s: they meet at (%s, %s)", statement.Clip(q.Src, 60), roots[0].Exact.RatString(), h.RatString(), roots[0].Exact.RatString(), h.RatString())
	var ev []decide.Comparison
	refuted := false
	for i, want := range []*big.Rat{roots[0].Exact, h} {
		r := ratVerdict(c, want, t.Items[i], how)
		switch r.Verdict {
		case record.Undecided:
			return r
		case record.Refute:
			refuted = true
		}
		ev = append(ev, r.Evidence...)
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if refuted {
		r = decide.Refute(kind, "%s; the answer differs", how)
	}
	r.Evidence = ev
	return r
}

// crossVerdict: the one real x with P(x) = c·Q(x) and Q(x) ≠ 0, rational.
func crossVerdict(c *decide.Checker, q asymptote.Question, p, d algebra.Poly, h *big.Rat, hasH bool, item statement.Item) decide.Result {
	kind := statement.KindValue
	if !hasH || (item.Name != "" && item.Name != "x") {
		return decide.Undecided(kind, "%s has no horizontal asymptote, or the answer is not a value of x", statement.Clip(q.Src, 60))
	}
	cq := make(algebra.Poly, len(d))
	for i, a := range d {
		cq[i] = new(big.Rat).Mul(h, a)
	}
	diff := algebra.Trim(algebra.SubPoly(p, cq))
	if len(diff) == 0 {
		return decide.Undecided(kind, "%s equals its asymptote wherever it is defined", statement.Clip(q.Src, 60))
	}
	var xs []*big.Rat
	for _, r := range algebra.RealRoots(diff) {
		if r.Exact == nil {
			return decide.Undecided(kind, "%s crosses y = %s at an irrational x", statement.Clip(q.Src, 60), h.RatString())
		}
		if evalPoly(d, r.Exact).Sign() != 0 {
			xs = append(xs, r.Exact)
		}
	}
	if len(xs) != 1 {
		return decide.Undecided(kind, "%s crosses y = %s at %d points", statement.Clip(q.Src, 60), h.RatString(), len(xs))
	}
	return ratVerdict(c, xs[0], item.E, fmt.Sprintf("%s crosses its horizontal asymptote y = %s only at x = %s (the real roots of P − %s·Q, exact, the denominator nonzero there)", statement.Clip(q.Src, 60), h.RatString(), xs[0].RatString(), h.RatString()))
}

func evalPoly(p algebra.Poly, x *big.Rat) *big.Rat {
	s := new(big.Rat)
	for i := len(p) - 1; i >= 0; i-- {
		s.Mul(s, x)
		s.Add(s, p[i])
	}
	return s
}

// polyExpr writes p as an expression in x.
func polyExpr(p algebra.Poly) ast.Expr {
	var e ast.Expr = &ast.Number{Int: "0"}
	for i := len(p) - 1; i >= 0; i-- {
		e = &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Mul, X: e, Y: &ast.Ident{Name: "x"}}, Y: algebra.RatExpr(p[i])}
	}
	return e
}
