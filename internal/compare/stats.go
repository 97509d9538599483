package compare

import (
	"math"
	"math/big"
	"sort"
)

// z95 is the standard normal quantile for a two-sided 95 % interval.
const z95 = 1.959963984540054

// Wilson returns the Wilson score 95 % interval of k successes in n trials;
// [0, 1] when n is 0.
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	p := float64(k) / float64(n)
	nf := float64(n)
	z2 := z95 * z95
	den := 1 + z2/nf
	mid := p + z2/(2*nf)
	half := z95 * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, (mid-half)/den), min(1, (mid+half)/den)
}

// McNemarExact returns the two-sided exact McNemar p-value for b rows
// where only A is right and c where only B is: the binomial test of
// min(b, c) against Binomial(b+c, 1/2), doubled and capped at 1. It is 1
// when b+c is 0.
func McNemarExact(b, c int) float64 {
	n := b + c
	if n == 0 {
		return 1
	}
	k := min(b, c)
	if n <= maxExactMcNemar {
		return mcNemarExactBig(n, k)
	}
	// Σ_{i≤k} C(n,i) / 2^n in log space.
	lnHalfN := float64(n) * math.Ln2
	sum := 0.0
	for i := 0; i <= k; i++ {
		sum += math.Exp(lnChoose(n, i) - lnHalfN)
	}
	return min(1, 2*sum)
}

// maxExactMcNemar is the largest number of discordant rows whose p-value
// is summed in exact integers; beyond, in floating point (log space).
const maxExactMcNemar = 5000

// mcNemarExactBig is min(1, 2·Σ_{i≤k} C(n,i) / 2^n), summed exactly.
func mcNemarExactBig(n, k int) float64 {
	sum, term := new(big.Int), big.NewInt(1) // term = C(n, i)
	for i := 0; i <= k; i++ {
		sum.Add(sum, term)
		term.Mul(term, big.NewInt(int64(n-i)))
		term.Quo(term, big.NewInt(int64(i+1)))
	}
	p := new(big.Rat).SetFrac(sum.Lsh(sum, 1), new(big.Int).Lsh(big.NewInt(1), uint(n)))
	f, _ := p.Float64()
	return min(1, f)
}

// lnChoose is ln C(n, k).
func lnChoose(n, k int) float64 {
	a, _ := math.Lgamma(float64(n + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(n - k + 1))
	return a - b - c
}

// percentileInterval returns the 2.5th and 97.5th percentiles of xs
// (sorted in place), by the nearest-rank rule on the sorted sample; [0, 0]
// for no sample.
func percentileInterval(xs []float64) [2]float64 {
	if len(xs) == 0 {
		return [2]float64{}
	}
	sort.Float64s(xs)
	at := func(q float64) float64 {
		i := int(math.Ceil(q*float64(len(xs)))) - 1
		return xs[min(max(i, 0), len(xs)-1)]
	}
	return [2]float64{at(0.025), at(0.975)}
}
