package given

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/funcsolve"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42: the unknown of one equation written with functions the
// statement defines (funcsolve.Read: "Let $p(x) = 2x - 7$ and $q(x) = 3x -
// b$. If $p(q(4)) = 7$, what is $b$?"). Every call of a defined function
// is replaced by its body with the arguments put in, innermost first (a
// bounded depth); the equation left must have the unknown as its only
// letter. It is solved exactly (forms.SolveExactly, the restrictions as
// stated conditions): exactly one real solution, and no non-real complex
// one (every root of the eliminant real), is compared exactly with the
// answer (QuadSurd.EqualsAt). Two solutions, none, or an infinite set:
// undecided.

// maxFuncDepth bounds the nesting of calls substituted.
const maxFuncDepth = 12

var errFuncDepth = errors.New("the calls nest too deep")

// expandCalls replaces every call of a function of fs by its body.
func expandCalls(e ast.Expr, fs []funcsolve.Func, depth int) (ast.Expr, error) {
	if depth > maxFuncDepth {
		return nil, errFuncDepth
	}
	if c, ok := e.(*ast.Call); ok {
		i := slices.IndexFunc(fs, func(f funcsolve.Func) bool { return f.Name == c.Name })
		if i < 0 || len(fs[i].Params) != len(c.Args) {
			return nil, fmt.Errorf("%s is not a function the statement defines", c.Name)
		}
		env := map[string]ast.Expr{}
		for k, a := range c.Args {
			v, err := expandCalls(a, fs, depth+1)
			if err != nil {
				return nil, err
			}
			env[fs[i].Params[k]] = v
		}
		body, err := forms.SubstIdents(fs[i].Body, env)
		if err != nil {
			return nil, err
		}
		return expandCalls(body, fs, depth+1)
	}
	return forms.MapChildren(e, func(x ast.Expr) (ast.Expr, error) { return expandCalls(x, fs, depth+1) })
}

// CheckFuncEquation (issue 42) decides the unknown of one equation
// written with functions the statement defines.
func CheckFuncEquation(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := funcsolve.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	return (&checker{c}).checkFuncEquation(st, q, answerSrc)
}

func (c *checker) checkFuncEquation(st *statement.Statement, q funcsolve.Question, answerSrc string) (decide.Result, bool) {
	kind := statement.KindValue
	var sides [2]ast.Expr
	for i, s := range q.Eq.Args {
		e, err := expandCalls(s, q.Funcs, 0)
		if err != nil {
			return decide.Result{}, false
		}
		sides[i] = e
	}
	eq := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: sides[:]}
	if vars := pm.FreeVars(eq); len(vars) != 1 || vars[0] != q.Var {
		return decide.Result{}, false
	}
	what := fmt.Sprintf("the value of %s such that %s (the definitions substituted: %s)", q.Var, statement.Clip(q.EqSrc, 40), statement.Clip(ast.Print(eq), 80))
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" && a.Items[0].Name != q.Var {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	ansE := a.Items[0].E
	if q.Fraction && statement.ShapeFormUnmet(statement.ExactShape{Name: "a common fraction", Form: statement.ShapeFormFraction}, ansE) != "" {
		return decide.Undecided(kind, "%s is asked as a common fraction; the answer is not written as one", what), true
	}
	target, ok := forms.QuadSurdOf(c.Checker, ansE)
	if !ok {
		return decide.Undecided(kind, "%s is asked; the answer is not read as a rational or a quadratic surd", what), true
	}
	conds := &statement.Statement{}
	for _, r := range q.Restrict {
		conds.Conds = append(conds.Conds, statement.Formula{E: r, Src: ast.Print(r)})
	}
	sols, er, why := forms.SolveExactly(c.Checker, conds, []*ast.Rel{eq}, []string{q.Var})
	switch {
	case why != "":
		return decide.Undecided(kind, "%s is asked, but %s", what, why), true
	case len(sols) != 1:
		return decide.Undecided(kind, "%s is asked, but the equation has %d real solutions %s", what, len(sols), forms.SolutionSet(sols)), true
	}
	p := er.Eliminants[0]
	sqf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
	if sqf.Deg() != len(algebra.RealRoots(p)) {
		return decide.Undecided(kind, "%s is asked, but the equation has non-real complex solutions too", what), true
	}
	r := sols[0][0]
	at := forms.GAtRoot{Pt: algebra.AlgPointOf(p, r), Num: algebra.Poly{new(big.Rat), big.NewRat(1, 1)}, Den: algebra.Poly{big.NewRat(1, 1)}, Val: r.Exact}
	same, ok := target.EqualsAt([]forms.GAtRoot{at})
	if !ok {
		return decide.Undecided(kind, "%s is asked; its comparison with the answer is not decided", what), true
	}
	if _, decimal := statement.PrintedTolerance(ansE); decimal && !same {
		return decide.Undecided(kind, "%s differs from the decimal answer, which may be a rounding", what), true
	}
	how := "the definitions substituted, the equation solved exactly (elimination, real roots isolated, every candidate substituted in the equation), one real solution and no non-real one"
	var res decide.Result
	if same {
		res = decide.Confirm(kind, "%s is %s, equal exactly to the answer %s (%s)", what, r, statement.Clip(a.Text.Math, 40), how)
	} else {
		res = decide.Refute(kind, "%s is %s, not the answer %s (%s)", what, r, statement.Clip(a.Text.Math, 40), how)
		res.RecomputedDiffers = true
	}
	env := cas.Env{q.Var: algebra.RootValue(r)}
	res.Evidence = []decide.Comparison{
		{What: "the solution found against the answer", Left: decide.ValueExpr(algebra.RootValue(r)), Right: ansE, Want: record.WantEqual},
	}
	if r.Exact != nil {
		res.Evidence = append(res.Evidence, decide.Comparison{What: "the equation, the definitions substituted, at the solution", Left: sides[0], Right: sides[1], Points: []cas.Env{env}, Want: record.WantEqual})
	}
	return res, true
}
