package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/crossarea"
)

// Issue 42 (CollegeMath): an area, a volume or a cosine from integer
// vectors (internal/check/linalg/crossarea.go). The value x the worked
// answer ends with is mutated to 2x (a triangle read as its
// parallelogram), x/2 (the converse), −x (a sign slip), and √(x² + 1) (a
// slip in the sum of squares); each differs from x when x ≠ 0, and a zero
// x is mutated to 1.
const CrossAreaSlip = "crossarea-slip"

func init() { registerFamily(CrossAreaSlip, (*gen).crossAreaSlips) }

func (g *gen) crossAreaSlips(problem, answer string) {
	if _, ok := crossarea.Read(problem); !ok {
		return
	}
	member, ok := crossarea.FinalMember(answer)
	if !ok {
		return
	}
	x, err := latex.ParseExpr(member)
	if err != nil {
		return
	}
	if r, err := algebra.RatValue(x); err == nil && r.Sign() == 0 {
		g.emit(CrossAreaSlip, num("1"))
		return
	}
	two := num("2")
	for _, m := range []ast.Expr{
		&ast.Binary{Op: ast.Mul, X: two, Y: x},
		&ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: x, Y: two},
		&ast.Unary{Op: ast.Neg, X: x},
		&ast.Root{X: &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Pow, X: x, Y: two}, Y: num("1")}},
	} {
		g.emit(CrossAreaSlip, m)
	}
}
