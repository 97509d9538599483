package shapes

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/slope"

	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkSlope is CheckSlope on this package's checker.
func (c *checker) checkSlope(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	pts, src, ok := slope.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var xs [2]*big.Rat
	for i := range pts {
		v, err := c.Eval(pts[i][0], nil)
		if err != nil {
			return decide.Undecided(kind, "the abscissa %s is not evaluated: %v", ast.Print(pts[i][0]), err), true
		}
		r, exact := v.Exact()
		if !exact {
			return decide.Undecided(kind, "the abscissa %s is not a rational", ast.Print(pts[i][0])), true
		}
		xs[i] = r
	}
	how := "the task read from the whole statement's shape \"Find the slope of the line through the points $P$ and $Q$.\""
	word := strings.ToLower(strings.Trim(strings.TrimSpace(answerSrc), "$. "))
	undefinedAnswer := word == "undefined" || word == `\text{undefined}` || word == `\text{ undefined }`
	// The evidence of "undefined": the two abscissas as the statement
	// writes them, equal or not.
	abscissas := []decide.Comparison{{What: "the two points' abscissas", Left: pts[0][0], Right: pts[1][0], Want: record.WantEqual}}
	if xs[0].Cmp(xs[1]) == 0 {
		if undefinedAnswer {
			r := decide.Confirm(kind, "the points %s have the same abscissa %s exactly: the line is vertical and its slope is undefined, as the answer says (%s)", statement.Clip(src, 40), xs[0].RatString(), how)
			r.Evidence = abscissas
			return r, true
		}
		return decide.Undecided(kind, "the points %s have the same abscissa: the line is vertical; the answer %q is not the word \"undefined\"", statement.Clip(src, 40), statement.Clip(answerSrc, 30)), true
	}
	if undefinedAnswer {
		r := decide.Refute(kind, "the points %s have different abscissas (%s and %s, exact rationals): the line is not vertical and its slope is defined, not \"undefined\"", statement.Clip(src, 40), xs[0].RatString(), xs[1].RatString())
		r.Evidence = abscissas
		return r, true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "the slope through %s is asked; the answer is not a single value", statement.Clip(src, 40)), true
	}
	slope := &ast.Binary{Op: ast.Div,
		X: &ast.Binary{Op: ast.Sub, X: pts[1][1], Y: pts[0][1]},
		Y: &ast.Binary{Op: ast.Sub, X: pts[1][0], Y: pts[0][0]}}
	found, err := c.Eval(slope, nil)
	if err != nil {
		return decide.Undecided(kind, "the slope cannot be evaluated: %v", err), true
	}
	what := "the slope (y₂ - y₁)/(x₂ - x₁) through " + statement.Clip(src, 40)
	return c.FoundVerdict(st, kind, what, found, nil, how, ans.Items[0].E, answerSrc), true
}

// Issue 25 (CollegeMath algebra): the slope of the line through
// two points, (y₂ − y₁)/(x₂ − x₁), evaluated exactly; when x₁ = x₂ (exact
// rationals) the line is vertical and its slope is undefined, the only
// answer then being the word "undefined".
func CheckSlope(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkSlope(st, problem, answerSrc)
}
