package shapes

import (
	"fmt"
	"math/big"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/mixture"
	"github.com/dgnpipe/dgnpipe/internal/statement/notation"
)

// Issue 42 (CollegeMath 4.6): a mixture problem asking for the amount x
// mixed with a known amount Q (internal/statement/mixture): x·a + Q·b =
// (x + Q)·c, so x = Q(b − c)/(c − a), exactly, when c lies strictly
// between a and b (else no positive amount: undecided). The answer must
// be one number: equal, confirmed; a decimal rounding x at its last place,
// undecided (no approximation asked); another number, refuted.

// CheckMixture answers a mixture problem; ok is false for any other
// statement or an answer that is not one number.
func CheckMixture(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := mixture.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	x, ok := q.X()
	if !ok {
		return decide.Result{}, false
	}
	a := strings.TrimSpace(answerSrc)
	if strings.HasPrefix(a, "$") && strings.HasSuffix(a, "$") && len(a) > 2 {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	right, got, ok := exactAnswer(c, a)
	if !ok {
		return decide.Result{}, false
	}
	left, err := latex.ParseExpr(mixtureFormula(q))
	if err != nil {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	how := fmt.Sprintf("x·%s + %s·%s = (x + %s)·%s gives x = %s", q.A.RatString(), q.Q.RatString(), q.B.RatString(), q.Q.RatString(), q.C.RatString(), x.RatString())
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the amount mixed", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	if got.Cmp(x) == 0 {
		return ev(decide.Confirm(kind, "%s, equal exactly to the answer (a mixture read from the whole statement)", how)), true
	}
	if i := strings.IndexByte(a, '.'); i >= 0 && notation.DecimalRe.MatchString(a) {
		if yes, _ := pm.RoundsTo(got, statement.Pow10(-(len(a) - i - 1)), x, x); yes {
			return decide.Undecided(kind, "%s; the answer %s rounds it, and the problem asks for an exact value", how, a), true
		}
	}
	return ev(decide.Refute(kind, "%s; the answer is %s", how, got.RatString())), true
}

// mixtureFormula is Q(b − c)/(c − a) in LaTeX, each number a fraction.
func mixtureFormula(q mixture.Question) string {
	fr := func(r *big.Rat) string {
		if r.IsInt() {
			return r.Num().String()
		}
		return fmt.Sprintf(`\frac{%s}{%s}`, r.Num(), r.Denom())
	}
	return fmt.Sprintf(`\frac{%s\left(%s-%s\right)}{%s-%s}`, fr(q.Q), fr(q.B), fr(q.C), fr(q.C), fr(q.A))
}
