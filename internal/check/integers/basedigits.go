package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/basedigits"
)

// Issue 42 (MATH Number Theory): the digits of an integer in a
// base, or its value written in a base (statement/basedigits reads the
// shapes). The integer is evaluated exactly (a numeral d_b is its value;
// the numerals must be in the base the statement names, and "within the
// indicated number base" is the one base of all of them); its digits in
// the base asked are computed by exact division, and the sum, product,
// count, even or odd count, last digit, first times last digit, trailing
// zeros, remainder, or ones less zeros compared with the answer, an
// integer in digits (in the base the statement asks it in). An answer
// that differs is left undecided, never refuted.

// maxBaseDigitsBits bounds the integers whose digits are listed.
const maxBaseDigitsBits = 4096

// CheckBaseDigits checks a question about the digits of an integer in a
// base; ok is false when the statement is not of basedigits' shapes.
func CheckBaseDigits(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := basedigits.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	return (&checker{c}).checkBaseDigits(q, answerSrc), true
}

func (c *checker) checkBaseDigits(q basedigits.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	und := func(format string, args ...any) decide.Result {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape)
	}
	v, b, why := c.baseValue(q.Value, q.NumeralBase, q.Base)
	if why != "" {
		return und("%s", why)
	}
	q.Base = b
	want, what, why := c.digitsAnswer(q, v)
	if why != "" {
		return und("%s", why)
	}
	var got *big.Int
	how := "the answer"
	if q.Ask == basedigits.AskValue || q.AnswerBase != 10 {
		g, h, why := baseAnswer(answerSrc, q.AnswerBase)
		if why != "" {
			return und("%s", why)
		}
		got, how = g, h
	} else {
		a := strings.TrimSpace(answerSrc)
		a = strings.TrimSpace(strings.TrimSuffix(a, `\text{ digits}`))
		g, ok := statement.AnswerInteger(a)
		if !ok {
			return und("the answer %q is not an integer written in digits", statement.Clip(answerSrc, 30))
		}
		got = g
	}
	text := fmt.Sprintf("%s: %s = %s, which is %s in base %d; %s is %s, computed exactly", q.Shape, statement.Clip(q.Value, 40), v, digitsText(v, q.Base), q.Base, what, want)
	if got.Cmp(want) != 0 {
		return und("%s, not %s (%s)", text, got, how)
	}
	r := decide.Confirm(kind, "%s; %s is equal", text, how)
	r.Evidence = []decide.Comparison{{What: what + " against the answer, exact values", Left: decide.IntExpr(want), Right: decide.IntExpr(got), Want: record.WantEqual}}
	return r
}

// baseValue evaluates the formula src exactly: an integer of at most
// maxBaseDigitsBits bits, at least 0; its numerals in base numeralBase
// when that is set. The base asked b, when 0, is the one base of all the
// numerals.
func (c *checker) baseValue(src string, numeralBase, b int) (*big.Int, int, string) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, 0, fmt.Sprintf("the integer %s is not read: %v", statement.Clip(src, 30), err)
	}
	bases := map[int]bool{}
	statement.WalkExprs(e, func(x ast.Expr) bool {
		if f, ok := x.(*ast.Func); ok {
			if nb, ok := statement.BaseNumeral(f); ok {
				bases[nb] = true
			}
		}
		return true
	})
	if numeralBase != 0 && (len(bases) != 1 || !bases[numeralBase]) {
		return nil, 0, fmt.Sprintf("the numerals of %s are not all in base %d", statement.Clip(src, 30), numeralBase)
	}
	if b == 0 {
		if len(bases) != 1 {
			return nil, 0, "the numerals are not in one base"
		}
		for nb := range bases {
			b = nb
		}
	}
	if b < 2 || b > 36 {
		return nil, 0, fmt.Sprintf("the base %d is not from 2 to 36", b)
	}
	val, err := c.Eval(e, nil)
	if err != nil {
		return nil, 0, fmt.Sprintf("%s cannot be evaluated: %v", statement.Clip(src, 30), err)
	}
	r, exact := val.Exact()
	if !exact || !r.IsInt() || r.Sign() < 0 || r.Num().BitLen() > maxBaseDigitsBits {
		return nil, 0, fmt.Sprintf("%s is not a non-negative integer of at most %d bits", statement.Clip(src, 30), maxBaseDigitsBits)
	}
	return new(big.Int).Set(r.Num()), b, ""
}

// digitsAnswer is the value asked of v's digits in q.Base, and its name.
func (c *checker) digitsAnswer(q basedigits.Question, v *big.Int) (*big.Int, string, string) {
	if q.Ask == basedigits.AskValue {
		return v, fmt.Sprintf("the value in base %d", q.Base), ""
	}
	if q.Ask == basedigits.AskRemainder {
		m, ok := new(big.Int).SetString(q.Mod, 10)
		if !ok || m.Sign() <= 0 {
			return nil, "", "the divisor is not a positive integer"
		}
		return new(big.Int).Mod(v, m), "the remainder modulo " + m.String(), ""
	}
	if v.Sign() <= 0 {
		return nil, "", "the integer is not positive"
	}
	d := digitsOf(v, q.Base)
	n := func(x int) *big.Int { return big.NewInt(int64(x)) }
	count := func(keep func(int) bool) int {
		k := 0
		for _, x := range d {
			if keep(x) {
				k++
			}
		}
		return k
	}
	switch q.Ask {
	case basedigits.AskDigitSum:
		return n(sum(d)), "the sum of the digits", ""
	case basedigits.AskDigitProduct:
		p := big.NewInt(1)
		for _, x := range d {
			p.Mul(p, n(x))
		}
		return p, "the product of the digits", ""
	case basedigits.AskEvenDigits:
		return n(count(func(x int) bool { return x%2 == 0 })), "the number of even digits", ""
	case basedigits.AskOddDigits:
		return n(count(func(x int) bool { return x%2 == 1 })), "the number of odd digits", ""
	case basedigits.AskDigitCount:
		return n(len(d)), "the number of digits", ""
	case basedigits.AskLastDigit:
		return n(d[0]), "the last digit", ""
	case basedigits.AskFirstLast:
		return n(d[0] * d[len(d)-1]), "the product of the first and last digits", ""
	case basedigits.AskTrailingZeros:
		k := 0
		for k < len(d) && d[k] == 0 {
			k++
		}
		return n(k), "the number of zeros it ends in", ""
	case basedigits.AskOnesMinusZeros:
		if q.Base != 2 {
			return nil, "", "ones and zeros are counted in base 2 only"
		}
		return n(count(func(x int) bool { return x == 1 }) - count(func(x int) bool { return x == 0 })), "the ones less the zeros", ""
	case basedigits.AskMoreDigits:
		v2, _, why := c.baseValue(q.Value2, 0, q.Base2)
		if why != "" || v2.Sign() <= 0 {
			return nil, "", "the second integer is not read"
		}
		return n(len(d) - len(digitsOf(v2, q.Base2))), fmt.Sprintf("the digits in base %d less the digits of %s in base %d", q.Base, v2, q.Base2), ""
	}
	return nil, "", "the question is not read"
}

// digitsOf lists the digits of v > 0 in base b, the last digit first.
func digitsOf(v *big.Int, b int) []int {
	var d []int
	x, r, bb := new(big.Int).Set(v), new(big.Int), big.NewInt(int64(b))
	for x.Sign() > 0 {
		x.QuoRem(x, bb, r)
		d = append(d, int(r.Int64()))
	}
	return d
}

func sum(d []int) int {
	s := 0
	for _, x := range d {
		s += x
	}
	return s
}

// digitsText writes v's digits in base b, first digit first, each in
// decimal where b is above 10.
func digitsText(v *big.Int, b int) string {
	if v.Sign() == 0 {
		return "0"
	}
	if b <= 10 {
		return v.Text(b)
	}
	d := digitsOf(v, b)
	var ps []string
	for i := len(d) - 1; i >= 0; i-- {
		ps = append(ps, fmt.Sprint(d[i]))
	}
	return "(" + strings.Join(ps, ", ") + ")"
}
