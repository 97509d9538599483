package statement

import (
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42 (MATH Precalculus): determinants written as vmatrix whose
// entries hold letters, read from two whole-statement shapes:
//
//	Evaluate / Compute / Find $\begin{vmatrix} … \end{vmatrix}$.
//	If / Given (that) $\begin{vmatrix} … \end{vmatrix} = k,$ (then) find $\begin{vmatrix} … \end{vmatrix}$.
//
// k a number. Every word of the prose belongs to the shape; the formulas
// are exactly the determinants (and the equation) the shape names.

// DeterminantQuestion is a determinant question read from its shape.
type DeterminantQuestion struct {
	Rows      [][]ast.Expr // the determinant asked
	GivenRows [][]ast.Expr // the determinant given ("If … = k"), nil when none
	Given     ast.Expr     // k
}

var (
	detEvalRe  = regexp.MustCompile(`^(evaluate|compute|find):? \$[.]?$`)
	detGivenRe = regexp.MustCompile(`^(if|given|given that) \$,? (then )?find \$[.]?$`)
)

// ReadDeterminantQuestion reads a determinant question; ok is false when
// the statement is not exactly one of the shapes.
func ReadDeterminantQuestion(problem string) (DeterminantQuestion, bool) {
	norm, srcs := ShapeProse(problem, " .,;?")
	var q DeterminantQuestion
	switch {
	case detEvalRe.MatchString(norm) && len(srcs) == 1:
		rows, ok := vmatrixRows(srcs[0])
		if !ok {
			return q, false
		}
		q.Rows = rows
	case detGivenRe.MatchString(norm) && len(srcs) == 2:
		e, err := latex.ParseExpr(srcs[0])
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq || len(pm.FreeVars(r.Args[1])) != 0 {
			return q, false
		}
		given, ok := detRows(r.Args[0])
		if !ok {
			return q, false
		}
		rows, ok := vmatrixRows(srcs[1])
		if !ok {
			return q, false
		}
		q.Rows, q.GivenRows, q.Given = rows, given, r.Args[1]
	default:
		return q, false
	}
	return q, true
}

// vmatrixRows parses one formula that is a vmatrix alone.
func vmatrixRows(src string) ([][]ast.Expr, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	return detRows(e)
}

// detRows returns the rows of a vmatrix (Func "det" of a tuple of n row
// tuples of n entries, 2 ≤ n ≤ 4).
func detRows(e ast.Expr) ([][]ast.Expr, bool) {
	f, ok := e.(*ast.Func)
	if !ok || f.Name != ast.Other || f.Other != "det" || len(f.Args) != 1 {
		return nil, false
	}
	t, ok := f.Args[0].(*ast.Tuple)
	if !ok || len(t.Items) < 2 || len(t.Items) > 4 {
		return nil, false
	}
	var rows [][]ast.Expr
	for _, it := range t.Items {
		r, ok := it.(*ast.Tuple)
		if !ok || len(r.Items) != len(t.Items) {
			return nil, false
		}
		for _, x := range r.Items {
			if _, nested := x.(*ast.Tuple); nested {
				return nil, false
			}
		}
		rows = append(rows, r.Items)
	}
	return rows, true
}
