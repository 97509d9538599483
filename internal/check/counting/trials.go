package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/trials"
)

// CheckTrials checks the probability that the number of successes in N
// independent trials, each a success with probability p, is at least, at
// most or exactly K: the sum over the counts j admitted of
// C(N, j) p^j (1-p)^(N-j), exactly; ok is false when the statement does
// not ask for it.
func CheckTrials(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := trials.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.N < 1 || q.N > 60 || q.K < 0 || q.K > q.N {
		return decide.Undecided(kind, "%s: K = %d of N = %d trials is not a count leg 1 reads", q.Shape, q.K, q.N), true
	}
	lo, hi := q.K, q.K
	switch q.Cmp {
	case ">=":
		hi = q.N
	case "<=":
		lo = 0
	}
	p := big.NewRat(q.Num, q.Den)
	fail := new(big.Rat).Sub(big.NewRat(1, 1), p)
	want := new(big.Rat)
	var sum ast.Expr
	for j := lo; j <= hi; j++ {
		t := new(big.Rat).SetInt(new(big.Int).Binomial(int64(q.N), int64(j)))
		t.Mul(t, ratPow(p, j)).Mul(t, ratPow(fail, q.N-j))
		want.Add(want, t)
		term := ast.Expr(&ast.Binary{Op: ast.Mul, Form: ast.FormCdot,
			X: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot,
				X: &ast.Func{Name: ast.Binom, Args: []ast.Expr{intE(q.N), intE(j)}},
				Y: &ast.Binary{Op: ast.Pow, X: ratE(p), Y: intE(j)}},
			Y: &ast.Binary{Op: ast.Pow, X: ratE(fail), Y: intE(q.N - j)}})
		if sum == nil {
			sum = term
		} else {
			sum = &ast.Binary{Op: ast.Add, X: sum, Y: term}
		}
	}
	how := fmt.Sprintf("%s: each trial a success with probability %s, independent; the probability that the successes number %d to %d of %d is the sum of C(%d, j)·p^j·(1-p)^(%d-j), exactly %s",
		q.Shape, p.RatString(), lo, hi, q.N, q.N, q.N, want.RatString())
	got, bad := c.OneExactAnswer(answerSrc, kind, "the probability of a count of successes", "")
	if bad != nil {
		return decide.Undecided(kind, "%s; %s", how, bad.Note), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got.RatString())
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	r.Evidence = []decide.Comparison{{What: fmt.Sprintf("the probability of %d to %d successes in %d trials, as a sum of binomial terms", lo, hi, q.N), Left: sum, Right: ratE(got), Want: record.WantEqual}}
	return r, true
}

func ratPow(x *big.Rat, k int) *big.Rat {
	out := big.NewRat(1, 1)
	for i := 0; i < k; i++ {
		out.Mul(out, x)
	}
	return out
}

func intE(n int) ast.Expr { return decide.IntExpr(big.NewInt(int64(n))) }

func ratE(x *big.Rat) ast.Expr {
	if x.IsInt() {
		return decide.IntExpr(x.Num())
	}
	return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: decide.IntExpr(x.Num()), Y: decide.IntExpr(x.Denom())}
}
