package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// exactEq is the outcome of an exact comparison of two expressions.
type exactEq int

const (
	exactUnknown exactEq = iota // not both rational functions: sample
	exactSame                   // equal as rational functions
	exactDiffer                 // different rational functions
)

// maxCrossTerms bounds the term products of the cross multiplication of
// ratFuncEqual (beyond it the sides are sampled as before).
const maxCrossTerms = 20000

// ratFuncEqual decides l = r exactly when both are rational functions of
// vars with rational coefficients (no radical, absolute value, function or
// irrational constant): l = ln/ld and r = rn/rd are equal as rational
// functions iff ln·rd - rn·ld is the zero polynomial. Equal rational
// functions agree wherever both sides are defined; different ones differ
// at all but the zeros of a nonzero polynomial.
// how names the check for a note.
func (c *checker) ratFuncEqual(vars []string, l, r ast.Expr) (eq exactEq, how string) {
	if len(vars) == 0 || len(vars) > 6 {
		return exactUnknown, ""
	}
	b := newAlgBuilder(c, vars)
	lf, ok := b.conv(l)
	if !ok || len(b.aux) > 0 {
		return exactUnknown, ""
	}
	rf, ok := b.conv(r)
	if !ok || len(b.aux) > 0 {
		return exactUnknown, ""
	}
	if c.ctx.Err() != nil || len(lf.num)*len(rf.den) > maxCrossTerms || len(rf.num)*len(lf.den) > maxCrossTerms {
		return exactUnknown, ""
	}
	what := "rational functions"
	if algebra.Mdegree(lf.den) == 0 && algebra.Mdegree(rf.den) == 0 {
		what = "polynomials"
	}
	how = what + " of " + statement.JoinNames(vars) + " (exact polynomial arithmetic, rational coefficients)"
	if len(algebra.Madd(algebra.Mmul(lf.num, rf.den), algebra.Mmul(rf.num, lf.den), true)) == 0 {
		return exactSame, how
	}
	return exactDiffer, how
}

// hardWitness looks for a point where l and r (the statement's
// substitutions bound) are both defined and differ, among hard points of
// smp (large prime denominators): when l - r is a nonzero rational
// function, almost every such point is one.
func (c *checker) hardWitness(smp *sampler, st *statement.Statement, l, r ast.Expr) (env0 cas.Env, lv, rv cas.Value, ok bool) {
	smp.hard = 24
	for i := 0; i < 24; i++ {
		p, ok := smp.point()
		if !ok {
			break
		}
		env, err := c.bindSubsts(st.Substs, p)
		if err != nil {
			continue
		}
		a, err1 := c.eval(l, env)
		b, err2 := c.eval(r, env)
		if err1 == nil && err2 == nil && compare(a, b) == differ {
			return p, a, b, true
		}
	}
	return nil, cas.Value{}, cas.Value{}, false
}

// hardNote counts, for a note, the points with a large denominator (the
// hard points) among pts: "" when none.
func hardNote(pts []cas.Env) string {
	n := 0
	for _, p := range pts {
		for _, v := range p {
			if r, ok := v.Exact(); ok && r.Denom().Cmp(big.NewInt(10_000)) >= 0 {
				n++
				break
			}
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; %d of them with a large prime in the denominator, drawn from the seed and the inputs", n)
}

// reauditConfirm re-checks a confirmation that rests on a variable-free
// comparison of a recomputed value written as a rational (the sum of the
// roots, an extreme value, an integral, ...) with an answer whose value is
// inexact and equal to it to 30 digits: the answer is re-evaluated at
// hiPrecBits and must stay within 1e-280 of that rational, its difference
// shrinking like a rounding error. Otherwise the verdict is undecided, not
// refuted: the evidence does not say whether the recomputed value is exact
// or a numeric result printed as a rational.
func (c *checker) reauditConfirm(res Result) Result {
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
		lv, err := c.eval(cmp.Left, nil)
		if err != nil || !lv.IsExact() {
			continue
		}
		rv, err := c.eval(cmp.Right, nil)
		if err != nil || rv.IsExact() || compare(lv, rv) != same {
			continue
		}
		note := strings.TrimPrefix(res.Note, "confirmed: ")
		hv, err := c.hiChecker().eval(cmp.Right, nil)
		if err != nil {
			r := undecided(kindOf(res.Kind), "%s; but the answer's value is inexact, equal to %s to 30 digits at %d bits, and cannot be re-evaluated at %d bits: %v", note, show(lv), precBits, hiPrecBits, err)
			r.Recomputed = res.Recomputed
			return r
		}
		h := hiCompare(lv, hv, lv, rv, hiEqTol, true, hiShrink)
		if h.state != same {
			r := undecided(kindOf(res.Kind), "%s; but the answer's value is inexact, equal to %s to 30 digits at %d bits, and at %d bits it is %s, a difference of %s",
				note, show(lv), precBits, hiPrecBits, hv.Text(50), h.diff.Text('g', 3))
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
