package values

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/squareof"
)

// CheckSquareOf (issue 42): "Compute the square of N without a
// calculator." (squareof.Read): N² computed exactly over ℤ and compared
// exactly with the answer.
func CheckSquareOf(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	n, ok := squareof.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	sq := new(big.Int).Mul(n, n)
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "the square of %s is asked; the answer is not a single value", n), true
	}
	return c.FoundVerdict(st, kind, "the square of "+n.String(), cas.Rat(new(big.Rat).SetInt(sq)), nil, "computed exactly over ℤ", a.Items[0].E, a.Text.Math), true
}
