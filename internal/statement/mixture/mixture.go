// Package mixture reads the Beginning and Intermediate Algebra book's
// mixture problems (issue 42, CollegeMath 4.6) that ask for one amount x
// mixed with a known amount Q, by the whole statement's shape, word for
// word:
//
//   - "How many <units> of <A> that cost(s) $\$ a$ per <unit> must be mixed
//     with $Q \mathrm{<u>}$ of <B> that cost(s) $\$ b$ per <unit> to make
//     a|an <C> that costs|sells for $\$ c$ per <unit>?";
//   - "How many <units> of [pure] <S> must be added to Q <units> of a $b \%$
//     <S> solution to make a solution which is $c \%$ <S>?", and "... to Q
//     <units> of <B> that is|contains $b \%$ <S> to make|produce a mixture
//     that is $c \%$ <S>?" (the substance added is pure: a = 100 %);
//   - "How many <units> of <A> that is $a \%$ <S> must be mixed with $Q
//     \mathrm{<u>}$ of <A> that is $b \%$ <S> to make a|an <C> that is $c
//     \%$ <S>?";
//   - "The manager of a garden shop mixes <A> that is $a \%$ <S> with Q
//     <units> of <A> that is $b \%$ <S> to make a mixture that is $c \%$
//     <S>. How much of the $a \%$ mixture is used?".
//
// In each, x·a + Q·b = (x + Q)·c, so x = Q(b − c)/(c − a). The unit of Q
// must be the unit asked. internal/check/shapes solves and decides.
package mixture

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is x·A + Q·B = (x + Q)·C, x asked.
type Question struct {
	Q, A, B, C *big.Rat
}

// X is the amount asked; ok is false when C is not strictly between A and
// B.
func (q Question) X() (*big.Rat, bool) {
	lo, hi := q.A, q.B
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	if q.C.Cmp(lo) <= 0 || q.C.Cmp(hi) >= 0 {
		return nil, false
	}
	x := new(big.Rat).Mul(q.Q, new(big.Rat).Sub(q.B, q.C))
	return x.Quo(x, new(big.Rat).Sub(q.C, q.A)), true
}

// units are the units by their names (plural, singular) and symbols.
var units = map[string]string{"kilograms": "kg", "kilogram": "kg", "kg": "kg", "liters": "L", "liter": "L", "l": "L",
	"pounds": "lb", "pound": "lb", "lb": "lb", "ounces": "oz", "ounce": "oz", "oz": "oz", "grams": "g", "gram": "g", "g": "g",
	"gallons": "gal", "gallon": "gal", "gal": "gal", "milliliters": "ml", "ml": "ml"}

const (
	w    = `([a-z]+(?: [a-z]+){0,2})`
	unit = `(kilograms|liters|pounds|ounces|grams|gallons|milliliters)`
)

var shapes = []struct {
	re   *regexp.Regexp
	pure bool
}{
	// 1: costs.
	{re: regexp.MustCompile(`^how many ` + unit + ` of ` + w + ` that costs? m0 per ([a-z]+) must be mixed with q0 of ` + w + ` that costs? m1 per ([a-z]+) to make an? ` + w + ` that (?:costs|sells for) m2 per ([a-z]+)\?$`)},
	// 2: a pure substance added.
	{re: regexp.MustCompile(`^how many ` + unit + ` of (?:pure )?` + w + ` must be added to (\d+(?:\.\d+)?) ` + unit + ` of a p0 ` + w + ` solution to make a solution which is p1 ` + w + `\?$`), pure: true},
	{re: regexp.MustCompile(`^how many ` + unit + ` of (?:pure )?` + w + ` must be added to (\d+(?:\.\d+)?) (oz|lb|g|kg) of (?:an? )?` + w + ` that (?:is|contains) p0 ` + w + ` to (?:make|produce) a mixture that is p1 ` + w + `\?$`), pure: true},
	// 3: two percentages.
	{re: regexp.MustCompile(`^how many ` + unit + ` of ` + w + ` that is p0 ` + w + ` must be mixed with q0 of ` + w + ` that is p1 ` + w + ` to make an? ` + w + ` that is p2 ` + w + `\?$`)},
	{re: regexp.MustCompile(`^the manager of a garden shop mixes ` + w + ` that is p0 ` + w + ` with (\d+(?:\.\d+)?) (lb|oz|kg|g) of ` + w + ` that is p1 ` + w + ` to make a mixture that is p2 ` + w + `\. how much of the p3 mixture is used\?$`)},
}

var (
	// spacePunct is a space before punctuation.
	spacePunct = regexp.MustCompile(` ([.?,])`)
	moneyRe    = regexp.MustCompile(`^\\usd\s*(\d+(?:\.\d+)?)$`)
	pctRe      = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*\\%$`)
	qtyRe      = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*\\mathrm\{\s*~?\s*([a-zA-Z]+)\s*\}$`)
)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "mix") && !strings.Contains(problem, "added") {
		return Question{}, false
	}
	var b strings.Builder
	var money, pct []*big.Rat
	var qty []*big.Rat
	var qunit []string
	for _, p := range statement.SplitDollars(strings.ReplaceAll(statement.UnicodeFix.Replace(problem), `\$`, `\usd `)) {
		if !p.Math {
			b.WriteString(strings.ToLower(p.Text))
			continue
		}
		src := strings.TrimSpace(p.Text)
		switch {
		case moneyRe.MatchString(src):
			v, _ := new(big.Rat).SetString(moneyRe.FindStringSubmatch(src)[1])
			b.WriteString(" m" + string(rune('0'+len(money))) + " ")
			money = append(money, v)
		case pctRe.MatchString(src):
			v, _ := new(big.Rat).SetString(pctRe.FindStringSubmatch(src)[1])
			b.WriteString(" p" + string(rune('0'+len(pct))) + " ")
			pct = append(pct, v)
		case qtyRe.MatchString(src):
			m := qtyRe.FindStringSubmatch(src)
			v, _ := new(big.Rat).SetString(m[1])
			b.WriteString(" q" + string(rune('0'+len(qty))) + " ")
			qty = append(qty, v)
			qunit = append(qunit, m[2])
		default:
			return Question{}, false
		}
		if len(money) > 9 || len(pct) > 9 || len(qty) > 9 {
			return Question{}, false
		}
	}
	t := strings.Join(strings.Fields(b.String()), " ")
	t = spacePunct.ReplaceAllString(t, "$1")
	for i, sh := range shapes {
		m := sh.re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		switch i {
		case 0: // unit, A, per, q0, B, per, C, per
			if len(money) != 3 || len(qty) != 1 || len(pct) != 0 || units[m[1]] != units[strings.ToLower(qunit[0])] ||
				!same(m[3], m[1]) || !same(m[5], m[1]) || !same(m[7], m[1]) {
				return Question{}, false
			}
			return Question{Q: qty[0], A: money[0], B: money[1], C: money[2]}, true
		case 1: // unit, S, Q, unit, S, S
			if len(pct) != 2 || len(money)+len(qty) != 0 || m[1] != m[4] || m[2] != m[5] || m[2] != m[6] {
				return Question{}, false
			}
			q, _ := new(big.Rat).SetString(m[3])
			return Question{Q: q, A: big.NewRat(100, 1), B: pct[0], C: pct[1]}, true
		case 2: // unit, S, Q, sym, B, S, S
			if len(pct) != 2 || len(money)+len(qty) != 0 || units[m[1]] != units[m[4]] || m[2] != m[6] || m[2] != m[7] {
				return Question{}, false
			}
			q, _ := new(big.Rat).SetString(m[3])
			return Question{Q: q, A: big.NewRat(100, 1), B: pct[0], C: pct[1]}, true
		case 3: // unit, A, S, A, S, C, S
			if len(pct) != 3 || len(qty) != 1 || len(money) != 0 || units[m[1]] != units[strings.ToLower(qunit[0])] ||
				m[2] != m[4] || m[3] != m[5] || m[3] != m[7] {
				return Question{}, false
			}
			return Question{Q: qty[0], A: pct[0], B: pct[1], C: pct[2]}, true
		case 4: // A, S, Q, sym, A, S, S; p3 = p0
			if len(pct) != 4 || len(qty)+len(money) != 0 || m[1] != m[5] || m[2] != m[6] || m[2] != m[7] || pct[3].Cmp(pct[0]) != 0 {
				return Question{}, false
			}
			q, _ := new(big.Rat).SetString(m[3])
			return Question{Q: q, A: pct[0], B: pct[1], C: pct[2]}, true
		}
	}
	return Question{}, false
}

// same reports whether a unit in the singular ("kilogram") is the unit
// named in the plural ("kilograms").
func same(one, many string) bool { return units[one] != "" && units[one] == units[many] }
