package statement

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Integer searches (issue 25): "What is the smallest positive integer $n$
// such that $17n \equiv 1234 \pmod{7}$?", "What is the largest three-digit
// multiple of 13?", "Find the greatest common divisor of 91 and 72.",
// "What is the largest prime factor of 999?".
//
// The whole statement is read by an exact grammar: a question lead ("what
// is the", "find the"), the extreme asked (smallest, least, largest,
// greatest), adjectives (positive, negative, odd, even, k-digit), a head
// (integer, whole number, prime, perfect square, perfect cube, multiple of
// N, factor of N) and clauses ("less than N", "divisible by A, B and C",
// "congruent to r (mod m)", "with exactly k positive factors", "whose
// digits sum to s", "such that <congruence>", "such that $E$ is a perfect
// square"). A word the grammar does not know, anywhere, and the statement
// is not a search (the row keeps today's reading).

// SearchKind is the kind of an integer search.
type SearchKind int

const (
	SearchNone        SearchKind = iota
	SearchGCD                    // the greatest common divisor of the Args
	SearchLCM                    // the least common multiple of the Args
	SearchPrimeFactor            // the smallest or largest prime factor of Args[0]
	SearchInt                    // the smallest or largest integer under Conds
	SearchRemainder              // the remainder of Args[0] divided by Args[1]
	SearchDivisors               // the sum, product or number of the divisors of Args[0]
)

// SearchOp is a condition on the integer sought (or on a formula in it).
type SearchOp int

const (
	OpPositive     SearchOp = iota + 1
	OpNegative              // "negative"
	OpWhole                 // "whole number": at least 0
	OpDigits                // K digits
	OpLess                  // below Arg
	OpGreater               // above Arg
	OpDivisibleBy           // a multiple of Arg
	OpCongruent             // ≡ Arg modulo Mod
	OpCongruence            // Subj ≡ Rhs modulo Mod
	OpDivisorCount          // exactly K positive divisors
	OpPrimeCount            // exactly K distinct prime factors
	OpPrime                 // a prime
	OpSquare                // a perfect square
	OpCube                  // a perfect cube
	OpOdd                   // odd
	OpEven                  // even
	OpDigitSum              // the digits sum to K
	OpEndsIn                // the decimal digits end in those of Arg
	OpFactorOf              // divides Arg (a positive divisor where Subj is nil)
	OpDigitProduct          // the product of the digits is K
	OpGcdIs                 // gcd(the integer, Arg) = Mod
)

// SearchCond is one condition of a search. Subj nil is the integer
// sought; else a formula in the search's variable.
type SearchCond struct {
	Op      SearchOp
	Not     bool
	Subj    ast.Expr
	SubjSrc string
	Rhs     ast.Expr
	Arg     NumArg
	Mod     NumArg
	K       int
	// Loose: "with 3 different prime factors" says exactly 3 or at least
	// 3; the search takes "at least" and the prover requires the integer
	// found to have exactly K (then both readings give it).
	Loose bool
}

// IntSearch is an integer search read from a whole statement.
type IntSearch struct {
	Kind    SearchKind
	Largest bool
	Odd     bool // SearchPrimeFactor: "the least odd prime factor"
	Var     string
	Args    []NumArg
	Conds   []SearchCond
	KDigit  bool // a k-digit number, read as positive unless "negative"
	Extreme string
	// SearchDivisors: the aggregate ("sum", "product", "number"), the
	// divisors taken (prime, odd or even) and the count the statement
	// states (0: none).
	Agg      string
	Prime    bool
	Distinct bool
	Parity   string
	Count    int
}

// searchParser reads the tokens of one statement.
type searchParser struct {
	t        []searchTok
	i        int
	s        IntSearch
	neg      bool
	parity   bool
	solution bool
	counting bool       // issue 42: "how many"
	cs       countState // issue 42: a count's head
}

var searchNumberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "twenty": 20}

var kDigitRe = regexp.MustCompile(`^([a-z]+|\d+)-digit$`)

// ReadIntSearch reads a statement that is, word for word, an integer
// search; ok is false for any other statement.
func ReadIntSearch(problem string) (IntSearch, bool) {
	problem = searchNormal(problem)
	if !searchLeadWord(problem) {
		return IntSearch{}, false // most statements: no formula parsed
	}
	toks, ok := searchTokens(problem)
	if !ok || len(toks) < 4 {
		return IntSearch{}, false
	}
	p := &searchParser{t: toks}
	if !p.lead() {
		return IntSearch{}, false
	}
	if !p.body() || !p.end() {
		return IntSearch{}, false
	}
	return p.s, true
}

// Issue 42 (OlympiadBench): a leading spacing formula ("$\quad$ Compute
// …") is dropped, and a two-row column in parentheses with plain entries,
// \left(\begin{array}{c}1000 \\ k\end{array}\right), is the binomial
// coefficient \binom{1000}{k}: a search asks about integers, never about a
// vector.
var (
	searchSpaceLead  = regexp.MustCompile(`^\s*\$\s*\\q?quad\s*\$\s*`)
	searchArrayBinom = regexp.MustCompile(`\\left\(\s*\\begin\{array\}\{c\}\s*([^\\{}&$]+?)\s*\\\\\s*([^\\{}&$]+?)\s*\\end\{array\}\s*\\right\)`)
)

// searchNormal is the statement with those two spellings rewritten.
func searchNormal(problem string) string {
	problem = searchSpaceLead.ReplaceAllString(problem, "")
	return searchArrayBinom.ReplaceAllString(problem, `\binom{$1}{$2}`)
}

// searchLeadWord says whether the statement can begin as lead requires:
// a cheap test before the statement's formulas are parsed into tokens.
func searchLeadWord(problem string) bool {
	s := strings.ToLower(strings.TrimSpace(problem))
	for _, w := range []string{"what", "find", "compute", "determine", "give", "how many"} {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

func (p *searchParser) lead() bool {
	switch {
	case p.words("what", "is", "the"), p.words("what's", "the"), p.words("find", "the"), p.words("compute", "the"),
		p.words("determine", "the"), p.words("give", "the"):
		return true
	case p.words("how", "many"):
		p.counting = true
		return true
	}
	return false
}

// end accepts a closing "?" or "." and the end of the statement.
func (p *searchParser) end() bool {
	if p.i < len(p.t) && (p.t[p.i].w == "?" || p.t[p.i].w == ".") {
		p.i++
	}
	return p.i == len(p.t)
}

func (p *searchParser) atEnd() bool {
	return p.i == len(p.t) || p.i == len(p.t)-1 && (p.t[p.i].w == "?" || p.t[p.i].w == ".")
}

// words accepts the words in sequence, or none of them.
func (p *searchParser) words(ws ...string) bool {
	if p.i+len(ws) > len(p.t) {
		return false
	}
	for k, w := range ws {
		if p.t[p.i+k].w != w || p.t[p.i+k].w == "" {
			return false
		}
	}
	p.i += len(ws)
	return true
}

func (p *searchParser) oneOf(ws ...string) (string, bool) {
	for _, w := range ws {
		if p.words(w) {
			return w, true
		}
	}
	return "", false
}

func (p *searchParser) num() (NumArg, bool) {
	if p.i < len(p.t) && p.t[p.i].num != nil {
		p.i++
		return *p.t[p.i-1].num, true
	}
	return NumArg{}, false
}

// numList reads "A", "A and B", "A, B, and C", "both A and B".
func (p *searchParser) numList() ([]NumArg, bool) {
	if l, ok := p.namedList(); ok {
		return l, true
	}
	both := p.words("both")
	var out []NumArg
	for {
		n, ok := p.num()
		if !ok {
			return nil, false
		}
		out = append(out, n)
		save := p.i
		comma := p.words(",")
		if p.words("and") {
			n, ok := p.num()
			if !ok {
				p.i = save
				break
			}
			out = append(out, n)
			break
		}
		if !comma || p.i >= len(p.t) || p.t[p.i].num == nil {
			p.i = save
			break
		}
	}
	return out, !both || len(out) == 2
}

// count reads a small count in digits or in words.
func (p *searchParser) count() (int, bool) {
	if n, ok := p.num(); ok && n.V != nil && n.V.IsInt64() && n.V.Int64() <= 1000 {
		return int(n.V.Int64()), true
	}
	for w, k := range searchNumberWords {
		if p.words(w) {
			return k, true
		}
	}
	return 0, false
}

// body reads what follows the lead.
func (p *searchParser) body() bool {
	if p.counting {
		return p.countBody()
	}
	if p.words("remainder") {
		return p.remainderAsk()
	}
	if p.words("modulo") {
		return p.moduloRemainder()
	}
	if agg, ok := p.oneOf("sum", "product", "number"); ok {
		return p.divisorAgg(agg)
	}
	if p.words("greatest", "common") {
		if _, ok := p.oneOf("divisor", "factor"); !ok || !p.words("of") {
			return false
		}
		p.words("the", "numbers")
		return p.argList(SearchGCD)
	}
	if p.words("least", "common", "multiple", "of") {
		p.words("the", "numbers")
		return p.argList(SearchLCM)
	}
	ext, ok := p.oneOf("smallest", "least", "largest", "greatest")
	if !ok {
		return false
	}
	p.s.Extreme, p.s.Largest = ext, ext == "largest" || ext == "greatest"
	p.words(",")
	save := p.i
	p.s.Odd = p.words("odd")
	if p.words("prime") {
		if _, ok := p.oneOf("factor", "divisor"); ok {
			if !p.words("of") {
				return false
			}
			n, ok := p.num()
			if !ok || p.s.Odd && p.s.Largest {
				return false
			}
			p.s.Kind, p.s.Args = SearchPrimeFactor, []NumArg{n}
			return true
		}
	}
	p.i, p.s.Odd = save, false
	p.s.Kind = SearchInt
	if !p.adjectives() || !p.head() {
		return false
	}
	if p.i < len(p.t) {
		if id, ok := p.t[p.i].fe.(*ast.Ident); ok {
			p.s.Var = id.Name
			p.i++
		} else if !p.headRelation() { // Issue 25 (OlympiadBench): "integer $n > 2023$"
			return false
		}
	}
	for !p.atEnd() {
		if !p.clause() {
			return false
		}
	}
	return !p.solution
}

func (p *searchParser) argList(k SearchKind) bool {
	args, ok := p.numList()
	if !ok || len(args) < 2 {
		return false
	}
	p.s.Kind, p.s.Args = k, args
	return true
}

func (p *searchParser) add(c SearchCond) { p.s.Conds = append(p.s.Conds, c) }

// adjectives reads positive, negative, odd, even and "k-digit".
func (p *searchParser) adjectives() bool {
	for {
		p.words(",")
		switch {
		case p.words("positive"):
			p.add(SearchCond{Op: OpPositive})
		case p.words("negative"):
			p.add(SearchCond{Op: OpNegative})
			p.neg = true
		case p.words("odd"):
			p.add(SearchCond{Op: OpOdd})
			p.parity = true
		case p.words("even"):
			p.add(SearchCond{Op: OpEven})
			p.parity = true
		case p.words("possible"):
		default:
			k, ok := p.kDigit()
			if !ok {
				return true
			}
			p.add(SearchCond{Op: OpDigits, K: k})
			p.s.KDigit = true
		}
	}
}

// kDigit reads "three-digit", "4-digit", "$4$ digit".
func (p *searchParser) kDigit() (int, bool) {
	if p.i >= len(p.t) {
		return 0, false
	}
	if m := kDigitRe.FindStringSubmatch(p.t[p.i].w); m != nil {
		k, ok := searchNumberWords[m[1]]
		if !ok {
			n, err := strconv.Atoi(m[1])
			if err != nil {
				return 0, false
			}
			k = n
		}
		if k < 1 || k > 18 {
			return 0, false
		}
		p.i++
		return k, true
	}
	save := p.i
	if n, ok := p.num(); ok && n.V != nil && n.V.IsInt64() && n.V.Int64() >= 1 && n.V.Int64() <= 18 && p.words("digit") {
		return int(n.V.Int64()), true
	}
	p.i = save
	return 0, false
}

// head reads what is sought: an integer, a whole number, a prime, a
// perfect square or cube, a multiple of N, a factor of N.
func (p *searchParser) head() bool {
	switch {
	case p.words("integer", "multiple", "of"), p.words("multiple", "of"):
		n, ok := p.num()
		if !ok {
			return false
		}
		p.add(SearchCond{Op: OpDivisibleBy, Arg: n})
	case p.words("integer"):
	case p.words("whole", "number"):
		p.add(SearchCond{Op: OpWhole})
	case p.words("prime"):
		p.words("number")
		p.add(SearchCond{Op: OpPrime})
	case p.words("perfect", "square"):
		p.add(SearchCond{Op: OpSquare})
	case p.words("perfect", "cube"):
		p.add(SearchCond{Op: OpCube})
	case p.words("solution"):
		// A solution of a congruence is an integer; the clause "of the
		// congruence" must follow.
		p.solution = true
	case p.words("number"):
		// "number" is an integer only where its digits are counted, or
		// where it is odd or even.
		return p.s.KDigit || p.parity
	case p.words("factor", "of"), p.words("divisor", "of"):
		n, ok := p.num()
		if !ok {
			return false
		}
		p.add(SearchCond{Op: OpFactorOf, Arg: n})
	default:
		return false
	}
	return true
}

// clause reads one clause after the head.
func (p *searchParser) clause() bool {
	p.words(",")
	if _, ok := p.oneOf("and", "but"); ok {
		p.words("is")
	}
	p.oneOf("that", "which")
	switch {
	case p.forWhichGcd():
		return true
	case p.words("such", "that"), p.words("for", "which"):
		return p.formulaClauses()
	case p.words("satisfies"):
		p.words("the", "congruence")
		return p.congruence()
	case p.solution && (p.words("of", "the", "congruence") || p.words("to", "the", "congruence")):
		p.solution = false
		return p.congruence()
	case p.remainder():
		return true
	case p.words("with", "exactly"), p.words("has", "exactly"):
		return p.countClause()
	case p.words("with"):
		return p.looseCount()
	case p.words("has"):
		if p.looseCount() {
			return true
		}
		args, ok := p.numList()
		if !ok || !p.words("as", "factors") {
			return false
		}
		for _, a := range args {
			p.add(SearchCond{Op: OpDivisibleBy, Arg: a})
		}
		return true
	case p.words("whose", "digits", "sum", "to"), p.words("whose", "digits", "add", "up", "to"), p.words("whose", "digits'", "sum", "is"),
		p.words("the", "sum", "of", "whose", "digits", "is"), p.words("in", "which", "the", "sum", "of", "the", "digits", "is"):
		k, ok := p.count()
		p.add(SearchCond{Op: OpDigitSum, K: k})
		return ok
	case p.words("the", "product", "of", "whose", "digits", "is"), p.words("in", "which", "the", "product", "of", "the", "digits", "is"),
		p.words("whose", "digits", "have", "a", "product", "of"):
		n, ok := p.num()
		if !ok || n.V == nil || !n.V.IsInt64() || n.V.Int64() > 1_000_000_000 {
			return false
		}
		p.add(SearchCond{Op: OpDigitProduct, K: int(n.V.Int64())})
		return true
	case p.words("ends", "in"):
		n, ok := p.num()
		p.add(SearchCond{Op: OpEndsIn, Arg: n})
		return ok && n.V != nil && n.V.Sign() >= 0 && !strings.HasPrefix(n.Src, "0")
	}
	p.oneOf("is", "are")
	p.words("also")
	p.words("both")
	if p.moreThanMultiple() {
		return true
	}
	return p.pred(nil, "")
}

// countClause reads "k (distinct) positive factors", "k distinct prime
// factors" after "with exactly".
func (p *searchParser) countClause() bool {
	k, ok := p.count()
	if !ok {
		return false
	}
	p.oneOf("distinct", "different")
	if p.words("prime") {
		if _, ok := p.oneOf("factors", "divisors"); !ok {
			return false
		}
		p.add(SearchCond{Op: OpPrimeCount, K: k})
		return true
	}
	p.words("positive")
	p.words("integer")
	if _, ok := p.oneOf("factors", "divisors"); !ok {
		return false
	}
	p.add(SearchCond{Op: OpDivisorCount, K: k})
	return true
}

// pred reads a predicate of subj (nil: the integer sought).
func (p *searchParser) pred(subj ast.Expr, src string) bool {
	c := SearchCond{Subj: subj, SubjSrc: src, Not: p.words("not")}
	switch {
	case p.words("less", "than"), p.words("smaller", "than"):
		c.Op = OpLess
	case p.words("greater", "than"), p.words("larger", "than"):
		c.Op = OpGreater
	case p.words("congruent", "to"), p.words("equivalent", "to"):
		c.Op = OpCongruent
		n, ok := p.num()
		m, ok2 := p.modulus()
		c.Arg, c.Mod = n, m
		p.add(c)
		return ok && ok2 && !c.Not && subj == nil
	case p.words("a", "perfect", "square"), p.counting && p.words("perfect", "squares"):
		c.Op = OpSquare
	case p.words("a", "perfect", "cube"), p.counting && p.words("perfect", "cubes"):
		c.Op = OpCube
	case p.words("a", "prime", "number"), p.words("a", "prime"), p.words("prime"), p.counting && (p.words("primes") || p.words("prime", "numbers")):
		c.Op = OpPrime
	case p.words("odd"):
		c.Op = OpOdd
	case p.words("even"):
		c.Op = OpEven
	case p.words("divisible", "by"), p.words("a", "multiple", "of"), p.counting && p.words("multiples", "of"):
		p.words("each", "of")
		args, ok := p.numList()
		if !ok || c.Not && len(args) != 1 {
			return false
		}
		for _, a := range args {
			c.Op, c.Arg = OpDivisibleBy, a
			p.add(c)
		}
		return true
	case p.words("a", "factor", "of"), p.words("a", "divisor", "of"), p.counting && (p.words("factors", "of") || p.words("divisors", "of")):
		c.Op = OpFactorOf
	default:
		return false
	}
	switch c.Op {
	case OpLess, OpGreater, OpFactorOf:
		n, ok := p.num()
		if !ok || c.Not {
			return false
		}
		c.Arg = n
	}
	p.add(c)
	return true
}

// modulus reads "(mod m)", "mod m", "modulo m".
func (p *searchParser) modulus() (NumArg, bool) {
	paren := p.words("(")
	if _, ok := p.oneOf("mod", "modulo"); !ok {
		return NumArg{}, false
	}
	m, ok := p.num()
	if paren && !p.words(")") {
		return NumArg{}, false
	}
	return m, ok
}

// formulaClauses reads the conditions after "such that" / "for which":
// congruences, "$E$ is <predicate>", "N divides $E$", joined by "and".
func (p *searchParser) formulaClauses() bool {
	for {
		if p.i >= len(p.t) {
			return false
		}
		t := p.t[p.i]
		switch {
		case p.divisorProduct(): // issue 42
		case p.sameDivisors(): // issue 42, OlympiadBench
		case t.f != "" && strings.Contains(t.f, `\equiv`):
			if !p.congruence() {
				return false
			}
		case t.fe != nil && isSearchRel(t.fe): // Issue 25 (OlympiadBench)
			if !p.relation() {
				return false
			}
		case t.fe != nil:
			if !p.useVars(t.fe) {
				return false
			}
			if p.i++; p.divisorsAtLeast(t.fe, t.f) { // issue 42
				break
			}
			p.words("evenly")
			if p.words("divides") {
				n, ok := p.num()
				if !ok {
					return false
				}
				p.add(SearchCond{Op: OpFactorOf, Subj: t.fe, SubjSrc: t.f, Arg: n})
				break
			}
			if !p.words("is") || !p.pred(t.fe, t.f) {
				return false
			}
		case t.num != nil:
			p.i++
			switch {
			case p.words("divides"), p.words("is", "a", "factor", "of"):
				if p.i >= len(p.t) || p.t[p.i].fe == nil || !p.useVars(p.t[p.i].fe) {
					return false
				}
				p.add(SearchCond{Op: OpDivisibleBy, Subj: p.t[p.i].fe, SubjSrc: p.t[p.i].f, Arg: *t.num})
			case p.words("is", "divisible", "by"):
				if p.i >= len(p.t) || p.t[p.i].fe == nil || !p.useVars(p.t[p.i].fe) {
					return false
				}
				p.add(SearchCond{Op: OpFactorOf, Subj: p.t[p.i].fe, SubjSrc: p.t[p.i].f, Arg: *t.num})
			default:
				return false
			}
			p.i++
		default:
			return false
		}
		if !p.words("and") {
			return true
		}
	}
}

var congruenceRe = regexp.MustCompile(`^(.+?)\\equiv(.+?)\\pmod\s*\{?\s*(\d+)\s*\}?$`)

// congruence reads a formula "A \equiv B \pmod{m}" in the search's
// variable.
func (p *searchParser) congruence() bool {
	if p.i >= len(p.t) || p.t[p.i].f == "" {
		return false
	}
	m := congruenceRe.FindStringSubmatch(p.t[p.i].f)
	if m == nil {
		return false
	}
	a, err := latex.ParseExpr(m[1])
	b, err2 := latex.ParseExpr(m[2])
	if err != nil || err2 != nil || !p.useVars(a) || !p.useVars(b) {
		return false
	}
	mod, _ := new(big.Int).SetString(m[3], 10)
	p.add(SearchCond{Op: OpCongruence, Subj: a, SubjSrc: p.t[p.i].f, Rhs: b, Mod: NumArg{V: mod, Src: m[3]}})
	p.i++
	return true
}

// useVars reports a formula whose one free variable is the search's (the
// first formula names it when the head did not).
func (p *searchParser) useVars(e ast.Expr) bool {
	if _, rel := e.(*ast.Rel); rel {
		return false
	}
	vs := pm.FreeVars(e)
	switch {
	case len(vs) == 0:
		return true
	case len(vs) > 1:
		return false
	case p.s.Var == "":
		p.s.Var = vs[0]
	}
	return vs[0] == p.s.Var
}
