package shapes

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/planegeo"
)

// CheckPlaneGeo decides a small question of plane geometry read by
// planegeo.Read (issue 42, Gaokao), exactly: the cosine of a triangle's
// angle by the law of cosines (its sine √(1 − cos²), the sine positive in
// a triangle; its tangent sin/cos), the slope of a tangent to a circle as
// the negative reciprocal of the radius' slope, the acute angle between
// two lines from tan θ = |(m₁ − m₂)/(1 + m₁m₂)| (decided only when
// tan θ = 1, θ = 45°), and the distance from a point of y² = 2px to the
// directrix x = −p/2 (p from the point). The value, written from the
// statement's numbers, is read as a quadratic surd and compared exactly
// with the answer. Numbers that are not exact (a surd where a rational is
// needed), no such figure (the triangle inequality fails, the point is the
// center, a vertical tangent, perpendicular or parallel lines, a point on
// the parabola's axis), or an answer that is not one quadratic surd:
// undecided.
func CheckPlaneGeo(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := planegeo.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Kind == planegeo.HalfAngle {
		return checkHalfAngle(c, q, answerSrc), true
	}
	if q.Kind == planegeo.Axis || q.Kind == planegeo.OtherRoot {
		return checkParabolaPoint(c, q, answerSrc), true
	}
	src, what, why := planeGeoValue(c, q)
	if why != "" {
		return decide.Undecided(kind, "%s (the statement's shape: planegeo %s)", why, q.Kind), true
	}
	found, err := latex.ParseExpr(src)
	fs, okF := forms.QuadSurdOf(c, found)
	if err != nil || !okF {
		return decide.Undecided(kind, "%s cannot be written as one quadratic surd", what), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is %s; the answer is not one value", what, fs), true
	}
	as, okA := forms.QuadSurdOf(c, ans.Items[0].E)
	if !okA {
		return decide.Undecided(kind, "%s is %s; the answer is not one quadratic surd", what, fs), true
	}
	how := fmt.Sprintf("%s is %s = %s exactly (the statement's shape: planegeo %s)", what, statement.Clip(src, 80), fs, q.Kind)
	if !fs.Equal(as) {
		r := decide.Refute(kind, "%s, not the answer %s", how, statement.Clip(answerSrc, 40))
		r.Recomputed, r.RecomputedDiffers = fs.String(), true
		return r, true
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = []decide.Comparison{{What: what + ", from the statement's numbers", Left: found, Right: ans.Items[0].E, Want: record.WantEqual}}
	return r, true
}

// planeGeoValue writes the value asked from the statement's numbers; what
// names it; why says why it is not decided.
func planeGeoValue(c *decide.Checker, q planegeo.Question) (src, what, why string) {
	if q.Kind == planegeo.Monomial {
		return monomialValue(c, q)
	}
	if q.Kind == planegeo.Intercept || q.Kind == planegeo.InterceptSum {
		return interceptValue(c, q)
	}
	var v []*big.Rat
	for i, e := range q.Nums {
		if q.Kind == planegeo.Directrix && i == 1 {
			break // y may be a surd: only y² (q.Y2) is needed
		}
		x, err := c.Eval(e, nil)
		r, exact := x.Exact()
		if err != nil || !exact {
			return "", "", "a number of the statement is not an exact rational"
		}
		v = append(v, r)
	}
	switch q.Kind {
	case planegeo.Trig:
		return trigValue(q, v)
	case planegeo.Chord:
		m, n := v[0], v[1]
		if n.Cmp(new(big.Rat).Mul(m, m)) <= 0 {
			return "", "", "the midpoint is not above the parabola: the line does not meet it at two points"
		}
		a := new(big.Rat).Mul(big.NewRat(2, 1), m)
		b := new(big.Rat).Sub(n, new(big.Rat).Mul(a, m))
		return ratSrc(a.Add(a, b)), "a + b with a = x₁ + x₂ = 2·(the midpoint's x) and b = (the midpoint's y) − a·(its x)", ""
	case planegeo.CircleConst, planegeo.InscribedRatio, planegeo.IsoRight, planegeo.Similar:
		return moreValue(q, v)
	case planegeo.Tangent:
		dx, dy := new(big.Rat).Sub(v[2], v[0]), new(big.Rat).Sub(v[3], v[1])
		if dy.Sign() == 0 {
			return "", "", "the radius to the point is horizontal (or the point is the center): the tangent has no slope"
		}
		return ratSrc(new(big.Rat).Neg(dx.Quo(dx, dy))), "the slope of the tangent, −Δx/Δy of the radius to the point", ""
	case planegeo.Angle:
		den := new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Mul(v[0], v[1]))
		if den.Sign() == 0 || v[0].Cmp(v[1]) == 0 {
			return "", "", "the lines are perpendicular or parallel: no acute angle"
		}
		t := new(big.Rat).Abs(new(big.Rat).Quo(new(big.Rat).Sub(v[0], v[1]), den))
		if t.Cmp(big.NewRat(1, 1)) != 0 {
			return "", "", fmt.Sprintf("tan θ = %s: the angle is not decided (only tan θ = 1, 45°, is)", t.RatString())
		}
		return "45", "the acute angle in degrees (tan θ = |(m₁ − m₂)/(1 + m₁m₂)| = 1)", ""
	case planegeo.Directrix:
		yy, err := c.Eval(q.Y2, nil)
		y2, exact := yy.Exact()
		if err != nil || !exact || v[0].Sign() == 0 {
			return "", "", "the point's y² is not an exact rational, or x = 0"
		}
		if y2.Sign() == 0 {
			return "", "", "the point is the vertex: p is not fixed"
		}
		p := new(big.Rat).Quo(y2, new(big.Rat).Mul(big.NewRat(2, 1), v[0]))
		d := new(big.Rat).Abs(new(big.Rat).Add(v[0], new(big.Rat).Quo(p, big.NewRat(2, 1))))
		return ratSrc(d), fmt.Sprintf("the distance to the directrix x = -p/2 with p = y²/(2x) = %s", p.RatString()), ""
	}
	return "", "", "the question is not read"
}

// trigValue is sin, cos or tan of the triangle's angle at q.Vertex.
func trigValue(q planegeo.Question, v []*big.Rat) (src, what, why string) {
	for i := range v {
		s := new(big.Rat).Add(v[(i+1)%3], v[(i+2)%3])
		if v[i].Sign() <= 0 || s.Cmp(v[i]) <= 0 {
			return "", "", "the three sides break the triangle inequality: no such triangle"
		}
	}
	i := map[string]int{"A": 0, "B": 1, "C": 2}[q.Vertex]
	x, y, z := v[i], v[(i+1)%3], v[(i+2)%3]
	num := new(big.Rat).Sub(new(big.Rat).Add(new(big.Rat).Mul(y, y), new(big.Rat).Mul(z, z)), new(big.Rat).Mul(x, x))
	cos := num.Quo(num, new(big.Rat).Mul(big.NewRat(2, 1), new(big.Rat).Mul(y, z)))
	sin2 := new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).Mul(cos, cos))
	what = fmt.Sprintf("%s %s, with cos %s = (%s) by the law of cosines", q.Fn, q.Vertex, q.Vertex, cos.RatString())
	switch q.Fn {
	case "cos":
		return ratSrc(cos), what, ""
	case "sin":
		return `\sqrt{` + ratSrc(sin2) + `}`, what, ""
	}
	if cos.Sign() == 0 {
		return "", "", "the angle is right: its tangent is not defined"
	}
	return `\frac{\sqrt{` + ratSrc(sin2) + `}}{` + ratSrc(cos) + `}`, what, ""
}

// ratSrc writes r as LaTeX in parentheses.
func ratSrc(r *big.Rat) string {
	if r.IsInt() {
		return "(" + r.Num().String() + ")"
	}
	s := fmt.Sprintf(`\frac{%s}{%s}`, new(big.Int).Abs(r.Num()), r.Denom())
	if r.Sign() < 0 {
		s = "-" + s
	}
	return "(" + s + ")"
}

// moreValue is planeGeoValue for the shapes CircleConst, InscribedRatio,
// IsoRight and Similar.
func moreValue(q planegeo.Question, v []*big.Rat) (src, what, why string) {
	sq := func(x *big.Rat) *big.Rat { return new(big.Rat).Mul(x, x) }
	for _, x := range v {
		if q.Kind != planegeo.CircleConst && x.Sign() <= 0 {
			return "", "", "a length or a ratio is not positive"
		}
	}
	switch q.Kind {
	case planegeo.CircleConst:
		h, k, r := v[0], v[1], v[2]
		if r.Sign() <= 0 || v[3].Cmp(new(big.Rat).Mul(big.NewRat(-2, 1), h)) != 0 || v[4].Cmp(new(big.Rat).Mul(big.NewRat(-2, 1), k)) != 0 {
			return "", "", "the equation's coefficients of x and y are not -2h and -2k of the center (or the radius is not positive)"
		}
		c := new(big.Rat).Sub(new(big.Rat).Add(sq(h), sq(k)), sq(r))
		return ratSrc(c), "c = h² + k² − r² of (x − h)² + (y − k)² = r² expanded", ""
	case planegeo.InscribedRatio:
		for _, t := range [][]*big.Rat{v[0:3], v[3:6]} {
			if new(big.Rat).Add(sq(t[0]), sq(t[1])).Cmp(sq(t[2])) != 0 || t[0].Sign() <= 0 || t[1].Sign() <= 0 {
				return "", "", "a-b-c is not a right triangle with hypotenuse c"
			}
		}
		return ratSrc(sq(new(big.Rat).Quo(v[2], v[5]))), "the ratio of the areas, (c₁/c₂)², the hypotenuses diameters", ""
	case planegeo.IsoRight:
		return ratSrc(v[0]) + "+" + ratSrc(v[0]) + `\sqrt{2}`, "the perimeter h + 2·h/√2 = h + h√2", ""
	case planegeo.Similar:
		if v[0].Cmp(v[1]) >= 0 {
			return "", "", "the ratio does not name the smaller triangle first"
		}
		return ratSrc(new(big.Rat).Quo(new(big.Rat).Mul(v[2], v[1]), v[0])), "the larger hypotenuse, scaled by the ratio of the sides", ""
	}
	return "", "", "the question is not read"
}

// interceptValue is planeGeoValue for Intercept (the constant solved from
// F(0) = b, F of degree 1 in it) and InterceptSum (F(0) + G(0), both
// polynomials in x).
func interceptValue(c *decide.Checker, q planegeo.Question) (src, what, why string) {
	if q.Kind == planegeo.InterceptSum {
		f, ok1 := forms.PolyOf(c, q.Nums[0], "x")
		g, ok2 := forms.PolyOf(c, q.Nums[1], "x")
		if !ok1 || !ok2 || !onlyVar(q.Nums[0], "x") || !onlyVar(q.Nums[1], "x") {
			return "", "", "a function is not a polynomial in x with exact coefficients"
		}
		return ratSrc(new(big.Rat).Add(polyAt0(f), polyAt0(g))), "the sum of the y-intercepts f(0) + g(0)", ""
	}
	x0, err1 := c.Eval(q.Nums[1], nil)
	y0, err2 := c.Eval(q.Nums[2], nil)
	xr, ok1 := x0.Exact()
	yr, ok2 := y0.Exact()
	if err1 != nil || err2 != nil || !ok1 || !ok2 || xr.Sign() != 0 {
		return "", "", "the y-intercept is not an exact point on the y-axis"
	}
	if !onlyVar(q.Nums[0], "x", q.Letter) {
		return "", "", "the graph's formula has another letter"
	}
	p, ok := forms.PolyOfAt(c, q.Nums[0], q.Letter, cas.Env{"x": cas.Rat(new(big.Rat))})
	if !ok || len(p) != 2 || p[1].Sign() == 0 {
		return "", "", "the graph at x = 0 is not of degree 1 in " + q.Letter
	}
	k := new(big.Rat).Quo(new(big.Rat).Sub(yr, p[0]), p[1])
	return ratSrc(k), fmt.Sprintf("%s from y(0) = %s, linear in %s", q.Letter, yr.RatString(), q.Letter), ""
}

// polyAt0 is p(0).
func polyAt0(p algebra.Poly) *big.Rat {
	if len(p) == 0 {
		return new(big.Rat)
	}
	return p[0]
}

// onlyVar reports whether e's letters are among names.
func onlyVar(e ast.Expr, names ...string) bool {
	for _, v := range pm.FreeVars(e) {
		if !slices.Contains(names, v) {
			return false
		}
	}
	return true
}

// checkParabolaPoint decides Axis (the answer "x = h", h the mean of the
// x-intercepts) and OtherRoot (the answer a point (2h − x₁, 0), the
// x-intercepts symmetric about the vertex's x = h), exactly.
func checkParabolaPoint(c *decide.Checker, q planegeo.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	var v []*big.Rat
	for _, e := range q.Nums {
		x, err := c.Eval(e, nil)
		r, exact := x.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "a number of the statement is not an exact rational (planegeo %s)", q.Kind)
		}
		v = append(v, r)
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return decide.Undecided(kind, "the answer is not one line or one point (planegeo %s)", q.Kind)
	}
	var want []*big.Rat
	var got []ast.Expr
	var what string
	switch q.Kind {
	case planegeo.Axis:
		if v[0].Cmp(v[1]) == 0 || ans.Items[0].Name != "x" {
			return decide.Undecided(kind, "the axis of symmetry is asked; the intercepts are equal or the answer is not \"x = …\"")
		}
		h := new(big.Rat).Add(v[0], v[1])
		want, got, what = []*big.Rat{h.Quo(h, big.NewRat(2, 1))}, []ast.Expr{ans.Items[0].E}, "the axis x = (p + q)/2"
	case planegeo.OtherRoot:
		t, isTuple := ans.Items[0].E.(*ast.Tuple)
		if v[3].Sign() != 0 || v[1].Sign() == 0 || v[2].Cmp(v[0]) == 0 || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 || ans.Items[0].Name != "" {
			return decide.Undecided(kind, "the other x-intercept is asked; the given point is not an x-intercept off the vertex, or the answer is not a point")
		}
		x := new(big.Rat).Sub(new(big.Rat).Mul(big.NewRat(2, 1), v[0]), v[2])
		want, got, what = []*big.Rat{x, new(big.Rat)}, t.Items, "the other x-intercept (2h − x₁, 0)"
	}
	var ev []decide.Comparison
	same := true
	for i := range want {
		a, err := c.Eval(got[i], nil)
		r, exact := a.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "%s is asked; the answer is not exact", what)
		}
		same = same && r.Cmp(want[i]) == 0
		ev = append(ev, decide.Comparison{What: fmt.Sprintf("%s, coordinate %d", what, i+1), Left: decide.ValueExpr(cas.Rat(want[i])), Right: got[i], Want: record.WantEqual})
	}
	how := fmt.Sprintf("%s is %s exactly (the statement's shape: planegeo %s)", what, ratsText(want), q.Kind)
	if !same {
		r := decide.Refute(kind, "%s, not the answer %s", how, statement.Clip(answerSrc, 40))
		r.Recomputed, r.RecomputedDiffers = ratsText(want), true
		return r
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = ev
	return r
}

func ratsText(rs []*big.Rat) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.RatString()
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// checkHalfAngle decides sin(α/2) or cos(α/2) for an acute α with cos α =
// V, V a quadratic surd in (0, 1) (else no acute α): α/2 lies in (0, π/4),
// so both are positive, and the answer A is the value when A > 0 and A² =
// (1 ∓ V)/2, all in ℚ(√s) exactly.
func checkHalfAngle(c *decide.Checker, q planegeo.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	v, ok := forms.QuadSurdOf(c, q.Nums[0])
	one := forms.RatSurd(big.NewRat(1, 1))
	if !ok || surdSign(v) <= 0 || surdSign(surdSub(one, v)) <= 0 {
		return decide.Undecided(kind, "cos α is not a quadratic surd in (0, 1): no acute α is read (planegeo half-angle)")
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s(α/2) is asked; the answer is not one value", q.Fn)
	}
	a, okA := forms.QuadSurdOf(c, ans.Items[0].E)
	a2, okA2 := forms.QuadSurdOf(c, &ast.Binary{Op: ast.Pow, X: ans.Items[0].E, Y: &ast.Number{Int: "2"}})
	if !okA || !okA2 {
		return decide.Undecided(kind, "%s(α/2) is asked; the answer is not one quadratic surd", q.Fn)
	}
	sign := "-"
	want := surdSub(one, v) // 1 − V for sin², 1 + V for cos²
	if q.Fn == "cos" {
		sign, want = "+", surdSub(one, forms.QuadSurd{P: new(big.Rat).Neg(v.P), Q: new(big.Rat).Neg(v.Q), S: v.S})
	}
	want = forms.QuadSurd{P: new(big.Rat).Quo(want.P, big.NewRat(2, 1)), Q: new(big.Rat).Quo(want.Q, big.NewRat(2, 1)), S: want.S}
	how := fmt.Sprintf("%s²(α/2) = (1 %s cos α)/2 = %s with cos α = %s, and %s(α/2) > 0 as α/2 lies in (0, π/4) (planegeo half-angle)", q.Fn, sign, want, v, q.Fn)
	if surdSign(a) <= 0 || !a2.Equal(want) {
		r := decide.Refute(kind, "%s; the answer %s is not the positive root of it", how, statement.Clip(answerSrc, 40))
		return r
	}
	r := decide.Confirm(kind, "%s; the answer is positive and its square is that, exactly", how)
	vs := "(" + ast.Print(q.Nums[0]) + ")"
	if l, err := latex.ParseExpr(`\frac{1` + sign + vs + `}{2}`); err == nil {
		r.Evidence = []decide.Comparison{{What: "the square of the answer against (1 ∓ cos α)/2", Left: l, Right: &ast.Binary{Op: ast.Pow, X: ans.Items[0].E, Y: &ast.Number{Int: "2"}}, Want: record.WantEqual}}
	}
	return r
}

// surdSub is a − b for two surds of the same √s (or a rational b).
func surdSub(a, b forms.QuadSurd) forms.QuadSurd {
	s := a.S
	if s == nil {
		s = b.S
	}
	return forms.QuadSurd{P: new(big.Rat).Sub(a.P, b.P), Q: new(big.Rat).Sub(a.Q, b.Q), S: s}
}

// surdSign is the sign of p + q√s, exactly.
func surdSign(a forms.QuadSurd) int {
	ps, qs := a.P.Sign(), a.Q.Sign()
	if qs == 0 || a.S == nil {
		return ps
	}
	if ps == 0 || ps == qs {
		return qs
	}
	p2 := new(big.Rat).Mul(a.P, a.P)
	q2s := new(big.Rat).Mul(new(big.Rat).Mul(a.Q, a.Q), a.S)
	switch p2.Cmp(q2s) {
	case 1:
		return ps
	case -1:
		return qs
	}
	return 0
}

// monomialValue is planeGeoValue for Monomial: the expression, a rational
// function of x, divided out exactly; a quotient a·x^k with no remainder
// fixes c = a and d = k (c·x^d = a·x^k for every x > 0: x = 1 gives c = a,
// x = 2 then d = k), and the value asked is evaluated there.
func monomialValue(c *decide.Checker, q planegeo.Question) (src, what, why string) {
	if !onlyVar(q.Nums[0], "x") || !onlyVar(q.Nums[1], q.Names...) {
		return "", "", "the expression has another letter than x, or the value asked another than the constants"
	}
	f, ok := forms.RatFuncOf(c, q.Nums[0], "x")
	if !ok || len(f.Den) == 0 {
		return "", "", "the expression is not a rational function of x"
	}
	quo, rem := algebra.Divmod(f.Num, f.Den)
	if len(algebra.Trim(rem)) != 0 {
		return "", "", "the expression is not a polynomial in x"
	}
	quo = algebra.Trim(quo)
	k := -1
	for i, a := range quo {
		if a.Sign() != 0 {
			if k >= 0 {
				return "", "", "the expression is not one monomial"
			}
			k = i
		}
	}
	if k < 0 {
		return "", "", "the expression is 0"
	}
	env := cas.Env{q.Names[0]: cas.Rat(quo[k]), q.Names[1]: cas.Rat(big.NewRat(int64(k), 1))}
	v, err := c.Eval(q.Nums[1], env)
	r, exact := v.Exact()
	if err != nil || !exact {
		return "", "", "the value asked cannot be evaluated exactly"
	}
	return ratSrc(r), fmt.Sprintf("%s with %s = %s and %s = %d (the expression is %s·x^%d exactly)", ast.Print(q.Nums[1]), q.Names[0], quo[k].RatString(), q.Names[1], k, quo[k].RatString(), k), ""
}
