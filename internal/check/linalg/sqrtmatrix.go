package linalg

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkSquareRoot (issue 42, CollegeMath; statement.SquareRootOf): the
// answer "$B=N$" (or N alone), N a rational matrix, is a square root of
// A when N·N = A exactly, entry by entry (the evidence). Any other answer,
// or N·N ≠ A, is undecided.
func (c *checker) checkSquareRoot(src, answerSrc string) decide.Result {
	kind := statement.KindValue
	a, ok := c.literalMatrix(src)
	if !ok {
		return decide.Undecided(kind, "the matrix of the statement is not read as a rational matrix")
	}
	m := oneFormulaRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "a square root of A is asked; the answer is not one formula")
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be read: %v", err)
	}
	if r, ok := e.(*ast.Rel); ok {
		id, isB := r.Args[0].(*ast.Ident)
		if len(r.Ops) != 1 || r.Ops[0] != ast.Eq || !isB || id.Name != "B" {
			return decide.Undecided(kind, "a square root of A is asked; the answer is a relation other than B = N")
		}
		e = r.Args[1]
	}
	b, ok := c.tupleMatrix(e, m[1])
	if !ok {
		return decide.Undecided(kind, "a square root of A is asked; the answer is not a matrix with rational entries")
	}
	sq, err := algebra.MulMatrix(b, b)
	if err != nil || !sq.Equal(a) {
		return decide.Undecided(kind, "the answer's matrix squared is not A = %s: not trusted as a refutation", a)
	}
	r := decide.Confirm(kind, "the answer's matrix %s squared is A = %s exactly (products over ℚ), so it is a square root of A", b, a)
	for i := range b.Rows {
		for j := range b.Cols {
			r.Evidence = append(r.Evidence, equal(fmt.Sprintf("(B·B)[%d,%d] = A[%d,%d]", i+1, j+1, i+1, j+1), dotExpr(b.A[i], column(b, j)), ratExpr(a.A[i][j])))
		}
	}
	return r
}

// checkPowerHint (issue 42, CollegeMath; statement.PowerWithHint): A⁴ as
// (A²)·(A²), exactly over ℚ, against the answer's matrix; the evidence
// each entry of the answer against a row of A² times a column of A². A
// different matrix is undecided.
func (c *checker) checkPowerHint(src, answerSrc string) decide.Result {
	kind := statement.KindValue
	a, ok := c.literalMatrix(src)
	if !ok || a.Rows != a.Cols {
		return decide.Undecided(kind, "the matrix of the statement is not read as a square rational matrix")
	}
	m := oneFormulaRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "A⁴ is asked; the answer is not one formula")
	}
	got, ok := c.literalMatrix(m[1])
	if !ok {
		return decide.Undecided(kind, "A⁴ is asked; the answer is not a matrix with rational entries")
	}
	a2, err1 := algebra.MulMatrix(a, a)
	if err1 != nil {
		return decide.Undecided(kind, "A² cannot be formed")
	}
	a4, err2 := algebra.MulMatrix(a2, a2)
	if err2 != nil || !a4.Equal(got) {
		return decide.Undecided(kind, "A⁴ of A = %s is not the answer's matrix: not trusted as a refutation", a)
	}
	r := decide.Confirm(kind, "A⁴ = (A²)·(A²) = %s for A = %s (products over ℚ), equal entry by entry to the answer", a4, a)
	for i := range a4.Rows {
		for j := range a4.Cols {
			r.Evidence = append(r.Evidence, equal(fmt.Sprintf("(A²·A²)[%d,%d] against the answer's", i+1, j+1), dotExpr(a2.A[i], column(a2, j)), ratExpr(got.A[i][j])))
		}
	}
	return r
}
