package check

import (
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/check/linalg"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkLetterDeterminant (issue 42, MATH Precalculus) reads "Evaluate
// $\begin{vmatrix} … \end{vmatrix}$." whose entries hold letters
// (statement.ReadDeterminantQuestion): the determinant is expanded along
// its first row (linalg.DeterminantExpr) and the statement checked again
// from the top as "Evaluate $E$.", an expression in the letters compared
// with the answer as the values family does (exactly as polynomials, else
// at sample points). A determinant of numbers is the matrix questions'
// (linalg.CheckMatrix); entries with i or e, whose letter the value
// checker would read as a constant, are not read here. A determinant
// given and another asked is linalg.CheckDeterminantGiven; the determinant
// of a product, power or multiple of matrices whose determinants are given
// is linalg.CheckDetLaw.
func (c *checker) checkLetterDeterminant(problem, answerSrc string) (Result, bool) {
	if res, ok := linalg.CheckDeterminantGiven(c.Checker, problem, answerSrc); ok {
		return res, true
	}
	if res, ok := linalg.CheckDetLaw(c.Checker, problem, answerSrc); ok {
		return res, true
	}
	q, ok := statement.ReadDeterminantQuestion(problem)
	if !ok || q.GivenRows != nil {
		return Result{}, false
	}
	e := linalg.DeterminantExpr(q.Rows)
	vars := pm.FreeVars(e)
	if len(vars) == 0 || slices.Contains(vars, "i") || slices.Contains(vars, "e") {
		return Result{}, false
	}
	src := ast.Print(e)
	if back, err := latex.ParseExpr(src); err != nil || !ast.Equal(back, e) {
		return Result{}, false
	}
	res := c.run("Evaluate $"+src+"$.", answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note += " (the determinant expanded along its first row: " + statement.Clip(src, 80) + ")"
	return res, true
}
