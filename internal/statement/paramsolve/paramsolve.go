// Package paramsolve reads two one-equation questions of Gaokao (issue 42):
// the nearest integer to the solution of an equation in one letter ("If
// $4n+1=250$, what is the nearest integer to the value of n?"), and a
// real parameter of an equation between complex numbers ("Given complex
// number $(a+i)(1-ai)=2,\;a \in \mathbb{R}$, find $a$."). The whole
// statement must be one of these sentences; the equation must have one
// "=" and, as its letters, only the letter asked (and i, the imaginary
// unit, in the second shape). The package reads; internal/check/equations
// (CheckNearestInt) and internal/check/values (CheckComplexParam) solve
// exactly and decide.
package paramsolve

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

var (
	nearestRe = regexp.MustCompile(`^If \$([^$]+)\$, (?:what is|find) the nearest integer to the value of \$?([a-z])\$?\s?[?.]$`)
	complexRe = regexp.MustCompile(`^Given (?:the )?complex numbers? \$([^$]+?),\s*(?:\\[;,]\s*)*([a-z])\s*\\in\s*\\mathbb\{R\}\s*\$, find (?:the value of )?\$([a-z])\$\s?[.?]$`)
)

// Question is an equation Rel (one "=") in the letter Var.
type Question struct {
	Rel *ast.Rel
	Var string
}

// NearestInt reads "If $F=G$, what is the nearest integer to the value of
// n?": F=G an equation whose only letter is n.
func NearestInt(problem string) (Question, bool) {
	m := nearestRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return Question{}, false
	}
	return equation(m[1], m[2], false)
}

// ComplexParam reads "Given complex number $F=G, a \in \mathbb{R}$, find
// $a$.": F=G an equation whose letters are a and i, a stated real.
func ComplexParam(problem string) (Question, bool) {
	m := complexRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil || m[2] != m[3] || m[2] == "i" {
		return Question{}, false
	}
	return equation(m[1], m[2], true)
}

func equation(src, v string, withI bool) (Question, bool) {
	e, err := latex.ParseExpr(strings.TrimSpace(src))
	if err != nil {
		return Question{}, false
	}
	rel, ok := e.(*ast.Rel)
	if !ok || len(rel.Args) != 2 || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
		return Question{}, false
	}
	seen := map[string]bool{}
	for _, x := range pm.FreeVars(e) {
		if x != v && !(withI && x == "i") {
			return Question{}, false
		}
		seen[x] = true
	}
	if !seen[v] || withI && !seen["i"] {
		return Question{}, false
	}
	return Question{Rel: rel, Var: v}, true
}
