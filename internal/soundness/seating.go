package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/seating"
)

// Issue 42, people seated in a row or around a table (statement/seating):
// the answer is mutated to the count with the rotations told apart (times
// the seats, around a table), with mirror images made the same (half),
// and to the count with every condition forgotten (S!/(S-N)!, over S
// around a table): what a count that misreads the table or drops a
// condition would give.
const SeatingSlip = "seating-slip"

func init() { registerFamily(SeatingSlip, (*gen).seatingSlips) }

func (g *gen) seatingSlips(problem, _ string) {
	q, ok := seating.Read(problem)
	if !ok {
		return
	}
	ans, neg := intAnswer(g.root)
	if ans == nil || neg || ans.Sign() == 0 {
		return
	}
	n := q.People()
	seats := big.NewInt(int64(q.Seats))
	free := new(big.Int).MulRange(int64(q.Seats-n+1), int64(q.Seats))
	var outs []*big.Int
	if q.Circle {
		free.Quo(free, seats)
		outs = append(outs, new(big.Int).Mul(ans, seats))
	}
	if ans.Bit(0) == 0 {
		outs = append(outs, new(big.Int).Rsh(ans, 1))
	}
	outs = append(outs, free)
	for _, v := range outs {
		if v.Cmp(ans) != 0 {
			g.emit(SeatingSlip, num(v.String()))
		}
	}
}
