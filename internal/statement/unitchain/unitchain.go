// Package unitchain reads a conversion between made-up units given by
// two equivalences (issue 42, MATH Prealgebra): "If 4 daps = 7 yaps, and 5
// yaps = 3 baps, how many daps equal 42 baps?", "If $4$ wands are
// equivalent to $6$ rands and $24$ rands are equivalent to $8$ fands, how
// many wands are equivalent to $5$ fands?", "If 2 cats are as cool as 5
// alpacas and 3 pandas are as cool as 7 cats, how many pandas are as cool
// as 70 alpacas?".
//
// The whole statement is the one sentence "If A u = B v(,) and C w = D x,
// how many y <rel> E z?" with <rel> one of "=", "equal", "are equal to",
// "are equivalent to", "are as cool as"; the numbers are numerals (or one
// formula each); the units are single words. The reader gives the three
// equivalences; internal/check/measure chains them.
package unitchain

import (
	"math/big"
	"regexp"
	"strings"
)

// Equiv says N[0] of Unit[0] are worth N[1] of Unit[1].
type Equiv struct {
	N    [2]*big.Rat
	Unit [2]string
}

// Question is the two equivalences given and the one asked: how many of
// Asked.Unit[0] are worth Asked.N[1] of Asked.Unit[1] (Asked.N[0] nil).
type Question struct {
	Given [2]Equiv
	Asked Equiv
}

var (
	dollarRe = regexp.MustCompile(`\$\s*(\d+)\s*\$`)
	rel      = `(?:=|are equivalent to|are as cool as|are equal to|equal)`
	num      = `(\d+)`
	unit     = `([a-z]+)`
	sentRe   = regexp.MustCompile(`^if ` + num + ` ` + unit + ` ` + rel + ` ` + num + ` ` + unit + `,? and ` + num + ` ` + unit + ` ` + rel + ` ` + num + ` ` + unit +
		`, how many ` + unit + ` ` + rel + ` ` + num + ` ` + unit + `\?$`)
	spaceRe = regexp.MustCompile(`\s+`)
)

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	l := strings.ToLower(strings.TrimSpace(problem))
	if !strings.HasPrefix(l, "if ") || !strings.Contains(l, "how many") {
		return Question{}, false
	}
	l = dollarRe.ReplaceAllString(l, "$1")
	l = spaceRe.ReplaceAllString(l, " ")
	l = strings.ReplaceAll(l, " ,", ",")
	l = strings.ReplaceAll(l, " ?", "?")
	m := sentRe.FindStringSubmatch(l)
	if m == nil {
		return Question{}, false
	}
	r := func(s string) *big.Rat { v, _ := new(big.Rat).SetString(s); return v }
	q := Question{
		Given: [2]Equiv{{N: [2]*big.Rat{r(m[1]), r(m[3])}, Unit: [2]string{m[2], m[4]}},
			{N: [2]*big.Rat{r(m[5]), r(m[7])}, Unit: [2]string{m[6], m[8]}}},
		Asked: Equiv{N: [2]*big.Rat{nil, r(m[10])}, Unit: [2]string{m[9], m[11]}},
	}
	return q, true
}
