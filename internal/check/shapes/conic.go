package shapes

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/conic"
)

// centralConic is A(x − h)² + C(y − k)² = R, read from an equation with
// no xy term: semi-axes squared P = R/A along x and Q = R/C along y.
type centralConic struct {
	h, k, p, q *big.Rat
}

// readCentralConic completes the squares of the equation; ok is false
// when it is not of degree two in x and in y without an xy term, or is
// not the conic the statement names (an ellipse that is no circle, or a
// hyperbola).
func (c *checker) readCentralConic(q conic.Question) (centralConic, bool) {
	b := forms.NewAlgBuilder(c.Checker, []string{"x", "y"})
	m, ok := b.Conv(q.Eq)
	if !ok || len(b.Aux) > 0 || algebra.Mdegree(m.Den) != 0 || len(m.Den) != 1 {
		return centralConic{}, false
	}
	coef := map[[2]int]*big.Rat{}
	for _, t := range m.Num {
		for i := 2; i < len(t.E); i++ {
			if t.E[i] != 0 {
				return centralConic{}, false
			}
		}
		if t.E[0]+t.E[1] > 2 {
			return centralConic{}, false
		}
		coef[[2]int{t.E[0], t.E[1]}] = new(big.Rat).Quo(t.C, m.Den[0].C)
	}
	get := func(i, j int) *big.Rat {
		if r := coef[[2]int{i, j}]; r != nil {
			return r
		}
		return new(big.Rat)
	}
	A, C, D, E, F := get(2, 0), get(0, 2), get(1, 0), get(0, 1), get(0, 0)
	if get(1, 1).Sign() != 0 || A.Sign() == 0 || C.Sign() == 0 {
		return centralConic{}, false
	}
	two := big.NewRat(2, 1)
	h := new(big.Rat).Neg(new(big.Rat).Quo(D, new(big.Rat).Mul(two, A)))
	k := new(big.Rat).Neg(new(big.Rat).Quo(E, new(big.Rat).Mul(two, C)))
	// R = A h² + C k² − F
	R := new(big.Rat).Mul(A, new(big.Rat).Mul(h, h))
	R.Add(R, new(big.Rat).Mul(C, new(big.Rat).Mul(k, k)))
	R.Sub(R, F)
	if R.Sign() == 0 {
		return centralConic{}, false
	}
	cc := centralConic{h: h, k: k, p: new(big.Rat).Quo(R, A), q: new(big.Rat).Quo(R, C)}
	if q.Hyperbola {
		return cc, cc.p.Sign()*cc.q.Sign() < 0
	}
	return cc, cc.p.Sign() > 0 && cc.q.Sign() > 0 && cc.p.Cmp(cc.q) != 0
}

// conicValue is the quantity asked, as a closed expression, and how.
func conicValue(q conic.Question, cc centralConic) (ast.Expr, string, bool) {
	sqrt := func(r *big.Rat) ast.Expr { return &ast.Root{X: algebra.RatExpr(r)} }
	twice := func(e ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: e} }
	p, qq := cc.p, cc.q
	form := fmt.Sprintf("(x − %s)²/(%s) + (y − %s)²/(%s) = 1", cc.h.RatString(), p.RatString(), cc.k.RatString(), qq.RatString())
	if q.Hyperbola {
		a2, b2 := p, new(big.Rat).Neg(qq) // transverse axis along x
		if p.Sign() < 0 {
			a2, b2 = qq, new(big.Rat).Neg(p)
		}
		how := form + fmt.Sprintf(", a hyperbola with a² = %s, b² = %s", a2.RatString(), b2.RatString())
		switch q.Ask {
		case conic.AskFociDistance:
			return twice(sqrt(new(big.Rat).Add(a2, b2))), how + ", so the foci are 2√(a² + b²) apart", true
		case conic.AskVerticesDistance:
			return twice(sqrt(a2)), how + ", so the vertices are 2a apart", true
		}
		return nil, "", false
	}
	big1, small := p, qq
	if p.Cmp(qq) < 0 {
		big1, small = qq, p
	}
	how := form + fmt.Sprintf(", an ellipse with semi-axes √%s and √%s", big1.RatString(), small.RatString())
	switch q.Ask {
	case conic.AskFociDistance:
		return twice(sqrt(new(big.Rat).Sub(big1, small))), how + ", so the foci are 2√(a² − b²) apart", true
	case conic.AskMajorAxis:
		return twice(sqrt(big1)), how + ", so the major axis is 2a long", true
	case conic.AskMinorAxis:
		return twice(sqrt(small)), how + ", so the minor axis is 2b long", true
	case conic.AskArea:
		return &ast.Binary{Op: ast.Mul, X: sqrt(new(big.Rat).Mul(big1, small)), Y: &ast.Const{Kind: ast.Pi}}, how + ", so its area is πab", true
	}
	return nil, "", false
}

// checkConic is CheckConic on this package's checker.
func (c *checker) checkConic(problem, answerSrc string) (decide.Result, bool) {
	q, ok := conic.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	cc, ok := c.readCentralConic(q)
	if !ok {
		return decide.Result{}, false
	}
	if q.Ask == conic.AskCenter {
		return c.conicCenter(q, cc, problem, answerSrc)
	}
	val, how, ok := conicValue(q, cc)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	st := statement.ReadStatement(problem)
	cmp := decide.Comparison{What: "the quantity of the conic", Left: val, Right: ans.Items[0].E, Want: record.WantEqual}
	r, exact := c.conicSurd(val, ans.Items[0].E, kind, cmp)
	if !exact {
		r = c.CompareValue(st, statement.Formula{E: val, Src: ast.Print(val)}, ans.Items[0].E, answerSrc, kind, cmp)
	}
	if r.Verdict == record.Undecided {
		return decide.Result{}, false
	}
	r.Note += " (" + statement.Clip(q.Src, 60) + " is " + how + ")"
	return r, true
}

// conicCenter compares the center (h, k) with the answer's pair in
// parentheses, coordinate by coordinate.
func (c *checker) conicCenter(q conic.Question, cc centralConic, problem, answerSrc string) (decide.Result, bool) {
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Result{}, false
	}
	t, isTuple := ans.Root.(*ast.Tuple)
	if len(ans.Items) != 1 || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	st := statement.ReadStatement(problem)
	how := fmt.Sprintf("%s is A(x − %s)² + C(y − %s)² = R, the squares completed exactly", statement.Clip(q.Src, 60), cc.h.RatString(), cc.k.RatString())
	var ev []decide.Comparison
	refuted := false
	for i, v := range []*big.Rat{cc.h, cc.k} {
		r := c.FoundVerdict(st, kind, "the center's "+[2]string{"x", "y"}[i]+"-coordinate", cas.Rat(v), nil, how, t.Items[i], answerSrc)
		switch r.Verdict {
		case record.Undecided:
			return decide.Result{}, false
		case record.Refute:
			refuted = true
		}
		ev = append(ev, r.Evidence...)
	}
	res := decide.Confirm(kind, "the center is (%s, %s) (%s), equal exactly to the answer's pair", cc.h.RatString(), cc.k.RatString(), how)
	if refuted {
		res = decide.Refute(kind, "the center is (%s, %s) (%s), not the answer's pair %s", cc.h.RatString(), cc.k.RatString(), how, statement.Clip(answerSrc, 40))
	}
	res.Evidence = ev
	return res, true
}

// conicSurd decides the value and the answer exactly in their number
// field when both are quadratic surds over one √s (forms.QuadSurdOf).
func (c *checker) conicSurd(val, ansE ast.Expr, kind statement.Kind, cmp decide.Comparison) (decide.Result, bool) {
	if _, rounded := statement.PrintedTolerance(ansE); rounded {
		return decide.Result{}, false
	}
	x, ok1 := forms.QuadSurdOf(c.Checker, val)
	y, ok2 := forms.QuadSurdOf(c.Checker, ansE)
	if !ok1 || !ok2 {
		return decide.Result{}, false
	}
	s, same := forms.Combine(x, y)
	if !same {
		return decide.Result{}, false
	}
	field := "ℚ"
	if s != nil {
		field = "ℚ(√" + s.RatString() + ")"
	}
	res := decide.Confirm(kind, "the quantity is %s in %s, equal exactly to the answer", x.String(), field)
	if x.P.Cmp(y.P) != 0 || x.Q.Cmp(y.Q) != 0 {
		res = decide.Refute(kind, "the quantity is %s in %s, the answer %s: different numbers of that field (exact arithmetic)", x.String(), field, y.String())
	}
	res.Evidence = []decide.Comparison{cmp}
	return res, true
}

// CheckConic (issue 42): a distance between the foci or the vertices, an
// axis or the area of an ellipse or a hyperbola given by its equation
// (conic.Read): the squares completed exactly, the quantity a closed
// surd compared with the answer. ok is false when the shape is not read,
// the equation is not the conic named, or nothing is decided.
func CheckConic(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkConic(problem, answerSrc)
}

// ConicSlips are wrong values of the quantity asked, for the soundness
// harness: half a length (a semi-axis for an axis), the foci of the other
// kind of conic (2√(a² − b²) for a hyperbola, 2√(a² + b²) for an
// ellipse), πa² for the area (a center, a pair, has the generic
// mutations of pairs). ok is false where CheckConic reads nothing.
func ConicSlips(c *decide.Checker, q conic.Question) ([]ast.Expr, bool) {
	cc, ok := (&checker{c}).readCentralConic(q)
	if !ok {
		return nil, false
	}
	val, _, ok := conicValue(q, cc)
	if !ok {
		return nil, false
	}
	sqrt := func(r *big.Rat) ast.Expr { return &ast.Root{X: algebra.RatExpr(r)} }
	out := []ast.Expr{&ast.Binary{Op: ast.Div, X: val, Y: &ast.Number{Int: "2"}}}
	a2, b2 := new(big.Rat).Abs(cc.p), new(big.Rat).Abs(cc.q)
	switch {
	case q.Ask == conic.AskFociDistance && q.Hyperbola:
		if d := new(big.Rat).Sub(a2, b2); d.Sign() != 0 {
			out = append(out, &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: sqrt(d.Abs(d))})
		}
	case q.Ask == conic.AskFociDistance:
		out = append(out, &ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: sqrt(new(big.Rat).Add(a2, b2))})
	case q.Ask == conic.AskArea:
		m := a2
		if b2.Cmp(a2) > 0 {
			m = b2
		}
		out = []ast.Expr{&ast.Binary{Op: ast.Mul, X: algebra.RatExpr(m), Y: &ast.Const{Kind: ast.Pi}}}
	}
	return out, true
}
