package intphrase

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// maxPeriod bounds the residues of one letter tried.
const maxPeriod = 100_000

// givenRemainder is the remainder asked of integers known by their
// remainders, and how; a nil value with why not. The sum or the product
// of letters is op of their remainders modulo m, where m divides every
// letter's modulus; E in one letter x ≡ r (mod k), a polynomial with
// integer coefficients, takes E(x) mod m at every x of [0, lcm(k, m))
// with x ≡ r, and the remainder is asked only where they all agree.
func givenRemainder(q intphrase.GivenRemainder) (*big.Rat, string) {
	m := big.NewInt(q.M)
	if q.E == nil {
		acc := big.NewInt(0)
		if q.Op == "product" {
			acc.SetInt64(1)
		}
		var rs, mods []string
		for _, g := range q.Given {
			if g.Mod%q.M != 0 {
				return nil, fmt.Sprintf("%d does not divide the modulus %d of %s", q.M, g.Mod, g.Var)
			}
			if q.Op == "product" {
				acc.Mul(acc, big.NewInt(g.Rem))
			} else {
				acc.Add(acc, big.NewInt(g.Rem))
			}
			rs = append(rs, fmt.Sprint(g.Rem))
			mods = append(mods, fmt.Sprintf("%s ≡ %d (mod %d)", g.Var, g.Rem, g.Mod))
		}
		acc.Mod(acc, m)
		sym := map[string]string{"sum": " + ", "product": "·"}[q.Op]
		return new(big.Rat).SetInt(acc), fmt.Sprintf("%s: their %s is ≡ %s ≡ %s (mod %d), %d dividing every modulus", strings.Join(mods, ", "), q.Op, strings.Join(rs, sym), acc, q.M, q.M)
	}
	g := q.Given[0]
	if !polyIn(q.E, g.Var) {
		return nil, "the expression is not a polynomial with integer coefficients in " + g.Var
	}
	l := g.Mod / gcd(g.Mod, q.M) * q.M
	if l > maxPeriod {
		return nil, fmt.Sprintf("the period %d is too long", l)
	}
	r := g.Rem
	if g.Neg {
		r = (g.Mod - g.Rem%g.Mod) % g.Mod
	}
	var got *big.Int
	for x := r; x < l; x += g.Mod {
		e, err := algebra.SubstInt(q.E, g.Var, big.NewInt(x))
		if err != nil {
			return nil, err.Error()
		}
		v, err := algebra.IntMod(e, m)
		if err != nil {
			return nil, fmt.Sprintf("the expression at %s = %d is not an integer: %v", g.Var, x, err)
		}
		if got == nil {
			got = v
		} else if got.Cmp(v) != 0 {
			return nil, fmt.Sprintf("the remainder modulo %d is not determined: %s and %s", q.M, got, v)
		}
	}
	if got == nil {
		return nil, "no residue satisfies the statement"
	}
	return new(big.Rat).SetInt(got), fmt.Sprintf("%s ≡ %d (mod %d): the expression is ≡ %s (mod %d) at every %s ≡ %d of [0, %d), exactly", g.Var, r, g.Mod, got, q.M, g.Var, r, l)
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// polyIn reports whether x enters e only as in a polynomial with integer
// coefficients: a subformula without x is closed (computed exactly by
// algebra.IntMod, or an error); one with x is x, a sign, a sum, a
// difference, a product or a power with a closed exponent.
func polyIn(e ast.Expr, x string) bool {
	if !mentions(e, x) {
		return true
	}
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == x
	case *ast.Unary:
		return (e.Op == ast.Neg || e.Op == ast.Plus) && polyIn(e.X, x)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul:
			return polyIn(e.X, x) && polyIn(e.Y, x)
		case ast.Pow:
			return !mentions(e.Y, x) && polyIn(e.X, x)
		}
	}
	return false
}

func mentions(e ast.Expr, x string) bool {
	found := false
	ast.Inspect(e, func(n ast.Expr) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == x {
			found = true
		}
		return !found
	})
	return found
}

// checkGivenRemainder is CheckPhrase on a remainder asked of integers
// known by their remainders.
func checkGivenRemainder(c *decide.Checker, q intphrase.GivenRemainder, answerSrc string) decide.Result {
	kind := statement.KindValue
	want, how := givenRemainder(q)
	if want == nil {
		return decide.Undecided(kind, "a remainder of integers known by their remainders: %s", how)
	}
	return verdict(c, kind, want, how, answerSrc, "")
}
