package intphrase

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// CheckPhrase checks a number-theory question asked in one sentence
// about one closed number (statement/intphrase reads it); ok is false
// when the statement is not one of its sentences.
func CheckPhrase(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := intphrase.Read(problem)
	if !ok {
		if g, ok := intphrase.ReadGivenRemainder(problem); ok {
			return checkGivenRemainder(c, g, answerSrc), true
		}
		if b, ok := intphrase.ReadBaseEquation(problem); ok {
			return checkBaseEquation(c, b, answerSrc), true
		}
		if w, ok := intphrase.ReadWeekday(problem); ok {
			return checkWeekday(w, answerSrc), true
		}
		if g, ok := intphrase.ReadGcd(problem); ok {
			return checkGcd(c, g, answerSrc), true
		}
		if t, ok := intphrase.ReadTermSearch(problem); ok {
			return checkTermSearch(c, t, answerSrc), true
		}
		if r, ok := intphrase.ReadRange(problem); ok {
			return checkRange(c, r, answerSrc), true
		}
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Inner != nil {
		iv, how := integerQuantity(c, *q.Inner)
		if iv == nil || !iv.IsInt() {
			return decide.Undecided(kind, "%s (the question read: %s)", how, statement.Clip(q.Src, 40)), true
		}
		q.X = decide.IntExpr(iv.Num())
		fn := map[intphrase.Kind]string{intphrase.DivisorSum: "σ", intphrase.DivisorCount: "d", intphrase.DivisorProduct: "Πd"}[q.Inner.Kind]
		if q.Inner.Filter != "" {
			fn += "_" + q.Inner.Filter
		}
		q.Src = fmt.Sprintf("%s(%s) = %s", fn, statement.Clip(q.Inner.Src, 20), statement.Clip(iv.Num().String(), 20))
	}
	var want *big.Rat
	var how string
	switch q.Kind {
	case intphrase.TermDecimal, intphrase.DecimalDigit, intphrase.DecimalPlaces, intphrase.LastDecimal,
		intphrase.FirstNonzero, intphrase.LeadingZeros, intphrase.NonzeroPlaces, intphrase.DecimalDigitSum:
		want, how = decimalQuantity(c, q)
	case intphrase.NumDenSum, intphrase.NumDenProduct, intphrase.Reciprocal, intphrase.ReciprocalDecimal, intphrase.FractionValue:
		want, how = fractionQuantity(c, q)
	default:
		want, how = integerQuantity(c, q)
	}
	if want == nil {
		return decide.Undecided(kind, "%s (the question read: %s)", how, statement.Clip(q.Src, 40)), true
	}
	form := ""
	switch q.Kind {
	case intphrase.TermDecimal, intphrase.ReciprocalDecimal:
		form = "decimal"
	case intphrase.Reciprocal, intphrase.FractionValue:
		form = "fraction"
	}
	return verdict(c, kind, want, how, answerSrc, form), true
}

// verdict compares the value found with the answer's, one exact number
// (written as a decimal, or as a fraction with no decimal point, where
// form says so).
func verdict(c *decide.Checker, kind statement.Kind, want *big.Rat, how, answerSrc, form string) decide.Result {
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s; the answer is not one number", how)
	}
	ae := ans.Items[0].E
	if form == "decimal" && !plainNumber(ae) || form == "fraction" && strings.Contains(answerSrc, ".") {
		return decide.Undecided(kind, "%s; the answer is not written as a %s", how, form)
	}
	av, err := c.Eval(ae, nil)
	if err != nil {
		return decide.Undecided(kind, "%s; the answer cannot be evaluated: %v", how, err)
	}
	got, exact := av.Exact()
	if !exact {
		return decide.Undecided(kind, "%s; the answer is not an exact number", how)
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s; the answer is %s", how, got.RatString())
	}
	return decide.WithExactEvidence(r, how, want, ae)
}

// plainNumber: a number written with digits (and a decimal point), or
// its negative.
func plainNumber(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	n, ok := e.(*ast.Number)
	return ok && n.Repeat == ""
}

// nonNegative: e is built from numbers by sums, products, powers and
// factorials only, so that it is at least every value computed on the way.
func nonNegative(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Number:
		return true
	case *ast.Binary:
		return (e.Op == ast.Add || e.Op == ast.Mul || e.Op == ast.Pow) && nonNegative(e.X) && nonNegative(e.Y)
	case *ast.Func:
		return e.Name == ast.Factorial && len(e.Args) == 1 && nonNegative(e.Args[0])
	}
	return false
}

var ten = big.NewInt(10)

func pow10(k int64) *big.Int { return new(big.Int).Exp(ten, big.NewInt(k), nil) }

// maxDigitPlace bounds K of the digit questions.
const maxDigitPlace = 8

// integerQuantity is the quantity asked of the integer X, and how; a nil
// value with why not.
func integerQuantity(c *decide.Checker, q intphrase.Question) (*big.Rat, string) {
	v, err := algebra.IntValue(q.X)
	large := false
	switch {
	case err == nil && v.Sign() < 0:
		return nil, fmt.Sprintf("%s is negative", statement.Clip(q.Src, 30))
	case err != nil && nonNegative(q.X) && strings.Contains(err.Error(), "bits"):
		large = true // more than algebra.IntBits bits: only residues are computed
	case err != nil:
		return nil, fmt.Sprintf("%s is not an integer computed exactly: %v", statement.Clip(q.Src, 30), err)
	}
	// mod is X modulo m, exactly.
	mod := func(m *big.Int) (*big.Int, error) {
		if !large {
			return new(big.Int).Mod(v, m), nil
		}
		return algebra.IntMod(q.X, m)
	}
	// atLeast: X ≥ 10^k (a number of more than IntBits bits is).
	atLeast := func(k int64) bool { return large || v.Cmp(pow10(k)) >= 0 }
	src := statement.Clip(q.Src, 30)
	switch q.Kind {
	case intphrase.Remainder:
		m, err := algebra.IntValue(q.Mod)
		if err != nil || m.Cmp(big.NewInt(2)) < 0 {
			return nil, "the divisor is not an integer above 1"
		}
		r, err := mod(m)
		if err != nil {
			return nil, fmt.Sprintf("%s modulo %s is not computed: %v", src, m, err)
		}
		return new(big.Rat).SetInt(r), fmt.Sprintf("%s ≡ %s (mod %s), exactly", src, r, m)
	case intphrase.DigitAt, intphrase.LastDigits, intphrase.SumLastDigits, intphrase.SumTensUnits:
		k := q.K
		if q.Kind == intphrase.SumTensUnits {
			k = 2
		}
		if k < 0 || k > maxDigitPlace || (q.Kind != intphrase.DigitAt && k < 1) {
			return nil, "the place asked is not read"
		}
		width := k
		if q.Kind == intphrase.DigitAt {
			width = k + 1
		}
		if !atLeast(width - 1) {
			return nil, fmt.Sprintf("%s has fewer than %d digits", src, width)
		}
		r, err := mod(pow10(width))
		if err != nil {
			return nil, fmt.Sprintf("%s modulo 10^%d is not computed: %v", src, width, err)
		}
		digits := fmt.Sprintf("%0*s", width, r.String())
		switch q.Kind {
		case intphrase.DigitAt:
			d := int64(digits[0] - '0')
			return big.NewRat(d, 1), fmt.Sprintf("%s ends in %s, its digit at 10^%d is %d", src, digits, k, d)
		case intphrase.LastDigits:
			return new(big.Rat).SetInt(r), fmt.Sprintf("%s ends in %s", src, digits)
		}
		return big.NewRat(digitSum(digits), 1), fmt.Sprintf("%s ends in %s, whose digits sum to %d", src, digits, digitSum(digits))
	}
	if large {
		return nil, fmt.Sprintf("%s has more than %d bits", src, algebra.IntBits)
	}
	switch q.Kind {
	case intphrase.TrailingZeros, intphrase.PowerOfTen:
		if v.Sign() <= 0 {
			return nil, fmt.Sprintf("%s is not positive", src)
		}
		z, r, m := int64(0), new(big.Int).Set(v), new(big.Int)
		for {
			qq, mm := new(big.Int).QuoRem(r, ten, m)
			if mm.Sign() != 0 {
				break
			}
			r = qq
			z++
		}
		if q.Kind == intphrase.PowerOfTen {
			if r.Cmp(big.NewInt(1)) != 0 {
				return nil, fmt.Sprintf("%s is not a power of 10", src)
			}
			return big.NewRat(z, 1), fmt.Sprintf("%s = 10^%d, exactly", src, z)
		}
		return big.NewRat(z, 1), fmt.Sprintf("%s ends in exactly %d zeros (divisible by 10^%d, not by 10^%d)", src, z, z, z+1)
	case intphrase.DigitCount, intphrase.DigitSum:
		if v.Sign() <= 0 {
			return nil, fmt.Sprintf("%s is not positive", src)
		}
		s := v.String()
		if q.Kind == intphrase.DigitCount {
			return big.NewRat(int64(len(s)), 1), fmt.Sprintf("%s has %d digits, exactly", src, len(s))
		}
		return big.NewRat(digitSum(s), 1), fmt.Sprintf("the digits of %s sum to %d, exactly", src, digitSum(s))
	}
	switch q.Kind {
	case intphrase.PrimeCount, intphrase.LargestPrime, intphrase.PrimeExtremeSum, intphrase.PrimeExtremeDiff, intphrase.PrimeTopDiff, intphrase.PrimeExponent, intphrase.PrimeSum:
		return primeQuantity(q, v)
	}
	return divisorQuantity(c, q, v)
}

func digitSum(s string) int64 {
	var t int64
	for _, r := range s {
		t += int64(r - '0')
	}
	return t
}
