package measure

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/unitchain"
)

// CheckUnitChain checks a conversion between made-up units given by two
// equivalences (issue 42; statement/unitchain): the worth of each unit is
// carried from the unit of the question's number through the equivalences
// (N u = M v gives v = N u / M), exactly; the count asked is the number
// given times its unit's worth over the asked unit's worth. Units that the
// equivalences do not tie to both units of the question, a unit tied twice
// or a number that is not positive: ok false. A closing unit word in the
// answer ("16\text{ daps}") is set aside when it is the unit asked.
func CheckUnitChain(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := unitchain.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	worth := map[string]*big.Rat{q.Asked.Unit[1]: big.NewRat(1, 1)}
	for round := 0; round < 2; round++ {
		for _, e := range q.Given {
			a, b := worth[e.Unit[0]], worth[e.Unit[1]]
			switch {
			case e.Unit[0] == e.Unit[1] || e.N[0].Sign() <= 0 || e.N[1].Sign() <= 0:
				return decide.Result{}, false
			case a != nil && b == nil:
				worth[e.Unit[1]] = new(big.Rat).Quo(new(big.Rat).Mul(e.N[0], a), e.N[1])
			case b != nil && a == nil:
				worth[e.Unit[0]] = new(big.Rat).Quo(new(big.Rat).Mul(e.N[1], b), e.N[0])
			}
		}
	}
	if len(worth) != 3 || q.Asked.Unit[0] == q.Asked.Unit[1] || q.Asked.N[1].Sign() <= 0 {
		return decide.Result{}, false
	}
	for _, e := range q.Given { // each equivalence must hold with the worths (no unit tied twice)
		if new(big.Rat).Mul(e.N[0], worth[e.Unit[0]]).Cmp(new(big.Rat).Mul(e.N[1], worth[e.Unit[1]])) != 0 {
			return decide.Result{}, false
		}
	}
	w, ok := worth[q.Asked.Unit[0]]
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want := new(big.Rat).Quo(q.Asked.N[1], w)
	shape := fmt.Sprintf("how many %s are worth %s %s", q.Asked.Unit[0], q.Asked.N[1].RatString(), q.Asked.Unit[1])
	how := fmt.Sprintf("1 %s is worth %s %s", q.Asked.Unit[0], w.RatString(), q.Asked.Unit[1])
	src := regexp.MustCompile(`\s*\\(?:text|mbox)\{\s*`+regexp.QuoteMeta(q.Asked.Unit[0])+`\s*\}\s*$`).ReplaceAllString(answerSrc, "")
	got, r := c.OneExactAnswer(src, kind, shape, "")
	if r != nil {
		return *r, true
	}
	if got.Cmp(want) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s: %s, so %s, not %s", shape, how, want.RatString(), got.RatString()), shape, want, algebra.RatExpr(got)), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s, so %s, equal to the answer", shape, how, want.RatString()), shape, want, algebra.RatExpr(got)), true
}
