package calculus

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/quadext"
)

// Issue 42: the least (greatest) value over all real points of a
// polynomial of degree 2 in one to four variables (one only through
// CheckQuadValue's sentences; CheckExtremum decides one variable itself), with nothing else
// restricting them ("What is the minimum value of the expression
// $x^2+y^2+2x-4y+8$ for real $x$ and $y$?"). With f = xᵀQx + bᵀx + c
// (Q symmetric, read exactly over ℚ), leg 1 decides only the definite
// case: Q positive definite (every
// leading principal minor > 0, Sylvester's criterion) for a least value,
// negative definite for a greatest one. f is then strictly convex
// (concave), its one critical point x* solves 2Qx = −b (Gauss–Jordan over
// ℚ) and is the global extremum, f(x*) = c + bᵀx*/2. A semidefinite or
// indefinite Q is undecided.

// maxQuadVars bounds the variables of the quadratic.
const maxQuadVars = 4

// quadExtremum reads fn as a quadratic in vars and returns its extreme
// value and the point where it is taken; why says what failed.
func (c *checker) quadExtremum(fn ast.Expr, vars []string, isMax bool) (val *big.Rat, at []*big.Rat, why string) {
	n := len(vars)
	if n < 1 || n > maxQuadVars {
		return nil, nil, fmt.Sprintf("%d variables", n)
	}
	b := forms.NewAlgBuilder(c.Checker, vars)
	m, ok := b.Conv(fn)
	if !ok || len(b.Aux) > 0 || algebra.Mdegree(m.Den) != 0 || algebra.Mdegree(m.Num) > 2 || len(m.Den) != 1 {
		return nil, nil, "the function is not a polynomial of degree 2"
	}
	den := m.Den[0].C
	q := make([][]*big.Rat, n)
	for i := range q {
		q[i] = make([]*big.Rat, n+1) // the last column: −b/2 later
		for j := range q[i] {
			q[i][j] = new(big.Rat)
		}
	}
	lin := make([]*big.Rat, n)
	for i := range lin {
		lin[i] = new(big.Rat)
	}
	cst := new(big.Rat)
	for _, t := range m.Num {
		co := new(big.Rat).Quo(t.C, den)
		var idx []int
		for k, e := range t.E {
			if e > 0 && k >= n {
				return nil, nil, "the function is not a polynomial in its variables"
			}
			for range e {
				idx = append(idx, k)
			}
		}
		switch len(idx) {
		case 0:
			cst.Add(cst, co)
		case 1:
			lin[idx[0]].Add(lin[idx[0]], co)
		case 2:
			if idx[0] == idx[1] {
				q[idx[0]][idx[0]].Add(q[idx[0]][idx[0]], co)
				continue
			}
			h := new(big.Rat).Quo(co, big.NewRat(2, 1))
			q[idx[0]][idx[1]].Add(q[idx[0]][idx[1]], h)
			q[idx[1]][idx[0]].Add(q[idx[1]][idx[0]], h)
		}
	}
	sign := 1
	if isMax {
		sign = -1
	}
	if !definite(q, n, sign) {
		return nil, nil, "its quadratic part is not " + map[bool]string{false: "positive", true: "negative"}[isMax] + " definite"
	}
	// 2Qx = −b, i.e. Qx = −b/2.
	for i := range n {
		q[i][n].Quo(lin[i], big.NewRat(-2, 1))
	}
	at, ok = gaussJordan(q, n)
	if !ok {
		return nil, nil, "the critical point is not unique"
	}
	val = new(big.Rat).Set(cst)
	for i := range n {
		val.Add(val, new(big.Rat).Quo(new(big.Rat).Mul(lin[i], at[i]), big.NewRat(2, 1)))
	}
	return val, at, ""
}

// definite reports whether sign·Q (its n×n block) is positive definite:
// every leading principal minor positive.
func definite(q [][]*big.Rat, n, sign int) bool {
	for k := 1; k <= n; k++ {
		a := make([][]*big.Rat, k)
		for i := range k {
			a[i] = make([]*big.Rat, k)
			for j := range k {
				a[i][j] = new(big.Rat).Mul(q[i][j], big.NewRat(int64(sign), 1))
			}
		}
		if ratDet(a).Sign() <= 0 {
			return false
		}
	}
	return true
}

// ratDet is the determinant of a square matrix over ℚ (elimination).
func ratDet(a [][]*big.Rat) *big.Rat {
	k := len(a)
	det := big.NewRat(1, 1)
	for col := range k {
		p := -1
		for r := col; r < k; r++ {
			if a[r][col].Sign() != 0 {
				p = r
				break
			}
		}
		if p < 0 {
			return new(big.Rat)
		}
		if p != col {
			a[p], a[col] = a[col], a[p]
			det.Neg(det)
		}
		det.Mul(det, a[col][col])
		for r := col + 1; r < k; r++ {
			f := new(big.Rat).Quo(a[r][col], a[col][col])
			for j := col; j < k; j++ {
				a[r][j].Sub(a[r][j], new(big.Rat).Mul(f, a[col][j]))
			}
		}
	}
	return det
}

// gaussJordan solves the n×(n+1) augmented system m exactly; ok is false
// when it is singular.
func gaussJordan(m [][]*big.Rat, n int) ([]*big.Rat, bool) {
	for col := range n {
		p := -1
		for r := col; r < n; r++ {
			if m[r][col].Sign() != 0 {
				p = r
				break
			}
		}
		if p < 0 {
			return nil, false
		}
		m[p], m[col] = m[col], m[p]
		for r := range n {
			if r == col || m[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(m[r][col], m[col][col])
			for j := col; j <= n; j++ {
				m[r][j].Sub(m[r][j], new(big.Rat).Mul(f, m[col][j]))
			}
		}
	}
	out := make([]*big.Rat, n)
	for i := range n {
		out[i] = new(big.Rat).Quo(m[i][n], m[i][i])
	}
	return out, true
}

// quadExtremumVerdict decides the extremum of a quadratic in several
// variables over all real points (no condition, no segment); done is
// false when fn is not read as one, so that the row stays undecided as
// before.
func (c *checker) quadExtremumVerdict(st *statement.Statement, a *statement.Answer, kind statement.Kind, isMax, argAsk bool, fn ast.Expr, vars []string, ansE ast.Expr) (decide.Result, bool) {
	if argAsk || st.IntUnknown != "" {
		return decide.Result{}, false
	}
	val, at, why := c.quadExtremum(fn, vars, isMax)
	if why != "" {
		return decide.Result{}, false
	}
	what := "the " + extremName(isMax) + " of " + statement.Clip(ast.Print(fn), 40) + " over all real " + strings.Join(vars, ", ")
	env := cas.Env{}
	var pt []string
	for i, v := range vars {
		env[v] = cas.Rat(at[i])
		pt = append(pt, v+" = "+at[i].RatString())
	}
	how := fmt.Sprintf("its quadratic part definite (leading principal minors, exactly), the one critical point (%s) from 2Qx = −b over ℚ", strings.Join(pt, ", "))
	r := c.FoundVerdict(st, kind, what, cas.Rat(val), nil, how, ansE, a.Text.Math)
	if r.Verdict == record.Confirm {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the function at its critical point", Left: fn, Right: ansE, Points: []cas.Env{env}, Want: record.WantEqual})
	}
	return r, true
}

// QuadExtremum is the least (greatest, isMax) value over all real points
// of fn, a polynomial of degree 2 in the variables vars whose quadratic
// part is positive (negative) definite, with the point where it is taken;
// ok is false otherwise.
func QuadExtremum(c *decide.Checker, fn ast.Expr, vars []string, isMax bool) (val *big.Rat, at []*big.Rat, ok bool) {
	val, at, why := (&checker{c}).quadExtremum(fn, vars, isMax)
	return val, at, why == ""
}

// CheckQuadValue (issue 42) decides the least or greatest value of a
// quadratic asked through a named variable or in a short sentence
// (quadext.Read: "What is the minimum value of $y$ if $y=3x^2+6x+9?$"),
// as CheckExtremum does for several variables: the quadratic part
// definite, the one critical point exact. Over the integers ("If $x$ is an
// integer, …", one variable) the real extremum is the integer one only
// when the critical point is an integer; otherwise undecided.
func CheckQuadValue(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := quadext.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindExtremum
	ch := &checker{c}
	val, at, why := ch.quadExtremum(q.F, q.Vars, q.Largest)
	what := "the " + extremName(q.Largest) + " of " + statement.Clip(ast.Print(q.F), 40)
	if why != "" {
		return decide.Undecided(kind, "%s is asked, but %s", what, why), true
	}
	if q.Integer && (len(at) != 1 || !at[0].IsInt()) {
		return decide.Undecided(kind, "%s over the integers is asked, but the real critical point is not an integer", what), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	over := " over all real " + strings.Join(q.Vars, ", ")
	if q.Integer {
		over = " over the integers (the real critical point an integer)"
	}
	env := cas.Env{}
	var pt []string
	for i, v := range q.Vars {
		env[v] = cas.Rat(at[i])
		pt = append(pt, v+" = "+at[i].RatString())
	}
	how := fmt.Sprintf("its quadratic part definite (leading principal minors, exactly), the one critical point (%s) from 2Qx = −b over ℚ", strings.Join(pt, ", "))
	r := c.FoundVerdict(st, kind, what+over, cas.Rat(val), nil, how, a.Items[0].E, a.Text.Math)
	if r.Verdict == record.Confirm {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the function at its critical point", Left: q.F, Right: a.Items[0].E, Points: []cas.Env{env}, Want: record.WantEqual})
	}
	return r, true
}
