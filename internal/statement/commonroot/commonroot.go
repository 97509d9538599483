// Package commonroot reads questions for the common solution of two
// equations in one unknown (issue 42): "Let $x$ be a value such that
// $9x^2 - 18x - 16 = 0$ and $15x^2 + 28x + 12 = 0.$ What is the value of
// $x$? Express your answer as a simplified common fraction.", "Let $x$ be
// a number that satisfies both equations $18x^2+25x-3=0$ and
// $4x^2+8x+3=0$. Find the value of $x$.". It reads the whole statement
// and rewrites it as the given-value question "If $A$ and $B$, what is
// the value of $x$?" (with "Express your answer as a common fraction."
// when asked); it proves nothing.
package commonroot

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

var shapeRe = regexp.MustCompile(`^let (?:§) be a (?:value|number) (?:such that|that satisfies both equations) (?:§) and (?:§)\. (?:what is|find) the value of (?:§)[.?](?P<form> express your answer as a (?:simplified )?common fraction\.)?$`)

// Equations are the statement's two equations and its unknown, for the
// soundness mutants; ok is false when Rewrite does not read it.
func Equations(problem string) (eqs []*ast.Rel, x string, ok bool) {
	if _, ok := Rewrite(problem); !ok {
		return nil, "", false
	}
	_, srcs := statement.FormulaSlots(problem, false)
	for _, s := range srcs[1:3] {
		e, _ := latex.ParseExpr(s)
		eqs = append(eqs, e.(*ast.Rel))
	}
	return eqs, strings.TrimSpace(srcs[0]), true
}

// Rewrite gives the given-value question; ok is false when the statement
// is not the shape, or the two formulas are not equations whose one letter
// is the unknown named and asked.
func Rewrite(problem string) (string, bool) {
	if !strings.Contains(problem, "Let") || !strings.Contains(problem, "value of") { // a cheap test first
		return "", false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	m := shapeRe.FindStringSubmatchIndex(t)
	if m == nil || len(srcs) != 4 {
		return "", false
	}
	v, err := latex.ParseExpr(srcs[0])
	id, ok := v.(*ast.Ident)
	if err != nil || !ok || strings.TrimSpace(srcs[3]) != strings.TrimSpace(srcs[0]) {
		return "", false
	}
	for _, s := range srcs[1:3] {
		e, err := latex.ParseExpr(s)
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return "", false
		}
		if vars := pm.FreeVars(e); len(vars) != 1 || vars[0] != id.Name {
			return "", false
		}
	}
	synth := "If $" + srcs[1] + "$ and $" + srcs[2] + "$, what is the value of $" + id.Name + "$?"
	if m[2] >= 0 {
		synth += " Express your answer as a common fraction."
	}
	return synth, true
}
