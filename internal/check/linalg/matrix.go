package linalg

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 5: matrices and vectors, exactly over ℚ.

// mval is the value of a matrix expression: a matrix or a scalar.
type mval struct {
	m *algebra.Matrix
	s *big.Rat
}

func (v mval) String() string {
	if v.m != nil {
		return v.m.String()
	}
	return v.s.RatString()
}

var errMatrixUnsupported = errors.New("only matrix and vector literals with rational entries, +, -, scalar multiples, products, integer powers, transposes, determinants, dot and cross products are evaluated")

// evalMatrix evaluates e (src: the source its spans refer to) exactly.
func (c *checker) evalMatrix(e ast.Expr, src string, env map[string]mval) (mval, error) {
	if err := c.Stopped(); err != nil {
		return mval{}, err
	}
	switch n := e.(type) {
	case *ast.Ident:
		if v, ok := env[n.Name]; ok {
			return v, nil
		}
	case *ast.Tuple:
		return c.matrixLiteral(n, src)
	case *ast.Unary:
		v, err := c.evalMatrix(n.X, src, env)
		if err != nil || n.Op == ast.Plus {
			return v, err
		}
		if n.Op == ast.Neg {
			return negMval(v)
		}
		return mval{}, errMatrixUnsupported
	case *ast.Func:
		if n.Name == ast.Other && n.Other == "det" && len(n.Args) == 1 {
			v, err := c.evalMatrix(n.Args[0], src, env)
			if err != nil {
				return v, err
			}
			if v.m == nil {
				return mval{}, errMatrixUnsupported
			}
			d, err := algebra.Det(v.m)
			return mval{s: d}, err
		}
	case *ast.Binary:
		return c.matrixBinary(n, src, env)
	}
	if hasTuple(e) {
		return mval{}, errMatrixUnsupported
	}
	v, err := c.Eval(e, cas.Env{})
	if err != nil {
		return mval{}, err
	}
	r, ok := v.Exact()
	if !ok {
		return mval{}, fmt.Errorf("%s is not a rational number", statement.Clip(ast.Print(e), 30))
	}
	return mval{s: r}, nil
}

func hasTuple(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if _, ok := x.(*ast.Tuple); ok {
			found = true
		}
		if f, ok := x.(*ast.Func); ok && f.Name == ast.Other && f.Other == "det" {
			found = true
		}
		return !found
	})
	return found
}

func negMval(v mval) (mval, error) {
	if v.m != nil {
		m, err := algebra.ScaleMatrix(big.NewRat(-1, 1), v.m)
		return mval{m: m}, err
	}
	return mval{s: new(big.Rat).Neg(v.s)}, nil
}

// matrixLiteral reads a matrix written as one, each entry a rational.
func (c *checker) matrixLiteral(tp *ast.Tuple, src string) (mval, error) {
	rows, ok := statement.MatrixLiteral(tp, src)
	if !ok {
		return mval{}, fmt.Errorf("the tuple %s is not written as a matrix", statement.Clip(ast.Print(tp), 30))
	}
	m, err := algebra.NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		return mval{}, err
	}
	for i, row := range rows {
		for j, x := range row {
			v, err := c.evalMatrix(x, src, nil)
			if err != nil {
				return mval{}, err
			}
			if v.s == nil {
				return mval{}, errMatrixUnsupported
			}
			m.A[i][j].Set(v.s)
		}
	}
	return mval{m: m}, nil
}

// matrixBinary is a sum, difference, product, quotient by a scalar or
// power.
func (c *checker) matrixBinary(n *ast.Binary, src string, env map[string]mval) (mval, error) {
	if n.Op == ast.Pow {
		return c.matrixPow(n, src, env)
	}
	a, err := c.evalMatrix(n.X, src, env)
	if err != nil {
		return a, err
	}
	b, err := c.evalMatrix(n.Y, src, env)
	if err != nil {
		return b, err
	}
	switch n.Op {
	case ast.Add, ast.Sub:
		sign := 1
		if n.Op == ast.Sub {
			sign = -1
		}
		switch {
		case a.m != nil && b.m != nil:
			m, err := algebra.AddMatrix(a.m, b.m, sign)
			return mval{m: m}, err
		case a.m == nil && b.m == nil:
			if sign < 0 {
				return mval{s: new(big.Rat).Sub(a.s, b.s)}, nil
			}
			return mval{s: new(big.Rat).Add(a.s, b.s)}, nil
		}
		return mval{}, fmt.Errorf("%w: a matrix and a number added", algebra.ErrMatrixShape)
	case ast.Mul:
		return mulMval(a, b, n.Form)
	case ast.Div:
		if b.m != nil || b.s.Sign() == 0 {
			return mval{}, errMatrixUnsupported
		}
		inv := new(big.Rat).Inv(b.s)
		if a.m != nil {
			m, err := algebra.ScaleMatrix(inv, a.m)
			return mval{m: m}, err
		}
		return mval{s: new(big.Rat).Mul(a.s, inv)}, nil
	}
	return mval{}, errMatrixUnsupported
}

// mulMval is a product: of numbers, a number and a matrix, two matrices;
// `\cdot` between two vectors of one length is their dot product and
// `\times` between two 3-vectors their cross product.
func mulMval(a, b mval, form ast.Form) (mval, error) {
	switch {
	case a.m == nil && b.m == nil:
		return mval{s: new(big.Rat).Mul(a.s, b.s)}, nil
	case a.m == nil || b.m == nil:
		if form == ast.FormTimes {
			return mval{}, errMatrixUnsupported
		}
		k, m := a.s, b.m
		if a.m != nil {
			k, m = b.s, a.m
		}
		out, err := algebra.ScaleMatrix(k, m)
		return mval{m: out}, err
	}
	vectors := (a.m.Cols == 1 || a.m.Rows == 1) && (b.m.Cols == 1 || b.m.Rows == 1)
	switch {
	case form == ast.FormCdot && vectors && a.m.Rows == b.m.Rows && a.m.Cols == b.m.Cols:
		d, err := algebra.Dot(a.m, b.m)
		return mval{s: d}, err
	case form == ast.FormTimes:
		if !vectors || a.m.Rows != b.m.Rows || a.m.Cols != b.m.Cols {
			return mval{}, errMatrixUnsupported
		}
		m, err := algebra.Cross(a.m, b.m)
		return mval{m: m}, err
	}
	m, err := algebra.MulMatrix(a.m, b.m)
	return mval{m: m}, err
}

// matrixPow is M^k (k an integer literal, negative: the inverse's power),
// Mᵀ (M^T) or a power of a number.
func (c *checker) matrixPow(n *ast.Binary, src string, env map[string]mval) (mval, error) {
	base, err := c.evalMatrix(n.X, src, env)
	if err != nil {
		return base, err
	}
	if id, ok := n.Y.(*ast.Ident); ok && id.Name == "T" && base.m != nil {
		return mval{m: algebra.Transpose(base.m)}, nil
	}
	if hasTuple(n.Y) {
		return mval{}, errMatrixUnsupported
	}
	ev, err := c.Eval(n.Y, cas.Env{})
	if err != nil {
		return mval{}, err
	}
	r, ok := ev.Exact()
	if !ok || !r.IsInt() || !r.Num().IsInt64() {
		return mval{}, errMatrixUnsupported
	}
	k := r.Num().Int64()
	if base.m == nil {
		v, err := c.Eval(n, cas.Env{})
		if err != nil {
			return mval{}, err
		}
		s, ok := v.Exact()
		if !ok {
			return mval{}, errMatrixUnsupported
		}
		return mval{s: s}, nil
	}
	stop := func() error {
		if err := c.Stopped(); err != nil {
			return err
		}
		return nil
	}
	m, err := algebra.PowMatrix(base.m, k, stop)
	return mval{m: m}, err
}

// ClosedEqual compares two closed members of an answer's chain that hold
// matrix or vector literals (hasTuple), exactly over ℚ: decided is false
// when either cannot be evaluated (a name, an irrational entry) or the two
// are not of comparable shapes.
func ClosedEqual(c *decide.Checker, a, b ast.Expr, src string) (equal, decided bool) {
	if !hasTuple(a) && !hasTuple(b) {
		return false, false
	}
	k := &checker{c}
	va, err := k.evalMatrix(a, src, nil)
	if err != nil {
		return false, false
	}
	vb, err := k.evalMatrix(b, src, nil)
	if err != nil {
		return false, false
	}
	same, comparable := mvalEqual(va, vb)
	return same, comparable
}
