package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
)

// maxDenominator bounds the fractions recomputedText recognises.
const maxDenominator = 1_000_000

// recomputedText writes a recomputed value as the gold answer a corrected
// row would carry: an exact rational as an integer or \frac{p}{q}; an
// inexact value that agrees with a fraction of denominator at most
// maxDenominator to 30 significant digits as that fraction (a quadrature
// that gives 10.666…667 for 32/3); anything else as a 25-digit decimal.
// The gold is checked again by both engines before a row is corrected.
func RecomputedText(v cas.Value) string {
	if r, ok := v.Exact(); ok && len(r.RatString()) <= 40 {
		return ratLaTeX(r)
	}
	f := v.Float(PrecBits)
	if r, ok := nearFraction(f); ok {
		return ratLaTeX(r)
	}
	return v.Text(25)
}

// nearFraction finds, by continued fractions, the fraction of smallest
// denominator (at most maxDenominator) within 1e-30 relative of f.
func nearFraction(f *big.Float) (*big.Rat, bool) {
	if f.IsInf() {
		return nil, false
	}
	x := new(big.Float).SetPrec(PrecBits).Set(f)
	tol := new(big.Float).SetPrec(PrecBits).Abs(f)
	if tol.Cmp(Bf(1)) < 0 {
		tol = Bf(1)
	}
	tol.Mul(tol, Bf(1e-30))
	// Convergents h/k of the continued fraction of f.
	h0, h1 := big.NewInt(1), new(big.Int)
	k0, k1 := new(big.Int), big.NewInt(1)
	rest := new(big.Float).SetPrec(PrecBits).Set(x)
	for i := 0; i < 64; i++ {
		a, _ := new(big.Float).SetPrec(PrecBits).Set(rest).Int(nil)
		if rest.Sign() < 0 && new(big.Float).SetInt(a).Cmp(rest) != 0 {
			a.Sub(a, big.NewInt(1)) // floor for negatives
		}
		h := new(big.Int).Add(new(big.Int).Mul(a, h0), h1)
		k := new(big.Int).Add(new(big.Int).Mul(a, k0), k1)
		h0, h1, k0, k1 = h, h0, k, k0
		if k0.Cmp(big.NewInt(maxDenominator)) > 0 {
			return nil, false
		}
		r := new(big.Rat).SetFrac(h0, k0)
		d := new(big.Float).SetPrec(PrecBits).SetRat(r)
		d.Sub(d, x)
		if d.Abs(d).Cmp(tol) <= 0 {
			return r, true
		}
		frac := new(big.Float).SetPrec(PrecBits).Sub(rest, new(big.Float).SetInt(a))
		if frac.Sign() == 0 {
			return nil, false
		}
		rest.Quo(Bf(1), frac)
	}
	return nil, false
}

// ratLaTeX writes r as an integer or \frac{p}{q}, with a leading minus.
func ratLaTeX(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	num := new(big.Int).Abs(r.Num())
	sign := ""
	if r.Sign() < 0 {
		sign = "-"
	}
	return sign + `\frac{` + num.String() + "}{" + r.Denom().String() + "}"
}
