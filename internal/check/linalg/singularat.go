package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/singularat"
)

// The values of t at which a matrix of functions of t is singular (issue
// 42, CollegeMath; statement/singularat).

// detForm is what the determinant is, proved: zero at every t, K·e^{mt}
// (never zero), or the polynomial a·tⁿ + b in t alone.
type detForm struct {
	zero bool
	k    *big.Rat
	m    int
	poly algebra.Poly
}

var atomVars = map[string]bool{"t": true, "u": true, "w": true, "c": true, "s": true, "h": true, "k": true}

// onCircle replaces c and s by the rational parameterization of the unit
// circle, (1−u²)/(1+u²) and 2u/(1+u²): an identity in u is an identity
// in t (every point but (−1, 0), and both sides are continuous).
func onCircle(e ast.Expr) (algebra.LFrac, error) {
	cs, _ := latex.ParseExpr(`\frac{1-u^{2}}{1+u^{2}}`)
	sn, _ := latex.ParseExpr(`\frac{2u}{1+u^{2}}`)
	x, err := forms.SubstIdents(e, map[string]ast.Expr{"c": cs, "s": sn})
	if err != nil {
		return algebra.LFrac{}, err
	}
	return algebra.LFracOf(x, atomVars)
}

// classify proves the determinant's form; ok false when it is none of the
// three.
func classify(det ast.Expr) (detForm, bool) {
	raw, err := algebra.LFracOf(det, atomVars)
	if err != nil {
		return detForm{}, false
	}
	if raw.IsZero() {
		return detForm{zero: true}, true
	}
	l, err := algebra.LaurentOf(det, atomVars)
	if err == nil {
		if p, ok := l.ToPoly("t"); ok {
			return detForm{poly: p}, true
		}
	}
	f, err := onCircle(det)
	if err != nil || hasVar(f, "h") || hasVar(f, "k") || hasVar(f, "t") {
		return detForm{}, false
	}
	if f.IsZero() {
		return detForm{zero: true}, true
	}
	one := &ast.Number{Int: "1"}
	at, err := forms.SubstIdents(det, map[string]ast.Expr{"c": one, "s": &ast.Number{Int: "0"}, "w": one})
	if err != nil {
		return detForm{}, false
	}
	kl, err := algebra.LaurentOf(at, map[string]bool{})
	if err != nil || len(kl) != 1 {
		return detForm{}, false
	}
	var k *big.Rat
	for _, t := range kl {
		k = t.C
	}
	for m := -4; m <= 4; m++ {
		g, err := onCircle(&ast.Binary{Op: ast.Sub, X: det, Y: kExp(k, m, "w")})
		if err == nil && g.IsZero() {
			return detForm{k: k, m: m}, true
		}
	}
	return detForm{}, false
}

func hasVar(f algebra.LFrac, v string) bool {
	for _, l := range []algebra.Laurent{f.N, f.D} {
		for _, t := range l {
			if _, ok := t.Exps[v]; ok {
				return true
			}
		}
	}
	return false
}

// kExp is K·x^m as an expression.
func kExp(k *big.Rat, m int, x string) ast.Expr {
	e, _ := latex.ParseExpr(fmt.Sprintf(`\frac{%s}{%s} %s^{%d}`, k.Num(), k.Denom(), x, m))
	return e
}

// CheckSingularAt decides "Does there exist a value of t for which this
// matrix fails to have an inverse?" (statement/singularat): the
// determinant, expanded with cos t, sin t on the unit circle and e^{−t} =
// 1/e^{t}, is proved zero at every t, K·e^{mt} with K ≠ 0 (never zero),
// or a·tⁿ + b in t alone (n odd: one real root, ⁿ√(−b/a)); the answer's
// claim must be that one and every determinant value it states equal to
// it identically. Anything else is undecided.
func CheckSingularAt(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := singularat.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	a, ok := singularat.ReadAnswer(answerSrc)
	if !ok {
		return decide.Undecided(kind, "the values of t where the matrix is singular are asked; the answer's claim is not read"), true
	}
	det := DeterminantExpr(q.Rows)
	f, ok := classify(det)
	if !ok {
		return decide.Undecided(kind, "the determinant is not proved zero, K·e^{mt} or a polynomial in t"), true
	}
	for _, v := range a.Values {
		g, err := onCircle(&ast.Binary{Op: ast.Sub, X: det, Y: v})
		if err != nil || !g.IsZero() {
			return decide.Undecided(kind, "a determinant value the answer states is not the determinant identically: not trusted as a refutation"), true
		}
	}
	orig := DeterminantExpr(q.Orig)
	var r decide.Result
	switch {
	case f.zero && a.Claim == singularat.Always:
		r = decide.Confirm(kind, "the determinant is 0 identically (exact expansion, cos t and sin t on the unit circle), so the matrix is singular at every t, as the answer says")
		r.Evidence = []decide.Comparison{equal("the determinant", orig, &ast.Number{Int: "0"})}
	case f.k != nil && a.Claim == singularat.Never:
		r = decide.Confirm(kind, "the determinant is %s·e^{%dt} identically (exact expansion, cos t and sin t on the unit circle, e^{−t}·e^{t} = 1), never 0, so the matrix is invertible at every t, as the answer says", f.k.RatString(), f.m)
		mt, _ := latex.ParseExpr(fmt.Sprintf(`\frac{%s}{%s} e^{%d t}`, f.k.Num(), f.k.Denom(), f.m))
		r.Evidence = []decide.Comparison{equal("the determinant", orig, mt)}
	case f.poly != nil && a.Claim == singularat.AtRoot:
		return rootClaim(kind, f.poly, a.Root, orig)
	default:
		return decide.Undecided(kind, "the determinant's form and the answer's claim differ: not trusted as a refutation"), true
	}
	return r, true
}

// rootClaim confirms "singular when t = r" for det = a·tⁿ + b, n odd, b ≠
// 0 (one real root): r is ±ⁿ√q with q = |b/a| and the sign of −b/a, or
// the rational with rⁿ = −b/a.
func rootClaim(kind statement.Kind, p algebra.Poly, root, orig ast.Expr) (decide.Result, bool) {
	n := len(p) - 1
	for i := 1; i < n; i++ {
		if p[i].Sign() != 0 {
			n = 0
		}
	}
	if n < 1 || n%2 == 0 || p[0].Sign() == 0 {
		return decide.Undecided(kind, "the determinant is a polynomial in t other than a·tⁿ + b with n odd"), true
	}
	want := new(big.Rat).Quo(p[0], p[n])
	want.Neg(want)
	sign, x := 1, root
	if u, ok := x.(*ast.Unary); ok && u.Op == ast.Neg {
		sign, x = -1, u.X
	}
	rt, ok := x.(*ast.Root)
	idx, ok1 := ratOf(rt, func() ast.Expr { return rt.Index })
	rad, ok2 := ratOf(rt, func() ast.Expr { return rt.X })
	if !ok || !ok1 || !ok2 || !idx.IsInt() || idx.Num().Int64() != int64(n) || rad.Sign() <= 0 ||
		rad.Cmp(new(big.Rat).Abs(want)) != 0 || sign != want.Sign() {
		return decide.Undecided(kind, "the determinant's one real root is the real %d-th root of %s; the answer's value is not read as it: not trusted as a refutation", n, want.RatString()), true
	}
	r := decide.Confirm(kind, "the determinant is a·t^%d + b with -b/a = %s (exact expansion), whose only real root is the real %d-th root of %s, the answer's t", n, want.RatString(), n, want.RatString())
	at, err := forms.SubstIdents(orig, map[string]ast.Expr{"t": root})
	if err != nil {
		return decide.Undecided(kind, "the evidence cannot be written"), true
	}
	r.Evidence = []decide.Comparison{equal("the determinant at the answer's t", at, &ast.Number{Int: "0"})}
	return r, true
}

func ratOf(rt *ast.Root, f func() ast.Expr) (*big.Rat, bool) {
	if rt == nil || rt.Index == nil {
		return nil, false
	}
	l, err := algebra.LaurentOf(f(), map[string]bool{})
	if err != nil || len(l) > 1 {
		return nil, false
	}
	for _, t := range l {
		return t.C, len(t.Exps) == 0
	}
	return new(big.Rat), true
}
