package space

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/closest"
)

// CheckClosest (issue 42, MATH Precalculus) computes the point of the line
// A + tD closest to Q (closest.Read): the foot of the perpendicular, A +
// ((Q − A)·D/(D·D)) D, exactly (D ≠ 0), compared with the answer's point
// coordinate by coordinate by decide.Checker.FoundVerdict.
func CheckClosest(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := closest.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	dd, wd := new(big.Rat), new(big.Rat)
	for i := range q.D {
		dd.Add(dd, new(big.Rat).Mul(q.D[i], q.D[i]))
		wd.Add(wd, new(big.Rat).Mul(new(big.Rat).Sub(q.Q[i], q.A[i]), q.D[i]))
	}
	if dd.Sign() == 0 {
		return decide.Undecided(kind, "the line's direction is 0"), true
	}
	t := new(big.Rat).Quo(wd, dd)
	srcs := make([]string, len(q.A))
	fs := make([]ast.Expr, len(q.A))
	for i := range q.A {
		srcs[i] = ratSrc(new(big.Rat).Add(q.A[i], new(big.Rat).Mul(t, q.D[i])))
		f, err := latex.ParseExpr(srcs[i])
		if err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		fs[i] = f
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	tp, isTuple := ans.Root.(*ast.Tuple)
	if len(ans.Items) != 1 || !isTuple || tp.Left != '(' || tp.Right != ')' || len(tp.Items) != len(fs) {
		return decide.Undecided(kind, "the closest point is asked; the answer is not a point of %d coordinates in parentheses", len(fs)), true
	}
	how := fmt.Sprintf("the foot of the perpendicular, A + t D with t = (Q − A)·D/(D·D) = %s", t.RatString())
	return formulaPointVerdict(c, st, kind, "the closest point", fs, srcs, tp.Items, how, answerSrc), true
}
