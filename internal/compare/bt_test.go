package compare

import (
	"math"
	"testing"
)

// TestFitBTByHand: fits whose maximum-likelihood solution is known.
func TestFitBTByHand(t *testing.T) {
	ln2 := math.Ln2
	cases := []struct {
		name string
		wins [][]float64
		beta []float64
	}{
		// Two models: β_A - β_B = ln(w_AB / w_BA) = ln(4/2), centred.
		{"two", [][]float64{{0, 4}, {2, 0}}, []float64{ln2 / 2, -ln2 / 2}},
		// Consistent ratios 4:2:1 — A beats B 2:1, B beats C 2:1, A beats C
		// 4:1; p = (4, 2, 1) satisfies Σ_j n_ij p_i/(p_i+p_j) = W_i
		// (A: 3·4/6 + 5·4/5 = 6; B: 3·2/6 + 3·2/3 = 3; C: 5/5 + 3/3 = 2).
		{"ratios", [][]float64{{0, 2, 4}, {1, 0, 2}, {1, 1, 0}}, []float64{ln2, 0, -ln2}},
		// A cycle 2:1 each way round: all equal by symmetry.
		{"cycle", [][]float64{{0, 2, 1}, {1, 0, 2}, {2, 1, 0}}, []float64{0, 0, 0}},
		// Even halves: equal.
		{"ties", [][]float64{{0, 2.5}, {2.5, 0}}, []float64{0, 0}},
	}
	for _, c := range cases {
		beta := FitBT(c.wins)
		for i := range beta {
			if !near(beta[i], c.beta[i], 1e-9) {
				t.Errorf("%s: β = %v, want %v", c.name, beta, c.beta)
				break
			}
		}
	}
	if r := Rating(math.Ln2 / 2); !near(r, 1338.629436, 1e-6) {
		t.Errorf("Rating(ln2/2) = %f, want 1200 + 200 ln 2", r)
	}
}

// TestFitBTClamped: a model that wins every comparison has no finite
// maximum-likelihood β; it is clamped at MaxBeta.
func TestFitBTClamped(t *testing.T) {
	beta := FitBT([][]float64{{0, 3}, {0, 0}})
	if beta[0] <= 2 || beta[0] > MaxBeta || beta[1] >= -2 || beta[1] < -MaxBeta {
		t.Errorf("β = %v, want the winner near +%v and the loser near -%v", beta, MaxBeta, MaxBeta)
	}
}
