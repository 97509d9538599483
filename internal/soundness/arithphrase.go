package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/arithphrase"
)

// Issue 42, a value asked in words from numbers (statement/arithphrase:
// "What is $A$ divided by $B$?", "What is left when $A$ is subtracted from
// $B$?", "What is p$\%$ of $A$?"): the answer is mutated to the values of
// the sentence misread, its two sides swapped (B/A, A − B) or joined by
// another operation (A·B for A/B, A + B for B − A), each a rational number
// other than the answer; leg 1 must build the operation the words say.
const ArithPhraseSlip = "arith-phrase-slip"

func init() { registerFamily(ArithPhraseSlip, (*gen).arithPhraseSlips) }

// otherOps are the operations a sentence's operation may be misread as.
var otherOps = map[ast.BinaryOp][]ast.BinaryOp{
	ast.Add: {ast.Sub, ast.Mul}, ast.Sub: {ast.Add, ast.Div}, ast.Mul: {ast.Add, ast.Div}, ast.Div: {ast.Mul, ast.Sub},
}

func (g *gen) arithPhraseSlips(problem, _ string) {
	q, ok := arithphrase.Read(problem)
	if !ok {
		return
	}
	b, ok := q.E.(*ast.Binary)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	misread := []ast.Expr{&ast.Binary{Op: b.Op, X: b.Y, Y: b.X}}
	for _, op := range otherOps[b.Op] {
		misread = append(misread, &ast.Binary{Op: op, X: b.X, Y: b.Y})
	}
	for _, e := range misread {
		if v, ok := g.exactValue(e); ok && v.Cmp(ans) != 0 {
			g.emit(ArithPhraseSlip, algebra.RatExpr(v))
		}
	}
}
