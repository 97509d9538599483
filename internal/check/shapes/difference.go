package shapes

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkDifference is CheckDifference on this package's checker.
func (c *checker) checkDifference(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	a, b, srcA, srcB, ok := statement.ReadDifferenceQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "the difference between %s and %s is asked; the answer is not a single value", statement.Clip(srcA, 30), statement.Clip(srcB, 30)), true
	}
	found, err := c.Eval(&ast.Func{Name: ast.Abs, Args: []ast.Expr{&ast.Binary{Op: ast.Sub, X: a, Y: b}}}, nil)
	if err != nil {
		return decide.Undecided(kind, "the difference cannot be evaluated: %v", err), true
	}
	what := fmt.Sprintf("|%s - (%s)|", statement.Clip(srcA, 30), statement.Clip(srcB, 30))
	how := "the task read from the whole statement's shape \"What is the positive difference between $A$ and $B$?\""
	return c.FoundVerdict(st, kind, what, found, nil, how, ans.Items[0].E, answerSrc), true
}

// Issue 25: "What is the absolute (positive) difference
// between $A$ and $B$?" is |A - B|, decided by the one decision of
// equality.
func CheckDifference(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkDifference(st, problem, answerSrc)
}
