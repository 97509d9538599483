package space

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/sphpoint"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// CheckSphPoint (issue 42, MATH Precalculus) decides a question of
// sphpoint.Read on a point in rectangular, spherical or polar coordinates:
// the value or the point asked is written as formulas of the statement's
// integers (x = ρ sin φ cos θ, …; cos φ = z/ρ, tan θ = y/x; (ρ, θ, 2φ) as
// (2xz/ρ, 2yz/ρ, (2z² − ρ²)/ρ); (r², 2θ) as (x² − y², 2xy)), or, for a
// spherical or polar point asked in the standard representation, computed
// exactly on the coefficients of π: ρ < 0 turns to −ρ with θ + π, π − φ; φ
// is brought into [0, π] (2π − φ, θ + π), θ into [0, 2π); a point on the
// z-axis (φ ≡ 0 mod π) or the origin, whose θ is not unique, is undecided.
// Each value is decided against the answer's by
// decide.Checker.FoundVerdict, a point coordinate by coordinate.
func CheckSphPoint(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := sphpoint.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what, srcs, err := sphFormulas(q)
	if err != nil {
		return decide.Undecided(kind, "the point's coordinates: %v", err), true
	}
	fs := make([]ast.Expr, len(srcs))
	for i, s := range srcs {
		if fs[i], err = latex.ParseExpr(s); err != nil {
			return decide.Undecided(kind, "the formula %s: %v", s, err), true
		}
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	how := "computed from the statement's coordinates (a point in rectangular, spherical or polar coordinates)"
	if len(fs) == 1 {
		if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
			return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
		}
		found, err := c.Eval(fs[0], nil)
		if err != nil {
			return decide.Undecided(kind, "%s cannot be evaluated: %v", what, err), true
		}
		r := c.FoundVerdict(st, kind, what, found, nil, how+": "+srcs[0], ans.Items[0].E, answerSrc)
		if len(r.Evidence) == 1 {
			r.Evidence[0].Left = fs[0]
		}
		return r, true
	}
	t, isTuple := ans.Root.(*ast.Tuple)
	if len(ans.Items) != 1 || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != len(fs) {
		return decide.Undecided(kind, "%s is asked; the answer is not a point of %d coordinates in parentheses", what, len(fs)), true
	}
	return formulaPointVerdict(c, st, kind, what, fs, srcs, t.Items, how, answerSrc), true
}

// formulaPointVerdict compares the point's coordinates, given as
// formulas, with the answer's, one by one.
func formulaPointVerdict(c *decide.Checker, st *statement.Statement, kind statement.Kind, what string, fs []ast.Expr, srcs []string, items []ast.Expr, how, answerSrc string) decide.Result {
	var ev []decide.Comparison
	refuted := ""
	for i, e := range items {
		found, err := c.Eval(fs[i], nil)
		if err != nil {
			return decide.Undecided(kind, "%s cannot be evaluated: %v", srcs[i], err)
		}
		r := c.FoundVerdict(st, kind, fmt.Sprintf("%s's coordinate %d", what, i+1), found, nil, how, e, answerSrc)
		switch r.Verdict {
		case record.Undecided:
			return r
		case record.Refute:
			refuted = r.Note
		}
		if len(r.Evidence) == 1 {
			r.Evidence[0].Left = fs[i]
		}
		ev = append(ev, r.Evidence...)
	}
	pt := "(" + strings.Join(srcs, ", ") + ")"
	r := decide.Confirm(kind, "%s is %s (%s), equal to the answer's, entry by entry", what, pt, how)
	if refuted != "" {
		r = decide.Refute(kind, "%s is %s (%s), not the answer's: %s", what, pt, how, strings.TrimPrefix(refuted, "refuted: "))
	}
	r.Evidence = ev
	return r
}

// sphFormulas is what is asked and its value (or point) as LaTeX formulas
// of the statement's numbers.
func sphFormulas(q sphpoint.Question) (string, []string, error) {
	r := func(x *big.Rat) string { return "(" + x.RatString() + ")" }
	switch q.Kind {
	case sphpoint.TrigOfRect, sphpoint.RectOfMod:
		x, y, z := q.Rect[0], q.Rect[1], q.Rect[2]
		h := new(big.Rat).Add(new(big.Rat).Mul(x, x), new(big.Rat).Mul(y, y))
		s := new(big.Rat).Add(h, new(big.Rat).Mul(z, z))
		if s.Sign() == 0 {
			return "", nil, fmt.Errorf("the point is the origin")
		}
		rho := `\sqrt{` + s.RatString() + `}`
		if q.Kind == sphpoint.RectOfMod {
			switch q.Mod {
			case "-theta":
				return "the point (ρ, −θ, φ)", []string{r(x), r(new(big.Rat).Neg(y)), r(z)}, nil
			case "-phi":
				return "the point (ρ, θ, −φ)", []string{r(new(big.Rat).Neg(x)), r(new(big.Rat).Neg(y)), r(z)}, nil
			}
			return "the point (ρ, θ, 2φ)", []string{
				fmt.Sprintf(`\frac{2 %s %s}{%s}`, r(x), r(z), rho), fmt.Sprintf(`\frac{2 %s %s}{%s}`, r(y), r(z), rho),
				fmt.Sprintf(`\frac{2 %s^2 - %s}{%s}`, r(z), r(s), rho)}, nil
		}
		hr := `\sqrt{` + h.RatString() + `}`
		vals := map[string][3]string{ // numerator, denominator, the denominator's value
			"cos phi": {r(z), rho, s.RatString()}, "sin phi": {hr, rho, s.RatString()}, "tan phi": {hr, r(z), z.RatString()},
			"cos theta": {r(x), hr, h.RatString()}, "sin theta": {r(y), hr, h.RatString()}, "tan theta": {r(y), r(x), x.RatString()},
		}
		v := vals[q.Fn+" "+q.Of]
		if v[2] == "0" {
			return "", nil, fmt.Errorf("%s %s is not defined at this point", q.Fn, q.Of)
		}
		return fmt.Sprintf("%s %s", q.Fn, q.Of), []string{fmt.Sprintf(`\frac{%s}{%s}`, v[0], v[1])}, nil
	case sphpoint.PolarSquare:
		x, y := q.Rect[0], q.Rect[1]
		if x.Sign() == 0 && y.Sign() == 0 {
			return "", nil, fmt.Errorf("the point is the origin")
		}
		return "the point (r², 2θ)", []string{fmt.Sprintf(`%s^2 - %s^2`, r(x), r(y)), fmt.Sprintf(`2 %s %s`, r(x), r(y))}, nil
	case sphpoint.ExprOfSph:
		return exprOfSph(q)
	}
	a := q.Sph
	switch q.Kind {
	case sphpoint.SphOfFlip:
		a = flip(a, q.Flip)
	case sphpoint.Opposite:
		a = sphpoint.Angle{Rho: a.Rho, T: new(big.Rat).Add(a.T, big.NewRat(1, 1)), P: new(big.Rat).Sub(big.NewRat(1, 1), a.P)}
	}
	n, err := standard(a, q.Polar)
	if err != nil {
		return "", nil, err
	}
	pi := func(k *big.Rat) string {
		return ast.Print(&ast.Binary{Op: ast.Mul, X: algebra.RatExpr(k), Y: &ast.Const{Kind: ast.Pi}})
	}
	if q.Polar {
		return "the point in the standard polar representation", []string{r(n.Rho), pi(n.T)}, nil
	}
	return "the point in the standard spherical representation", []string{r(n.Rho), pi(n.T), pi(n.P)}, nil
}

// exprOfSph is E(x, y, z) with x = ρ sin φ cos θ, y = ρ sin φ sin θ, z =
// ρ cos φ written in.
func exprOfSph(q sphpoint.Question) (string, []string, error) {
	for _, v := range pm.FreeVars(q.E) {
		if v != "x" && v != "y" && v != "z" {
			return "", nil, fmt.Errorf("the expression asked uses %s", v)
		}
	}
	a := q.Sph
	// Each function and its argument in parentheses of their own, so that
	// a product of two is not read as one function of a product.
	fn := func(f string, k *big.Rat) string {
		return fmt.Sprintf(`\left(\%s \left(%s \cdot \pi\right)\right)`, f, ast.Print(algebra.RatExpr(k)))
	}
	rho := "(" + a.Rho.RatString() + ")"
	xyz := map[string]string{
		"x": rho + ` \cdot ` + fn("sin", a.P) + ` \cdot ` + fn("cos", a.T),
		"y": rho + ` \cdot ` + fn("sin", a.P) + ` \cdot ` + fn("sin", a.T),
		"z": rho + ` \cdot ` + fn("cos", a.P),
	}
	var b strings.Builder
	for _, ch := range ast.Print(q.E) {
		if f, ok := xyz[string(ch)]; ok {
			b.WriteString("(" + f + ")")
			continue
		}
		b.WriteRune(ch)
	}
	return "the value asked of the point's rectangular coordinates", []string{b.String()}, nil
}

func flip(a sphpoint.Angle, f [3]bool) sphpoint.Angle {
	one := big.NewRat(1, 1)
	t, p := new(big.Rat).Set(a.T), new(big.Rat).Set(a.P)
	if f[2] {
		p.Sub(one, p)
	}
	switch {
	case f[0] && f[1]:
		t.Add(t, one)
	case f[0]:
		t.Sub(one, t)
	case f[1]:
		t.Neg(t)
	}
	return sphpoint.Angle{Rho: a.Rho, T: t, P: p}
}

// mod2 is k modulo 2, in [0, 2).
func mod2(k *big.Rat) *big.Rat {
	n := new(big.Int).Div(k.Num(), new(big.Int).Mul(k.Denom(), big.NewInt(2)))
	return new(big.Rat).Sub(k, new(big.Rat).SetInt(new(big.Int).Mul(n, big.NewInt(2))))
}

// standard is the standard representation: ρ > 0, θ ∈ [0, 2π), φ ∈ [0, π]
// (polar: r > 0, θ ∈ [0, 2π)); an error where it is not unique.
func standard(a sphpoint.Angle, polar bool) (sphpoint.Angle, error) {
	one := big.NewRat(1, 1)
	rho, t, p := new(big.Rat).Set(a.Rho), new(big.Rat).Set(a.T), new(big.Rat).Set(a.P)
	if rho.Sign() == 0 {
		return a, fmt.Errorf("the point is the origin")
	}
	if rho.Sign() < 0 {
		rho.Neg(rho)
		t.Add(t, one)
		if !polar {
			p.Sub(one, p)
		}
	}
	if !polar {
		p = mod2(p)
		if p.Cmp(one) > 0 {
			p.Sub(big.NewRat(2, 1), p)
			t.Add(t, one)
		}
		if p.Sign() == 0 || p.Cmp(one) == 0 {
			return a, fmt.Errorf("the point is on the z-axis: its θ is not unique")
		}
	}
	return sphpoint.Angle{Rho: rho, T: mod2(t), P: p}, nil
}
