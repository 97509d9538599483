package equations

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/values"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25, capability 5: the complex roots of a polynomial equation.

// maxComplexRootsDeg bounds the degree of a polynomial whose complex roots
// are checked.
const maxComplexRootsDeg = 12

// realWordRe finds a statement that restricts the roots to the reals.
var realWordRe = regexp.MustCompile(`(?i)\breal\b`)

// answerUsesI reports whether an item of the answer uses the letter i.
func answerUsesI(a *statement.Answer) bool {
	for _, it := range a.Items {
		if statement.ContainsVar(it.E, "i") {
			return true
		}
	}
	return false
}

// checkComplexRoots checks an answer that gives roots with i to a
// polynomial equation in one unknown with rational coefficients: each
// claimed root z, evaluated with i the imaginary unit, must satisfy
// p(z) = 0 (p = L - R), the claimed roots must be pairwise different, and
// their number must be the number of distinct complex roots of p (the
// degree of p / gcd(p, p')), so that they are all the roots. ok is false
// when the answer uses no i or the equation is not of that form.
func (c *checker) checkComplexRoots(q *eqProblem, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindEquation
	if !answerUsesI(a) || q.x == "i" || len(q.params) > 0 || statement.ContainsVar(q.rel, "i") {
		return decide.Result{}, false
	}
	if realWordRe.MatchString(q.st.Raw) {
		return decide.Result{}, false
	}
	L, err1 := algebra.PolyIn(q.L, q.x)
	R, err2 := algebra.PolyIn(q.R, q.x)
	if err1 != nil || err2 != nil {
		return decide.Result{}, false
	}
	p := algebra.SubPoly(L, R)
	if p.Deg() < 1 || p.Deg() > maxComplexRootsDeg {
		return decide.Undecided(kind, "the roots with i of a polynomial of degree %d are not checked (1 to %d)", p.Deg(), maxComplexRootsDeg), true
	}
	n := algebra.DistinctRoots(p)
	if nr := len(algebra.RealRoots(p)); nr > 0 && nr < n {
		// The statement does not say whether the roots are sought in ℂ or
		// in ℝ, and the books answer both ways: the real roots alone are
		// the answer over ℝ.
		return decide.Undecided(kind, "%s = 0 has %d distinct complex roots, %d of them real, and the statement does not say whether the solutions are sought in ℂ or in ℝ", algebra.PolyText(p, q.x), n, nr), true
	}
	var zs []values.ComplexValue
	digits := 0
	for _, it := range a.Items {
		src := statement.Clip(ast.Print(it.E), 40)
		if _, isRel := it.E.(*ast.Rel); isRel {
			return decide.Undecided(kind, "the answer item %q is a relation, not a root", src), true
		}
		if extra := statement.Subset(pm.FreeVars(it.E), []string{"i"}); len(extra) > 0 {
			return decide.Undecided(kind, "the root %s uses %s, which the equation does not", src, statement.JoinNames(extra)), true
		}
		z, err := values.EvalComplex(c.Checker, it.E, cas.Env{})
		if err != nil {
			return decide.Undecided(kind, "the root %s, with i the imaginary unit: %v", src, err), true
		}
		eq, pz, err := c.complexRootEquality(p, z, c.AnswerDemand(it.E))
		if err != nil {
			return decide.Undecided(kind, "the root %s: %v", src, err), true
		}
		switch eq.State {
		case decide.Differ:
			r := decide.Refute(kind, "with i the imaginary unit, the claimed root %s = %s is not a root: %s at it is %s, not 0", src, z, algebra.PolyText(p, q.x), pz)
			r.Evidence = []decide.Comparison{q.rootCmp(it.E, src)}
			return r, true
		case decide.Unsure:
			return decide.Undecided(kind, "the claimed root %s = %s: %s", src, z, eq.Why), true
		}
		if !eq.Exact && (digits == 0 || eq.Digits < digits) {
			digits = eq.Digits
		}
		for _, w := range zs {
			d := values.DecideComplex(z, w, 0)
			if d.State != decide.Differ {
				return decide.Undecided(kind, "the answer lists the root %s twice (or two roots too close to tell apart)", z), true
			}
		}
		zs = append(zs, z)
	}
	how := "exactly"
	if digits > 0 {
		how = fmt.Sprintf("to %d digits, numerically", digits)
	}
	switch {
	case len(zs) < n:
		r := decide.Refute(kind, "with i the imaginary unit, each of the %d claimed roots satisfies the equation (%s), but %s = 0 has %d distinct complex roots (degree of p / gcd(p, p')): the answer misses %d", len(zs), how, algebra.PolyText(p, q.x), n, n-len(zs))
		r.Evidence = []decide.Comparison{q.cmp("the count of the distinct complex roots", nil)}
		return r, true
	case len(zs) > n:
		return decide.Undecided(kind, "the answer gives %d different roots, more than the %d distinct complex roots of %s", len(zs), n, algebra.PolyText(p, q.x)), true
	}
	r := decide.Confirm(kind, "the polynomial has no real root and the answer gives its complex roots: with i the imaginary unit, each of the %d claimed roots z satisfies %s = 0 (%s), they are pairwise different, and the polynomial has exactly %d distinct complex roots (degree of p / gcd(p, p'), exact), all in the answer", len(zs), algebra.PolyText(p, q.x), how, n)
	for _, it := range a.Items {
		r.Evidence = append(r.Evidence, q.rootCmp(it.E, statement.Clip(ast.Print(it.E), 40)))
	}
	return r, true
}

// rootCmp is the comparison L = R at the claimed root z of the unknown,
// with i the imaginary unit (z substituted, for other engines).
func (q *eqProblem) rootCmp(z ast.Expr, src string) decide.Comparison {
	at := map[string]ast.Expr{q.x: z}
	return decide.Comparison{What: "root " + q.x + "=" + src + " with i the imaginary unit",
		Left: forms.ReplaceNames(q.L, at), Right: forms.ReplaceNames(q.R, at), Want: record.WantEqual, Complex: true}
}

// complexRootEquality decides p(z) = 0 on the real and imaginary parts,
// p(z) computed by Horner's rule, the error measured against the size of
// the terms of p at |z|.
func (c *checker) complexRootEquality(p algebra.Poly, z values.ComplexValue, demand int) (decide.Equality, values.ComplexValue, error) {
	acc := values.ComplexValue{Re: cas.Int(0), Im: cas.Int(0)}
	var err error
	for k := len(p) - 1; k >= 0; k-- {
		if acc, err = values.MulComplex(c.Checker, acc, z); err != nil {
			return decide.Equality{}, acc, err
		}
		if acc, err = values.AddComplex(c.Checker, acc, values.ComplexValue{Re: cas.Rat(p[k]), Im: cas.Int(0)}, false); err != nil {
			return decide.Equality{}, acc, err
		}
	}
	re, im := z.Re.Float(decide.PrecBits), z.Im.Float(decide.PrecBits)
	mod := new(big.Float).SetPrec(decide.PrecBits).Mul(re, re)
	mod.Add(mod, new(big.Float).SetPrec(decide.PrecBits).Mul(im, im))
	mod.Sqrt(mod)
	mod.Add(mod, big.NewFloat(1))
	scale := algebra.AbsBound(p, mod)
	zero := cas.Int(0)
	eqRe := decide.DecideUnbounded(acc.Re, zero, scale, demand)
	eqIm := decide.DecideUnbounded(acc.Im, zero, scale, demand)
	switch {
	case eqRe.State == decide.Differ, eqRe.State == decide.Unsure:
		return eqRe, acc, nil
	case eqIm.State == decide.Differ, eqIm.State == decide.Unsure:
		return eqIm, acc, nil
	}
	if !eqRe.Exact {
		return eqRe, acc, nil
	}
	return eqIm, acc, nil
}
