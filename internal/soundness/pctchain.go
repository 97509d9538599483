package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/pctchain"
)

// Issue 42 (Gaokao): numbers tied by percentages (pctchain.Read;
// internal/check/sequences/pctchain.go). The slips: the ratio the other
// way round (Y/X for X/Y; the percentage of the reversed relation,
// 10000/p, for p), and the ratio read as a change (1 − r: "less than" for
// "of"). Each is kept when it differs from the answer and is positive.
const PctChainSlip = "percent-chain-slip"

func init() { registerFamily(PctChainSlip, (*gen).pctChainSlips) }

func (g *gen) pctChainSlips(problem, _ string) {
	q, ok := pctchain.Read(problem)
	if !ok {
		return
	}
	a, ok := g.exactAnswer()
	if !ok || a.Sign() <= 0 {
		return
	}
	var slips []*big.Rat
	if q.AskP {
		slips = append(slips, new(big.Rat).Quo(big.NewRat(10000, 1), a), new(big.Rat).Sub(big.NewRat(100, 1), a))
	} else {
		slips = append(slips, new(big.Rat).Inv(a), new(big.Rat).Sub(big.NewRat(1, 1), a))
	}
	for _, s := range slips {
		if s.Cmp(a) != 0 && s.Sign() > 0 {
			g.emit(PctChainSlip, algebra.RatExpr(s))
		}
	}
}
