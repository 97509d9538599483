package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/intrange"
)

// Issue 42: mutations of an answer to "Find the integer $n,$ <range>,
// such that <condition>." (intrange.Read): another solution of the
// condition outside the range (intrange-other): 180 − v for equal sines,
// −v for equal cosines, v ± 180 for equal tangents, v ± m for a
// congruence modulo m (the neighbours v ± 1 are the generic types').

// IntRangeOther is the mutation type of the integer in a range.
const IntRangeOther = "intrange-other" // another solution of the condition, off the range

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, IntRangeOther) }

// intRangeSlips adds the intrange-other mutants.
func (g *gen) intRangeSlips(problem string) {
	q, ok := intrange.Read(problem)
	if !ok {
		return
	}
	r, ok := g.exactAnswer()
	if !ok || !r.IsInt() || !r.Num().IsInt64() {
		return
	}
	n := r.Num().Int64()
	var others []int64
	switch {
	case !q.Trig:
		others = []int64{n + q.M, n - q.M}
	case q.F == "tan":
		others = []int64{n + 180, n - 180}
	case q.F == "sin":
		others = []int64{180 - n}
	default:
		others = []int64{-n}
	}
	for _, o := range others {
		if o != n {
			g.emit(IntRangeOther, algebra.RatExpr(big.NewRat(o, 1)))
		}
	}
}
