package given

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/unitroot"
)

// Bounds of CheckUnitRoot's exact work.
const (
	maxUnitDegree  = 60  // the condition's degree
	maxFactorQDeg  = 12  // a condition other than zⁿ = 1 factored by forms.FactorQ
	maxTermsDegree = 400 // a term's numerator or denominator
)

// CheckUnitRoot (issue 42, MATH Intermediate Algebra and Precalculus): a
// complex z fixed by one polynomial condition (unitroot.Read), an
// expression E(z) asked. The admissible z are the roots of the
// condition's numerator N (square-free part, z = 1 taken out under "z ≠
// 1"; a root of its denominator refused); N is split into irreducible
// factors over ℚ: the cyclotomic polynomials Φ_d, d | n, for zⁿ = 1, else
// forms.FactorQ. On each factor f, E — each term's numerator times the
// inverse of its denominator modulo f, every denominator as written
// nonzero modulo f — must reduce to a rational constant c_f, E's value at
// every root of f. "Compute E" is confirmed when every c_f equals the
// answer, refuted when they agree on another value; "all possible values"
// compares the set of c_f with the answer's. Anything else is undecided;
// ok is false when the statement is not read or the answer is not
// rational numbers.
func CheckUnitRoot(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := unitroot.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) == 0 || !q.AllValues && len(ans.Items) != 1 {
		return decide.Result{}, false
	}
	var got []*big.Rat
	for _, it := range ans.Items {
		f, ok := forms.RatFuncOf(c, it.E, q.Var)
		if !ok || it.Name != "" || len(f.Num) > 1 || len(f.Den) != 1 {
			return decide.Result{}, false
		}
		v := new(big.Rat)
		if len(f.Num) == 1 {
			v.Quo(f.Num[0], f.Den[0])
		}
		got = append(got, v)
	}
	kind := statement.KindValue
	factors, why := unitFactors(c, q)
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	var vals []*big.Rat
	for _, f := range factors {
		v, why := valueOn(c, q, f)
		if why != "" {
			return decide.Undecided(kind, "on the roots of %s: %s", ast.Print(forms.PolyExpr(f, "z")), why), true
		}
		vals = append(vals, v)
	}
	sortRats(vals)
	vals = dedupRats(vals)
	sortRats(got)
	got = dedupRats(got)
	ev := unitEvidence(q, factors, ans.Items)
	var r decide.Result
	what := fmt.Sprintf("%s under %s", statement.Clip(q.ExprSrc, 40), statement.Clip(q.CondSrc, 30))
	switch {
	case !q.AllValues && len(vals) > 1:
		return decide.Undecided(kind, "%s takes %d values on the roots", what, len(vals)), true
	case sameRats(vals, got):
		r = decide.Confirm(kind, "%s is %s at every admissible root (reduced exactly modulo each factor over ℚ), as answered", what, statement.Clip(ast.Print(ratSet(vals)), 40))
	default:
		r = decide.Refute(kind, "%s is %s at every admissible root (reduced exactly modulo each factor over ℚ), not %s", what, statement.Clip(ast.Print(ratSet(vals)), 40), statement.Clip(answerSrc, 30))
	}
	r.Evidence = ev
	return r, true
}

// unitFactors are the irreducible factors over ℚ whose roots are the
// admissible values of the letter ("" when found).
func unitFactors(c *decide.Checker, q unitroot.Question) ([]algebra.Poly, string) {
	diff := &ast.Binary{Op: ast.Sub, X: q.Cond.Args[0], Y: q.Cond.Args[1]}
	rf, ok := forms.RatFuncOf(c, diff, q.Var)
	if !ok {
		return nil, "the condition is not a rational equation in " + q.Var
	}
	n := algebra.Trim(rf.Num)
	if n.Deg() < 1 || n.Deg() > maxUnitDegree {
		return nil, "the condition's degree is out of range"
	}
	if g := algebra.Trim(algebra.GcdPoly(n, rf.Den)); g.Deg() > 0 {
		return nil, "the condition's numerator and denominator share a root"
	}
	var factors []algebra.Poly
	if d, ok := unitPower(n); ok {
		for k := 1; k <= d; k++ {
			if d%k == 0 && !(q.Not1 && k == 1) {
				factors = append(factors, cyclotomic(k))
			}
		}
		return factors, ""
	}
	sqf, _ := algebra.Divmod(n, algebra.GcdPoly(n, n.Derive()))
	sqf = algebra.Trim(sqf)
	if sqf.Deg() > maxFactorQDeg {
		return nil, "the condition's factors over ℚ are not sought at this degree"
	}
	all, ok := forms.FactorQ(c, sqf)
	if !ok {
		return nil, "the condition's factors over ℚ are not found"
	}
	for _, f := range all {
		if q.Not1 && f.Deg() == 1 && algebra.Trim(f).Eval(big.NewRat(1, 1)).Sign() == 0 {
			continue
		}
		factors = append(factors, f)
	}
	if len(factors) == 0 {
		return nil, "no value of the letter is admissible"
	}
	return factors, ""
}

// unitPower is d when n is a nonzero multiple of z^d − 1.
func unitPower(n algebra.Poly) (int, bool) {
	d := n.Deg()
	lead := n[d]
	if d < 1 || new(big.Rat).Neg(n[0]).Cmp(lead) != 0 {
		return 0, false
	}
	for i := 1; i < d; i++ {
		if n[i].Sign() != 0 {
			return 0, false
		}
	}
	return d, true
}

// cyclotomic is Φ_k: z^k − 1 divided by Φ_j for every proper divisor j.
func cyclotomic(k int) algebra.Poly {
	p := make(algebra.Poly, k+1)
	for i := range p {
		p[i] = new(big.Rat)
	}
	p[0].SetInt64(-1)
	p[k].SetInt64(1)
	for j := 1; j < k; j++ {
		if k%j == 0 {
			p, _ = algebra.Divmod(p, cyclotomic(j))
		}
	}
	return algebra.Trim(p)
}

// valueOn is E's value at every root of the irreducible f ("" when it is
// one rational constant).
func valueOn(c *decide.Checker, q unitroot.Question, f algebra.Poly) (*big.Rat, string) {
	sum := algebra.Poly(nil)
	for _, t := range q.Terms {
		for _, term := range expandSum(t) {
			if term == nil {
				return nil, "a sum is not expanded"
			}
			nr, why := residue(c, term, q.Var, f, 0)
			if why != "" {
				return nil, why
			}
			sum = algebra.PolyAdd(sum, nr, false)
		}
	}
	_, sum = algebra.Divmod(sum, f)
	sum = algebra.Trim(sum)
	switch {
	case len(sum) == 0:
		return new(big.Rat), ""
	case len(sum) == 1:
		return sum[0], ""
	}
	return nil, "the expression is not constant"
}

// residue is e's value modulo the irreducible f (e a rational function of
// x written with +, −, ·, ÷ and integer powers): every divisor, as
// written, must be nonzero modulo f, so e is defined at every root of f
// ("" when read).
func residue(c *decide.Checker, e ast.Expr, x string, f algebra.Poly, depth int) (algebra.Poly, string) {
	if depth > 200 {
		return nil, "the expression is too deep"
	}
	if !statement.ContainsVar(e, x) {
		v, err := c.Eval(e, nil)
		if err != nil {
			return nil, "a constant is not evaluated"
		}
		r, ok := v.Exact()
		if !ok {
			return nil, "a constant is not rational"
		}
		return algebra.PolyConst(r), ""
	}
	mod := func(p algebra.Poly) algebra.Poly { _, r := algebra.Divmod(algebra.Trim(p), f); return algebra.Trim(r) }
	switch n := e.(type) {
	case *ast.Ident:
		return mod(algebra.Poly{new(big.Rat), big.NewRat(1, 1)}), ""
	case *ast.Unary:
		a, why := residue(c, n.X, x, f, depth+1)
		switch {
		case why != "":
			return nil, why
		case n.Op == ast.Neg:
			return algebra.PolyAdd(nil, a, true), ""
		case n.Op == ast.Plus:
			return a, ""
		}
	case *ast.Binary:
		a, why := residue(c, n.X, x, f, depth+1)
		if why != "" {
			return nil, why
		}
		if n.Op == ast.Pow {
			return residuePow(c, a, n.Y, f)
		}
		b, why := residue(c, n.Y, x, f, depth+1)
		if why != "" {
			return nil, why
		}
		switch n.Op {
		case ast.Add, ast.Sub:
			return algebra.PolyAdd(a, b, n.Op == ast.Sub), ""
		case ast.Mul:
			return mod(algebra.PolyMul(a, b)), ""
		case ast.Div:
			inv, ok := invMod(b, f)
			if !ok {
				return nil, "a denominator vanishes"
			}
			return mod(algebra.PolyMul(a, inv)), ""
		}
	}
	return nil, "a term is not a rational function read exactly"
}

// maxUnitExponent bounds an exponent (square-and-multiply modulo f).
const maxUnitExponent = 1 << 20

// residuePow is a^k modulo f, k the exponent's exact integer value.
func residuePow(c *decide.Checker, a algebra.Poly, ke ast.Expr, f algebra.Poly) (algebra.Poly, string) {
	v, err := c.Eval(ke, nil)
	if err != nil {
		return nil, "an exponent is not a number"
	}
	r, ok := v.Exact()
	if !ok || !r.IsInt() || r.Num().BitLen() > 21 || r.Num().Int64() > maxUnitExponent || r.Num().Int64() < -maxUnitExponent {
		return nil, "an exponent is not a small integer"
	}
	k := r.Num().Int64()
	if len(a) == 0 && k <= 0 {
		return nil, "a power of 0 with an exponent not positive"
	}
	if k < 0 {
		inv, ok := invMod(a, f)
		if !ok {
			return nil, "a negative power of 0"
		}
		a, k = inv, -k
	}
	out := algebra.PolyConst(big.NewRat(1, 1))
	for base := a; k > 0; k >>= 1 {
		if k&1 == 1 {
			_, out = algebra.Divmod(algebra.PolyMul(out, base), f)
			out = algebra.Trim(out)
		}
		_, base = algebra.Divmod(algebra.PolyMul(base, base), f)
		base = algebra.Trim(base)
	}
	return out, ""
}

// expandSum is a \sum_{n=a}^{b} X written with number bounds as its terms
// (nil for a sum not read), any other expression as itself.
func expandSum(e ast.Expr) []ast.Expr {
	s, ok := e.(*ast.BigOp)
	if !ok {
		return []ast.Expr{e}
	}
	lo, ok1 := smallIntOf(s.Lo)
	hi, ok2 := smallIntOf(s.Hi)
	if s.Prod || !ok1 || !ok2 || hi < lo || hi-lo > 200 {
		return []ast.Expr{nil}
	}
	var out []ast.Expr
	for k := lo; k <= hi; k++ {
		t, err := forms.SubstIdents(s.X, map[string]ast.Expr{s.Var: &ast.Number{Int: fmt.Sprint(k)}})
		if err != nil {
			return []ast.Expr{nil}
		}
		out = append(out, t)
	}
	return out
}

func smallIntOf(e ast.Expr) (int, bool) {
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 4 {
		return 0, false
	}
	v := 0
	for _, ch := range n.Int {
		v = v*10 + int(ch-'0')
	}
	return v, true
}

// invMod is a's inverse modulo f (extended Euclid over ℚ); ok is false
// when a and f share a factor (a ≡ 0 for f irreducible).
func invMod(a, f algebra.Poly) (algebra.Poly, bool) {
	r0, r1 := algebra.Trim(f), algebra.Trim(a)
	s0, s1 := algebra.Poly(nil), algebra.PolyConst(big.NewRat(1, 1))
	for len(r1) > 0 {
		qt, r := algebra.Divmod(r0, r1)
		r0, r1 = r1, algebra.Trim(r)
		s0, s1 = s1, algebra.PolyAdd(s0, algebra.PolyMul(qt, s1), true)
	}
	if r0.Deg() != 0 {
		return nil, false
	}
	inv := algebra.PolyMul(s0, algebra.PolyConst(new(big.Rat).Inv(r0[0])))
	_, inv = algebra.Divmod(inv, f)
	return algebra.Trim(inv), true
}

// unitEvidence is E at one root of each factor written in closed form
// (Φ_k: cos(2π/k) + i sin(2π/k); a quadratic: its root with +√), against
// the answer.
func unitEvidence(q unitroot.Question, factors []algebra.Poly, items []statement.Item) []decide.Comparison {
	var out []decide.Comparison
	e := q.Terms[0]
	if len(q.Terms) > 1 {
		e = nil
		for _, t := range q.Terms {
			if e == nil {
				e = t
			} else {
				e = &ast.Binary{Op: ast.Add, X: e, Y: t}
			}
		}
	}
	for i, f := range factors {
		src := rootSrc(f)
		if src == "" {
			continue
		}
		root, err := latex.ParseExpr(src)
		if err != nil {
			continue
		}
		left, err := forms.SubstIdents(e, map[string]ast.Expr{q.Var: root})
		if err != nil {
			continue
		}
		right := items[0].E
		if i < len(items) {
			right = items[i].E
		}
		out = append(out, decide.Comparison{What: "E at a root of " + ast.Print(forms.PolyExpr(f, "z")), Left: left, Right: right, Want: record.WantEqual, Complex: true})
	}
	return out
}

// rootSrc is one root of f in closed form ("" when none is written).
func rootSrc(f algebra.Poly) string {
	f = algebra.Monic(algebra.Trim(f))
	for k := 1; k <= maxUnitDegree; k++ {
		if polyEqualQ(f, cyclotomic(k)) {
			return fmt.Sprintf(`\left(\cos\frac{2\pi}{%d} + i\sin\frac{2\pi}{%d}\right)`, k, k)
		}
	}
	if f.Deg() == 2 {
		b, c0 := f[1], f[0]
		disc := new(big.Rat).Sub(new(big.Rat).Mul(b, b), new(big.Rat).Mul(big.NewRat(4, 1), c0))
		unit := ""
		if disc.Sign() < 0 {
			unit, disc = "i", disc.Neg(disc)
		}
		return fmt.Sprintf(`\left(\frac{%s + %s\sqrt{%s}}{2}\right)`, ast.Print(algebra.RatExpr(new(big.Rat).Neg(b))), unit, ast.Print(algebra.RatExpr(disc)))
	}
	return ""
}

func polyEqualQ(a, b algebra.Poly) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}
