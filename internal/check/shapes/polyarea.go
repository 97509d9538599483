package shapes

import (
	"fmt"
	"math/big"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/measure"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyarea"
)

// Issue 42 (MATH, OlympiadBench): the area of a polygon given by the
// coordinates of its vertices (internal/statement/polyarea), exactly:
//
//   - a triangle in the plane: half the absolute value of the shoelace sum;
//     in space: half the length of the cross product (B − A) × (C − A),
//     compared by squares (the answer must be a rational number);
//   - a polygon with more vertices named by its labelled points (ABCD,
//     the points A, B, C, D): the shoelace formula in that order, when that
//     polygon is simple (no two edges meet but neighbours at their common
//     vertex, no three consecutive vertices on a line);
//   - unnamed: the points must be in strictly convex position (every
//     point a corner of their convex hull), the only simple polygon on
//     them, and the area is the hull's.
//
// Anything else (a polygon that crosses itself, a point inside the others'
// hull, an area 0 for more than three points) is undecided.

// CheckPolygonArea answers the area of a polygon given by its vertices; ok
// is false for any other statement or an answer that is not a number.
func CheckPolygonArea(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := polyarea.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	a := strings.TrimSpace(answerSrc)
	if strings.HasPrefix(a, "$") && strings.HasSuffix(a, "$") && len(a) > 2 {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	right, err := latex.ParseExpr(a)
	if err != nil || len(pm.FreeVars(right)) != 0 {
		return decide.Result{}, false
	}
	v, err := c.Eval(right, nil)
	got, exact := v.Exact()
	if err != nil || !exact {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if len(q.Points[0].Coords) == 3 {
		return triangleArea3(q, got, right)
	}
	pts := q.Points
	how := "the shoelace formula over the vertices"
	switch {
	case len(pts) == 3:
	case q.Name != "":
		if !simplePolygon(pts) {
			return decide.Undecided(kind, "the polygon %s in the order of its name is not simple", q.Name), true
		}
		how = fmt.Sprintf("the shoelace formula over %s in the order of its name (a simple polygon)", q.Name)
	default:
		hull, ok := strictHull(pts)
		if !ok {
			return decide.Undecided(kind, "the %d points are not in strictly convex position: the polygon on them is not unique", len(pts)), true
		}
		pts = hull
		how = "the shoelace formula over the convex hull of the points (all of them corners of it, the only simple polygon on them)"
	}
	if !isKind(q.Kind, pts) {
		return decide.Undecided(kind, "the points, in the order taken, are not the vertices of a %s: the statement's premise does not hold", q.Kind), true
	}
	twice, expr := shoelace(pts)
	area := new(big.Rat).Quo(twice.Abs(twice), big.NewRat(2, 1))
	if area.Sign() == 0 && len(pts) > 3 {
		return decide.Undecided(kind, "the polygon has area 0"), true
	}
	left, err := latex.ParseExpr(expr)
	if err != nil {
		return decide.Result{}, false
	}
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the area by the shoelace formula", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	if got.Cmp(area) == 0 {
		return ev(decide.Confirm(kind, "the area of the %s is %s (%s), equal exactly to the answer", q.Kind, area.RatString(), how)), true
	}
	return ev(decide.Refute(kind, "the area of the %s is %s (%s); the answer is %s", q.Kind, area.RatString(), how, got.RatString())), true
}

// triangleArea3 decides the area of a triangle in space: the answer's
// square against |AB × AC|²/4.
func triangleArea3(q polyarea.Question, got *big.Rat, right ast.Expr) (decide.Result, bool) {
	kind := statement.KindValue
	sub := func(p, o polyarea.Point) [3]*big.Rat {
		var d [3]*big.Rat
		for i := range 3 {
			d[i] = new(big.Rat).Sub(p.Coords[i], o.Coords[i])
		}
		return d
	}
	u, w := sub(q.Points[1], q.Points[0]), sub(q.Points[2], q.Points[0])
	mul := func(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
	cr := [3]*big.Rat{
		new(big.Rat).Sub(mul(u[1], w[2]), mul(u[2], w[1])),
		new(big.Rat).Sub(mul(u[2], w[0]), mul(u[0], w[2])),
		new(big.Rat).Sub(mul(u[0], w[1]), mul(u[1], w[0])),
	}
	sq := new(big.Rat)
	for _, x := range cr {
		sq.Add(sq, mul(x, x))
	}
	area2 := new(big.Rat).Quo(sq, big.NewRat(4, 1))
	expr := fmt.Sprintf(`\frac{1}{2}\sqrt{\left(%s\right)^{2}+\left(%s\right)^{2}+\left(%s\right)^{2}}`, cr[0].RatString(), cr[1].RatString(), cr[2].RatString())
	left, err := latex.ParseExpr(expr)
	if err != nil {
		return decide.Result{}, false
	}
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the area, half the length of the cross product", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	how := fmt.Sprintf("half the length of (B − A) × (C − A) = (%s, %s, %s): its square is %s", cr[0].RatString(), cr[1].RatString(), cr[2].RatString(), area2.RatString())
	if got.Sign() >= 0 && mul(got, got).Cmp(area2) == 0 {
		return ev(decide.Confirm(kind, "the area of the triangle is %s (%s), equal exactly to the answer", got.RatString(), how)), true
	}
	return ev(decide.Refute(kind, "the area of the triangle is %s; the answer %s is not (its square is not that)", how, got.RatString())), true
}

// isKind reports whether the simple polygon pts (its vertices in order)
// is a polygon of the kind the statement names, for the kinds that say
// more than the number of vertices (measure.IsQuadKind); the reader
// checked that number.
func isKind(kind string, pts []polyarea.Point) bool {
	switch kind {
	case "parallelogram", "rectangle", "square", "trapezoid":
	default:
		return true
	}
	if len(pts) != 4 {
		return true
	}
	var xy [4][2]*big.Rat
	for i, p := range pts {
		xy[i] = [2]*big.Rat{p.Coords[0], p.Coords[1]}
	}
	return measure.IsQuadKind(kind, xy)
}

// shoelace is twice the signed area of the polygon (its vertices in
// order), and the LaTeX of half its absolute value.
func shoelace(pts []polyarea.Point) (*big.Rat, string) {
	sum := new(big.Rat)
	var terms []string
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		x1, y1, x2, y2 := p.Coords[0], p.Coords[1], q.Coords[0], q.Coords[1]
		sum.Add(sum, new(big.Rat).Sub(new(big.Rat).Mul(x1, y2), new(big.Rat).Mul(x2, y1)))
		terms = append(terms, fmt.Sprintf(`\left(%s\right)\left(%s\right)-\left(%s\right)\left(%s\right)`, x1.RatString(), y2.RatString(), x2.RatString(), y1.RatString()))
	}
	return sum, `\frac{1}{2}\left|` + strings.Join(terms, "+") + `\right|`
}

// orient is the sign of the turn a → b → c.
func orient(a, b, c polyarea.Point) int {
	ux := new(big.Rat).Sub(b.Coords[0], a.Coords[0])
	uy := new(big.Rat).Sub(b.Coords[1], a.Coords[1])
	vx := new(big.Rat).Sub(c.Coords[0], a.Coords[0])
	vy := new(big.Rat).Sub(c.Coords[1], a.Coords[1])
	return new(big.Rat).Sub(new(big.Rat).Mul(ux, vy), new(big.Rat).Mul(uy, vx)).Sign()
}

// simplePolygon reports whether the polygon, its vertices in order, is
// simple: no three consecutive vertices on a line, no two edges that are
// not neighbours meeting (touching counts).
func simplePolygon(pts []polyarea.Point) bool {
	n := len(pts)
	for i := range n {
		if orient(pts[i], pts[(i+1)%n], pts[(i+2)%n]) == 0 {
			return false
		}
	}
	meet := func(a, b, c, d polyarea.Point) bool {
		o1, o2, o3, o4 := orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
		if o1*o2 < 0 && o3*o4 < 0 {
			return true
		}
		on := func(p, q, r polyarea.Point) bool { // r on segment pq, given collinear
			for k := range 2 {
				lo, hi := p.Coords[k], q.Coords[k]
				if lo.Cmp(hi) > 0 {
					lo, hi = hi, lo
				}
				if r.Coords[k].Cmp(lo) < 0 || r.Coords[k].Cmp(hi) > 0 {
					return false
				}
			}
			return true
		}
		return o1 == 0 && on(a, b, c) || o2 == 0 && on(a, b, d) || o3 == 0 && on(c, d, a) || o4 == 0 && on(c, d, b)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if j == i+1 || (i == 0 && j == n-1) {
				continue
			}
			if meet(pts[i], pts[(i+1)%n], pts[j], pts[(j+1)%n]) {
				return false
			}
		}
	}
	return true
}

// strictHull is the points in the order of their convex hull when every
// point is a strict corner of it (no point inside, none on an edge, no two
// equal); ok is false otherwise.
func strictHull(pts []polyarea.Point) ([]polyarea.Point, bool) {
	n := len(pts)
	// Start at the lowest-then-leftmost point and walk the gift wrap.
	start := 0
	for i, p := range pts {
		s := pts[start]
		if c := p.Coords[1].Cmp(s.Coords[1]); c < 0 || c == 0 && p.Coords[0].Cmp(s.Coords[0]) < 0 {
			start = i
		}
	}
	hull := []polyarea.Point{pts[start]}
	used := map[int]bool{start: true}
	cur := start
	for len(hull) < n {
		next := -1
		for i := range n {
			if i == cur || used[i] && !(i == start && len(hull) == n) {
				continue
			}
			if next < 0 {
				next = i
				continue
			}
			if orient(pts[cur], pts[next], pts[i]) < 0 {
				next = i
			}
		}
		if next < 0 {
			return nil, false
		}
		// Every other point strictly to the left of cur → next.
		for i := range n {
			if i != cur && i != next && orient(pts[cur], pts[next], pts[i]) <= 0 {
				return nil, false
			}
		}
		hull = append(hull, pts[next])
		used[next] = true
		cur = next
	}
	// The closing edge too.
	for i := range n {
		if i != cur && i != start && orient(pts[cur], pts[start], pts[i]) <= 0 {
			return nil, false
		}
	}
	return hull, true
}
