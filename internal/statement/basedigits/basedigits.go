// Package basedigits reads a question about the digits of an integer
// written in a base, or about its value in a base (issue 42, MATH Number
// Theory; see Read).
package basedigits

import (
	"regexp"
	"strings"
)

// Issue 42 (MATH Number Theory): whole-statement shapes, the statement's whitespace
// collapsed and its displayed formulas written inline. N is a formula in
// dollars (numerals in bases, integers, + - · and powers, a factorial), D
// a base-10 integer written in digits, B a base (digits, "$b$", or a
// number word two to sixteen):
//
//	What is / Find the sum (product) of the digits of (in) the base-B representation (expression) of (for) N?
//	What is the sum of the digits when N is converted to base B? [(When you add the digits, express the sum in base 10.)]
//	When the base 10 integer D is converted to base B, what is the sum of the digits?
//	Find the number of even (odd) digits in the base-B representation of N.
//	How many digits are there in the base-B representation of N?
//	How many digits does N have when converted to base B?
//	When the base-B' number N is written in base B, how many base-B digits (bits) does it have?
//	How many more digits does the base-B representation of N have than the base-B' representation of N?
//	How many more digits does the base-10 number D have when expressed in base B than when expressed in base B'?
//	What is the last digit of the base B representation of the base ten integer N?
//	Find the units digit of the following within the indicated number base: N
//	The base-10 numbers D and D' are multiplied. The product is then written in base-B. What is the units digit of the base-B representation?
//	What is the product (in base 10) of the first and last digits of the base-B representation of N?
//	How many zeroes does N end in (with), when [N is] written in base B?
//	When the base-B integer N is divided by [the base 10 number] M, what is the remainder? [Express your answer in base 10.]
//	What is the remainder when the base B number N is divided by M? Express your answer in base 10.
//	When the binary number N is divided by M, what is the remainder (give your answer in base 10)?
//	Convert N to base 2. Let $x$ be the number of zeros and $y$ be the number of ones in base 2. What is the value of $y-x$?
//	The product of the base seven numbers N and N' is expressed in base seven. What is the base seven sum of the digits of this product?
//
// and values asked in a base: "What is the base-10 integer D when
// expressed in base B?", "What is the base B representation of [the base
// B' number] N?", "The binary number N is equal to what number in base
// B?", "Convert N to base B. Use digits A, B, and C if necessary.", "What
// is the base B product of the numbers N and N'?", "Sum N and N',
// expressing your answer in base B.", "In the base-three number system,
// $a = X$ and $b = Y$. What is the product $ab$ expressed in the
// base-three number system?", "The integers D and D' are expressed in
// base B and added. What is the resulting sum, expressed in base B?",
// "Find the sum of N, N' and N'' in base B.", "Express the product of N
// and N' in base 10.", "Express N as a base 10 integer.", "What is the
// base-ten number represented by the base-eight number D?", "The base
// three number N is equal to which base ten number?", "What's the largest
// K-digit base B integer? Express your answer in base 10.", "What is the
// largest base-B number that has K digits? Express your answer in base
// 10.", and four story sentences that only convert a numeral ("An octopus
// told me that his underwater cave is N years old. How many years is this
// in base ten?"). A base named twice must be the same; one more word and
// the statement is not read.

// Ask is what a question asks of the integer's digits.
type Ask int

const (
	AskValue          Ask = iota + 1 // the integer, written in AnswerBase
	AskDigitSum                      // the sum of its digits in Base
	AskDigitProduct                  // the product of its digits
	AskEvenDigits                    // how many of its digits are even
	AskOddDigits                     // how many are odd
	AskDigitCount                    // how many digits it has
	AskMoreDigits                    // its digits in Base less those of Value2 in Base2
	AskLastDigit                     // its last digit in Base
	AskFirstLast                     // the product of its first and last digits
	AskTrailingZeros                 // how many zeros it ends in
	AskRemainder                     // its remainder modulo Mod
	AskOnesMinusZeros                // its ones less its zeros in base 2
)

// Question is an integer Value (a LaTeX formula) and what is asked of it
// in Base. Base 0 (the units digit "within the indicated number base") is
// the one base of Value's numerals. NumeralBase, when set, is the base
// the statement says Value's numerals are written in. AnswerBase is the
// base the answer is written in.
type Question struct {
	Ask         Ask
	Value       string
	Value2      string
	Base        int
	Base2       int
	NumeralBase int
	AnswerBase  int
	Mod         string
	Shape       string
}

type shape struct {
	ask  Ask
	re   *regexp.Regexp
	name string
}

const (
	nF = `\$(?P<n>[^$]+)\$`
	n2 = `\$(?P<n2>[^$]+)\$`
	dF = `(?P<d>\d{1,12})`
	bF = `\$?(?P<b>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen)\$?`
	b2 = `\$?(?P<b2>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen)\$?`
)

var words = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "sixteen": 16}

func sh(ask Ask, name, re string) shape {
	return shape{ask, regexp.MustCompile("^" + re + "$"), name}
}

var shapes = []shape{
	sh(AskDigitSum, "the sum (product) of the digits of the base-B representation of N",
		`(?:What is|Find) the (?P<stat>sum|product) of the digits (?:of|in) the base[- ]`+bF+` (?:representation|expression) (?:of|for) `+nF+`[.?]`),
	sh(AskDigitSum, "the sum of the digits when N is converted to base B",
		`What is the sum of the digits when `+nF+` is converted to base `+bF+`\?(?: \(When you add the digits, express the sum in base 10\.\))?`),
	sh(AskDigitSum, "the sum of the digits when the base 10 integer D is converted to base B",
		`When the base 10 integer `+dF+` is converted to base `+bF+`, what is the sum of the digits\?`),
	sh(AskEvenDigits, "the number of even (odd) digits in the base-B representation of N",
		`Find the number of (?P<stat>even|odd) digits in the base[- ]`+bF+` representation of `+nF+`\.`),
	sh(AskDigitCount, "how many digits are there in the base-B representation of N",
		`How many digits are there in the base[- ]`+bF+` representation of `+nF+`\?`),
	sh(AskDigitCount, "how many digits N has when converted to base B",
		`How many digits does `+nF+` have when converted to base `+bF+`\?`),
	sh(AskDigitCount, "how many base-B digits the base-B' number N has",
		`When the base-`+b2+` number `+nF+` is written in base `+bF+`, how many base-(?P<b>\d{1,2}) digits \(bits\) does it have\?`),
	sh(AskMoreDigits, "how many more digits the base-B representation of N has than the base-B' one",
		`How many more digits does the base[- ]`+bF+` representation of `+nF+` have than the base[- ]`+b2+` representation of `+n2+`\?`),
	sh(AskMoreDigits, "how many more digits the base-10 number D has in base B than in base B'",
		`How many more digits does the base-10 number `+dF+` have when expressed in base `+bF+` than when expressed in base `+b2+`\?`),
	sh(AskLastDigit, "the last digit of the base B representation of the base ten integer N",
		`What is the last digit of the base `+bF+` representation of the base ten integer `+nF+`\?`),
	sh(AskLastDigit, "the units digit of N within the indicated number base",
		`Find the units digit of the following within the indicated number base: `+nF),
	sh(AskLastDigit, "the units digit of the product of D and D' written in base B",
		`The base-10 numbers `+dF+` and (?P<d2>\d{1,12}) are multiplied\. The product is then written in base-`+bF+`\. What is the units digit of the base-`+b2+` representation\?`),
	sh(AskFirstLast, "the product of the first and last digits of the base-B representation of N",
		`What is the product \(in base 10\) of the first and last digits of the base[- ]`+bF+` representation of `+nF+`\?`),
	sh(AskTrailingZeros, "how many zeroes N ends in, written in base B",
		`How many zeroes does `+nF+` end (?:in|with), when (?:`+n2+` is )?written in base `+bF+`\?`),
	sh(AskRemainder, "the remainder of the base-B integer N divided by M",
		`When the base[- ]`+b2+` integer `+nF+` is divided by (?:the base 10 number )?\$?(?P<m>\d{1,6})\$?, what is the remainder\?(?: Express your answer in base 10\.)?`),
	sh(AskRemainder, "the remainder of the base B number N divided by M",
		`What is the remainder when the base `+b2+` number `+nF+` is divided by (?P<m>\d{1,6})\? Express your answer in base 10\.`),
	sh(AskRemainder, "the remainder of the binary number N divided by M",
		`When the (?P<bin>binary) number `+nF+` is divided by (?P<m>\d{1,6}), what is the remainder \(give your answer in base 10\)\?`),
	sh(AskOnesMinusZeros, "the number of ones less the number of zeros of N in base 2",
		`Convert `+nF+` to base (?P<b>2)\. Let \$x\$ be the number of zeros and \$y\$ be the number of ones in base 2\. What is the value of \$y-x\$\?`),
	sh(AskDigitSum, "the base seven sum of the digits of the product of two base seven numbers",
		`The product of the base (?P<b2>seven) numbers `+nF+` and `+n2+` is expressed in base (?P<b>seven)\. What is the base (?P<ab>seven) sum of the digits of this product\?`),
}

// valueShapes ask for the integer itself, written in base B (the answer's
// base), or in base 10.
var valueShapes = []shape{
	sh(AskValue, "the base-10 integer D expressed in base B",
		`What is the base-10 integer `+dF+` when expressed in base `+bF+`\?`),
	sh(AskValue, "the base B representation of N",
		`What is the base `+bF+` representation of (?:the base `+b2+` number )?`+nF+`\?`),
	sh(AskValue, "the binary number N in base B",
		`The (?P<bin>binary) number `+nF+` is equal to what number in base `+bF+`\?`),
	sh(AskValue, "N converted to base B",
		`Convert `+nF+` to base `+bF+`\. (?:Use digits A, B, and C if necessary\.|Represent \$10\$ as \$A\$, if necessary\.)`),
	sh(AskValue, "the base B product of N and N'",
		`What is the base `+bF+` (?P<op>product) of the numbers `+nF+` and `+n2+`\?`),
	sh(AskValue, "the sum of N and N' in base B",
		`(?P<op>Sum) `+nF+` and `+n2+`, expressing your answer in base `+bF+`\.`),
	sh(AskValue, "the product ab in the base-B number system",
		`In the base-`+b2+` number system, \$a = (?P<n>[^$]+)\$ and \$b = (?P<n2>[^$]+)\$\. What is the (?P<op>product) \$ab\$ expressed in the base-`+bF+` number system\?`),
	sh(AskValue, "the sum of D and D' in base B",
		`The integers `+dF+` and (?P<d2>\d{1,12}) are expressed in base `+b2+` and (?P<op>added)\. What is the resulting sum, expressed in base `+bF+`\?`),
	sh(AskValue, "the sum of N, N' and N'' in base B",
		`Find the (?P<op>sum) of `+nF+`, `+n2+` and \$(?P<n3>[^$]+)\$ in base `+bF+`\.`),
	sh(AskValue, "the sum N + N' in base B",
		`Add `+nF+`\. Express your answer in base `+bF+`, using \$A\$ for \$10\$ and \$B\$ for \$11\$ if necessary\.`),
	sh(AskValue, "the product of N and N' in base 10",
		`Express the (?P<op>product) of `+nF+` and `+n2+` in base `+bF+`\.`),
	sh(AskValue, "N as a base 10 integer",
		`Express `+nF+` as a base (?P<b>10) integer\.`),
	sh(AskValue, "the base-ten number represented by the base-B' number D",
		`What is the base-(?P<b>ten) number represented by the base-`+b2+` number (?P<nb>\d{1,12})\?`),
	sh(AskValue, "the base B' number N as a base ten number",
		`The base `+b2+` number `+nF+` is equal to which base (?P<b>ten) number\?`),
	sh(AskValue, "the largest K-digit base B' integer, in base 10",
		`What's the largest (?P<k>\d|eight)-digit base `+b2+` integer\? Express your answer in base (?P<b>10)\.`),
	sh(AskValue, "the largest base-B' number that has K digits, in base 10",
		`What is the largest base-`+b2+` number that has (?P<k>four) digits\? Express your answer in base (?P<b>10)\.`),
	sh(AskValue, "a numeral's value in base ten (a story)",
		`(?:An octopus told me that his underwater cave is `+nF+` years old\. How many years is this in base (?P<b>ten)\?|`+
			`A cat has found `+nF+` methods in which to extend each of her nine lives\. How many methods are there in base (?P<b>10)\?|`+
			`To prepare for her half-marathon, Mary ran a total of `+nF+` miles\. How many miles \(in base (?P<b>ten)\) did Mary run\?|`+
			`My father's age is `+nF+`, in base three to represent his three lower limbs -- two legs and a cane\. How old is he in base (?P<b>ten)\?)`),
}

var (
	spaceRe   = regexp.MustCompile(`\s+`)
	displayRe = regexp.MustCompile(`\$\$(.*?)\$\$|\\\[(.*?)\\\]`)
	insideRe  = regexp.MustCompile(`\$\s*([^$]*?)\s*([.,?]?)\s*\$`)
)

// normalize collapses whitespace and writes displayed formulas inline,
// the spaces inside a formula's ends trimmed and a final ".", "," or "?"
// inside it moved after it.
func normalize(problem string) string {
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = displayRe.ReplaceAllString(p, "$$$1$2$$")
	return insideRe.ReplaceAllString(p, "$$$1$$$2")
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "base") && !strings.Contains(problem, "binary") {
		return Question{}, false
	}
	p := normalize(problem)
	for _, list := range [][]shape{shapes, valueShapes} {
		for _, s := range list {
			if m := s.re.FindStringSubmatch(p); m != nil {
				return build(s, m)
			}
		}
	}
	return Question{}, false
}

// build makes the question of a matched shape.
func build(s shape, m []string) (Question, bool) {
	g := map[string]string{}
	for i, name := range s.re.SubexpNames() {
		if name != "" && m[i] != "" {
			if old, ok := g[name]; ok && old != m[i] {
				return Question{}, false
			}
			g[name] = m[i]
		}
	}
	q := Question{Ask: s.ask, Shape: s.name, Base: base(g["b"]), Base2: base(g["b2"]), AnswerBase: 10, Mod: g["m"]}
	switch {
	case g["b"] == "" && s.ask == AskLastDigit:
		q.Base = 0 // the numerals' base
	case g["b"] == "" && s.ask == AskRemainder:
		q.Base = 10
	case q.Base < 2:
		return Question{}, false
	}
	switch {
	case g["n"] != "":
		q.Value = g["n"]
	case g["nb"] != "":
		q.Value = g["nb"] + "_{" + itoa(q.Base2) + "}"
	case g["k"] != "":
		q.Value = itoa(q.Base2) + "^{" + itoa(base(g["k"])) + "}-1"
	case g["d"] != "":
		q.Value = g["d"]
	default:
		return Question{}, false
	}
	if !join(&q, s, g) {
		return Question{}, false
	}
	return q, true
}

// join completes q from the groups: the second value, the operation
// that joins the values, the bases named twice.
func join(q *Question, s shape, g map[string]string) bool {
	if g["bin"] != "" {
		q.NumeralBase = 2
	}
	if g["b2"] != "" && g["d"] == "" && s.ask != AskMoreDigits {
		q.NumeralBase = q.Base2
		if g["k"] != "" || g["nb"] != "" {
			q.NumeralBase = 0
		}
	}
	second := g["n2"]
	if g["d2"] != "" {
		second = g["d2"]
	}
	switch s.ask {
	case AskMoreDigits:
		q.Value2 = q.Value
		if second != "" {
			q.Value2 = second
		}
		return q.Base2 >= 2
	case AskTrailingZeros:
		return second == "" || second == q.Value
	case AskValue:
		q.AnswerBase = q.Base
		switch g["op"] {
		case "product":
			q.Value = "(" + q.Value + ")\\cdot(" + second + ")"
		case "Sum", "sum", "added":
			q.Value = "(" + q.Value + ")+(" + second + ")"
			if g["n3"] != "" {
				q.Value += "+(" + g["n3"] + ")"
			}
		}
		if g["op"] == "" && second != "" {
			return false
		}
		return true
	case AskLastDigit:
		if second != "" {
			q.Value = "(" + q.Value + ")\\cdot(" + second + ")"
			return q.Base2 == q.Base
		}
	case AskDigitSum:
		if g["stat"] == "product" {
			q.Ask = AskDigitProduct
		}
		if second != "" {
			q.Value = "(" + q.Value + ")\\cdot(" + second + ")"
			q.AnswerBase = q.Base
			return g["ab"] == "" || base(g["ab"]) == q.Base
		}
	case AskEvenDigits:
		if g["stat"] == "odd" {
			q.Ask = AskOddDigits
		}
	}
	return second == ""
}

func base(s string) int {
	if v, ok := words[s]; ok {
		return v
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
