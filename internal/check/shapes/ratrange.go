package shapes

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/ratrange"
)

// CheckRationalRange (issue 42, MATH Intermediate Algebra) decides the
// range of f = P/Q (ratrange.Read) when P/Q reduced by G = gcd(P, Q) is
// P₁/Q₁ with deg P₁ ≤ 1 and deg Q₁ ≤ 1, and f is not constant: then f is
// one-to-one on its domain (a linear function, or (ax + b)/(cx + d) with
// ad − bc ≠ 0), its values on ℝ minus the roots of Q₁ are ℝ minus {a/c}
// (c ≠ 0) or ℝ, and each real root r of Q that is not a root of Q₁ (a
// hole) removes the value P₁(r)/Q₁(r), which one-to-one f takes nowhere
// else. The range is ℝ minus these rational values, exactly; the answer's
// union of intervals must be the open intervals between them, in order,
// to be confirmed; anything else is undecided (never refuted). ok is false
// where f is of another kind (left to the other readings).
func CheckRationalRange(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := ratrange.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	p, err1 := algebra.PolyIn(q.P, "x")
	d, err2 := algebra.PolyIn(q.Q, "x")
	if err1 != nil || err2 != nil || len(p) == 0 || len(d) == 0 {
		return decide.Result{}, false
	}
	g := algebra.GcdPoly(p, d)
	p1, _ := algebra.Divmod(p, g)
	q1, _ := algebra.Divmod(d, g)
	if p1.Deg() > 1 || q1.Deg() > 1 {
		return decide.Result{}, false
	}
	at := func(i int, pl algebra.Poly) *big.Rat {
		if i < len(pl) {
			return pl[i]
		}
		return new(big.Rat)
	}
	a, b, cc, dd := at(1, p1), at(0, p1), at(1, q1), at(0, q1)
	det := new(big.Rat).Sub(new(big.Rat).Mul(a, dd), new(big.Rat).Mul(b, cc))
	if det.Sign() == 0 {
		return decide.Result{}, false // constant
	}
	var missing []*big.Rat
	if cc.Sign() != 0 {
		missing = append(missing, new(big.Rat).Quo(a, cc))
	}
	for _, r := range algebra.RealRoots(d) {
		if r.Exact == nil {
			return decide.Result{}, false
		}
		den := evalPoly(q1, r.Exact)
		if den.Sign() != 0 {
			missing = append(missing, new(big.Rat).Quo(evalPoly(p1, r.Exact), den))
		}
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i].Cmp(missing[j]) < 0 })
	var uniq []*big.Rat
	for _, m := range missing {
		if len(uniq) == 0 || uniq[len(uniq)-1].Cmp(m) != 0 {
			uniq = append(uniq, m)
		}
	}
	names := make([]string, len(uniq))
	for i, m := range uniq {
		names[i] = m.RatString()
	}
	how := fmt.Sprintf("%s reduces to (%s)/(%s), one-to-one on its domain (ad − bc = %s ≠ 0): its range is ℝ minus {%s}, exact", statement.Clip(q.Src, 60), algebra.PolyText(p1, "x"), algebra.PolyText(q1, "x"), det.RatString(), strings.Join(names, ", "))
	kind := statement.KindValue
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%s; the answer is not read", how), true
	}
	ivs, err := ans.Intervals("y")
	if err != nil || len(ivs) != len(uniq)+1 {
		return decide.Undecided(kind, "%s; the answer is not %d open intervals", how, len(uniq)+1), true
	}
	var ev []decide.Comparison
	for i, iv := range ivs {
		if iv.LoClosed || iv.HiClosed || (i == 0) != (iv.Lo == nil) || (i == len(uniq)) != (iv.Hi == nil) {
			return decide.Undecided(kind, "%s; the answer's interval %d is not the open interval expected", how, i+1), true
		}
		for _, end := range []struct {
			e ast.Expr
			k int
		}{{iv.Lo, i - 1}, {iv.Hi, i}} {
			if end.e == nil {
				continue
			}
			v, err := c.Eval(end.e, nil)
			got, exact := v.Exact()
			if err != nil || !exact || got.Cmp(uniq[end.k]) != 0 {
				return decide.Undecided(kind, "%s; an end of the answer's interval %d is not %s", how, i+1, uniq[end.k].RatString()), true
			}
			ev = append(ev, decide.Comparison{What: fmt.Sprintf("an end of interval %d, the value f does not take", i+1), Left: algebra.RatExpr(uniq[end.k]), Right: end.e, Want: record.WantEqual})
		}
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	r.Evidence = ev
	return r, true
}
