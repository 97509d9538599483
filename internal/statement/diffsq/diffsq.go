// Package diffsq reads a question that counts the integers of a range
// that can, or cannot, be written as the difference of two squares of
// integers (issue 42, OlympiadBench and MATH Number Theory; see Read). It
// reads; it proves nothing.
package diffsq

import (
	"regexp"
	"strconv"
	"strings"
)

// Question counts the n of [Lo, Hi] that are a² − b² for integers a, b
// (that are not, when Not).
type Question struct {
	Lo, Hi int64
	Not    bool
}

var (
	spaceRe = regexp.MustCompile(`\s+`)
	// "Compute the number of positive integers less than 25 that cannot be
	// written as the difference of two squares of integers."
	lessRe = regexp.MustCompile(`^Compute the number of positive integers less than (\d{1,6}) that (can|cannot) be written as the difference of two squares of integers\.$`)
	// "How many of the integers between 1 and 1000, inclusive, can be
	// expressed as the difference of the squares of two nonnegative
	// integers?"
	betweenRe = regexp.MustCompile(`^How many of the integers between (\d{1,6}) and (\d{1,6}), inclusive, (can|cannot) be expressed as the difference of the squares of two nonnegative integers\?$`)
)

// Read reads a statement of the shapes above; ok is false for any other.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "difference of") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	var q Question
	if m := lessRe.FindStringSubmatch(p); m != nil {
		hi, _ := strconv.ParseInt(m[1], 10, 64)
		q = Question{Lo: 1, Hi: hi - 1, Not: m[2] == "cannot"}
	} else if m := betweenRe.FindStringSubmatch(p); m != nil {
		lo, _ := strconv.ParseInt(m[1], 10, 64)
		hi, _ := strconv.ParseInt(m[2], 10, 64)
		q = Question{Lo: lo, Hi: hi, Not: m[3] == "cannot"}
	} else {
		return Question{}, false
	}
	return q, q.Lo >= 1 && q.Hi >= q.Lo && q.Hi <= 20_000
}
