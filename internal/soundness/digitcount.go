package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/digitcount"
)

// Issue 42, how many integers of a range have a property of their digits
// (statement/digitcount): the answer is mutated to the count of the
// complement in the range and to the counts with one end of the range
// left out or one more integer taken in: what a misread property or an
// off-by-one range would give.
const DigitCountSlip = "digit-count-slip"

func init() { registerFamily(DigitCountSlip, (*gen).digitCountSlips) }

func (g *gen) digitCountSlips(problem, _ string) {
	q, ok := digitcount.Read(problem)
	if !ok || q.Lo < 1 || q.Hi < q.Lo || q.Hi-q.Lo > 1000000 {
		return
	}
	ans, neg := intAnswer(g.root)
	if ans == nil || neg {
		return
	}
	count := func(lo, hi int) int64 {
		var n int64
		for v := lo; v <= hi; v++ {
			if q.Prop(v) {
				n++
			}
		}
		return n
	}
	all := count(q.Lo, q.Hi)
	outs := []int64{int64(q.Hi-q.Lo+1) - all, count(q.Lo+1, q.Hi), count(q.Lo, q.Hi-1), count(q.Lo, q.Hi+1), count(q.Lo-1, q.Hi)}
	seen := map[int64]bool{}
	for _, v := range outs {
		if b := big.NewInt(v); b.Cmp(ans) != 0 && !seen[v] {
			seen[v] = true
			g.emit(DigitCountSlip, num(b.String()))
		}
	}
}
