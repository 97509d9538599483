package equations

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// A claimed solution of a system is substituted into each equation and
// the two sides decided by the one decision of equality
// (decideUnbounded) with the digits the solution itself asks for
// (answerDigits of its values): (√2/2·(1+10^-40), √2/2) for x+y=√2,
// x−y=0 agrees to 40 digits but asks for more. A pair equal or near at
// precBits is decided again at hiPrecBits, the solution's values
// re-evaluated there (recheck).

// solutionCheck is how failingEquation decides an equation's two sides.
type solutionCheck struct {
	demand int
	// hi re-decides q's sides l, r at hiPrecBits; nil: a near pair is
	// undecided.
	hi func(q *ast.Rel, l, r cas.Value) decide.HiCheck
}

// decide is the state of q's sides l and r; why describes a difference
// found at hiPrecBits.
func (sc solutionCheck) decide(q *ast.Rel, l, r cas.Value) (state decide.CmpState, why string) {
	eq := decide.DecideUnbounded(l, r, nil, sc.demand)
	if (eq.State != decide.Same && !eq.Near) || !decide.InexactPair(l, r) {
		return eq.State, ""
	}
	if sc.hi == nil {
		return eq.State, ""
	}
	h := sc.hi(q, l, r)
	if h.State == decide.Differ {
		why = fmt.Sprintf("the two sides agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s", decide.PrecBits, decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3))
	}
	return h.State, why
}

// namedDigits is the most digits a value of a named solution asks for.
func namedDigits(sol systemSol) int {
	n := 0
	for _, e := range sol.named {
		n = max(n, decide.AnswerDigits(e))
	}
	return n
}

// claimedSolutionCheck is the solutionCheck of the claimed solution sol
// of the unknowns vars: its digits, and the re-check with its values and
// the statement's substitutions bound at hiPrecBits.
func (c *checker) claimedSolutionCheck(st *statement.Statement, sol systemSol, vars []string) solutionCheck {
	var substs []statement.Substitution
	demand := 0
	for i, v := range vars {
		var e ast.Expr
		if sol.named != nil {
			e = sol.named[v]
		} else if i < len(sol.items) {
			e = sol.items[i]
		}
		if e == nil {
			return solutionCheck{demand: demand}
		}
		demand = max(demand, c.AnswerDemand(e))
		substs = append(substs, statement.Substitution{Name: v, Val: e, Src: ast.Print(e)})
	}
	substs = append(substs, st.Substs...)
	return solutionCheck{demand: demand, hi: func(q *ast.Rel, l, r cas.Value) decide.HiCheck {
		return c.Recheck(q.Args[0], q.Args[1], cas.Env{}, substs, l, r)
	}}
}
