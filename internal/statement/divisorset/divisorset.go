// Package divisorset reads a question about a set of the divisors of one
// integer: their sum, number or product, the divisors kept by a filter
// (odd, even, prime, two-digit, perfect squares or cubes, the trivial two
// excluded), the sum of their reciprocals; an integer in a range known by
// the sum of its odd divisors; a prime factor of a number of divisors
// (issue 42, OlympiadBench and MATH Number Theory; see Read). It reads;
// it proves nothing.
package divisorset

import (
	"regexp"
	"strings"
)

// Ask is what is asked of the divisors kept.
type Ask int

const (
	// AskSum is their sum.
	AskSum Ask = iota + 1
	// AskCount is their number.
	AskCount
	// AskRecipSum is the sum of their reciprocals.
	AskRecipSum
	// AskProductExp is K with the product of the divisors kept equal to B^K.
	AskProductExp
	// AskCountPrime is the largest (smallest) prime factor of the number
	// of divisors.
	AskCountPrime
	// AskOddSumSearch is the one integer n in (Lo, Hi) whose odd positive
	// divisors sum to Value.
	AskOddSumSearch
)

// Filter keeps some divisors.
type Filter int

const (
	// FilterOdd keeps the odd divisors.
	FilterOdd Filter = 1 << iota
	// FilterEven keeps the even divisors.
	FilterEven
	// FilterPrime keeps the prime divisors.
	FilterPrime
	// FilterTwoDigit keeps the divisors from 10 to 99.
	FilterTwoDigit
	// FilterSquare keeps the perfect squares.
	FilterSquare
	// FilterCube keeps the perfect cubes.
	FilterCube
	// FilterNonTrivial drops 1 and the number itself.
	FilterNonTrivial
)

// Question is one read question.
type Question struct {
	Ask    Ask
	Filter Filter
	// N is the integer whose divisors are taken: a formula (no dollars)
	// or digits. For AskOddSumSearch it is empty.
	N string
	// Base is B of AskProductExp (a formula).
	Base string
	// Largest is true for the largest prime factor (AskCountPrime).
	Largest bool
	// Lo, Hi, Value are AskOddSumSearch's bounds (strict) and sum, digits.
	Lo, Hi, Value string
	// Shape names the shape read, for notes.
	Shape string
}

var (
	spaceRe   = regexp.MustCompile(`\s+`)
	displayRe = regexp.MustCompile(`\$\$(.*?)\$\$|\\\[(.*?)\\\]`)
	insideRe  = regexp.MustCompile(`\$\s*([^$]*?)\s*([.,?]?)\s*\$`)
	spaceEnd  = regexp.MustCompile(`\s+([.?,])`)
)

// normalize collapses whitespace, writes displayed formulas inline, moves
// a final ".", "," or "?" out of a formula and drops a space before one.
func normalize(problem string) string {
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = displayRe.ReplaceAllString(p, "$$$1$2$$")
	p = insideRe.ReplaceAllString(p, "$$$1$$$2")
	return spaceEnd.ReplaceAllString(p, "$1")
}

const (
	num   = `(?P<n>\$[^$]{1,80}\$|\d{1,12})`
	verb  = `(?:Compute|Find|Determine|What is)`
	adj   = `(?P<adj>(?:(?:distinct|positive|integer|whole-number|odd|even|prime|two-digit) )*)`
	noun  = `(?P<noun>divisors|factors)`
	start = `^` + verb + ` the `
)

var (
	// "Compute the sum of all positive two-digit factors of $2^{32}-1$."
	// "What is the sum of all of the odd divisors of $6300$?"
	// "Find the number of distinct positive divisors of $(30)^4$ excluding 1 and $(30)^4$."
	// "Compute the number of positive divisors of the number $N$ that are perfect cubes."
	// "Determine the number of positive divisors of 900, including 1 and 900, that are perfect squares. (A positive divisor of 900 is a positive integer that divides exactly into 900.)"
	setRe = regexp.MustCompile(start + `(?P<ask>sum of the reciprocals|sum|number) of (?:all )?(?:(?:of )?the )?` + adj + noun +
		` of (?:the number )?` + num + `(?P<incl>, including 1 and (?P<n2>\$[^$]{1,80}\$|\d{1,12}),)?` +
		`(?: excluding 1 and (?P<n3>\$[^$]{1,80}\$|\d{1,12})| that are (?P<that>perfect squares|perfect cubes|prime))?[.?]` +
		`(?P<def> \(A positive divisor of (?P<n4>\d{1,12}) is a positive integer that divides exactly into (?P<n5>\d{1,12})\.\))?$`)
	// "The product of all positive divisors of $2^{20}$ can be written in the form $2^{K}$. Compute $K$."
	productRe = regexp.MustCompile(`^The product of (?:all )?(?:the )?(?:positive )?divisors of ` + num +
		` can be written in the form \$(?P<b>\d{1,4})\^\{?K\}?\$\. Compute \$K\$\.$`)
	// "The number $20^{21} \cdot 23^{21}$ has $K$ positive divisors. Compute the greatest prime factor of $K$."
	countPrimeRe = regexp.MustCompile(`^The number ` + num + ` has \$K\$ positive divisors\. Compute the (?P<which>greatest|largest|smallest) prime factor of \$K\$\.$`)
	// "Compute the integer $n$ such that $2009<n<3009$ and the sum of the odd positive divisors of $n$ is 1024."
	searchRe = regexp.MustCompile(`^Compute the integer \$n\$ such that \$(?P<lo>\d{1,7}) ?< ?n ?< ?(?P<hi>\d{1,7})\$ and the sum of the odd positive divisors of \$n\$ is (?P<v>\d{1,12})\.$`)
)

// Read reads a statement of one of the shapes above; ok is false for any
// other statement, and for a plain number or sum of all the divisors
// (the cue table's divisor questions).
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "divisors") && !strings.Contains(problem, "factors") {
		return Question{}, false
	}
	if !strings.Contains(problem, "sum") && !strings.Contains(problem, "number") && !strings.Contains(problem, "product") {
		return Question{}, false
	}
	p := normalize(problem)
	if m := productRe.FindStringSubmatch(p); m != nil {
		g := groups(productRe, m)
		return Question{Ask: AskProductExp, N: unDollar(g["n"]), Base: g["b"], Shape: "the product of the divisors as a power"}, true
	}
	if m := countPrimeRe.FindStringSubmatch(p); m != nil {
		g := groups(countPrimeRe, m)
		return Question{Ask: AskCountPrime, N: unDollar(g["n"]), Largest: g["which"] != "smallest", Shape: "a prime factor of the number of divisors"}, true
	}
	if m := searchRe.FindStringSubmatch(p); m != nil {
		g := groups(searchRe, m)
		return Question{Ask: AskOddSumSearch, Lo: g["lo"], Hi: g["hi"], Value: g["v"], Shape: "the integer in a range with a given sum of odd divisors"}, true
	}
	m := setRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	return buildSet(groups(setRe, m))
}

// buildSet makes the question of setRe's groups.
func buildSet(g map[string]string) (Question, bool) {
	q := Question{N: unDollar(g["n"]), Shape: "a set of divisors"}
	switch g["ask"] {
	case "sum of the reciprocals":
		q.Ask = AskRecipSum
	case "sum":
		q.Ask = AskSum
	default:
		q.Ask = AskCount
	}
	words := strings.Fields(g["adj"])
	positive, integer, distinct := false, false, false
	for _, w := range words {
		switch w {
		case "positive", "whole-number":
			positive = true
		case "integer":
			integer = true
		case "distinct":
			distinct = true
		case "odd":
			q.Filter |= FilterOdd
		case "even":
			q.Filter |= FilterEven
		case "prime":
			q.Filter |= FilterPrime
		case "two-digit":
			q.Filter |= FilterTwoDigit
		}
	}
	// "integer divisors" alone may count the negative ones too.
	if integer && !positive {
		return Question{}, false
	}
	// "the prime factors of 12" may count 2 twice; "distinct" says not.
	if q.Filter&FilterPrime != 0 && g["noun"] == "factors" && !distinct {
		return Question{}, false
	}
	switch g["that"] {
	case "perfect squares":
		q.Filter |= FilterSquare
	case "perfect cubes":
		q.Filter |= FilterCube
	case "prime":
		q.Filter |= FilterPrime
	}
	if g["n3"] != "" {
		if unDollar(g["n3"]) != q.N {
			return Question{}, false
		}
		q.Filter |= FilterNonTrivial
	}
	if g["incl"] != "" && unDollar(g["n2"]) != q.N {
		return Question{}, false
	}
	if g["def"] != "" && (g["n4"] != q.N || g["n5"] != q.N) {
		return Question{}, false
	}
	if q.Filter&FilterOdd != 0 && q.Filter&FilterEven != 0 {
		return Question{}, false
	}
	// The plain number or sum of all the divisors is the cue table's.
	if q.Filter == 0 && q.Ask != AskRecipSum {
		return Question{}, false
	}
	return q, true
}

func groups(re *regexp.Regexp, m []string) map[string]string {
	g := map[string]string{}
	for i, name := range re.SubexpNames() {
		if name != "" {
			g[name] = m[i]
		}
	}
	return g
}

func unDollar(s string) string {
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$"))
}
