package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyident"
)

// Issue 42 (MATH Intermediate Algebra): a polynomial asked by identities
// it satisfies (polyident.Read, given.CheckPolyIdentity). The answer's
// polynomial is mutated to itself plus 1 and minus x; leg 1 must put the
// answer into every call and compare the sides as polynomials.
const PolyIdentSlip = "polyident-slip"

func init() { registerFamily(PolyIdentSlip, (*gen).polyIdentSlips) }

func (g *gen) polyIdentSlips(problem, _ string) {
	if _, ok := polyident.Read(problem); !ok || g.root == nil {
		return
	}
	g.emit(PolyIdentSlip, &ast.Binary{Op: ast.Add, X: g.root, Y: &ast.Number{Int: "1"}})
	g.emit(PolyIdentSlip, &ast.Binary{Op: ast.Sub, X: g.root, Y: &ast.Ident{Name: "x"}})
}
