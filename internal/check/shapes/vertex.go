package shapes

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/vertexq"
)

// Issue 42: the vertex of the parabola y = P(x) (vertexq.Read), P read
// exactly as a polynomial of degree 2 over ℚ (forms.PolyOf): the vertex is
// (h, P(h)), h = −b/(2a). The value E(m, n) at the vertex named (m, n), or
// the distance to a point (or between two vertices), √d² with d² exact,
// is compared exactly with the answer: a rational d when d² is the square
// of one, else the answer must be q√s with q > 0 and q²s = d².

// vertexOf is the vertex of the parabola y = p; ok is false when p is not
// a polynomial of degree 2 with rational coefficients.
func vertexOf(c *decide.Checker, p ast.Expr, x string) (h, k *big.Rat, ok bool) {
	poly, ok := forms.PolyOf(c, p, x)
	if !ok || len(poly) != 3 || poly[2].Sign() == 0 {
		return nil, nil, false
	}
	h = new(big.Rat).Quo(new(big.Rat).Neg(poly[1]), new(big.Rat).Mul(big.NewRat(2, 1), poly[2]))
	return h, poly.Eval(h), true
}

// CheckVertex (issue 42) decides a question about the vertex of the
// parabola of a quadratic.
func CheckVertex(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := vertexq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var hs, ks []*big.Rat
	for _, p := range q.Curves {
		h, k, ok := vertexOf(c, p, q.Var)
		if !ok {
			return decide.Undecided(kind, "the vertex is asked, but %s is not a quadratic in %s with rational coefficients", statement.Clip(ast.Print(p), 40), q.Var), true
		}
		hs, ks = append(hs, h), append(ks, k)
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "the answer is not a single value"), true
	}
	ansE := a.Items[0].E
	vtx := fmt.Sprintf("the vertex (%s, %s) of y = %s", hs[0].RatString(), ks[0].RatString(), statement.Clip(ast.Print(q.Curves[0]), 40))
	how := "h = −b/(2a) and P(h) exactly over ℚ"
	switch q.Kind {
	case vertexq.Expr:
		e, err := forms.SubstIdents(q.E, map[string]ast.Expr{q.M: algebra.RatExpr(hs[0]), q.N: algebra.RatExpr(ks[0])})
		if err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		v, err := algebra.RatValue(e)
		if err != nil {
			return decide.Undecided(kind, "%s at %s is not computed exactly", ast.Print(q.E), vtx), true
		}
		return c.FoundVerdict(st, kind, ast.Print(q.E)+" at "+vtx, cas.Rat(v), nil, how, ansE, a.Text.Math), true
	case vertexq.Distance:
		px, err1 := algebra.RatValue(q.Point.Items[0])
		py, err2 := algebra.RatValue(q.Point.Items[1])
		if err1 != nil || err2 != nil {
			return decide.Undecided(kind, "the point %s is not read exactly", ast.Print(q.Point)), true
		}
		hs, ks = append(hs, px), append(ks, py)
		vtx = "the distance from " + vtx + " to " + ast.Print(q.Point)
	default:
		vtx = fmt.Sprintf("the distance between the vertices (%s, %s) and (%s, %s)", hs[0].RatString(), ks[0].RatString(), hs[1].RatString(), ks[1].RatString())
	}
	dx, dy := new(big.Rat).Sub(hs[0], hs[1]), new(big.Rat).Sub(ks[0], ks[1])
	d2 := new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
	return distanceVerdict(c, st, kind, vtx, d2, ansE, a.Text.Math), true
}

// distanceVerdict compares √d² with the answer exactly.
func distanceVerdict(c *decide.Checker, st *statement.Statement, kind statement.Kind, what string, d2 *big.Rat, ansE ast.Expr, ansSrc string) decide.Result {
	if d, ok := ratSqrt(d2); ok {
		return c.FoundVerdict(st, kind, what, cas.Rat(d), nil, "the squared distance "+d2.RatString()+" exactly, a rational square", ansE, ansSrc)
	}
	target, ok := forms.QuadSurdOf(c, ansE)
	if !ok {
		return decide.Undecided(kind, "%s is √(%s); the answer is not read as a rational or a quadratic surd", what, d2.RatString())
	}
	var r decide.Result
	switch {
	case target.P.Sign() == 0 && target.Q.Sign() > 0 && target.S != nil && new(big.Rat).Mul(new(big.Rat).Mul(target.Q, target.Q), target.S).Cmp(d2) == 0:
		r = decide.Confirm(kind, "%s is √(%s), equal exactly to the answer %s", what, d2.RatString(), statement.Clip(ansSrc, 40))
	case target.Q.Sign() == 0:
		if _, decimal := statement.PrintedTolerance(ansE); decimal {
			return decide.Undecided(kind, "%s is √(%s), irrational; the decimal answer may be a rounding", what, d2.RatString())
		}
		r = decide.Refute(kind, "%s is √(%s), irrational (%s is not the square of a rational), not the rational answer %s", what, d2.RatString(), d2.RatString(), statement.Clip(ansSrc, 40))
		r.RecomputedDiffers = true
	default:
		return decide.Undecided(kind, "%s is √(%s); the answer's form is not compared", what, d2.RatString())
	}
	root, err := latex.ParseExpr(`\sqrt{` + ratLatex(d2) + `}`)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	r.Evidence = []decide.Comparison{{What: what, Left: root, Right: ansE, Want: record.WantEqual}}
	return r
}

// ratLatex writes a rational as LaTeX.
func ratLatex(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return `\frac{` + r.Num().String() + `}{` + r.Denom().String() + `}`
}

// VertexSlips (issue 42, for the soundness mutants) are the values the
// question takes at the wrong vertex (h, P(h)) with h = +b/(2a), the sign
// slipped; only the rational ones.
func VertexSlips(c *decide.Checker, q vertexq.Question) []*big.Rat {
	var hs, ks []*big.Rat
	for _, p := range q.Curves {
		h, _, ok := vertexOf(c, p, q.Var)
		poly, ok2 := forms.PolyOf(c, p, q.Var)
		if !ok || !ok2 {
			return nil
		}
		h.Neg(h)
		hs, ks = append(hs, h), append(ks, poly.Eval(h))
	}
	switch q.Kind {
	case vertexq.Expr:
		e, err := forms.SubstIdents(q.E, map[string]ast.Expr{q.M: algebra.RatExpr(hs[0]), q.N: algebra.RatExpr(ks[0])})
		if err != nil {
			return nil
		}
		if v, err := algebra.RatValue(e); err == nil {
			return []*big.Rat{v}
		}
		return nil
	case vertexq.Distance:
		px, err1 := algebra.RatValue(q.Point.Items[0])
		py, err2 := algebra.RatValue(q.Point.Items[1])
		if err1 != nil || err2 != nil {
			return nil
		}
		hs, ks = append(hs, px), append(ks, py)
	}
	dx, dy := new(big.Rat).Sub(hs[0], hs[1]), new(big.Rat).Sub(ks[0], ks[1])
	if d, ok := ratSqrt(new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))); ok {
		return []*big.Rat{d}
	}
	return nil
}
