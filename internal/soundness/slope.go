package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/slope"

	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (CollegeMath): mutations of a coordinate fixed by the slope
// through two points (slope.ReadUnknown). The condition is
// linear in the unknown with one solution, so any other number is a
// different answer: the mutants are the coordinate solved with the slope
// negated and with the slope inverted (rise and run swapped), the two
// slips of the formula.

// SlopeSlip is the mutation type of a coordinate fixed by a slope.
const SlopeSlip = "slope-slip" // v solved with -m and with 1/m

// slopeSlip adds the slope-slip mutants of a rational answer.
func (g *gen) slopeSlip(problem string) {
	su, ok := slope.ReadUnknown(problem)
	if !ok {
		return
	}
	rat := func(e ast.Expr) (*big.Rat, bool) {
		return g.exactValue(e)
	}
	ans, ok := rat(g.root)
	if !ok {
		return
	}
	m, ok := rat(su.Slope)
	if !ok || m.Sign() == 0 {
		return
	}
	var p [2][2]*big.Rat
	for i := range 2 {
		for j := range 2 {
			if [2]int{i, j} == su.At {
				continue
			}
			if p[i][j], ok = rat(su.Pts[i][j]); !ok {
				return
			}
		}
	}
	for _, slip := range []*big.Rat{new(big.Rat).Neg(m), new(big.Rat).Inv(m)} {
		if v, ok := slopeCoordinate(p, su.At, slip); ok && v.Cmp(ans) != 0 {
			g.emit(SlopeSlip, algebra.RatExpr(v))
		}
	}
}

// slopeCoordinate solves y₂ − y₁ = m(x₂ − x₁) for the missing coordinate
// at (point, coordinate); ok is false for an abscissa with m = 0.
func slopeCoordinate(p [2][2]*big.Rat, at [2]int, m *big.Rat) (*big.Rat, bool) {
	i, j := at[0], at[1]
	o := p[1-i]
	if j == 1 {
		return new(big.Rat).Sub(o[1], new(big.Rat).Mul(m, new(big.Rat).Sub(o[0], p[i][0]))), true
	}
	if m.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).Sub(o[0], new(big.Rat).Quo(new(big.Rat).Sub(o[1], p[i][1]), m)), true
}
