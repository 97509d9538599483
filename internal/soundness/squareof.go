package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/squareof"
)

// Issue 42, "Compute the square of N without a calculator."
// (statement/squareof): the answer is mutated to (N ± 1)², 2N and N² with
// its middle term's sign slipped ((a − b)² read as a² + b² for N = a − b,
// a the next power of ten), each an integer other than N²; leg 1 must
// square N exactly.
const SquareOfSlip = "squareof-slip"

func init() { registerFamily(SquareOfSlip, (*gen).squareOfSlips) }

func (g *gen) squareOfSlips(problem, _ string) {
	n, ok := squareof.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewInt(1)
	up, down := new(big.Int).Add(n, one), new(big.Int).Sub(n, one)
	p := big.NewInt(1)
	for p.Cmp(n) < 0 {
		p.Mul(p, big.NewInt(10))
	}
	b := new(big.Int).Sub(p, n)
	slips := []*big.Int{new(big.Int).Mul(up, up), new(big.Int).Mul(down, down), new(big.Int).Add(n, n),
		new(big.Int).Add(new(big.Int).Mul(p, p), new(big.Int).Mul(b, b))}
	for _, v := range slips {
		r := new(big.Rat).SetInt(v)
		if r.Cmp(ans) != 0 {
			g.emit(SquareOfSlip, algebra.RatExpr(r))
		}
	}
}
