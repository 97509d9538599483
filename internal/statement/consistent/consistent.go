// Package consistent reads "Determine if the system is consistent. If so,
// is the solution unique? $$ \begin{gathered} x+2 y+z-w=2 \\ … \end{gathered}
// $$" (issue 42, CollegeMath linear algebra) and its two answers: "There
// is no solution." and a solution written as assignments "Solution is:
// $\left[w=\frac{3}{2} y-1, x=…, z=\frac{1}{3}\right]$" or "The solution
// is: $x=…, y=…, z=\frac{1}{3}, w=t$" (the unknowns not assigned, and any
// other letter, are the free parameters). Each equation's source is
// returned as written; anything else in the statement or the answer is
// not read. It reads; internal/check/linalg decides.
package consistent

import (
	"regexp"
	"strings"
)

var (
	askRe      = regexp.MustCompile(`(?s)^Determine if the system is consistent\. If so, is the solution unique\?\s*\$\$\s*\\begin\{gathered\}(.*?)\\end\{gathered\}\s*\$\$$`)
	noneRe     = regexp.MustCompile(`^\$?There is no solution\.?\$?$`)
	assignRe   = regexp.MustCompile(`^(?:Solution is:|The solution is:)\s*\$\s*(?:\\left\[(.*)\\right\]|([^$\[\]]*))\s*\$\.?$`)
	oneAssign  = regexp.MustCompile(`^\s*([a-z])\s*=([^=]+)$`)
	letterRe   = regexp.MustCompile(`[a-z]`)
	commandsRe = regexp.MustCompile(`\\[a-z]+`)
)

// Read returns the equations' sources; ok is false when the statement is
// not the shape.
func Read(problem string) (eqs []string, ok bool) {
	// The dispatch's statement.MathQuestionOut has moved the question
	// mark past the display's opening dollars: put it back.
	problem = strings.Replace(problem, "unique$$?", "unique?$$", 1)
	m := askRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, false
	}
	for _, e := range strings.Split(m[1], `\\`) {
		e = strings.TrimSpace(e)
		if strings.Count(e, "=") != 1 {
			return nil, false
		}
		eqs = append(eqs, e)
	}
	return eqs, len(eqs) >= 1 && len(eqs) <= 6
}

// Assignment is one "x = expression" of an answer.
type Assignment struct{ Var, Expr string }

// ReadAnswer reads the answer: none is true for "There is no solution.";
// otherwise the assignments in order. ok is false for another answer.
func ReadAnswer(answer string) (none bool, as []Assignment, ok bool) {
	a := strings.TrimSpace(answer)
	if noneRe.MatchString(a) {
		return true, nil, true
	}
	m := assignRe.FindStringSubmatch(a)
	if m == nil {
		return false, nil, false
	}
	body := m[1] + m[2]
	seen := map[string]bool{}
	for _, part := range strings.Split(body, ",") {
		p := oneAssign.FindStringSubmatch(part)
		if p == nil || seen[p[1]] {
			return false, nil, false
		}
		seen[p[1]] = true
		as = append(as, Assignment{Var: p[1], Expr: strings.TrimSpace(p[2])})
	}
	return false, as, len(as) > 0
}

// Letters are the single letters of a formula's source, its LaTeX
// commands (\frac) aside, in order of first appearance.
func Letters(src string) []string {
	var out []string
	seen := map[string]bool{}
	for _, l := range letterRe.FindAllString(commandsRe.ReplaceAllString(src, " "), -1) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}
