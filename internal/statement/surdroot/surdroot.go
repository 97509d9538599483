// Package surdroot reads "The equation $x^2+14x=33$ has two solutions.
// The positive solution has the form $\sqrt{a}-b$ for positive natural
// numbers $a$ and $b$. What is $a+b$?" (issue 42): a quadratic equation in
// one letter, the form written exactly \sqrt{a}-b with a and b the two
// named letters, and the value asked in them. It reads and proves
// nothing; internal/check/equations decides.
package surdroot

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question: the positive solution of Eq (in X) is √A − B; E in A and B is
// asked.
type Question struct {
	Eq   *ast.Rel
	X    string
	A, B string
	E    ast.Expr
}

var (
	shapeRe = regexp.MustCompile(`^the equation § has two solutions\. the positive solution has the form § for positive natural numbers § and §\. what is §\?$`)
	formRe  = regexp.MustCompile(`^\\sqrt\{([a-z])\}-([a-z])$`)
)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "positive solution has the form") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if !shapeRe.MatchString(t) || len(srcs) != 5 {
		return Question{}, false
	}
	f := formRe.FindStringSubmatch(strings.Join(strings.Fields(srcs[1]), ""))
	if f == nil || f[1] == f[2] || strings.TrimSpace(srcs[2]) != f[1] || strings.TrimSpace(srcs[3]) != f[2] {
		return Question{}, false
	}
	e, err := latex.ParseExpr(srcs[0])
	r, ok := e.(*ast.Rel)
	if err != nil || !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return Question{}, false
	}
	vars := pm.FreeVars(r)
	if len(vars) != 1 || vars[0] == f[1] || vars[0] == f[2] {
		return Question{}, false
	}
	x, err := latex.ParseExpr(srcs[4])
	if err != nil {
		return Question{}, false
	}
	for _, v := range pm.FreeVars(x) {
		if v != f[1] && v != f[2] {
			return Question{}, false
		}
	}
	return Question{Eq: r, X: vars[0], A: f[1], B: f[2], E: x}, true
}
