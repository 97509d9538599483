package given

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/piecesum"
)

// Issue 42: the sum of the real x with f(x) = c, f piecewise
// (piecesum.Read). Each piece's value minus c is read exactly as a
// polynomial in x (forms.PolyOf), not identically zero; its real roots
// must all be rational (algebra.RealRoots). A root counts when exactly
// one piece's condition holds there (decided exactly on rationals; the
// "otherwise" piece where no other holds) and it is that piece's root.
// The distinct roots are summed exactly and compared with the answer.

// holdsAt decides the relation r (a chain) at x = v exactly; ok is false
// when a side is not a rational number there.
func holdsAt(r *ast.Rel, x string, v *big.Rat) (holds, ok bool) {
	vals := make([]*big.Rat, len(r.Args))
	for i, a := range r.Args {
		e, err := forms.SubstIdents(a, map[string]ast.Expr{x: algebra.RatExpr(v)})
		if err != nil {
			return false, false
		}
		if vals[i], err = algebra.RatValue(e); err != nil {
			return false, false
		}
	}
	holds = true
	for i, op := range r.Ops {
		c := vals[i].Cmp(vals[i+1])
		switch op {
		case ast.Lt:
			holds = holds && c < 0
		case ast.Le:
			holds = holds && c <= 0
		case ast.Gt:
			holds = holds && c > 0
		case ast.Ge:
			holds = holds && c >= 0
		case ast.Eq:
			holds = holds && c == 0
		case ast.Ne:
			holds = holds && c != 0
		default:
			return false, false
		}
	}
	return holds, true
}

// pieceAt is the index of the one piece that applies at v; ok is false
// when none or two apply, or a condition is not decided.
func pieceAt(f statement.FuncDef, v *big.Rat) (int, bool) {
	at, other := -1, -1
	for i, p := range f.Pieces {
		if p.Cond == nil {
			other = i
			continue
		}
		h, ok := holdsAt(p.Cond, f.Params[0], v)
		if !ok {
			return -1, false
		}
		if h {
			if at >= 0 {
				return -1, false
			}
			at = i
		}
	}
	if at < 0 {
		return other, other >= 0
	}
	return at, true
}

// CheckPieceSum (issue 42) decides the sum of the solutions of f(x) = c
// for a piecewise f.
func CheckPieceSum(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := piecesum.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	x := q.Var
	what := fmt.Sprintf("the sum of the real %s with %s(%s) = %s", x, q.F.Name, x, ast.Print(q.C))
	var roots []*big.Rat
	for i, p := range q.F.Pieces {
		poly, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: p.Value, Y: q.C}, x)
		if !ok || len(algebra.Trim(poly)) == 0 {
			return decide.Undecided(kind, "%s is asked, but the piece %s is not read as a nonzero polynomial", what, statement.Clip(ast.Print(p.Value), 30)), true
		}
		for _, r := range algebra.RealRoots(poly) {
			if r.Exact == nil {
				return decide.Undecided(kind, "%s is asked, but a root of the piece %s is irrational", what, statement.Clip(ast.Print(p.Value), 30)), true
			}
			j, ok := pieceAt(q.F, r.Exact)
			if !ok {
				return decide.Undecided(kind, "%s is asked, but which piece applies at %s is not decided", what, r.Exact.RatString()), true
			}
			if j == i {
				roots = append(roots, r.Exact)
			}
		}
	}
	sort.Slice(roots, func(i, j int) bool { return roots[i].Cmp(roots[j]) < 0 })
	sum := new(big.Rat)
	var parts []string
	for i, r := range roots {
		if i > 0 && r.Cmp(roots[i-1]) == 0 {
			continue
		}
		sum.Add(sum, r)
		parts = append(parts, r.RatString())
	}
	if len(parts) == 0 {
		return decide.Undecided(kind, "%s is asked, but there is no solution", what), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	how := "each piece solved exactly, a root kept where its piece's condition holds (decided on rationals): the solutions {" + strings.Join(parts, ", ") + "}"
	r := c.FoundVerdict(st, kind, what, cas.Rat(sum), nil, how, a.Items[0].E, a.Text.Math)
	if r.Verdict == record.Confirm {
		for _, s := range parts {
			v, _ := new(big.Rat).SetString(s)
			j, _ := pieceAt(q.F, v)
			r.Evidence = append(r.Evidence, decide.Comparison{What: "the piece at the solution " + x + " = " + s, Left: q.F.Pieces[j].Value, Right: q.C,
				Points: []cas.Env{{x: cas.Rat(v)}}, Want: record.WantEqual})
		}
	}
	return r, true
}
