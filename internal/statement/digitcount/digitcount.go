// Package digitcount reads a question that asks how many integers of a
// bounded range have a property of their digits or divisors (issue 42,
// MATH Counting & Probability; see Read).
package digitcount

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed and "$7$" read as 7; a range, then a
// property:
//
//	How many [positive[,]] K-digit (numbers|integers|whole numbers|positive integers) P?     (K two to six, in words or digits)
//	How many of the natural numbers from A to B, inclusive, P? [(The numbers X and Y are two natural numbers that P, but Z is not.)]
//	How many numbers between A and B (inclusive) P?
//
// P: are there; have no D's and no E's as digits; have at least one D or
// at least one E as digits; contain at least one D as a digit but do not
// contain a E as a digit; are multiples of neither A nor B; are not
// perfect squares; contain the digit D at least once (twice); have at
// least one D or one E among their digits; have a first digit which is
// triple the final digit; have the last digit equal to the sum of the
// first two digits. The example sentence, where there is one, must be
// true of the property read (X and Y have it, Z has not). Anything else,
// one more word, is not read.

// Question is the question read: the integers Lo to Hi with Prop.
type Question struct {
	Lo, Hi int
	Prop   func(n int) bool
	Shape  string
}

const (
	dig = `\$?(\d)\$?`
	num = `(\d{1,4}|[a-z]+)`
)

var (
	spaceRe  = regexp.MustCompile(`\s+`)
	dollarRe = regexp.MustCompile(`\$(\d)\$-digit`)
	digitsRe = regexp.MustCompile(`^How many (?:positive,? )?(two|three|four|five|six|[2-6])[- ]digit (?:numbers|integers|whole numbers|positive integers) (.+)\?$`)
	fromRe   = regexp.MustCompile(`^How many of the natural numbers from \$?(\d{1,4})\$? to \$?(\d{1,4}),?\$? inclusive, (.+?)\?(?: \(The numbers \$?(\d{1,4})\$? and \$?(\d{1,4})\$? are two natural numbers that (.+?), but \$?(\d{1,4})\$? (?:or \$?(\d{1,4})\$? )?(?:is|are) not\.\))?$`)
	betweenR = regexp.MustCompile(`^How many numbers between (\d{1,4}) and (\d{1,4}) \(inclusive\) (.+)\?$`)

	props = []struct {
		re   *regexp.Regexp
		make func(m []string) (func(int) bool, bool)
	}{
		{regexp.MustCompile(`^are there$`), func([]string) (func(int) bool, bool) { return func(int) bool { return true }, true }},
		{regexp.MustCompile(`^have no ` + dig + `'s and no ` + dig + `'s as digits$`), func(m []string) (func(int) bool, bool) {
			return func(n int) bool { return !has(n, m[1]) && !has(n, m[2]) }, m[1] != m[2]
		}},
		{regexp.MustCompile(`^have at least one ` + dig + ` or at least one ` + dig + ` as digits$`), func(m []string) (func(int) bool, bool) {
			return func(n int) bool { return has(n, m[1]) || has(n, m[2]) }, m[1] != m[2]
		}},
		{regexp.MustCompile(`^have at least one ` + dig + ` or one ` + dig + ` among their digits$`), func(m []string) (func(int) bool, bool) {
			return func(n int) bool { return has(n, m[1]) || has(n, m[2]) }, m[1] != m[2]
		}},
		{regexp.MustCompile(`^contain at least one ` + dig + ` as a digit but do not contain an? ` + dig + ` as a digit$`), func(m []string) (func(int) bool, bool) {
			return func(n int) bool { return has(n, m[1]) && !has(n, m[2]) }, m[1] != m[2]
		}},
		{regexp.MustCompile(`^are multiples of neither (\d{1,3}) nor (\d{1,3})$`), func(m []string) (func(int) bool, bool) {
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			return func(n int) bool { return n%a != 0 && n%b != 0 }, a > 1 && b > 1
		}},
		{regexp.MustCompile(`^are not perfect squares$`), func([]string) (func(int) bool, bool) {
			return func(n int) bool { return !square(n) }, true
		}},
		{regexp.MustCompile(`^contain the digit ` + dig + ` at least (once|twice)$`), func(m []string) (func(int) bool, bool) {
			k := 1
			if m[2] == "twice" {
				k = 2
			}
			return func(n int) bool { return strings.Count(strconv.Itoa(n), m[1]) >= k }, true
		}},
		{regexp.MustCompile(`^have a first digit which is triple the final digit$`), func([]string) (func(int) bool, bool) {
			return func(n int) bool { s := strconv.Itoa(n); return int(s[0]-'0') == 3*int(s[len(s)-1]-'0') }, true
		}},
		{regexp.MustCompile(`^have the last digit equal to the sum of the first two digits$`), func([]string) (func(int) bool, bool) {
			return func(n int) bool {
				s := strconv.Itoa(n)
				return len(s) >= 3 && int(s[len(s)-1]-'0') == int(s[0]-'0')+int(s[1]-'0')
			}, true
		}},
	}
	widths = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
)

func has(n int, d string) bool { return strings.Contains(strconv.Itoa(n), d) }

func square(n int) bool {
	for r := 0; r*r <= n; r++ {
		if r*r == n {
			return true
		}
	}
	return false
}

// prop reads a property; ok is false for any other words.
func prop(s string) (func(int) bool, bool) {
	for _, p := range props {
		if m := p.re.FindStringSubmatch(s); m != nil {
			return p.make(m)
		}
	}
	return nil, false
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "How many") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = dollarRe.ReplaceAllString(p, "$1-digit")
	if m := digitsRe.FindStringSubmatch(p); m != nil {
		k, ok := widths[m[1]]
		if !ok {
			k, _ = strconv.Atoi(m[1])
		}
		f, ok := prop(m[2])
		lo := 1
		for i := 1; i < k; i++ {
			lo *= 10
		}
		return Question{Lo: lo, Hi: lo*10 - 1, Prop: f, Shape: "the " + strconv.Itoa(k) + "-digit integers with a property"}, ok
	}
	if m := fromRe.FindStringSubmatch(p); m != nil {
		lo, _ := strconv.Atoi(m[1])
		hi, _ := strconv.Atoi(m[2])
		f, ok := prop(m[3])
		if !ok || m[4] != "" && !example(f, m[3], m[4:]) {
			return Question{}, false
		}
		return Question{Lo: lo, Hi: hi, Prop: f, Shape: "the natural numbers A to B with a property"}, lo >= 1 && lo <= hi
	}
	if m := betweenR.FindStringSubmatch(p); m != nil {
		lo, _ := strconv.Atoi(m[1])
		hi, _ := strconv.Atoi(m[2])
		f, ok := prop(m[3])
		return Question{Lo: lo, Hi: hi, Prop: f, Shape: "the numbers A to B, inclusive, with a property"}, ok && lo <= hi
	}
	return Question{}, false
}

// example checks the statement's example: the property said again word
// for word, the two numbers said to have it have it, the others not.
func example(f func(int) bool, said string, g []string) bool {
	if g[2] != said {
		return false
	}
	for i, s := range []string{g[0], g[1], g[3], g[4]} {
		if s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil || f(v) != (i < 2) {
			return false
		}
	}
	return true
}
