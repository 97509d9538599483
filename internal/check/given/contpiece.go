package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/contpiece"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42: the constant k that makes f continuous, f two pieces split at
// b (contpiece.Read). Both pieces must be polynomials in x and k
// (forms.NewAlgBuilder: no radical, a constant denominator), so each is
// continuous on its side; f is then continuous exactly when the pieces
// agree at b: L(b) = R(b), an equation in k alone, solved exactly
// (forms.SolveExactly, every real solution rational). The one solution,
// the smallest, or the sum, as asked, is compared exactly.

// polyIn reports e a polynomial in vars (a constant denominator).
func polyIn(c *decide.Checker, e ast.Expr, vars []string) bool {
	b := forms.NewAlgBuilder(c, vars)
	m, ok := b.Conv(e)
	return ok && len(b.Aux) == 0 && len(m.Den) == 1 && len(m.Den[0].E) > 0 && allZero(m.Den[0].E)
}

func allZero(e []int) bool {
	for _, x := range e {
		if x != 0 {
			return false
		}
	}
	return true
}

// CheckContinuity (issue 42) decides the constant that makes a two-piece
// function continuous.
func CheckContinuity(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := contpiece.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := fmt.Sprintf("the value of %s that makes f continuous (the pieces agree at %s = %s)", q.K, q.X, ast.Print(q.B))
	vars := []string{q.X, q.K}
	if !polyIn(c, q.Left, vars) || !polyIn(c, q.Right, vars) {
		return decide.Undecided(kind, "%s is asked, but a piece is not a polynomial", what), true
	}
	at := map[string]ast.Expr{q.X: q.B}
	l, err1 := forms.SubstIdents(q.Left, at)
	r, err2 := forms.SubstIdents(q.Right, at)
	eq := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{l, r}}
	if err1 != nil || err2 != nil {
		return decide.Result{}, false
	}
	if fv := pm.FreeVars(eq); len(fv) != 1 || fv[0] != q.K {
		return decide.Undecided(kind, "%s is asked, but the condition %s is not an equation in %s alone", what, statement.Clip(ast.Print(eq), 40), q.K), true
	}
	sols, _, why := forms.SolveExactly(c, &statement.Statement{}, []*ast.Rel{eq}, []string{q.K})
	if why != "" || len(sols) == 0 {
		return decide.Undecided(kind, "%s is asked, but %s is not solved (%s)", what, statement.Clip(ast.Print(eq), 40), why), true
	}
	var vals []*big.Rat
	var parts []string
	for _, s := range sols {
		if s[0].Exact == nil {
			return decide.Undecided(kind, "%s is asked, but a solution is irrational", what), true
		}
		vals = append(vals, s[0].Exact)
		parts = append(parts, s[0].Exact.RatString())
	}
	var v *big.Rat
	switch q.Ask {
	case contpiece.One:
		if len(vals) != 1 {
			return decide.Undecided(kind, "%s is asked, but the values are {%s}", what, strings.Join(parts, ", ")), true
		}
		v = vals[0]
	case contpiece.Smallest:
		v = vals[0]
		for _, x := range vals[1:] {
			if x.Cmp(v) < 0 {
				v = x
			}
		}
		what = strings.Replace(what, "the value", "the smallest value", 1)
	case contpiece.Sum:
		v = new(big.Rat)
		for _, x := range vals {
			v.Add(v, x)
		}
		what = strings.Replace(what, "the value", "the sum of the values", 1)
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" && a.Items[0].Name != q.K {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	how := "both pieces polynomials, f continuous exactly when " + statement.Clip(ast.Print(eq), 60) + ", solved exactly: {" + strings.Join(parts, ", ") + "}"
	return c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, a.Items[0].E, a.Text.Math), true
}
