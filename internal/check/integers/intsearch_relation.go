package integers

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25: a relation between two formulas in the variable of an
// integer search, decided exactly for one candidate: each side evaluated
// as an integer (powers, factorials, gcd and lcm, exact quotients) or, if
// it is no integer, as a rational number; a side that is neither (a root,
// a division by zero) is an error, and the search is undecided.

// relationHolds decides Subj K Rhs at n = v.
func relationHolds(v *big.Int, c searchCond, name string, w *algebra.Work) (bool, error) {
	l, err := searchSideValue(c.Subj, name, v, w)
	if err != nil {
		return false, err
	}
	r, err := searchSideValue(c.Rhs, name, v, w)
	if err != nil {
		return false, err
	}
	return forms.CmpRelation(ast.RelOp(c.K), l.Cmp(r))
}

// searchSideValue is the exact value of one side at n = v.
func searchSideValue(e ast.Expr, name string, v *big.Int, w *algebra.Work) (*big.Rat, error) {
	s, err := algebra.SubstInt(e, name, v)
	if err != nil {
		return nil, err
	}
	x, err := algebra.IntValue(s)
	if err == nil {
		if err := w.Spend(x.BitLen() / 64); err != nil {
			return nil, err
		}
		return new(big.Rat).SetInt(x), nil
	}
	if !errors.Is(err, algebra.ErrNotInteger) {
		return nil, err
	}
	q, err := algebra.RatValue(s)
	if err != nil {
		return nil, err
	}
	if err := w.Spend((q.Num().BitLen() + q.Denom().BitLen()) / 64); err != nil {
		return nil, err
	}
	return q, nil
}

// relationText is the relation for a note: "gcd(n^3, n!) ≥ 100".
func relationText(c searchCond) string {
	ops := map[ast.RelOp]string{ast.Eq: "=", ast.Ne: "≠", ast.Lt: "<", ast.Le: "≤", ast.Gt: ">", ast.Ge: "≥"}
	return fmt.Sprintf("%s %s %s", statement.Clip(ast.Print(c.Subj), 30), ops[ast.RelOp(c.K)], statement.Clip(ast.Print(c.Rhs), 30))
}

// relationEnds supplies the missing near end of a search from a polynomial
// relation P(n) op 0 among its conditions (P = lhs − rhs, rational
// coefficients): every real root of P lies within Cauchy's bound B = 1 +
// max |a_i / a_d| (for degree 1, at the root r itself), and beyond it P
// has the sign of a_d·n^d; if that sign fails the relation, no integer
// beyond the bound satisfies the conditions.
func relationEnds(s statement.IntSearch, conds []searchCond, lo, hi *big.Int, bound string) (*big.Int, *big.Int, string) {
	if s.Largest && hi != nil || !s.Largest && lo != nil {
		return lo, hi, bound
	}
	for _, c := range conds {
		if c.Op != statement.OpRelation || c.Not {
			continue
		}
		end, ok := relationEnd(c, s.Var, s.Largest)
		if !ok {
			continue
		}
		if s.Largest {
			return lo, end, bound + fmt.Sprintf(" (%s fails for every %s > %s: beyond the real roots of the difference of its sides, which lie at most at %s (Cauchy's bound; the root itself for degree 1), the difference has the sign of its leading term)", relationText(c), s.Var, end, end)
		}
		return end, hi, bound + fmt.Sprintf(" (%s fails for every %s < %s: below the real roots of the difference of its sides, which lie at least at %s (Cauchy's bound; the root itself for degree 1), the difference has the sign of its leading term)", relationText(c), s.Var, end, end)
	}
	return lo, hi, bound
}

// relationEnd is an end beyond which the relation c fails for every n on
// the side asked (n → +∞ for the largest: an upper end; −∞ for the
// smallest: a lower end).
func relationEnd(c searchCond, name string, largest bool) (*big.Int, bool) {
	p, err := algebra.PolyIn(&ast.Binary{Op: ast.Sub, X: c.Subj, Y: c.Rhs}, name)
	if err != nil {
		return nil, false
	}
	p = algebra.Trim(p)
	d := p.Deg()
	if d < 1 {
		return nil, false
	}
	lead := p[d]
	sign := lead.Sign()
	if !largest && d%2 == 1 {
		sign = -sign
	}
	switch ast.RelOp(c.K) {
	case ast.Ne:
		return nil, false
	case ast.Lt, ast.Le:
		if sign < 0 {
			return nil, false
		}
	case ast.Gt, ast.Ge:
		if sign > 0 {
			return nil, false
		}
	case ast.Eq:
	default:
		return nil, false
	}
	if d == 1 {
		// The one root r = −a_0/a_1: every n > r (or n < r) fails.
		r := new(big.Rat).Neg(new(big.Rat).Quo(p[0], lead))
		if largest {
			return forms.RatFloor(r), true
		}
		return new(big.Int).Neg(forms.RatFloor(new(big.Rat).Neg(r))), true
	}
	b := new(big.Rat)
	for _, a := range p[:d] {
		q := new(big.Rat).Quo(a, lead)
		if q.Abs(q).Cmp(b) > 0 {
			b = q
		}
	}
	b.Add(b, big.NewRat(1, 1))
	if b.Num().BitLen() > 64 {
		return nil, false
	}
	end := new(big.Int).Neg(forms.RatFloor(new(big.Rat).Neg(b))) // ⌈B⌉
	if !largest {
		end.Neg(end)
	}
	return end, true
}
