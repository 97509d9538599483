package counting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/powchain"
)

// Issue 42 (OlympiadBench): the integers n with L < B^n < R (or ≤), B an
// integer at least 2 and L, R evaluated exactly to positive rationals of
// at most maxChainBits bits (statement/powchain reads the shape). B^n
// increases with n, so every n with B^n > R lies above ⌈log2 R⌉ + 1 and
// every n with B^n < L below −(bits of 1/L) − 1: the n between are tried
// one by one, each comparison exact over ℚ. The answer must be an integer
// in digits; one that differs is refuted.

const maxChainBits = 4096

// CheckPowChain checks a count of integers n with B^n between two numbers;
// ok is false when the statement is not of powchain's shape.
func CheckPowChain(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := powchain.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := "the integers n with a power B^n between two numbers"
	val := func(src string) (*big.Rat, bool) {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return nil, false
		}
		v, err := c.Eval(e, nil)
		if err != nil {
			return nil, false
		}
		r, exact := v.Exact()
		if !exact || r.Sign() <= 0 || r.Num().BitLen()+r.Denom().BitLen() > maxChainBits {
			return nil, false
		}
		return r, true
	}
	l, ok1 := val(q.L)
	r, ok2 := val(q.R)
	b, ok3 := new(big.Int).SetString(q.B, 10)
	if !ok1 || !ok2 || !ok3 || b.Cmp(big.NewInt(2)) < 0 {
		return decide.Undecided(kind, "the bounds are not positive exact numbers or the base is not an integer at least 2 (%s)", shape), true
	}
	lo := -int64(l.Denom().BitLen()) - 1
	hi := int64(r.Num().BitLen()) + 1
	if q.Positive {
		lo = 1
	}
	var count int64
	for n := lo; n <= hi; n++ {
		p := ratPowInt(b, n)
		cl, cr := l.Cmp(p), p.Cmp(r)
		if (cl < 0 || q.LowEq && cl == 0) && (cr < 0 || q.HighEq && cr == 0) {
			count++
		}
	}
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return decide.Undecided(kind, "the answer %q is not an integer written in digits (%s)", statement.Clip(answerSrc, 30), shape), true
	}
	text := fmt.Sprintf("the integers n with %s %s %s^n %s %s, tried exactly for n from %d to %d (beyond, %s^n is out of the bounds, as it increases),",
		l.RatString(), relText(q.LowEq), b, relText(q.HighEq), r.RatString(), lo, hi, b)
	return decide.CountVerdict(kind, text, "are", count, got, shape, "the integers n"), true
}

func relText(eq bool) string {
	if eq {
		return "≤"
	}
	return "<"
}

// ratPowInt is b^n over ℚ for any integer n.
func ratPowInt(b *big.Int, n int64) *big.Rat {
	if n >= 0 {
		return new(big.Rat).SetInt(new(big.Int).Exp(b, big.NewInt(n), nil))
	}
	return new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(b, big.NewInt(-n), nil))
}
