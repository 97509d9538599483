package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/rootcands"
)

// Issue 42 (MATH Intermediate Algebra): the rational root theorem's
// candidates (rootcands.Read, given.CheckRootCandidates). A count is
// mutated to itself plus and minus 1 (and to half of it, the candidates
// of one sign); a list loses its last value, or gains the constant term
// doubled; leg 1 must count every p/q in lowest terms once.
const RootCandsSlip = "rootcands-slip"

func init() { registerFamily(RootCandsSlip, (*gen).rootCandsSlips) }

func (g *gen) rootCandsSlips(problem, answer string) {
	q, ok := rootcands.Read(problem)
	if !ok {
		return
	}
	if q.Ask == rootcands.RationalCount {
		v, ok := g.exactValue(g.root)
		if !ok || !v.IsInt() {
			return
		}
		n := v.Num().Int64()
		for _, m := range []int64{n + 1, n - 1, n / 2} {
			g.emitInts(RootCandsSlip, []int64{m})
		}
		return
	}
	ans, err := statement.ReadAnswer(answer)
	if err != nil || len(ans.Items) < 2 {
		return
	}
	var vals []int64
	for _, it := range ans.Items {
		v, ok := g.exactValue(it.E)
		if !ok || !v.IsInt() {
			return
		}
		vals = append(vals, v.Num().Int64())
	}
	g.emitInts(RootCandsSlip, vals[:len(vals)-1])
	c := q.Const * 2
	if c < 0 {
		c = -c
	}
	g.emitInts(RootCandsSlip, append(append([]int64{}, vals...), c))
}

// emitInts emits the integers as one answer, a list when more than one.
func (g *gen) emitInts(typ string, vals []int64) {
	if len(vals) == 0 {
		return
	}
	items := make([]ast.Expr, len(vals))
	for i, v := range vals {
		items[i] = algebra.RatExpr(big.NewRat(v, 1))
	}
	if len(items) == 1 {
		g.emit(typ, items[0])
		return
	}
	g.emit(typ, &ast.List{Sep: ast.Comma, Items: items})
}
