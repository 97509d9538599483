package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement/progcond"
)

// Issue 42 (Gaokao): mutations of the term or sum asked about a
// progression given by equations between its terms and sums
// (progcond.Read). Leg 1 confirms such an answer only when the
// quantity takes one value on every real solution of the equations, so
// any other number is a different answer. The mutants are the
// neighbouring index's value at one real solution (u, w) (first term,
// common difference or ratio): a_{k-1} and a_{k+1} for a_k, S_{k-1} and
// S_{k+1} for S_k, the off-by-one of an index. The solution is the one
// leg 1 recorded as evidence, substituted back here into every equation
// and kept only when each holds exactly.

// ProgShift is the mutation type of a progression's term asked.
const ProgShift = "prog-shift" // a_k as a_{k-1}, a_{k+1} (S_k as S_{k-1}, S_{k+1}) at a solution

// progShift adds the prog-shift mutants of a rational answer to a
// progcond.Read statement that asks for one term or sum.
func (g *gen) progShift(problem, answer string) {
	pc, ok := progcond.Read(problem)
	if !ok {
		return
	}
	id, ok := pc.Ask.(*ast.Ident)
	if !ok {
		return
	}
	letter, k, ok := progcond.Index(id.Name)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	u, w, ok := g.progPoint(problem, answer)
	if !ok {
		return
	}
	for _, n := range []int{k - 1, k + 1} {
		if n < 1 {
			continue
		}
		if x := progValue(pc.Geometric, letter == "S", n, u, w); x.Cmp(ans) != 0 {
			g.emit(ProgShift, algebra.RatExpr(x))
		}
	}
}

// progPoint is a real solution (u, w) leg 1 recorded for a confirmed
// answer, every recorded equation holding exactly at it.
func (g *gen) progPoint(problem, answer string) (u, w *big.Rat, ok bool) {
	res := check.Check(g.p.ctx, problem, answer, check.Options{Seed: 1})
	if res.Verdict != record.Confirm {
		return nil, nil, false
	}
	for _, cmp := range res.Evidence {
		if cmp.Want != record.WantEqual || len(cmp.Points) != 1 {
			continue
		}
		pt := cmp.Points[0]
		uv, ok1 := pt["u"].Exact()
		wv, ok2 := pt["w"].Exact()
		if !ok1 || !ok2 {
			continue
		}
		env := map[string]ast.Expr{"u": algebra.RatExpr(uv), "w": algebra.RatExpr(wv)}
		for _, c := range res.Evidence {
			if c.What == "the quantity asked at a solution of the equations" || c.Want != record.WantEqual {
				continue
			}
			l, okl := g.p.constant(substTree(c.Left, env))
			r, okr := g.p.constant(substTree(c.Right, env))
			lv, e1 := l.Exact()
			rv, e2 := r.Exact()
			if !okl || !okr || !e1 || !e2 || lv.Cmp(rv) != 0 {
				return nil, nil, false
			}
		}
		return uv, wv, true
	}
	return nil, nil, false
}

// progValue is a_n (or S_n when sum) of the progression with first term u
// and common difference (ratio) w.
func progValue(geometric, sum bool, n int, u, w *big.Rat) *big.Rat {
	out, term := new(big.Rat), new(big.Rat).Set(u)
	for j := 1; j <= n; j++ {
		if sum || j == n {
			out.Add(out, term)
		}
		if geometric {
			term.Mul(term, w)
		} else {
			term.Add(term, w)
		}
	}
	return out
}
