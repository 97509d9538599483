package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/digitcount"
)

// maxDigitRange bounds the integers a digit count tries.
const maxDigitRange = 1000000

// CheckDigitCount checks how many integers of a bounded range have a
// property of their digits or divisors: every integer of the range is
// tried (at most maxDigitRange); ok is false when the statement does not
// ask for it.
func CheckDigitCount(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := digitcount.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Lo < 0 || q.Hi < q.Lo || q.Hi-q.Lo >= maxDigitRange {
		return decide.Undecided(kind, "%s: %d to %d is not a range leg 1 tries", q.Shape, q.Lo, q.Hi), true
	}
	n := 0
	for v := q.Lo; v <= q.Hi; v++ {
		if q.Prop(v) {
			n++
		}
	}
	want := big.NewInt(int64(n))
	how := fmt.Sprintf("%s: %d of the integers %d to %d, each tried", q.Shape, n, q.Lo, q.Hi)
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return withExact(r, fmt.Sprintf("the integers %d to %d with the property", q.Lo, q.Hi), want, got), true
}
