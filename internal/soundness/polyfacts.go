package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyfacts"
)

// Issue 42 (MATH Intermediate Algebra): a polynomial asked by its facts
// (polyfacts.Read, given.CheckPolyFacts). The answer's polynomial is
// mutated to itself plus 1 and minus x: same degree and leading
// coefficient, but a root or a value the statement names is lost; leg 1
// must evaluate every fact exactly.
const PolyFactsSlip = "polyfacts-slip"

func init() { registerFamily(PolyFactsSlip, (*gen).polyFactsSlips) }

func (g *gen) polyFactsSlips(problem, _ string) {
	if _, ok := polyfacts.Read(problem); !ok || g.root == nil {
		return
	}
	g.emit(PolyFactsSlip, &ast.Binary{Op: ast.Add, X: g.root, Y: &ast.Number{Int: "1"}})
	g.emit(PolyFactsSlip, &ast.Binary{Op: ast.Sub, X: g.root, Y: &ast.Ident{Name: "x"}})
}
