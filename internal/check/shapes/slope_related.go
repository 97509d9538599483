package shapes

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/slope"

	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkRelatedSlope is CheckRelatedSlope on this package's checker.
func (c *checker) checkRelatedSlope(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	l, r, src, perp, ok := slope.ReadRelated(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	lin, err := algebra.LaurentOf(&ast.Binary{Op: ast.Sub, X: l, Y: r}, map[string]bool{"x": true, "y": true})
	if err != nil {
		return decide.Undecided(kind, "the given line %s is not expanded exactly: %v", statement.Clip(src, 40), err), true
	}
	a, b := new(big.Rat), new(big.Rat)
	for _, t := range lin {
		switch {
		case len(t.Exps) == 0:
		case len(t.Exps) == 1 && t.Exps["x"] != nil && t.Exps["x"].Cmp(big.NewRat(1, 1)) == 0:
			a.Add(a, t.C)
		case len(t.Exps) == 1 && t.Exps["y"] != nil && t.Exps["y"].Cmp(big.NewRat(1, 1)) == 0:
			b.Add(b, t.C)
		default:
			return decide.Undecided(kind, "the given equation %s is not linear in x and y", statement.Clip(src, 40)), true
		}
	}
	if a.Sign() == 0 || b.Sign() == 0 {
		return decide.Undecided(kind, "the given line %s is horizontal or vertical (or not a line)", statement.Clip(src, 40)), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "a slope is asked; the answer is not a single value"), true
	}
	given := new(big.Rat).Neg(new(big.Rat).Quo(a, b))
	slope, what := given, "the slope of a line parallel to "+statement.Clip(src, 40)
	if perp {
		slope, what = new(big.Rat).Quo(b, a), "the slope of a line perpendicular to "+statement.Clip(src, 40)
	}
	how := "the given line is " + a.RatString() + "·x + " + b.RatString() + "·y + c = 0 exactly, of slope " + given.RatString() +
		"; the task read from the whole statement's shape \"Find the slope of a line parallel / perpendicular to the given line: $F$\""
	return c.FoundVerdict(st, kind, what, cas.Rat(slope), nil, how, ans.Items[0].E, answerSrc), true
}

// Issue 25 (CollegeMath algebra): the slope of a line parallel or
// perpendicular to a line given by its equation in x and y. L − R is
// expanded exactly (algebra.LaurentOf) and must be a·x + b·y + c with
// rationals a, b not both zero; the given line's slope is −a/b, a
// parallel line's the same, a perpendicular line's b/a (the negative
// reciprocal). A vertical or horizontal given line leaves the row
// undecided (one of the slopes is then undefined).
func CheckRelatedSlope(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkRelatedSlope(st, problem, answerSrc)
}
