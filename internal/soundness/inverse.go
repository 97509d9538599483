package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): mutations of the inverse of a rational function
// (statement.ReadInverseQuestion, one function). An inverse is unique: if
// F(G'(x)) = x and G(F(x)) = x then G' = G∘F∘G' = G, so an answer
// f^{-1}(x) = G' with G' another rational function is not the inverse.
// The mutants: G + 1 and 2G (G is not 0, being the inverse of a function).

// InverseSlip is the mutation type of an inverse function.
const InverseSlip = "inverse-slip" // f^{-1}(x) = G as G + 1 and 2G

// inverseSlip adds the inverse-slip mutants.
func (g *gen) inverseSlip(problem string) {
	defs, pair, ok := statement.ReadInverseQuestion(problem)
	if !ok || pair || len(defs) != 1 {
		return
	}
	rel, ok := g.root.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || len(rel.Args) != 2 {
		return
	}
	for _, m := range []ast.Expr{
		&ast.Binary{Op: ast.Add, X: rel.Args[1], Y: num("1")},
		&ast.Binary{Op: ast.Mul, X: num("2"), Y: rel.Args[1]},
	} {
		g.emit(InverseSlip, &ast.Rel{Ops: rel.Ops, Args: []ast.Expr{rel.Args[0], m}})
	}
}
