package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/selection"
)

// maxSelect bounds the N of a selection.
const maxSelect = 1000

// CheckSelection checks the number of ways to choose K of N: C(N, K)
// without order, N!/(N-K)! for K distinct offices held by different
// people, N^K where one person may hold several; ok is false when the
// statement does not ask for it.
func CheckSelection(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := selection.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.N < 1 || q.N > maxSelect || q.K < 1 || q.K > q.N && !q.Repeat {
		return decide.Undecided(kind, "%s: K = %d of N = %d is not a selection leg 1 counts", q.Shape, q.K, q.N), true
	}
	bn, bk := big.NewInt(int64(q.N)), big.NewInt(int64(q.K))
	var want *big.Int
	var how string
	var formula ast.Expr
	switch {
	case q.Repeat:
		want = new(big.Int).Exp(bn, bk, nil)
		how = fmt.Sprintf("%s: each of the %d offices goes to one of %d people, %d^%d = %s ways", q.Shape, q.K, q.N, q.N, q.K, want)
		formula = &ast.Binary{Op: ast.Pow, X: decide.IntExpr(bn), Y: decide.IntExpr(bk)}
	case q.Ordered:
		want = new(big.Int).MulRange(int64(q.N-q.K+1), int64(q.N))
		how = fmt.Sprintf("%s: %d!/%d! = %s ways", q.Shape, q.N, q.N-q.K, want)
		formula = &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: fact(q.N), Y: fact(q.N - q.K)}
	default:
		want = new(big.Int).Binomial(int64(q.N), int64(q.K))
		how = fmt.Sprintf("%s: C(%d, %d) = %s ways", q.Shape, q.N, q.K, want)
		formula = &ast.Func{Name: ast.Binom, Args: []ast.Expr{decide.IntExpr(bn), decide.IntExpr(bk)}}
	}
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	if q.N <= 100 {
		r.Evidence = []decide.Comparison{{What: fmt.Sprintf("the ways to choose %d of %d, as a formula", q.K, q.N), Left: formula, Right: decide.IntExpr(got), Want: record.WantEqual}}
	} else {
		r = withExact(r, fmt.Sprintf("the ways to choose %d of %d", q.K, q.N), want, got)
	}
	return r, true
}
