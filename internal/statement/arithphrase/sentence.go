package arithphrase

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// A sentence is matched on the tokens joined by single spaces, each number
// written "#" and each fraction in words "# " as well (wordNumbers).

// leads are the openings of a question for a value; tails its closings,
// with the form each names.
var (
	leadRe = regexp.MustCompile(`^(what is|find|calculate|compute|what number is)( the value of)? `)
	tails  = []struct {
		re   *regexp.Regexp
		form statement.ShapeForm
	}{
		{regexp.MustCompile(` ?[?.]?$`), statement.ShapeFormNone},
		{regexp.MustCompile(` ?[?.] express your answer as a common fraction ?[.]?$`), statement.ShapeFormFraction},
		{regexp.MustCompile(` expressed as a fraction in simplest form ?[?]$`), statement.ShapeFormFraction},
		{regexp.MustCompile(` , and write your result as a fraction in simplified form ?[.]?$`), statement.ShapeFormFraction},
		{regexp.MustCompile(` ?[?.] express your answer as a decimal ?[.]?$`), statement.ShapeFormDecimal},
	}
	chainRe = `# (of # )*`
	// wholes are the sentences that are not "lead expression tail": the
	// groups are the numbers' positions.
	wholes = []struct {
		re    *regexp.Regexp
		shape string
		build func(a, b ast.Expr) ast.Expr
	}{
		{regexp.MustCompile(`^multiply # by # ?[.]?$`), "Multiply A by B.", func(a, b ast.Expr) ast.Expr { return bin(ast.Mul, a, b) }},
		{regexp.MustCompile(`^what is left when # is subtracted from # ?[?]$`), "What is left when A is subtracted from B?", func(a, b ast.Expr) ast.Expr { return bin(ast.Sub, b, a) }},
		{regexp.MustCompile(`^how much greater than # is # ?[?]$`), "How much greater than A is B?", func(a, b ast.Expr) ast.Expr { return bin(ast.Sub, b, a) }},
		{regexp.MustCompile(`^what fraction of # is # ?[?]( express your answer as a common fraction ?[.]?)?$`), "What fraction of A is B?", func(a, b ast.Expr) ast.Expr { return bin(ast.Div, b, a) }},
	}
)

func bin(op ast.BinaryOp, x, y ast.Expr) ast.Expr { return &ast.Binary{Op: op, X: x, Y: y} }

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Phrase, bool) {
	if !leadWord(problem) {
		return Phrase{}, false
	}
	toks, nums, sums, ok := tokens(problem)
	if !ok {
		return Phrase{}, false
	}
	toks, nums = wordsAsNumbers(toks, nums)
	if q, ok := readNumWords(toks, nums); ok {
		return q, true
	}
	if sums || len(nums) < 2 || len(nums) > 4 {
		return Phrase{}, false // one number is a value shape of statement's own
	}
	s := strings.Join(toks, " ") + " "
	s = strings.TrimSpace(s)
	for _, w := range wholes {
		if w.re.MatchString(s) && len(nums) == 2 {
			return Phrase{E: w.build(nums[0], nums[1]), Shape: w.shape}, true
		}
	}
	lead := leadRe.FindString(s)
	if lead == "" {
		return Phrase{}, false
	}
	for _, t := range tails {
		loc := t.re.FindStringIndex(s)
		if loc == nil || loc[0] < len(lead) {
			continue
		}
		if e, shape, ok := expression(s[len(lead):loc[0]]+" ", nums); ok {
			return Phrase{E: e, Form: t.form, Shape: shape}, true
		}
	}
	return Phrase{}, false
}

// wordsAsNumbers replaces the fractions written in words by numbers.
func wordsAsNumbers(toks []string, nums []ast.Expr) ([]string, []ast.Expr) {
	var out []string
	var outNums []ast.Expr
	k := 0
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) {
			if f, ok := wordNumbers[toks[i]+" "+toks[i+1]]; ok {
				out, outNums = append(out, "#"), append(outNums, frac(f))
				i++
				continue
			}
		}
		// "half" is a number before "of" or "times"; "two-thirds" anywhere.
		if f, ok := wordNumbers[toks[i]]; ok && (strings.Contains(toks[i], "-") || i+1 < len(toks) && (toks[i+1] == "of" || toks[i+1] == "times")) {
			out, outNums = append(out, "#"), append(outNums, frac(f))
			continue
		}
		if toks[i] == "#" {
			outNums = append(outNums, nums[k])
			k++
		}
		out = append(out, toks[i])
	}
	return out, outNums
}

func frac(f [2]string) ast.Expr {
	return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Number{Int: f[0]}, Y: &ast.Number{Int: f[1]}}
}

var (
	// "A times B" is read only in a chain that is the whole value: a
	// product, whichever way it is grouped.
	chainOnlyRe = regexp.MustCompile(`^# ((of|times) # )*$`)
	pairRes     = []struct {
		re    *regexp.Regexp
		shape string
		op    ast.BinaryOp
		swap  bool
	}{
		{regexp.MustCompile(`^the product of (` + chainRe + `)and (` + chainRe + `)$`), "the product of A and B", ast.Mul, false},
		{regexp.MustCompile(`^the sum of (` + chainRe + `)and (` + chainRe + `)$`), "the sum of A and B", ast.Add, false},
		{regexp.MustCompile(`^(` + chainRe + `)divided by (` + chainRe + `)$`), "A divided by B", ast.Div, false},
		{regexp.MustCompile(`^(` + chainRe + `)added to (` + chainRe + `)$`), "A added to B", ast.Add, false},
	}
)

// expression reads the middle of a question: a chain "A of B of C" (the
// product), or two chains joined by a pair phrase. s ends with a space.
func expression(s string, nums []ast.Expr) (ast.Expr, string, bool) {
	if chainOnlyRe.MatchString(s) {
		if strings.Count(s, "#") != len(nums) {
			return nil, "", false
		}
		return product(nums), "A of B", true
	}
	for _, p := range pairRes {
		m := p.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		na := strings.Count(m[1], "#")
		if na+strings.Count(m[3], "#") != len(nums) {
			return nil, "", false
		}
		return bin(p.op, product(nums[:na]), product(nums[na:])), p.shape, true
	}
	return nil, "", false
}

// product is the chain's value: its numbers multiplied.
func product(nums []ast.Expr) ast.Expr {
	e := nums[0]
	for _, n := range nums[1:] {
		e = bin(ast.Mul, e, n)
	}
	return e
}

// leadWords are the words every sentence read begins with (leadRe,
// wholes and numWords).
var leadWords = []string{"what", "how", "find", "calculate", "compute", "multiply",
	"round", "add", "subtract", "convert", "write", "express", "determine"}

// leadWord reports a statement that begins with one of leadWords, in any
// case: the test that turns most statements away before they are
// tokenised.
func leadWord(problem string) bool {
	s := strings.TrimLeft(problem, " \t\n\f\r")
	for _, w := range leadWords {
		if len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) {
			return true
		}
	}
	return false
}
