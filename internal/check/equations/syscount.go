package equations

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/syscount"
)

// CheckSystemCount decides "How many solutions does the system of
// equations … have?" (issue 42; syscount.Read) where the count does not
// depend on the field: 0 when the equations' Gröbner basis is {1} (no
// solution, not even a complex one), 1 when every unknown's eliminant has
// degree 1 (at most one complex solution) and the one real candidate
// satisfies every equation (forms.SolveExactly). Any other system (two or
// more solutions, infinitely many, a bound reached) is undecided, as is an
// answer that is not an integer.
func CheckSystemCount(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	rels, unknowns, ok := syscount.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	sols, er, why := forms.SolveExactly(c, &statement.Statement{}, rels, unknowns)
	var n int64
	var how string
	switch {
	case why != "":
		return decide.Undecided(kind, "the number of solutions of the system is asked: %s", why), true
	case er.Empty:
		how = "the equations' Gröbner basis is {1}: no solution, not even a complex one"
	default:
		for _, u := range er.Eliminants {
			if u.Deg() != 1 {
				return decide.Undecided(kind, "the number of solutions of the system is asked; an eliminant has degree %d (real and complex solutions may differ in number)", u.Deg()), true
			}
		}
		if len(sols) != 1 {
			return decide.Undecided(kind, "the number of solutions of the system is asked; %d real solutions found", len(sols)), true
		}
		n, how = 1, fmt.Sprintf("every eliminant has degree 1 and (%s) = %s satisfies every equation: exactly one solution", strings.Join(unknowns, ", "), sols[0].String())
	}
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not an integer", how), true
	}
	if got.Cmp(big.NewInt(n)) != 0 {
		r := decide.Refute(kind, "%s, not %s", how, got)
		r.Recomputed, r.RecomputedDiffers = fmt.Sprint(n), true
		return r, true
	}
	r := decide.Confirm(kind, "%s, as the answer says", how)
	r.Evidence = []decide.Comparison{{What: "the number of solutions", Left: decide.IntExpr(big.NewInt(n)), Right: decide.IntExpr(got), Want: record.WantEqual}}
	if n == 1 {
		env := sols[0].Env(unknowns)
		for _, rel := range rels {
			r.Evidence = append(r.Evidence, decide.Comparison{What: "the equation " + statement.Clip(ast.Print(rel), 40) + " at the solution", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env}, Want: record.WantEqual})
		}
	}
	return r, true
}
