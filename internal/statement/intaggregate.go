package statement

// Integer questions on numbers written in the prose (issue 25): "What is
// the remainder when 2003 is divided by 11?", "Determine the remainder of
// 54 (mod 6).", "What is the sum of the positive factors of 24?", "Find the
// number of positive divisors of 2002.", "What is the sum of the distinct
// prime factors of 735?". Read by the search grammar (intsearch.go), word
// for word.

// remainderAsk reads, after "the remainder": "when N is divided by m", "of
// N divided by m", "of N when it is divided by m", "of N (mod m)".
func (p *searchParser) remainderAsk() bool {
	var a NumArg
	var ok bool
	switch {
	case p.words("when"):
		if !p.words("the", "sum") {
			p.words("the", "product") // issue 42: "when the sum $S$ is divided by m"
		}
		a, ok = p.num()
		if !ok || !p.words("is", "divided", "by") {
			return false
		}
	case p.words("of"):
		a, ok = p.num()
		if !ok {
			return false
		}
		if m, ok := p.modulus(); ok {
			p.s.Kind, p.s.Args = SearchRemainder, []NumArg{a, m}
			return true
		}
		p.words("when", "it", "is")
		if !p.words("divided", "by") {
			return false
		}
	default:
		return false
	}
	m, ok := p.num()
	p.s.Kind, p.s.Args = SearchRemainder, []NumArg{a, m}
	return ok
}

// divisorAgg reads, after "the sum" ("product", "number"): "of (all (of))
// (the) (k) <adjectives> divisors|factors of N".
func (p *searchParser) divisorAgg(agg string) bool {
	if !p.words("of") {
		return false
	}
	if p.words("all") {
		p.words("of")
	}
	p.words("the")
	if k, ok := p.count(); ok {
		p.s.Count = k
	}
	positive := false
	for {
		switch {
		case p.words("positive"), p.words("whole", "number"), p.words("whole-number"), p.words("natural-number"):
			positive = true
		case p.words("distinct"), p.words("different"):
			p.s.Distinct = true
		case p.words("odd"):
			p.s.Parity = "odd"
		case p.words("even"):
			p.s.Parity = "even"
		case p.words("prime"):
			p.s.Prime = true
		case p.words("integer"):
		default:
			if _, ok := p.oneOf("divisors", "factors"); !ok || !p.words("of") {
				return false
			}
			n, ok := p.num()
			p.s.Kind, p.s.Agg, p.s.Args = SearchDivisors, agg, []NumArg{n}
			// Without "positive" the negative divisors count too.
			return ok && (positive || p.s.Prime)
		}
	}
}
