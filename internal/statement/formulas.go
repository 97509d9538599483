package statement

import (
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

func IsCalcNode(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Limit, *ast.Integral, *ast.Derivative:
		return true
	}
	return false
}

var (
	ConstNameRe = regexp.MustCompile(`^(C|c|C_\d+|const)$`)
	PrimeCallRe = regexp.MustCompile(`^[a-zA-Z]'+$`)
)

func ContainsName(vs []string, v string) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// StatesPositive returns the words by which the statement takes its
// variables positive (or non-negative), or "".
func (st *Statement) StatesPositive() string {
	for _, name := range []string{"positive", "nonnegative"} {
		if w, ok := st.Read.Has(CueRestrict, name); ok {
			return w
		}
	}
	return ""
}

// PrintedTolerance is half a unit in the last printed place of a rounded
// decimal answer (`0.98`, `-1.5`, `3.692 \times 10^{-7}`), with a relative
// margin of 1e-9 for the evaluation; ok is false when the answer is not a
// decimal with digits after the point.
func PrintedTolerance(e ast.Expr) (*big.Float, bool) {
	scale := 0
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.Neg || u.Op == ast.Plus) {
		e = u.X
	}
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.Mul {
		// a \times 10^{k}
		if p, ok := b.Y.(*ast.Binary); ok && p.Op == ast.Pow {
			if ten, ok := p.X.(*ast.Number); ok && ten.Int == "10" && ten.Frac == "" {
				k, ok := IntLiteral(p.Y)
				if !ok {
					return nil, false
				}
				scale = k
				e = b.X
			}
		}
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac == "" || n.Repeat != "" {
		return nil, false
	}
	d := len(n.Frac)
	tol := new(big.Float).SetPrec(algebra.PrecBits).SetFloat64(0.5)
	exp := scale - d
	ten := new(big.Float).SetPrec(algebra.PrecBits).SetInt64(10)
	for exp < 0 {
		tol.Quo(tol, ten)
		exp++
	}
	for exp > 0 {
		tol.Mul(tol, ten)
		exp--
	}
	tol.Mul(tol, new(big.Float).SetPrec(algebra.PrecBits).SetFloat64(1+1e-9))
	return tol, true
}

func IntLiteral(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		neg = true
		e = u.X
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 4 {
		return 0, false
	}
	k := 0
	for _, ch := range n.Int {
		k = k*10 + int(ch-'0')
	}
	if neg {
		k = -k
	}
	return k, true
}

func ContainsVar(e ast.Expr, name string) bool {
	for _, v := range pm.FreeVars(e) {
		if v == name {
			return true
		}
	}
	return false
}

func HasSubst(st *Statement, name string) bool {
	for _, s := range st.Substs {
		if s.Name == name {
			return true
		}
	}
	return false
}
