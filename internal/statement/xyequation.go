package statement

import (
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// XYEquation reads src (its trailing "." or "," dropped) as one equation
// L = R in exactly the letters x and y and returns L − R; ok is false for
// anything else. The conic and parabola readers share it.
func XYEquation(src string) (eq ast.Expr, trimmed string, ok bool) {
	src = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(src), ".,"))
	e, err := latex.ParseExpr(src)
	rel, isRel := e.(*ast.Rel)
	if err != nil || !isRel || len(rel.Args) != 2 || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
		return nil, "", false
	}
	eq = &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	vs := pm.FreeVars(eq)
	if len(vs) != 2 || !(vs[0] == "x" && vs[1] == "y" || vs[0] == "y" && vs[1] == "x") {
		return nil, "", false
	}
	return eq, src, true
}
