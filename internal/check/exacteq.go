package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// exactEq is the outcome of an exact comparison of two expressions.
type exactEq int

const (
	exactUnknown exactEq = iota // not both rational functions: sample
	exactSame                   // equal as rational functions
	exactDiffer                 // different rational functions
)

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
	if c.ctx.Err() != nil {
		return exactUnknown, ""
	}
	what := "rational functions"
	if mdegree(lf.den) == 0 && mdegree(rf.den) == 0 {
		what = "polynomials"
	}
	how = what + " of " + joinNames(vars) + " (exact polynomial arithmetic, rational coefficients)"
	if len(madd(mmul(lf.num, rf.den), mmul(rf.num, lf.den), true)) == 0 {
		return exactSame, how
	}
	return exactDiffer, how
}

// hardWitness looks for a point where l and r (the statement's
// substitutions bound) are both defined and differ, among hard points of
// smp (large prime denominators): when l - r is a nonzero rational
// function, almost every such point is one.
func (c *checker) hardWitness(smp *sampler, st *statement, l, r ast.Expr) (env0 cas.Env, lv, rv cas.Value, ok bool) {
	smp.hard = 24
	for i := 0; i < 24; i++ {
		p, ok := smp.point()
		if !ok {
			break
		}
		env, err := c.bindSubsts(st.substs, p)
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
