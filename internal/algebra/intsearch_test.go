package algebra

import (
	"math/big"
	"testing"
)

// TestPrimeFactorization: trial division finds every prime factor; a
// cofactor past the trial bound is accepted only when decided prime.
func TestPrimeFactorization(t *testing.T) {
	w := &Work{Left: 1 << 30}
	f, err := Factorize(big.NewInt(3105), w)
	if err != nil || len(f) != 3 || f[0].P.Int64() != 3 || f[0].K != 3 || f[2].P.Int64() != 23 {
		t.Errorf("3105: %v %v", f, err)
	}
	// 2^61-1 is prime, past the trial bound squared.
	m61 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 61), big.NewInt(1))
	if f, err := Factorize(m61, w); err != nil || len(f) != 1 || f[0].P.Cmp(m61) != 0 {
		t.Errorf("2^61-1: %v %v", f, err)
	}
	// (2^61-1)^2 has no factor below the bound and is not prime.
	if _, err := Factorize(new(big.Int).Mul(m61, m61), w); err == nil {
		t.Errorf("(2^61-1)^2 factored without its factor")
	}
	if n, err := DivisorCount(big.NewInt(216), w); err != nil || n != 16 {
		t.Errorf("d(216) = %d, %v", n, err)
	}
	if p, err := SmallestPrimeFactor(big.NewInt(1821), false, w); err != nil || p.Int64() != 3 {
		t.Errorf("spf(1821) = %v, %v", p, err)
	}
	if p, err := SmallestPrimeFactor(big.NewInt(2*2*97), true, w); err != nil || p.Int64() != 97 {
		t.Errorf("odd spf(388) = %v, %v", p, err)
	}
	if _, err := Factorize(big.NewInt(999983*999979), &Work{Left: 10}); err == nil {
		t.Errorf("factorisation past its budget")
	}
}

// TestPerfectPowers: squares and cubes decided exactly.
func TestPerfectPowers(t *testing.T) {
	for _, c := range []struct {
		v    int64
		k    int
		want bool
	}{{144, 2, true}, {145, 2, false}, {-8, 3, true}, {-4, 2, false}, {4096, 3, true}, {4097, 3, false}, {0, 2, true}} {
		if got := IsPerfectPower(big.NewInt(c.v), c.k); got != c.want {
			t.Errorf("%d a %d-th power: %v", c.v, c.k, got)
		}
	}
}
