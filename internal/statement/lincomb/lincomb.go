// Package lincomb reads "Decide whether v is a linear combination of the
// vectors u₁, u₂[, u₃]" (issue 42, CollegeMath linear algebra), the
// vectors given as integer columns named $\vec{v}$ or $\mathbf{v}$, "If
// yes, find the coefficients." allowed after it, and its two answers: "$v
// = 2 u₁ - u₂$" (the vectors written out, integer coefficients) and "The
// system $v = a_{1} u₁ + a_{2} u₂$ has no solution." Every blank, \quad
// and \text{and} aside, the prose must be exactly that; anything else is
// not read. It reads; internal/check/linalg decides.
package lincomb

import (
	"math/big"
	"regexp"
	"strings"
)

// Question is v and the vectors u.
type Question struct {
	V []*big.Int
	U [][]*big.Int
}

var (
	columnRe = regexp.MustCompile(`(?s)\\left\[\s*\\begin\{array\}\{[lrc]\}(.*?)\\end\{array\}\s*\\right\]`)
	intRe    = regexp.MustCompile(`^-?\d{1,6}$`)
	blanksRe = regexp.MustCompile(`\s+`)
	askRe    = regexp.MustCompile(`^Decidewhether\$\\vec\{v\}=V\$isalinearcombinationofthevectors\$\\vec\{u\}_\{1\}=V(?:(?:\$and\$|and)\\vec\{u\}_\{2\}=V|,\\vec\{u\}_\{2\}=V(?:\$and\$|and)\\vec\{u\}_\{3\}=V)\$\.?(?:Ifyes,findthecoefficients\.)?$`)
	yesRe    = regexp.MustCompile(`^V=(-?\d{0,4})V(?:([+-])(\d{0,4})V){1,2}$`)
	termRe   = regexp.MustCompile(`([+-]?)(\d{0,4})V`)
	noRe     = regexp.MustCompile(`^Thesystem\$V=a_\{1\}V\+a_\{2\}V(?:\+a_\{3\}V)?\$hasnosolution\.?$`)
)

// columns takes the integer columns out of s, each written "V"; ok is
// false for an entry that is not an integer.
func columns(s string) (prose string, cols [][]*big.Int, ok bool) {
	ok = true
	prose = columnRe.ReplaceAllStringFunc(s, func(m string) string {
		var v []*big.Int
		for _, e := range strings.Split(columnRe.FindStringSubmatch(m)[1], `\\`) {
			e = strings.TrimSpace(e)
			n, good := new(big.Int).SetString(e, 10)
			if !intRe.MatchString(e) || !good {
				ok = false
				return "V"
			}
			v = append(v, n)
		}
		cols = append(cols, v)
		return "V"
	})
	prose = blanksRe.ReplaceAllString(prose, "")
	return prose, cols, ok
}

// Read reads the statement; ok is false when it is not the shape.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, `\begin{array}`) {
		return Question{}, false // no column vector (columnRe)
	}
	prose, cols, ok := columns(problem)
	if !ok || len(cols) < 3 {
		return Question{}, false
	}
	prose = strings.NewReplacer(`\mathbf{`, `\vec{`, "$$", "$", `\quad`, "", `\text{and}`, "and").Replace(prose)
	if !askRe.MatchString(prose) {
		return Question{}, false
	}
	for _, c := range cols[1:] {
		if len(c) != len(cols[0]) {
			return Question{}, false
		}
	}
	return Question{V: cols[0], U: cols[1:]}, true
}

// Answer is a read answer: the combination's coefficients (Yes), or "no
// solution"; Vecs are the vectors it writes, v first.
type Answer struct {
	Yes   bool
	Coefs []*big.Int
	Vecs  [][]*big.Int
}

// ReadAnswer reads the answer; ok is false when it is neither shape.
func ReadAnswer(answer string) (Answer, bool) {
	prose, cols, ok := columns(answer)
	if !ok {
		return Answer{}, false
	}
	prose = strings.ReplaceAll(prose, "$$", "$")
	if noRe.MatchString(prose) {
		return Answer{Vecs: cols}, true
	}
	prose = strings.Trim(strings.TrimSuffix(prose, "."), "$")
	if !yesRe.MatchString(prose) {
		return Answer{}, false
	}
	a := Answer{Yes: true, Vecs: cols}
	for _, m := range termRe.FindAllStringSubmatch(strings.TrimPrefix(prose, "V="), -1) {
		c := big.NewInt(1)
		if m[2] != "" {
			c.SetString(m[2], 10)
		}
		if m[1] == "-" {
			c.Neg(c)
		}
		a.Coefs = append(a.Coefs, c)
	}
	if len(a.Coefs) != len(cols)-1 {
		return Answer{}, false
	}
	return a, true
}
