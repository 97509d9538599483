// Package interest reads compound-interest questions (issue 42,
// CollegeMath, the Beginning and Intermediate Algebra book, section 10.6)
// by the whole statement's shape: every sentence is one of a fixed list,
// word for word, with the amounts written "$\$ 2500$", the rates "$5 \%$",
// the time "7.5 years" or "18 months" and the compounding "annually",
// "semiannually", "quarterly", "monthly" or "continuous(ly)". It reads;
// internal/check/shapes (CheckInterest) computes the amount and decides.
//
//   - "Find the principal that will amount to $\$ A$ if invested at $r \%$
//     interest compounded <period> for t years." (the principal asked);
//   - "A $\$ P$ Treasury Bill earned $r \%$ compounded <period>. If the bill
//     matured in t years, what was it worth at maturity?";
//   - "An $r \%$ account earns continuous interest. If $\$ P$ is deposited
//     for t years, what is the total accumulated?";
//   - "You lend $\$ P$ at $r \%$ continuous interest. If you are repaid t
//     months later, what is owed?";
//   - "You lend out $\$ P$ at $r \%$ compounded <period>. If the debt is
//     repaid in t months, what is the total owed at the time of
//     repayment?";
//   - "A thousand dollars is left in a bank savings account drawing $r \%$
//     interest, compounded <period> for t years. What is the balance at
//     the end of that time?".
//
// Anything else, one word more or less, a second time ("a 2 year period"
// and "the end of 9 years"), daily compounding (360 or 365 days), is not
// read.
package interest

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is a compound-interest question.
type Question struct {
	// Principal asks for the principal P that grows to Amount; else the
	// amount P grows to is asked.
	Principal bool
	// Amount is the money given: the principal, or the amount to reach
	// when Principal.
	Amount *big.Rat
	Rate   *big.Rat // the yearly rate, a fraction (5 % is 1/20)
	// PerYear is the number of compoundings a year; 0 for continuous
	// compounding.
	PerYear int64
	Years   *big.Rat // the time, in years (months / 12)
}

// periods are the compoundings read, per year.
var periods = map[string]int64{"annually": 1, "semiannually": 2, "semi-annually": 2, "quarterly": 4, "monthly": 12}

const (
	money = `(?P<money>m\d+)`
	rate  = `(?P<rate>r\d+)`
	num   = `(?P<time>\d+(?:\.\d+)?)`
	per   = `(?P<per>annually|semiannually|semi-annually|quarterly|monthly)`
)

// shape is one statement of the list: its pattern (over the prose with
// each amount written m<i> and each rate r<i>), whether it asks for the
// principal, whether its time is in months, and whether its compounding
// is continuous.
type shape struct {
	re         *regexp.Regexp
	principal  bool
	months     bool
	continuous bool
	thousand   bool // the principal is "a thousand dollars"
}

var shapes = []shape{
	{re: regexp.MustCompile(`^find the principal that will amount to ` + money + ` if invested at ` + rate + ` interest compounded ` + per + ` for ` + num + ` years\.$`), principal: true},
	{re: regexp.MustCompile(`^a ` + money + ` treasury bill earned ` + rate + ` compounded ` + per + `\. if the bill matured in ` + num + ` years, what was it worth at maturity\?$`)},
	{re: regexp.MustCompile(`^an? ` + rate + ` account earns continuous interest\. if ` + money + ` is deposited for ` + num + ` years, what is the total accumulated\?$`), continuous: true},
	{re: regexp.MustCompile(`^you lend ` + money + ` at ` + rate + ` continuous interest\. if you are repaid ` + num + ` months later, what is owed\?$`), continuous: true, months: true},
	{re: regexp.MustCompile(`^you lend out ` + money + ` at ` + rate + ` compounded ` + per + `\. if the debt is repaid in ` + num + ` months, what is the total owed at the time of repayment\?$`), months: true},
	{re: regexp.MustCompile(`^a thousand dollars is left in a bank savings account drawing ` + rate + ` interest, compounded ` + per + ` for ` + num + ` years\. what is the balance at the end of that time\?$`), thousand: true},
}

// moneyRe is an amount of money as the book writes it: "\$ 2500" (the
// dollar sign is read as \usd, so that it does not close the formula),
// "\$ 10,000" (commas between groups of three digits), "\$ 1.5".
var moneyRe = regexp.MustCompile(`^\\usd\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$`)

// rateRe is a rate: "5 \%", "13.5 \%".
var rateRe = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*\\%$`)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "compounded") && !strings.Contains(problem, "continuous") {
		return Question{}, false
	}
	var b strings.Builder
	var amounts, rates []*big.Rat
	for _, p := range statement.SplitDollars(strings.ReplaceAll(statement.UnicodeFix.Replace(problem), `\$`, `\usd `)) {
		if !p.Math {
			b.WriteString(strings.ToLower(p.Text))
			continue
		}
		src := strings.TrimSpace(p.Text)
		if m := moneyRe.FindStringSubmatch(src); m != nil {
			v, ok := new(big.Rat).SetString(strings.ReplaceAll(m[1], ",", "") + m[2])
			if !ok {
				return Question{}, false
			}
			b.WriteString(" m" + itoa(len(amounts)) + " ")
			amounts = append(amounts, v)
			continue
		}
		if m := rateRe.FindStringSubmatch(src); m != nil {
			v, ok := new(big.Rat).SetString(m[1])
			if !ok {
				return Question{}, false
			}
			b.WriteString(" r" + itoa(len(rates)) + " ")
			rates = append(rates, v.Quo(v, big.NewRat(100, 1)))
			continue
		}
		return Question{}, false
	}
	t := strings.Join(strings.Fields(b.String()), " ")
	t = spaceBeforePunct.ReplaceAllString(t, "$1")
	if len(amounts) > 1 || len(rates) != 1 {
		return Question{}, false
	}
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		q := Question{Principal: sh.principal, Rate: rates[0]}
		switch {
		case sh.thousand && len(amounts) == 0:
			q.Amount = big.NewRat(1000, 1)
		case !sh.thousand && len(amounts) == 1:
			q.Amount = amounts[0]
		default:
			return Question{}, false
		}
		tm, ok := new(big.Rat).SetString(m[sh.re.SubexpIndex("time")])
		if !ok || tm.Sign() <= 0 {
			return Question{}, false
		}
		if sh.months {
			tm.Quo(tm, big.NewRat(12, 1))
		}
		q.Years = tm
		if !sh.continuous {
			q.PerYear = periods[m[sh.re.SubexpIndex("per")]]
		}
		if q.Rate.Sign() <= 0 || q.Amount.Sign() <= 0 {
			return Question{}, false
		}
		return q, true
	}
	return Question{}, false
}

// spaceBeforePunct is a space before a full stop, comma or question mark.
var spaceBeforePunct = regexp.MustCompile(` ([.?,])`)

func itoa(i int) string { return big.NewInt(int64(i)).String() }
