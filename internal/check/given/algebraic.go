package given

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Exact decisions at real algebraic points (docs/leg1-equality.md). A
// real algebraic number ξ is held as a polynomial P with rational
// coefficients and an interval (Lo, Hi] in which ξ is P's only root (its
// isolating interval from realRoots), or as a rational. Whether a
// polynomial N vanishes at ξ is decided exactly: the roots of gcd(N, P)
// are roots of P, so (Lo, Hi] holds one of them iff it holds ξ, and the
// Sturm count of gcd(N, P) there is 1 iff N(ξ) = 0. A rational function
// num/den (den(ξ) ≠ 0) equals a rational r at ξ iff num − r·den vanishes
// there. This decides, with rationals only, the value at an irrational
// critical point, at an irrational root of a condition, and whether a
// value is an isolated root.

// valueAtRationalRoots is g at the points pts when every point is
// rational and the evaluator gives g exactly and the same rational at
// each; ok is false otherwise.
func (c *checker) valueAtRationalRoots(g ast.Expr, pts []cas.Env) (cas.Value, bool) {
	var val *big.Rat
	for _, env := range pts {
		for _, x := range env {
			if !x.IsExact() {
				return cas.Value{}, false
			}
		}
		gv, err := c.Eval(g, env)
		if err != nil {
			return cas.Value{}, false
		}
		r, ok := gv.Exact()
		if !ok || val != nil && val.Cmp(r) != 0 {
			return cas.Value{}, false
		}
		val = r
	}
	if val == nil {
		return cas.Value{}, false
	}
	return cas.Rat(val), true
}
