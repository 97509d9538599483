package equations

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/surdroot"
)

// Issue 42: the positive solution of a quadratic written √a − b, a and b
// positive natural numbers (surdroot.Read). With L − R = p x² + q x + r
// over ℚ, p > 0, the roots are −q/(2p) ± √D/(2p), D = q² − 4pr. Here a =
// D/(4p²) and b = q/(2p) must be natural numbers, a not a perfect square
// and a > b²: the root √a − b is then the only positive one (the other is
// −√a − b < 0), and its writing √a − b is unique (√a irrational). E(a, b)
// is computed exactly and compared with the answer.

// CheckSurdRoot (issue 42) decides E(a, b) for the positive solution √a − b
// of a quadratic equation.
func CheckSurdRoot(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := surdroot.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the positive solution of " + statement.Clip(ast.Print(q.Eq), 40) + " written √" + q.A + " − " + q.B
	p, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: q.Eq.Args[0], Y: q.Eq.Args[1]}, q.X)
	if !ok || len(p) != 3 || p[2].Sign() == 0 {
		return decide.Undecided(kind, "%s is asked, but the equation is not a quadratic with rational coefficients", what), true
	}
	lead, mid, con := p[2], p[1], p[0]
	if lead.Sign() < 0 {
		lead, mid, con = new(big.Rat).Neg(lead), new(big.Rat).Neg(mid), new(big.Rat).Neg(con)
	}
	d := new(big.Rat).Sub(new(big.Rat).Mul(mid, mid), new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(lead, con)))
	twoP := new(big.Rat).Mul(big.NewRat(2, 1), lead)
	av := new(big.Rat).Quo(d, new(big.Rat).Mul(twoP, twoP))
	bv := new(big.Rat).Quo(mid, twoP)
	if !av.IsInt() || !bv.IsInt() || av.Sign() <= 0 || bv.Sign() <= 0 {
		return decide.Undecided(kind, "%s is asked, but D/(4p²) = %s and q/(2p) = %s are not both positive natural numbers", what, av.RatString(), bv.RatString()), true
	}
	if s := new(big.Int).Sqrt(av.Num()); new(big.Int).Mul(s, s).Cmp(av.Num()) == 0 {
		return decide.Undecided(kind, "%s is asked, but a = %s is a perfect square (the writing is not unique)", what, av.RatString()), true
	}
	if av.Cmp(new(big.Rat).Mul(bv, bv)) <= 0 {
		return decide.Undecided(kind, "%s is asked, but √%s − %s is not positive", what, av.RatString(), bv.RatString()), true
	}
	e, err := forms.SubstIdents(q.E, map[string]ast.Expr{q.A: algebra.RatExpr(av), q.B: algebra.RatExpr(bv)})
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	v, err := algebra.RatValue(e)
	if err != nil {
		return decide.Undecided(kind, "%s at a = %s, b = %s is not computed exactly", ast.Print(q.E), av.RatString(), bv.RatString()), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	how := "the roots −q/(2p) ± √D/(2p) exactly: a = D/(4p²) = " + av.RatString() + ", b = q/(2p) = " + bv.RatString() + " (a not a square, a > b²)"
	return c.FoundVerdict(st, kind, ast.Print(q.E)+" for "+what, cas.Rat(v), nil, how, a.Items[0].E, a.Text.Math), true
}
