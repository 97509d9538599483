package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/selection"
)

// Issue 42, K of N chosen (internal/check/counting/select.go): the answer
// is mutated to the counts of the two other readings, C(N, K) without
// order, N!/(N-K)! with distinct offices, N^K with offices shared, and to
// C(N, K±1): leg 1 must count the selection the statement asks for.
const OrderSlip = "order-slip"

func (g *gen) orderSlips(problem string) {
	q, ok := selection.Read(problem)
	if !ok || q.N < 1 || q.N > 100 || q.K < 1 || q.K > q.N {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil || neg {
		return
	}
	n, k := int64(q.N), int64(q.K)
	for _, x := range []*big.Int{
		new(big.Int).Binomial(n, k),
		new(big.Int).MulRange(n-k+1, n),
		new(big.Int).Exp(big.NewInt(n), big.NewInt(k), nil),
		new(big.Int).Binomial(n, k+1),
		new(big.Int).Binomial(n, k-1),
	} {
		if x.Cmp(v) != 0 && x.Sign() > 0 {
			g.emit(OrderSlip, num(x.String()))
		}
	}
}
