package shapes

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/units"
)

// Issue 42 (CollegeMath 7.8, MATH Prealgebra): "Convert $Q$ to U." and
// "How many U are in Q?" (internal/statement/units). The quantity in the
// unit asked is Q's number times the ratio of the two units' sizes, both
// exact (an inch is 0.0254 m, a foot 0.3048 m, a yard 0.9144 m, a mile
// 1609.344 m). The answer is a number, optionally followed by the symbol
// of the unit asked ("12320 \mathrm{yd}"): equal exactly, confirmed; a
// decimal that rounds the value at its last printed place, undecided (no
// approximation is asked); any other number, refuted.

// fracAnswerRe is a fraction \frac{p}{q}, optionally negative.
var fracAnswerRe = regexp.MustCompile(`^-?\\[dt]?frac\{\d+\}\{\d+\}$`)

// unitAnswerRe is a number and an optional unit symbol.
var unitAnswerRe = regexp.MustCompile(`^(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(\\mathrm\{.*)?$`)

// CheckUnits answers a unit conversion; ok is false for any other
// statement or an answer that is not a number (in the unit asked).
func CheckUnits(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := units.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	a := strings.TrimSpace(answerSrc)
	if strings.HasPrefix(a, "$") && strings.HasSuffix(a, "$") && len(a) > 2 {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	m := unitAnswerRe.FindStringSubmatch(a)
	if m == nil && fracAnswerRe.MatchString(a) {
		m = []string{a, a, ""}
	}
	if m == nil {
		return decide.Result{}, false
	}
	if m[2] != "" {
		u, ok := units.SymbolUnit(m[2])
		if !ok || !u.Same(q.To) || u.Size.Cmp(q.To.Size) != 0 {
			return decide.Result{}, false
		}
	}
	num := strings.ReplaceAll(m[1], ",", "")
	right, err := latex.ParseExpr(num)
	if err != nil {
		return decide.Result{}, false
	}
	v, err := c.Eval(right, nil)
	got, exact := v.Exact()
	if err != nil || !exact {
		return decide.Result{}, false
	}
	ratio := new(big.Rat).Quo(q.From.Size, q.To.Size)
	var f string
	if q.Value.IsInt() {
		f = fmt.Sprintf(`%s \cdot \frac{%s}{%s}`, q.Value.Num(), ratio.Num(), ratio.Denom())
	} else {
		f = fmt.Sprintf(`\frac{%s}{%s} \cdot \frac{%s}{%s}`, q.Value.Num(), q.Value.Denom(), ratio.Num(), ratio.Denom())
	}
	left, err := latex.ParseExpr(f)
	if err != nil {
		return decide.Result{}, false
	}
	want := q.Result()
	kind := statement.KindValue
	how := fmt.Sprintf("%s %s in %s is %s = %s (the ratio of the units is %s, exactly)", q.ValueSrc, q.From.Name, q.To.Name, f, want.RatString(), ratio.RatString())
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the quantity converted", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	if got.Cmp(want) == 0 {
		return ev(decide.Confirm(kind, "%s, equal exactly to the answer (the statement's shape \"Convert $Q$ to U.\" / \"How many U are in Q?\")", how)), true
	}
	if i := strings.IndexByte(num, '.'); i >= 0 {
		unit := statement.Pow10(-(len(num) - i - 1))
		if yes, _ := pm.RoundsTo(got, unit, want, want); yes {
			return decide.Undecided(kind, "%s; the answer %s rounds it, and the problem asks for an exact value", how, num), true
		}
	}
	return ev(decide.Refute(kind, "%s; the answer is %s", how, num)), true
}
