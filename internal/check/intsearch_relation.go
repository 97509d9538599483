package check

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 round 2: a relation between two formulas in the variable of an
// integer search, decided exactly for one candidate: each side evaluated
// as an integer (powers, factorials, gcd and lcm, exact quotients) or, if
// it is no integer, as a rational number; a side that is neither (a root,
// a division by zero) is an error, and the search is undecided.

// relationHolds decides Subj K Rhs at n = v.
func relationHolds(v *big.Int, c searchCond, name string, w *algebra.Work) (bool, error) {
	l, err := searchSideValue(c.Subj, name, v, w)
	if err != nil {
		return false, err
	}
	r, err := searchSideValue(c.Rhs, name, v, w)
	if err != nil {
		return false, err
	}
	k := l.Cmp(r)
	switch ast.RelOp(c.K) {
	case ast.Eq:
		return k == 0, nil
	case ast.Ne:
		return k != 0, nil
	case ast.Lt:
		return k < 0, nil
	case ast.Le:
		return k <= 0, nil
	case ast.Gt:
		return k > 0, nil
	case ast.Ge:
		return k >= 0, nil
	}
	return false, fmt.Errorf("the relation %d is not decided", c.K)
}

// searchSideValue is the exact value of one side at n = v.
func searchSideValue(e ast.Expr, name string, v *big.Int, w *algebra.Work) (*big.Rat, error) {
	s, err := algebra.SubstInt(e, name, v)
	if err != nil {
		return nil, err
	}
	x, err := algebra.IntValue(s)
	if err == nil {
		if err := w.Spend(x.BitLen() / 64); err != nil {
			return nil, err
		}
		return new(big.Rat).SetInt(x), nil
	}
	if !errors.Is(err, algebra.ErrNotInteger) {
		return nil, err
	}
	q, err := algebra.RatValue(s)
	if err != nil {
		return nil, err
	}
	if err := w.Spend((q.Num().BitLen() + q.Denom().BitLen()) / 64); err != nil {
		return nil, err
	}
	return q, nil
}

// relationText is the relation for a note: "gcd(n^3, n!) ≥ 100".
func relationText(c searchCond) string {
	ops := map[ast.RelOp]string{ast.Eq: "=", ast.Ne: "≠", ast.Lt: "<", ast.Le: "≤", ast.Gt: ">", ast.Ge: "≥"}
	return fmt.Sprintf("%s %s %s", statement.Clip(ast.Print(c.Subj), 30), ops[ast.RelOp(c.K)], statement.Clip(ast.Print(c.Rhs), 30))
}
