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

// Issue 42 (OlympiadBench): "$E$ has at least N positive divisors" (N in Arg), "the product of all positive divisors of $S$ equals $R$".
const OpDivisorsAtLeast, OpDivisorProduct SearchOp = 101, 102

// OpSameDivisors: "$A$ and $B$ have the same number of (positive)
// divisors" (Subj A, Rhs B; issue 42, OlympiadBench).
const OpSameDivisors SearchOp = 103

// sameDivisors reads "$A$ and $B$ have the same number of [positive] divisors|factors".
func (p *searchParser) sameDivisors() bool {
	save := p.i
	a, ok := p.varFormula(true)
	b, ok := p.varFormula(ok && p.words("and"))
	if ok && p.words("have", "the", "same", "number", "of") {
		p.words("positive")
		if _, ok := p.oneOf("divisors", "factors"); ok {
			p.add(SearchCond{Op: OpSameDivisors, Subj: a.fe, SubjSrc: a.f + " and " + b.f, Rhs: b.fe})
			return true
		}
	}
	p.i = save
	return false
}

// divisorsAtLeast reads "has at least N positive divisors (factors)".
func (p *searchParser) divisorsAtLeast(subj ast.Expr, src string) bool {
	save := p.i
	if p.words("has", "at", "least") {
		if n, ok := p.num(); ok && n.V != nil && n.V.Sign() > 0 && p.words("positive") && (p.words("divisors") || p.words("factors")) {
			p.add(SearchCond{Op: OpDivisorsAtLeast, Subj: subj, SubjSrc: src, Arg: n})
			return true
		}
	}
	p.i = save
	return false
}

// divisorProduct reads "the product of all (the) positive divisors of $S$ equals (is equal to) $R$".
func (p *searchParser) divisorProduct() bool {
	save, ok := p.i, p.words("the", "product", "of", "all")
	p.words("the")
	s, ok := p.varFormula(ok && p.words("positive", "divisors", "of"))
	if r, ok := p.varFormula(ok && (p.words("equals") || p.words("is", "equal", "to"))); ok {
		p.add(SearchCond{Op: OpDivisorProduct, Subj: s.fe, SubjSrc: s.f, Rhs: r.fe})
		return true
	}
	p.i = save
	return false
}

// varFormula reads a formula in the search's variable where ok.
func (p *searchParser) varFormula(ok bool) (searchTok, bool) {
	if !ok || p.i >= len(p.t) || p.t[p.i].fe == nil || !p.useVars(p.t[p.i].fe) {
		return searchTok{}, false
	}
	p.i++
	return p.t[p.i-1], true
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
