package space

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/projunknown"
)

// CheckProjUnknown (issue 42, MATH Precalculus) solves "The projection of
// V onto U is k·U. Find y." with y one entry of V: proj_U V = (V·U)/(U·U)
// U equals k·U (U ≠ 0) exactly when V·U = k·(U·U), an equation of degree
// one in y whose coefficient is U's entry at y's place; when that entry is
// 0 every y or none fits, and the row is undecided. The one solution is
// decided against the answer by decide.Checker.FoundVerdict.
func CheckProjUnknown(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := projunknown.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	uu, rest := new(big.Rat), new(big.Rat)
	for i, u := range q.U {
		uu.Add(uu, new(big.Rat).Mul(u, u))
		if i != q.At {
			rest.Add(rest, new(big.Rat).Mul(q.V[i], u))
		}
	}
	coef := q.U[q.At]
	if uu.Sign() == 0 || coef.Sign() == 0 {
		return decide.Undecided(kind, "the projection fixes no one value of %s (the vector projected onto is 0 or has 0 at its place)", q.Letter), true
	}
	// coef·y + rest = k·(U·U)
	y := new(big.Rat).Quo(new(big.Rat).Sub(new(big.Rat).Mul(q.K, uu), rest), coef)
	how := fmt.Sprintf("proj_U V = k U holds exactly when V·U = k (U·U): %s·%s + %s = %s·%s", coef.RatString(), q.Letter, rest.RatString(), q.K.RatString(), uu.RatString())
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" && ans.Items[0].Name != q.Letter {
		return decide.Undecided(kind, "%s is asked (%s); the answer is not a single value", q.Letter, how), true
	}
	return c.FoundVerdict(st, kind, q.Letter, cas.Rat(y), nil, how, ans.Items[0].E, answerSrc), true
}
