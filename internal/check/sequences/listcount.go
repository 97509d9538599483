package sequences

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/lists"
)

// listCountShape names the statement's shape in notes.
const listCountShape = `"How many numbers are in the list $a, b, c, \ldots, y, z$?"`

// checkListCount is CheckListCount on this package's checker.
func (c *checker) checkListCount(problem, answerSrc string) (decide.Result, bool) {
	l, ok := lists.ReadListCount(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "the statement asks for a number of terms, and the answer is not one formula"), true
	}
	// (last − first)/d + 1, written for other engines to redo.
	formula := &ast.Binary{Op: ast.Add,
		X: &ast.Binary{Op: ast.Div, Form: ast.FormFrac,
			X: &ast.Binary{Op: ast.Sub, X: algebra.RatExpr(l.Last), Y: algebra.RatExpr(l.First)},
			Y: algebra.RatExpr(l.Step)},
		Y: &ast.Number{Int: "1"}}
	what := "the number of terms (last − first)/step + 1 of the list " + statement.Clip(l.Src, 40)
	how := "first term " + l.First.RatString() + ", step " + l.Step.RatString() + " fixed by the terms before the ellipsis and followed by those after it, last term " +
		l.Last.RatString() + "; the statement " + listCountShape
	r := c.FoundVerdict(statement.ReadStatement(problem), kind, what, cas.Rat(new(big.Rat).SetInt(l.Count)), nil, how, ans.Items[0].E, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = formula
	}
	return r, true
}

// CheckListCount (issue 42): the number of terms of a list written by its
// first terms, an ellipsis and its last terms (lists.ReadListCount: one
// arithmetic progression the written terms fix), (last − first)/d + 1
// exactly; the answer must be that integer.
func CheckListCount(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkListCount(problem, answerSrc)
}
