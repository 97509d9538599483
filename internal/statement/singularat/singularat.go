// Package singularat reads the linear-algebra books' question "Consider
// the matrix $$A=\left[\begin{array}{…} … \end{array}\right]$$ Does there
// exist a value of t for which this matrix fails to have an inverse
// (fails to be invertible)? Explain." (issue 42, CollegeMath) and the
// claim its worked answer makes (written in prose with $…$ formulas, or
// as one formula with \text{…} runs).
//
// The matrix's entries are read with their transcendental atoms renamed
// to letters: \cos t → c, \sin t → s, \cosh t → h, \sinh t → k, e^{t} →
// w, e^{-t} → w^{-1} (a power \cos^{2} t → c^{2}); anything else than
// these letters, t, integers, +, −, products and integer powers is not
// read. The answer's claim is one of: never singular ("No. …", "…
// always invertible", "… invertible for all t"), singular at every t
// ("noninvertible for all t", "fails to have a nonzero determinant at
// any value of t") or singular at one value ("no inverse when $t=r$");
// the values it states for the determinant ("det(A) = … = 1", "= 5
// e^{-t} \neq 0") are returned, renamed the same way, for the checker to
// compare. Two claims, or none, and the answer is not read. It reads;
// the checker (internal/check/linalg) computes.
package singularat

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Claim is what the answer says of the matrix.
type Claim int

const (
	Never  Claim = iota + 1 // invertible at every t
	Always                  // singular at every t
	AtRoot                  // singular at the value Root
)

// Question is the matrix read: Rows its entries with the atoms renamed,
// Orig the entries as written (for the evidence).
type Question struct {
	Rows, Orig [][]ast.Expr
}

// Answer is the answer's claim and the determinant values it states.
type Answer struct {
	Claim  Claim
	Root   ast.Expr // AtRoot: the value of t
	Values []ast.Expr
}

var (
	stmtRe  = regexp.MustCompile(`^\s*Consider the matrix\s*\$\$\s*A\s*=\s*\\left\[\\begin\{array\}\{[lcr]+\}(.*?)\\end\{array\}\\right\]\s*\$\$\s*Does there exist a value of \$?t\$? for which this matrix fails to (?:have an inverse|be invertible)\s*\?\s*Explain\.\s*$`)
	entryRe = regexp.MustCompile(`^[0-9tcshkw^{}+\- ]+$`)
	powAtom = regexp.MustCompile(`\\(cosh|sinh|cos|sin)\s*\^\s*\{(\d)\}\s*t\b`)
	atom    = regexp.MustCompile(`\\(cosh|sinh|cos|sin)\s+t\b`)
	letters = map[string]string{"cos": "c", "sin": "s", "cosh": "h", "sinh": "k"}
)

// Normalize renames the atoms of src to letters; ok false when a command
// or a letter outside them is left.
func Normalize(src string) (string, bool) {
	s := powAtom.ReplaceAllStringFunc(src, func(m string) string {
		g := powAtom.FindStringSubmatch(m)
		return " " + letters[g[1]] + "^{" + g[2] + "} "
	})
	s = atom.ReplaceAllStringFunc(s, func(m string) string {
		return " " + letters[atom.FindStringSubmatch(m)[1]] + " "
	})
	s = strings.ReplaceAll(s, "e^{-t}", " w^{-1} ")
	s = strings.ReplaceAll(s, "e^{t}", " w ")
	return s, entryRe.MatchString(s)
}

// Read reads the statement; ok false when it is not the question.
func Read(problem string) (Question, bool) {
	m := stmtRe.FindStringSubmatch(strings.ReplaceAll(problem, "\n", " "))
	if m == nil {
		return Question{}, false
	}
	var q Question
	for _, line := range strings.Split(m[1], `\\`) {
		var row, orig []ast.Expr
		for _, cell := range strings.Split(line, "&") {
			o, err := latex.ParseExpr(strings.TrimSpace(cell))
			if err != nil {
				return Question{}, false
			}
			n, ok := Normalize(cell)
			if !ok {
				return Question{}, false
			}
			e, err := latex.ParseExpr(strings.TrimSpace(n))
			if err != nil {
				return Question{}, false
			}
			row, orig = append(row, e), append(orig, o)
		}
		q.Rows, q.Orig = append(q.Rows, row), append(q.Orig, orig)
	}
	n := len(q.Rows)
	if n < 2 || n > 4 {
		return Question{}, false
	}
	for _, r := range q.Rows {
		if len(r) != n {
			return Question{}, false
		}
	}
	return q, true
}

var (
	neverRe  = regexp.MustCompile(`^\s*No\.|\balways invertible|\binvertible for all \$t\$`)
	alwaysRe = regexp.MustCompile(`noninvertible for all \$?t\$?|fails to have a nonzero determinant at any value of \$t\$`)
	rootRe   = regexp.MustCompile(`no inverse when \$t=([^$]+)\$\s*\.?\s*$`)
	mathRe   = regexp.MustCompile(`\$\$?([^$]+)\$\$?`)
	stateRe  = regexp.MustCompile(`\\operatorname\{det\}|\\begin|\\right`)
)

// ReadAnswer reads the answer's claim; ok false when it makes none, two,
// or states a value that cannot be read.
func ReadAnswer(ans string) (Answer, bool) {
	ans = strings.ReplaceAll(dollars(ans), "\n", " ")
	var a Answer
	n := 0
	if neverRe.MatchString(ans) {
		a.Claim, n = Never, n+1
	}
	if alwaysRe.MatchString(ans) {
		a.Claim, n = Always, n+1
	}
	if m := rootRe.FindStringSubmatch(ans); m != nil {
		r, err := latex.ParseExpr(m[1])
		if err != nil {
			return Answer{}, false
		}
		a.Claim, a.Root, n = AtRoot, r, n+1
	}
	if n != 1 {
		return Answer{}, false
	}
	for _, m := range mathRe.FindAllStringSubmatch(ans, -1) {
		seg := m[1]
		if strings.HasPrefix(strings.TrimSpace(seg), "t=") || !strings.Contains(seg, "=") {
			continue
		}
		for _, mem := range strings.Split(seg, "=")[1:] {
			if stateRe.MatchString(mem) {
				continue
			}
			if l, r, ok := strings.Cut(mem, `\neq`); ok {
				if strings.TrimSpace(r) != "0" {
					return Answer{}, false
				}
				mem = l
			}
			s, ok := Normalize(mem)
			if !ok {
				return Answer{}, false
			}
			e, err := latex.ParseExpr(strings.TrimSpace(s))
			if err != nil {
				return Answer{}, false
			}
			a.Values = append(a.Values, e)
		}
	}
	return a, true
}

// dollars writes an answer given as one formula with \text{…} runs
// ("\text{No. It has a nonzero determinant for all }t") as prose with
// $…$ formulas; an answer that holds a $ is returned as it is.
func dollars(ans string) string {
	if strings.Contains(ans, "$") {
		return ans
	}
	var b strings.Builder
	math := func(m string) {
		if strings.TrimSpace(m) != "" {
			b.WriteString("$" + m + "$")
		}
	}
	for {
		i := strings.Index(ans, `\text{`)
		if i < 0 {
			math(ans)
			return b.String()
		}
		j := strings.IndexByte(ans[i:], '}')
		if j < 0 || strings.Contains(ans[i+6:i+j], "{") {
			return ""
		}
		math(ans[:i])
		b.WriteString(ans[i+6 : i+j])
		ans = ans[i+j+1:]
	}
}
