package shapes

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyquot"
)

// maxQuotDegree bounds the dividend's degree.
const maxQuotDegree = 60

// checkPolyQuotient is CheckPolyQuotient on this package's checker.
func (c *checker) checkPolyQuotient(problem, answerSrc string) (decide.Result, bool) {
	q, ok := polyquot.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	n, ok1 := forms.PolyOf(c.Checker, q.Num, q.Var)
	d, ok2 := forms.PolyOf(c.Checker, q.Den, q.Var)
	if !ok1 || !ok2 || len(d) < 2 || len(n) > maxQuotDegree+1 {
		return decide.Result{}, false
	}
	quo, rem := algebra.Divmod(n, d)
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	ae := ans.Items[0].E
	if vs := pm.FreeVars(ae); len(vs) > 1 || len(vs) == 1 && vs[0] != q.Var {
		return decide.Result{}, false
	}
	a, ok := forms.PolyOf(c.Checker, ae, q.Var)
	if !ok {
		return decide.Result{}, false // a quotient with a remainder term, or not a polynomial: not read here
	}
	qe := forms.PolyExpr(quo, q.Var)
	how := fmt.Sprintf("%s = (%s)·(%s) + (%s), divided exactly over ℚ", statement.Clip(q.NumSrc, 40), statement.Clip(q.DenSrc, 30),
		statement.Clip(ast.Print(qe), 50), statement.Clip(ast.Print(forms.PolyExpr(rem, q.Var)), 30))
	var r decide.Result
	if polyEqual(a, quo) {
		r = decide.Confirm(kind, "the quotient is %s (%s), equal as a polynomial to the answer %s", statement.Clip(ast.Print(qe), 50), how, statement.Clip(answerSrc, 40))
	} else {
		r = decide.Refute(kind, "the quotient is %s (%s); the answer %s is another polynomial", statement.Clip(ast.Print(qe), 50), how, statement.Clip(answerSrc, 40))
	}
	var pts []cas.Env
	for _, x := range []int64{2, 3, 5, 7} {
		pts = append(pts, cas.Env{q.Var: cas.Rat(big.NewRat(x, 1))})
	}
	r.Evidence = []decide.Comparison{{What: "the quotient", Left: qe, Right: ae, Points: pts, Want: record.WantEqual}}
	if r.Verdict == record.Refute {
		// The first point where they differ: a refutation is shown there.
		for _, x := range []int64{2, 3, 5, 7, 11, 13} {
			xr := big.NewRat(x, 1)
			if quo.Eval(xr).Cmp(a.Eval(xr)) != 0 {
				r.Evidence[0].Points = []cas.Env{{q.Var: cas.Rat(xr)}}
				break
			}
		}
	}
	return r, true
}

func polyEqual(a, b algebra.Poly) bool {
	a, b = algebra.Trim(a), algebra.Trim(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// CheckPolyQuotient (issue 42): the quotient of a polynomial division
// (polyquot.Read), found exactly over ℚ and compared with the answer
// coefficient by coefficient. ok is false when the shape is not read or
// the answer is not a polynomial in the letter.
func CheckPolyQuotient(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkPolyQuotient(problem, answerSrc)
}
