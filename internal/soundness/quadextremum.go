package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/calculus"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/quadext"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42, the least (greatest) value of a quadratic in several
// variables over all real points (calculus.QuadExtremum), or asked through
// a named variable (statement/quadext): the answer is
// mutated to the value ± 1 and to the function's value at the origin (the
// constant term, the usual slip of a square not completed), each a
// rational other than the answer; leg 1 must find the critical point.
const QuadExtremumSlip = "quad-extremum-slip"

func init() { registerFamily(QuadExtremumSlip, (*gen).quadExtremumSlips) }

func (g *gen) quadExtremumSlips(problem, _ string) {
	var fn ast.Expr
	var vars []string
	isMax := strings.Contains(problem, "maximum value")
	if q, ok := quadext.Read(problem); ok {
		fn, vars, isMax = q.F, q.Vars, q.Largest
	} else if isMax || strings.Contains(problem, "minimum value") {
		st := statement.ReadStatement(problem)
		if len(st.Targets) != 1 {
			return
		}
		fn = st.Targets[0].E
		vars = pm.FreeVars(fn)
	} else {
		return
	}
	c := decide.NewChecker(g.p.ctx, decide.Options{Seed: 1})
	val, _, ok := calculus.QuadExtremum(c, fn, vars, isMax)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok || ans.Cmp(val) != 0 {
		return
	}
	one := big.NewRat(1, 1)
	slips := []*big.Rat{new(big.Rat).Add(val, one), new(big.Rat).Sub(val, one)}
	origin := cas.Env{}
	for _, v := range vars {
		origin[v] = cas.Rat(new(big.Rat))
	}
	if y, err := c.Eval(fn, origin); err == nil {
		if r, exact := y.Exact(); exact {
			slips = append(slips, r)
		}
	}
	for _, v := range slips {
		if v.Cmp(ans) != 0 {
			g.emit(QuadExtremumSlip, algebra.RatExpr(v))
		}
	}
}
