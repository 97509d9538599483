package values

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/trigraph"
)

// CheckTrigGraph (issue 42, MATH Precalculus) finds the constant asked of
// "Below is the graph of $y = a \sin (bx + c) + d$ for some positive
// constants …" from the function the picture draws (trigraph.Read: K·F(B·x
// + Cπ) + D, exact). The graph fixes the function on ℝ, and with b > 0:
//
//   - sin, cos: b = |B| (the least period 2π/b), |a| = |K| (half the range),
//     d = D (the midline); B < 0 is turned positive by parity (sin odd,
//     cos even); a takes the sign the statement states, and when it is
//     −K the phase moves by π (−sin θ = sin(θ + π), −cos θ = cos(θ + π));
//     c is then fixed modulo 2π, and its smallest positive value is its
//     representative in (0, 2π]. A template without c needs the phase ≡ 0
//     (mod 2π), without d needs D = 0;
//   - tan, cot, sec, csc: only a·F(bx) (+ d) with the drawn phase 0: b = |B|
//     (the least period), a = K after parity, of the stated sign.
//
// Anything else (a phase with a rational part, a sign that cannot be met,
// c asked without "smallest possible") is undecided. The answer is read
// exactly as r (a, b, d, ab) or r·π (c).
func CheckTrigGraph(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := trigraph.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, how, err := graphConstant(q)
	if err != nil {
		return decide.Undecided(kind, "the graph of %s drawn as y = %s: %v", q.Template, q.Func, err), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s; the answer is not one number", how), true
	}
	r0, rp, ok := ratPiOf(ans.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not read exactly as r or r·π", how), true
	}
	wantE := algebra.RatExpr(want)
	same := rp.Sign() == 0 && r0.Cmp(want) == 0
	if q.Ask == "c" {
		wantE = &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(want), Y: &ast.Const{Kind: ast.Pi}}
		same = r0.Sign() == 0 && rp.Cmp(want) == 0
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if !same {
		r = decide.Refute(kind, "%s; the answer is %s", how, ans.Text.Math)
	}
	r.Evidence = []decide.Comparison{{What: "the constant asked, from the function the picture draws", Left: wantE, Right: ans.Items[0].E, Want: record.WantEqual}}
	return r, true
}

// graphConstant is the constant asked (for c, its coefficient of π) and
// how it was found.
func graphConstant(q trigraph.Question) (*big.Rat, string, error) {
	d := q.Drawn
	k, b, ph := new(big.Rat).Set(d.K), new(big.Rat).Set(d.B), new(big.Rat).Set(d.C)
	odd := d.F != "cos" && d.F != "sec"
	if b.Sign() < 0 {
		b.Neg(b)
		ph.Neg(ph)
		if odd {
			k.Neg(k)
		}
	}
	if q.Sign["b"] != 1 {
		return nil, "", fmt.Errorf("b is not stated positive")
	}
	if q.HasD && q.Sign["d"] != d.D.Sign() || !q.HasD && d.D.Sign() != 0 {
		return nil, "", fmt.Errorf("the shift %s does not fit the template", d.D.RatString())
	}
	a := k
	if k.Sign() != q.Sign["a"] {
		if d.F != "sin" && d.F != "cos" {
			return nil, "", fmt.Errorf("a of the stated sign does not give the drawn function")
		}
		a = new(big.Rat).Neg(k)
		ph.Add(ph, big.NewRat(1, 1))
	}
	// ph mod 2, in [0, 2).
	two := big.NewRat(2, 1)
	n := new(big.Int).Div(ph.Num(), new(big.Int).Mul(ph.Denom(), big.NewInt(2)))
	ph.Sub(ph, new(big.Rat).Mul(two, new(big.Rat).SetInt(n)))
	switch {
	case !q.HasC && ph.Sign() != 0:
		return nil, "", fmt.Errorf("the phase %s·π is not 0 modulo 2π", ph.RatString())
	case q.HasC && d.F != "sin" && d.F != "cos":
		return nil, "", fmt.Errorf("a phase of %s is not read", d.F)
	case q.HasC && q.Sign["c"] != 1:
		return nil, "", fmt.Errorf("c is not stated positive")
	}
	how := fmt.Sprintf("the graph of %s drawn as y = %s: a = %s, b = %s", q.Template, q.Func, a.RatString(), b.RatString())
	if q.HasD {
		how += ", d = " + d.D.RatString()
	}
	switch q.Ask {
	case "a":
		return a, how, nil
	case "b":
		return b, how, nil
	case "d":
		return d.D, how, nil
	case "ab":
		return new(big.Rat).Mul(a, b), how + fmt.Sprintf(", ab = %s", new(big.Rat).Mul(a, b).RatString()), nil
	case "c":
		if ph.Sign() == 0 {
			ph = two
		}
		return ph, how + fmt.Sprintf(", c ≡ %s·π (mod 2π), smallest positive %s·π", ph.RatString(), ph.RatString()), nil
	}
	return nil, "", fmt.Errorf("%s is not asked", q.Ask)
}

// ratPiOf reads e exactly as r0 + rp·π.
func ratPiOf(e ast.Expr) (*big.Rat, *big.Rat, bool) {
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
		return nil, nil, false
	}
	p, err := algebra.PolyIn(r, "π")
	if err != nil || p.Deg() > 1 {
		return nil, nil, false
	}
	r0, rp := new(big.Rat), new(big.Rat)
	if p.Deg() >= 0 {
		r0.Set(p[0])
	}
	if p.Deg() == 1 {
		rp.Set(p[1])
	}
	return r0, rp, true
}
