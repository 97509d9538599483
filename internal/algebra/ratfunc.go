package algebra

import "math/big"

// RatFunc is num/den, both polynomials in one variable with rational
// coefficients; den collects every denominator met (none cancelled), so
// its roots are exactly the points outside the domain.
type RatFunc struct{ Num, Den Poly }

func PolyConst(r *big.Rat) Poly { return Trim(Poly{new(big.Rat).Set(r)}) }

func PolyAdd(a, b Poly, sub bool) Poly {
	n := max(len(a), len(b))
	out := make(Poly, n)
	for i := range out {
		out[i] = new(big.Rat)
		if i < len(a) {
			out[i].Add(out[i], a[i])
		}
		if i < len(b) {
			if sub {
				out[i].Sub(out[i], b[i])
			} else {
				out[i].Add(out[i], b[i])
			}
		}
	}
	return Trim(out)
}

func PolyMul(a, b Poly) Poly {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	out := make(Poly, len(a)+len(b)-1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for i, x := range a {
		for j, y := range b {
			out[i+j].Add(out[i+j], new(big.Rat).Mul(x, y))
		}
	}
	return Trim(out)
}
