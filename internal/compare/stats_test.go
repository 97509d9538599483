package compare

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestWilson against bounds computed by hand from
// (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), z = 1.959964.
func TestWilson(t *testing.T) {
	cases := []struct {
		k, n   int
		lo, hi float64
	}{
		{8, 10, 0.490162, 0.943318},   // mid .992073, half .313621, den 1.384146
		{0, 10, 0, 0.277533},          // hi = (z²/n)/(1+z²/n) = .384146/1.384146
		{10, 10, 0.722467, 1},         // the mirror of 0/10
		{5, 10, 0.236593, 0.763407},   // symmetric about 1/2
		{1, 2, 0.094531, 0.905469},    // mid .5+.960365, half 1.95996·sqrt(.125+.960365)
		{0, 0, 0, 1},                  // no trial
		{50, 100, 0.403832, 0.596168}, // 1/2 ± 1.959964·sqrt(.0025+.00009604)/1.0384146
	}
	for _, c := range cases {
		lo, hi := Wilson(c.k, c.n)
		if !near(lo, c.lo, 1e-6) || !near(hi, c.hi, 1e-6) {
			t.Errorf("Wilson(%d, %d) = [%.6f, %.6f], want [%.6f, %.6f]", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// TestMcNemarExact against binomial sums by hand: p = 2·Σ_{i≤min(b,c)}
// C(b+c, i)/2^(b+c), capped at 1.
func TestMcNemarExact(t *testing.T) {
	cases := []struct {
		b, c int
		p    float64
	}{
		{1, 5, 14.0 / 64},         // 2·(1+6)/64
		{5, 1, 14.0 / 64},         // symmetric
		{0, 3, 0.25},              // 2·1/8
		{2, 2, 1},                 // 2·11/16 > 1
		{0, 0, 1},                 // no discordant row
		{0, 10, 2.0 / 1024},       // 2·1/1024
		{3, 10, 2 * 378.0 / 8192}, // 2·(1+13+78+286)/8192
		{4, 5, 1},                 // 2·256/512
	}
	for _, c := range cases {
		if p := McNemarExact(c.b, c.c); !near(p, c.p, 1e-12) {
			t.Errorf("McNemarExact(%d, %d) = %.12f, want %.12f", c.b, c.c, p, c.p)
		}
	}
	// Beyond the exact sum, log space agrees with it.
	for _, bc := range [][2]int{{2400, 2700}, {2500, 2500}, {10, 4000}} {
		exact := mcNemarExactBig(bc[0]+bc[1], min(bc[0], bc[1]))
		if got := McNemarExact(bc[0], bc[1]); !near(got, exact, 1e-12) {
			t.Errorf("McNemarExact(%d, %d) = %g, exact %g", bc[0], bc[1], got, exact)
		}
	}
	for _, bc := range [][2]int{{2600, 2800}, {3000, 3000}} {
		n, k := bc[0]+bc[1], min(bc[0], bc[1])
		lnHalfN := float64(n) * math.Ln2
		sum := 0.0
		for i := 0; i <= k; i++ {
			sum += math.Exp(lnChoose(n, i) - lnHalfN)
		}
		if got, exact := min(1, 2*sum), mcNemarExactBig(n, k); !near(got, exact, 1e-9) {
			t.Errorf("log-space %d:%d = %g, exact %g", bc[0], bc[1], got, exact)
		}
	}
	// A large table stays finite and tiny.
	if p := McNemarExact(0, 2000); p < 0 || p > 1e-300 {
		t.Errorf("McNemarExact(0, 2000) = %g", p)
	}
}

func TestPercentileInterval(t *testing.T) {
	xs := make([]float64, 200)
	for i := range xs {
		xs[i] = float64(199 - i) // 0..199 reversed
	}
	// Nearest rank: ceil(.025·200)=5th → 4; ceil(.975·200)=195th → 194.
	if got := percentileInterval(xs); got != [2]float64{4, 194} {
		t.Errorf("percentileInterval = %v, want [4 194]", got)
	}
	if got := percentileInterval(nil); got != [2]float64{} {
		t.Errorf("percentileInterval(nil) = %v", got)
	}
}
