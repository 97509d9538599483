package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// CheckBallsBoxes checks the number of ways to put balls in boxes (a box
// may stay empty); ok is false when the statement does not ask for it.
func CheckBallsBoxes(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadBallsBoxes(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	n, k := q.Balls, q.Boxes
	want, how, formula := ballsWays(q)
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
	if formula != nil {
		r.Evidence = []decide.Comparison{{What: fmt.Sprintf("the ways to put %d balls in %d boxes, as a formula", n, k), Left: formula, Right: decide.IntExpr(got), Want: record.WantEqual}}
	} else {
		r = withExact(r, fmt.Sprintf("the ways to put %d balls in %d boxes", n, k), want, got)
	}
	return r, true
}

func withExact(r decide.Result, what string, want, got *big.Int) decide.Result {
	return decide.WithExactEvidence(r, what, new(big.Rat).SetInt(want), decide.IntExpr(got))
}

// ballsWays is the number of ways, how it was found, and the formula
// another engine evaluates (nil where it is a count by enumeration).
func ballsWays(q statement.BallsBoxes) (*big.Int, string, ast.Expr) {
	n, k := q.Balls, q.Boxes
	bn, bk := big.NewInt(int64(n)), big.NewInt(int64(k))
	switch {
	case q.BallsApart && q.BoxesApart:
		v := new(big.Int).Exp(bk, bn, nil)
		return v, fmt.Sprintf("each of %d distinguishable balls goes in one of %d distinguishable boxes: %d^%d = %s ways", n, k, k, n, v),
			&ast.Binary{Op: ast.Pow, X: decide.IntExpr(bk), Y: decide.IntExpr(bn)}
	case !q.BallsApart && q.BoxesApart:
		v := new(big.Int).Binomial(int64(n+k-1), int64(k-1))
		return v, fmt.Sprintf("%d indistinguishable balls in %d distinguishable boxes are the solutions of x_1+…+x_%d = %d in integers x_i ≥ 0: C(%d, %d) = %s ways", n, k, k, n, n+k-1, k-1, v),
			&ast.Func{Name: ast.Binom, Args: []ast.Expr{decide.IntExpr(big.NewInt(int64(n + k - 1))), decide.IntExpr(big.NewInt(int64(k - 1)))}}
	case q.BallsApart:
		// Set partitions of n balls into at most k nonempty blocks:
		// S(n, j) summed over j ≤ k, by the recurrence
		// S(m, j) = j·S(m-1, j) + S(m-1, j-1).
		s := make([]*big.Int, k+1)
		for j := range s {
			s[j] = new(big.Int)
		}
		s[0].SetInt64(1)
		for m := 1; m <= n; m++ {
			for j := k; j >= 1; j-- {
				s[j].Add(new(big.Int).Mul(big.NewInt(int64(j)), s[j]), s[j-1])
			}
			s[0].SetInt64(0)
		}
		v := new(big.Int)
		for _, x := range s {
			v.Add(v, x)
		}
		return v, fmt.Sprintf("%d distinguishable balls in %d indistinguishable boxes are the partitions of a %d-set into at most %d blocks: the Stirling numbers S(%d, j), j ≤ %d, sum to %s ways", n, k, n, k, n, k, v), nil
	}
	// Partitions of n into at most k parts: p(m, j) = p(m, j-1) + p(m-j, j).
	p := make([][]*big.Int, n+1)
	for m := range p {
		p[m] = make([]*big.Int, k+1)
		for j := range p[m] {
			switch {
			case m == 0:
				p[m][j] = big.NewInt(1)
			case j == 0:
				p[m][j] = new(big.Int)
			case j > m:
				p[m][j] = new(big.Int).Set(p[m][m])
			default:
				p[m][j] = new(big.Int).Add(p[m][j-1], p[m-j][j])
			}
		}
	}
	v := p[n][k]
	return v, fmt.Sprintf("%d indistinguishable balls in %d indistinguishable boxes are the partitions of %d into at most %d parts: %s ways", n, k, n, k, v), nil
}
