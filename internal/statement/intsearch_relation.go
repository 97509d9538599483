package statement

import "github.com/dgnpipe/dgnpipe/internal/latex/ast"

// Issue 25 round 2: an integer search whose condition is a relation
// between two formulas in the search's variable ("the least positive
// integer $n$ such that $\gcd(n^3, n!) \geq 100$"). Each link of a chain
// ("$10 < n^2 < 200$") is one condition; the prover decides it exactly on
// every candidate.

// OpRelation is Subj K Rhs, K an ast.RelOp (=, ≠, <, ≤, >, ≥).
const OpRelation SearchOp = 100

// isSearchRel reports a formula that is a relation.
func isSearchRel(e ast.Expr) bool {
	_, ok := e.(*ast.Rel)
	return ok
}

// relation reads the formula at the cursor as relations in the search's
// variable; false when a link is not a comparison or a side has another
// free variable.
func (p *searchParser) relation() bool {
	t := p.t[p.i]
	r, ok := t.fe.(*ast.Rel)
	if !ok {
		return false
	}
	for _, a := range r.Args {
		if !p.useVars(a) {
			return false
		}
	}
	for k, op := range r.Ops {
		switch op {
		case ast.Eq, ast.Ne, ast.Lt, ast.Le, ast.Gt, ast.Ge:
		default:
			return false
		}
		p.add(SearchCond{Op: OpRelation, Subj: r.Args[k], SubjSrc: t.f, Rhs: r.Args[k+1], K: int(op)})
	}
	p.i++
	return true
}
