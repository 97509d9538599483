package decide

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

func SubsetOf(vs []string, allowed ...string) bool {
	return len(statement.Subset(vs, allowed)) == 0
}

func Bf(v float64) *big.Float { return new(big.Float).SetPrec(PrecBits).SetFloat64(v) }

func BfAbs(x *big.Float) *big.Float { return new(big.Float).SetPrec(PrecBits).Abs(x) }

// compareTol compares with relative tolerances eq and diff (relative to
// max(1, |a|, |b|)).
func CompareTol(a, b cas.Value, eq, diff float64) CmpState {
	ra, okA := a.Exact()
	rb, okB := b.Exact()
	if okA && okB {
		if ra.Cmp(rb) == 0 {
			return Same
		}
		if eq == 0 {
			return Differ
		}
	}
	fa, fb := a.Float(PrecBits), b.Float(PrecBits)
	d := new(big.Float).SetPrec(PrecBits).Sub(fa, fb)
	d.Abs(d)
	scale := Bf(1)
	if x := BfAbs(fa); x.Cmp(scale) > 0 {
		scale = x
	}
	if x := BfAbs(fb); x.Cmp(scale) > 0 {
		scale = x
	}
	if d.Cmp(new(big.Float).Mul(scale, Bf(eq))) <= 0 {
		return Same
	}
	if d.Cmp(new(big.Float).Mul(scale, Bf(diff))) > 0 {
		return Differ
	}
	return Unsure
}

// valueExpr writes a computed value as an expression (a fraction when
// exact, else a 40-digit decimal) for the evidence of a verdict.
func ValueExpr(v cas.Value) ast.Expr {
	if r, ok := v.Exact(); ok {
		num := &ast.Number{Int: new(big.Int).Abs(r.Num()).String()}
		var e ast.Expr = num
		if !r.IsInt() {
			e = &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: num, Y: &ast.Number{Int: r.Denom().String()}}
		}
		if r.Sign() < 0 {
			e = &ast.Unary{Op: ast.Neg, X: e}
		}
		return e
	}
	f := v.Float(PrecBits)
	neg := f.Sign() < 0
	s := new(big.Float).Abs(f).Text('f', 40)
	ip, fp, _ := strings.Cut(s, ".")
	var e ast.Expr = &ast.Number{Int: ip, Frac: strings.TrimRight(fp, "0")}
	if neg {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}

func FirstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
