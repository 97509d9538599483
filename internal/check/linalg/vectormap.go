package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// CheckVectorMap decides "A rotation centered at the origin takes $u$ to
// $v.$ Which vector does the rotation take $w$ to?" (issue 42, MATH
// Precalculus; statement.ReadVectorMap), u, v, w rational columns of ℚ².
// One pair fixes the map:
//
//   - a rotation about the origin (|u| = |v|, u ≠ 0): cos = u·v/|u|²,
//     sin = (u₁v₂ − u₂v₁)/|u|²;
//   - a dilation centered at the origin: v = k·u, k ≠ 0, one k;
//   - a reflection (|u| = |v|, u ≠ v): its mirror is the perpendicular
//     bisector of u and v, a line through the origin along u + v; w goes
//     to w − 2((w − m)·n / n·n) n, n = v − u, m = (u + v)/2;
//   - a projection onto a line through the origin (v ≠ 0, (u − v)·v = 0):
//     the line is along v; w goes to (w·v / v·v) v.
//
// The image of w is written as formulas in the statement's entries,
// evaluated exactly and compared entry by entry with the answer, a
// column of two entries. Where the pair fixes no such map the row is
// undecided.
func CheckVectorMap(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadVectorMap(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := fmt.Sprintf("A %s takes $u$ to $v.$ Which vector does the %s take $w$ to?", q.Kind, q.Kind)
	image, why := vectorMapImage(c, q)
	if why != "" {
		return decide.Undecided(kind, "a vector is mapped (%q), but %s", shape, why), true
	}
	ans, err := statement.ReadAnswerConfig(answerSrc, latex.DefaultConfig)
	if err != nil || ans.Root == nil {
		return decide.Undecided(kind, "a vector is mapped (%q); the answer is not read", shape), true
	}
	t, ok := ans.Root.(*ast.Tuple)
	var rows [][]ast.Expr
	if ok {
		rows, ok = statement.MatrixLiteral(t, ans.Text.Math)
	}
	if !ok || len(rows) != 2 || len(rows[0]) != 1 {
		return decide.Undecided(kind, "a vector is mapped (%q); the answer is not a column of two entries", shape), true
	}
	var ev []decide.Comparison
	got, want := [2]*big.Rat{}, [2]*big.Rat{}
	for i := range 2 {
		w, ok1 := exactOf(c, image[i])
		a, ok2 := exactOf(c, rows[i][0])
		if !ok1 || !ok2 {
			return decide.Undecided(kind, "a vector is mapped (%q); entry %d is not an exact rational", shape, i+1), true
		}
		want[i], got[i] = w, a
		ev = append(ev, equal(fmt.Sprintf("entry %d of the image of w against the answer's", i+1), image[i], rows[i][0]))
	}
	how := fmt.Sprintf("the %s fixed by the pair takes w to (%s, %s), computed exactly (the question read from its shape %q)", q.Kind, want[0].RatString(), want[1].RatString(), shape)
	var r decide.Result
	if got[0].Cmp(want[0]) == 0 && got[1].Cmp(want[1]) == 0 {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	} else {
		r = decide.Refute(kind, "%s, not the answer (%s, %s)", how, got[0].RatString(), got[1].RatString())
	}
	r.Evidence = ev
	return r, true
}

func exactOf(c *decide.Checker, e ast.Expr) (*big.Rat, bool) {
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	return v.Exact()
}

// vectorMapImage writes the image of w as two formulas, after checking
// (exactly) that the pair fixes one map of the kind.
func vectorMapImage(c *decide.Checker, q statement.VectorMap) ([2]ast.Expr, string) {
	add := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Add, X: a, Y: b} }
	sub := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Sub, X: a, Y: b} }
	mul := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Mul, X: a, Y: b} }
	div := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Div, X: a, Y: b} }
	dot := func(a, b [2]ast.Expr) ast.Expr { return add(mul(a[0], b[0]), mul(a[1], b[1])) }
	half := ratExpr(big.NewRat(1, 2))
	two := ratExpr(big.NewRat(2, 1))
	zero := func(e ast.Expr) (bool, bool) {
		r, ok := exactOf(c, e)
		return ok && r.Sign() == 0, ok
	}
	u, v, w := q.U, q.V, q.W
	for _, x := range [][2]ast.Expr{u, v, w} {
		for _, e := range x {
			if _, ok := exactOf(c, e); !ok {
				return [2]ast.Expr{}, "an entry is not an exact rational"
			}
		}
	}
	if z, _ := zero(sub(dot(u, u), dot(v, v))); !z && q.Kind != "dilation" && q.Kind != "projection" {
		return [2]ast.Expr{}, "u and v have different lengths"
	}
	switch q.Kind {
	case "rotation":
		if z, _ := zero(dot(u, u)); z {
			return [2]ast.Expr{}, "u is zero"
		}
		cos := div(dot(u, v), dot(u, u))
		sin := div(sub(mul(u[0], v[1]), mul(u[1], v[0])), dot(u, u))
		return [2]ast.Expr{sub(mul(cos, w[0]), mul(sin, w[1])), add(mul(sin, w[0]), mul(cos, w[1]))}, ""
	case "dilation":
		i := 0
		if z, _ := zero(u[0]); z {
			i = 1
		}
		if z, _ := zero(u[i]); z {
			return [2]ast.Expr{}, "u is zero"
		}
		k := div(v[i], u[i])
		if z, _ := zero(k); z {
			return [2]ast.Expr{}, "the factor is zero"
		}
		if z, _ := zero(sub(v[1-i], mul(k, u[1-i]))); !z {
			return [2]ast.Expr{}, "v is not a multiple of u"
		}
		return [2]ast.Expr{mul(k, w[0]), mul(k, w[1])}, ""
	case "reflection":
		n := [2]ast.Expr{sub(v[0], u[0]), sub(v[1], u[1])}
		if z, _ := zero(dot(n, n)); z {
			return [2]ast.Expr{}, "v is u (the mirror is not fixed)"
		}
		d := [2]ast.Expr{sub(w[0], mul(half, add(u[0], v[0]))), sub(w[1], mul(half, add(u[1], v[1])))}
		f := mul(two, div(dot(d, n), dot(n, n)))
		return [2]ast.Expr{sub(w[0], mul(f, n[0])), sub(w[1], mul(f, n[1]))}, ""
	}
	// projection onto a line through the origin
	if z, _ := zero(dot(v, v)); z {
		return [2]ast.Expr{}, "v is zero (the line is not fixed)"
	}
	r := [2]ast.Expr{sub(u[0], v[0]), sub(u[1], v[1])}
	if z, _ := zero(dot(r, v)); !z {
		return [2]ast.Expr{}, "u − v is not orthogonal to v (no projection onto a line through the origin)"
	}
	f := div(dot(w, v), dot(v, v))
	return [2]ast.Expr{mul(f, v[0]), mul(f, v[1])}, ""
}
