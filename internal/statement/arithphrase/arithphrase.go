// Package arithphrase reads a value asked in words from numbers (issue 42,
// MATH Prealgebra and Algebra): "What is $\frac{3}{4}$ divided by
// $\frac{7}{8}$?", "Multiply $\frac{2}{3}$ by $\frac{4}{7}$.", "What is 50$\%$
// of $\frac{1}{3}$ of 36?", "What is left when $\frac18$ is subtracted from
// $\frac34$?", "How much greater than $27^2$ is $43^2$?", "What fraction
// of $\frac{1}{2}$ is $\frac{1}{7}$?", "What is the product of $A$ and $B$?".
//
// The whole statement is one of a few sentences whose every word is read:
// each number is a closed formula or a numeral of the prose (a percentage
// p% read as p/100, "one half" and a few such fractions in words; not a
// sum or a difference, which "of" or "divided by" may split), and the
// sentence says how they combine ("A of B" is A·B, "A divided by B" is
// A/B, "A is subtracted from B" is B − A). A closing clause may name the
// form of the answer ("Express your answer as a common fraction.", "as a
// decimal", "expressed as a fraction in simplest form"). One other word, a
// letter in a formula, a unit ("2 feet") and the statement is not read.
// The reader builds the value's formula; internal/check/values evaluates it
// and decides.
package arithphrase

import (
	"math/big"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Phrase is the value a statement asks for.
type Phrase struct {
	E     ast.Expr            // the value, a closed formula
	Form  statement.ShapeForm // the form asked of the answer (none, a common fraction, a decimal)
	Shape string              // the sentence read, for notes
	// Round, when not nil, is the unit the value is asked rounded to
	// ("to the nearest tenth": 1/10; "to the nearest ten": 10).
	Round *big.Rat
}

// wordNumbers are the fractions the prose writes in words.
var wordNumbers = map[string][2]string{
	"one half": {"1", "2"}, "one-half": {"1", "2"}, "half": {"1", "2"},
	"one third": {"1", "3"}, "one-third": {"1", "3"}, "two-thirds": {"2", "3"},
	"one fourth": {"1", "4"}, "one-fourth": {"1", "4"}, "three-fourths": {"3", "4"},
	"four-thirds": {"4", "3"},
	"one-sixth":   {"1", "6"},
	// the plurals name the same number: "How many one-thirds are in …"
	"one-thirds": {"1", "3"}, "one-fourths": {"1", "4"},
}

var (
	numeralRe = regexp.MustCompile(`^\d+(\.\d+)?$`)
	proseTok  = regexp.MustCompile(`[a-z]+(-[a-z]+)*|\d+(\.\d+)?|[?.,:()]`)
	// ordinalRe is an ordinal written as a formula, "$87^{\mathrm{th}}$".
	ordinalRe = regexp.MustCompile(`\$(\d+)\^\{\\(?:mathrm|rm|text)\{th\}\}\$`)
)

// tokens writes the statement as words, punctuation and "#" for each
// number, with the numbers in order; ok is false when a formula is not a
// closed number or a word is not a prose word. sums says that a formula
// is a sum or a difference (sum), which only some sentences read.
func tokens(problem string) (toks []string, nums []ast.Expr, sums, ok bool) {
	if strings.Contains(problem, "^{") {
		problem = ordinalRe.ReplaceAllString(problem, "${1}th")
	}
	for _, p := range statement.SplitDollars(problem) {
		if p.Math {
			src := strings.TrimSpace(p.Text)
			end := ""
			if s := strings.TrimRight(src, " .?,"); s != src {
				end, src = strings.TrimSpace(src[len(s):]), s
			}
			if src == `\%` {
				// "50$\%$": the percent sign of the numeral before it.
				if len(toks) == 0 || toks[len(toks)-1] != "#" {
					return nil, nil, false, false
				}
				nums[len(nums)-1] = pct(nums[len(nums)-1])
			} else {
				e, err := latex.ParseExpr(src)
				if err != nil || len(pm.FreeVars(e)) != 0 || !number(e) {
					return nil, nil, false, false
				}
				sums = sums || sum(e)
				if p, isPct := e.(*ast.Postfix); isPct && p.Op == ast.Percent {
					e = pct(p.X)
				}
				toks, nums = append(toks, "#"), append(nums, e)
			}
			if end != "" {
				toks = append(toks, end[:1])
			}
			continue
		}
		text := strings.ToLower(p.Text)
		for _, loc := range proseTok.FindAllStringIndex(text, -1) {
			w := text[loc[0]:loc[1]]
			if numeralRe.MatchString(w) {
				e, err := latex.ParseExpr(w)
				if err != nil {
					return nil, nil, false, false
				}
				toks, nums = append(toks, "#"), append(nums, e)
				continue
			}
			toks = append(toks, w)
		}
		if rest := proseTok.ReplaceAllString(text, ""); strings.TrimSpace(rest) != "" {
			return nil, nil, false, false // a sign the prose tokens do not read
		}
	}
	return toks, nums, sums, true
}

// number reports a formula that is a number: no relation, list, text or
// percent sign inside.
func number(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			ok = false
		case *ast.Postfix:
			if n.Op == ast.Percent && x != e {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// sum reports a formula whose last operation is a sum or a difference
// (a mixed number aside): "half of $2+3$", "$\frac12 + \frac13$ of 120"
// may be read either way, so they are not read.
func sum(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok {
		e = u.X
	}
	b, ok := e.(*ast.Binary)
	return ok && (b.Op == ast.Add || b.Op == ast.Sub) && b.Form != ast.FormMixed
}

// pct is p% as p/100.
func pct(p ast.Expr) ast.Expr {
	return bin(ast.Div, p, &ast.Number{Int: "100"})
}
