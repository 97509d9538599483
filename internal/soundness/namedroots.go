package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/namedroots"
)

// Issue 42: mutations of an answer about an expression in the two named
// roots of a quadratic equation (namedroots.Read). Each is the
// expression's value after a slip, computed exactly like leg 1's:
//
//   - roots-negated: at the negated roots (the sign of Vieta's sum
//     slipped: the roots of p(−x));
//   - roots-monic: at the roots of the polynomial with its leading
//     coefficient dropped (a·x² + b·x + c read as x² + b·x + c), when
//     a ≠ 1;
//   - roots-order: an ordered question (a ≥ b) with the roots exchanged.
//
// Each is emitted only when the value is rational and differs from the
// answer.

// Mutation types of the named roots.
const (
	RootsNegated = "roots-negated" // the expression at the negated roots
	RootsMonic   = "roots-monic"   // at the roots with the leading coefficient dropped
	RootsOrder   = "roots-order"   // the ordered roots exchanged
)

// The types are listed after the others (Types is in table order).
func init() { Types = append(Types, RootsNegated, RootsMonic, RootsOrder) }

// namedRoots adds the named-roots mutants.
func (g *gen) namedRoots(problem string) {
	q, ok := namedroots.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	eq, err := algebra.LFracOf(q.Eq, map[string]bool{q.Var: true})
	if err != nil {
		return
	}
	p, ok := eq.N.ToPoly(q.Var)
	if !ok || algebra.Trim(p).Deg() != 2 {
		return
	}
	e, err := algebra.LFracOf(q.Expr, map[string]bool{q.Names[0]: true, q.Names[1]: true})
	if err != nil {
		return
	}
	value := func(p algebra.Poly, neg, swap bool) (*big.Rat, bool) {
		f, r1, r2, ok := algebra.QuadPairRoots(p)
		if !ok {
			return nil, false
		}
		if neg {
			r1 = algebra.QuadNum{P: new(big.Rat).Neg(r1.P), Q: new(big.Rat).Neg(r1.Q)}
			r2 = algebra.QuadNum{P: new(big.Rat).Neg(r2.P), Q: new(big.Rat).Neg(r2.Q)}
		}
		if swap {
			r1, r2 = r2, r1
		}
		w, ok := f.At(e, map[string]algebra.QuadNum{q.Names[0]: r1, q.Names[1]: r2})
		if !ok || !w.IsRational() {
			return nil, false
		}
		return w.P, true
	}
	emit := func(typ string, w *big.Rat, ok bool) {
		if ok && w.Cmp(ans) != 0 {
			g.emit(typ, algebra.RatExpr(w))
		}
	}
	w, ok := value(p, true, false)
	emit(RootsNegated, w, ok)
	if p[2].Cmp(big.NewRat(1, 1)) != 0 {
		m := algebra.Poly{p[0], p[1], big.NewRat(1, 1)}
		w, ok := value(m, false, false)
		emit(RootsMonic, w, ok)
	}
	if q.Ordered {
		w, ok := value(p, false, true)
		emit(RootsOrder, w, ok)
	}
}
