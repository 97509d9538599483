package linalg

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 5: matrix questions (statement.MatrixQuestion).

// checkMatrix is CheckMatrix on this package's checker.
func (c *checker) checkMatrix(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindValue
	asked := st.Targets
	var env map[string]mval
	sh, ok := st.MatrixQuestion()
	if !ok {
		sh2, defs, f, ok := st.MatrixGivenQuestion()
		if !ok {
			return decide.Result{}, false
		}
		sh, asked = sh2, []statement.Formula{f}
		var err error
		if env, err = c.matrixEnv(defs); err != nil {
			return decide.Undecided(kind, "the matrix question %q: %v", sh.Name, err), true
		}
	}
	want, how, err := c.matrixWanted(asked, sh, env)
	if err != nil {
		return decide.Undecided(kind, "the matrix question %q: %v", sh.Name, err), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the matrix question %q: the answer is not one matrix or number", sh.Name), true
	}
	ansE := a.Root
	if r, ok := ansE.(*ast.Rel); ok && len(r.Ops) == 1 && r.Ops[0] == ast.Eq && ast.Equal(r.Args[0], asked[0].E) {
		ansE = r.Args[1] // "|M| = 6": the question's formula, then its value
	}
	got, err := c.evalMatrix(ansE, a.Text.Math, nil)
	if err != nil {
		return decide.Undecided(kind, "the matrix question %q: the answer %s: %v", sh.Name, statement.Clip(a.Text.Math, 60), err), true
	}
	switch {
	case want.m != nil && got.m != nil:
		if want.m.Rows != got.m.Rows || want.m.Cols != got.m.Cols {
			return decide.Undecided(kind, "the matrix question %q: %s is %d×%d, the answer %d×%d", sh.Name, how, want.m.Rows, want.m.Cols, got.m.Rows, got.m.Cols), true
		}
		if want.m.Equal(got.m) {
			r := decide.Confirm(kind, "the matrix question %q: %s = %s, computed exactly over ℚ, equal entry by entry to the answer", sh.Name, how, want)
			r.Evidence = entriesEqual(how, want.m, got.m)
			return r, true
		}
		return matrixRefute(decide.Refute(kind, "the matrix question %q: %s = %s, computed exactly over ℚ; the answer is %s", sh.Name, how, want, got), asked[0].E, ansE), true
	case want.m == nil && got.m == nil:
		if want.s.Cmp(got.s) == 0 {
			r := decide.Confirm(kind, "the matrix question %q: %s = %s, computed exactly over ℚ, equal to the answer", sh.Name, how, want)
			r.Evidence = []decide.Comparison{equal(how+", exact values", ratExpr(want.s), ratExpr(got.s))}
			return r, true
		}
		return matrixRefute(decide.Refute(kind, "the matrix question %q: %s = %s, computed exactly over ℚ; the answer is %s", sh.Name, how, want, got), asked[0].E, ansE), true
	}
	return decide.Undecided(kind, "the matrix question %q: %s is %s, the answer %s (a matrix and a number)", sh.Name, how, want, got), true
}

// CheckMatrix checks the answer to a matrix question: the value of a
// matrix expression, an inverse (the zero matrix when there is none), a
// determinant, a dot or a cross product, all computed exactly over ℚ and
// compared entry by entry with the answer read the same way. ok is false
// when the statement is not a matrix question.
func CheckMatrix(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkMatrix(st, a)
}

// matrixWanted computes what the question asks, with a note of how.
func (c *checker) matrixWanted(asked []statement.Formula, sh statement.MatrixShape, env map[string]mval) (mval, string, error) {
	f := asked[0]
	e := f.E
	if fn, ok := e.(*ast.Func); ok && sh.Ask == statement.MatrixDet && fn.Name == ast.Abs && len(fn.Args) == 1 {
		e = fn.Args[0] // |M|: the determinant bars of the question
	}
	first, err := c.evalMatrix(e, f.Src, env)
	if err != nil {
		return mval{}, "", err
	}
	switch sh.Ask {
	case statement.MatrixValue:
		return first, "the expression " + statement.Clip(f.Src, 40), nil
	case statement.MatrixInverse, statement.MatrixDet:
		if first.m == nil || first.m.Rows != first.m.Cols {
			return mval{}, "", fmt.Errorf("%w: not a square matrix", algebra.ErrMatrixShape)
		}
		d, err := algebra.Det(first.m)
		if err != nil {
			return mval{}, "", err
		}
		if sh.Ask == statement.MatrixDet {
			return mval{s: d}, "the determinant (Gaussian elimination)", nil
		}
		inv, err := algebra.Inverse(first.m)
		if errors.Is(err, algebra.ErrSingular) && strings.Contains(sh.Name, "zero matrix") {
			zero, _ := algebra.NewMatrix(first.m.Rows, first.m.Cols)
			return mval{m: zero}, "the determinant is 0, so there is no inverse and the zero matrix is asked", nil
		}
		return mval{m: inv}, fmt.Sprintf("the determinant is %s and the inverse (Gauss–Jordan elimination)", d.RatString()), err
	}
	g := asked[1]
	second, err := c.evalMatrix(g.E, g.Src, env)
	if err != nil {
		return mval{}, "", err
	}
	if first.m == nil || second.m == nil {
		return mval{}, "", fmt.Errorf("%w: a product of vectors asked, a number given", algebra.ErrMatrixShape)
	}
	if sh.Ask == statement.MatrixProj {
		// proj_v u = (u·v / v·v) v
		uv, err1 := algebra.Dot(first.m, second.m)
		vv, err2 := algebra.Dot(second.m, second.m)
		if err := errors.Join(err1, err2); err != nil {
			return mval{}, "", err
		}
		if vv.Sign() == 0 {
			return mval{}, "", fmt.Errorf("the projection onto the zero vector")
		}
		m, err := algebra.ScaleMatrix(new(big.Rat).Quo(uv, vv), second.m)
		return mval{m: m}, fmt.Sprintf("the projection (u·v)/(v·v) v with u·v = %s, v·v = %s", uv.RatString(), vv.RatString()), err
	}
	if sh.Ask == statement.MatrixDot {
		d, err := algebra.Dot(first.m, second.m)
		return mval{s: d}, "the dot product", err
	}
	m, err := algebra.Cross(first.m, second.m)
	return mval{m: m}, "the cross product", err
}

// matrixEnv evaluates the named matrices of a question ("$\mathbf{A}^{-1}
// = M$" names the inverse of M A).
func (c *checker) matrixEnv(defs []statement.MatrixDef) (map[string]mval, error) {
	env := map[string]mval{}
	for _, d := range defs {
		if _, dup := env[d.Name]; dup {
			return nil, fmt.Errorf("%s is defined twice", d.Name)
		}
		v, err := c.matrixLiteral(d.Val, d.Src)
		if err != nil {
			return nil, err
		}
		if d.Inverse {
			inv, err := algebra.Inverse(v.m)
			if err != nil {
				return nil, fmt.Errorf("the inverse of %s is given as %s: %w", d.Name, v, err)
			}
			v = mval{m: inv}
		}
		env[d.Name] = v
	}
	return env, nil
}

// matrixRefute attaches the comparison a refutation rests on: the
// question's formula against the answer, computed exactly.
func matrixRefute(r decide.Result, question, answer ast.Expr) decide.Result {
	r.Evidence = []decide.Comparison{{What: "the matrix question's value, exactly over ℚ", Left: question, Right: answer, Points: []cas.Env{{}}, Want: record.WantEqual}}
	return r
}
