package cas

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestRootNewtonAgreesWithExpLn: the Newton k-th root (rootF) agrees with
// exp(ln x / k) (powF, which Root used before) to the last bits of the
// target precision, for x from 2^-300 to 2^300, k from 3 to 64 and the
// precisions leg 1 uses, and its k-th power gives x back.
func TestRootNewtonAgreesWithExpLn(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, p := range []uint{64, 192, 1024} {
		for range 150 {
			k := 3 + r.IntN(maxNewtonRoot-2)
			x := newF(p + guardBits).SetFloat64(0.5 + r.Float64())
			x.SetMantExp(x, r.IntN(601)-300)
			if r.IntN(4) == 0 { // an integer, as the corpora's roots mostly are
				x.SetInt64(int64(1 + r.IntN(100000)))
			}
			got := rootF(x, k, p)
			want, err := powF(x, newF(p+guardBits).Quo(fInt(p+guardBits, 1), fInt(p+guardBits, int64(k))), p)
			if err != nil {
				t.Fatal(err)
			}
			diff := newF(p).Sub(got, want)
			if diff.Sign() != 0 && diff.MantExp(nil) > want.MantExp(nil)-int(p)+2 {
				t.Errorf("p=%d k=%d x=%s: Newton %s, exp/ln %s", p, k, x.Text('g', 20), got.Text('g', 30), want.Text('g', 30))
			}
			back := newF(p + guardBits)
			powIntF(back, newF(p+guardBits).Set(got), k)
			rel := newF(p+guardBits).Sub(back, x)
			if rel.Sign() != 0 && rel.MantExp(nil) > x.MantExp(nil)-int(p)+8 {
				t.Errorf("p=%d k=%d x=%s: root^k = %s", p, k, x.Text('g', 20), back.Text('g', 30))
			}
		}
	}
	// Exact results stay exact where the binary value is: 2^(3k) to the
	// 1/k is 8.
	for k := 3; k <= 10; k++ {
		x := newF(192+guardBits).SetMantExp(big.NewFloat(1), 3*k)
		if got := rootF(x, k, 192); got.Cmp(big.NewFloat(8)) != 0 {
			t.Errorf("k=%d: %s, want 8", k, got.Text('g', 40))
		}
	}
}

// TestPowRatNewtonAgreesWithExpLn: a^(n/q) as the n-th power of a Newton
// root agrees with exp(n/q ln a) to the last bits of the context's
// precision, for rational and inexact bases and exponents n/q with q up to
// maxNewtonRoot and |n| up to maxNewtonPower.
func TestPowRatNewtonAgreesWithExpLn(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, c := range []*Context{New(), New().WithPrec(1024)} {
		p := c.prec()
		for range 300 {
			q := int64(2 + r.IntN(maxNewtonRoot-1))
			n := int64(r.IntN(2*maxNewtonPower+1) - maxNewtonPower)
			if n%q == 0 {
				n++
			}
			e := big.NewRat(n, q)
			a := Rat(big.NewRat(int64(1+r.IntN(1000)), int64(1+r.IntN(50))))
			if r.IntN(3) == 0 {
				a = floatV(newF(p).SetFloat64(0.01 + 3*r.Float64()))
			}
			got, err := c.powRat(a, e)
			if err != nil {
				continue // an exact root, or beyond the limits: not this path
			}
			want, err := powF(flLog(a, p+guardBits), newF(p+guardBits).SetRat(e), p)
			if err != nil {
				t.Fatal(err)
			}
			g := got.Float(p)
			diff := newF(p).Sub(g, want)
			if diff.Sign() != 0 && diff.MantExp(nil) > want.MantExp(nil)-int(p)+4 {
				t.Errorf("p=%d %s^(%s): Newton %s, exp/ln %s", p, a.Text(10), e.RatString(), g.Text('g', 30), want.Text('g', 30))
			}
		}
	}
}
