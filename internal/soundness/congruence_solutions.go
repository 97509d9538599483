package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/congruence"
)

// Issue 42, the solutions of congruences in one unknown
// (internal/check/integers/congruence_solutions.go): an inverse or a
// residue asked in words, and the count, sum, smallest, largest or two
// smallest solutions of a range. The integer answer v is mutated to
// v ± 1 (another class, another count) and v ± m for the question's
// modulus m (the same class, another solution): leg 1 must compute the
// aggregate over the range asked, never only a class. (A mutant that
// congruence-slip already made for a statement with \pmod is not made
// twice.)
const SolutionsSlip = "solutions-slip"

func init() { registerFamily(SolutionsSlip, (*gen).solutionsSlips) }

func (g *gen) solutionsSlips(problem, _ string) {
	q, ok := congruence.Read(problem)
	if !ok {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil {
		return
	}
	if neg {
		v = new(big.Int).Neg(v)
	}
	emit := func(x *big.Int) {
		if x.Cmp(v) == 0 || (q.Agg == congruence.AggCount && x.Sign() < 0) {
			return
		}
		if x.Sign() < 0 {
			g.emit(SolutionsSlip, &ast.Unary{Op: ast.Neg, X: num(new(big.Int).Neg(x).String())})
			return
		}
		g.emit(SolutionsSlip, num(x.String()))
	}
	one := big.NewInt(1)
	emit(new(big.Int).Sub(v, one))
	emit(new(big.Int).Add(v, one))
	if m, ok := new(big.Int).SetString(q.Mod, 10); ok && m.Cmp(big.NewInt(2)) >= 0 {
		emit(new(big.Int).Add(v, m))
		emit(new(big.Int).Sub(v, m))
	}
}
