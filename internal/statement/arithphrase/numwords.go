package arithphrase

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Sentences of MATH Prealgebra read whole, with any count of numbers:
// a number rounded ("Round $3.45$ to the nearest tenth."), two numbers
// added or subtracted and rounded, a number written in another form
// ("Convert $\frac{63}{5}$ to a mixed number."), the mean of listed numbers,
// the n-th odd positive integer, the product or sum of a gcd and an lcm.
// Here a formula that is a sum may be a number of the sentence: no "of"
// chain can split it.

// units are the rounding units the prose names.
var units = map[string]*big.Rat{
	"tenth": big.NewRat(1, 10), "hundredth": big.NewRat(1, 100), "thousandth": big.NewRat(1, 1000),
	"ten-thousandth": big.NewRat(1, 10000), "integer": big.NewRat(1, 1), "whole number": big.NewRat(1, 1),
	"ten": big.NewRat(10, 1), "hundred": big.NewRat(100, 1), "thousand": big.NewRat(1000, 1),
	"ten thousand": big.NewRat(10000, 1), "ten-thousand": big.NewRat(10000, 1),
}

const (
	unitPat = `(tenth|hundredth|thousandth|ten-thousandth|integer|whole number|ten thousand|ten-thousand|ten|hundred|thousand)`
	endQ    = `( [?])?$`
	endDot  = `( [.])?$`
	listPat = `(#(?: , #)*(?: ,)? and #|#(?: , #)+)`
	gcdPat  = `(greatest common (?:factor|divisor)(?: \( gc[df] \))?|least common multiple(?: \( lcm \))?)`
)

// numWord is one sentence: its pattern, its name, how it builds the
// value from the numbers and the submatches, the form it asks, and the
// submatch naming the rounding unit (0: none).
type numWord struct {
	re    *regexp.Regexp
	shape string
	build func(n []ast.Expr, m []string) (ast.Expr, bool)
	form  statement.ShapeForm
	round int
}

func first(n []ast.Expr, _ []string) (ast.Expr, bool) { return n[0], len(n) == 1 }

func pair(op ast.BinaryOp, swap bool) func(n []ast.Expr, _ []string) (ast.Expr, bool) {
	return func(n []ast.Expr, _ []string) (ast.Expr, bool) {
		if len(n) != 2 {
			return nil, false
		}
		if swap {
			return bin(op, n[1], n[0]), true
		}
		return bin(op, n[0], n[1]), true
	}
}

func reciprocal(n []ast.Expr, _ []string) (ast.Expr, bool) {
	return bin(ast.Div, &ast.Number{Int: "1"}, n[0]), len(n) == 1
}

var numWords = []numWord{
	{regexp.MustCompile(`^round # to the nearest ` + unitPat + endDot), "Round A to the nearest U.", first, statement.ShapeFormNone, 1},
	{regexp.MustCompile(`^round to the nearest ` + unitPat + ` : #` + endDot), "Round to the nearest U: A", first, statement.ShapeFormNone, 1},
	{regexp.MustCompile(`^what is # to the nearest ` + unitPat + endQ), "What is A to the nearest U?", first, statement.ShapeFormNone, 1},
	{regexp.MustCompile(`^add # to # and round (?:your answer |the result )?to the nearest ` + unitPat + endDot), "Add A to B and round to the nearest U.", pair(ast.Add, true), statement.ShapeFormNone, 1},
	{regexp.MustCompile(`^add # to # [.] express the result as a decimal` + endDot), "Add A to B. Express the result as a decimal.", pair(ast.Add, true), statement.ShapeFormDecimal, 0},
	{regexp.MustCompile(`^subtract # from # [.] express the result as a decimal to the nearest ` + unitPat + endDot), "Subtract A from B. Express the result as a decimal to the nearest U.", pair(ast.Sub, true), statement.ShapeFormDecimal, 1},
	{regexp.MustCompile(`^what is the sum of # and # , rounded to the nearest ` + unitPat + endQ), "What is the sum of A and B, rounded to the nearest U?", pair(ast.Add, false), statement.ShapeFormNone, 1},
	{regexp.MustCompile(`^what is the sum # , in decimal form to the nearest ` + unitPat + endQ), "What is the sum A, in decimal form to the nearest U?", first, statement.ShapeFormDecimal, 1},
	{regexp.MustCompile(`^what is # more than #` + endQ), "What is A more than B?", pair(ast.Add, true), statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^convert # to a mixed number` + endDot), "Convert A to a mixed number.", first, statement.ShapeFormMixed, 0},
	{regexp.MustCompile(`^write # as a simplified fraction` + endDot), "Write A as a simplified fraction.", first, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what is # expressed as a fraction` + endQ), "What is A expressed as a fraction?", first, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what (?:simplified )?common fraction (?:\( that is , a fraction reduced to its lowest terms \) )?is equivalent to #` + endQ), "What common fraction is equivalent to A?", first, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^express this sum as a common fraction : #` + endDot), "Express this sum as a common fraction: A", first, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^express as a common fraction the reciprocal of #` + endDot), "Express as a common fraction the reciprocal of A.", reciprocal, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what is the reciprocal of # [?] express your answer as a decimal` + endDot), "What is the reciprocal of A? Express your answer as a decimal.", reciprocal, statement.ShapeFormDecimal, 0},
	{regexp.MustCompile(`^what is the reciprocal of # [?] express your answer as a common fraction` + endDot), "What is the reciprocal of A? Express your answer as a common fraction.", reciprocal, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what common fraction is exactly half-way between # and #` + endQ), "What common fraction is exactly half-way between A and B?", halfway, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^how many # are (?:there )?in #` + endQ), "How many A are in B?", pair(ast.Div, true), statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^(?:what is|find|determine) the (?:arithmetic )?(?:mean|average)(?: \( mean \))? of (?:the (?:numbers|integers) )?` + listPat + `( [?.])?$`), "What is the mean of A, B, …?", mean, statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^what is the (?:arithmetic )?mean of # and # [?] express your answer as a common fraction` + endDot), "What is the mean of A and B? Express your answer as a common fraction.", mean, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what (?:number )?is # (?:is )?equal to` + endQ), "What is A equal to?", first, statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^find # [.] reduce your answer to simplest form` + endDot), "Find A. Reduce your answer to simplest form.", first, statement.ShapeFormFraction, 0},
	{regexp.MustCompile(`^what is the positive square root of (?:the product )?#` + endQ), "What is the positive square root of A?", sqrtOf, statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^what is the # th (?:odd positive|positive odd) integer` + endQ), "What is the n-th odd positive integer?", nthOdd, statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^(?:what is|find) the (product|sum) of the ` + gcdPat + ` and the ` + gcdPat + ` of # and #` + `( [?.])?$`), "What is the product (sum) of the lcm and the gcd of A and B?", gcdLcmShared, statement.ShapeFormNone, 0},
	{regexp.MustCompile(`^(?:what is|find) the (product|sum) of the ` + gcdPat + ` of # and # and the ` + gcdPat + ` of # and #` + `( [?.])?$`), "What is the product (sum) of the gcd of A and B and the lcm of C and D?", gcdLcmApart, statement.ShapeFormNone, 0},
}

// readNumWords reads the sentences above; toks are the statement's
// tokens, the numbers written "#".
func readNumWords(toks []string, nums []ast.Expr) (Phrase, bool) {
	if len(nums) == 0 || len(nums) > 12 {
		return Phrase{}, false
	}
	s := strings.Join(toks, " ")
	for _, w := range numWords {
		m := w.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		e, ok := w.build(nums, m)
		if !ok {
			return Phrase{}, false
		}
		q := Phrase{E: e, Form: w.form, Shape: w.shape}
		if w.round > 0 {
			q.Round = units[m[w.round]]
		}
		return q, true
	}
	if m := decimalPlacesRe.FindStringSubmatch(s); m != nil && len(nums) == 2 {
		k, ok := smallInt(nums[0])
		if !ok || k < 1 || k > 12 {
			return Phrase{}, false
		}
		return Phrase{E: nums[1], Shape: "Rounded to k decimal places, what is A?", Round: statement.Pow10(-int(k))}, true
	}
	return Phrase{}, false
}

var decimalPlacesRe = regexp.MustCompile(`^rounded to # decimal places , what is #` + endQ)

// smallInt is the value of an integer literal of at most 9 digits.
func smallInt(e ast.Expr) (int64, bool) {
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || n.Int == "" || len(n.Int) > 9 {
		return 0, false
	}
	v, ok := new(big.Int).SetString(n.Int, 10)
	return v.Int64(), ok
}

// sqrtOf is the positive square root of the one number.
func sqrtOf(n []ast.Expr, _ []string) (ast.Expr, bool) {
	return &ast.Root{X: n[0]}, len(n) == 1
}

func halfway(n []ast.Expr, _ []string) (ast.Expr, bool) {
	if len(n) != 2 {
		return nil, false
	}
	return bin(ast.Div, bin(ast.Add, n[0], n[1]), &ast.Number{Int: "2"}), true
}

// mean is the sum of the listed numbers over their count.
func mean(n []ast.Expr, _ []string) (ast.Expr, bool) {
	if len(n) < 2 {
		return nil, false
	}
	s := n[0]
	for _, x := range n[1:] {
		s = bin(ast.Add, s, x)
	}
	return bin(ast.Div, s, &ast.Number{Int: big.NewInt(int64(len(n))).String()}), true
}

// nthOdd is 2n − 1 for the n-th odd positive integer.
func nthOdd(n []ast.Expr, _ []string) (ast.Expr, bool) {
	k, ok := smallInt(n[0])
	if len(n) != 1 || !ok || k < 1 {
		return nil, false
	}
	return bin(ast.Sub, bin(ast.Mul, &ast.Number{Int: "2"}, n[0]), &ast.Number{Int: "1"}), true
}

// gcdOrLcm is the function a phrase of gcdPat names.
func gcdOrLcm(phrase string, args ...ast.Expr) ast.Expr {
	name := ast.LCM
	if strings.HasPrefix(phrase, "greatest") {
		name = ast.GCD
	}
	return &ast.Func{Name: name, Args: args}
}

func sumOrProduct(word string) ast.BinaryOp {
	if word == "sum" {
		return ast.Add
	}
	return ast.Mul
}

// positiveInts reports numbers that are all positive integer literals.
func positiveInts(n []ast.Expr) bool {
	for _, x := range n {
		if k, ok := smallInt(x); !ok || k < 1 {
			return false
		}
	}
	return true
}

// gcdLcmShared: "the product of the lcm and the gcd of A and B".
func gcdLcmShared(n []ast.Expr, m []string) (ast.Expr, bool) {
	if len(n) != 2 || !positiveInts(n) {
		return nil, false
	}
	return bin(sumOrProduct(m[1]), gcdOrLcm(m[2], n[0], n[1]), gcdOrLcm(m[3], n[0], n[1])), true
}

// gcdLcmApart: "the sum of the gcd of A and B and the lcm of C and D".
func gcdLcmApart(n []ast.Expr, m []string) (ast.Expr, bool) {
	if len(n) != 4 || !positiveInts(n) {
		return nil, false
	}
	return bin(sumOrProduct(m[1]), gcdOrLcm(m[2], n[0], n[1]), gcdOrLcm(m[3], n[2], n[3])), true
}
