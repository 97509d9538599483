package intphrase

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// terminates: the rational's reduced denominator has no prime but 2
// and 5.
func terminates(x *big.Rat) bool {
	d := new(big.Int).Set(x.Denom())
	for _, p := range []int64{2, 5} {
		bp, m := big.NewInt(p), new(big.Int)
		for {
			q, r := new(big.Int).QuoRem(d, bp, m)
			if r.Sign() != 0 {
				break
			}
			d = q
		}
	}
	return d.Cmp(big.NewInt(1)) == 0
}

// checkTermSearch is CheckPhrase on the integers n that make F(n) a
// terminating (repeating) decimal: every n of the range tried in order,
// F(n) computed exactly.
func checkTermSearch(c *decide.Checker, q intphrase.TermSearch, answerSrc string) decide.Result {
	kind := statement.KindValue
	src := statement.Clip(q.Src, 30)
	count := int64(0)
	for n := q.Lo; n <= q.Hi; n++ {
		e, err := algebra.SubstInt(q.F, "n", big.NewInt(n))
		if err != nil {
			return decide.Undecided(kind, "%s at n = %d: %v", src, n, err)
		}
		v, err := c.Eval(e, nil)
		if err != nil {
			return decide.Undecided(kind, "%s at n = %d cannot be evaluated: %v", src, n, err)
		}
		x, exact := v.Exact()
		if !exact {
			return decide.Undecided(kind, "%s at n = %d is not a rational computed exactly", src, n)
		}
		if terminates(x) != q.Repeating {
			if q.Smallest {
				how := fmt.Sprintf("%s is a terminating decimal at n = %d (= %s) and at no smaller positive n, every n tried exactly", src, n, x.RatString())
				return verdict(c, kind, big.NewRat(n, 1), how, answerSrc, "")
			}
			count++
		}
	}
	if q.Smallest {
		return decide.Undecided(kind, "%s is no terminating decimal for n up to %d", src, q.Hi)
	}
	what := "terminating"
	if q.Repeating {
		what = "repeating"
	}
	how := fmt.Sprintf("%s is a %s decimal for %d integers n of [%d, %d], every n tried exactly", src, what, count, q.Lo, q.Hi)
	return verdict(c, kind, big.NewRat(count, 1), how, answerSrc, "")
}
