// Package eigen reads "Find the eigenvalues and eigenvectors of the matrix
// $$ M $$ One eigenvalue is k. Diagonalize if possible." and "Find the
// eigenvalues and an orthonormal basis of eigenvectors for $A$. $$ A=M $$
// Hint: One eigenvalue is k." (or "Two eigenvalues are k and l.") with an
// integer matrix M (issue 42, CollegeMath), and their answers: groups
// "\left\{[v], …\right\} \leftrightarrow λ" or "… for eigenvalue λ" of
// integer columns (each may be scaled by \frac{1}{\sqrt{k}}), after "The
// eigenvectors and eigenvalues are:" (or "The eigenvalues are -1,-1,1. The
// eigenvectors corresponding to the eigenvalues are:"), then nothing, "The
// matrix P needed to diagonalize the above matrix is M and the diagonal
// matrix D is M", or "… this matrix is not diagonalizable". The prose is
// compared with every blank, dollar and \text wrapper removed; anything
// else is not read. It reads; internal/check/linalg decides.
package eigen

import (
	"math/big"
	"regexp"
	"strings"
)

// Question is the matrix and whether an orthonormal basis is asked.
type Question struct {
	A           [][]*big.Int
	Orthonormal bool
}

// Vector is an integer column scaled by 1/√Scale (Scale 0: not scaled).
type Vector struct {
	V     []*big.Int
	Scale int64
}

// Group is the vectors the answer gives for one eigenvalue.
type Group struct {
	Lambda *big.Rat
	Vecs   []Vector
}

// Answer is a read answer. Listed is the eigenvalues listed before the
// vectors (with their repetitions, "-1,-1,1", or a set, "-1 and 1"), nil
// when none; P and D are given or NotDiagonalizable said, or neither.
type Answer struct {
	Listed            []*big.Rat
	ListedSet         bool
	Groups            []Group
	P, D              [][]*big.Int
	NotDiagonalizable bool
}

var (
	arrayRe  = regexp.MustCompile(`(?s)\\left\[\s*\\begin\{array\}\{[lrc]{1,4}\}(.*?)\\end\{array\}\s*\\right\]`)
	textRe   = regexp.MustCompile(`\\text\s*\{([^{}]*)\}`)
	blanksRe = regexp.MustCompile(`\s+|\$|\\quad`)
	intRe    = regexp.MustCompile(`^-?\d{1,6}$`)
	askRe    = regexp.MustCompile(`^(?:FindtheeigenvaluesandeigenvectorsofthematrixM\.?Oneeigenvalueis-?\d+\.Diagonalizeifpossible\.|(FindtheeigenvaluesandanorthonormalbasisofeigenvectorsforA\.A=MHint:(?:Oneeigenvalueis-?\d+|Twoeigenvaluesare-?\d+and-?\d+)\.))$`)
	numRe    = `-?\d+`
	scaledRe = `(?:\\frac\{1\}\{\\sqrt\{\d+\}\})?V`
	groupRe  = `\\left\\\{` + scaledRe + `(?:,` + scaledRe + `)*\\right\\\}(?:\\leftrightarrow|foreigenvalue)` + numRe
	answerRe = regexp.MustCompile(`^(?:Theeigenvaluesare(` + numRe + `(?:(?:,|and)` + numRe + `)*)\.Theeigenvectorscorrespondingtotheeigenvaluesare:|Theeigenvectorsandeigenvaluesare:)` +
		`(` + groupRe + `(?:,` + groupRe + `)*)\.?` +
		`(ThematrixPneededtodiagonalizetheabovematrixisMandthediagonalmatrixDisM|Thereforethismatrixisnotdiagonalizable|Sincethereareonly\d+linearlyindependenteigenvectors,thismatrixisnotdiagonalizable)?\.?$`)
	oneGroupRe = regexp.MustCompile(`\\left\\\{(.*?)\\right\\\}(?:\\leftrightarrow|foreigenvalue)(` + numRe + `)`)
	scaleRe    = regexp.MustCompile(`\\frac\{1\}\{\\sqrt\{(\d+)\}\}`)
)

// canon takes the arrays out (a column "V", a matrix "M"), unwraps \text,
// and removes blanks, dollars and \quad.
func canon(s string) (string, [][][]*big.Int, bool) {
	var arrays [][][]*big.Int
	ok := true
	s = arrayRe.ReplaceAllStringFunc(s, func(m string) string {
		var rows [][]*big.Int
		for _, r := range strings.Split(arrayRe.FindStringSubmatch(m)[1], `\\`) {
			var row []*big.Int
			for _, e := range strings.Split(r, "&") {
				e = strings.TrimSpace(e)
				n, good := new(big.Int).SetString(e, 10)
				if !intRe.MatchString(e) || !good {
					ok = false
				}
				row = append(row, n)
			}
			if len(rows) > 0 && len(row) != len(rows[0]) {
				ok = false
			}
			rows = append(rows, row)
		}
		arrays = append(arrays, rows)
		if len(rows[0]) == 1 {
			return " V "
		}
		return " M "
	})
	s = textRe.ReplaceAllString(s, "$1")
	return blanksRe.ReplaceAllString(s, ""), arrays, ok
}

// Read reads the statement; ok is false when it is not the shape.
func Read(problem string) (Question, bool) {
	prose, arrays, ok := canon(problem)
	m := askRe.FindStringSubmatch(prose)
	if !ok || m == nil || len(arrays) != 1 {
		return Question{}, false
	}
	a := arrays[0]
	if len(a) != len(a[0]) || len(a) < 2 || len(a) > 4 {
		return Question{}, false
	}
	return Question{A: a, Orthonormal: m[1] != ""}, true
}

// ReadAnswer reads the answer; ok is false when it is not the shape.
func ReadAnswer(answer string) (Answer, bool) {
	prose, arrays, ok := canon(answer)
	m := answerRe.FindStringSubmatch(prose)
	if !ok || m == nil {
		return Answer{}, false
	}
	var a Answer
	if m[1] != "" {
		a.ListedSet = strings.Contains(m[1], "and")
		for _, x := range regexp.MustCompile(numRe).FindAllString(m[1], -1) {
			r, _ := new(big.Rat).SetString(x)
			a.Listed = append(a.Listed, r)
		}
	}
	next := 0
	for _, g := range oneGroupRe.FindAllStringSubmatch(m[2], -1) {
		lambda, _ := new(big.Rat).SetString(g[2])
		grp := Group{Lambda: lambda}
		for _, part := range strings.Split(g[1], ",") {
			var v Vector
			if s := scaleRe.FindStringSubmatch(part); s != nil {
				k, _ := new(big.Int).SetString(s[1], 10)
				if !k.IsInt64() || k.Sign() == 0 {
					return Answer{}, false
				}
				v.Scale = k.Int64()
			}
			if next >= len(arrays) || len(arrays[next][0]) != 1 {
				return Answer{}, false
			}
			for _, r := range arrays[next] {
				v.V = append(v.V, r[0])
			}
			next++
			grp.Vecs = append(grp.Vecs, v)
		}
		a.Groups = append(a.Groups, grp)
	}
	switch {
	case strings.HasPrefix(m[3], "ThematrixP"):
		if next+2 != len(arrays) {
			return Answer{}, false
		}
		a.P, a.D = arrays[next], arrays[next+1]
	case m[3] != "":
		a.NotDiagonalizable = true
		if next != len(arrays) {
			return Answer{}, false
		}
	default:
		if next != len(arrays) {
			return Answer{}, false
		}
	}
	return a, true
}
