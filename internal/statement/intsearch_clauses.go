package statement

import (
	"fmt"
	"math/big"
)

// More clauses of the integer searches (issue 25): remainders, "k more
// than a multiple of m", the gcd with a number, a number of prime factors,
// and the named lists ("the first ten positive integers", "the four
// smallest prime numbers").

// remainder reads "(leaves | has | will have) a remainder of r when
// divided by m" (m a list: each modulus gives a congruence).
func (p *searchParser) remainder() bool {
	save := p.i
	if !p.words("leaves") && !p.words("has") && !(p.counting && p.words("leave")) {
		p.words("will", "have")
	}
	p.words("a")
	if !p.words("remainder", "of") && !p.words("remainder") {
		p.i = save
		return false
	}
	r, ok := p.num()
	if !ok || !p.words("when", "divided", "by") {
		p.i = save
		return false
	}
	if !p.words("each", "of") {
		p.words("any", "of")
	}
	ms, ok := p.numList()
	if !ok {
		p.i = save
		return false
	}
	for _, m := range ms {
		p.add(SearchCond{Op: OpCongruent, Arg: r, Mod: m})
	}
	return true
}

// moreThanMultiple reads "k more (less) than a multiple of m".
func (p *searchParser) moreThanMultiple() bool {
	save := p.i
	k, ok := p.count()
	if !ok {
		return false
	}
	w, ok := p.oneOf("more", "less")
	if !ok || !p.words("than", "a", "multiple", "of") {
		p.i = save
		return false
	}
	m, ok := p.num()
	if !ok {
		p.i = save
		return false
	}
	if w == "less" {
		k = -k
	}
	p.add(SearchCond{Op: OpCongruent, Arg: NumArg{V: big.NewInt(int64(k)), Src: fmt.Sprint(k)}, Mod: m})
	return true
}

// gcdClause reads "the greatest common divisor of that integer and N is
// g".
func (p *searchParser) gcdClause() bool {
	save := p.i
	if !p.words("the", "greatest", "common") {
		return false
	}
	if _, ok := p.oneOf("divisor", "factor"); !ok || !p.words("of", "that", "integer", "and") {
		p.i = save
		return false
	}
	n, ok := p.num()
	if !ok || !p.words("is") {
		p.i = save
		return false
	}
	g, ok := p.num()
	if !ok {
		p.i = save
		return false
	}
	p.add(SearchCond{Op: OpGcdIs, Arg: n, Mod: g})
	return true
}

// forWhichGcd reads "for which the greatest common divisor of that integer
// and N is g".
func (p *searchParser) forWhichGcd() bool {
	save := p.i
	if p.words("for", "which") && p.gcdClause() {
		return true
	}
	p.i = save
	return false
}

// looseCount reads "k different (distinct) prime factors" without
// "exactly".
func (p *searchParser) looseCount() bool {
	save := p.i
	k, ok := p.count()
	if _, d := p.oneOf("different", "distinct"); !ok || !d || !p.words("prime") {
		p.i = save
		return false
	}
	if _, ok := p.oneOf("factors", "divisors"); !ok {
		p.i = save
		return false
	}
	p.add(SearchCond{Op: OpPrimeCount, K: k, Loose: true})
	return true
}

// namedList reads "the first k positive integers" and "the k smallest
// prime numbers" (k at most 100).
func (p *searchParser) namedList() ([]NumArg, bool) {
	save := p.i
	if !p.words("the") {
		return nil, false
	}
	var out []NumArg
	switch {
	case p.words("first"):
		k, ok := p.count()
		if !ok || k < 1 || k > 100 || !p.words("positive", "integers") {
			break
		}
		for i := 1; i <= k; i++ {
			out = append(out, NumArg{V: big.NewInt(int64(i)), Src: fmt.Sprint(i)})
		}
		return out, true
	default:
		k, ok := p.count()
		if !ok || k < 1 || k > 100 || !p.words("smallest") || !p.words("prime", "numbers") && !p.words("primes") {
			break
		}
		for n := int64(2); len(out) < k; n++ {
			if big.NewInt(n).ProbablyPrime(0) {
				out = append(out, NumArg{V: big.NewInt(n), Src: fmt.Sprint(n)})
			}
		}
		return out, true
	}
	p.i = save
	return nil, false
}
