package statement

import (
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25: an integer search whose condition is a relation
// between two formulas in the search's variable ("the least positive
// integer $n$ such that $\gcd(n^3, n!) \geq 100$"). Each link of a chain
// ("$10 < n^2 < 200$") is one condition; the prover decides it exactly on
// every candidate.

// OpRelation is Subj K Rhs, K an ast.RelOp (=, ≠, <, ≤, >, ≥).
const OpRelation SearchOp = 100

// OpDivisorsAtLeast (issue 42, OlympiadBench): the formula Subj has at
// least Arg positive divisors ("such that $n^{n}$ has at least 1,000,000
// positive divisors").
const OpDivisorsAtLeast SearchOp = 101

// OpDivisorProduct (issue 42, OlympiadBench): the product of all the
// positive divisors of Subj equals Rhs ("such that the product of all
// positive divisors of $n$ equals $n^{4}$").
const OpDivisorProduct SearchOp = 102

// divisorProduct reads "the product of all (the) positive divisors of $S$
// equals (is equal to) $R$", S and R formulas in the search's variable.
func (p *searchParser) divisorProduct() bool {
	save := p.i
	if !p.words("the", "product", "of", "all") {
		return false
	}
	p.words("the")
	if !p.words("positive", "divisors", "of") || p.i >= len(p.t) || p.t[p.i].fe == nil || !p.useVars(p.t[p.i].fe) {
		p.i = save
		return false
	}
	subj := p.t[p.i]
	p.i++
	if !p.words("equals") && !p.words("is", "equal", "to") || p.i >= len(p.t) || p.t[p.i].fe == nil || !p.useVars(p.t[p.i].fe) {
		p.i = save
		return false
	}
	p.add(SearchCond{Op: OpDivisorProduct, Subj: subj.fe, SubjSrc: subj.f, Rhs: p.t[p.i].fe})
	p.i++
	return true
}

// divisorsAtLeast reads "has at least N positive divisors (factors)"
// after the formula subj.
func (p *searchParser) divisorsAtLeast(subj ast.Expr, src string) bool {
	save := p.i
	if !p.words("has", "at", "least") {
		return false
	}
	n, ok := p.num()
	if !ok || n.V == nil || n.V.Sign() <= 0 || !p.words("positive") {
		p.i = save
		return false
	}
	if _, ok := p.oneOf("divisors", "factors"); !ok {
		p.i = save
		return false
	}
	p.add(SearchCond{Op: OpDivisorsAtLeast, Subj: subj, SubjSrc: src, Arg: n})
	return true
}

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

// headRelation reads the variable written with a relation after the head
// ("the least integer $n>2023$", "the greatest integer $k \leq 1000$"):
// the first side one letter, the others closed. true when the token is no
// relation (nothing read); false when it is one of another form.
func (p *searchParser) headRelation() bool {
	r, ok := p.t[p.i].fe.(*ast.Rel)
	if !ok {
		return true
	}
	id, ok := r.Args[0].(*ast.Ident)
	if !ok || p.s.Var != "" {
		return false
	}
	p.s.Var = id.Name
	for _, a := range r.Args[1:] {
		if len(pm.FreeVars(a)) > 0 {
			return false
		}
	}
	return p.relation()
}
