package forms

import (
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
)

// rootMatch decides whether the value v (exact, or known to lowDigits
// digits) is the isolated root r of p (p nil when not known), with need
// the digits a numerical equality must reach: same only when proven
// (exactly, or to need digits within the root's isolating interval and
// v's error), differ only when proven, else unsure.
func RootMatch(v cas.Value, r algebra.RealRoot, p algebra.Poly, need int) decide.CmpState {
	q, vExact := v.Exact()
	switch {
	case vExact && r.Exact != nil:
		if q.Cmp(r.Exact) == 0 {
			return decide.Same
		}
		return decide.Differ
	case vExact:
		if q.Cmp(r.Lo) <= 0 || q.Cmp(r.Hi) > 0 {
			return decide.Differ // the root lies in (Lo, Hi]
		}
		if p != nil {
			if p.Eval(q).Sign() == 0 {
				return decide.Same
			}
			return decide.Differ
		}
		return decide.Unsure
	}
	// v inexact: its error and the root's interval bound the distance.
	vf := v.Float(decide.PrecBits)
	scale := decide.BfAbs(vf)
	if scale.Cmp(decide.Bf(1)) < 0 {
		scale = decide.Bf(1)
	}
	tol := decide.TenPow(scale, -decide.LowDigits)
	var d *big.Float
	if r.Exact != nil {
		d = new(big.Float).SetPrec(decide.PrecBits).SetRat(r.Exact)
	} else {
		d = new(big.Float).SetPrec(decide.PrecBits).SetRat(r.Hi)
		tol.Add(tol, new(big.Float).SetPrec(decide.PrecBits).SetRat(new(big.Rat).Sub(r.Hi, r.Lo)))
	}
	d.Sub(d, vf)
	d.Abs(d)
	switch {
	case d.Cmp(new(big.Float).Mul(tol, decide.Bf(1000))) > 0:
		return decide.Differ
	case d.Cmp(new(big.Float).Mul(tol, decide.Bf(10))) > 0:
		return decide.Unsure
	}
	digits := 0
	if q, _ := new(big.Float).Quo(scale, tol).Float64(); q > 1 {
		digits = int(math.Floor(math.Log10(q)))
	}
	if digits < max(decide.MinEqualDigits, need) {
		return decide.Unsure
	}
	return decide.Same
}

// gAtRoot is g at one root of a condition: num/den at the algebraic point
// pt (den not vanishing there), or the rational val when known directly.
type GAtRoot struct {
	Pt       algebra.AlgPoint
	Num, Den algebra.Poly
	Val      *big.Rat
}

// rootWidth is the width of a critical point's isolating interval (0 when
// it is exact): a proven bound on the error of its approximation Hi.
func RootWidth(r algebra.RealRoot) *big.Float {
	if r.Exact != nil {
		return nil
	}
	w := new(big.Rat).Sub(r.Hi, r.Lo)
	return new(big.Float).SetPrec(decide.HiPrecBits).SetRat(w)
}

// narrowRoot bisects the isolating interval (Lo, Hi] of a root of p (its
// only root there) down to 2^-bits.
func NarrowRoot(p algebra.Poly, r algebra.RealRoot, bits uint) algebra.RealRoot {
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
