package equations

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// namedTupleAnswer reads the answer "(x, y, z)=(4,1,1)" of a system as the
// named values x=4, y=1, z=1 (issue 25, capability 5: CollegeMath's linear
// systems). Only a single equation whose left side is a tuple of distinct
// unknowns, exactly the system's unknowns in some order, and whose right
// side is a tuple of as many values; any other answer is returned as it is.
func namedTupleAnswer(a *statement.Answer, vars []string) *statement.Answer {
	r, ok := a.Root.(*ast.Rel)
	if !ok || len(a.Items) != 1 || len(r.Ops) != 1 || !statement.AllEq(r) {
		return a
	}
	names, ok1 := r.Args[0].(*ast.Tuple)
	vals, ok2 := r.Args[1].(*ast.Tuple)
	if !ok1 || !ok2 || names.Left != '(' || vals.Left != '(' || vals.Right != ')' || len(names.Items) != len(vars) || len(vals.Items) != len(vars) {
		return a
	}
	order := IdentTuple(names)
	if len(order) != len(vars) || len(statement.Subset(vars, order)) != 0 || len(statement.Subset(order, vars)) != 0 {
		return a
	}
	var items []ast.Expr
	for i, n := range order {
		items = append(items, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: n}, vals.Items[i]}})
	}
	a2 := *a
	a2.Items = statement.SplitItems(&ast.List{Items: items})
	return &a2
}
