package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// solvedRootQuantity (issue 42) answers a root question about an equation
// that is not a polynomial one ("the positive difference between the
// solutions of $|x + 3| = 6$", "the sum of the roots of
// $\sqrt[3]{4 - \frac{x^2}{3}} = -2$") from its complete real solution
// set found exactly (forms.SolveExactly: elimination, real roots isolated,
// every candidate substituted in the equation as written, so the
// extraneous roots of |u| or √u are left out), when every solution is a
// rational number. The difference asks for exactly two solutions; a count
// is not answered (the statement may count complex roots). ok is false
// when the set is not found so, with the caller's undecided verdict to
// give.
func (c *checker) solvedRootQuantity(st *statement.Statement, rel *ast.Rel, x string, q rootQuantity, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindEquation
	if q.op == "count" || q.op == "power" && q.power == 0 {
		return decide.Result{}, false
	}
	sols, _, why := forms.SolveExactly(c.Checker, st, []*ast.Rel{rel}, []string{x})
	if why != "" || len(sols) == 0 {
		return decide.Result{}, false
	}
	var roots []*big.Rat
	var names []string
	for _, s := range sols {
		if len(s) != 1 || s[0].Exact == nil {
			return decide.Result{}, false
		}
		for _, r := range roots {
			if r.Cmp(s[0].Exact) == 0 {
				return decide.Result{}, false
			}
		}
		roots, names = append(roots, s[0].Exact), append(names, s[0].Exact.RatString())
	}
	val, ok := ratRootsQuantity(roots, q)
	if !ok {
		return decide.Result{}, false
	}
	what := fmt.Sprintf("the real solutions of %s are exactly %s (found exactly: elimination, every candidate substituted in the equation as written); their %s",
		statement.Clip(ast.Print(rel), 50), strings.Join(names, ", "), q.what)
	v := cas.Rat(val)
	return c.FoundVerdict(st, kind, what, v, decide.ExactErr(v), "exact arithmetic on the solutions", a.Items[0].E, a.Text.Math), true
}

// ratRootsQuantity is the quantity q of the distinct rational roots: a
// power sum (no zero root for a negative power), the product, the largest,
// the smallest, or the positive difference of exactly two.
func ratRootsQuantity(roots []*big.Rat, q rootQuantity) (*big.Rat, bool) {
	out := new(big.Rat)
	switch q.op {
	case "diff":
		if len(roots) != 2 {
			return nil, false
		}
		return out.Abs(out.Sub(roots[0], roots[1])), true
	case "max", "min":
		out.Set(roots[0])
		for _, r := range roots[1:] {
			if q.op == "max" && r.Cmp(out) > 0 || q.op == "min" && r.Cmp(out) < 0 {
				out.Set(r)
			}
		}
		return out, true
	case "product":
		out.SetInt64(1)
		for _, r := range roots {
			out.Mul(out, r)
		}
		return out, true
	case "power":
		for _, r := range roots {
			if r.Sign() == 0 && q.power < 0 {
				return nil, false
			}
			t := big.NewRat(1, 1)
			for i := 0; i < abs(q.power); i++ {
				t.Mul(t, r)
			}
			if q.power < 0 {
				t.Inv(t)
			}
			out.Add(out, t)
		}
		return out, true
	}
	return nil, false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
