// Package eigen reads "Find the eigenvalues and eigenvectors of the matrix
// $$ M $$ One eigenvalue is k. Diagonalize if possible." and "Find the
// eigenvalues and an orthonormal basis of eigenvectors for $A$. $$ A=M $$
// Hint: One eigenvalue is k." (or "Two eigenvalues are k and l.") with an
// integer matrix M, or one of fractions \frac{p}{q} (issue 42, CollegeMath), and their answers: groups
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
	A           [][]string // integers or \frac{p}{q}, as written
	Orthonormal bool
	AsksU       bool // "Diagonalize $A$ by finding an orthogonal matrix $U$ …"
}

// Vector is an integer column scaled by 1/√Scale (Scale 0: not scaled),
// or, when V is nil, a column of other entries (Src, their sources, such
// as "-\frac{1}{6} \sqrt{6}").
type Vector struct {
	V     []*big.Int
	Scale int64
	Src   []string
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
	UColumns          bool // "These vectors are the columns of U"
}

var (
	arrayRe  = regexp.MustCompile(`(?s)\\left\[\s*\\begin\{array\}\{[lrc]{1,4}\}(.*?)\\end\{array\}\s*\\right\]`)
	textRe   = regexp.MustCompile(`\\text\s*\{([^{}]*)\}`)
	blanksRe = regexp.MustCompile(`\s+|\$|\\quad`)
	intRe    = regexp.MustCompile(`^-?\d{1,6}$`)
	fracRe   = regexp.MustCompile(`^-?\\frac\{\d{1,4}\}\{[1-9]\d{0,3}\}$`)
	askRe    = regexp.MustCompile(`^(?:FindtheeigenvaluesandeigenvectorsofthematrixM\.?Oneeigenvalueis-?\d+\.Diagonalizeifpossible\.|(FindtheeigenvaluesandanorthonormalbasisofeigenvectorsforA\.(DiagonalizeAbyfindinganorthogonalmatrixUandadiagonalmatrixDsuchthatU\^\{T\}AU=D\.)?A=M(?:Hint:(?:Oneeigenvalueis-?\d+|Twoeigenvaluesare-?\d+and-?\d+)\.)?))$`)
	numRe    = `-?\d+`
	scaledRe = `(?:\\frac\{1\}\{\\sqrt\{\d+\}\})?V`
	groupRe  = `\\left\\\{` + scaledRe + `(?:,` + scaledRe + `)*\\right\\\}(?:\\leftrightarrow|foreigenvalue)` + numRe
	answerRe = regexp.MustCompile(`^(?:Theeigenvaluesare(` + numRe + `(?:(?:,|and)` + numRe + `)*)\.Theeigenvectorscorrespondingtotheeigenvaluesare:|Theeigenvectorsandeigenvaluesare:)` +
		`(` + groupRe + `(?:,` + groupRe + `)*)\.?` +
		`(ThematrixPneededtodiagonalizetheabovematrixisMandthediagonalmatrixDisM|Thereforethismatrixisnotdiagonalizable|Sincethereareonly\d+linearlyindependenteigenvectors,thismatrixisnotdiagonalizable|ThematrixUhastheseasitscolumns|Thesevectorsarethecolumnsof(?:thematrix)?U)?\.?$`)
	oneGroupRe = regexp.MustCompile(`\\left\\\{(.*?)\\right\\\}(?:\\leftrightarrow|foreigenvalue)(` + numRe + `)`)
	scaleRe    = regexp.MustCompile(`\\frac\{1\}\{\\sqrt\{(\d+)\}\}`)
)

// canon takes the arrays out (a column "V", a matrix "M"; their entries'
// sources kept), unwraps \text, and removes blanks, dollars and \quad.
func canon(s string) (string, [][][]string, bool) {
	var arrays [][][]string
	ok := true
	s = arrayRe.ReplaceAllStringFunc(s, func(m string) string {
		var rows [][]string
		for _, r := range strings.Split(arrayRe.FindStringSubmatch(m)[1], `\\`) {
			var row []string
			for _, e := range strings.Split(r, "&") {
				row = append(row, strings.TrimSpace(e))
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

// ints reads an array of integers; ok is false for another entry.
func ints(a [][]string) ([][]*big.Int, bool) {
	out := make([][]*big.Int, len(a))
	for i, r := range a {
		for _, e := range r {
			n, good := new(big.Int).SetString(e, 10)
			if !intRe.MatchString(e) || !good {
				return nil, false
			}
			out[i] = append(out[i], n)
		}
	}
	return out, true
}

// Read reads the statement; ok is false when it is not the shape.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "eigen") {
		return Question{}, false // every shape asks for eigenvalues
	}
	prose, arrays, ok := canon(problem)
	m := askRe.FindStringSubmatch(prose)
	if !ok || m == nil || len(arrays) != 1 {
		return Question{}, false
	}
	a := arrays[0]
	for _, r := range a {
		for _, e := range r {
			if !intRe.MatchString(e) && !fracRe.MatchString(e) {
				return Question{}, false
			}
		}
	}
	if len(a) != len(a[0]) || len(a) < 2 || len(a) > 4 {
		return Question{}, false
	}
	return Question{A: a, Orthonormal: m[1] != "", AsksU: m[2] != ""}, true
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
			if col, isInt := ints(arrays[next]); isInt {
				for _, r := range col {
					v.V = append(v.V, r[0])
				}
			} else if v.Scale == 0 {
				for _, r := range arrays[next] {
					v.Src = append(v.Src, r[0])
				}
			} else {
				return Answer{}, false
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
		var okP, okD bool
		a.P, okP = ints(arrays[next])
		a.D, okD = ints(arrays[next+1])
		if !okP || !okD {
			return Answer{}, false
		}
	case strings.HasPrefix(m[3], "ThematrixU") || strings.HasPrefix(m[3], "Thesevectors"):
		a.UColumns = true
		if next != len(arrays) {
			return Answer{}, false
		}
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
