package answer

import (
	"math"
	"math/big"
	"testing"
)

func fam(x float64) *big.Float { return new(big.Float).SetPrec(FamilyPrec).SetFloat64(x) }

// piTimes is r·π at full precision (π to 60 digits), r given as a float64
// that is exact or a fraction written as r = n/d with n/d exact below.
func piTimes(r float64) *big.Float {
	pi, _ := new(big.Float).SetPrec(FamilyPrec).SetString("3.14159265358979323846264338327950288419716939937510582097494")
	// r is one of k/6 or k/3 (k an integer) or exact: rebuild it exactly.
	for _, d := range []int64{1, 2, 3, 6} {
		n := math.Round(r * float64(d))
		if math.Abs(n/float64(d)-r) < 1e-12 {
			q := new(big.Float).SetPrec(FamilyPrec).SetRat(big.NewRat(int64(n), d))
			return pi.Mul(pi, q)
		}
	}
	return pi.Mul(pi, fam(r))
}

func TestDecompose(t *testing.T) {
	// (-1)^k π/6 + πk: period 2 in k, two progressions of step 2π.
	ps, ok := Decompose(func(k int64) (*big.Float, bool) {
		sign := 1.0
		if k%2 != 0 {
			sign = -1
		}
		return new(big.Float).Add(piTimes(sign/6), piTimes(float64(k))), true
	})
	if !ok || len(ps) != 2 || !Near(ps[0].Step, piTimes(2)) || !Near(ps[1].Step, piTimes(2)) {
		t.Fatalf("(-1)^k π/6 + πk: %v %v", ps, ok)
	}
	if _, ok := Decompose(func(k int64) (*big.Float, bool) { return fam(float64(k * k)), true }); ok {
		t.Error("k² is not a union of progressions")
	}
	if _, ok := Decompose(func(k int64) (*big.Float, bool) { return nil, k != 3 }); ok {
		t.Error("a family without a value at k=3 was read")
	}
}

func TestResidues(t *testing.T) {
	twoPi := piTimes(2)
	// π/3 + 4πk/3 modulo 2π: the step is 2/3 of the period, so the
	// family covers three residues, π/3, π and 5π/3.
	rs, ok := Residues([]Progression{{Step: piTimes(4.0 / 3), Start: piTimes(1.0 / 3)}}, twoPi)
	if !ok || len(rs) != 3 || !Near(rs[0], piTimes(1.0/3)) || !Near(rs[1], piTimes(1)) || !Near(rs[2], piTimes(5.0/3)) {
		t.Errorf("π/3 + 4πk/3 mod 2π: %v %v", rs, ok)
	}
	// πk/2 modulo 2π: four residues.
	if rs, ok := Residues([]Progression{{Step: piTimes(0.5), Start: fam(0)}}, twoPi); !ok || len(rs) != 4 {
		t.Errorf("πk/2 mod 2π: %v %v", rs, ok)
	}
	// A step that is not a rational multiple of the period.
	if _, ok := Residues([]Progression{{Step: fam(1), Start: fam(0)}}, twoPi); ok {
		t.Error("step 1 modulo 2π has residues")
	}
}

func TestEqualUnions(t *testing.T) {
	p := func(step, start float64) Progression { return Progression{Step: piTimes(step), Start: piTimes(start)} }
	cases := []struct {
		g, q    []Progression
		eq, dec bool
	}{
		// π/6·(2k±1) = π/6·(2k+1)
		{[]Progression{p(1.0/3, 1.0/6), p(1.0/3, -1.0/6)}, []Progression{p(1.0/3, 1.0/6)}, true, true},
		// π/3 + 2πk/3 ≠ π/6 + πk/3
		{[]Progression{p(2.0/3, 1.0/3)}, []Progression{p(1.0/3, 1.0/6)}, false, true},
		// π/2 + 2πk, 3π/2 + 2πk = π/2 + πk
		{[]Progression{p(2, 0.5), p(2, 1.5)}, []Progression{p(1, 0.5)}, true, true},
		// points alone
		{[]Progression{p(0, 1)}, []Progression{p(0, 1)}, true, true},
		// incommensurable steps
		{[]Progression{{Step: fam(1), Start: fam(0)}}, []Progression{p(1, 0)}, false, false},
	}
	for i, c := range cases {
		if eq, dec := EqualUnions(c.g, c.q); eq != c.eq || dec != c.dec {
			t.Errorf("case %d: equal %v decided %v, want %v %v", i, eq, dec, c.eq, c.dec)
		}
	}
}
