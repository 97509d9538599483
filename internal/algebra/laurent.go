package algebra

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Laurent is a finite sum of rational multiples of monomials whose
// exponents are rationals: negative (1/x) and halves (√x) allowed. It is
// the exact expansion of sums, products and integer powers of such sums,
// as binomial and multinomial expansions are asked ("the coefficient of
// x^2 in the expansion of (x + 1/x)^6"). Terms are keyed by their
// canonical exponent string; no zero coefficient is kept.
type Laurent map[string]LTerm

// LTerm is one term: the exponent of each variable (no zero exponent) and
// the coefficient.
type LTerm struct {
	Exps map[string]*big.Rat
	C    *big.Rat
}

// Bounds of an expansion: past them the caller says undecided.
const (
	MaxLaurentTerms   = 3000  // terms of one expansion
	MaxLaurentPower   = 400   // exponent of a power of a sum
	MaxLaurentCoefBit = 20000 // bits of a coefficient
)

// ErrLaurentBound says an expansion went past its bounds.
var ErrLaurentBound = errors.New("the expansion is past leg 1's size bounds")

// MonoKey writes the canonical key of an exponent map.
func MonoKey(exps map[string]*big.Rat) string {
	names := make([]string, 0, len(exps))
	for v, e := range exps {
		if e.Sign() != 0 {
			names = append(names, v)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	for _, v := range names {
		fmt.Fprintf(&b, "%s^%s;", v, exps[v].RatString())
	}
	return b.String()
}

func lconst(r *big.Rat) Laurent {
	if r.Sign() == 0 {
		return Laurent{}
	}
	return Laurent{"": {Exps: map[string]*big.Rat{}, C: new(big.Rat).Set(r)}}
}

func lvar(v string, e *big.Rat) Laurent {
	exps := map[string]*big.Rat{v: new(big.Rat).Set(e)}
	return Laurent{MonoKey(exps): {Exps: exps, C: big.NewRat(1, 1)}}
}

func (p Laurent) add(q Laurent, sign int) (Laurent, error) {
	out := Laurent{}
	for k, t := range p {
		out[k] = LTerm{t.Exps, new(big.Rat).Set(t.C)}
	}
	for k, t := range q {
		c := new(big.Rat).Set(t.C)
		if sign < 0 {
			c.Neg(c)
		}
		if o, ok := out[k]; ok {
			c.Add(c, o.C)
		}
		if c.Sign() == 0 {
			delete(out, k)
			continue
		}
		out[k] = LTerm{t.Exps, c}
	}
	if len(out) > MaxLaurentTerms {
		return nil, ErrLaurentBound
	}
	return out, nil
}

func (p Laurent) mul(q Laurent) (Laurent, error) {
	if len(p)*len(q) > 20*MaxLaurentTerms {
		return nil, ErrLaurentBound
	}
	out := Laurent{}
	for _, s := range p {
		for _, t := range q {
			exps := make(map[string]*big.Rat, len(s.Exps)+len(t.Exps))
			for v, e := range s.Exps {
				exps[v] = new(big.Rat).Set(e)
			}
			for v, e := range t.Exps {
				if o, ok := exps[v]; ok {
					o.Add(o, e)
					if o.Sign() == 0 {
						delete(exps, v)
					}
					continue
				}
				exps[v] = new(big.Rat).Set(e)
			}
			c := new(big.Rat).Mul(s.C, t.C)
			if c.Num().BitLen() > MaxLaurentCoefBit || c.Denom().BitLen() > MaxLaurentCoefBit {
				return nil, ErrLaurentBound
			}
			k := MonoKey(exps)
			if o, ok := out[k]; ok {
				c.Add(c, o.C)
			}
			if c.Sign() == 0 {
				delete(out, k)
				continue
			}
			out[k] = LTerm{exps, c}
		}
	}
	if len(out) > MaxLaurentTerms {
		return nil, ErrLaurentBound
	}
	return out, nil
}

// monomial returns the one term of p when p is a single term.
func (p Laurent) monomial() (LTerm, bool) {
	if len(p) != 1 {
		return LTerm{}, false
	}
	for _, t := range p {
		return t, true
	}
	return LTerm{}, false
}

// powMono raises a single term to a rational power; the coefficient must
// stay rational (an integer power, or a root of a perfect power).
//
// A power that is not an integer is taken only of a constant or of c·x
// with one variable to the first power ((4x)^{1/2} = 2x^{1/2}): of x^2 it
// would be |x|, not x.
func powMono(t LTerm, e *big.Rat) (Laurent, error) {
	if !e.IsInt() {
		for _, x := range t.Exps {
			if len(t.Exps) != 1 || x.Cmp(big.NewRat(1, 1)) != 0 {
				return nil, fmt.Errorf("a root of a power is not expanded")
			}
		}
	}
	c, ok := laurentRatPow(t.C, e)
	if !ok {
		return nil, fmt.Errorf("the coefficient %s to the power %s is not rational", t.C.RatString(), e.RatString())
	}
	exps := make(map[string]*big.Rat, len(t.Exps))
	for v, x := range t.Exps {
		exps[v] = new(big.Rat).Mul(x, e)
	}
	return Laurent{MonoKey(exps): {Exps: exps, C: c}}, nil
}

// laurentRatPow is r^e for a rational e = p/q when it is rational: q-th roots of
// perfect q-th powers only, r > 0 when q is even.
func laurentRatPow(r *big.Rat, e *big.Rat) (*big.Rat, bool) {
	if r.Sign() == 0 {
		return nil, false
	}
	p, q := e.Num(), e.Denom()
	if q.Cmp(big.NewInt(2)) > 0 || p.CmpAbs(big.NewInt(MaxLaurentPower)) > 0 {
		return nil, false
	}
	base := new(big.Rat).Set(r)
	if q.Cmp(big.NewInt(1)) != 0 { // a square root
		if r.Sign() < 0 {
			return nil, false
		}
		n, d := new(big.Int).Sqrt(r.Num()), new(big.Int).Sqrt(r.Denom())
		if new(big.Int).Mul(n, n).Cmp(r.Num()) != 0 || new(big.Int).Mul(d, d).Cmp(r.Denom()) != 0 {
			return nil, false
		}
		base.SetFrac(n, d)
	}
	k := p.Int64()
	if k < 0 {
		base.Inv(base)
		k = -k
	}
	num := new(big.Int).Exp(base.Num(), big.NewInt(k), nil)
	den := new(big.Int).Exp(base.Denom(), big.NewInt(k), nil)
	if num.BitLen() > MaxLaurentCoefBit || den.BitLen() > MaxLaurentCoefBit {
		return nil, false
	}
	return new(big.Rat).SetFrac(num, den), true
}

func (p Laurent) pow(n int) (Laurent, error) {
	if p.powTermsBound(n) > MaxLaurentTerms {
		return nil, ErrLaurentBound
	}
	out := lconst(big.NewRat(1, 1))
	for i := 0; i < n; i++ {
		var err error
		if out, err = out.mul(p); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// LaurentOf expands e exactly: numbers, the named variables, sums,
// products, quotients by a single term, powers of a sum to a nonnegative
// integer exponent, powers and square roots of a single term. Anything
// else (another letter, a function, π) is an error.
func LaurentOf(e ast.Expr, vars map[string]bool) (Laurent, error) {
	switch e := e.(type) {
	case *ast.Number:
		r, ok := numberRat(e)
		if !ok {
			return nil, fmt.Errorf("the number %s is not read exactly", ast.Print(e))
		}
		return lconst(r), nil
	case *ast.Ident:
		if !vars[e.Name] {
			return nil, fmt.Errorf("the letter %s is not a variable of the expansion", e.Name)
		}
		return lvar(e.Name, big.NewRat(1, 1)), nil
	case *ast.Unary:
		x, err := LaurentOf(e.X, vars)
		if err != nil || e.Op == ast.Plus {
			return x, err
		}
		if e.Op != ast.Neg {
			return nil, fmt.Errorf("the sign %s is not expanded", ast.Print(e))
		}
		return Laurent{}.add(x, -1)
	case *ast.Root:
		if e.Index != nil {
			return nil, fmt.Errorf("a root other than the square root is not expanded")
		}
		return laurentPowRat(e.X, big.NewRat(1, 2), vars)
	case *ast.Binary:
		return laurentBinary(e, vars)
	}
	return nil, fmt.Errorf("%s is not expanded", ast.Print(e))
}

func laurentBinary(e *ast.Binary, vars map[string]bool) (Laurent, error) {
	if e.Op == ast.Pow {
		ex, err := LaurentOf(e.Y, map[string]bool{})
		if err != nil {
			return nil, err
		}
		t, ok := ex.monomial()
		if len(ex) == 0 {
			return lconst(big.NewRat(1, 1)), nil
		}
		if !ok || len(t.Exps) != 0 {
			return nil, fmt.Errorf("the exponent %s is not a number", ast.Print(e.Y))
		}
		return laurentPowRat(e.X, t.C, vars)
	}
	x, err := LaurentOf(e.X, vars)
	if err != nil {
		return nil, err
	}
	y, err := LaurentOf(e.Y, vars)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case ast.Add:
		return x.add(y, 1)
	case ast.Sub:
		return x.add(y, -1)
	case ast.Mul:
		return x.mul(y)
	case ast.Div:
		t, ok := y.monomial()
		if !ok {
			return nil, fmt.Errorf("the divisor %s is not a single term", ast.Print(e.Y))
		}
		inv, err := powMono(t, big.NewRat(-1, 1))
		if err != nil {
			return nil, err
		}
		return x.mul(inv)
	}
	return nil, fmt.Errorf("%s is not expanded", ast.Print(e))
}

// laurentPowRat is base^k: a single term to a rational power, or a sum to
// a nonnegative integer power within the bounds.
func laurentPowRat(base ast.Expr, k *big.Rat, vars map[string]bool) (Laurent, error) {
	b, err := LaurentOf(base, vars)
	if err != nil {
		return nil, err
	}
	if t, ok := b.monomial(); ok {
		return powMono(t, k)
	}
	if len(b) == 0 {
		if k.Sign() > 0 {
			return Laurent{}, nil
		}
		return nil, fmt.Errorf("0 to the power %s", k.RatString())
	}
	if !k.IsInt() || k.Sign() < 0 || k.Num().Cmp(big.NewInt(MaxLaurentPower)) > 0 {
		return nil, fmt.Errorf("the power %s of a sum is not expanded", k.RatString())
	}
	return b.pow(int(k.Num().Int64()))
}

// numberRat reads a terminating decimal or an integer exactly.
func numberRat(n *ast.Number) (*big.Rat, bool) {
	if n.Repeat != "" {
		return nil, false
	}
	s := n.Int
	if s == "" {
		s = "0"
	}
	if n.Frac != "" {
		s += "." + n.Frac
	}
	return new(big.Rat).SetString(s)
}

// Coefficient returns the coefficient in p of the monomial with the given
// exponents in the variables main (a variable of main not in exps at
// exponent 0): the sum of the terms whose exponents in main are those.
// depends says one of those terms holds another variable (a parameter):
// the coefficient is then not a number, and the caller says undecided.
func (p Laurent) Coefficient(exps map[string]*big.Rat, main []string) (c *big.Rat, depends bool) {
	c = new(big.Rat)
	for _, t := range p {
		match := true
		for _, v := range main {
			want, have := exps[v], t.Exps[v]
			if want == nil {
				want = new(big.Rat)
			}
			if have == nil {
				have = new(big.Rat)
			}
			if want.Cmp(have) != 0 {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		if len(t.Exps) > len(nonzero(exps)) {
			depends = true
		}
		c.Add(c, t.C)
	}
	return c, depends
}

func nonzero(exps map[string]*big.Rat) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	for v, e := range exps {
		if e.Sign() != 0 {
			out[v] = e
		}
	}
	return out
}

// LFrac is a quotient of two expansions, N/D, D not zero: the exact form
// of a rational expression (sums, products, quotients, integer powers).
type LFrac struct{ N, D Laurent }

// LFracOf writes e as a quotient of expansions; a part that is not a
// quotient (a square root of a single term) is expanded by LaurentOf.
func LFracOf(e ast.Expr, vars map[string]bool) (LFrac, error) {
	one := lconst(big.NewRat(1, 1))
	switch b := e.(type) {
	case *ast.Unary:
		if b.Op == ast.Neg {
			x, err := LFracOf(b.X, vars)
			if err != nil {
				return LFrac{}, err
			}
			n, err := Laurent{}.add(x.N, -1)
			return LFrac{n, x.D}, err
		}
	case *ast.Binary:
		switch b.Op {
		case ast.Add, ast.Sub, ast.Mul, ast.Div:
			x, err := LFracOf(b.X, vars)
			if err != nil {
				return LFrac{}, err
			}
			y, err := LFracOf(b.Y, vars)
			if err != nil {
				return LFrac{}, err
			}
			return x.op(b.Op, y)
		case ast.Pow:
			ex, err := LaurentOf(b.Y, map[string]bool{})
			t, ok := ex.monomial()
			if err == nil && ok && len(t.Exps) == 0 && t.C.IsInt() && t.C.Num().CmpAbs(big.NewInt(MaxLaurentPower)) <= 0 {
				x, err := LFracOf(b.X, vars)
				if err != nil {
					return LFrac{}, err
				}
				return x.pow(int(t.C.Num().Int64()))
			}
		}
	}
	l, err := LaurentOf(e, vars)
	return LFrac{l, one}, err
}

func (x LFrac) op(op ast.BinaryOp, y LFrac) (LFrac, error) {
	switch op {
	case ast.Mul:
		return lfracMul(x.N, y.N, x.D, y.D)
	case ast.Div:
		if len(y.N) == 0 {
			return LFrac{}, errors.New("a division by zero")
		}
		return lfracMul(x.N, y.D, x.D, y.N)
	}
	sign := 1
	if op == ast.Sub {
		sign = -1
	}
	a, err := x.N.mul(y.D)
	if err != nil {
		return LFrac{}, err
	}
	b, err := y.N.mul(x.D)
	if err != nil {
		return LFrac{}, err
	}
	n, err := a.add(b, sign)
	if err != nil {
		return LFrac{}, err
	}
	d, err := x.D.mul(y.D)
	return LFrac{n, d}, err
}

func lfracMul(n1, n2, d1, d2 Laurent) (LFrac, error) {
	n, err := n1.mul(n2)
	if err != nil {
		return LFrac{}, err
	}
	d, err := d1.mul(d2)
	return LFrac{n, d}, err
}

func (x LFrac) pow(k int) (LFrac, error) {
	if k < 0 {
		if len(x.N) == 0 {
			return LFrac{}, errors.New("a division by zero")
		}
		x, k = LFrac{x.D, x.N}, -k
	}
	n, err := x.N.pow(k)
	if err != nil {
		return LFrac{}, err
	}
	d, err := x.D.pow(k)
	return LFrac{n, d}, err
}

// Sub returns x - y.
func (x LFrac) Sub(y LFrac) (LFrac, error) { return x.op(ast.Sub, y) }

// IsZero reports the zero expression.
func (x LFrac) IsZero() bool { return len(x.N) == 0 }

// ToPoly writes an expansion in the one variable v as a polynomial: every
// exponent a nonnegative integer, the degree at most MaxPolyDegree.
func (p Laurent) ToPoly(v string) (Poly, bool) {
	out := Poly{}
	for _, t := range p {
		e := new(big.Rat)
		for w, x := range t.Exps {
			if w != v {
				return nil, false
			}
			e = x
		}
		if !e.IsInt() || e.Sign() < 0 || e.Num().Cmp(big.NewInt(MaxPolyDegree)) > 0 {
			return nil, false
		}
		k := int(e.Num().Int64())
		for len(out) <= k {
			out = append(out, new(big.Rat))
		}
		out[k] = new(big.Rat).Add(out[k], t.C)
	}
	return Trim(out), true
}

// RealSolutionCount returns the number of distinct real x with N(x) = 0
// and D(x) != 0 for the quotient x of polynomials in v; infinite says
// every x outside the roots of D is one. ok is false when N or D is not a
// polynomial in v.
func (x LFrac) RealSolutionCount(v string) (n int, infinite, ok bool) {
	num, ok1 := x.N.ToPoly(v)
	den, ok2 := x.D.ToPoly(v)
	if !ok1 || !ok2 || len(den) == 0 {
		return 0, false, false
	}
	if len(num) == 0 {
		return 0, true, true
	}
	roots := len(RealRoots(num))
	common := len(RealRoots(GcdPoly(num, den)))
	return roots - common, false, true
}

// Sub returns p - q.
func (p Laurent) Sub(q Laurent) (Laurent, error) { return p.add(q, -1) }

// powTermsBound bounds the terms of p^n before it is expanded: the lesser
// of the number of monomials of degree n in len(p) terms, C(n+m-1, m-1),
// and the product over the variables of the exponents p^n can reach.
func (p Laurent) powTermsBound(n int) int64 {
	m := int64(len(p))
	multi := new(big.Int).Binomial(int64(n)+m-1, m-1)
	lo, hi := map[string]*big.Rat{}, map[string]*big.Rat{}
	for _, t := range p {
		for v := range t.Exps {
			lo[v], hi[v] = new(big.Rat), new(big.Rat)
		}
	}
	for _, t := range p {
		for v := range lo {
			e := t.Exps[v]
			if e == nil {
				e = new(big.Rat)
			}
			if e.Cmp(lo[v]) < 0 {
				lo[v] = e
			}
			if e.Cmp(hi[v]) > 0 {
				hi[v] = e
			}
		}
	}
	grid := big.NewInt(1)
	for v := range lo {
		// The exponents of v in p^n lie in [n·lo, n·hi], on a grid of
		// step 1/2 at the finest (only square roots are taken).
		span := new(big.Rat).Sub(hi[v], lo[v])
		span.Mul(span, big.NewRat(int64(2*n), 1))
		k := new(big.Int).Quo(span.Num(), span.Denom())
		grid.Mul(grid, k.Add(k, big.NewInt(1)))
	}
	if grid.Cmp(multi) < 0 {
		multi = grid
	}
	if !multi.IsInt64() {
		return MaxLaurentTerms + 1
	}
	return multi.Int64()
}
