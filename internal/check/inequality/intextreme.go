package inequality

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intineq"
)

// CheckIntExtreme checks a question on the integers that satisfy linear
// inequalities in one letter (issue 42; statement/intineq): every
// comparison of every chain, A op B, has A − B of degree at most 1 in the
// letter with rational coefficients (forms.PolyOf), so the solution set is
// an interval with exact ends; the integers of the domain in it (every
// integer, the whole numbers, the positive integers) give the greatest,
// the least, their count, their sum or the only one, computed exactly and
// compared with the answer's exact value. An end the question needs that
// is missing (no greatest integer), an empty set, or several integers where
// one is asked leave the row undecided. ok is false when the statement is
// not read.
func CheckIntExtreme(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := intineq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	lo, hi, why := integerRange(c, q)
	if why == "" {
		var want *big.Rat
		want, why = intAsked(q.Ask, lo, hi)
		if why == "" {
			got, r := c.OneExactAnswer(answerSrc, kind, q.Shape, q.Var)
			if r != nil {
				return *r, true
			}
			what := fmt.Sprintf("the question %q on the integers %s", q.Shape, rangeText(lo, hi))
			if got.Cmp(want) != 0 {
				return decide.WithExactEvidence(decide.Refute(kind, "%s: %s, not %s", what, want.RatString(), got.RatString()), what, want, algebra.RatExpr(got)), true
			}
			return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s, equal to the answer", what, want.RatString()), what, want, algebra.RatExpr(got)), true
		}
	}
	return decide.Undecided(kind, "the question %q on the integers that satisfy the inequalities: %s", q.Shape, why), true
}

// integerRange is the least and greatest integer of the domain that
// satisfy every inequality (nil: no bound on that side), or why they are
// not computed.
func integerRange(c *decide.Checker, q intineq.Question) (lo, hi *big.Int, why string) {
	switch q.Domain {
	case intineq.Whole:
		lo = big.NewInt(0)
	case intineq.Positive:
		lo = big.NewInt(1)
	}
	for _, r := range q.Ineqs {
		for i, op := range r.Ops {
			d, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: r.Args[i], Y: r.Args[i+1]}, q.Var)
			if !ok || len(d) > 2 {
				return nil, nil, "a side is not linear in " + q.Var
			}
			var a, b *big.Rat
			b, a = new(big.Rat), new(big.Rat)
			if len(d) > 0 {
				b = d[0]
			}
			if len(d) > 1 {
				a = d[1]
			}
			if a.Sign() == 0 {
				if !holds(op, b.Sign()) {
					return nil, nil, "a comparison of numbers is false: no integer satisfies them"
				}
				continue
			}
			// a·x + b op 0: x op' −b/a, the comparison reversed when a < 0.
			root := new(big.Rat).Neg(new(big.Rat).Quo(b, a))
			upper := op == ast.Lt || op == ast.Le
			if a.Sign() < 0 {
				upper = !upper
			}
			strict := op == ast.Lt || op == ast.Gt
			if upper {
				hi = minInt(hi, ceilBelow(root, strict))
			} else {
				lo = maxInt(lo, floorAbove(root, strict))
			}
		}
	}
	if lo != nil && hi != nil && lo.Cmp(hi) > 0 {
		return nil, nil, "no integer satisfies them"
	}
	return lo, hi, ""
}

// holds is the truth of "v op 0" for v of sign s.
func holds(op ast.RelOp, s int) bool {
	switch op {
	case ast.Lt:
		return s < 0
	case ast.Le:
		return s <= 0
	case ast.Gt:
		return s > 0
	}
	return s >= 0
}

// ceilBelow is the greatest integer below r (at most r when not strict).
func ceilBelow(r *big.Rat, strict bool) *big.Int {
	f := algebra.FloorRat(r)
	if strict && r.IsInt() {
		f.Sub(f, big.NewInt(1))
	}
	return f
}

// floorAbove is the least integer above r (at least r when not strict).
func floorAbove(r *big.Rat, strict bool) *big.Int {
	f := algebra.FloorRat(r)
	if !r.IsInt() || strict {
		f.Add(f, big.NewInt(1))
	}
	return f
}

func minInt(a, b *big.Int) *big.Int {
	if a == nil || b.Cmp(a) < 0 {
		return b
	}
	return a
}

func maxInt(a, b *big.Int) *big.Int {
	if a == nil || b.Cmp(a) > 0 {
		return b
	}
	return a
}

// intAsked is the value asked of the integers lo..hi, or why it is not
// computed.
func intAsked(ask intineq.Ask, lo, hi *big.Int) (*big.Rat, string) {
	switch ask {
	case intineq.AskMax:
		if hi == nil {
			return nil, "they have no greatest"
		}
		return new(big.Rat).SetInt(hi), ""
	case intineq.AskMin:
		if lo == nil {
			return nil, "they have no least"
		}
		return new(big.Rat).SetInt(lo), ""
	}
	if lo == nil || hi == nil {
		return nil, "there are infinitely many"
	}
	n := new(big.Int).Add(new(big.Int).Sub(hi, lo), big.NewInt(1))
	switch ask {
	case intineq.AskCount:
		return new(big.Rat).SetInt(n), ""
	case intineq.AskSum:
		s := new(big.Int).Mul(new(big.Int).Add(lo, hi), n)
		return new(big.Rat).SetFrac(s, big.NewInt(2)), ""
	case intineq.AskOne:
		if n.Cmp(big.NewInt(1)) != 0 {
			return nil, fmt.Sprintf("there are %s of them, not one", n)
		}
		return new(big.Rat).SetInt(lo), ""
	}
	return nil, "the question is not computed"
}

// rangeText writes lo..hi for notes.
func rangeText(lo, hi *big.Int) string {
	l, h := "−∞", "∞"
	if lo != nil {
		l = lo.String()
	}
	if hi != nil {
		h = hi.String()
	}
	return "from " + l + " to " + h
}
