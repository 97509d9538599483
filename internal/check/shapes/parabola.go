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
	"github.com/dgnpipe/dgnpipe/internal/statement/parabola"
)

// parabolaForm is the parabola u = a v² + b v + c (u, v the two
// coordinates: u = y, v = x for a vertical axis; u = x, v = y otherwise).
type parabolaForm struct {
	u, v    string
	a, b, c *big.Rat
}

// readParabola writes the equation as u = a v² + b v + c exactly; ok is
// false when it is not of that form with a ≠ 0 (one coordinate of degree
// one, the other of degree two, no product term).
func (c *checker) readParabola(q parabola.Question) (parabolaForm, bool) {
	b := forms.NewAlgBuilder(c.Checker, []string{"x", "y"})
	m, ok := b.Conv(q.Eq)
	if !ok || len(b.Aux) > 0 || len(m.Den) != 1 || m.Den[0].C.Sign() == 0 {
		return parabolaForm{}, false
	}
	for _, t := range m.Den[0].E {
		if t != 0 {
			return parabolaForm{}, false
		}
	}
	coef := map[[2]int]*big.Rat{}
	for _, t := range m.Num {
		for i := 2; i < len(t.E); i++ {
			if t.E[i] != 0 {
				return parabolaForm{}, false
			}
		}
		coef[[2]int{t.E[0], t.E[1]}] = new(big.Rat).Quo(t.C, m.Den[0].C)
	}
	get := func(i, j int) *big.Rat {
		if r := coef[[2]int{i, j}]; r != nil {
			return r
		}
		return new(big.Rat)
	}
	for _, vertical := range []bool{true, false} {
		// k(i) is the exponent pair of vᶦ, and lin that of u.
		k := func(i int) [2]int { return [2]int{i, 0} }
		lin, u, v := [2]int{0, 1}, "y", "x"
		if !vertical {
			k = func(i int) [2]int { return [2]int{0, i} }
			lin, u, v = [2]int{1, 0}, "x", "y"
		}
		e := get(lin[0], lin[1])
		if e.Sign() == 0 || get(k(2)[0], k(2)[1]).Sign() == 0 || len(coef) > 4 {
			continue
		}
		known := map[[2]int]bool{k(0): true, k(1): true, k(2): true, lin: true}
		other := false
		for key, r := range coef {
			other = other || (!known[key] && r.Sign() != 0)
		}
		if other {
			continue
		}
		// e u + A v² + D v + F = 0, so u = −(A v² + D v + F)/e.
		f := func(i int) *big.Rat { r := get(k(i)[0], k(i)[1]); return new(big.Rat).Neg(new(big.Rat).Quo(r, e)) }
		return parabolaForm{u: u, v: v, a: f(2), b: f(1), c: f(0)}, true
	}
	return parabolaForm{}, false
}

// vertex is the vertex (v, u) = (h, k) and p = 1/(4a): the focus is at
// u = k + p, the directrix u = k − p.
func (pf parabolaForm) vertex() (h, k, p *big.Rat) {
	two, four := big.NewRat(2, 1), big.NewRat(4, 1)
	h = new(big.Rat).Neg(new(big.Rat).Quo(pf.b, new(big.Rat).Mul(two, pf.a)))
	k = new(big.Rat).Sub(pf.c, new(big.Rat).Quo(new(big.Rat).Mul(pf.b, pf.b), new(big.Rat).Mul(four, pf.a)))
	p = new(big.Rat).Inv(new(big.Rat).Mul(four, pf.a))
	return h, k, p
}

// CheckParabola (issue 42): the focus, the directrix or the vertex of the parabola
// u = a v² + b v + c (parabola.Read), its square completed exactly:
// vertex (v, u) = (h, k) with h = −b/(2a), k = c − b²/(4a), focus at
// u = k + 1/(4a) on the axis v = h, directrix u = k − 1/(4a). The focus or the vertex is
// compared coordinate by coordinate with the answer's pair (x, y), the
// directrix with the answer "u = r". ok is false where the shape is not
// read or the equation is not such a parabola.
func CheckParabola(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	ch := &checker{c}
	q, ok := parabola.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	pf, ok := ch.readParabola(q)
	if !ok {
		return decide.Result{}, false
	}
	h, k, p := pf.vertex()
	how := fmt.Sprintf("%s is %s = %s(%s − %s)² + %s, the square completed exactly: vertex at %s = %s, %s = %s, and 1/(4a) = %s",
		statement.Clip(q.Src, 60), pf.u, pf.a.RatString(), pf.v, h.RatString(), k.RatString(), pf.v, h.RatString(), pf.u, k.RatString(), p.RatString())
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	st := statement.ReadStatement(problem)
	if q.Ask == parabola.Directrix {
		if ans.Items[0].Name != pf.u {
			return decide.Undecided(kind, "the directrix is a line %s = const (%s); the answer is not an equation of that form", pf.u, how), true
		}
		d := new(big.Rat).Sub(k, p)
		r := ch.FoundVerdict(st, kind, "the directrix's "+pf.u, cas.Rat(d), nil, how, ans.Items[0].E, answerSrc)
		r.Note += fmt.Sprintf(" (the directrix is %s = %s)", pf.u, d.RatString())
		return r, true
	}
	name := "focus"
	if q.Ask == parabola.Vertex {
		name = "vertex"
	}
	t, isTuple := ans.Root.(*ast.Tuple)
	if ans.Items[0].Name != "" || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 {
		return decide.Undecided(kind, "the %s is a point; the answer is not a pair (x, y) (%s)", name, how), true
	}
	f := map[string]*big.Rat{pf.v: h, pf.u: new(big.Rat).Add(k, p)}
	if q.Ask == parabola.Vertex {
		f[pf.u] = k
	}
	var ev []decide.Comparison
	refuted := false
	for i, xy := range []string{"x", "y"} {
		r := ch.FoundVerdict(st, kind, "the "+name+"'s "+xy+"-coordinate", cas.Rat(f[xy]), nil, how, t.Items[i], answerSrc)
		switch r.Verdict {
		case record.Undecided:
			return r, true
		case record.Refute:
			refuted = true
		}
		ev = append(ev, r.Evidence...)
	}
	res := decide.Confirm(kind, "the %s is (%s, %s) (%s), equal exactly to the answer's pair", name, f["x"].RatString(), f["y"].RatString(), how)
	if refuted {
		res = decide.Refute(kind, "the %s is (%s, %s) (%s), not the answer's pair %s", name, f["x"].RatString(), f["y"].RatString(), how, statement.Clip(answerSrc, 40))
	}
	res.Evidence = ev
	return res, true
}

// ParabolaSlips are wrong answers for the soundness harness: for the
// focus, the vertex, the point of the directrix on the axis, the focus
// twice as far and the focus's coordinates swapped; for the directrix,
// the lines through the focus and through the vertex and the directrix
// named by the other coordinate. ok is false where CheckParabola reads
// nothing.
func ParabolaSlips(c *decide.Checker, q parabola.Question) ([]ast.Expr, bool) {
	pf, ok := (&checker{c}).readParabola(q)
	if !ok {
		return nil, false
	}
	h, k, p := pf.vertex()
	at := func(n int64) *big.Rat { return new(big.Rat).Add(k, new(big.Rat).Mul(big.NewRat(n, 1), p)) }
	var out []ast.Expr
	if q.Ask == parabola.Directrix {
		line := func(name string, r *big.Rat) ast.Expr {
			return &ast.Rel{Args: []ast.Expr{&ast.Ident{Name: name}, algebra.RatExpr(r)}, Ops: []ast.RelOp{ast.Eq}}
		}
		return append(out, line(pf.u, at(1)), line(pf.u, k), line(pf.v, at(-1))), true
	}
	point := func(v, u *big.Rat) ast.Expr {
		xy := map[string]*big.Rat{pf.v: v, pf.u: u}
		return &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: []ast.Expr{algebra.RatExpr(xy["x"]), algebra.RatExpr(xy["y"])}}
	}
	if q.Ask == parabola.Vertex { // the focus, the point of the directrix, the coordinates swapped
		out = append(out, point(h, at(1)), point(h, at(-1)))
		if h.Cmp(k) != 0 {
			out = append(out, point(k, h))
		}
		return out, true
	}
	out = append(out, point(h, k), point(h, at(-1)), point(h, at(2)))
	if h.Cmp(at(1)) != 0 {
		out = append(out, point(at(1), h))
	}
	return out, true
}
