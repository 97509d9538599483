package values

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/radconj"
)

// CheckRadConj decides the radical conjugate of a number
// (radconj.Read; issue 42, MATH Intermediate Algebra). The number must be
// p + q√s exactly with q ≠ 0 (forms.QuadSurdOf: rationals p, q, s > 0 not
// a square); its radical conjugate is p − q√s, their sum 2p, their
// product p² − q²s. The answer, read as a number of the same field, is
// compared exactly; a number that is rational or not of that form leaves
// the row undecided.
func CheckRadConj(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := radconj.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	x, ok := forms.QuadSurdOf(c, q.N)
	if !ok || x.Q.Sign() == 0 {
		return decide.Undecided(kind, "a radical conjugate is asked, but %s is not read as p + q√s with q ≠ 0", q.Src), true
	}
	want := forms.QuadSurd{P: x.P, Q: new(big.Rat).Neg(x.Q), S: x.S}
	var wantE ast.Expr = &ast.Binary{Op: ast.Sub, X: &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: ratE(x.P)}, Y: q.N}
	what := "its radical conjugate p − q√s"
	switch q.Ask {
	case radconj.Sum:
		want = forms.RatSurd(new(big.Rat).Add(x.P, x.P))
		wantE = &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: ratE(x.P)}
		what = "the sum with its radical conjugate, 2p"
	case radconj.Product:
		p2 := new(big.Rat).Mul(x.P, x.P)
		q2s := new(big.Rat).Mul(new(big.Rat).Mul(x.Q, x.Q), x.S)
		want = forms.RatSurd(p2.Sub(p2, q2s))
		wantE = &ast.Binary{Op: ast.Mul, X: q.N, Y: &ast.Binary{Op: ast.Sub, X: &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: ratE(x.P)}, Y: q.N}}
		what = "the product with its radical conjugate, p² − q²s"
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is %s, %s = %s; the answer is not one number", q.Src, x, what, want), true
	}
	y, ok := forms.QuadSurdOf(c, ans.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "%s is %s, %s = %s; the answer is not read as p + q√s", q.Src, x, what, want), true
	}
	if _, same := forms.Combine(want, y); !same {
		return decide.Undecided(kind, "%s is %s, %s = %s; the answer %s holds another square root", q.Src, x, what, want, y), true
	}
	r := decide.Confirm(kind, "%s is %s, %s = %s (exact), equal to the answer", q.Src, x, what, want)
	if want.P.Cmp(y.P) != 0 || want.Q.Cmp(y.Q) != 0 {
		r = decide.Refute(kind, "%s is %s, %s = %s (exact); the answer is %s", q.Src, x, what, want, y)
	}
	r.Evidence = []decide.Comparison{{What: what + " against the answer", Left: wantE, Right: ans.Items[0].E, Want: record.WantEqual}}
	return r, true
}

func ratE(r *big.Rat) ast.Expr { return algebra.RatExpr(r) }
