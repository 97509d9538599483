package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/pascal"
)

// Issue 42, a number of Pascal's triangle or one binomial coefficient
// (statement/pascal): the answer is mutated to the numbers one row or one
// place off (C(N±1, K), C(N, K±1)), the sum of the next or the previous
// row, the count of one row more or less, one prime more: what a
// misreading of where the rows or the places start would give.
const PascalSlip = "pascal-slip"

func init() { registerFamily(PascalSlip, (*gen).pascalSlips) }

func (g *gen) pascalSlips(problem, _ string) {
	q, ok := pascal.Read(problem)
	if !ok || q.N < 1 || q.N > 200 || q.Kind == pascal.Symbolic {
		return
	}
	ans, neg := intAnswer(g.root)
	if ans == nil || neg {
		return
	}
	var outs []*big.Int
	switch q.Kind {
	case pascal.Entry:
		for _, d := range [][2]int64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n, k := int64(q.N)+d[0], int64(q.K)+d[1]
			if k >= 0 && k <= n {
				outs = append(outs, new(big.Int).Binomial(n, k))
			}
		}
	case pascal.RowSum:
		outs = append(outs, new(big.Int).Lsh(big.NewInt(1), uint(q.N+1)), new(big.Int).Lsh(big.NewInt(1), uint(q.N-1)))
	case pascal.Count:
		n := int64(q.N)
		outs = append(outs, big.NewInt(n*(n-1)/2), big.NewInt((n+1)*(n+2)/2))
	case pascal.Primes:
		outs = append(outs, new(big.Int).Add(ans, big.NewInt(1)))
	}
	for _, v := range outs {
		if v.Cmp(ans) != 0 {
			g.emit(PascalSlip, num(v.String()))
		}
	}
}
