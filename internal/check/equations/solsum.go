package equations

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/solsum"
)

// CheckSolutionSum (issue 42): the sum of the solutions of one equation in
// one unknown (solsum.Read). The complete real solution set is found
// exactly (forms.SolveExactly: excluded points, extraneous roots of an
// absolute value or a radical left out); the eliminant's roots must all be
// real (no non-real solution, so "all solutions" means the same over ℝ
// and ℂ) and every solution rational; "two values" needs exactly two. The
// sum is compared exactly with the answer. Otherwise ok is false: the
// statement is left to the other readings (the sum of the values by
// inequality.CheckValueSum, which decides irrational sums).
func CheckSolutionSum(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := solsum.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the sum of the solutions of " + statement.Clip(ast.Print(q.Eq), 50)
	sols, er, why := forms.SolveExactly(c, st, []*ast.Rel{q.Eq}, []string{q.Var})
	if why != "" || len(sols) == 0 {
		return decide.Result{}, false // the other sum checkers (Vieta, inequality.CheckValueSum) may decide it
	}
	for _, p := range er.Eliminants {
		sqf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
		if sqf.Deg() != len(algebra.RealRoots(p)) {
			return decide.Result{}, false // non-real solutions: left to the other readings
		}
	}
	if q.Two && len(sols) != 2 {
		return decide.Result{}, false
	}
	sum := new(big.Rat)
	var parts []string
	for _, s := range sols {
		if s[0].Exact == nil {
			return decide.Result{}, false // an irrational solution: left to the other sum checkers
		}
		sum.Add(sum, s[0].Exact)
		parts = append(parts, s[0].Exact.RatString())
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Result{}, false // not a single value: left to the other readings
	}
	how := "the real solutions {" + strings.Join(parts, ", ") + "} found exactly (elimination, real roots isolated, every candidate substituted), no non-real one"
	return c.FoundVerdict(st, kind, what, cas.Rat(sum), nil, how, a.Items[0].E, a.Text.Math), true
}
