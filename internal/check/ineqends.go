package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// An end of a claimed solution set that is not rational (√2, log_2 3, a
// long decimal) is placed among the critical points of a rational
// inequality by the one decision of equality: the critical point is
// known within its isolating interval (Lo, Hi], a proven bound, and the
// end to the evaluator's precision; equal needs the digits the end itself
// asks for (answerDigits). An end too close to a critical point to tell
// at precBits is re-decided at hiPrecBits, the critical point narrowed to
// 2^-hiRootBits and the end evaluated at 1024 bits.

// hiRootBits is how narrow the re-check makes an irrational critical
// point (≈ 290 digits).
const hiRootBits = 965

// locateEnd locates the inexact end v (of the answer's expression e)
// among the critical points: root ≥ 0 when it is one, else the piece it
// lies in; why is set when the decision is too close to call.
func (c *checker) locateEnd(sol *ineqSolution, e ast.Expr, v cas.Value) (root, piece int, why string) {
	demand := c.answerDemand(e)
	below := 0
	for k, r := range sol.roots {
		eq := decideValues(algebra.RootValue(r), rootWidth(r), v, demand)
		// v - r: decided by the precision that told them apart (the
		// critical point is within its bound of its approximation).
		above := v.Float(precBits).Cmp(r.Approx()) > 0
		if eq.state == unsure {
			eq, above = c.hiEnd(sol.sqf, r, e, demand)
		}
		switch eq.state {
		case same:
			return k, -1, ""
		case unsure:
			return -1, -1, fmt.Sprintf("the end %s of the answer against the critical point %s: %s", statement.Clip(ast.Print(e), 30), r.String(), eq.why)
		}
		if above {
			below++
		}
	}
	return -1, below, ""
}

// hiEnd re-decides an end against the critical point r of p at
// hiPrecBits; above says the end is above r (meaningful when they
// differ).
func (c *checker) hiEnd(p algebra.Poly, r algebra.RealRoot, e ast.Expr, demand int) (eq equality, above bool) {
	out := equality{state: unsure, demand: demand}
	need := max(minEqualDigits, demand+equalGuard)
	if need > hiDigits {
		out.why = fmt.Sprintf("the answer asks for %d digits, more than leg 1 computes (%d)", demand, hiDigits-equalGuard)
		return out, false
	}
	hv, err := c.hiChecker().eval(e, nil)
	if err != nil {
		out.why = fmt.Sprintf("the end cannot be evaluated at %d bits: %v", hiPrecBits, err)
		return out, false
	}
	if r.Exact == nil {
		r = narrowRoot(p, r, hiRootBits)
	}
	rv := cas.Rat(r.Hi)
	if r.Exact != nil {
		rv = cas.Rat(r.Exact)
	}
	above = hv.Float(hiPrecBits).Cmp(rv.Float(hiPrecBits)) > 0
	return numericCore(out, rv, hv, valueBounds{errFound: rootWidth(r), ansDigits: hiDigits, demand: demand, proven: true}, hiPrecBits, need), above
}

// rootWidth is the width of a critical point's isolating interval (0 when
// it is exact): a proven bound on the error of its approximation Hi.
func rootWidth(r algebra.RealRoot) *big.Float {
	if r.Exact != nil {
		return nil
	}
	w := new(big.Rat).Sub(r.Hi, r.Lo)
	return new(big.Float).SetPrec(hiPrecBits).SetRat(w)
}

// narrowRoot bisects the isolating interval (Lo, Hi] of a root of p (its
// only root there) down to 2^-bits.
func narrowRoot(p algebra.Poly, r algebra.RealRoot, bits uint) algebra.RealRoot {
	lo, hi := new(big.Rat).Set(r.Lo), new(big.Rat).Set(r.Hi)
	sg := algebra.NewSigner(p)
	sHi := sg.Sign(hi)
	if sHi == 0 {
		return algebra.RealRoot{Exact: hi}
	}
	width := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), bits))
	half := big.NewRat(1, 2)
	for i := 0; i < 2000 && new(big.Rat).Sub(hi, lo).Cmp(width) > 0; i++ {
		mid := new(big.Rat).Add(lo, hi)
		mid.Mul(mid, half)
		switch s := sg.Sign(mid); {
		case s == 0:
			return algebra.RealRoot{Exact: mid}
		case s == sHi:
			hi = mid
		default:
			lo = mid
		}
	}
	return algebra.RealRoot{Lo: lo, Hi: hi}
}
