package integers

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The remainder of a polynomial division (issue 25, capability 2): "Find
// the remainder when $P(x)$ is divided by $B(x)$", P and B polynomials in
// one variable with rational coefficients. The remainder is computed
// exactly in ℚ[x]/(B) and compared with the answer read as a polynomial in
// the same variable.

// identNames lists the variables of the expressions, sorted.
func identNames(es ...ast.Expr) []string {
	seen := map[string]bool{}
	for _, e := range es {
		ast.Inspect(e, func(x ast.Expr) bool {
			if id, ok := x.(*ast.Ident); ok {
				seen[id.Name] = true
			}
			return true
		})
	}
	var out []string
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// polyRemainder answers the remainder of a division whose arguments have a
// variable; ok is false when they have none (an integer division).
func polyRemainder(args []intArg, a *statement.Answer) (decide.Result, bool) {
	if len(args) != 2 {
		return decide.Result{}, false
	}
	vars := identNames(args[0].e, args[1].e)
	if len(vars) == 0 {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if len(vars) > 1 {
		return decide.Undecided(kind, "the remainder of a division of expressions in %s is asked", statement.JoinNames(vars)), true
	}
	x := vars[0]
	if x == "i" || x == "e" {
		return decide.Undecided(kind, "the remainder of a division in %s is asked (a constant's name)", x), true
	}
	b, err := algebra.PolyIn(args[1].e, x)
	if err != nil {
		return decide.Undecided(kind, "the divisor %s is not read as a polynomial in %s: %v", statement.Clip(args[1].src, 30), x, err), true
	}
	if b.Deg() < 1 {
		return decide.Undecided(kind, "the divisor %s is not a polynomial of degree at least 1 in %s", statement.Clip(args[1].src, 30), x), true
	}
	r, err := algebra.PolyRem(args[0].e, x, b)
	if err != nil {
		return decide.Undecided(kind, "the dividend %s is not read as a polynomial in %s: %v", statement.Clip(args[0].src, 30), x, err), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the remainder is asked; the answer is not a single polynomial"), true
	}
	if vs := identNames(a.Items[0].E); len(vs) > 1 || len(vs) == 1 && vs[0] != x {
		return decide.Undecided(kind, "the remainder in %s is asked; the answer is in %s", x, statement.JoinNames(vs)), true
	}
	ar, err := algebra.PolyIn(a.Items[0].E, x)
	if err != nil {
		return decide.Undecided(kind, "the answer is not read as a polynomial in %s: %v", x, err), true
	}
	how := fmt.Sprintf("the remainder of %s divided by %s is %s (computed exactly in ℚ[%s] modulo the divisor)", statement.Clip(args[0].src, 40), statement.Clip(args[1].src, 30), algebra.PolyText(r, x), x)
	var res decide.Result
	if !algebra.PolyEqual(r, ar) {
		res = decide.Refute(kind, "%s, not %s", how, algebra.PolyText(ar, x))
	} else {
		res = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	if b.Deg() == 1 {
		// The remainder theorem: divided by b1·x + b0, the remainder is
		// the dividend at x = -b0/b1, for other engines.
		root := new(big.Rat).Quo(new(big.Rat).Neg(b[0]), b[1])
		at := map[string]ast.Expr{x: decide.ValueExpr(cas.Rat(root))}
		res.Evidence = []decide.Comparison{{What: "the dividend at the divisor's root " + x + "=" + root.RatString() + " against the answer there",
			Left: forms.ReplaceNames(args[0].e, at), Right: forms.ReplaceNames(a.Items[0].E, at), Want: record.WantEqual}}
	} else if cmp, ok := quotientEvidence(args[0].e, b, r, x, a.Items[0].E); ok {
		res.Evidence = []decide.Comparison{cmp}
	} else if ev, ok := rootsEvidence(args[0].e, b, r, ar, x, a.Items[0].E); ok {
		res.Evidence = ev
	}
	return res, true
}

// maxQuotientTerms bounds the quotient a remainder's evidence writes out,
// in blocks of quotientBlock terms (a sum of at most 64 terms is what
// another engine is given at once); maxDividendDegree bounds the dividend
// expanded for it.
const (
	maxQuotientTerms  = 128
	quotientBlock     = 32
	maxDividendDegree = 512
)

// quotientEvidence is the division written out, for a divisor b of degree
// 2 or more: the dividend minus the answer against b times the quotient
// (of the dividend by b, leg 1's, written in blocks of degrees), at three
// points; they are equal exactly when the answer is the remainder r. ok
// is false when the dividend is not read as a polynomial of degree at
// most maxDividendDegree or the quotient has more than maxQuotientTerms
// terms.
func quotientEvidence(dividend ast.Expr, b, r algebra.Poly, x string, ans ast.Expr) (decide.Comparison, bool) {
	p, ok := expandDividend(dividend, x)
	if !ok {
		return decide.Comparison{}, false
	}
	q, rem := algebra.Divmod(p, b)
	if !algebra.PolyEqual(rem, r) {
		return decide.Comparison{}, false
	}
	terms := 0
	for _, c := range q {
		if c.Sign() != 0 {
			terms++
		}
	}
	if terms > maxQuotientTerms {
		return decide.Comparison{}, false
	}
	var pts []cas.Env
	for _, v := range []*big.Rat{big.NewRat(1, 3), big.NewRat(2, 5), big.NewRat(7, 4)} {
		pts = append(pts, cas.Env{x: cas.Rat(v)})
	}
	return decide.Comparison{What: "the dividend minus the answer against the divisor times the quotient",
		Left:   &ast.Binary{Op: ast.Sub, X: dividend, Y: ans},
		Right:  &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: forms.PolyExpr(b, x), Y: blockPolyExpr(q, x)},
		Points: pts, Want: record.WantEqual}, true
}

// expandDividend is the dividend expanded, up to degree
// maxDividendDegree: read modulo x^(maxDividendDegree+1) (algebra.PolyIn
// stops at exponents above 64) and kept only where it equals the dividend
// exactly at x = 2 and x = 3 (a dividend of higher degree, truncated,
// differs there by x^513·s(x) with s(2) = s(3) = 0 only when (x-2)(x-3)
// divides s).
func expandDividend(dividend ast.Expr, x string) (algebra.Poly, bool) {
	if p, err := algebra.PolyIn(dividend, x); err == nil {
		return p, true
	}
	if d, ok := exactDegree(dividend, x); ok && d > maxDividendDegree {
		// (x + 1)^2010: its expansion modulo x^513 is a second of work
		// that the checks at x = 2 and 3 would throw away.
		return nil, false
	}
	mono := make(algebra.Poly, maxDividendDegree+2)
	for i := range mono {
		mono[i] = new(big.Rat)
	}
	mono[maxDividendDegree+1].SetInt64(1)
	p, err := algebra.PolyRem(dividend, x, mono)
	if err != nil {
		return nil, false
	}
	for _, v := range []int64{2, 3} {
		at := big.NewRat(v, 1)
		want, err := algebra.RatValue(forms.ReplaceNames(dividend, map[string]ast.Expr{x: decide.ValueExpr(cas.Rat(at))}))
		if err != nil || want.Cmp(p.Eval(at)) != 0 {
			return nil, false
		}
	}
	return p, true
}

// blockPolyExpr writes q by Horner's rule on blocks of quotientBlock
// degrees: B0 + x^32·(B1 + x^32·(B2 + …)), each block a sum of at most
// quotientBlock terms.
func blockPolyExpr(q algebra.Poly, x string) ast.Expr {
	if len(q) <= quotientBlock {
		return forms.PolyExpr(q, x)
	}
	low := make(algebra.Poly, quotientBlock)
	copy(low, q[:quotientBlock])
	shift := &ast.Binary{Op: ast.Pow, X: &ast.Ident{Name: x}, Y: &ast.Number{Int: fmt.Sprint(quotientBlock)}}
	high := &ast.Binary{Op: ast.Mul, X: shift, Y: blockPolyExpr(q[quotientBlock:], x)}
	if len(algebra.Trim(low)) == 0 {
		return high
	}
	return &ast.Binary{Op: ast.Add, X: forms.PolyExpr(low, x), Y: high}
}

// exactDegree is the degree of e in x where its shape makes it sure: a
// nonzero number, x, a product or a power of such, a sum of two terms of
// different degrees; ok is false for any other shape.
func exactDegree(e ast.Expr, x string) (int, bool) {
	const huge = 1 << 30
	switch n := e.(type) {
	case *ast.Number:
		return 0, strings.Trim(n.Int+n.Frac+n.Repeat, "0") != ""
	case *ast.Ident:
		return 1, n.Name == x
	case *ast.Unary:
		if n.Op == ast.Neg || n.Op == ast.Plus {
			return exactDegree(n.X, x)
		}
	case *ast.Binary:
		a, ok1 := exactDegree(n.X, x)
		switch n.Op {
		case ast.Add, ast.Sub:
			b, ok2 := exactDegree(n.Y, x)
			return max(a, b), ok1 && ok2 && a != b
		case ast.Mul:
			b, ok2 := exactDegree(n.Y, x)
			return min(a+b, huge), ok1 && ok2
		case ast.Pow:
			k, ok2 := statement.IntLiteral(n.Y)
			return min(a*min(k, huge), huge), ok1 && ok2 && k >= 0
		}
	}
	return 0, false
}
