package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// A factorisation is complete when the answer is a product and every
// factor is irreducible: over the integers for a number (its primes), over
// the rationals for a polynomial (the books' "factor" is over the integers;
// by Gauss's lemma a primitive integer polynomial irreducible over ℚ is
// irreducible over ℤ). An answer equal to the expression but not in that
// form is undecided, never confirmed.

// factorPart is one factor of a product and its multiplicity.
type factorPart struct {
	e    ast.Expr
	mult int
}

// productFactors flattens a product (·, juxtaposition, ×, a quotient, a
// power with an integer exponent, a sign) into its factors.
func (c *checker) productFactors(e ast.Expr, mult int, out []factorPart) []factorPart {
	switch n := e.(type) {
	case *ast.Unary:
		if n.Op == ast.Neg || n.Op == ast.Plus {
			return c.productFactors(n.X, mult, out)
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Mul:
			return c.productFactors(n.Y, mult, c.productFactors(n.X, mult, out))
		case ast.Div:
			return c.productFactors(n.Y, -mult, c.productFactors(n.X, mult, out))
		case ast.Pow:
			if k, ok := intLiteral(n.Y); ok && k >= 1 && k <= 1000 {
				return c.productFactors(n.X, mult*k, out)
			}
		}
	}
	return append(out, factorPart{e, mult})
}

// factorForm takes a confirmed equality of the expression and the answer
// of a factorisation and keeps it only when the answer is a complete
// factorisation; otherwise the verdict is undecided.
func (c *checker) factorForm(ansE ast.Expr, res Result) Result {
	kind := KindFactor
	parts := c.productFactors(ansE, 1, nil)
	vars := pm.FreeVars(ansE)
	if len(vars) == 0 {
		return c.integerFactorForm(parts, res)
	}
	var nonConst []factorPart
	count := 0
	constant := false
	for _, f := range parts {
		if len(pm.FreeVars(f.e)) == 0 {
			if v, err := c.eval(f.e, nil); err == nil {
				if r, ok := v.Exact(); ok && new(big.Rat).Abs(r).Cmp(big.NewRat(1, 1)) == 0 {
					continue
				}
			}
			constant = true
			continue
		}
		nonConst = append(nonConst, f)
		count += max(f.mult, -f.mult)
	}
	var notes []string
	for _, f := range nonConst {
		irr, why := c.irreducibleFactor(f.e)
		if why != "" {
			return undecided(kind, "the answer equals the expression, but whether the factor %s is irreducible is not known: %s", clip(ast.Print(f.e), 40), why)
		}
		if !irr.ok {
			return undecided(kind, "the answer equals the expression, but it is not completely factored: %s", irr.how)
		}
		notes = append(notes, irr.how)
	}
	if count < 2 && !constant {
		if count == 1 && len(notes) == 1 {
			return undecided(kind, "the answer equals the expression and is not a product; the polynomial is irreducible (%s), so whether it counts as factored is not clear", notes[0])
		}
		return undecided(kind, "the answer equals the expression but is not a product of factors")
	}
	res.Note += fmt.Sprintf("; a product of %d non-constant factor(s), each irreducible over the rationals (%s)", count, strings.Join(dedupe(notes), "; "))
	return res
}

func dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// integerFactorForm keeps a confirmed factorisation of a number when
// every factor is a prime (a sign aside) and there are at least two.
func (c *checker) integerFactorForm(parts []factorPart, res Result) Result {
	kind := KindFactor
	count := 0
	for _, f := range parts {
		v, err := c.eval(f.e, nil)
		if err != nil {
			return undecided(kind, "a factor %s cannot be evaluated", clip(ast.Print(f.e), 30))
		}
		r, ok := v.Exact()
		if !ok || !r.IsInt() || f.mult < 0 {
			return undecided(kind, "the answer equals the number, but its factor %s is not an integer", clip(ast.Print(f.e), 30))
		}
		n := new(big.Int).Abs(r.Num())
		if n.Cmp(big.NewInt(1)) == 0 {
			continue
		}
		if !n.ProbablyPrime(20) {
			return undecided(kind, "the answer equals the number, but its factor %s is not a prime", n)
		}
		count += f.mult
	}
	if count < 2 {
		return undecided(kind, "the answer equals the number but is not a product of primes (the number may be prime itself)")
	}
	res.Note += fmt.Sprintf("; a product of %d primes", count)
	return res
}

// irreducibility is the outcome of irreducibleFactor: ok when the factor
// is irreducible, how says why (or, when not, how it splits).
type irreducibility struct {
	ok  bool
	how string
}

// irreducibleFactor decides whether a non-constant factor is irreducible
// over ℚ and, with integer coefficients, primitive; why is set when that
// is not known.
func (c *checker) irreducibleFactor(e ast.Expr) (irreducibility, string) {
	vars := pm.FreeVars(e)
	if len(vars) > 1 {
		b := newAlgBuilder(c, vars)
		m, ok := b.conv(e)
		if !ok || len(b.aux) > 0 || mdegree(m.den) != 0 {
			return irreducibility{}, "it is not a polynomial with rational coefficients"
		}
		if mdegree(m.num) == 1 {
			if g := mContent(m.num); g != nil && g.Cmp(big.NewInt(1)) != 0 {
				return irreducibility{false, fmt.Sprintf("the factor %s has the common factor %s", clip(ast.Print(e), 30), g)}, ""
			}
			return irreducibility{true, "degree 1"}, ""
		}
		return irreducibility{}, "a polynomial in several variables of degree above 1"
	}
	x := vars[0]
	p, ok := c.polyOf(e, x)
	if !ok {
		return irreducibility{}, "it is not a polynomial with rational coefficients"
	}
	if g := content(p); g != nil && g.Cmp(big.NewInt(1)) != 0 {
		return irreducibility{false, fmt.Sprintf("the factor %s has the common factor %s", clip(ast.Print(e), 30), g)}, ""
	}
	return irreducibleQ(c, p, x, ast.Print(e))
}

// content is the gcd of the coefficients of p when they are all integers,
// else nil.
func content(p poly) *big.Int {
	g := new(big.Int)
	for _, a := range p {
		if !a.IsInt() {
			return nil
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(a.Num()))
	}
	return g
}

func mContent(p mpoly) *big.Int {
	g := new(big.Int)
	for _, t := range p {
		if !t.c.IsInt() {
			return nil
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(t.c.Num()))
	}
	return g
}

// maxKronecker bounds the candidate factors tried by Kronecker's method.
const maxKronecker = 20000

// irreducibleQ decides whether p is irreducible over ℚ: degree 1; a
// rational root or a repeated factor splits it; of degree 2 or 3 without a
// rational root it is irreducible; else Eisenstein's criterion on p(x+s)
// or its reversal, then Kronecker's method (a factor g of degree d ≤ n/2
// in ℤ[x] has g(k) | p(k) at d+1 integers k: every such choice is
// interpolated and tried).
func irreducibleQ(c *checker, p poly, x, src string) (irreducibility, string) {
	n := p.deg()
	src = clip(src, 30)
	if n < 1 {
		return irreducibility{}, "it is a constant"
	}
	if n == 1 {
		return irreducibility{true, "degree 1"}, ""
	}
	if g := gcdPoly(p, p.derive()); g.deg() > 0 {
		return irreducibility{false, fmt.Sprintf("%s has a repeated factor", src)}, ""
	}
	for _, r := range realRoots(p) {
		if r.Exact != nil {
			return irreducibility{false, fmt.Sprintf("%s has the rational root %s", src, r.Exact.RatString())}, ""
		}
	}
	if n <= 3 {
		return irreducibility{true, "no rational root, degree " + fmt.Sprint(n)}, ""
	}
	q := primitive(p)
	if eisenstein(q) {
		return irreducibility{true, "Eisenstein's criterion"}, ""
	}
	for _, s := range []int64{1, -1, 2, -2, 3, -3} {
		if eisenstein(primitive(shift(q, s))) {
			return irreducibility{true, fmt.Sprintf("Eisenstein's criterion after x → x%+d", s)}, ""
		}
	}
	found, done := kronecker(c, q)
	if found != nil {
		return irreducibility{false, fmt.Sprintf("%s has the factor %s", src, ast.Print(polyExpr(found, x)))}, ""
	}
	if !done {
		return irreducibility{}, "Kronecker's method would try too many candidate factors"
	}
	return irreducibility{true, "no factor of degree up to half by Kronecker's method"}, ""
}

// primitive scales p to integer coefficients with gcd 1 and a positive
// leading coefficient.
func primitive(p poly) poly {
	l := big.NewInt(1)
	for _, a := range p {
		d := a.Denom()
		g := new(big.Int).GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, g))
	}
	out := make(poly, len(p))
	g := new(big.Int)
	for i, a := range p {
		out[i] = new(big.Rat).Mul(a, new(big.Rat).SetInt(l))
		g.GCD(nil, nil, g, new(big.Int).Abs(out[i].Num()))
	}
	if p[len(p)-1].Sign() < 0 {
		g.Neg(g)
	}
	for i := range out {
		out[i].Quo(out[i], new(big.Rat).SetInt(g))
	}
	return out
}

// shift returns p(x+s).
func shift(p poly, s int64) poly {
	out := poly{}
	lin := poly{big.NewRat(s, 1), big.NewRat(1, 1)}
	for i := len(p) - 1; i >= 0; i-- {
		out = polyAdd(polyMul(out, lin), polyConst(p[i]), false)
	}
	return out
}

// eisenstein reports whether a prime divides every coefficient of the
// integer polynomial p but the leading one, and its square not the
// constant one (the primes tried are those of the constant term up to a
// bound), or the same for the reversed polynomial.
func eisenstein(p poly) bool {
	if len(p) < 2 || p[0].Sign() == 0 {
		return false
	}
	rev := make(poly, len(p))
	for i := range p {
		rev[i] = p[len(p)-1-i]
	}
	for _, q := range []poly{p, rev} {
		c0 := new(big.Int).Abs(q[0].Num())
		for _, pr := range smallPrimeFactors(c0) {
			bp := big.NewInt(pr)
			ok := new(big.Int).Rem(q[len(q)-1].Num(), bp).Sign() != 0 &&
				new(big.Int).Rem(c0, new(big.Int).Mul(bp, bp)).Sign() != 0
			for i := 0; ok && i < len(q)-1; i++ {
				ok = new(big.Int).Rem(q[i].Num(), bp).Sign() == 0
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// smallPrimeFactors returns the distinct primes below 10^5 dividing n.
func smallPrimeFactors(n *big.Int) []int64 {
	var out []int64
	m := new(big.Int).Set(n)
	for p := int64(2); p < 100000 && m.Cmp(big.NewInt(1)) > 0; p++ {
		bp := big.NewInt(p)
		if new(big.Int).Rem(m, bp).Sign() != 0 {
			continue
		}
		out = append(out, p)
		for new(big.Int).Rem(m, bp).Sign() == 0 {
			m.Quo(m, bp)
		}
	}
	return out
}

// kronecker looks for a factor of the primitive integer polynomial p of
// degree 2 to n/2 (p has no rational root); done is false when the search
// was cut short.
func kronecker(c *checker, p poly) (poly, bool) {
	n := p.deg()
	tried := 0
	for d := 2; d <= n/2; d++ {
		pts, divs, ok := kroneckerPoints(p, d+1)
		if !ok {
			return nil, false
		}
		combos := 1
		for i, ds := range divs {
			k := 2 * len(ds)
			if i == 0 {
				k = len(ds) // g and -g: the first value positive
			}
			combos *= k
			if combos > maxKronecker {
				return nil, false
			}
		}
		tried += combos
		if tried > maxKronecker {
			return nil, false
		}
		vals := make([]*big.Rat, d+1)
		var rec func(i int) poly
		rec = func(i int) poly {
			if c.ctx.Err() != nil {
				return nil
			}
			if i == d+1 {
				g := interpolate(pts, vals)
				if g.deg() != d {
					return nil
				}
				for _, a := range g {
					if !a.IsInt() {
						return nil
					}
				}
				if _, r := divmod(p, g); len(r) == 0 {
					return g
				}
				return nil
			}
			for _, dv := range divs[i] {
				for _, sgn := range []int64{1, -1} {
					if i == 0 && sgn < 0 {
						continue
					}
					vals[i] = new(big.Rat).SetInt(new(big.Int).Mul(dv, big.NewInt(sgn)))
					if g := rec(i + 1); g != nil {
						return g
					}
				}
			}
			return nil
		}
		if g := rec(0); g != nil {
			return g, true
		}
		if c.ctx.Err() != nil {
			return nil, false
		}
	}
	return nil, true
}

// kroneckerPoints picks m integers where |p| has the fewest divisors
// (among -12..12) and returns them with the positive divisors of p there.
func kroneckerPoints(p poly, m int) ([]*big.Rat, [][]*big.Int, bool) {
	type cand struct {
		k    *big.Rat
		divs []*big.Int
	}
	var cands []cand
	for k := int64(-12); k <= 12; k++ {
		x := big.NewRat(k, 1)
		v := p.eval(x)
		if v.Sign() == 0 || !v.IsInt() {
			return nil, nil, false
		}
		ds, ok := positiveDivisors(new(big.Int).Abs(v.Num()))
		if ok {
			cands = append(cands, cand{x, ds})
		}
	}
	if len(cands) < m {
		return nil, nil, false
	}
	// the m candidates with the fewest divisors
	for i := 0; i < m; i++ {
		best := i
		for j := i + 1; j < len(cands); j++ {
			if len(cands[j].divs) < len(cands[best].divs) {
				best = j
			}
		}
		cands[i], cands[best] = cands[best], cands[i]
	}
	pts := make([]*big.Rat, m)
	divs := make([][]*big.Int, m)
	for i := 0; i < m; i++ {
		pts[i], divs[i] = cands[i].k, cands[i].divs
	}
	return pts, divs, true
}

// positiveDivisors lists the divisors of n by trial division (n < 2^40).
func positiveDivisors(n *big.Int) ([]*big.Int, bool) {
	if n.BitLen() > 40 {
		return nil, false
	}
	v := n.Int64()
	var small, large []*big.Int
	for d := int64(1); d*d <= v; d++ {
		if v%d == 0 {
			small = append(small, big.NewInt(d))
			if d*d != v {
				large = append([]*big.Int{big.NewInt(v / d)}, large...)
			}
		}
	}
	return append(small, large...), true
}

// interpolate returns the polynomial of degree < len(xs) through the
// points (Newton's divided differences).
func interpolate(xs, ys []*big.Rat) poly {
	m := len(xs)
	coef := make([]*big.Rat, m)
	for i := range ys {
		coef[i] = new(big.Rat).Set(ys[i])
	}
	for j := 1; j < m; j++ {
		for i := m - 1; i >= j; i-- {
			num := new(big.Rat).Sub(coef[i], coef[i-1])
			den := new(big.Rat).Sub(xs[i], xs[i-j])
			coef[i] = num.Quo(num, den)
		}
	}
	out := polyConst(coef[m-1])
	for i := m - 2; i >= 0; i-- {
		out = polyAdd(polyMul(out, poly{new(big.Rat).Neg(xs[i]), big.NewRat(1, 1)}), polyConst(coef[i]), false)
	}
	return out
}
