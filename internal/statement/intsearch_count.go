package statement

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42: integer searches read as counts, "How many <integers>
// <conditions>?" ("How many positive three-digit integers are not
// multiples of 7?", "How many positive factors does 48 have?"): the search
// grammar led by "how many", with plural heads and the ranges a count
// names ("between A and B", "from A to B", "less than or equal to N"). The
// prover counts every integer of the range. Where the words allow two
// readings ("between" with or without its ends, "natural numbers" from 0
// or from 1, "factors" with or without the negative ones) the condition is
// Loose, and the prover requires both readings to give one count.

// The conditions only a count reads.
const (
	// OpBetween: Arg ≤ n ≤ Mod ("from A to B", "between A and B,
	// inclusive"); Loose ("between A and B"): Arg < n < Mod as well.
	OpBetween SearchOp = 200 + iota
	// OpNatural: n ≥ 0 and n ≥ 1, both readings.
	OpNatural
	// OpSigned: the divisors of a number without "positive": the
	// positive ones and all of them, both readings.
	OpSigned
)

// SearchCount is the number of integers under Conds.
const SearchCount SearchKind = 100

// countState is what a count's head leaves to the rest of the statement.
type countState struct {
	pending bool // the head is "factors" whose number ("does N have") is still to come
	of      bool // "how many of the …": the head is read
}

// ofTheHead reads the head after "how many of the": "K smallest positive
// integers", "K integers from A to B" (K must be their number), "positive
// divisors of N".
func (p *searchParser) ofTheHead() bool {
	p.cs.of = true
	save := p.i
	if k, ok := p.count(); ok {
		if p.words("smallest", "positive", "integers") {
			p.add(SearchCond{Op: OpPositive})
			p.add(SearchCond{Op: OpLess, Arg: NumArg{V: big.NewInt(int64(k) + 1), Src: fmt.Sprint(k + 1)}})
			return true
		}
		if !p.words("integers") || !p.words("from") {
			return false
		}
		a, ok := p.num()
		if _, to := p.oneOf("to", "through"); !ok || !to || a.V == nil {
			return false
		}
		b, ok := p.num()
		if !ok || b.V == nil || new(big.Int).Sub(b.V, a.V).Cmp(big.NewInt(int64(k-1))) != 0 {
			return false // K is not the number of integers from A to B
		}
		p.add(SearchCond{Op: OpBetween, Arg: a, Mod: b})
		return true
	}
	p.i = save
	return p.adjectives() && p.divisorHead() && !p.cs.pending
}

// divisorsOf reads the number whose factors are counted after the head:
// "does (the number) N have", "do A and B have in common".
func (p *searchParser) divisorsOf() bool {
	p.cs.pending = false
	if p.words("does") {
		p.words("the", "number")
		n, ok := p.num()
		p.add(SearchCond{Op: OpFactorOf, Arg: n})
		return ok && p.words("have")
	}
	if !p.words("do") {
		return false
	}
	ns, ok := p.numList()
	if !ok || len(ns) < 2 || !p.words("have", "in", "common") {
		return false
	}
	for _, n := range ns {
		p.add(SearchCond{Op: OpFactorOf, Arg: n})
	}
	return true
}

// countBody reads what follows "how many".
func (p *searchParser) countBody() bool {
	p.s.Kind, p.s.Extreme, p.s.Var = SearchCount, "number of", "n"
	if p.words("of", "the") && !p.ofTheHead() || !p.cs.of && (!p.adjectives() || !p.countHead()) {
		return false
	}
	if p.i < len(p.t) {
		if id, ok := p.t[p.i].fe.(*ast.Ident); ok {
			p.s.Var = id.Name
			p.i++
		}
	}
	if p.cs.pending && !p.divisorsOf() {
		return false
	}
	for !p.atEnd() {
		if !p.rangeClause() && !p.clause() {
			return false
		}
	}
	if p.hasOp(OpFactorOf) && !p.hasOp(OpPositive) && !p.hasOp(OpPrime) && !p.hasOp(OpWhole) && !p.hasOp(OpNatural) && !p.s.KDigit {
		p.add(SearchCond{Op: OpSigned, Loose: true})
	}
	return !p.solution && !p.cs.pending
}

func (p *searchParser) hasOp(op SearchOp) bool {
	for _, c := range p.s.Conds {
		if c.Op == op && c.Subj == nil && !c.Not {
			return true
		}
	}
	return false
}

// countHead reads the plural head of a count.
func (p *searchParser) countHead() bool {
	switch {
	case p.words("integers"):
	case p.words("whole", "numbers"):
		p.add(SearchCond{Op: OpWhole})
	case p.words("natural", "numbers"):
		p.add(SearchCond{Op: OpNatural, Loose: true})
	case p.words("primes"), p.words("prime", "numbers"):
		p.add(SearchCond{Op: OpPrime})
	case p.words("perfect", "squares"):
		p.add(SearchCond{Op: OpSquare})
	case p.words("perfect", "cubes"):
		p.add(SearchCond{Op: OpCube})
	case p.words("numbers"):
		return p.s.KDigit || p.parity
	case p.words("multiples", "of"):
		n, ok := p.num()
		p.add(SearchCond{Op: OpDivisibleBy, Arg: n})
		return ok
	default:
		return p.divisorHead()
	}
	return true
}

// divisorHead reads "[prime | perfect square | perfect cube |
// natural-number] factors [of N]".
func (p *searchParser) divisorHead() bool {
	switch {
	case p.words("prime"):
		p.add(SearchCond{Op: OpPrime})
	case p.words("perfect", "square"):
		p.add(SearchCond{Op: OpSquare})
	case p.words("perfect", "cube"):
		p.add(SearchCond{Op: OpCube})
	case p.words("natural-number"), p.words("whole-number"):
		p.add(SearchCond{Op: OpPositive})
	}
	if _, ok := p.oneOf("factors", "divisors"); !ok {
		return false
	}
	if !p.words("of") {
		p.cs.pending = true
		return true
	}
	n, ok := p.num()
	p.add(SearchCond{Op: OpFactorOf, Arg: n})
	return ok
}

// rangeClause reads the ranges of a count, and "are there".
func (p *searchParser) rangeClause() bool {
	save := p.i
	p.words(",")
	switch {
	case p.words("are", "there"):
		return true
	case p.words("satisfy"):
		p.words("both", "of", "the", "inequalities")
		return p.formulaClauses()
	case p.words("between"), p.words("are", "between"):
		a, ok := p.num()
		if !ok || !p.words("and") {
			break
		}
		if b, ok := p.num(); ok {
			p.add(SearchCond{Op: OpBetween, Arg: a, Mod: b, Loose: !p.inclusive()})
			return true
		}
	case p.words("from"):
		a, ok := p.num()
		if _, to := p.oneOf("to", "through"); !ok || !to {
			break
		}
		if b, ok := p.num(); ok {
			p.inclusive()
			p.add(SearchCond{Op: OpBetween, Arg: a, Mod: b})
			return true
		}
	case p.words("less", "than", "or", "equal", "to"), p.words("not", "exceeding"):
		if n, ok := p.num(); ok && n.V != nil {
			p.add(SearchCond{Op: OpLess, Arg: NumArg{V: new(big.Int).Add(n.V, big.NewInt(1)), Src: n.Src + "+1"}})
			p.words(",")
			return true
		}
	case p.words("have", "exactly"):
		if p.countClause() {
			return true
		}
	}
	p.i = save
	return false
}

// inclusive reads ", inclusive" or "(inclusive)".
func (p *searchParser) inclusive() bool {
	save := p.i
	p.words(",")
	if p.words("inclusive") || p.words("(", "inclusive", ")") {
		return true
	}
	p.i = save
	return false
}

// moduloRemainder reads, after "the modulo": "m remainder of (the sum |
// the following sum:) N" (issue 42).
func (p *searchParser) moduloRemainder() bool {
	m, ok := p.num()
	if !ok || !p.words("remainder", "of") {
		return false
	}
	if p.words("the", "following", "sum") {
		p.words(":")
	} else {
		p.words("the", "sum")
	}
	a, ok := p.num()
	p.s.Kind, p.s.Args = SearchRemainder, []NumArg{a, m}
	return ok
}
