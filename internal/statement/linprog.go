package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (Gaokao): a linear program in two variables, read from
// one whole-statement shape.

// LinProgShape names linProgRe in notes.
const LinProgShape = "Variables x and y satisfy the system <inequalities>. What is the maximum (minimum) value of $z=F$?"

// linProgRe is the whole statement: the two variables (groups 1, 2), the
// rows of the cases environment (3), max or min (4), the objective's name
// (5) and formula (6).
var linProgRe = regexp.MustCompile(`^Variables ([a-z]) and ([a-z]) satisfy the system \$\\begin\{cases\}([^$]*)\\end\{cases\}\$\. What is the (maximum|minimum) value of \$([a-z])\s*=\s*([^$=]+)\$\?$`)

// LinProg is a linear program as the statement writes it: each condition
// one non-strict inequality (≤ or ≥ between two sides), the objective F to
// maximise (Max) or minimise, in the variables Vars.
type LinProg struct {
	Vars  [2]string
	Conds []*ast.Rel
	F     ast.Expr
	Max   bool
}

// ReadLinProg reads a statement of the shape LinProgShape. ok is false for
// any other statement, a strict inequality, a row that is not one
// inequality, or an objective named like a variable; whether the sides are
// linear is the checker's to decide.
func ReadLinProg(problem string) (LinProg, bool) {
	m := linProgRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] == m[2] || m[5] == m[1] || m[5] == m[2] {
		return LinProg{}, false
	}
	lp := LinProg{Vars: [2]string{m[1], m[2]}, Max: m[4] == "maximum"}
	for _, row := range strings.Split(m[3], `\\`) {
		e, err := latex.ParseExpr(strings.TrimSpace(row))
		if err != nil {
			return LinProg{}, false
		}
		r, ok := e.(*ast.Rel)
		if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Le && r.Ops[0] != ast.Ge {
			return LinProg{}, false
		}
		lp.Conds = append(lp.Conds, r)
	}
	f, err := latex.ParseExpr(m[6])
	if err != nil {
		return LinProg{}, false
	}
	lp.F = f
	return lp, true
}
