package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyfacts"
)

// CheckPolyFacts (issue 42, MATH Intermediate Algebra): a polynomial asked
// by its facts (polyfacts.Read): its degree or "minimal degree", monic, a
// named coefficient, integer coefficients, roots r (p(r) = 0 decided
// exactly in ℚ[i, √n, ∛n] reduced by the radicals' relations) and values
// p(a) = b. The answer's polynomial is confirmed when it has every fact —
// then it is a polynomial the statement asks for; under "minimal degree"
// it must also be square-free with each factor over ℚ vanishing at one of
// the roots, so that it is the product of the roots' minimal polynomials.
// A fact proven false refutes; a root fact not proven either way leaves
// the row undecided. ok is false when the statement is not read or the
// answer is not one polynomial in x.
func CheckPolyFacts(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	f, ok := polyfacts.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	ae := ans.Items[0].E
	if vs := pm.FreeVars(ae); len(vs) != 1 || vs[0] != f.Var {
		return decide.Result{}, false
	}
	a, ok := forms.PolyOf(c, ae, f.Var)
	if !ok {
		return decide.Result{}, false
	}
	a = algebra.Trim(a)
	if f.Expanded && strings.Contains(answerSrc, "(") {
		return decide.Result{}, false // the answer is not written in the form asked
	}
	kind := statement.KindValue
	if why := polyShapeFault(f, a); why != "" {
		return decide.Refute(kind, "the answer %s %s", statement.Clip(answerSrc, 40), why), true
	}
	var ev []decide.Comparison
	for _, v := range f.Values {
		r, res, done := valueFact(c, f, a, ae, v)
		if done {
			return res, true
		}
		ev = append(ev, r)
	}
	for i, root := range f.Roots {
		r, res, done := valueFact(c, f, a, ae, polyfacts.Value{At: root, Is: &ast.Number{Int: "0"}, AtSrc: f.RootSrcs[i], IsSrc: "0"})
		if done {
			return res, true
		}
		ev = append(ev, r)
	}
	if f.MinDegree {
		if why := minimalFault(c, f, a); why != "" {
			return decide.Undecided(kind, "the answer %s has the roots asked, but %s", statement.Clip(answerSrc, 40), why), true
		}
	}
	res := decide.Confirm(kind, "the answer %s has every fact the statement asks (%s), checked exactly", statement.Clip(answerSrc, 40), factList(f))
	res.Evidence = ev
	return res, true
}

// polyShapeFault is the fault of a's degree or coefficients ("" when none).
func polyShapeFault(f polyfacts.Facts, a algebra.Poly) string {
	if len(a) == 0 {
		return "is the zero polynomial"
	}
	if f.Degree > 0 && a.Deg() != f.Degree {
		return fmt.Sprintf("has degree %d, not %d", a.Deg(), f.Degree)
	}
	if f.Lead1 && a[a.Deg()].Cmp(big.NewRat(1, 1)) != 0 {
		return "is not monic (leading coefficient " + a[a.Deg()].RatString() + ")"
	}
	for _, k := range f.Coefs {
		got := new(big.Rat)
		if k.Power < len(a) {
			got = a[k.Power]
		}
		if got.Cmp(k.Is) != 0 {
			return fmt.Sprintf("has %s as its coefficient of x^%d, not %s", got.RatString(), k.Power, k.Is.RatString())
		}
	}
	if f.Coeffs == "integer" {
		for _, c := range a {
			if !c.IsInt() {
				return "has the coefficient " + c.RatString() + ", not an integer"
			}
		}
	}
	return ""
}

// valueFact decides p(a) = b for the answer's polynomial.
func valueFact(c *decide.Checker, f polyfacts.Facts, a algebra.Poly, ae ast.Expr, v polyfacts.Value) (decide.Comparison, decide.Result, bool) {
	var atoms []radAtom
	at, ok1 := radOf(v.At, &atoms)
	is, ok2 := radOf(v.Is, &atoms)
	kind := statement.KindValue
	if !ok1 || !ok2 {
		return decide.Comparison{}, decide.Undecided(kind, "the value p(%s) = %s is not read exactly", statement.Clip(v.AtSrc, 20), statement.Clip(v.IsSrc, 20)), true
	}
	d := radEval(a, at).add(is, true)
	left, err := forms.SubstIdents(ae, map[string]ast.Expr{f.Var: v.At})
	if err != nil {
		return decide.Comparison{}, decide.Undecided(kind, "the answer is not substituted at %s", statement.Clip(v.AtSrc, 20)), true
	}
	cmp := decide.Comparison{What: "p(" + statement.Clip(v.AtSrc, 20) + ")", Left: left, Right: v.Is, Want: record.WantEqual, Complex: len(atoms) > 0}
	switch {
	case len(d.terms) == 0:
		return cmp, decide.Result{}, false
	case d.provenNonzero():
		r := decide.Refute(kind, "the answer's polynomial at %s is not %s", statement.Clip(v.AtSrc, 20), statement.Clip(v.IsSrc, 20))
		r.Evidence = []decide.Comparison{cmp}
		return cmp, r, true
	}
	return cmp, decide.Undecided(kind, "the answer's value at %s is not proven equal to %s", statement.Clip(v.AtSrc, 20), statement.Clip(v.IsSrc, 20)), true
}

// radEval is a(r) by Horner's rule.
func radEval(a algebra.Poly, r radNum) radNum {
	acc := newRad(r.atoms)
	for i := len(a) - 1; i >= 0; i-- {
		acc = acc.mul(r).add(radConst(r.atoms, a[i]), false)
	}
	return acc
}

// minimalFault says why a is not proven of minimal degree among the
// polynomials over ℚ with the roots ("" when it is): a must be square-free
// and each of its irreducible factors over ℚ must vanish at a root.
func minimalFault(c *decide.Checker, f polyfacts.Facts, a algebra.Poly) string {
	if f.Coeffs == "real" {
		return "the minimal degree is asked over the reals" // not read: a minimal degree over ℝ is another question
	}
	if g := algebra.Trim(algebra.GcdPoly(a, a.Derive())); g.Deg() > 0 {
		return "it has a repeated factor"
	}
	factors, ok := forms.FactorQ(c, a)
	if !ok {
		return "its factors over ℚ are not found"
	}
	for _, g := range factors {
		hit := false
		for _, root := range f.Roots {
			var atoms []radAtom
			r, ok := radOf(root, &atoms)
			if ok && len(radEval(g, r).terms) == 0 {
				hit = true
				break
			}
		}
		if !hit {
			return "its factor " + ast.Print(forms.PolyExpr(g, f.Var)) + " vanishes at none of the roots"
		}
	}
	return ""
}

func factList(f polyfacts.Facts) string {
	var parts []string
	if f.Degree > 0 {
		parts = append(parts, fmt.Sprintf("degree %d", f.Degree))
	}
	if f.MinDegree {
		parts = append(parts, "minimal degree")
	}
	if f.Lead1 {
		parts = append(parts, "monic")
	}
	if f.Coeffs != "" {
		parts = append(parts, f.Coeffs+" coefficients")
	}
	for _, r := range f.RootSrcs {
		parts = append(parts, "root "+statement.Clip(r, 20))
	}
	for _, v := range f.Values {
		parts = append(parts, "p("+statement.Clip(v.AtSrc, 12)+") = "+statement.Clip(v.IsSrc, 12))
	}
	return strings.Join(parts, ", ")
}
