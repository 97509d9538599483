package shapes

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/circle"

	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkCircle is CheckCircle on this package's checker.
func (c *checker) checkCircle(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := circle.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	cx, cy, r2, param, why := circleOf(q)
	if why != "" {
		return decide.Undecided(kind, "a circle is asked about (%q), but %s", q.Shape, why), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	how := fmt.Sprintf("%s is the circle with center (%s, %s) and squared radius %s, expanded exactly; the question read from its shape %q",
		statement.Clip(q.EqSrc, 50), cx.RatString(), cy.RatString(), r2.RatString(), q.Shape)
	var value ast.Expr
	switch q.Ask {
	case "center":
		res := c.circleCenter(kind, cx, cy, how, ans)
		if res.Verdict != record.Undecided {
			res.Evidence = centerEvidence(q.Eq, ans.Root.(*ast.Tuple).Items)
		}
		return res, true
	case "radius":
		value = &ast.Root{X: algebra.RatExpr(r2)}
	case "area":
		value = &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(r2), Y: &ast.Const{Kind: ast.Pi}}
	case "center sum":
		value = algebra.RatExpr(new(big.Rat).Add(cx, cy))
	case "center distance":
		t := q.Point.(*ast.Tuple)
		dx := &ast.Binary{Op: ast.Sub, X: t.Items[0], Y: algebra.RatExpr(cx)}
		dy := &ast.Binary{Op: ast.Sub, X: t.Items[1], Y: algebra.RatExpr(cy)}
		value = &ast.Root{X: &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Pow, X: dx, Y: num2()}, Y: &ast.Binary{Op: ast.Pow, X: dy, Y: num2()}}}
	case "constant for radius", "constant for area":
		value = algebra.RatExpr(param)
		r2 := q.Radius + "^2"
		if q.Area != "" {
			r2 = q.Area
		}
		how = fmt.Sprintf("%s has squared radius %s exactly when %s = %s (linear in %s; the question read from its shape %q)",
			statement.Clip(q.EqSrc, 50), r2, q.Param, param.RatString(), q.Param, q.Shape)
	}
	if ans.Root == nil || len(ans.Items) != 1 {
		return decide.Undecided(kind, "a circle is asked about (%q); the answer is not a single value", q.Shape), true
	}
	it := ans.Items[0]
	if it.Name != "" && it.Name != q.Param {
		return decide.Undecided(kind, "a circle is asked about (%q); the answer names %s", q.Shape, it.Name), true
	}
	found, err := c.Eval(value, nil)
	if err != nil {
		return decide.Undecided(kind, "the %s cannot be evaluated: %v", q.Ask, err), true
	}
	return c.FoundVerdict(st, kind, "the "+q.Ask, found, nil, how, it.E, answerSrc), true
}

// Issue 25, Gaokao (and MATH): a circle given by its equation, read from a
// whole-statement shape (circle.Read). Left minus right
// side is expanded exactly (algebra.LaurentOf) and must be
// A x^2 + A y^2 + D x + E y + F with A ≠ 0 and no other term; then the
// center is (-D/2A, -E/2A) and the squared radius D²/4A² + E²/4A² - F/A,
// which must be positive (else it is no circle and the row is undecided).
// Radius, area (r²π), center, the sum of its coordinates and its distance
// to a point are decided by the one decision of equality; the constant
// for a given radius r solves r² = r²(c), linear in c.
func CheckCircle(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkCircle(st, problem, answerSrc)
}

func num2() ast.Expr { return &ast.Number{Int: "2"} }

// circleOf reads the circle: its center, its squared radius and, when a
// constant is asked for a radius, the constant's value.
func circleOf(q circle.Question) (cx, cy, r2, param *big.Rat, why string) {
	vars := map[string]bool{"x": true, "y": true}
	if q.Param != "" {
		vars[q.Param] = true
	}
	for _, v := range pm.FreeVars(q.Eq) {
		if !vars[v] {
			return nil, nil, nil, nil, "the equation has the letter " + v
		}
	}
	l, err := algebra.LaurentOf(q.Eq.Args[0], vars)
	if err != nil {
		return nil, nil, nil, nil, err.Error()
	}
	r, err := algebra.LaurentOf(q.Eq.Args[1], vars)
	if err != nil {
		return nil, nil, nil, nil, err.Error()
	}
	d, err := l.Sub(r)
	if err != nil {
		return nil, nil, nil, nil, err.Error()
	}
	coef := map[string]*big.Rat{}
	for _, t := range d {
		key, ok := circleTermKey(t, q.Param)
		if !ok {
			return nil, nil, nil, nil, "the equation is not x² + y² + Dx + Ey + F = 0 up to a factor"
		}
		coef[key] = t.C
	}
	a, ay := ratOr0(coef["xx"]), ratOr0(coef["yy"])
	if a.Sign() == 0 || a.Cmp(ay) != 0 {
		return nil, nil, nil, nil, "the coefficients of x² and y² are not equal and nonzero"
	}
	dd, ee, ff := ratDiv(ratOr0(coef["x"]), a), ratDiv(ratOr0(coef["y"]), a), ratDiv(ratOr0(coef["1"]), a)
	cx = new(big.Rat).Quo(dd, big.NewRat(-2, 1))
	cy = new(big.Rat).Quo(ee, big.NewRat(-2, 1))
	r2 = new(big.Rat).Add(new(big.Rat).Mul(cx, cx), new(big.Rat).Mul(cy, cy))
	r2.Sub(r2, ff)
	if q.Param == "" {
		if r2.Sign() <= 0 {
			return nil, nil, nil, nil, fmt.Sprintf("the squared radius %s is not positive: no circle", r2.RatString())
		}
		return cx, cy, r2, nil, ""
	}
	// r² = r2 - (k/A)·p = R²: p = (r2 - R²)·A/k.
	k := ratOr0(coef["p"])
	if k.Sign() == 0 {
		return nil, nil, nil, nil, "the constant " + q.Param + " is not in the constant term"
	}
	var want *big.Rat
	if q.Area != "" { // the area kπ: r² = k
		want, _ = new(big.Rat).SetString(q.Area)
	} else {
		want, _ = new(big.Rat).SetString(q.Radius)
		want.Mul(want, want)
	}
	param = new(big.Rat).Sub(r2, want)
	param.Mul(param, a).Quo(param, k)
	return cx, cy, r2, param, ""
}

// circleTermKey names a term: "xx", "yy", "x", "y", "1", or "p" for the
// constant asked to the first power; ok is false for any other term.
func circleTermKey(t algebra.LTerm, param string) (string, bool) {
	one := big.NewRat(1, 1)
	two := big.NewRat(2, 1)
	switch len(t.Exps) {
	case 0:
		return "1", true
	case 1:
		for v, e := range t.Exps {
			switch {
			case v == "x" && e.Cmp(two) == 0:
				return "xx", true
			case v == "y" && e.Cmp(two) == 0:
				return "yy", true
			case v == "x" && e.Cmp(one) == 0:
				return "x", true
			case v == "y" && e.Cmp(one) == 0:
				return "y", true
			case v == param && e.Cmp(one) == 0:
				return "p", true
			}
		}
	}
	return "", false
}

func ratOr0(r *big.Rat) *big.Rat {
	if r == nil {
		return new(big.Rat)
	}
	return r
}

func ratDiv(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) }

// circleCenter compares the center with an answer (a, b).
func (c *checker) circleCenter(kind statement.Kind, cx, cy *big.Rat, how string, ans *statement.Answer) decide.Result {
	var items []ast.Expr
	if t, ok := ans.Root.(*ast.Tuple); ok && len(t.Items) == 2 && t.Left == '(' && t.Right == ')' {
		items = t.Items
	}
	if items == nil {
		return decide.Undecided(kind, "the center is asked; the answer is not a point (a, b) in parentheses")
	}
	got := make([]*big.Rat, 2)
	for i, e := range items {
		v, err := c.Eval(e, nil)
		if err != nil {
			return decide.Undecided(kind, "the answer's coordinate %s cannot be evaluated", ast.Print(e))
		}
		r, ok := v.Exact()
		if !ok {
			return decide.Undecided(kind, "the answer's coordinate %s is not an exact rational", ast.Print(e))
		}
		got[i] = r
	}
	if got[0].Cmp(cx) != 0 || got[1].Cmp(cy) != 0 {
		return decide.Refute(kind, "the center is (%s, %s) (%s), not (%s, %s)", cx.RatString(), cy.RatString(), how, got[0].RatString(), got[1].RatString())
	}
	return decide.Confirm(kind, "the center is (%s, %s) (%s), equal exactly to the answer", cx.RatString(), cy.RatString(), how)
}

// centerEvidence is the center (a, b) the answer gives checked by the
// circle's symmetry, for other engines: with G the left side minus the
// right, G(a+1, b) = G(a-1, b) and G(a, b+1) = G(a, b-1), which hold
// exactly when a and b are the center's coordinates (for G = A((x-c)² +
// (y-d)²) + F, the differences are 4A(a - c) and 4A(b - d)).
func centerEvidence(eq *ast.Rel, ab []ast.Expr) []decide.Comparison {
	g := &ast.Binary{Op: ast.Sub, X: eq.Args[0], Y: eq.Args[1]}
	shift := func(e ast.Expr, d int64) ast.Expr {
		return &ast.Binary{Op: ast.Add, X: e, Y: algebra.RatExpr(big.NewRat(d, 1))}
	}
	at := func(x, y ast.Expr) ast.Expr { return forms.ReplaceNames(g, map[string]ast.Expr{"x": x, "y": y}) }
	return []decide.Comparison{
		{What: "the equation's sides' difference at the answer's center ± 1 in x", Left: at(shift(ab[0], 1), ab[1]), Right: at(shift(ab[0], -1), ab[1]), Want: record.WantEqual},
		{What: "the equation's sides' difference at the answer's center ± 1 in y", Left: at(ab[0], shift(ab[1], 1)), Right: at(ab[0], shift(ab[1], -1)), Want: record.WantEqual},
	}
}
