package values

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/period"
)

// CheckPeriod (issue 42, MATH Precalculus) decides the least period of
// y = F (period.Read) for two forms, exactly:
//
//   - F = c₀ + Σ (aⱼ sin kⱼx + bⱼ cos kⱼx), rational aⱼ, bⱼ, kⱼ, the terms
//     of one |k| combined (sin(−kx) = −sin kx): the functions e^{±ikx}
//     of distinct k are linearly independent, so T is a period exactly
//     when kT ∈ 2πℤ for every k whose (a, b) ≠ (0, 0); the least is
//     2π/g, g the gcd of those k (of the numerators over the lcm of the
//     denominators). With no such k, F is constant: undecided.
//   - F = c·tan kx or c·cot kx (π/|k|), c·sec kx or c·csc kx (2π/|k|),
//     c ≠ 0, one term alone.
//
// The answer must be a rational multiple of π, read exactly (π as a
// variable of a polynomial of degree one with no constant term).
func CheckPeriod(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := period.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, how, ok := leastPeriod(c, q.F)
	if !ok {
		return decide.Undecided(kind, "the period of %s is asked, but %s", statement.Clip(q.Src, 40), how), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s; the answer is not one formula", how), true
	}
	got, ok := piMultiple(ans.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not a rational multiple of π", how), true
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s; the answer is %s·π", how, got.RatString())
	}
	r.Evidence = []decide.Comparison{{What: "the least period against the answer", Left: &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(want), Y: &ast.Const{Kind: ast.Pi}}, Right: ans.Items[0].E, Want: record.WantEqual}}
	return r, true
}

// trigTerm is c·f(kx).
type trigTerm struct {
	f    ast.FuncName
	c, k *big.Rat
}

// leastPeriod is T/π and how, or why not.
func leastPeriod(c *decide.Checker, f ast.Expr) (*big.Rat, string, bool) {
	var terms []trigTerm
	if !collectTerms(c, f, big.NewRat(1, 1), &terms) {
		return nil, "it is not a sum of rational multiples of sin, cos, tan, cot, sec, csc of rational multiples of x", false
	}
	if len(terms) == 1 && terms[0].f != ast.Sin && terms[0].f != ast.Cos {
		t := terms[0]
		w := new(big.Rat).Inv(new(big.Rat).Abs(t.k))
		if t.f == ast.Sec || t.f == ast.Csc {
			w.Add(w, w)
		}
		return w, fmt.Sprintf("the least period of c·f(kx) with f of period %s is that over |k| = %s: %s·π", map[bool]string{true: "2π", false: "π"}[t.f == ast.Sec || t.f == ast.Csc], new(big.Rat).Abs(t.k).RatString(), w.RatString()), true
	}
	// (a, b) per |k|: a the coefficient of sin |k|x, b of cos |k|x.
	type ab struct{ a, b *big.Rat }
	byK := map[string]*ab{}
	var ks []*big.Rat
	for _, t := range terms {
		switch t.f {
		case ast.Sin, ast.Cos:
		default:
			return nil, "tan, cot, sec or csc stands with other terms", false
		}
		k := new(big.Rat).Abs(t.k)
		key := k.RatString()
		if byK[key] == nil {
			byK[key] = &ab{new(big.Rat), new(big.Rat)}
			ks = append(ks, k)
		}
		if t.f == ast.Sin {
			v := new(big.Rat).Set(t.c)
			if t.k.Sign() < 0 {
				v.Neg(v)
			}
			byK[key].a.Add(byK[key].a, v)
		} else {
			byK[key].b.Add(byK[key].b, t.c)
		}
	}
	var live []*big.Rat
	for _, k := range ks {
		if e := byK[k.RatString()]; e.a.Sign() != 0 || e.b.Sign() != 0 {
			live = append(live, k)
		}
	}
	if len(live) == 0 {
		return nil, "the function is constant", false
	}
	sort.Slice(live, func(i, j int) bool { return live[i].Cmp(live[j]) < 0 })
	num, den := new(big.Int), big.NewInt(1)
	for _, k := range live {
		num.GCD(nil, nil, num, k.Num())
		g := new(big.Int).GCD(nil, nil, den, k.Denom())
		den.Mul(den, new(big.Int).Quo(k.Denom(), g))
	}
	g := new(big.Rat).SetFrac(num, den)
	w := new(big.Rat).Quo(big.NewRat(2, 1), g)
	return w, fmt.Sprintf("a trigonometric polynomial with frequencies %v: its periods are the T with kT ∈ 2πℤ for each, the least 2π/gcd = %s·π (gcd %s, exact)", ratStrings(live), w.RatString(), g.RatString()), true
}

func ratStrings(v []*big.Rat) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = x.RatString()
	}
	return out
}

// collectTerms adds the terms of s·e; a constant term is dropped (it does
// not change the periods); false when e is of another form.
func collectTerms(c *decide.Checker, e ast.Expr, s *big.Rat, out *[]trigTerm) bool {
	switch n := e.(type) {
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub:
			s2 := new(big.Rat).Set(s)
			if n.Op == ast.Sub {
				s2.Neg(s2)
			}
			return collectTerms(c, n.X, s, out) && collectTerms(c, n.Y, s2, out)
		case ast.Mul:
			if v, ok := constRat(c, n.X); ok {
				return collectTerms(c, n.Y, new(big.Rat).Mul(s, v), out)
			}
		}
	case *ast.Unary:
		if n.Op == ast.Neg {
			return collectTerms(c, n.X, new(big.Rat).Neg(s), out)
		}
	case *ast.Func:
		switch n.Name {
		case ast.Sin, ast.Cos, ast.Tan, ast.Cot, ast.Sec, ast.Csc:
		default:
			return false
		}
		if n.Base != nil || len(n.Args) != 1 {
			return false
		}
		p, err := algebra.PolyIn(n.Args[0], "x")
		if err != nil || p.Deg() != 1 || p[0].Sign() != 0 || s.Sign() == 0 {
			return false
		}
		*out = append(*out, trigTerm{n.Name, s, p[1]})
		return true
	}
	_, ok := constRat(c, e)
	return ok
}

func constRat(c *decide.Checker, e ast.Expr) (*big.Rat, bool) {
	if statement.Contains(e, func(x ast.Expr) bool { _, id := x.(*ast.Ident); return id }) {
		return nil, false
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	return v.Exact()
}

// piMultiple reads e as r·π exactly: π taken as a variable, e must be a
// polynomial of degree one in it with no constant term.
func piMultiple(e ast.Expr) (*big.Rat, bool) {
	var sub func(x ast.Expr) (ast.Expr, error)
	sub = func(x ast.Expr) (ast.Expr, error) {
		if k, ok := x.(*ast.Const); ok && k.Kind == ast.Pi {
			return &ast.Ident{Name: "π"}, nil
		}
		if _, ok := x.(*ast.Ident); ok {
			return nil, fmt.Errorf("a letter")
		}
		return ast.MapChildren(x, sub)
	}
	r, err := sub(e)
	if err != nil {
		return nil, false
	}
	p, err := algebra.PolyIn(r, "π")
	if err != nil || p.Deg() != 1 || p[0].Sign() != 0 {
		return nil, false
	}
	return p[1], true
}
