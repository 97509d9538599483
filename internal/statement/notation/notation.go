// Package notation reads the book's questions on writing a number in
// scientific or standard notation (issue 42, CollegeMath, the Beginning and
// Intermediate Algebra book, section 5.3), by the whole statement's shape:
//
//   - "Write the number in scientific notation: N" (N a decimal numeral,
//     in the prose or between dollars: "0.000744", "15000", "$1.09$");
//   - "Write the number in standard notation: $a \times 10^{k}$" (a a
//     decimal numeral, k an integer).
//
// It reads the number exactly; internal/check/shapes decides the answer's
// value and form. One word more or less, or another way of writing N, is
// not read.
package notation

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is a number to write in scientific (Scientific) or standard
// notation.
type Question struct {
	Scientific bool
	Value      *big.Rat
	Src        string // the number as the statement writes it
}

var (
	shapeRe = regexp.MustCompile(`^write the number in (scientific|standard) notation:\s*(.+?)\s*\.?$`)
	// DecimalRe is a decimal numeral: digits, at most one point, an
	// optional minus.
	DecimalRe = regexp.MustCompile(`^-?\d+(?:\.\d+)?$`)
	// SciRe is a\times 10^{k} (braces optional for one digit).
	SciRe = regexp.MustCompile(`^(-?\d+(?:\.\d+)?)\s*\\times\s*10\s*\^\s*(?:\{\s*(-?\d+)\s*\}|(\d))$`)
)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "notation") {
		return Question{}, false
	}
	m := shapeRe.FindStringSubmatch(strings.ToLower(strings.TrimSpace(statement.UnicodeFix.Replace(problem))))
	if m == nil {
		return Question{}, false
	}
	src := strings.TrimSpace(m[2])
	if strings.HasPrefix(src, "$") && strings.HasSuffix(src, "$") && len(src) > 2 {
		src = strings.TrimSpace(src[1 : len(src)-1])
	}
	if strings.Contains(src, "$") {
		return Question{}, false
	}
	q := Question{Scientific: m[1] == "scientific", Src: src}
	var ok bool
	if q.Scientific {
		q.Value, ok = Decimal(src)
	} else {
		q.Value, _, ok = Scientific(src)
	}
	if !ok {
		return Question{}, false
	}
	return q, true
}

// Decimal is the value of a decimal numeral.
func Decimal(s string) (*big.Rat, bool) {
	if !DecimalRe.MatchString(s) {
		return nil, false
	}
	return new(big.Rat).SetString(s)
}

// Scientific is the value of a\times 10^{k} and its mantissa a; ok is false
// for any other writing or |k| > 400.
func Scientific(s string) (v, mant *big.Rat, ok bool) {
	m := SciRe.FindStringSubmatch(s)
	if m == nil {
		return nil, nil, false
	}
	mant, ok = new(big.Rat).SetString(m[1])
	k := m[2] + m[3]
	e, ok2 := new(big.Int).SetString(k, 10)
	if !ok || !ok2 || !e.IsInt64() || e.Int64() > 400 || e.Int64() < -400 {
		return nil, nil, false
	}
	v = new(big.Rat).Mul(mant, statement.Pow10(int(e.Int64())))
	return v, mant, true
}
