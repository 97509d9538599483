package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 5: matrices and vectors.

// MatrixAsk is what a matrix question asks.
type MatrixAsk int

const (
	MatrixNone    MatrixAsk = iota
	MatrixValue             // "Compute $M$.": the value of a matrix expression
	MatrixInverse           // "Find the inverse of the matrix $M$. If the inverse does not exist, then enter the zero matrix."
	MatrixDot               // "Find the dot product of $u$ and $v$."
	MatrixCross             // "Find the cross product of $u$ and $v$."
	MatrixDet               // "Find the determinant of the matrix $M$."
	MatrixProj              // "Find the projection of the vector $u$ onto the vector $v$."
)

// MatrixShape is a matched matrix question.
type MatrixShape struct {
	Ask  MatrixAsk
	Name string // the shape, as a reviewer reads it
	Args int    // the number of formulas
}

// matrixShapes are the whole-prose shapes of the matrix questions, over
// NormalShapeProse.
var matrixShapes = []struct {
	re *regexp.Regexp
	sh MatrixShape
}{
	{regexp.MustCompile(`^(compute|find|evaluate|calculate|simplify):? \$[.]?$`), MatrixShape{MatrixValue, "Compute $M$.", 1}},
	{regexp.MustCompile(`^find the inverse of the matrix \$[.]? if the inverse does not exist, then enter the zero matrix[.]?$`), MatrixShape{MatrixInverse, "Find the inverse of the matrix $M$. If the inverse does not exist, then enter the zero matrix.", 1}},
	{regexp.MustCompile(`^find the dot product of \$ and \$[.]?$`), MatrixShape{MatrixDot, "Find the dot product of $u$ and $v$.", 2}},
	{regexp.MustCompile(`^find the cross product of \$ and \$[.]?$`), MatrixShape{MatrixCross, "Find the cross product of $u$ and $v$.", 2}},
	{regexp.MustCompile(`^find the determinant of the matrix \$[.]?$`), MatrixShape{MatrixDet, "Find the determinant of the matrix $M$.", 1}},
	{regexp.MustCompile(`^find the projection of the vector \$ onto the vector \$[.]?$`), MatrixShape{MatrixProj, "Find the projection of the vector $u$ onto the vector $v$.", 2}},
	{regexp.MustCompile(`^find the following determinant by expanding along the (first|second|third|fourth) (row|column) and (the )?(first|second|third|fourth) (row|column)[.]? \$[.]?$`), MatrixShape{MatrixDet, "Find the following determinant by expanding along a row and a column: $M$.", 1}},
	{regexp.MustCompile(`^find the determinant using row operations to first simplify[.]? \$[.]?$`), MatrixShape{MatrixDet, "Find the determinant using row operations to first simplify: $M$.", 1}},
}

// MatrixQuestion returns the matrix question the whole prose asks, when
// the statement is exactly one of the shapes, its formulas are all targets
// (no condition, substitution or membership) and the first uses a matrix
// written as one (MatrixLiteral) or a determinant bar.
func (st *Statement) MatrixQuestion() (MatrixShape, bool) {
	if len(st.Conds) != 0 || len(st.Substs) != 0 || len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return MatrixShape{}, false
	}
	prose := NormalShapeProse(st.Prose)
	for _, d := range matrixShapes {
		if !d.re.MatchString(prose) || len(st.Targets) != d.sh.Args {
			continue
		}
		if !hasMatrix(st.Targets[0]) {
			return MatrixShape{}, false
		}
		return d.sh, true
	}
	return MatrixShape{}, false
}

// hasMatrix reports whether the formula holds a matrix literal or a
// determinant.
func hasMatrix(f Formula) bool {
	found := false
	ast.Inspect(f.E, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Tuple:
			if _, ok := MatrixLiteral(n, f.Src); ok {
				found = true
			}
		case *ast.Func:
			if n.Name == ast.Other && n.Other == "det" {
				found = true
			}
		}
		return !found
	})
	return found
}

// MatrixLiteral reads a tuple written as a matrix environment (pmatrix,
// bmatrix, array, ...; src is the formula source its span refers to) as
// its rows of entries. A flat tuple is a column when the environment
// separates its entries by \\ and a row when by &. ok is false for a
// tuple not written as a matrix, rows of different lengths, or an entry
// that is itself a tuple.
func MatrixLiteral(tp *ast.Tuple, src string) ([][]ast.Expr, bool) {
	from, to := int(tp.Span.From), int(tp.Span.To)
	if from < 0 || to > len(src) || from >= to {
		return nil, false
	}
	text := src[from:to]
	if !strings.HasPrefix(strings.TrimSpace(text), `\begin{`) {
		return nil, false
	}
	nested := 0
	for _, it := range tp.Items {
		if _, ok := it.(*ast.Tuple); ok {
			nested++
		}
	}
	switch {
	case nested == 0:
		column, row := strings.Contains(text, `\\`), strings.Contains(text, "&")
		if column == row {
			return nil, false
		}
		if row {
			return [][]ast.Expr{tp.Items}, true
		}
		rows := make([][]ast.Expr, len(tp.Items))
		for i, it := range tp.Items {
			rows[i] = []ast.Expr{it}
		}
		return rows, true
	case nested == len(tp.Items):
		var rows [][]ast.Expr
		for _, it := range tp.Items {
			r := it.(*ast.Tuple).Items
			if len(r) != len(tp.Items[0].(*ast.Tuple).Items) {
				return nil, false
			}
			for _, x := range r {
				if _, ok := x.(*ast.Tuple); ok {
					return nil, false
				}
			}
			rows = append(rows, r)
		}
		return rows, true
	}
	return nil, false
}

// MatrixDef is a matrix given a name: "$\mathbf{A} = M$" (Inverse false)
// or "$\mathbf{A}^{-1} = M$" (Inverse true).
type MatrixDef struct {
	Name    string
	Inverse bool
	Val     *ast.Tuple
	Src     string // the source Val's span refers to
}

// matrixGivenShapes are the shapes of a question on named matrices: the
// definitions first, then what is asked of one formula.
var matrixGivenShapes = []struct {
	re *regexp.Regexp
	sh MatrixShape
}{
	{regexp.MustCompile(`^(let|given|for|if) \$( and \$)*[.,]? (then )?(compute|find|evaluate) \$[.]?$`), MatrixShape{MatrixValue, "Let $A = M$. Compute $F$.", 1}},
	{regexp.MustCompile(`^(let|given|for|if) \$( and \$)*[.,]? (then )?find the inverse of \$[.]?$`), MatrixShape{MatrixInverse, "If $A = M$, then find the inverse of $F$.", 1}},
}

// MatrixGivenQuestion reads a question on named matrices ("Let $\mathbf{A}
// = M$. Compute $\mathbf{A}^{100}$."): the whole prose is one of the
// shapes, every formula but the last defines a name as a matrix literal,
// and the last is the formula asked. ok is false otherwise.
func (st *Statement) MatrixGivenQuestion() (MatrixShape, []MatrixDef, Formula, bool) {
	if len(st.Conds) != 0 || len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return MatrixShape{}, nil, Formula{}, false
	}
	prose := NormalShapeProse(st.Prose)
	var sh MatrixShape
	found := false
	for _, d := range matrixGivenShapes {
		if d.re.MatchString(prose) {
			sh, found = d.sh, true
			break
		}
	}
	if !found || len(st.Targets) == 0 {
		return MatrixShape{}, nil, Formula{}, false
	}
	var defs []MatrixDef
	for _, s := range st.Substs {
		tp, ok := s.Val.(*ast.Tuple)
		if !ok {
			return MatrixShape{}, nil, Formula{}, false
		}
		defs = append(defs, MatrixDef{Name: s.Name, Val: tp, Src: s.Src})
	}
	asked := st.Targets[len(st.Targets)-1]
	for _, t := range st.Targets[:len(st.Targets)-1] {
		d, ok := matrixDef(t)
		if !ok {
			return MatrixShape{}, nil, Formula{}, false
		}
		defs = append(defs, d)
	}
	if len(defs) == 0 || strings.Count(prose, "$") != len(defs)+1 {
		return MatrixShape{}, nil, Formula{}, false
	}
	for _, d := range defs {
		if _, ok := MatrixLiteral(d.Val, d.Src); !ok {
			return MatrixShape{}, nil, Formula{}, false
		}
	}
	if _, isRel := asked.E.(*ast.Rel); isRel {
		return MatrixShape{}, nil, Formula{}, false
	}
	return sh, defs, asked, true
}

// matrixDef reads "A = M" or "A^{-1} = M".
func matrixDef(f Formula) (MatrixDef, bool) {
	r, ok := f.E.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return MatrixDef{}, false
	}
	tp, ok := r.Args[1].(*ast.Tuple)
	if !ok {
		return MatrixDef{}, false
	}
	switch l := r.Args[0].(type) {
	case *ast.Ident:
		return MatrixDef{Name: l.Name, Val: tp, Src: f.Src}, true
	case *ast.Binary:
		id, isID := l.X.(*ast.Ident)
		if l.Op == ast.Pow && isID && ast.Print(l.Y) == "-1" {
			return MatrixDef{Name: id.Name, Inverse: true, Val: tp, Src: f.Src}, true
		}
	}
	return MatrixDef{}, false
}
