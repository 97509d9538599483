package values

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intsum"
)

// Issue 42: the sum of the integers n ≡ r (mod m) in a range, or of the
// first k of them (intsum.Read): the first and last terms found exactly,
// the sum count·(first + last)/2 over ℤ. A range said "between" whose end
// is itself a term is undecided (inclusive and exclusive readings
// differ); an empty range is undecided.

// termAtLeast is the least n ≡ r (mod m) with n ≥ lo (n > lo when open).
func termAtLeast(lo *big.Rat, open bool, m, r *big.Int) *big.Int {
	n := new(big.Int).Quo(lo.Num(), lo.Denom()) // toward zero
	if new(big.Rat).SetInt(n).Cmp(lo) < 0 || open && new(big.Rat).SetInt(n).Cmp(lo) == 0 {
		n.Add(n, big.NewInt(1))
	}
	for new(big.Rat).SetInt(n).Cmp(lo) < 0 {
		n.Add(n, big.NewInt(1))
	}
	d := new(big.Int).Mod(new(big.Int).Sub(r, n), m)
	return n.Add(n, d)
}

// termAtMost is the largest n ≡ r (mod m) with n ≤ hi (n < hi when open).
func termAtMost(hi *big.Rat, open bool, m, r *big.Int) *big.Int {
	n := new(big.Int).Quo(hi.Num(), hi.Denom())
	if new(big.Rat).SetInt(n).Cmp(hi) > 0 || open && new(big.Rat).SetInt(n).Cmp(hi) == 0 {
		n.Sub(n, big.NewInt(1))
	}
	for new(big.Rat).SetInt(n).Cmp(hi) > 0 {
		n.Sub(n, big.NewInt(1))
	}
	d := new(big.Int).Mod(new(big.Int).Sub(n, r), m)
	return n.Sub(n, d)
}

// isTerm reports an end that is an integer ≡ r (mod m).
func isTerm(x *big.Rat, m, r *big.Int) bool {
	return x.IsInt() && new(big.Int).Mod(new(big.Int).Sub(x.Num(), r), m).Sign() == 0
}

// CheckIntSum (issue 42) decides the sum of the integers of a kind in a
// range.
func CheckIntSum(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := intsum.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the sum of the integers n ≡ " + q.Rem.String() + " (mod " + q.Step.String() + ")"
	if q.Between && (isTerm(q.Lo, q.Step, q.Rem) || q.Hi != nil && isTerm(q.Hi, q.Step, q.Rem)) {
		return decide.Undecided(kind, "%s between %s and %s is asked, but an end is itself a term: the inclusive and exclusive readings differ", what, q.Lo.RatString(), q.Hi.RatString()), true
	}
	first := termAtLeast(q.Lo, q.LoOpen, q.Step, q.Rem)
	var last, count *big.Int
	if q.Count > 0 {
		count = big.NewInt(q.Count)
		last = new(big.Int).Add(first, new(big.Int).Mul(q.Step, big.NewInt(q.Count-1)))
		what += " from " + first.String() + ", " + count.String() + " terms"
	} else {
		last = termAtMost(q.Hi, q.HiOpen, q.Step, q.Rem)
		if last.Cmp(first) < 0 {
			return decide.Undecided(kind, "%s is asked, but the range holds no term", what), true
		}
		count = new(big.Int).Add(new(big.Int).Quo(new(big.Int).Sub(last, first), q.Step), big.NewInt(1))
		what += " from " + first.String() + " to " + last.String()
	}
	sum := new(big.Int).Mul(count, new(big.Int).Add(first, last))
	v := new(big.Rat).SetFrac(sum, big.NewInt(2))
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	return c.FoundVerdict(st, kind, what, cas.Rat(v), nil, "an arithmetic progression of "+count.String()+" terms summed exactly over ℤ", a.Items[0].E, a.Text.Math), true
}
