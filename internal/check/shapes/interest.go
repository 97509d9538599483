package shapes

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/interest"
)

// Issue 42 (CollegeMath 10.6): compound interest, the statement read whole
// by internal/statement/interest (the principal, the yearly rate, the
// compoundings a year or continuous compounding, the time in years):
//
//   - compounded n times a year for t years, n·t a whole number: the
//     amount P·(1 + r/n)^{n·t}, or the principal A / (1 + r/n)^{n·t},
//     exact rationals;
//   - compounded continuously: P·e^{r·t}, enclosed to the working
//     precision.
//
// The answer is money: a number with at most two decimals (an optional
// "\$", commas between groups of three digits). It is confirmed when it
// is the value rounded to the cent (half away from zero), and refuted
// when it is neither that nor the value rounded at its own last printed
// place (an answer to the dollar stays undecided, "2002" for 2001.597…).
// The evidence is the amount's formula against the answer with the
// rounding unit 1/100 (decide.Comparison.Round), which leg 3 redoes.

// maxPeriods bounds the number of compoundings n·t (the exponent).
const maxPeriods = 10000

// cent is the unit money is rounded to.
var cent = big.NewRat(1, 100)

// Formula is the amount asked, as a LaTeX formula: A / (1 + r/n)^{n t}
// for the principal, P (1 + r/n)^{n t}, or P e^{r t} for continuous
// compounding; ok is false when n·t is not a whole number of at most
// maxPeriods.
func Formula(q interest.Question) (string, bool) {
	frac := func(r *big.Rat) string {
		if r.IsInt() {
			return r.Num().String()
		}
		return fmt.Sprintf(`\frac{%s}{%s}`, r.Num(), r.Denom())
	}
	var growth string
	if q.PerYear == 0 {
		growth = fmt.Sprintf(`e^{%s}`, frac(new(big.Rat).Mul(q.Rate, q.Years)))
	} else {
		nt := new(big.Rat).Mul(big.NewRat(q.PerYear, 1), q.Years)
		if !nt.IsInt() || nt.Num().Cmp(big.NewInt(maxPeriods)) > 0 || nt.Sign() <= 0 {
			return "", false
		}
		step := new(big.Rat).Quo(q.Rate, big.NewRat(q.PerYear, 1))
		growth = fmt.Sprintf(`\left(1+%s\right)^{%s}`, frac(step), nt.Num())
	}
	if q.Principal {
		return fmt.Sprintf(`\frac{%s}{%s}`, frac(q.Amount), growth), true
	}
	return fmt.Sprintf(`%s \cdot %s`, frac(q.Amount), growth), true
}

// moneyAnswer is an answer of money: an optional "\$", digits (commas
// between groups of three), at most two decimals.
var moneyAnswer = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$`)

// readMoney reads the answer's amount and the unit of its last printed
// place (an integer's trailing zeros widen it: "2000" is to the
// thousand).
func readMoney(answerSrc string) (dec, unit *big.Rat, src string, ok bool) {
	s := strings.NewReplacer(`\$`, "", "$", "", " ", "", "~", "", `\ `, "").Replace(strings.TrimSpace(answerSrc))
	m := moneyAnswer.FindStringSubmatch(s)
	if m == nil {
		return nil, nil, "", false
	}
	digits := strings.ReplaceAll(m[1], ",", "")
	num := digits
	unit = big.NewRat(1, 1)
	if m[2] != "" {
		num += "." + m[2]
		unit = statement.Pow10(-len(m[2]))
	} else if z := len(digits) - len(strings.TrimRight(digits, "0")); z > 0 && z < len(digits) {
		unit = statement.Pow10(z)
	}
	dec, ok = new(big.Rat).SetString(num)
	return dec, unit, num, ok
}

// checkInterest decides a compound-interest question.
func checkInterest(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := interest.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	dec, unit, num, ok := readMoney(answerSrc)
	if !ok {
		return decide.Result{}, false
	}
	f, ok := Formula(q)
	if !ok {
		return decide.Result{}, false
	}
	left, err := latex.ParseExpr(f)
	if err != nil {
		return decide.Result{}, false
	}
	right, err := latex.ParseExpr(num)
	if err != nil {
		return decide.Result{}, false
	}
	v, err := c.Eval(left, nil)
	if err != nil {
		return decide.Result{}, false
	}
	var lo, hi *big.Rat
	if r, exact := v.Exact(); exact {
		lo, hi = r, r
	} else if l, h, ok := v.Enclosure(); ok {
		lo, _ = l.Rat(nil)
		hi, _ = h.Rat(nil)
	} else {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the amount"
	if q.Principal {
		what = "the principal"
	}
	how := fmt.Sprintf("%s is %s = %s (compound interest, read from the whole statement)", what, f, decide.Show(v))
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: what + " rounded to the cent", Left: left, Right: right, Want: record.WantEqual, Round: cent}}
		return r
	}
	yes, decided := pm.RoundsTo(dec, cent, lo, hi)
	switch {
	case !decided:
		return decide.Undecided(kind, "%s; whether the answer %s is its rounding to the cent is not decided (a half-way point)", how, num), true
	case yes:
		return ev(decide.Confirm(kind, "%s; the answer %s is its rounding to the cent (money)", how, num)), true
	}
	if unit.Cmp(cent) > 0 {
		if yes, decided := pm.RoundsTo(dec, unit, lo, hi); yes || !decided {
			return decide.Undecided(kind, "%s; the answer %s may round it to %s, not to the cent", how, num, decide.UnitText(unit)), true
		}
	}
	return ev(decide.Refute(kind, "%s; the answer %s is not its rounding to the cent", how, num)), true
}

// CheckInterest answers a compound-interest question
// (internal/statement/interest); ok is false for any other statement or an
// answer that is not an amount of money.
func CheckInterest(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return checkInterest(c, problem, answerSrc)
}
