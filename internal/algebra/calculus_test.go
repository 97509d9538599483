package algebra

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

func parse(t *testing.T, s string) ast.Expr {
	t.Helper()
	e, err := latex.ParseExpr(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return e
}

// At evaluates e at x = x0 (a decimal string) to 256 bits.
func at(t *testing.T, e ast.Expr, x0 string) *big.Float {
	t.Helper()
	q, _ := new(big.Rat).SetString(x0)
	v, err := cas.New().Eval(e, cas.Env{"x": cas.Rat(q)})
	if err != nil {
		t.Fatalf("eval %s at x=%s: %v", ast.Print(e), x0, err)
	}
	return v.Float(256)
}

// slope is the central difference (f(x+h) − f(x−h))/2h with h = 10^-30,
// accurate to about 10^-55 for the smooth functions below.
func slope(t *testing.T, f ast.Expr, x0 string) *big.Float {
	t.Helper()
	q, _ := new(big.Rat).SetString(x0)
	h := big.NewRat(1, 1)
	h.SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil))
	up := at(t, f, new(big.Rat).Add(q, h).RatString())
	down := at(t, f, new(big.Rat).Sub(q, h).RatString())
	d := new(big.Float).SetPrec(256).Sub(up, down)
	return d.Quo(d, new(big.Float).SetPrec(256).SetRat(new(big.Rat).Mul(h, big.NewRat(2, 1))))
}

func near(a, b *big.Float, digits int) bool {
	d := new(big.Float).SetPrec(256).Sub(a, b)
	d.Abs(d)
	scale := new(big.Float).Abs(b)
	if scale.Cmp(big.NewFloat(1)) < 0 {
		scale = big.NewFloat(1)
	}
	tol := new(big.Float).SetPrec(256).SetRat(new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)))
	return d.Cmp(tol.Mul(tol, scale)) <= 0
}

func TestDerivativeAgreesWithDifferenceQuotient(t *testing.T) {
	for _, src := range []string{
		`x^3-2x+5`, `\frac{x^2+1}{x}`, `\sin(3x)\cos x`, `e^{2x}`, `2^x`, `x^x`,
		`\ln(x^2+1)`, `\log_2 x`, `\lg x`, `\sqrt{x^2+4}`, `\sqrt[3]{x+2}`, `\tan x`, `\cot x`,
		`\sec x`, `\csc x`, `\arcsin\frac{x}{2}`, `\arccos\frac{x}{3}`, `\arctan(2x)`, `\operatorname{arccot} x`,
		`\sinh x`, `\cosh x`, `\tanh x`, `|x-3|`, `-\frac{1}{x^2}`, `(2x+1)^{\frac{3}{2}}`, `x^{\circ}`,
	} {
		f := parse(t, src)
		d, ok := Derivative(f, "x")
		if !ok {
			t.Errorf("%s: no derivative", src)
			continue
		}
		for _, x0 := range []string{"0.7", "1.3"} {
			if got, want := at(t, d, x0), slope(t, f, x0); !near(got, want, 40) {
				t.Errorf("(%s)' at %s: formula %s gives %s, the difference quotient %s", src, x0, ast.Print(d), got.Text('g', 30), want.Text('g', 30))
			}
		}
	}
}

func TestDerivativeRefusesWhatItDoesNotKnow(t *testing.T) {
	for _, src := range []string{`\lfloor x\rfloor`, `f(x)`, `\max(x,1)`, `x\pm 1`, `\int_0^x t\,dt`, `\sum_{x=1}^{3} x`} {
		f, err := latex.ParseExpr(src)
		if err != nil {
			continue
		}
		if d, ok := Derivative(f, "x"); ok {
			t.Errorf("%s: derivative %s, want none", src, ast.Print(d))
		}
	}
	if d, ok := Derivative(parse(t, `a^2+3`), "x"); !ok || !isInt(d, 0) {
		t.Errorf("a constant's derivative is 0")
	}
}

func TestAntiderivativeDifferentiatesBack(t *testing.T) {
	for _, src := range []string{
		`3x^2+2x-1`, `\frac{1}{x}`, `\frac{2}{3x+1}`, `e^{2x+1}`, `3^x`, `\sin(2x)`, `\cos\frac{x}{2}`,
		`\sec^2 x`, `\frac{1}{\cos^2 x}`, `\csc^2 x`, `\frac{1}{\sin^2 x}`, `\frac{1}{1+x^2}`, `\frac{1}{\sqrt{1-x^2}}`,
		`\sqrt{x}`, `\frac{1}{\sqrt{x}}`, `\sqrt[3]{x}`, `(2x-1)^5`, `\frac{1}{(x+1)^2}`, `x^{-3}`, `\sinh x+\cosh(2x)`,
		`\frac{x^2}{4}-5`, `4\,e^{-x}`, `\tan(3x)`, `\cot x`,
	} {
		f := parse(t, src)
		p, ok := Antiderivative(f, "x")
		if !ok {
			t.Errorf("%s: no antiderivative", src)
			continue
		}
		d, ok := Derivative(p.F, "x")
		if !ok {
			t.Errorf("%s: F = %s has no derivative", src, ast.Print(p.F))
			continue
		}
		for _, x0 := range []string{"0.3", "0.45"} {
			if got, want := at(t, d, x0), at(t, f, x0); !near(got, want, 50) {
				t.Errorf("∫%s = %s: F' at %s is %s, f is %s", src, ast.Print(p.F), x0, got.Text('g', 30), want.Text('g', 30))
			}
		}
	}
}

func TestAntiderivativeConditions(t *testing.T) {
	cases := []struct {
		src  string
		want []CondKind
	}{
		{`x^2`, nil},
		{`\frac{1}{x}`, []CondKind{NonZero}},
		{`\frac{1}{(x+1)^2}`, []CondKind{NonZero}},
		{`\sqrt{x}`, []CondKind{NonNegative}},
		{`\frac{1}{\sqrt{x}}`, []CondKind{Positive}},
		{`\tan x`, []CondKind{CosNonZero}},
		{`\cot(2x)`, []CondKind{SinNonZero}},
		{`\sec^2 x`, []CondKind{CosNonZero}},
		{`\csc^2 x`, []CondKind{SinNonZero}},
		{`\frac{1}{\sqrt{1-x^2}}`, []CondKind{WithinOne}},
	}
	for _, c := range cases {
		p, ok := Antiderivative(parse(t, c.src), "x")
		if !ok {
			t.Errorf("%s: no antiderivative", c.src)
			continue
		}
		var got []CondKind
		for _, k := range p.Conds {
			got = append(got, k.Kind)
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: conditions %v, want %v", c.src, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: conditions %v, want %v", c.src, got, c.want)
			}
		}
	}
}

func TestAntiderivativeRefusesProductsAndNonlinearArguments(t *testing.T) {
	for _, src := range []string{`x\sin x`, `e^{x^2}`, `\sin(x^2)`, `\frac{1}{x^2+1}\cdot x`, `\frac{x}{x+1}`, `\ln x`, `\frac{1}{x^2+4}`} {
		if p, ok := Antiderivative(parse(t, src), "x"); ok {
			t.Errorf("∫%s: got %s, want none (not a table form)", src, ast.Print(p.F))
		}
	}
}

func TestDerivativeSizeIsBounded(t *testing.T) {
	// e_k = e_{k-1} / (x + e_{k-1}): a formula the quotient rule grows
	// past maxDerivNodes (the reader would refuse its 20 KB of LaTeX, so it
	// is built directly).
	var f ast.Expr = &ast.Ident{Name: "x"}
	for range 12 {
		f = &ast.Binary{Op: ast.Div, X: f, Y: &ast.Binary{Op: ast.Add, X: &ast.Ident{Name: "x"}, Y: f}}
	}
	if d, ok := Derivative(f, "x"); ok {
		t.Errorf("a derivative of %d nodes was built", size(d, 1<<30))
	}
	small := parse(t, `\frac{x}{x+\frac{x}{x+1}}`)
	if _, ok := Derivative(small, "x"); !ok {
		t.Errorf("a small quotient has a derivative")
	}
}
