package counting

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// CheckWordArrangements checks the number of arrangements of the letters
// of a word; ok is false when the statement does not ask for it.
func CheckWordArrangements(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	word, ok := statement.ReadWordArrangements(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	counts := map[rune]int{}
	for _, r := range word {
		counts[r]++
	}
	letters := make([]string, 0, len(counts))
	for r := range counts {
		letters = append(letters, string(r))
	}
	sort.Strings(letters)
	want := factorial(len(word))
	var den []ast.Expr
	var parts []string
	for _, l := range letters {
		m := counts[rune(l[0])]
		if m > 1 {
			want.Quo(want, factorial(m))
			den = append(den, fact(m))
			parts = append(parts, fmt.Sprintf("%s %d times", l, m))
		}
	}
	how := fmt.Sprintf("%s has %d letters", word, len(word))
	if len(parts) > 0 {
		how += fmt.Sprintf(", %s: %d!/(%s) = %s arrangements", strings.Join(parts, ", "), len(word), factText(counts, letters), want)
	} else {
		how += fmt.Sprintf(", all different: %d! = %s arrangements", len(word), want)
	}
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	// The formula n!/∏ m_i!, for another engine to evaluate.
	var left ast.Expr = fact(len(word))
	if len(den) > 0 {
		d := den[0]
		for _, x := range den[1:] {
			d = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: d, Y: x}
		}
		left = &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: left, Y: d}
	}
	r.Evidence = []decide.Comparison{{What: "the arrangements of the letters of " + word + ", n!/(m_1!·…·m_k!)", Left: left, Right: decide.IntExpr(got), Want: record.WantEqual}}
	return r, true
}

func factorial(n int) *big.Int { return new(big.Int).MulRange(1, int64(n)) }

func fact(n int) ast.Expr {
	return &ast.Func{Name: ast.Factorial, Args: []ast.Expr{decide.IntExpr(big.NewInt(int64(n)))}}
}

// factText writes the denominator m_1!·…·m_k! of the letters repeated.
func factText(counts map[rune]int, letters []string) string {
	var fs []string
	for _, l := range letters {
		if m := counts[rune(l[0])]; m > 1 {
			fs = append(fs, fmt.Sprintf("%d!", m))
		}
	}
	return strings.Join(fs, "·")
}
