package algebra

import "math/big"

// Issue 42: a rational expression in the two roots of a quadratic
// polynomial with rational coefficients, evaluated exactly. The roots of
// a·x² + b·x + c (a ≠ 0, discriminant d = b² − 4ac ≠ 0) are
// −b/(2a) ± √d/(2a): numbers P + Q·√d of the field ℚ(√d), imaginary
// when d < 0 (√d is then i·√|d|). When d is the square of a rational the
// roots are rational and the field is ℚ (Q = 0). Sums, products, integer
// powers and quotients are exact in the field: p + q√d is zero only when
// p = q = 0 (d not a square), so a quotient by it is defined otherwise.

// QuadNum is P + Q·√D in the field ℚ(√D) of one computation.
type QuadNum struct{ P, Q *big.Rat }

// QuadField is ℚ(√D): D is not the square of a rational, or D = 0 (the
// field ℚ, every Q zero).
type QuadField struct{ D *big.Rat }

// Bounds of an evaluation: past them the caller says undecided.
const (
	maxQuadPower = 64   // |exponent| of a root in one term
	maxQuadBits  = 4096 // bits of a numerator or denominator
)

// QuadPairRoots returns the field of p's roots and its two roots, the
// larger first when they are real (d > 0). ok is false when p is not of
// degree 2 or its roots coincide (d = 0).
func QuadPairRoots(p Poly) (f QuadField, r1, r2 QuadNum, ok bool) {
	p = Trim(p)
	if p.Deg() != 2 {
		return QuadField{}, QuadNum{}, QuadNum{}, false
	}
	a, b, c := p[2], p[1], p[0]
	d := new(big.Rat).Mul(b, b)
	d.Sub(d, new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(a, c)))
	if d.Sign() == 0 {
		return QuadField{}, QuadNum{}, QuadNum{}, false
	}
	twoA := new(big.Rat).Mul(big.NewRat(2, 1), a)
	mid := new(big.Rat).Quo(new(big.Rat).Neg(b), twoA)
	half := new(big.Rat).Quo(big.NewRat(1, 1), twoA)
	if half.Sign() < 0 {
		half.Neg(half) // the root with +|1/(2a)|·√d is the larger one when d > 0
	}
	if s, isSq := ratSqrt(d); isSq {
		w := new(big.Rat).Mul(s, half)
		zero := QuadField{D: new(big.Rat)}
		return zero, QuadNum{new(big.Rat).Add(mid, w), new(big.Rat)}, QuadNum{new(big.Rat).Sub(mid, w), new(big.Rat)}, true
	}
	f = QuadField{D: d}
	return f, QuadNum{new(big.Rat).Set(mid), new(big.Rat).Set(half)}, QuadNum{new(big.Rat).Set(mid), new(big.Rat).Neg(half)}, true
}

// ratSqrt is the rational square root of r when r is the square of a
// rational.
func ratSqrt(r *big.Rat) (*big.Rat, bool) {
	if r.Sign() < 0 {
		return nil, false
	}
	n, d := new(big.Int).Sqrt(r.Num()), new(big.Int).Sqrt(r.Denom())
	if new(big.Int).Mul(n, n).Cmp(r.Num()) != 0 || new(big.Int).Mul(d, d).Cmp(r.Denom()) != 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(n, d), true
}

// QuadRat is the rational r in the field.
func QuadRat(r *big.Rat) QuadNum { return QuadNum{new(big.Rat).Set(r), new(big.Rat)} }

// IsRational reports Q = 0.
func (x QuadNum) IsRational() bool { return x.Q.Sign() == 0 }

// Equal reports x = y.
func (x QuadNum) Equal(y QuadNum) bool { return x.P.Cmp(y.P) == 0 && x.Q.Cmp(y.Q) == 0 }

func (f QuadField) add(x, y QuadNum) QuadNum {
	return QuadNum{new(big.Rat).Add(x.P, y.P), new(big.Rat).Add(x.Q, y.Q)}
}

func (f QuadField) mul(x, y QuadNum) QuadNum {
	p := new(big.Rat).Mul(x.P, y.P)
	p.Add(p, new(big.Rat).Mul(new(big.Rat).Mul(x.Q, y.Q), f.D))
	q := new(big.Rat).Mul(x.P, y.Q)
	q.Add(q, new(big.Rat).Mul(x.Q, y.P))
	if f.D.Sign() == 0 {
		q.SetInt64(0)
	}
	return QuadNum{p, q}
}

// inv is 1/x; ok is false when x is zero.
func (f QuadField) inv(x QuadNum) (QuadNum, bool) {
	n := new(big.Rat).Mul(x.P, x.P)
	n.Sub(n, new(big.Rat).Mul(new(big.Rat).Mul(x.Q, x.Q), f.D))
	if n.Sign() == 0 {
		return QuadNum{}, false
	}
	return QuadNum{new(big.Rat).Quo(x.P, n), new(big.Rat).Quo(new(big.Rat).Neg(x.Q), n)}, true
}

func (f QuadField) pow(x QuadNum, k int) (QuadNum, bool) {
	if k < 0 {
		y, ok := f.inv(x)
		if !ok {
			return QuadNum{}, false
		}
		x, k = y, -k
	}
	out := QuadRat(big.NewRat(1, 1))
	for ; k > 0; k-- {
		out = f.mul(out, x)
		if quadBits(out) > maxQuadBits {
			return QuadNum{}, false
		}
	}
	return out, true
}

func quadBits(x QuadNum) int {
	return max(x.P.Num().BitLen(), x.P.Denom().BitLen(), x.Q.Num().BitLen(), x.Q.Denom().BitLen())
}

// at is the expansion l with each variable given its value; ok is false
// when a variable has no value, an exponent is not an integer of size at
// most maxQuadPower, a negative power is of zero, or the numbers grow past
// maxQuadBits.
func (f QuadField) at(l Laurent, vals map[string]QuadNum) (QuadNum, bool) {
	sum := QuadRat(new(big.Rat))
	for _, t := range l {
		term := QuadRat(t.C)
		for v, e := range t.Exps {
			x, known := vals[v]
			if !known || !e.IsInt() || e.Num().CmpAbs(big.NewInt(maxQuadPower)) > 0 {
				return QuadNum{}, false
			}
			y, ok := f.pow(x, int(e.Num().Int64()))
			if !ok {
				return QuadNum{}, false
			}
			term = f.mul(term, y)
		}
		sum = f.add(sum, term)
		if quadBits(sum) > maxQuadBits {
			return QuadNum{}, false
		}
	}
	return sum, true
}

// At is the quotient x = N/D with each variable given its value in the
// field; ok is false when D is zero there or at fails.
func (f QuadField) At(x LFrac, vals map[string]QuadNum) (QuadNum, bool) {
	n, ok := f.at(x.N, vals)
	if !ok {
		return QuadNum{}, false
	}
	d, ok := f.at(x.D, vals)
	if !ok {
		return QuadNum{}, false
	}
	di, ok := f.inv(d)
	if !ok {
		return QuadNum{}, false
	}
	return f.mul(n, di), true
}
