// Package projunknown reads "The projection of $V$ onto $U$ is \[k U.\]
// Find $y.$" (issue 42, MATH Precalculus): V a column of integers with one
// letter entry (the letter asked), U a column of integers, k an integer or
// a fraction, the second U written as the first. It reads;
// internal/check/space (CheckProjUnknown) solves for the letter.
package projunknown

import (
	"math/big"
	"regexp"
	"strings"
)

// Question is one question read.
type Question struct {
	V      []*big.Rat // the column projected, the letter's entry nil
	At     int        // the letter's place in V
	Letter string
	U      []*big.Rat
	K      *big.Rat
}

var (
	questionRe = regexp.MustCompile(`^The projection of \$\\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}\$ onto \$\\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}\$ is (?:\\\[|\$\$)(-?)(?:\\frac\{(\d{1,6})\}\{(\d{1,6})\}|(\d{1,6})) \\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}\.(?:\\\]|\$\$) ?Find \$([a-z])\.\$$`)
	intRe      = regexp.MustCompile(`^-?\d{1,6}$`)
)

// Read reads the question; ok is false when the statement is not the shape.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "The projection of ") {
		return Question{}, false
	}
	m := questionRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil || strings.ReplaceAll(m[2], " ", "") != strings.ReplaceAll(m[7], " ", "") {
		return Question{}, false
	}
	q := Question{At: -1, Letter: m[8]}
	for i, e := range entries(m[1]) {
		switch {
		case e == q.Letter && q.At < 0:
			q.At = i
			q.V = append(q.V, nil)
		case intRe.MatchString(e):
			r, _ := new(big.Rat).SetString(e)
			q.V = append(q.V, r)
		default:
			return Question{}, false
		}
	}
	for _, e := range entries(m[2]) {
		if !intRe.MatchString(e) {
			return Question{}, false
		}
		r, _ := new(big.Rat).SetString(e)
		q.U = append(q.U, r)
	}
	if q.At < 0 || len(q.V) != len(q.U) || len(q.U) < 2 || len(q.U) > 3 {
		return Question{}, false
	}
	if m[6] != "" {
		q.K, _ = new(big.Rat).SetString(m[6])
	} else {
		q.K, _ = new(big.Rat).SetString(m[4] + "/" + m[5])
	}
	if q.K == nil {
		return Question{}, false
	}
	if m[3] == "-" {
		q.K.Neg(q.K)
	}
	return q, true
}

// entries splits a column's source "a \\ b \\ c".
func entries(src string) []string {
	parts := strings.Split(src, `\\`)
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(strings.TrimSpace(p), " ", "")
	}
	return parts
}
