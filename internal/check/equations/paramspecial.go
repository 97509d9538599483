package equations

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// paramSpecial looks for the special values of an equation's parameters,
// which sampling meets only by chance: where the leading coefficient in x
// vanishes (the degree drops: (a-1)x = a²-1 at a = 1 holds for every x),
// where a denominator free of x vanishes (x/(a-2) = 1 at a = 2), and where
// a claimed root is undefined (1/a at a = 0). They are found exactly (the
// equation made a quotient of polynomials in x and the parameters, the
// real roots of the coefficients in the parameter); a value the stated
// conditions exclude is fine, any other one leaves the answer undecided,
// since the answer does not say what happens there. done is false when
// there is no such value; why tells what was checked (for the note), or
// why the special values were not examined.
func (c *checker) paramSpecial(st *statement.Statement, rel *ast.Rel, x string, params []string, roots []solve.Claimed, kind statement.Kind) (res decide.Result, done bool, why string) {
	if len(st.Substs) > 0 {
		return decide.Undecided(kind, "each claimed root satisfies the equation at the sampled parameter points, but the statement substitutes values, so the special values of the parameters (where the degree in %s drops or a denominator vanishes) were not examined", x), true, ""
	}
	b := forms.NewAlgBuilder(c.Checker, append([]string{x}, params...))
	f, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]})
	notFound := func() (decide.Result, bool, string) {
		return decide.Undecided(kind, "each claimed root satisfies the equation at the sampled parameter points, but the equation is not a quotient of polynomials in %s and the parameters (with its roots and absolute values free of %s in its lower coefficients only), so its special parameter values (where the degree in %s drops or a denominator vanishes: x|a| = |a| at a = 0) cannot be found exactly", x, x, x), true, ""
	}
	if !ok {
		return notFound()
	}
	// Radicals and absolute values are named as further variables (after
	// x and the parameters): fine in the lower coefficients, not in the
	// leading one or in a denominator.
	if auxIn(f.Den, len(params)) {
		return notFound()
	}
	num := coeffsInX(f.Num)
	top := -1
	for k := range num {
		top = max(top, k)
	}
	if top < 0 {
		return decide.Result{}, false, ""
	}
	if auxIn(num[top], len(params)) {
		return notFound()
	}
	sp := []paramSpecialValue{{num[top], fmt.Sprintf("the coefficient of %s^%d, denominators cleared, vanishes (the degree in %s drops, or the equation is undefined)", x, top, x)}}
	sp = append(sp, denominatorSpecials(f.Den, x, len(params), b.N)...)
	if len(params) == 1 {
		if r, found := c.claimedRootUndefined(st, rel, x, params, roots, kind); found {
			return r, true, ""
		}
	}
	sp = append(sp, c.claimedRootDenominators(x, params, roots)...)
	for _, s := range sp {
		if r, found := c.specialValueAllowed(st, s, params, kind); found {
			return r, true, ""
		}
	}
	return decide.Result{}, false, "the special values of " + statement.JoinNames(params) + " (where the leading coefficient or a denominator vanishes, or a claimed root is undefined) were found exactly and are excluded by the statement or do not exist"
}

// paramSpecialValue is a polynomial in the parameters whose real zeros
// are special values, and what happens there (for the note).
type paramSpecialValue struct {
	p    algebra.Mpoly
	what string
}

// auxIn reports whether p involves a further variable (a radical or an
// absolute value, named after x and the nParams parameters).
func auxIn(p algebra.Mpoly, nParams int) bool {
	for _, t := range p {
		for i := 1 + nParams; i < len(t.E); i++ {
			if t.E[i] > 0 {
				return true
			}
		}
	}
	return false
}

// coeffsInX returns the coefficients of p in x (variable 0), by power, as
// polynomials in the parameters (x's exponent set to 0).
func coeffsInX(p algebra.Mpoly) map[int]algebra.Mpoly {
	out := map[int]algebra.Mpoly{}
	for _, t := range p {
		e := append([]int(nil), t.E...)
		e[0] = 0
		out[t.E[0]] = algebra.Madd(out[t.E[0]], algebra.Mpoly{{E: e, C: new(big.Rat).Set(t.C)}}, false)
	}
	return out
}

// denominatorSpecials returns where the equation's denominator den
// vanishes: its coefficient when it is free of x, else (one parameter) the
// gcd of its coefficients in x, where it vanishes for every x; n is the
// length of the exponent vectors.
func denominatorSpecials(den algebra.Mpoly, x string, nParams, n int) []paramSpecialValue {
	var sp []paramSpecialValue
	dc := coeffsInX(den)
	if len(dc) == 1 {
		for _, p := range dc {
			sp = append(sp, paramSpecialValue{p, "a denominator of the equation vanishes (the equation is undefined)"})
		}
	} else if nParams == 1 {
		var g algebra.Poly
		for _, p := range dc {
			u := paramPoly(p, 1)
			if g == nil {
				g = u
			} else {
				g = algebra.GcdPoly(g, u)
			}
		}
		sp = append(sp, paramSpecialValue{polyToM(g, n), "a denominator of the equation vanishes for every " + x})
	}
	return sp
}

// claimedRootUndefined looks for a claimed root undefined for parameter
// values the statement allows ((-a ± √(a²-4))/2 for |a| < 2): both sides
// of every place its formula changes or its domain ends (one parameter).
func (c *checker) claimedRootUndefined(st *statement.Statement, rel *ast.Rel, x string, params []string, roots []solve.Claimed, kind statement.Kind) (decide.Result, bool) {
	for _, cl := range roots {
		for _, at := range forms.BreakSamples(c.Checker, params, st.Conds, false, cl.E) {
			if !c.Satisfies(st.Conds, at) || c.paramUndefined(rel, x, at) {
				continue
			}
			if _, err := c.Eval(cl.E, at); err != nil && decide.IsDomain(err) {
				return decide.Undecided(kind, "each claimed root satisfies the equation at the sampled parameter points, but the claimed root %s is undefined at %s, which the statement allows; the answer does not say what happens there", statement.Clip(cl.Src, 30), decide.ShowEnv(at)), true
			}
		}
	}
	return decide.Result{}, false
}

// claimedRootDenominators returns where a claimed root that is a quotient
// of polynomials in the parameters is undefined (its denominator free of
// x); a root with a radical is left to the sampled points.
func (c *checker) claimedRootDenominators(x string, params []string, roots []solve.Claimed) []paramSpecialValue {
	var sp []paramSpecialValue
	for _, cl := range roots {
		rb := forms.NewAlgBuilder(c.Checker, append([]string{x}, params...))
		rf, ok := rb.Conv(cl.E)
		if !ok || len(rb.Aux) > 0 {
			continue // a radical: its domain is met by the sampled points
		}
		if len(coeffsInX(rf.Den)) == 1 {
			sp = append(sp, paramSpecialValue{rf.Den, "the claimed root " + statement.Clip(cl.Src, 30) + " is undefined"})
		}
	}
	return sp
}

// specialValueAllowed finds a real zero of s.p, a polynomial in one of
// the parameters, that the statement's conditions do not exclude; the
// answer is then undecided (found). A polynomial in several parameters
// is not examined, and says so.
func (c *checker) specialValueAllowed(st *statement.Statement, s paramSpecialValue, params []string, kind statement.Kind) (decide.Result, bool) {
	if algebra.Mdegree(s.p) == 0 {
		return decide.Result{}, false
	}
	// The parameters the polynomial depends on: its zeros are
	// isolated values only in one of them.
	in := -1
	for _, t := range s.p {
		for i := 1; i <= len(params); i++ {
			if t.E[i] > 0 && in != i {
				if in > 0 {
					return decide.Undecided(kind, "each claimed root satisfies the equation at the sampled parameter points, but where %s depends on several of the parameters %s; those parameter values are not examined", s.what, statement.JoinNames(params)), true
				}
				in = i
			}
		}
	}
	name := params[in-1]
	for _, r := range algebra.RealRoots(paramPoly(s.p, in)) {
		at := cas.Env{name: algebra.RootValue(r)}
		if c.excludes(st.Conds, at) {
			continue
		}
		return decide.Undecided(kind, "each claimed root satisfies the equation at the sampled parameter points, but at %s=%s %s, and the statement does not exclude this value; the answer does not say what happens there", name, r, s.what), true
	}
	return decide.Result{}, false
}

// paramPoly is an mpoly in its variable i alone as a poly.
func paramPoly(p algebra.Mpoly, i int) algebra.Poly {
	d := 0
	for _, t := range p {
		d = max(d, t.E[i])
	}
	u := make(algebra.Poly, d+1)
	for k := range u {
		u[k] = new(big.Rat)
	}
	for _, t := range p {
		u[t.E[i]].Add(u[t.E[i]], t.C)
	}
	return algebra.Trim(u)
}

// polyToM is a poly in variable 1 of n-long exponent vectors.
func polyToM(p algebra.Poly, n int) algebra.Mpoly {
	var out algebra.Mpoly
	for k := len(p) - 1; k >= 0; k-- {
		if p[k].Sign() == 0 {
			continue
		}
		e := make([]int, n)
		e[1] = k
		out = append(out, algebra.Mterm{E: e, C: new(big.Rat).Set(p[k])})
	}
	return out
}

// excludes reports whether a stated condition is proven false at env (a
// condition that cannot be decided there does not exclude it).
func (c *checker) excludes(conds []statement.Formula, env cas.Env) bool {
	for _, f := range conds {
		if ok, decided := c.Holds(f.E, env); decided && !ok {
			return true
		}
	}
	return false
}
