// Package rootcands reads the rational root theorem's questions (issue 42,
// MATH Intermediate Algebra): "A polynomial with integer coefficients is
// of the form \[2x^3 + a_2 x^2 + a_1 x - 4 = 0.\]" followed by "Find the
// number of [different] possible rational roots of this polynomial.",
// "Enter all the possible integer roots of this polynomial, separated by
// commas." or "You are told that the integer $r$ is a double root of this
// polynomial. (In other words, the polynomial is divisible by $(x -
// r)^2.$) Enter all the possible values of $r,$ separated by commas." The
// form must be L x^n + a_{n-1} x^{n-1} + … + a_1 x ± C with every
// unknown coefficient a_k written once, in order. The package reads;
// internal/check/given (CheckRootCandidates) counts and decides.
package rootcands

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"regexp"
	"strconv"
	"strings"
)

// Ask is what the statement asks.
type Ask int

const (
	RationalCount Ask = iota + 1 // the number of possible rational roots
	IntegerRoots                 // the list of possible integer roots
	DoubleRoots                  // the list of possible integer double roots
)

// Question is the polynomial's known leading coefficient Lead, degree
// Degree and constant term Const (nonzero), and what is asked.
type Question struct {
	Lead, Const int64
	Degree      int
	Ask         Ask
}

var (
	formRe = regexp.MustCompile(`^A polynomial with integer coefficients is of the form \\\[(\d*)x\^(\d) ((?:\+ a_\d x\^\d )*)\+ a_1 x ([+-]) (\d{1,9})(?: = 0)?\.\\\]\s*(.*)$`)
	termRe = regexp.MustCompile(`\+ a_(\d) x\^(\d) `)
	asks   = map[string]Ask{
		"Find the number of possible rational roots of this polynomial.":                RationalCount,
		"Find the number of different possible rational roots of this polynomial.":      RationalCount,
		"Enter all the possible integer roots of this polynomial, separated by commas.": IntegerRoots,
		"You are told that the integer $r$ is a double root of this polynomial. (In other words, the polynomial is divisible by $(x - r)^2.$) Enter all the possible values of $r,$ separated by commas.": DoubleRoots,
	}
)

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "A polynomial with integer coefficients is of the form") {
		return Question{}, false
	}
	problem = statement.DisplayBrackets(problem)
	p := strings.Join(strings.Fields(problem), " ")
	m := formRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	ask, ok := asks[m[6]]
	if !ok {
		return Question{}, false
	}
	lead := int64(1)
	if m[1] != "" {
		l, err := strconv.ParseInt(m[1], 10, 64)
		if err != nil || l < 1 || l > 1e9 {
			return Question{}, false
		}
		lead = l
	}
	n := int(m[2][0] - '0')
	terms := termRe.FindAllStringSubmatch(m[3], -1)
	if n < 2 || len(terms) != n-2 || strings.Join(termsOf(terms), "") != m[3] {
		return Question{}, false
	}
	for i, t := range terms {
		want := strconv.Itoa(n - 1 - i)
		if t[1] != want || t[2] != want {
			return Question{}, false
		}
	}
	c, err := strconv.ParseInt(m[5], 10, 64)
	if err != nil || c == 0 {
		return Question{}, false
	}
	if m[4] == "-" {
		c = -c
	}
	if ask == DoubleRoots && n < 3 {
		return Question{}, false
	}
	return Question{Lead: lead, Const: c, Degree: n, Ask: ask}, true
}

func termsOf(ts [][]string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t[0]
	}
	return out
}
