package equations

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// systemValuesAreEquations (issue 25, CollegeMath linear algebra): in a
// statement that says "system of equations" and lists at least two other
// equations, "$z=3$" (a name equal to a number: "…,-x+y=4$, and $z=3$",
// or the last row "z=1" of a triangular system) is one of the system's
// equations, not a value to substitute, unless the prose has a word that
// gives values ("if", "where", "when", "given", "let", "for", "with", "at"). Folding it in is sound either way:
// the system with z = 3 added has, in its other unknowns, exactly the
// solutions of the system with 3 substituted for z, and z = 3 in each.
func systemValuesAreEquations(st *statement.Statement) bool {
	if len(st.Substs) == 0 || len(st.Targets) < 2 || !strings.Contains(st.Prose, "system of equations") {
		return false
	}
	for _, w := range strings.FieldsFunc(st.Prose, func(r rune) bool { return r < 'a' || r > 'z' }) {
		if givenValueWords[w] {
			return false // "If $a=-4, b=4$, …": values given, not equations
		}
	}
	for _, s := range st.Substs {
		if !isNum(s.Val) {
			if u, ok := s.Val.(*ast.Unary); !ok || u.Op != ast.Neg || !isNum(u.X) {
				return false
			}
		}
	}
	for _, t := range st.Targets {
		r, ok := t.E.(*ast.Rel)
		if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return false
		}
	}
	return true
}

// givenValueWords introduce values given for letters of the system.
var givenValueWords = map[string]bool{"if": true, "where": true, "when": true, "given": true, "let": true, "for": true, "with": true, "at": true}

// isNum: a number literal.
func isNum(e ast.Expr) bool {
	_, ok := e.(*ast.Number)
	return ok
}
