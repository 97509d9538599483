package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/crossarea"
)

// CheckCrossArea decides the area of a parallelogram or a triangle, the
// volume of a parallelepiped or the cosine of an angle, from integer
// vectors or points (issue 42; statement/crossarea). The value is ±√S with
// S an exact rational: ‖u × v‖², ¼‖(Q − P) × (R − P)‖², det(u, v, w)², or
// (u·v)² / (‖u‖²‖v‖²) with the sign of u·v. The answer's final member
// (crossarea.FinalMember) must be q·√m (q, m exact rationals: "8 \sqrt{3}",
// "\frac{1}{2} \sqrt{374}", "\frac{-3}{\sqrt{11} \sqrt{21}}", "113"); it is
// confirmed when q²·m = S with the sign of the value. A final member of
// another form or another value is undecided (the worked answers are read
// by their last member only, so a disagreement is not trusted).
func CheckCrossArea(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := crossarea.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	vs := make([][]*big.Rat, len(q.Vecs))
	for i, v := range q.Vecs {
		for _, n := range v {
			vs[i] = append(vs[i], new(big.Rat).SetInt(n))
		}
	}
	square, sign, squareE, what := crossValue(q.Ask, vs)
	if square == nil {
		return decide.Undecided(kind, "the %s is asked of points that are not a parallelogram's vertices or of a zero vector", what), true
	}
	member, ok := crossarea.FinalMember(answerSrc)
	if !ok {
		return decide.Undecided(kind, "the %s is asked; the answer does not end with a formula or \"the area is N\"", what), true
	}
	ansE, err := latex.ParseExpr(member)
	if err != nil {
		return decide.Undecided(kind, "the %s is asked; the answer's final member %q cannot be read", what, member), true
	}
	aq, am, ok := surdOf(ansE)
	if !ok {
		return decide.Undecided(kind, "the %s is asked; the answer's final member %q is not q·√m with rationals q, m", what, member), true
	}
	got := new(big.Rat).Mul(aq, aq)
	got.Mul(got, am)
	gotSign := aq.Sign() * am.Sign()
	how := fmt.Sprintf("the %s squared is %s, its sign %+d (exact over ℚ from the statement's integers)", what, square.RatString(), sign)
	if got.Cmp(square) != 0 || gotSign != sign {
		return decide.Undecided(kind, "%s; the answer's final member %s squared is %s, sign %+d: not trusted as a refutation of a worked answer", how, member, got.RatString(), gotSign), true
	}
	r := decide.Confirm(kind, "%s; the answer's final member %s squared is the same, of the same sign", how, member)
	two := &ast.Number{Int: "2"}
	r.Evidence = []decide.Comparison{equal(fmt.Sprintf("the %s squared against the answer's squared", what), squareE, &ast.Binary{Op: ast.Pow, X: ansE, Y: two})}
	op := map[int]ast.RelOp{1: ast.Gt, 0: ast.Eq, -1: ast.Lt}[sign]
	r.Evidence = append(r.Evidence, decide.Comparison{What: "the sign of the answer", Left: &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{ansE, &ast.Number{Int: "0"}}}, Want: record.WantHolds})
	return r, true
}

// crossValue is the asked value's square, its sign and the square written
// from the statement's entries; square is nil for a degenerate reading
// (four points that are not a parallelogram, a zero vector's angle).
func crossValue(ask crossarea.Ask, vs [][]*big.Rat) (square *big.Rat, sign int, squareE ast.Expr, what string) {
	sub := func(a, b []*big.Rat) []*big.Rat {
		out := make([]*big.Rat, len(a))
		for i := range a {
			out[i] = new(big.Rat).Sub(a[i], b[i])
		}
		return out
	}
	switch ask {
	case crossarea.Parallelogram, crossarea.Triangle, crossarea.Vertices:
		u, v, what, scale := vs[0], vs[1], "area of the parallelogram", big.NewRat(1, 1)
		switch ask {
		case crossarea.Triangle:
			u, v, what, scale = sub(vs[1], vs[0]), sub(vs[2], vs[0]), "area of the triangle", big.NewRat(1, 4)
		case crossarea.Vertices:
			var ok bool
			if u, v, ok = parallelogramSides(vs); !ok {
				return nil, 0, nil, what
			}
		}
		w := cross3(u, v)
		s := new(big.Rat).Mul(dotRat(w, w), scale)
		e := &ast.Binary{Op: ast.Mul, X: ratExpr(scale), Y: dotExpr(w, w)}
		return s, s.Sign(), e, what
	case crossarea.Volume:
		d := dotRat(cross3(vs[0], vs[1]), vs[2])
		s := new(big.Rat).Mul(d, d)
		e := &ast.Binary{Op: ast.Pow, X: dotExpr(cross3(vs[0], vs[1]), vs[2]), Y: &ast.Number{Int: "2"}}
		return s, s.Sign(), e, "volume of the parallelepiped"
	case crossarea.Cosine:
		uu, vv, uv := dotRat(vs[0], vs[0]), dotRat(vs[1], vs[1]), dotRat(vs[0], vs[1])
		if len(vs[0]) != len(vs[1]) || uu.Sign() == 0 || vv.Sign() == 0 {
			return nil, 0, nil, "cosine of the angle"
		}
		s := new(big.Rat).Mul(uv, uv)
		s.Quo(s, new(big.Rat).Mul(uu, vv))
		e := &ast.Binary{Op: ast.Div, X: &ast.Binary{Op: ast.Pow, X: dotExpr(vs[0], vs[1]), Y: &ast.Number{Int: "2"}},
			Y: &ast.Binary{Op: ast.Mul, X: dotExpr(vs[0], vs[0]), Y: dotExpr(vs[1], vs[1])}}
		return s, uv.Sign(), e, "cosine of the angle"
	}
	return nil, 0, nil, ""
}

// parallelogramSides: the two sides from one vertex of the parallelogram
// whose four vertices are given in any order. The diagonals are the one
// pairing of the points whose midpoints coincide; the sides from a vertex
// go to the two points off its diagonal. ok is false when no pairing or
// more than one does (not a parallelogram, or a degenerate one).
func parallelogramSides(p [][]*big.Rat) (u, v []*big.Rat, ok bool) {
	pairings := [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} // {a, b} and {c, d} the diagonals
	found := 0
	for _, pr := range pairings {
		same := true
		for k := range p[0] {
			l := new(big.Rat).Add(p[pr[0]][k], p[pr[1]][k])
			r := new(big.Rat).Add(p[pr[2]][k], p[pr[3]][k])
			same = same && l.Cmp(r) == 0
		}
		if !same {
			continue
		}
		found++
		a, c, d := p[pr[0]], p[pr[2]], p[pr[3]]
		u, v = make([]*big.Rat, 3), make([]*big.Rat, 3)
		for k := range 3 {
			u[k] = new(big.Rat).Sub(c[k], a[k])
			v[k] = new(big.Rat).Sub(d[k], a[k])
		}
	}
	return u, v, found == 1
}

func cross3(a, b []*big.Rat) []*big.Rat {
	m := func(x, y, z, w *big.Rat) *big.Rat {
		return new(big.Rat).Sub(new(big.Rat).Mul(x, y), new(big.Rat).Mul(z, w))
	}
	return []*big.Rat{m(a[1], b[2], a[2], b[1]), m(a[2], b[0], a[0], b[2]), m(a[0], b[1], a[1], b[0])}
}

func dotRat(a, b []*big.Rat) *big.Rat {
	s := new(big.Rat)
	for i := range a {
		s.Add(s, new(big.Rat).Mul(a[i], b[i]))
	}
	return s
}

// surdOf reads e as q·√m with exact rationals q and m ≥ 0: rational
// numbers, square roots of rationals, and their products and quotients.
func surdOf(e ast.Expr) (q, m *big.Rat, ok bool) {
	if r, err := algebra.RatValue(e); err == nil {
		return r, big.NewRat(1, 1), true
	}
	switch e := e.(type) {
	case *ast.Root:
		if e.Index != nil {
			return nil, nil, false
		}
		r, err := algebra.RatValue(e.X)
		if err != nil || r.Sign() < 0 {
			return nil, nil, false
		}
		return big.NewRat(1, 1), r, true
	case *ast.Unary:
		if e.Op != ast.Neg {
			return nil, nil, false
		}
		q, m, ok := surdOf(e.X)
		if !ok {
			return nil, nil, false
		}
		return q.Neg(q), m, true
	case *ast.Binary:
		if e.Op != ast.Mul && e.Op != ast.Div {
			return nil, nil, false
		}
		q1, m1, ok1 := surdOf(e.X)
		q2, m2, ok2 := surdOf(e.Y)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		if e.Op == ast.Mul {
			return q1.Mul(q1, q2), m1.Mul(m1, m2), true
		}
		if q2.Sign() == 0 || m2.Sign() == 0 {
			return nil, nil, false
		}
		return q1.Quo(q1, q2), m1.Quo(m1, m2), true
	}
	return nil, nil, false
}
