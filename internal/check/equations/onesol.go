package equations

import (
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/onesol"
)

// Issue 42: the parameter k for which an equation of degree at most 2 in x
// has exactly one solution (onesol.Read). L − R is read exactly as
// A(k)x² + B(k)x + C(k) with A, B, C polynomials over ℚ. It has exactly
// one solution (real, or complex: the same for real coefficients) when
// A(k) ≠ 0 and B² − 4AC = 0, or A(k) = 0 and B(k) ≠ 0 (a linear
// equation). Both sets are found from the rational roots of B² − 4AC and
// of A (every root must be rational, neither polynomial zero), filtered by
// the sign the statement asks; the one value (or the sum of the two) is
// compared exactly with the answer.

// quadCoeffs reads L − R as A x² + B x + C with A, B, C polynomials in k.
func quadCoeffs(c *decide.Checker, q onesol.Question) (a, b, cc algebra.Poly, ok bool) {
	bl := forms.NewAlgBuilder(c, []string{q.X, q.K})
	m, ok := bl.Conv(&ast.Binary{Op: ast.Sub, X: q.Eq.Args[0], Y: q.Eq.Args[1]})
	if !ok || len(bl.Aux) > 0 || len(m.Den) != 1 || algebra.Mdegree(m.Den) != 0 {
		return nil, nil, nil, false
	}
	coef := [3]algebra.Poly{}
	for _, t := range m.Num {
		for i, e := range t.E {
			if i > 1 && e > 0 {
				return nil, nil, nil, false
			}
		}
		if t.E[0] > 2 {
			return nil, nil, nil, false
		}
		p := make(algebra.Poly, t.E[1]+1)
		for i := range p {
			p[i] = new(big.Rat)
		}
		p[t.E[1]].Quo(t.C, m.Den[0].C)
		coef[t.E[0]] = algebra.PolyAdd(coef[t.E[0]], p, false)
	}
	return algebra.Trim(coef[2]), algebra.Trim(coef[1]), algebra.Trim(coef[0]), true
}

// oneSolutionSet is the set of k with exactly one solution, by the sign
// asked; why says why it is not found.
func oneSolutionSet(a, b, cc algebra.Poly, sign onesol.Sign) (set []*big.Rat, why string) {
	if len(a) == 0 {
		return nil, "the equation is never quadratic"
	}
	disc := algebra.Trim(algebra.PolyAdd(algebra.PolyMul(b, b), algebra.PolyMul(algebra.PolyMul(algebra.PolyConst(big.NewRat(4, 1)), a), cc), true))
	if len(disc) == 0 {
		return nil, "the discriminant is zero for every value"
	}
	var cand []*big.Rat
	for _, r := range algebra.RealRoots(disc) {
		if r.Exact == nil {
			return nil, "a root of the discriminant is irrational"
		}
		if a.Eval(r.Exact).Sign() != 0 {
			cand = append(cand, r.Exact)
		}
	}
	if len(a) > 1 {
		for _, r := range algebra.RealRoots(a) {
			if r.Exact == nil {
				return nil, "a root of the leading coefficient is irrational"
			}
			if len(b) > 0 && b.Eval(r.Exact).Sign() != 0 {
				cand = append(cand, r.Exact)
			}
		}
	}
	for _, r := range cand {
		switch {
		case sign == onesol.Positive && r.Sign() <= 0, sign == onesol.Negative && r.Sign() >= 0, sign == onesol.Nonzero && r.Sign() == 0:
			continue
		}
		set = append(set, r)
	}
	sort.Slice(set, func(i, j int) bool { return set[i].Cmp(set[j]) < 0 })
	return set, ""
}

// CheckOneSolution (issue 42) decides the parameter that gives an
// equation of degree at most 2 exactly one solution.
func CheckOneSolution(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := onesol.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the value of " + q.K + " for which " + statement.Clip(ast.Print(q.Eq), 40) + " has exactly one solution in " + q.X
	if q.Sum {
		what = "the sum of the values of " + q.K + " for which " + statement.Clip(ast.Print(q.Eq), 40) + " has exactly one solution in " + q.X
	}
	a, b, cc, ok := quadCoeffs(c, q)
	if !ok {
		return decide.Undecided(kind, "%s is asked, but the equation is not read as a polynomial of degree at most 2 in %s", what, q.X), true
	}
	set, why := oneSolutionSet(a, b, cc, q.Sign)
	if why != "" {
		return decide.Undecided(kind, "%s is asked, but %s", what, why), true
	}
	parts := make([]string, len(set))
	for i, r := range set {
		parts[i] = r.RatString()
	}
	if want := map[bool]int{false: 1, true: 2}[q.Sum]; len(set) != want {
		return decide.Undecided(kind, "%s is asked, but the values are {%s}", what, strings.Join(parts, ", ")), true
	}
	v := new(big.Rat)
	for _, r := range set {
		v.Add(v, r)
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" && ans.Items[0].Name != q.K {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	if q.Fraction && statement.ShapeFormUnmet(statement.ExactShape{Name: "a common fraction", Form: statement.ShapeFormFraction}, ans.Items[0].E) != "" {
		return decide.Undecided(kind, "%s is asked as a common fraction; the answer is not written as one", what), true
	}
	how := "L − R read exactly as A x² + B x + C over ℚ[" + q.K + "]: B² − 4AC = 0 with A ≠ 0, or A = 0 with B ≠ 0, every root rational: the values {" + strings.Join(parts, ", ") + "}"
	return c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, ans.Items[0].E, ans.Text.Math), true
}
