// Package solset reads "Write the solution set of the following system as
// a linear combination of vectors $$ A \left[x \\ y \\ z\right] = b $$"
// (issue 42, CollegeMath linear algebra) and the answer it is given: "Solution
// is: $[-3\hat{t} \\ -\hat{t} \\ \hat{t}], \hat{t} \in \mathbb{R}$. A basis
// is $[-3 \\ -1 \\ 1]$". The coefficient matrix must hold integers, the
// unknowns distinct letters, the right side integers; the answer's general
// solution is a column whose entries are read as formulas in the
// parameters s, t (\hat{t} is t), and the basis, when given, columns of
// integers. Anything else in the statement or the answer is not read. It
// reads; internal/check/linalg decides.
package solset

import (
	"math/big"
	"regexp"
	"strings"
)

// System is A·x = b with integer entries; Unknowns names the columns.
type System struct {
	A        [][]*big.Int
	Unknowns []string
	B        []*big.Int
}

var (
	arrayRe    = regexp.MustCompile(`(?s)\\left\[\s*\\begin\{array\}\{[lrc]{1,8}\}(.*?)\\end\{array\}\s*\\right\]`)
	intRe      = regexp.MustCompile(`^-?\d{1,6}$`)
	letterRe   = regexp.MustCompile(`^[a-z]$`)
	blanksRe   = regexp.MustCompile(`\s+`)
	askedProse = regexp.MustCompile(`^Write the solution set of the following system as a linear combination of vectors\.? \$\$ VV=V \$\$$`)
)

// Read reads the statement; ok is false when it is not the shape.
func Read(problem string) (System, bool) {
	arrays := arrayRe.FindAllStringSubmatch(problem, -1)
	if len(arrays) != 3 {
		return System{}, false
	}
	prose := arrayRe.ReplaceAllString(problem, "V")
	prose = blanksRe.ReplaceAllString(prose, " ")
	if !askedProse.MatchString(strings.TrimSpace(prose)) {
		return System{}, false
	}
	var s System
	for _, row := range strings.Split(arrays[0][1], `\\`) {
		var r []*big.Int
		for _, e := range strings.Split(row, "&") {
			n, ok := intOf(e)
			if !ok {
				return System{}, false
			}
			r = append(r, n)
		}
		if len(s.A) > 0 && len(r) != len(s.A[0]) {
			return System{}, false
		}
		s.A = append(s.A, r)
	}
	seen := map[string]bool{}
	for _, e := range strings.Split(arrays[1][1], `\\`) {
		e = strings.TrimSpace(e)
		if !letterRe.MatchString(e) || seen[e] {
			return System{}, false
		}
		seen[e] = true
		s.Unknowns = append(s.Unknowns, e)
	}
	for _, e := range strings.Split(arrays[2][1], `\\`) {
		n, ok := intOf(e)
		if !ok {
			return System{}, false
		}
		s.B = append(s.B, n)
	}
	if len(s.A) != len(s.B) || len(s.A[0]) != len(s.Unknowns) || len(s.A) > 6 || len(s.Unknowns) > 4 {
		return System{}, false
	}
	return s, true
}

func intOf(e string) (*big.Int, bool) {
	e = strings.TrimSpace(e)
	if !intRe.MatchString(e) {
		return nil, false
	}
	return new(big.Int).SetString(e, 10)
}

// Answer is the answer's general solution (each entry a formula's source
// in the parameters, \hat{t} written t) and its basis (integer columns),
// nil when the answer gives none.
type Answer struct {
	General []string
	Basis   [][]*big.Int
}

var (
	paramRe     = `(?:\\hat\{t\}(?:_\{\d\})?|[st])`
	paramsRe    = paramRe + `(?:,` + paramRe + `)*`
	pmatrixRe   = regexp.MustCompile(`(?s)^\$?\\begin\{pmatrix\}(.*?)\\end\{pmatrix\}\$?$`)
	answerProse = regexp.MustCompile(`^Solutionis:\$V(?:,` + paramsRe + `\\in\\mathbb\{R\})?\$(?:for\$` + paramsRe + `\\in\\mathbb\{R\}\$)?` +
		`(?:[.,](?:A|a)basis(?:forthesolutionspace)?is\$(?:V|\\left\\\{V(?:,V){0,5}\\right\\\})\$)?\.?$`)
)

// ReadAnswer reads the answer, worked or a bare general solution
// "\begin{pmatrix} -3t \\ -t \\ t \end{pmatrix}"; ok is false when it
// is not the shape.
func ReadAnswer(answer string) (Answer, bool) {
	if m := pmatrixRe.FindStringSubmatch(strings.TrimSpace(answer)); m != nil {
		if strings.Contains(m[1], "&") {
			return Answer{}, false
		}
		answer = "Solution is: $\\left[\\begin{array}{c}" + m[1] + "\\end{array}\\right]$"
	}
	arrays := arrayRe.FindAllStringSubmatch(answer, -1)
	if len(arrays) == 0 {
		return Answer{}, false
	}
	prose := arrayRe.ReplaceAllString(answer, "V")
	prose = strings.ReplaceAll(blanksRe.ReplaceAllString(prose, ""), "$$", "$")
	if !answerProse.MatchString(prose) {
		return Answer{}, false
	}
	var a Answer
	for _, e := range strings.Split(arrays[0][1], `\\`) {
		e = strings.TrimSpace(strings.ReplaceAll(e, `\hat{t}`, "t"))
		if e == "" {
			return Answer{}, false
		}
		a.General = append(a.General, e)
	}
	for _, arr := range arrays[1:] {
		var v []*big.Int
		for _, e := range strings.Split(arr[1], `\\`) {
			n, ok := intOf(e)
			if !ok {
				return Answer{}, false
			}
			v = append(v, n)
		}
		a.Basis = append(a.Basis, v)
	}
	return a, true
}
