package values

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// A factorisation is complete when the answer is a product and every
// factor is irreducible: over the integers for a number (its primes), over
// the rationals for a polynomial (the books' "factor" is over the integers;
// by Gauss's lemma a primitive integer polynomial irreducible over ℚ is
// irreducible over ℤ). An answer equal to the expression but not in that
// form is undecided, never confirmed.

// productFactors flattens a product (·, juxtaposition, ×, a quotient, a
// power with an integer exponent, a sign) into its factors.
func (c *checker) productFactors(e ast.Expr, mult int, out []algebra.FactorPart) []algebra.FactorPart {
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
			if k, ok := statement.IntLiteral(n.Y); ok && k >= 1 && k <= 1000 {
				return c.productFactors(n.X, mult*k, out)
			}
		}
	}
	return append(out, algebra.FactorPart{E: e, Mult: mult})
}

// factorForm takes a confirmed equality of the expression and the answer
// of a factorisation and keeps it only when the answer is a complete
// factorisation; otherwise the verdict is undecided.
func (c *checker) factorForm(ansE ast.Expr, res decide.Result) decide.Result {
	kind := statement.KindFactor
	parts := c.productFactors(ansE, 1, nil)
	vars := pm.FreeVars(ansE)
	if len(vars) == 0 {
		return c.integerFactorForm(parts, res)
	}
	var nonConst []algebra.FactorPart
	count := 0
	constant := false
	for _, f := range parts {
		if len(pm.FreeVars(f.E)) == 0 {
			if v, err := c.Eval(f.E, nil); err == nil {
				if r, ok := v.Exact(); ok && new(big.Rat).Abs(r).Cmp(big.NewRat(1, 1)) == 0 {
					continue
				}
			}
			constant = true
			continue
		}
		nonConst = append(nonConst, f)
		count += max(f.Mult, -f.Mult)
	}
	var notes []string
	for _, f := range nonConst {
		irr, why := c.irreducibleFactor(f.E)
		if why != "" {
			return decide.Undecided(kind, "the answer equals the expression, but whether the factor %s is irreducible is not known: %s", statement.Clip(ast.Print(f.E), 40), why)
		}
		if !irr.Ok {
			return decide.Undecided(kind, "the answer equals the expression, but it is not completely factored: %s", irr.How)
		}
		notes = append(notes, irr.How)
	}
	if count < 2 && !constant {
		if count == 1 && len(notes) == 1 {
			return decide.Undecided(kind, "the answer equals the expression and is not a product; the polynomial is irreducible (%s), so whether it counts as factored is not clear", notes[0])
		}
		return decide.Undecided(kind, "the answer equals the expression but is not a product of factors")
	}
	res.Note += fmt.Sprintf("; a product of %d non-constant factor(s), each irreducible over the rationals (%s)", count, strings.Join(algebra.Dedupe(notes), "; "))
	return res
}

// integerFactorForm keeps a confirmed factorisation of a number when
// every factor is a prime (a sign aside) and there are at least two.
func (c *checker) integerFactorForm(parts []algebra.FactorPart, res decide.Result) decide.Result {
	kind := statement.KindFactor
	count := 0
	for _, f := range parts {
		v, err := c.Eval(f.E, nil)
		if err != nil {
			return decide.Undecided(kind, "a factor %s cannot be evaluated", statement.Clip(ast.Print(f.E), 30))
		}
		r, ok := v.Exact()
		if !ok || !r.IsInt() || f.Mult < 0 {
			return decide.Undecided(kind, "the answer equals the number, but its factor %s is not an integer", statement.Clip(ast.Print(f.E), 30))
		}
		n := new(big.Int).Abs(r.Num())
		if n.Cmp(big.NewInt(1)) == 0 {
			continue
		}
		if !n.ProbablyPrime(20) {
			return decide.Undecided(kind, "the answer equals the number, but its factor %s is not a prime", n)
		}
		count += f.Mult
	}
	if count < 2 {
		return decide.Undecided(kind, "the answer equals the number but is not a product of primes (the number may be prime itself)")
	}
	res.Note += fmt.Sprintf("; a product of %d primes", count)
	return res
}

// irreducibleFactor decides whether a non-constant factor is irreducible
// over ℚ and, with integer coefficients, primitive; why is set when that
// is not known.
func (c *checker) irreducibleFactor(e ast.Expr) (algebra.Irreducibility, string) {
	vars := pm.FreeVars(e)
	if len(vars) > 1 {
		b := forms.NewAlgBuilder(c.Checker, vars)
		m, ok := b.Conv(e)
		if !ok || len(b.Aux) > 0 || algebra.Mdegree(m.Den) != 0 {
			return algebra.Irreducibility{}, "it is not a polynomial with rational coefficients"
		}
		if algebra.Mdegree(m.Num) == 1 {
			if g := algebra.MContent(m.Num); g != nil && g.Cmp(big.NewInt(1)) != 0 {
				return algebra.Irreducibility{Ok: false, How: fmt.Sprintf("the factor %s has the common factor %s", statement.Clip(ast.Print(e), 30), g)}, ""
			}
			return algebra.Irreducibility{Ok: true, How: "degree 1"}, ""
		}
		return algebra.Irreducibility{}, "a polynomial in several variables of degree above 1"
	}
	x := vars[0]
	p, ok := forms.PolyOf(c.Checker, e, x)
	if !ok {
		return algebra.Irreducibility{}, "it is not a polynomial with rational coefficients"
	}
	if g := algebra.Content(p); g != nil && g.Cmp(big.NewInt(1)) != 0 {
		return algebra.Irreducibility{Ok: false, How: fmt.Sprintf("the factor %s has the common factor %s", statement.Clip(ast.Print(e), 30), g)}, ""
	}
	return irreducibleQ(c, p, x, ast.Print(e))
}

// irreducibleQ decides whether p is irreducible over ℚ: degree 1; a
// rational root or a repeated factor splits it; of degree 2 or 3 without a
// rational root it is irreducible; else Eisenstein's criterion on p(x+s)
// or its reversal, then Kronecker's method (a factor g of degree d ≤ n/2
// in ℤ[x] has g(k) | p(k) at d+1 integers k: every such choice is
// interpolated and tried).
func irreducibleQ(c *checker, p algebra.Poly, x, src string) (algebra.Irreducibility, string) {
	n := p.Deg()
	src = statement.Clip(src, 30)
	if n < 1 {
		return algebra.Irreducibility{}, "it is a constant"
	}
	if n == 1 {
		return algebra.Irreducibility{Ok: true, How: "degree 1"}, ""
	}
	if g := algebra.GcdPoly(p, p.Derive()); g.Deg() > 0 {
		return algebra.Irreducibility{Ok: false, How: fmt.Sprintf("%s has a repeated factor", src)}, ""
	}
	for _, r := range algebra.RealRoots(p) {
		if r.Exact != nil {
			return algebra.Irreducibility{Ok: false, How: fmt.Sprintf("%s has the rational root %s", src, r.Exact.RatString())}, ""
		}
	}
	if n <= 3 {
		return algebra.Irreducibility{Ok: true, How: "no rational root, degree " + fmt.Sprint(n)}, ""
	}
	q := algebra.Primitive(p)
	if algebra.Eisenstein(q) {
		return algebra.Irreducibility{Ok: true, How: "Eisenstein's criterion"}, ""
	}
	for _, s := range []int64{1, -1, 2, -2, 3, -3} {
		if algebra.Eisenstein(algebra.Primitive(algebra.Shift(q, s))) {
			return algebra.Irreducibility{Ok: true, How: fmt.Sprintf("Eisenstein's criterion after x → x%+d", s)}, ""
		}
	}
	found, done := forms.Kronecker(c.Checker, q)
	if found != nil {
		return algebra.Irreducibility{Ok: false, How: fmt.Sprintf("%s has the factor %s", src, ast.Print(forms.PolyExpr(found, x)))}, ""
	}
	if !done {
		return algebra.Irreducibility{}, "Kronecker's method would try too many candidate factors"
	}
	return algebra.Irreducibility{Ok: true, How: "no factor of degree up to half by Kronecker's method"}, ""
}
