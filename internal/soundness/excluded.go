package soundness

import (
	"math/big"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): mutations of the excluded values of a rational
// expression N/D (statement.ReadExcludedValues). The answer is the set of
// D's zeros; the mutant adds the rational zeros of the numerator N that
// are not in it (the slip of listing every zero in sight), a larger set.

// ExcludedSlip is the mutation type of excluded values.
const ExcludedSlip = "excluded-slip" // the numerator's zeros added to the excluded values

// excludedSlip adds the excluded-slip mutant.
func (g *gen) excludedSlip(problem string) {
	q, ok := statement.ReadExcludedValues(problem)
	if !ok {
		return
	}
	div, ok := q.Expr.(*ast.Binary)
	if !ok || div.Op != ast.Div {
		return
	}
	items := []ast.Expr{g.root}
	if l, isList := g.root.(*ast.List); isList {
		items = l.Items
	}
	var vals []*big.Rat
	for _, it := range items {
		r, ok := g.exactValue(it)
		if !ok {
			return
		}
		vals = append(vals, r)
	}
	lp, err := algebra.LaurentOf(div.X, map[string]bool{q.Var: true})
	if err != nil {
		return
	}
	p, ok := lp.ToPoly(q.Var)
	if !ok || len(p) < 2 {
		return
	}
	n := len(vals)
	for _, r := range algebra.RealRoots(p) {
		if r.Exact != nil && !slices.ContainsFunc(vals, func(x *big.Rat) bool { return x.Cmp(r.Exact) == 0 }) {
			vals = append(vals, r.Exact)
		}
	}
	if len(vals) == n {
		return
	}
	slices.SortFunc(vals, func(a, b *big.Rat) int { return a.Cmp(b) })
	out := make([]ast.Expr, len(vals))
	for i, r := range vals {
		out[i] = algebra.RatExpr(r)
	}
	g.emit(ExcludedSlip, &ast.List{Sep: ast.Comma, Items: out})
}
