package integers

import (
	"fmt"
	"math/big"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/divisorset"
)

// Issue 42 (OlympiadBench, MATH Number Theory): a question about a set of
// the divisors of one integer (statement/divisorset reads the shapes). The
// integer is evaluated exactly and factored completely (factorInt); its
// divisors are listed from the prime powers (at most maxDivisorList of
// them), kept by the filter as exponent vectors (odd: no 2; even: a 2;
// prime: one prime to the first power; square, cube: every exponent a
// multiple of 2, 3; two-digit: 10 to 99; 1 and the integer dropped), and
// summed, counted or their reciprocals summed over ℚ. The product of the
// divisors is N^(d/2), matched exponent by exponent with B^K; a prime
// factor of the number of divisors is read from d's factorisation; the
// integer in a range with a given sum of odd divisors is searched over the
// whole range (at most maxOddSumRange integers) and must be the only one.
// An answer that is an exact number and differs is refuted; any other
// answer is undecided.

// maxDivisorList bounds the divisors listed.
const maxDivisorList = 200_000

// maxOddSumRange bounds the integers tried by the odd-divisor search.
const maxOddSumRange = 100_000

// CheckDivisorSet checks a question about a set of divisors; ok is false
// when the statement is not of divisorset's shapes.
func CheckDivisorSet(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := divisorset.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	return (&checker{c}).checkDivisorSet(q, answerSrc), true
}

func (c *checker) checkDivisorSet(q divisorset.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	und := func(format string, args ...any) decide.Result {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape)
	}
	got, ae, why := c.exactAnswer(answerSrc)
	if why != "" {
		return und("%s", why)
	}
	var want *big.Rat
	var text string
	if q.Ask == divisorset.AskOddSumSearch {
		want, text, why = c.oddSumSearch(q)
	} else {
		want, text, why = c.divisorSetValue(q)
	}
	if why != "" {
		return und("%s", why)
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s is %s, not %s, computed exactly (%s)", text, want.RatString(), got.RatString(), q.Shape)
	} else {
		r = decide.Confirm(kind, "%s is %s, computed exactly, equal to the answer (%s)", text, want.RatString(), q.Shape)
	}
	r.Evidence = []decide.Comparison{{What: "the value computed from the divisors against the answer, exact values",
		Left: decide.ValueExpr(cas.Rat(want)), Right: ae, Want: record.WantEqual}}
	return r
}

// exactAnswer reads the answer as one exact rational number.
func (c *checker) exactAnswer(src string) (*big.Rat, ast.Expr, string) {
	s := strings.TrimSpace(src)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$"))
	if s == "" || strings.ContainsAny(s, ",;=") {
		return nil, nil, "the answer is not one number"
	}
	e, err := latex.ParseExpr(s)
	if err != nil {
		return nil, nil, fmt.Sprintf("the answer is not read: %v", err)
	}
	if len(pm.FreeVars(e)) > 0 {
		return nil, nil, "the answer has a letter"
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, nil, fmt.Sprintf("the answer cannot be evaluated: %v", err)
	}
	r, exact := v.Exact()
	if !exact {
		return nil, nil, "the answer is not an exact rational number"
	}
	return r, e, ""
}

// positiveInt evaluates the formula src exactly to a positive integer of
// at most 256 bits.
func (c *checker) positiveInt(src string) (*big.Int, string) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, fmt.Sprintf("%s is not read: %v", statement.Clip(src, 30), err)
	}
	if len(pm.FreeVars(e)) > 0 {
		return nil, fmt.Sprintf("%s has a letter", statement.Clip(src, 30))
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, fmt.Sprintf("%s cannot be evaluated: %v", statement.Clip(src, 30), err)
	}
	r, exact := v.Exact()
	if !exact || !r.IsInt() || r.Sign() <= 0 || r.Num().BitLen() > 256 {
		return nil, fmt.Sprintf("%s is not a positive integer of at most 256 bits", statement.Clip(src, 30))
	}
	return new(big.Int).Set(r.Num()), ""
}

// divisorSetValue computes the value asked of the divisors of q.N.
func (c *checker) divisorSetValue(q divisorset.Question) (*big.Rat, string, string) {
	n, why := c.positiveInt(q.N)
	if why != "" {
		return nil, "", why
	}
	fs, why := factorInt(n, c)
	if why != "" {
		return nil, "", why
	}
	d := big.NewInt(1)
	for _, f := range fs {
		d.Mul(d, big.NewInt(int64(f.e+1)))
	}
	head := fmt.Sprintf("%s = %s", statement.Clip(q.N, 30), showFactors(fs))
	switch q.Ask {
	case divisorset.AskCountPrime:
		dfs, why := factorInt(d, c)
		if why != "" || len(dfs) == 0 {
			return nil, "", "the number of divisors has no prime factor"
		}
		p := dfs[0].p
		if q.Largest {
			p = dfs[len(dfs)-1].p
		}
		return new(big.Rat).SetInt(p), fmt.Sprintf("%s has %s divisors = %s; the asked prime factor", head, d, showFactors(dfs)), ""
	case divisorset.AskProductExp:
		k, why := c.productExponent(fs, d, q.Base)
		if why != "" {
			return nil, "", why
		}
		return new(big.Rat).SetInt(k), fmt.Sprintf("%s has %s divisors, their product %s^(%s/2) = %s^K; K", head, d, n, d, q.Base), ""
	}
	if d.Cmp(big.NewInt(maxDivisorList)) > 0 {
		return nil, "", fmt.Sprintf("%s has %s divisors, more than %d", n, d, maxDivisorList)
	}
	sum, count := new(big.Rat), 0
	walkDivisors(fs, func(v *big.Int, exps []int) {
		if !keepDivisor(q.Filter, fs, v, exps, n) {
			return
		}
		count++
		switch q.Ask {
		case divisorset.AskRecipSum:
			sum.Add(sum, new(big.Rat).SetFrac(big.NewInt(1), v))
		default:
			sum.Add(sum, new(big.Rat).SetInt(v))
		}
	})
	what := map[divisorset.Ask]string{divisorset.AskSum: "the sum", divisorset.AskCount: "the number", divisorset.AskRecipSum: "the sum of the reciprocals"}[q.Ask]
	text := fmt.Sprintf("%s (trial division to %d); %s of the %d divisors kept of its %s", head, trialBound, what, count, d)
	if q.Ask == divisorset.AskCount {
		return new(big.Rat).SetInt64(int64(count)), text, ""
	}
	return sum, text, ""
}

// walkDivisors calls f on every divisor of Π p^e with its exponents.
func walkDivisors(fs []primeFactor, f func(v *big.Int, exps []int)) {
	exps := make([]int, len(fs))
	var rec func(i int, v *big.Int)
	rec = func(i int, v *big.Int) {
		if i == len(fs) {
			f(v, exps)
			return
		}
		w := new(big.Int).Set(v)
		for e := 0; e <= fs[i].e; e++ {
			exps[i] = e
			rec(i+1, w)
			w = new(big.Int).Mul(w, fs[i].p)
		}
		exps[i] = 0
	}
	rec(0, big.NewInt(1))
}

// keepDivisor applies the filter to the divisor v with exponents exps.
func keepDivisor(fl divisorset.Filter, fs []primeFactor, v *big.Int, exps []int, n *big.Int) bool {
	two := -1
	nonzero, allEven, allCube := 0, true, true
	for i, e := range exps {
		if fs[i].p.Cmp(big.NewInt(2)) == 0 {
			two = e
		}
		if e > 0 {
			nonzero++
		}
		allEven = allEven && e%2 == 0
		allCube = allCube && e%3 == 0
	}
	switch {
	case fl&divisorset.FilterOdd != 0 && two > 0,
		fl&divisorset.FilterEven != 0 && two <= 0,
		fl&divisorset.FilterSquare != 0 && !allEven,
		fl&divisorset.FilterCube != 0 && !allCube,
		fl&divisorset.FilterTwoDigit != 0 && (v.Cmp(big.NewInt(10)) < 0 || v.Cmp(big.NewInt(99)) > 0),
		fl&divisorset.FilterNonTrivial != 0 && (v.Cmp(big.NewInt(1)) == 0 || v.Cmp(n) == 0):
		return false
	case fl&divisorset.FilterPrime != 0:
		if nonzero != 1 {
			return false
		}
		for _, e := range exps {
			if e > 1 {
				return false
			}
		}
	}
	return true
}

// productExponent is K with Π over the divisors = B^K: the product is
// Π p^(e·d/2), and B = Π p^f must have the same primes with e·d/(2f) = K
// for each.
func (c *checker) productExponent(fs []primeFactor, d *big.Int, base string) (*big.Int, string) {
	b, why := c.positiveInt(base)
	if why != "" || b.Cmp(big.NewInt(2)) < 0 {
		return nil, "the base of the power is not an integer above 1"
	}
	bfs, why := factorInt(b, c)
	if why != "" {
		return nil, why
	}
	if len(bfs) != len(fs) {
		return nil, fmt.Sprintf("the product of the divisors is not a power of %s", b)
	}
	var k *big.Int
	for i, f := range fs {
		if f.p.Cmp(bfs[i].p) != 0 {
			return nil, fmt.Sprintf("the product of the divisors is not a power of %s", b)
		}
		num := new(big.Int).Mul(big.NewInt(int64(f.e)), d)
		den := big.NewInt(int64(2 * bfs[i].e))
		q, r := new(big.Int).QuoRem(num, den, new(big.Int))
		if r.Sign() != 0 || k != nil && k.Cmp(q) != 0 {
			return nil, fmt.Sprintf("the product of the divisors is not an integer power of %s", b)
		}
		k = q
	}
	return k, ""
}

// oddSumSearch finds the one n with Lo < n < Hi whose odd divisors sum to
// Value.
func (c *checker) oddSumSearch(q divisorset.Question) (*big.Rat, string, string) {
	lo, ok1 := new(big.Int).SetString(q.Lo, 10)
	hi, ok2 := new(big.Int).SetString(q.Hi, 10)
	val, ok3 := new(big.Int).SetString(q.Value, 10)
	if !ok1 || !ok2 || !ok3 || lo.Sign() < 0 || hi.Cmp(lo) <= 0 || new(big.Int).Sub(hi, lo).Cmp(big.NewInt(maxOddSumRange)) > 0 {
		return nil, "", "the range is not read or too wide"
	}
	var found []*big.Int
	for n := new(big.Int).Add(lo, big.NewInt(1)); n.Cmp(hi) < 0; n.Add(n, big.NewInt(1)) {
		fs, why := factorInt(n, c)
		if why != "" {
			return nil, "", why
		}
		s := big.NewInt(1)
		for _, f := range fs {
			if f.p.Cmp(big.NewInt(2)) == 0 {
				continue
			}
			t := new(big.Int).Exp(f.p, big.NewInt(int64(f.e+1)), nil)
			t.Sub(t, big.NewInt(1))
			t.Quo(t, new(big.Int).Sub(f.p, big.NewInt(1)))
			s.Mul(s, t)
		}
		if s.Cmp(val) == 0 {
			found = append(found, new(big.Int).Set(n))
		}
	}
	if len(found) != 1 {
		return nil, "", fmt.Sprintf("%d integers n with %s < n < %s have odd divisors summing to %s, not exactly one", len(found), lo, hi, val)
	}
	return new(big.Rat).SetInt(found[0]), fmt.Sprintf("every n with %s < n < %s tried exactly; the only one whose odd divisors sum to %s", lo, hi, val), ""
}
