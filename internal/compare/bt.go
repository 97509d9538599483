package compare

import "math"

// MaxBeta bounds |β| of a Bradley-Terry fit: a model that wins (or loses)
// every comparison has no finite maximum-likelihood β (rating 1200 ± 2000).
const MaxBeta = 5.0

// Rating puts a Bradley-Terry β on the Elo-like scale 400·β + 1200.
func Rating(beta float64) float64 { return 400*beta + 1200 }

const (
	btMaxIter = 10000
	btTol     = 1e-12
)

// FitBT fits the Bradley-Terry model P(i beats j) = 1/(1+e^{-(β_i-β_j)})
// to a win matrix: wins[i][j] is how often i beat j (ties counted half to
// each). It returns β normalized to mean 0, by Hunter's MM iteration; a
// model with no comparison gets 0.
func FitBT(wins [][]float64) []float64 {
	n := len(wins)
	p := make([]float64, n) // p_i = e^{β_i}
	for i := range p {
		p[i] = 1
	}
	w := make([]float64, n) // total wins
	for i := range n {
		for j := range n {
			w[i] += wins[i][j]
		}
	}
	next := make([]float64, n)
	for range btMaxIter {
		for i := range n {
			den := 0.0
			for j := range n {
				if games := wins[i][j] + wins[j][i]; j != i && games > 0 {
					den += games / (p[i] + p[j])
				}
			}
			next[i] = p[i]
			if den > 0 {
				next[i] = max(w[i]/den, math.Exp(-2*MaxBeta)) // a model with no win stays finite
			}
		}
		normalizeGeo(next)
		delta := 0.0
		for i := range n {
			delta = max(delta, math.Abs(math.Log(next[i])-math.Log(p[i])))
			p[i] = next[i]
		}
		if delta < btTol {
			break
		}
	}
	beta := make([]float64, n)
	for i := range n {
		beta[i] = math.Log(p[i])
	}
	return clampCentered(beta)
}

// normalizeGeo scales p to geometric mean 1.
func normalizeGeo(p []float64) {
	s := 0.0
	for _, x := range p {
		s += math.Log(x)
	}
	g := math.Exp(s / float64(len(p)))
	for i := range p {
		p[i] /= g
	}
}

// clampCentered clamps β to ±MaxBeta and re-centres it to mean 0 while no
// clamp applies (a clamped model keeps its bound).
func clampCentered(beta []float64) []float64 {
	mean := 0.0
	for _, b := range beta {
		mean += b
	}
	mean /= float64(max(len(beta), 1))
	for i := range beta {
		beta[i] = min(MaxBeta, max(-MaxBeta, beta[i]-mean))
	}
	return beta
}
