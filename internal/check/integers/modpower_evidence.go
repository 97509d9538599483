package integers

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// maxChainBits bounds the exponent of a power whose residue is written
// as a chain of squarings.
const maxChainBits = 64

// replacePowers replaces each power b^n of integers in e whose value has
// more digits than another engine computes exactly (9^{2010}) by its
// residue t modulo m, with the square-and-multiply chain that computes
// it, one congruence of small numbers a step: s_1 = b and, for each
// further binary digit of n, s² · b^digit - s' ≡ 0 (mod m), s' the
// residue of b to the exponent read so far (written with the floor
// function, decide.CongruentZero). ok is false when a step is too long
// or no power was replaced.
func replacePowers(e ast.Expr, m *big.Int) (ast.Expr, []decide.Comparison, bool) {
	out, ev, err := mapIntPowers(e, func(p *ast.Binary, b, k *big.Int) (ast.Expr, []decide.Comparison, error) {
		if b == nil || k.Sign() <= 0 || k.BitLen() > maxChainBits || b.BitLen()*int(min(k.Int64(), 1<<20)) < 128 {
			return p, nil, nil // not a power of integers, or small enough as it is
		}
		chain, t, ok := powerChain(p.X, b, k, m)
		if !ok {
			return nil, nil, fmt.Errorf("a step too long")
		}
		return decide.IntExpr(t), chain, nil
	})
	if err != nil || len(ev) == 0 {
		return nil, nil, false
	}
	return out, ev, true
}

// mapIntPowers replaces, innermost first, each power of e whose exponent
// is an integer k by what f makes of it (b: the base's integer value, nil
// when it has none), and gathers the comparisons f records; f returns the
// power itself to leave it, and an error to give up.
func mapIntPowers(e ast.Expr, f func(p *ast.Binary, b, k *big.Int) (ast.Expr, []decide.Comparison, error)) (ast.Expr, []decide.Comparison, error) {
	var ev []decide.Comparison
	var walk func(ast.Expr) (ast.Expr, error)
	walk = func(n ast.Expr) (ast.Expr, error) {
		n, err := ast.MapChildren(n, walk)
		if err != nil {
			return nil, err
		}
		p, ok := n.(*ast.Binary)
		if !ok || p.Op != ast.Pow {
			return n, nil
		}
		k, err := algebra.IntValue(p.Y)
		if err != nil {
			return n, nil
		}
		b, err := algebra.IntValue(p.X)
		if err != nil {
			b = nil
		}
		out, cmps, err := f(p, b, k)
		if err != nil {
			return nil, err
		}
		ev = append(ev, cmps...)
		return out, nil
	}
	out, err := walk(e)
	return out, ev, err
}

// powerChain is the chain of congruences that computes b^k mod m by
// square-and-multiply (bx the base as the statement writes it), and the
// residue t in [0, m).
func powerChain(bx ast.Expr, b, k, m *big.Int) ([]decide.Comparison, *big.Int, bool) {
	var out []decide.Comparison
	s := new(big.Int).Mod(b, m)
	cmp, ok := decide.CongruentZero(fmt.Sprintf("%s^1 ≡ %s (mod %s)", ast.Print(bx), s, m), &ast.Binary{Op: ast.Sub, X: bx, Y: decide.IntExpr(s)}, m)
	if !ok {
		return nil, nil, false
	}
	out = append(out, cmp)
	e := big.NewInt(1)
	for i := k.BitLen() - 2; i >= 0; i-- {
		e.Lsh(e, 1)
		next := new(big.Int).Mul(s, s)
		var left ast.Expr = &ast.Binary{Op: ast.Pow, X: decide.IntExpr(s), Y: &ast.Number{Int: "2"}}
		if k.Bit(i) == 1 {
			e.Add(e, big.NewInt(1))
			next.Mul(next, b)
			left = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: left, Y: bx}
		}
		next.Mod(next, m)
		cmp, ok := decide.CongruentZero(fmt.Sprintf("%s^%s ≡ %s (mod %s)", ast.Print(bx), e, next, m), &ast.Binary{Op: ast.Sub, X: left, Y: decide.IntExpr(next)}, m)
		if !ok {
			return nil, nil, false
		}
		out = append(out, cmp)
		s = next
	}
	return out, s, true
}
