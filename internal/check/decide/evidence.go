package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// withValueEvidence attaches the comparison "recomputed value = answer".
func WithValueEvidence(r Result, what string, v cas.Value, ans ast.Expr, pts []cas.Env) Result {
	r.Evidence = []Comparison{{What: what, Left: ValueExpr(v), Right: ans, Points: pts, Want: record.WantEqual}}
	return r
}

// WithExactEvidence attaches the comparison of two exact values: the one
// leg 1 computed (want) and the answer's (ans, as the answer writes it, or
// its value). A family with no expression another engine could evaluate
// (a search, a numeral in another base, a residue) records at least this.
func WithExactEvidence(r Result, what string, want *big.Rat, ans ast.Expr) Result {
	r.Evidence = []Comparison{{What: what + ", exact values", Left: ValueExpr(cas.Rat(want)), Right: ans, Want: record.WantEqual}}
	return r
}

// IntExpr writes an integer as an expression.
func IntExpr(n *big.Int) ast.Expr { return ValueExpr(cas.Rat(new(big.Rat).SetInt(n))) }

// maxModDigits bounds the integers a congruence is recorded for: another
// engine computing floor(e/m) with 64 significant digits must get it
// exactly.
const maxModDigits = 40

// CongruentZero is the comparison "e ≡ 0 (mod m)" written with the floor
// function, e - m·⌊e/m⌋ = 0, so that an engine with no modular arithmetic
// redoes it; ok is false when e is not an integer of at most maxModDigits
// digits (computed exactly) or m is not positive.
func CongruentZero(what string, e ast.Expr, m *big.Int) (Comparison, bool) {
	v, err := algebra.IntValue(e)
	if err != nil || m.Sign() <= 0 || len(new(big.Int).Abs(v).String()) > maxModDigits || len(m.String()) > maxModDigits {
		return Comparison{}, false
	}
	me := IntExpr(m)
	left := &ast.Binary{Op: ast.Sub, X: e, Y: &ast.Binary{Op: ast.Mul, X: me,
		Y: &ast.Func{Name: ast.Floor, Args: []ast.Expr{&ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: e, Y: me}}}}}
	return Comparison{What: what, Left: left, Want: record.WantZero}, true
}

// Spare runs f, the computation of a verdict's evidence, so that it can
// never change the verdict: when f spends the rest of the check's work
// (Options.MaxWork), the work it spent is given back and Spare returns
// false (the evidence is then not to be recorded), else f's result.
func (c *Checker) Spare(f func() bool) bool {
	before := c.work.spent
	ok := f()
	if c.work.limit > 0 && c.work.spent > c.work.limit {
		c.work.spent = before
		return false
	}
	return ok
}
