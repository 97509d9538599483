package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/period"
)

// Issue 42 (MATH Precalculus): the least period of y = F (period.Read,
// values.CheckPeriod). The answer T is mutated to T/2 and 2T: half is no
// period of F (T is the least), twice is a period but not the least.
const PeriodSlip = "period-slip"

func init() { registerFamily(PeriodSlip, (*gen).periodSlips) }

func (g *gen) periodSlips(problem, _ string) {
	if _, ok := period.Read(problem); !ok {
		return
	}
	two := &ast.Number{Int: "2"}
	g.emit(PeriodSlip, &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: g.root, Y: two})
	g.emit(PeriodSlip, &ast.Binary{Op: ast.Mul, X: two, Y: g.root})
}
