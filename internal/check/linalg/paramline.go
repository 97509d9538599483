package linalg

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/paramline"
)

// CheckParamLine decides the questions of paramline.Read on lines given by
// a parameterization P + t D or a normal form N·(X − P) = 0 (issue 42,
// MATH Precalculus), exactly over ℚ from the statement's integer entries:
//
//   - the pair (m, b) of y = mx + b: m = D₂/D₁ (−N₁/N₂), b = P₂ − m P₁;
//     D₁ = 0 (N₂ = 0), a vertical line, is undecided;
//   - the point where P + t D and Q + u E meet: t from the 2×2 system
//     t D − u E = Q − P by Cramer's rule (parallel lines undecided);
//   - the cosine of the acute angle between them, |D·E|/√(|D|²|E|²),
//     compared with the answer as numbers p + q√s exactly
//     (forms.QuadSurdOf);
//   - the vector at t = c of the line through V at t = a and W at
//     t = b: V + (c − a)/(b − a) (W − V).
//
// The answer is a pair (m, b), a pmatrix column or a pair (x, y), or one
// number; another shape or entries that are not exact leave the row
// undecided.
func CheckParamLine(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := paramline.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	p, ok1 := intVector(q.P)
	d, ok2 := intVector(q.D)
	qq, ok3 := intVector(q.Q)
	e, ok4 := intVector(q.E)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return decide.Undecided(kind, "a line question is read, but an entry is not an integer"), true
	}
	var want []*big.Rat
	var how string
	switch q.Ask {
	case paramline.SlopeIntercept:
		want, how = slopeIntercept(q.Normal, p, d)
	case paramline.Intersection:
		want, how = lineIntersection(p, d, qq, e)
	case paramline.VectorAt:
		want, how = vectorAt(q.T, p, qq)
	case paramline.CosAngle:
		return cosAngle(c, d, e, answerSrc), true
	}
	if want == nil {
		return decide.Undecided(kind, "a line question is read, but %s", how), true
	}
	got, ok := answerEntries(c, answerSrc, len(want))
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not %d exact entries in a pair or a column", how, len(want)), true
	}
	var r decide.Result
	same := true
	for i := range want {
		v, _ := exactOf(c, got[i])
		same = same && v.Cmp(want[i]) == 0
		r.Evidence = append(r.Evidence, equal(fmt.Sprintf("entry %d against the answer's", i+1), ratExpr(want[i]), got[i]))
	}
	ev := r.Evidence
	if same {
		r = decide.Confirm(kind, "%s, equal entry by entry to the answer", how)
	} else {
		r = decide.Refute(kind, "%s; the answer differs (%s)", how, statement.Clip(answerSrc, 40))
	}
	r.Evidence = ev
	return r, true
}

func ratsString(v []*big.Rat) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = x.RatString()
	}
	return "(" + strings.Join(s, ", ") + ")"
}

func slopeIntercept(normal bool, p, d []*big.Rat) ([]*big.Rat, string) {
	var m *big.Rat
	if normal {
		if d[1].Sign() == 0 {
			return nil, "the line is vertical (no y = mx + b)"
		}
		m = new(big.Rat).Neg(new(big.Rat).Quo(d[0], d[1]))
	} else {
		if d[0].Sign() == 0 {
			return nil, "the line is vertical (no y = mx + b)"
		}
		m = new(big.Rat).Quo(d[1], d[0])
	}
	b := new(big.Rat).Sub(p[1], new(big.Rat).Mul(m, p[0]))
	return []*big.Rat{m, b}, fmt.Sprintf("the line through %s with slope m = %s is y = mx + b with b = %s (exact over ℚ)", ratsString(p), m.RatString(), b.RatString())
}

func lineIntersection(p, d, q, e []*big.Rat) ([]*big.Rat, string) {
	// t d₁ − u e₁ = r₁, t d₂ − u e₂ = r₂, r = q − p.
	det := new(big.Rat).Sub(new(big.Rat).Mul(e[0], d[1]), new(big.Rat).Mul(d[0], e[1]))
	if det.Sign() == 0 {
		return nil, "the lines are parallel"
	}
	r := []*big.Rat{new(big.Rat).Sub(q[0], p[0]), new(big.Rat).Sub(q[1], p[1])}
	t := new(big.Rat).Sub(new(big.Rat).Mul(e[0], r[1]), new(big.Rat).Mul(r[0], e[1]))
	t.Quo(t, det)
	pt := []*big.Rat{new(big.Rat).Add(p[0], new(big.Rat).Mul(t, d[0])), new(big.Rat).Add(p[1], new(big.Rat).Mul(t, d[1]))}
	return pt, fmt.Sprintf("the lines meet at t = %s, the point %s (Cramer's rule, exact over ℚ)", t.RatString(), ratsString(pt))
}

func vectorAt(ts []string, v, w []*big.Rat) ([]*big.Rat, string) {
	t, ok := intVector(ts)
	if !ok || t[0].Cmp(t[1]) == 0 {
		return nil, "the two parameters are equal or not integers"
	}
	k := new(big.Rat).Quo(new(big.Rat).Sub(t[2], t[0]), new(big.Rat).Sub(t[1], t[0]))
	out := make([]*big.Rat, len(v))
	for i := range v {
		out[i] = new(big.Rat).Add(v[i], new(big.Rat).Mul(k, new(big.Rat).Sub(w[i], v[i])))
	}
	return out, fmt.Sprintf("the vector at t = %s is V + (%s)(W − V) = %s (exact over ℚ)", t[2].RatString(), k.RatString(), ratsString(out))
}

// answerEntries reads a pmatrix column or a pair of n entries.
func answerEntries(c *decide.Checker, answerSrc string, n int) ([]ast.Expr, bool) {
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return nil, false
	}
	t, ok := ans.Root.(*ast.Tuple)
	if !ok {
		return nil, false
	}
	var out []ast.Expr
	if rows, ok := statement.MatrixLiteral(t, ans.Text.Math); ok {
		for _, r := range rows {
			if len(r) != 1 {
				return nil, false
			}
			out = append(out, r[0])
		}
	} else if t.Left == '(' && t.Right == ')' {
		out = t.Items
	}
	if len(out) != n {
		return nil, false
	}
	for _, e := range out {
		if _, ok := exactOf(c, e); !ok {
			return nil, false
		}
	}
	return out, true
}

// cosAngle compares |d·e|/√(|d|²|e|²) with the answer, both read as
// p + q√s.
func cosAngle(c *decide.Checker, d, e []*big.Rat, answerSrc string) decide.Result {
	kind := statement.KindValue
	de, _ := dotRats(d, e)
	dd, _ := dotRats(d, d)
	ee, _ := dotRats(e, e)
	if dd.Sign() == 0 || ee.Sign() == 0 {
		return decide.Undecided(kind, "a direction is zero")
	}
	want := &ast.Binary{Op: ast.Div, X: ratExpr(new(big.Rat).Abs(de)), Y: &ast.Root{X: ratExpr(new(big.Rat).Mul(dd, ee))}}
	how := fmt.Sprintf("cos θ = |D·E|/√(|D|²|E|²) = %s/√%s", new(big.Rat).Abs(de).RatString(), new(big.Rat).Mul(dd, ee).RatString())
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s; the answer is not one number", how)
	}
	if _, rounded := statement.PrintedTolerance(ans.Items[0].E); rounded {
		return decide.Undecided(kind, "%s; the answer is rounded", how)
	}
	x, ok1 := forms.QuadSurdOf(c, want)
	y, ok2 := forms.QuadSurdOf(c, ans.Items[0].E)
	if !ok1 || !ok2 {
		return decide.Undecided(kind, "%s; the answer is not read as p + q√s", how)
	}
	if _, same := forms.Combine(x, y); !same {
		return decide.Undecided(kind, "%s = %s; the answer %s holds another square root", how, x, y)
	}
	r := decide.Confirm(kind, "%s = %s, equal exactly to the answer", how, x)
	if x.P.Cmp(y.P) != 0 || x.Q.Cmp(y.Q) != 0 {
		r = decide.Refute(kind, "%s = %s; the answer is %s (exact arithmetic in one field)", how, x, y)
	}
	r.Evidence = []decide.Comparison{{What: "cos θ against the answer", Left: want, Right: ans.Items[0].E, Want: record.WantEqual}}
	return r
}

func dotRats(a, b []*big.Rat) (*big.Rat, bool) {
	if len(a) != len(b) {
		return nil, false
	}
	s := new(big.Rat)
	for i := range a {
		s.Add(s, new(big.Rat).Mul(a[i], b[i]))
	}
	return s, true
}
