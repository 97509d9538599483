package statement

import (
	"fmt"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// IntervalCond is the condition lo ≤ x ≤ hi (< at an open end) of "on
// $[lo, hi]$": a target tuple of two constant ends.
func (st *Statement) IntervalCond(x string) (Formula, bool) {
	for _, t := range st.Targets {
		tp, ok := t.E.(*ast.Tuple)
		if !ok || len(tp.Items) != 2 || len(pm.FreeVars(tp)) > 0 {
			continue
		}
		if tp.Left != '[' && tp.Left != '(' || tp.Right != ']' && tp.Right != ')' {
			continue
		}
		op1, op2 := ast.Le, ast.Le
		if tp.Left == '(' {
			op1 = ast.Lt
		}
		if tp.Right == ')' {
			op2 = ast.Lt
		}
		e := &ast.Rel{Ops: []ast.RelOp{op1, op2}, Args: []ast.Expr{tp.Items[0], &ast.Ident{Name: x}, tp.Items[1]}}
		return Formula{E: e, Src: fmt.Sprintf("%s in %s", x, ast.Print(tp))}, true
	}
	return Formula{}, false
}

// CondBounds reports a stated condition that bounds x by constants
// (0 \le x < 2\pi, x > 1; x \in [0, 2\pi] once read as a condition).
func (st *Statement) CondBounds(x string) bool {
	for _, f := range st.Conds {
		rel, ok := f.E.(*ast.Rel)
		if !ok || !IsCondition(rel) {
			continue
		}
		hasX, others := false, true
		for _, a := range rel.Args {
			if id, ok := a.(*ast.Ident); ok && id.Name == x {
				hasX = true
			} else if len(pm.FreeVars(a)) > 0 {
				others = false
			}
		}
		if hasX && others {
			return true
		}
	}
	return false
}
