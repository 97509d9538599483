package values

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/twonums"
)

// Issue 42: two numbers given by their sum S and one more relation
// (twonums.Read). The unordered pair {u, v} is fixed by S and δ = |u − v|:
// their difference D gives δ = D (D ≥ 0: a difference stated negative is
// not read); their product P gives δ = √(S² − 4P) (it must be a rational
// square, so both numbers are rational and real); the difference of their
// squares Q gives δ = |Q/S| (S ≠ 0), whichever square comes first. Then
// the larger is (S + δ)/2, the smaller (S − δ)/2 (δ > 0 for these), the
// product (S² − δ²)/4 and the positive difference δ, exact.

// twoNumsValue is the value asked; ok is false when the numbers are not
// fixed as above.
func twoNumsValue(q twonums.Question) (*big.Rat, bool) {
	s := q.Sum
	var d *big.Rat
	switch q.Rel {
	case twonums.Difference:
		if q.Value.Sign() < 0 {
			return nil, false
		}
		d = q.Value
	case twonums.Product:
		disc := new(big.Rat).Sub(new(big.Rat).Mul(s, s), new(big.Rat).Mul(big.NewRat(4, 1), q.Value))
		r, ok := ratSqrtExact(disc)
		if !ok {
			return nil, false
		}
		d = r
	case twonums.Squares:
		if s.Sign() == 0 {
			return nil, false
		}
		d = new(big.Rat).Abs(new(big.Rat).Quo(q.Value, s))
	default:
		return nil, false
	}
	half := big.NewRat(1, 2)
	switch q.Ask {
	case twonums.Larger, twonums.Smaller:
		if d.Sign() == 0 {
			return nil, false
		}
		if q.Ask == twonums.Larger {
			return new(big.Rat).Mul(new(big.Rat).Add(s, d), half), true
		}
		return new(big.Rat).Mul(new(big.Rat).Sub(s, d), half), true
	case twonums.TheProduct:
		return new(big.Rat).Quo(new(big.Rat).Sub(new(big.Rat).Mul(s, s), new(big.Rat).Mul(d, d)), big.NewRat(4, 1)), true
	}
	return d, true
}

// ratSqrtExact is the non-negative rational square root of r, when r is
// the square of a rational.
func ratSqrtExact(r *big.Rat) (*big.Rat, bool) {
	if r.Sign() < 0 {
		return nil, false
	}
	n, d := new(big.Int).Sqrt(r.Num()), new(big.Int).Sqrt(r.Denom())
	if new(big.Int).Mul(n, n).Cmp(r.Num()) != 0 || new(big.Int).Mul(d, d).Cmp(r.Denom()) != 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(n, d), true
}

// CheckTwoNumbers (issue 42) decides a question on two numbers given by
// their sum and one more relation.
func CheckTwoNumbers(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := twonums.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the value asked of the two numbers with sum " + q.Sum.RatString()
	v, ok := twoNumsValue(q)
	if !ok {
		return decide.Undecided(kind, "%s is asked, but the two numbers are not fixed as rationals", what), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	how := "the unordered pair fixed by the sum and |u − v|, exact over ℚ"
	return c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, a.Items[0].E, a.Text.Math), true
}
