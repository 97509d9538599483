package forms

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// cmpRelation decides op between two exact values whose comparison is
// cmp; an operator it does not know is an error, never "false".
func CmpRelation(op ast.RelOp, cmp int) (bool, error) {
	switch op {
	case ast.Lt:
		return cmp < 0, nil
	case ast.Le:
		return cmp <= 0, nil
	case ast.Gt:
		return cmp > 0, nil
	case ast.Ge:
		return cmp >= 0, nil
	case ast.Eq:
		return cmp == 0, nil
	case ast.Ne:
		return cmp != 0, nil
	}
	return false, fmt.Errorf("the relation %s is not decided", op)
}

// ratFloor is ⌊q⌋.
func RatFloor(q *big.Rat) *big.Int {
	// Euclidean division by a positive denominator rounds down.
	return new(big.Int).Div(q.Num(), q.Denom())
}
