package measure

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/anglepair"
)

// CheckAnglePair checks a question on complementary and supplementary
// angles (issue 42; statement/anglepair): the complement of x is 90 − x
// (0 < x < 90), its supplement 180 − x (0 < x < 180); two angles of sum T
// in the ratio a:b are T·a/(a + b) and T·b/(a + b); an angle tied to its
// complement or supplement by a linear condition is the one root of that
// condition, and must be an angle that has a complement (0 < x < 90).
// Every value exact, compared with the answer's (a closing degree mark
// set aside). ok is false when the statement is not read.
func CheckAnglePair(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := anglepair.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, how := anglePairValue(q)
	if want == nil {
		return decide.Undecided(kind, "%s: %s", q.Shape, how), true
	}
	got, r := c.OneExactAnswer(degreeMarkRe.ReplaceAllString(answerSrc, ""), kind, q.Shape, "")
	if r != nil {
		return *r, true
	}
	if got.Cmp(want) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s: %s = %s degrees, not %s", q.Shape, how, want.RatString(), got.RatString()), q.Shape, want, algebra.RatExpr(got)), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s = %s degrees, equal to the answer", q.Shape, how, want.RatString()), q.Shape, want, algebra.RatExpr(got)), true
}

// anglePairValue is the angle asked and how it was computed, or nil and
// why there is none.
func anglePairValue(q anglepair.Question) (*big.Rat, string) {
	r := func(n int64) *big.Rat { return big.NewRat(n, 1) }
	between := func(x *big.Rat, hi int64) bool { return x.Sign() > 0 && x.Cmp(r(hi)) < 0 }
	one := r(1)
	switch q.Ask {
	case anglepair.AskOf:
		v := new(big.Rat).Set(q.Given)
		for i := len(q.Ops) - 1; i >= 0; i-- {
			t := int64(180)
			if q.Ops[i] == "complement" {
				t = 90
			}
			if !between(v, t) {
				return nil, "an angle of " + v.RatString() + " degrees has no " + q.Ops[i]
			}
			v = new(big.Rat).Sub(r(t), v)
		}
		return v, "the complement of x is 90 − x, its supplement 180 − x"
	case anglepair.AskPart, anglepair.AskDiff:
		s := new(big.Rat).Add(q.A, q.B)
		if q.A.Sign() <= 0 || q.B.Sign() <= 0 {
			return nil, "a part of the ratio is not positive"
		}
		a := new(big.Rat).Quo(new(big.Rat).Mul(r(q.Total), q.A), s)
		b := new(big.Rat).Sub(r(q.Total), a)
		if q.Ask == anglepair.AskDiff {
			return new(big.Rat).Abs(new(big.Rat).Sub(a, b)), "the angles T·a/(a + b) and T·b/(a + b), their difference"
		}
		if (a.Cmp(b) > 0) != q.Larger {
			a = b
		}
		return a, "the angles T·a/(a + b) and T·b/(a + b)"
	case anglepair.AskTimesOther:
		return new(big.Rat).Quo(new(big.Rat).Mul(r(q.Total), q.K), new(big.Rat).Add(q.K, one)), "A = k·B and A + B = T give A = T·k/(k + 1)"
	}
	var x *big.Rat
	var how string
	switch q.Ask {
	case anglepair.AskSuppComp:
		if q.K.Cmp(one) == 0 {
			return nil, "180 − x = 90 − x has no root"
		}
		x = new(big.Rat).Quo(new(big.Rat).Sub(new(big.Rat).Mul(r(90), q.K), r(180)), new(big.Rat).Sub(q.K, one))
		how = "180 − x = k(90 − x) gives x = (90k − 180)/(k − 1)"
	case anglepair.AskTimesComp:
		x = new(big.Rat).Quo(new(big.Rat).Mul(r(90), q.K), new(big.Rat).Add(q.K, one))
		how = "x = k(90 − x) gives x = 90k/(k + 1)"
	case anglepair.AskCompMore:
		x = new(big.Rat).Quo(new(big.Rat).Sub(r(90), q.N), new(big.Rat).Add(q.K, one))
		how = "90 − x = kx + n gives x = (90 − n)/(k + 1)"
	default:
		return nil, "the question is not computed"
	}
	if !between(x, 90) {
		return nil, how + " = " + x.RatString() + ", an angle with no complement"
	}
	return x, how
}
