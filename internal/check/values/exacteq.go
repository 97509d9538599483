package values

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
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
	b := forms.NewAlgBuilder(c.Checker, vars)
	lf, ok := b.Conv(l)
	if !ok || len(b.Aux) > 0 {
		return exactUnknown, ""
	}
	rf, ok := b.Conv(r)
	if !ok || len(b.Aux) > 0 {
		return exactUnknown, ""
	}
	if c.Stopped() != nil || len(lf.Num)*len(rf.Den) > maxCrossTerms || len(rf.Num)*len(lf.Den) > maxCrossTerms {
		return exactUnknown, ""
	}
	what := "rational functions"
	if algebra.Mdegree(lf.Den) == 0 && algebra.Mdegree(rf.Den) == 0 {
		what = "polynomials"
	}
	how = what + " of " + statement.JoinNames(vars) + " (exact polynomial arithmetic, rational coefficients)"
	if len(algebra.Madd(algebra.Mmul(lf.Num, rf.Den), algebra.Mmul(rf.Num, lf.Den), true)) == 0 {
		return exactSame, how
	}
	return exactDiffer, how
}

// hardWitness looks for a point where l and r (the statement's
// substitutions bound) are both defined and differ, among hard points of
// smp (large prime denominators): when l - r is a nonzero rational
// function, almost every such point is one.
func (c *checker) hardWitness(smp *decide.Sampler, st *statement.Statement, l, r ast.Expr) (env0 cas.Env, lv, rv cas.Value, ok bool) {
	smp.Hard = 24
	for i := 0; i < 24; i++ {
		p, ok := smp.Point()
		if !ok {
			break
		}
		env, err := c.BindSubsts(st.Substs, p)
		if err != nil {
			continue
		}
		a, err1 := c.Eval(l, env)
		b, err2 := c.Eval(r, env)
		if err1 == nil && err2 == nil && decide.Compare(a, b) == decide.Differ {
			return p, a, b, true
		}
	}
	return nil, cas.Value{}, cas.Value{}, false
}
