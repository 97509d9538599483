// Package squareof reads "Compute the square of 9997 without a
// calculator." (issue 42): the whole statement, one natural number of at
// most 30 digits. It reads and proves nothing; internal/check/values
// squares the number exactly.
package squareof

import (
	"math/big"
	"regexp"
	"strings"
)

var shapeRe = regexp.MustCompile(`^Compute the square of (\d{1,30}) without a calculator\.$`)

// Read gives the number whose square is asked; ok is false for any other
// statement.
func Read(problem string) (*big.Int, bool) {
	if !strings.HasPrefix(problem, "Compute the square of ") { // a cheap test first
		return nil, false
	}
	m := shapeRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, false
	}
	n, ok := new(big.Int).SetString(m[1], 10)
	return n, ok
}
