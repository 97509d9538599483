// Package intphrase reads number-theory questions asked in one sentence
// about one closed number (issue 42, MATH Number Theory): "What is the
// remainder when 5 to the 999,999th power is divided by 7?", "What is the
// units digit when $7^{53}$ is multiplied out?", "How many even divisors
// does $7!$ have?", "Express $\frac{37}{80}$ as a terminating decimal.",
// "What is the 100th digit after the decimal point of the decimal
// representation of 1/7?". The whole statement must be one of its
// sentences, word for word; the number is a closed formula between
// dollars or a number written in the prose (with thousands commas, a
// factorial, "(99)(101)", "5 to the 999,999th power", "1/7"). It reads;
// internal/check/intphrase computes.
package intphrase

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Kind is the quantity asked.
type Kind int

const (
	Remainder            Kind = iota + 1 // X mod M
	DigitAt                              // the digit of X at place 10^K (K = 0 the units digit)
	LastDigits                           // X mod 10^K, the last K digits
	SumLastDigits                        // the sum of the last K digits of X
	SumTensUnits                         // the tens digit plus the units digit of X
	DigitCount                           // the number of digits of X
	DigitSum                             // the sum of the digits of X
	DivisorCount                         // the number of positive divisors of X (Filter)
	DivisorSum                           // their sum
	DivisorProduct                       // their product
	TermDecimal                          // the fraction X as a terminating decimal
	DecimalDigit                         // the K-th digit after the decimal point of X
	DecimalPlaces                        // the number of digits after the point of X's terminating decimal
	LastDecimal                          // the last digit after the point of X's terminating decimal
	FirstNonzero                         // the first nonzero digit after the point of X
	LeadingZeros                         // the zeros between the point and the first nonzero digit of X
	NonzeroPlaces                        // the nonzero digits after the point of X's terminating decimal
	DecimalDigitSum                      // the sum of the digits of X's terminating decimal
	PrimeCount                           // the number of distinct prime factors of X
	LargestPrime                         // the largest prime factor of X
	PrimeExtremeSum                      // the largest plus the smallest prime factor of X
	PrimeExtremeDiff                     // the largest less the smallest prime factor of X
	PrimeTopDiff                         // the largest less the second largest prime factor of X
	PrimeExponent                        // the exponent of the prime K in X
	PrimeSum                             // the sum of the distinct prime factors of X
	NumDenSum                            // a + b where X = a/b in lowest terms, a, b > 0
	NumDenProduct                        // a·b where X = a/b in lowest terms, a, b > 0
	Reciprocal                           // 1/X
	ReciprocalDecimal                    // 1/X written as a decimal
	FractionValue                        // X itself, as a common fraction
	TrailingZeros                        // the zeros at the end of X
	PowerOfTen                           // k where X = 10^k
	DivisorReciprocalSum                 // the sum of the reciprocals of the positive divisors of X
	LargestSquareDivisor                 // the largest perfect square dividing X
	PowerDivisorCount                    // the positive divisors of X that are perfect K-th powers
	TwoDigitDivisorSum                   // the sum of the two-digit positive divisors of X
)

// Question is the quantity asked of one closed number X.
type Question struct {
	Kind Kind
	X    ast.Expr
	Src  string   // X as the statement writes it
	Mod  ast.Expr // the divisor of a remainder
	K    int64    // a place, a count of digits or a position
	// Inner is the question whose value X is ("the sum of the divisors
	// of $200$"), X nil; only a divisor question stands there.
	Inner *Question
	// Pos: the divisors are said positive ("positive", "natural-number",
	// "whole-number", "proper").
	Pos bool
	// Filter keeps some divisors: "even", "odd" or "proper" (all
	// positive divisors but X itself); "" keeps every positive divisor.
	Filter string
}

// shape is one sentence: its pattern and how its groups are read.
type shape struct {
	re   *regexp.Regexp
	kind Kind
	// read fills a question from the groups (x is the subject's group).
	x, mod, k, filter, place int
	// noun is the group of "the sum" or "the product" before X, which X
	// must then be.
	noun int
}

const (
	ask  = `(?:What is|Find|Compute|Calculate|Determine)`
	end  = ` ?[.?]$`
	ord  = `(?:\$?([0-9][0-9,]*)(?:\^\{?\\(?:text|rm|mathrm)\{(?:st|nd|rd|th)\}\}?\$|\$?(?:st|nd|rd|th)))`
	adjs = `((?:(?:positive|distinct|natural-number|positive integer|positive integral|whole-number|even|odd|proper),? )*)`
	frac = `(?:the (?:fraction|number) )?`
)

var shapes = []shape{
	// Remainders.
	{re: regexp.MustCompile(`^` + ask + ` the (?:whole number )?remainder when (.+?) is divided by (.+?)` + end), kind: Remainder, x: 1, mod: 2},
	{re: regexp.MustCompile(`^When (.+?) is divided by (.+?), what is the remainder\?$`), kind: Remainder, x: 1, mod: 2},
	{re: regexp.MustCompile(`^(?:What is|Find|Compute) the residue of (.+?),? modulo (.+?)` + end), kind: Remainder, x: 1, mod: 2},
	// Digits of an integer.
	{re: regexp.MustCompile(`^(?:What is|Find) the (units|ones|unit|last|rightmost|tens|hundreds) digit (?:of|in|when) (?:the (sum|product|number|integer|following product|following sum|value)[,:]? )?(.+?)(?: is multiplied out| is written out| is expressed in decimal notation| is evaluated| is written in decimal notation)?` + end), kind: DigitAt, place: 1, noun: 2, x: 3},
	{re: regexp.MustCompile(`^What is the digit in the (units|ones|tens|hundreds) place (?:of|when|in) (.+?)(?: is multiplied out| is written out| is expressed in decimal notation| is written in decimal notation)?` + end), kind: DigitAt, place: 1, x: 2},
	{re: regexp.MustCompile(`^When (.+?) is (?:written|expressed) in decimal notation, what is its (units|ones|last|tens) digit\?$`), kind: DigitAt, x: 1, place: 2},
	{re: regexp.MustCompile(`^(?:What is|What are|Find) the (?:rightmost|last|final) (two|three|four) digits of (.+?)` + end), kind: LastDigits, k: 1, x: 2},
	{re: regexp.MustCompile(`^When (?:the expression )?(.+?) is (?:evaluated|written out|multiplied out), what are the (?:final|last|rightmost) (two|three|four) digits\?$`), kind: LastDigits, x: 1, k: 2},
	{re: regexp.MustCompile(`^What is the sum of the (?:final|last|rightmost) (two|three|four) digits of (?:the integer representation of )?(.+?)` + end), kind: SumLastDigits, k: 1, x: 2},
	{re: regexp.MustCompile(`^What is the sum of the tens digit and the (?:units|ones) digit (?:of|in) (?:the (?:integer form|decimal representation|integer representation) of )?(.+?)` + end), kind: SumTensUnits, x: 1},
	{re: regexp.MustCompile(`^How many digits are (?:there )?in (?:the (?:value|number|whole-number representation|integer representation) of )?(?:the following expression: |the number )?(.+?)` + end), kind: DigitCount, x: 1},
	{re: regexp.MustCompile(`^Determine the number of digits in the value of (.+?)` + end), kind: DigitCount, x: 1},
	{re: regexp.MustCompile(`^If (?:the product )?(.+?) is written as an integer, how many digits are in this integer\?$`), kind: DigitCount, x: 1},
	{re: regexp.MustCompile(`^What is the sum of the digits (?:of|in) (?:the (?:decimal|integer) representation of )?(.+?)` + end), kind: DigitSum, x: 1},
	// Divisors.
	{re: regexp.MustCompile(`^(?:How many|Find the number of|What is the number of) ` + adjs + `(?:divisors|factors) (?:does|of) (.+?)(?: have)?` + end), kind: DivisorCount, filter: 1, x: 2},
	{re: regexp.MustCompile(`^(?:What is|Find) the sum of (?:all )?(?:of )?(?:the )?` + adjs + `(?:divisors|factors) of (.+?)` + end), kind: DivisorSum, filter: 1, x: 2},
	{re: regexp.MustCompile(`^(?:What is|Find) the product of (?:all )?(?:of )?(?:the )?` + adjs + `(?:divisors|factors) of (.+?)` + end), kind: DivisorProduct, filter: 1, x: 2},
	// Decimals of a fraction.
	{re: regexp.MustCompile(`^(?:Express|Convert|Write) ` + frac + `(.+?) (?:as|to|in) a terminating decimal` + end), kind: TermDecimal, x: 1},
	{re: regexp.MustCompile(`^Find the terminating decimal expansion of (.+?)` + end), kind: TermDecimal, x: 1},
	{re: regexp.MustCompile(`^(?:What is|Find) the ` + ord + ` digit (?:after|to the right of|past|following) the decimal(?: point)? (?:in|of|when) (?:the (?:decimal )?(?:representation|expansion) of )?` + frac + `(.+?)(?: is expressed as a decimal| is written as a decimal)?` + end), kind: DecimalDigit, k: 1, x: 2},
	{re: regexp.MustCompile(`^Which digit will appear in the ` + ord + ` place after the decimal point in the decimal (?:representation|expansion) of (.+?)` + end), kind: DecimalDigit, k: 1, x: 2},
	{re: regexp.MustCompile(`^What is the digit in the (tenths|hundredths|thousandths|ten-thousandths) place of the decimal (?:equivalent|representation|expansion) of (.+?)` + end), kind: DecimalDigit, place: 1, x: 2},
	{re: regexp.MustCompile(`^When (.+?) is written as a decimal, how many digits are to the right of the decimal point\?$`), kind: DecimalPlaces, x: 1},
	{re: regexp.MustCompile(`^How many digits does the decimal equal to (.+?) have to the right of the decimal point\?$`), kind: DecimalPlaces, x: 1},
	{re: regexp.MustCompile(`^How many digits are located to the right of the decimal point when (.+?) is expressed as a decimal\?$`), kind: DecimalPlaces, x: 1},
	{re: regexp.MustCompile(`^What is the last (?:nonzero |non-zero )?digit (?:to the right of the decimal point )?(?:in|of) the decimal expansion of (.+?)` + end), kind: LastDecimal, x: 1},
	{re: regexp.MustCompile(`^What is the first (?:nonzero|non-zero) digit to the right of the decimal point (?:of|in) (?:the decimal (?:representation|expansion) of )?` + frac + `(.+?)` + end), kind: FirstNonzero, x: 1},
	{re: regexp.MustCompile(`^When (.+?) is written as a decimal, how many zeros are there between the decimal point and the first non-zero digit\?$`), kind: LeadingZeros, x: 1},
	{re: regexp.MustCompile(`^How many 0's are located to the right of the decimal point and before the first non-zero digit in the terminating decimal representation of (.+?)` + end), kind: LeadingZeros, x: 1},
	{re: regexp.MustCompile(`^If (.+?) is expressed as a decimal, how many non-zero digits are to the right of the decimal point\?$`), kind: NonzeroPlaces, x: 1},
	{re: regexp.MustCompile(`^What is the sum of the reciprocals of the ` + adjs + `(?:divisors|factors) of (.+?)` + end), kind: DivisorReciprocalSum, filter: 1, x: 2},
	{re: regexp.MustCompile(`^What is the largest perfect square (?:factor|divisor) of (.+?)` + end), kind: LargestSquareDivisor, x: 1},
	{re: regexp.MustCompile(`^How many positive (cubes|perfect squares|perfect cubes|perfect square integers) (?:divide|are factors of|are divisors of) (?:the product )?(.+?)` + end), kind: PowerDivisorCount, k: 1, x: 2},
	{re: regexp.MustCompile(`^What is the sum of all the distinct positive two-digit factors of (.+?)` + end), kind: TwoDigitDivisorSum, x: 1},
	{re: regexp.MustCompile(`^How many prime positive integers are divisors of (.+?)` + end), kind: PrimeCount, x: 1},
	// Repeating decimals as fractions.
	{re: regexp.MustCompile(`^(?:If|When) (?:the decimal )?(\$[^$]+\$) is written as a fraction \$\\frac\{a\}\{b\}\$,? (?:with|where) \$a\$ and \$b\$ (?:being|are) positive integers with a greatest common divisor of 1, what is \$a ?\+ ?b\$\?$`), kind: NumDenSum, x: 1},
	{re: regexp.MustCompile(`^When (?:the repeating decimal )?(\$[^$]+\$) is expressed as a common fraction in lowest terms, what is the sum of (?:the|its) numerator and denominator\?$`), kind: NumDenSum, x: 1},
	{re: regexp.MustCompile(`^What is the product of the numerator and the denominator when (\$[^$]+\$) is expressed as a fraction in lowest terms\?$`), kind: NumDenProduct, x: 1},
	{re: regexp.MustCompile(`^What is the reciprocal of the common fraction form of (\$[^$]+\$)\?$`), kind: Reciprocal, x: 1},
	{re: regexp.MustCompile(`^Express as a common fraction the reciprocal of (\$[^$]+\$)\.$`), kind: Reciprocal, x: 1},
	{re: regexp.MustCompile(`^What is the reciprocal of (\$[^$]+\$)\? Express your answer as a decimal\.$`), kind: ReciprocalDecimal, x: 1},
	{re: regexp.MustCompile(`^(?:Express this sum as a common fraction|Express as a common fraction): (\$[^$]+\$)\.?$`), kind: FractionValue, x: 1},
	{re: regexp.MustCompile(`^What simplified common fraction is equivalent to (\$[^$]+\$)\?$`), kind: FractionValue, x: 1},
	// Zeros at the end.
	{re: regexp.MustCompile(`^How many (?:zeros|zeroes) are (?:there )?at the end of (?:the product )?(.+?)(?: when multiplied out)?\?$`), kind: TrailingZeros, x: 1},
	{re: regexp.MustCompile(`^The number (.+?) ends in how many zeros when expressed as an integer\?$`), kind: TrailingZeros, x: 1},
	{re: regexp.MustCompile(`^The number (.+?) has a long tail of zeroes\. How many zeroes are there\?$`), kind: TrailingZeros, x: 1},
	{re: regexp.MustCompile(`^When (.+?) is expanded out, the result is \$?1\$? followed by how many zeros\?$`), kind: PowerOfTen, x: 1},
	// Prime factors.
	{re: regexp.MustCompile(`^How many (?:distinct|different) prime (?:factors|divisors) does (.+?) have\?$`), kind: PrimeCount, x: 1},
	{re: regexp.MustCompile(`^How many (?:distinct|different) (?:prime factors|primes) (?:are in|appear in) the prime factorization of (.+?)\?$`), kind: PrimeCount, x: 1},
	{re: regexp.MustCompile(`^(?:What is|Find) the (?:greatest|largest) prime (?:factor|divisor) of (.+?)` + end), kind: LargestPrime, x: 1},
	{re: regexp.MustCompile(`^(?:What is|Find) the sum of the (?:(?:largest|greatest) and (?:the )?(?:smallest|least)|(?:smallest|least) and (?:the )?(?:largest|greatest)) prime factors of (.+?)` + end), kind: PrimeExtremeSum, x: 1},
	{re: regexp.MustCompile(`^(?:What is|Find) the sum of the distinct prime (?:divisors|factors) of (.+?)` + end), kind: PrimeSum, x: 1},
	{re: regexp.MustCompile(`^What is the positive difference between the (?:greatest|largest) and (?:the )?(?:least|smallest) prime factors of (.+?)` + end), kind: PrimeExtremeDiff, x: 1},
	{re: regexp.MustCompile(`^What is the positive difference between the two largest prime factors of (.+?)` + end), kind: PrimeTopDiff, x: 1},
	{re: regexp.MustCompile(`^In the prime factorization of (.+?), what is the exponent of \$?([0-9]+)\$?\?$`), kind: PrimeExponent, x: 1, k: 2},
	{re: regexp.MustCompile(`^What is the sum of the digits in the terminating decimal representation of ` + frac + `(.+?)` + end), kind: DecimalDigitSum, x: 1},
}

// factorialNotes are the sentences that only define n! as 1·2·…·n,
// set aside.
var factorialNotes = []*regexp.Regexp{
	regexp.MustCompile(`\(Reminder: The number \$n!\$ is the product of the integers from 1 to \$n\$\. For example, \$5! ?= ?5 ?\\cdot ?4 ?\\cdot ?3 ?\\cdot ?2 ?\\cdot ?1 ?= ?120\$\.\)$`),
	regexp.MustCompile(`\(Reminder: If \$n\$ is a positive integer, then \$n!\$ stands for the product \$1 ?\\cdot ?2 ?\\cdot ?3 ?\\cdot [^$]*\$\.\)$`),
	regexp.MustCompile(`\(Reminder: For a positive integer \$n\$, the expression \$n!\$ stands for the product of the integers from 1 up to \(and including\) \$n\$\.\)$`),
	regexp.MustCompile(`\(Note: \$n!\$ means "n factorial", defined as the product of all integers from \$1\$ to \$n\$\.\)$`),
	regexp.MustCompile(`\(Here \$n!\$ denotes \$1\\times\\cdots\\times n\$ for each positive integer \$n\$\.\)$`),
	regexp.MustCompile(`^For each positive integer \$n\$, let \$n!\$ denote the product \$1 ?\\cdot ?2 ?\\cdot ?3 ?\\cdot[^$]*\$\. `),
}

// words are the counts and places the sentences name.
var words = map[string]int64{
	"two": 2, "three": 3, "four": 4,
	"cubes": 3, "perfect cubes": 3, "perfect squares": 2, "perfect square integers": 2,
	"units": 0, "ones": 0, "unit": 0, "last": 0, "rightmost": 0, "tens": 1, "hundreds": 2,
	"tenths": 1, "hundredths": 2, "thousandths": 3, "ten-thousandths": 4,
}

// cues are the words one of which every sentence holds: the cheap test
// before any pattern.
var cues = []string{"remainder", "digit", "divisor", "factor", "decimal", "fraction", "zero"}

// Read reads the question; ok is false when the statement is not one of
// the sentences or a number in it is not read.
func Read(problem string) (Question, bool) {
	if len(problem) > 400 {
		return Question{}, false
	}
	hit := false
	for _, w := range cues {
		if strings.Contains(problem, w) {
			hit = true
			break
		}
	}
	if !hit {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	for _, re := range factorialNotes {
		s = strings.TrimSpace(re.ReplaceAllString(s, ""))
	}
	for _, p := range []string{"?", "."} { // "… of $8^{25} + 12^{25}?$"
		if t, ok := strings.CutSuffix(s, p+"$"); ok {
			s = t + "$" + p
		}
	}
	b, rest := readBinding(s)
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(rest)
		if m == nil {
			continue
		}
		if q, ok := sh.read(m, b); ok {
			return q, true
		}
	}
	return Question{}, false
}

// binding is a letter named in a first sentence: "Let $N$ be the sum of
// the divisors of $200$.", "If $A$ is the product of the divisors of
// $300$, …", "Let $S = 2010 + 2011 + \cdots + 4018$."
type binding struct {
	name  string
	x     ast.Expr
	inner *Question
	src   string
}

var (
	letBeRe   = regexp.MustCompile(`^Let \$([A-Za-z])\$ be (the .+?)\. (.+)$`)
	ifIsRe    = regexp.MustCompile(`^If \$([A-Za-z])\$ is (the .+?), (what|how)(.+)$`)
	letEqRe   = regexp.MustCompile(`^Let \$([A-Za-z]) ?= ?([^$]+)\$\. (.+)$`)
	innerRe   = regexp.MustCompile(`^the (sum|product|number) of (?:all )?(?:of )?(?:the )?` + adjs + `(?:divisors|factors) of (.+)$`)
	innerKind = map[string]Kind{"sum": DivisorSum, "product": DivisorProduct, "number": DivisorCount}
)

// readBinding reads a first sentence that names a letter, and the rest;
// nil and s itself where there is none.
func readBinding(s string) (*binding, string) {
	if m := letBeRe.FindStringSubmatch(s); m != nil {
		if in, ok := readInner(m[2]); ok {
			return &binding{name: m[1], inner: in, src: m[2]}, m[3]
		}
	}
	if m := ifIsRe.FindStringSubmatch(s); m != nil {
		if in, ok := readInner(m[2]); ok {
			return &binding{name: m[1], inner: in, src: m[2]}, strings.ToUpper(m[3][:1]) + m[3][1:] + m[4]
		}
	}
	if m := letEqRe.FindStringSubmatch(s); m != nil {
		if e, err := latex.ParseExpr(m[2]); err == nil {
			return &binding{name: m[1], x: e, src: "$" + m[2] + "$"}, m[3]
		}
	}
	return nil, s
}

// readInner reads "the sum (product, number) of the divisors of X".
func readInner(s string) (*Question, bool) {
	m := innerRe.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	f, pos, ok := readFilter(m[2])
	if !ok {
		return nil, false
	}
	x, ok := Number(m[3])
	if !ok {
		return nil, false
	}
	return &Question{Kind: innerKind[m[1]], X: x, Src: m[3], Filter: f, Pos: pos}, true
}

// subject reads the number a question is about: the bound letter, a
// divisor question, or a closed number.
func subject(s string, b *binding) (ast.Expr, *Question, string, bool) {
	if b != nil && s == "$"+b.name+"$" {
		return b.x, b.inner, b.src, true
	}
	if in, ok := readInner(s); ok {
		return nil, in, s, true
	}
	x, ok := Number(s)
	return x, nil, s, ok
}

func (sh shape) read(m []string, b *binding) (Question, bool) {
	q := Question{Kind: sh.kind}
	var ok bool
	if q.X, q.Inner, q.Src, ok = subject(m[sh.x], b); !ok {
		return Question{}, false
	}
	if sh.mod > 0 {
		if q.Mod, ok = Number(m[sh.mod]); !ok {
			return Question{}, false
		}
	}
	if sh.k > 0 {
		if v, in := words[m[sh.k]]; in {
			q.K = v
		} else {
			n, err := strconv.ParseInt(strings.ReplaceAll(m[sh.k], ",", ""), 10, 64)
			if err != nil || n <= 0 || !commasOK(m[sh.k]) {
				return Question{}, false
			}
			q.K = n
		}
	}
	if sh.place > 0 {
		v, in := words[m[sh.place]]
		if !in {
			return Question{}, false
		}
		q.K = v
	}
	if sh.filter > 0 {
		f, pos, ok := readFilter(m[sh.filter])
		if !ok {
			return Question{}, false
		}
		q.Filter, q.Pos = f, pos
		switch q.Kind {
		case DivisorCount, DivisorSum, DivisorProduct, DivisorReciprocalSum:
			if twoReadings(&q, 0) {
				return Question{}, false
			}
		}
	}
	if q.Inner != nil && twoReadings(q.Inner, q.Kind) {
		return Question{}, false
	}
	if sh.noun > 0 && (q.X == nil || !nounFits(m[sh.noun], q.X)) {
		return Question{}, false
	}
	return q, true
}

// readFilter reads the adjectives of "divisors": at most one of even,
// odd and proper, and whether they are said positive.
func readFilter(adj string) (string, bool, bool) {
	f, pos := "", false
	for _, w := range strings.FieldsFunc(adj, func(r rune) bool { return r == ' ' || r == ',' }) {
		switch w {
		case "even", "odd", "proper":
			if f != "" {
				return "", false, false
			}
			f = w
			pos = pos || w == "proper"
		case "positive", "natural-number", "whole-number":
			pos = true
		}
	}
	return f, pos, true
}

// twoReadings: divisors not said positive have a second reading, with
// their negatives, that gives another even or odd count, another sum or
// product (the plain count is read as the cue table reads it: positive);
// a product's prime factors are the same in both.
func twoReadings(in *Question, outer Kind) bool {
	if in.Pos {
		return false
	}
	switch in.Kind {
	case DivisorCount:
		return in.Filter == "even" || in.Filter == "odd"
	case DivisorProduct:
		switch outer {
		case PrimeCount, PrimeSum, LargestPrime, PrimeExtremeSum, PrimeExtremeDiff, PrimeTopDiff:
			return false
		}
	}
	return true
}

// nounFits: "the sum X" is a sum, "the product X" a product.
func nounFits(noun string, x ast.Expr) bool {
	want := ast.Add
	switch {
	case strings.HasSuffix(noun, "sum"):
	case strings.HasSuffix(noun, "product"):
		want = ast.Mul
	default:
		return true
	}
	switch x := x.(type) {
	case *ast.Binary:
		return x.Op == want || want == ast.Add && x.Op == ast.Sub
	case *ast.BigOp:
		return x.Prod == (want == ast.Mul)
	}
	return false
}

var (
	leadingDot     = regexp.MustCompile(`(^|[^0-9])\.(\\overline|[0-9])`)
	proseInt       = regexp.MustCompile(`^(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)!?$`)
	proseProd      = regexp.MustCompile(`^(?:\([0-9]+!?\)){2,4}$`)
	proseTimes     = regexp.MustCompile(`^([0-9]+) \$\\times\$ ([0-9]+)$`)
	prosePower     = regexp.MustCompile(`^([0-9]+) to the ([0-9]{1,3}(?:,[0-9]{3})*|[0-9]+)(?:st|nd|rd|th) power$`)
	factorialWords = regexp.MustCompile(`^\$([0-9]+)!\$ \(([0-9]+) factorial\)$`)
	proseFrac      = regexp.MustCompile(`^([0-9]+)/([0-9]+)$`)
)

// Number reads a closed number: a formula between dollars, with no
// dollar inside, or a number in the prose.
func Number(s string) (ast.Expr, bool) {
	if m := factorialWords.FindStringSubmatch(s); m != nil && m[1] == m[2] {
		s = "$" + m[1] + "!$"
	}
	var src string
	switch {
	case len(s) > 4 && strings.HasPrefix(s, "$$") && strings.HasSuffix(s, "$$") && !strings.Contains(s[2:len(s)-2], "$"):
		src = s[2 : len(s)-2]
	case len(s) > 2 && s[0] == '$' && s[len(s)-1] == '$' && !strings.Contains(s[1:len(s)-1], "$"):
		src = leadingDot.ReplaceAllString(s[1:len(s)-1], "${1}0.${2}")
	case proseInt.MatchString(s):
		if !commasOK(strings.TrimSuffix(s, "!")) {
			return nil, false
		}
		src = strings.ReplaceAll(s, ",", "")
	case proseProd.MatchString(s):
		src = s
	case proseTimes.MatchString(s):
		m := proseTimes.FindStringSubmatch(s)
		src = m[1] + `\times ` + m[2]
	case prosePower.MatchString(s):
		m := prosePower.FindStringSubmatch(s)
		src = m[1] + "^{" + strings.ReplaceAll(m[2], ",", "") + "}"
	case proseFrac.MatchString(s):
		m := proseFrac.FindStringSubmatch(s)
		src = "\\frac{" + m[1] + "}{" + m[2] + "}"
	default:
		return nil, false
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	return e, true
}

// commasOK: a number written with commas groups its digits by three.
func commasOK(s string) bool {
	if !strings.Contains(s, ",") {
		return true
	}
	parts := strings.Split(s, ",")
	if len(parts[0]) == 0 || len(parts[0]) > 3 {
		return false
	}
	for _, p := range parts[1:] {
		if len(p) != 3 {
			return false
		}
	}
	return true
}
