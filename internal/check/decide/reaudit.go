package decide

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// reauditConfirm re-checks a confirmation that rests on a variable-free
// comparison of a recomputed value written as a rational (the sum of the
// roots, an extreme value, an integral, ...) with an answer whose value is
// inexact and equal to it to 30 digits: the answer is re-evaluated at
// hiPrecBits and must stay within 1e-280 of that rational, its difference
// shrinking like a rounding error. Otherwise the verdict is undecided, not
// refuted: the evidence does not say whether the recomputed value is exact
// or a numeric result printed as a rational.
func (c *Checker) ReauditConfirm(res Result) Result {
	if res.Verdict != record.Confirm {
		return res
	}
	for _, cmp := range res.Evidence {
		if cmp.Want != record.WantEqual || len(cmp.Points) > 0 || cmp.Left == nil || cmp.Right == nil {
			continue
		}
		if roundedDecimal(cmp.Left) {
			continue
		}
		// The answer first: it is the cheap side, and an exact one ends it.
		rv, err := c.Eval(cmp.Right, nil)
		if err != nil || rv.IsExact() {
			continue
		}
		lv, err := c.Eval(cmp.Left, nil)
		if err != nil || !lv.IsExact() || Compare(lv, rv) != Same {
			continue
		}
		note := strings.TrimPrefix(res.Note, "confirmed: ")
		hv, err := c.HiChecker().Eval(cmp.Right, nil)
		if err != nil {
			r := Undecided(kindOf(res.Kind), "%s; but the answer's value is inexact, equal to %s to 30 digits at %d bits, and cannot be re-evaluated at %d bits: %v", note, Show(lv), PrecBits, HiPrecBits, err)
			r.Recomputed = res.Recomputed
			return r
		}
		h := HiCompare(lv, hv, lv, rv, HiEqTol, true, HiShrink)
		if h.State != Same {
			r := Undecided(kindOf(res.Kind), "%s; but the answer's value is inexact, equal to %s to 30 digits at %d bits, and at %d bits it is %s, a difference of %s",
				note, Show(lv), PrecBits, HiPrecBits, hv.Text(50), h.Diff.Text('g', 3))
			r.Recomputed = res.Recomputed
			return r
		}
	}
	return res
}

// roundedDecimal reports a decimal literal with 25 digits or more after
// the point (valueExpr writes an inexact value so, to 40 digits): a
// rounding, not a rational to compare with at 1024 bits.
func roundedDecimal(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	n, ok := e.(*ast.Number)
	return ok && len(n.Frac) >= 25
}

// kindOf is the Kind named s (KindUnknown when none).
func kindOf(s string) statement.Kind {
	for i, n := range statement.KindNames {
		if n == s {
			return statement.Kind(i)
		}
	}
	return statement.KindUnknown
}
