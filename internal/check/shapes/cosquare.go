package shapes

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/cosquare"
)

// Issue 42 (MATH Algebra, CollegeMath 9.3): completing the square
// (internal/statement/cosquare), exactly:
//
//   - an equation A x² + B x + C = 0 rewritten as (x + a)² = b: the
//     equivalent equation has the same real solutions, which fixes a =
//     B/(2A) and b = (B² − 4AC)/(4A²) when the discriminant is not negative
//     (with no real solution every (a, b < 0) would do: undecided); "are
//     integers" must hold; the expression asked is evaluated at (a, b);
//   - x² + b x + K = (x + m)² + L as polynomials: m² = K − L, b = 2m, the
//     sign the statement gives; K − L must be the square of a rational;
//   - the book's "completes the square" for v² + B v: the constant (B/2)²
//     and the perfect square (v + B/2)², the answer "c ; (square)" read in
//     two parts, the second a square whose expansion is v² + B v + c.

// CheckCompleteSquare answers a completing-the-square question; ok is
// false for any other statement or answer.
func CheckCompleteSquare(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := cosquare.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	a := strings.TrimSpace(answerSrc)
	if strings.HasPrefix(a, "$") && strings.HasSuffix(a, "$") && len(a) > 2 {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	switch q.Shape {
	case cosquare.Equation:
		return completeEquation(c, q, a)
	case cosquare.Identity:
		return completeIdentity(c, q, a)
	case cosquare.Book:
		return completeBook(c, q, a)
	}
	return decide.Result{}, false
}

// exactAnswer is the value of an answer with no letter, exactly.
func exactAnswer(c *decide.Checker, a string) (ast.Expr, *big.Rat, bool) {
	e, err := latex.ParseExpr(a)
	if err != nil || len(pm.FreeVars(e)) != 0 {
		return nil, nil, false
	}
	v, err := c.Eval(e, nil)
	r, exact := v.Exact()
	if err != nil || !exact {
		return nil, nil, false
	}
	return e, r, true
}

// quadratic is P as [C, B, A] in the variable x, A ≠ 0.
func quadratic(p ast.Expr, x string) (algebra.Poly, bool) {
	l, err := algebra.LaurentOf(p, map[string]bool{x: true})
	if err != nil {
		return nil, false
	}
	poly, ok := l.ToPoly(x)
	if !ok || len(poly) != 3 || poly[2].Sign() == 0 {
		return nil, false
	}
	return poly, true
}

func completeEquation(c *decide.Checker, q cosquare.Question, a string) (decide.Result, bool) {
	kind := statement.KindValue
	right, got, ok := exactAnswer(c, a)
	if !ok {
		return decide.Result{}, false
	}
	for _, v := range pm.FreeVars(q.Ask) {
		if v != q.A && v != q.B {
			return decide.Result{}, false
		}
	}
	p, ok := quadratic(q.P, q.Var)
	if !ok {
		return decide.Result{}, false
	}
	C, B, A := p[0], p[1], p[2]
	disc := new(big.Rat).Sub(new(big.Rat).Mul(B, B), new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(A, C)))
	if disc.Sign() < 0 {
		return decide.Undecided(kind, "the equation has no real solution: every (x+%s)^2 = %s with %s < 0 is equivalent to it", q.A, q.B, q.B), true
	}
	av := new(big.Rat).Quo(B, new(big.Rat).Mul(big.NewRat(2, 1), A))
	bv := new(big.Rat).Quo(disc, new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(A, A)))
	if q.Integers && (!av.IsInt() || !bv.IsInt()) {
		return decide.Undecided(kind, "%s = %s and %s = %s are not integers as the statement says", q.A, av.RatString(), q.B, bv.RatString()), true
	}
	env := cas.Env{q.A: cas.Rat(av), q.B: cas.Rat(bv)}
	v, err := c.Eval(q.Ask, env)
	want, exact := v.Exact()
	if err != nil || !exact {
		return decide.Result{}, false
	}
	how := fmt.Sprintf("the equation's real solutions fix (%s+%s)^2 = %s at %s = %s, %s = %s (the discriminant %s, not negative), so %s = %s", q.Var, q.A, q.B, q.A, av.RatString(), q.B, bv.RatString(), disc.RatString(), ast.Print(q.Ask), want.RatString())
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the expression asked at the form's constants", Left: q.Ask, Right: right, Points: []cas.Env{env}, Want: record.WantEqual}}
		return r
	}
	if got.Cmp(want) == 0 {
		return ev(decide.Confirm(kind, "%s, equal exactly to the answer (completing the square)", how)), true
	}
	return ev(decide.Refute(kind, "%s; the answer is %s", how, got.RatString())), true
}

// ratSqrt is the non-negative square root of r when it is rational.
func ratSqrt(r *big.Rat) (*big.Rat, bool) {
	if r.Sign() < 0 {
		return nil, false
	}
	n, d := new(big.Int).Sqrt(r.Num()), new(big.Int).Sqrt(r.Denom())
	if new(big.Int).Mul(n, n).Cmp(r.Num()) != 0 || new(big.Int).Mul(d, d).Cmp(r.Denom()) != 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(n, d), true
}

func completeIdentity(c *decide.Checker, q cosquare.Question, a string) (decide.Result, bool) {
	kind := statement.KindValue
	right, got, ok := exactAnswer(c, a)
	if !ok {
		return decide.Result{}, false
	}
	kv, err1 := c.Eval(q.K, nil)
	lv, err2 := c.Eval(q.L, nil)
	k, ok1 := kv.Exact()
	l, ok2 := lv.Exact()
	if err1 != nil || err2 != nil || !ok1 || !ok2 {
		return decide.Result{}, false
	}
	d := new(big.Rat).Sub(k, l)
	m, ok := ratSqrt(d)
	if !ok || m.Sign() == 0 {
		return decide.Result{}, false
	}
	want := new(big.Rat).Mul(m, big.NewRat(2, 1))
	sign := ""
	if !q.Positive {
		want.Neg(want)
		sign = "-"
	}
	left, err := latex.ParseExpr(fmt.Sprintf(`%s2\sqrt{\left(%s\right)-\left(%s\right)}`, sign, ast.Print(q.K), ast.Print(q.L)))
	if err != nil {
		return decide.Result{}, false
	}
	how := fmt.Sprintf("%s^2+%s%s+K = (%s+m)^2+L as polynomials gives m^2 = K − L = %s and %s = 2m = %s (the sign the statement gives)", q.Var, q.B, q.Var, q.Var, d.RatString(), q.B, want.RatString())
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the coefficient from K − L", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	if got.Cmp(want) == 0 {
		return ev(decide.Confirm(kind, "%s, equal exactly to the answer (completing the square)", how)), true
	}
	return ev(decide.Refute(kind, "%s; the answer is %s", how, got.RatString())), true
}

// bookSplit cuts the book's answer "c ; (square)" at its semicolon.
var bookSplit = regexp.MustCompile(`^([^;]+);([^;]+)$`)

func completeBook(c *decide.Checker, q cosquare.Question, a string) (decide.Result, bool) {
	kind := statement.KindValue
	m := bookSplit.FindStringSubmatch(a)
	if m == nil {
		return decide.Result{}, false
	}
	r1, got, ok := exactAnswer(c, strings.TrimSpace(m[1]))
	if !ok {
		return decide.Result{}, false
	}
	sq, err := latex.ParseExpr(strings.TrimSpace(m[2]))
	if err != nil {
		return decide.Result{}, false
	}
	if fv := pm.FreeVars(sq); len(fv) != 1 || fv[0] != q.Var {
		return decide.Result{}, false
	}
	bv, err := c.Eval(q.Coef, nil)
	b, exact := bv.Exact()
	if err != nil || !exact || b.Sign() == 0 {
		return decide.Result{}, false
	}
	half := new(big.Rat).Quo(b, big.NewRat(2, 1))
	want := new(big.Rat).Mul(half, half)
	left1, err := latex.ParseExpr(fmt.Sprintf(`\left(\frac{%s}{2}\right)^{2}`, ast.Print(q.Coef)))
	if err != nil {
		return decide.Result{}, false
	}
	target := fmt.Sprintf(`%s^{2}+\left(%s\right)%s+%s`, q.Var, ast.Print(q.Coef), q.Var, want.RatString())
	if !want.IsInt() {
		target = fmt.Sprintf(`%s^{2}+\left(%s\right)%s+\frac{%s}{%s}`, q.Var, ast.Print(q.Coef), q.Var, want.Num(), want.Denom())
	}
	left2, err := latex.ParseExpr(target)
	if err != nil {
		return decide.Result{}, false
	}
	var pts []cas.Env
	for _, x := range []int64{-2, 0, 1, 3} {
		pts = append(pts, cas.Env{q.Var: cas.Rat(big.NewRat(x, 1))})
	}
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{
			{What: "the constant completing the square", Left: left1, Right: r1, Want: record.WantEqual},
			{What: "the perfect square, expanded", Left: left2, Right: sq, Points: pts, Want: record.WantEqual},
		}
		return r
	}
	how := fmt.Sprintf("(%s/2)^2 = %s completes %s^2 + (%s)%s, whose square is (%s + %s)^2", ast.Print(q.Coef), want.RatString(), q.Var, ast.Print(q.Coef), q.Var, q.Var, half.RatString())
	if got.Cmp(want) != 0 {
		return ev(decide.Refute(kind, "%s; the answer's constant is %s", how, got.RatString())), true
	}
	// The second part: a square, expanding to v^2 + B v + c.
	pow, isPow := sq.(*ast.Binary)
	if !isPow || pow.Op != ast.Pow {
		return decide.Undecided(kind, "%s; the answer's second part is not written as a square", how), true
	}
	if two, ok := pow.Y.(*ast.Number); !ok || two.Int != "2" || two.Frac != "" {
		return decide.Undecided(kind, "%s; the answer's second part is not written as a square", how), true
	}
	p, ok := quadratic(sq, q.Var)
	if !ok {
		return decide.Result{}, false
	}
	if p[2].Cmp(big.NewRat(1, 1)) != 0 || p[1].Cmp(b) != 0 || p[0].Cmp(want) != 0 {
		return ev(decide.Refute(kind, "%s; the answer's square expands to another polynomial", how)), true
	}
	return ev(decide.Confirm(kind, "%s, the answer's constant and square (expanded exactly)", how)), true
}
