package shapes

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// CheckCoordConversion decides "Convert the point $P$ in <from>
// coordinates to <to> coordinates." (issue 42, MATH Precalculus;
// statement.ReadCoordConversion), one of the two systems rectangular.
//
//   - To rectangular: the point's image, r cos θ, r sin θ (, z) or
//     ρ sin φ cos θ, ρ sin φ sin θ, ρ cos φ, is compared coordinate by
//     coordinate with the answer by the one decision of equality.
//   - From rectangular: the answer's image under the same map is compared
//     with the given point, and the answer must lie in the ranges the form
//     clause names (r, ρ > 0; θ in [0, 2π); φ in [0, π]), decided on exact
//     multiples of π (an angle that is not one is undecided). With (x, y)
//     ≠ (0, 0) these make the answer unique (r or ρ is the norm, then
//     cos θ, sin θ and cos φ are fixed), so an answer that maps onto the
//     point is the one asked; on the z-axis θ is free and the row is
//     undecided.
//
// An answer that is not a point with as many coordinates, free of
// letters, is undecided. A coordinate shown different refutes; one that
// is not decided leaves the row undecided.
func CheckCoordConversion(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadCoordConversion(problem)
	if !ok {
		return decide.Result{}, false
	}
	return (&checker{c}).coordConversion(st, q, answerSrc), true
}

// toRect is the rectangular image of a point given in the system named.
func toRect(system string, p []ast.Expr) []ast.Expr {
	mul := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Mul, X: a, Y: b} }
	cos := func(a ast.Expr) ast.Expr { return &ast.Func{Name: ast.Cos, Args: []ast.Expr{a}} }
	sin := func(a ast.Expr) ast.Expr { return &ast.Func{Name: ast.Sin, Args: []ast.Expr{a}} }
	switch system {
	case "polar":
		return []ast.Expr{mul(p[0], cos(p[1])), mul(p[0], sin(p[1]))}
	case "cylindrical":
		return []ast.Expr{mul(p[0], cos(p[1])), mul(p[0], sin(p[1])), p[2]}
	}
	return []ast.Expr{ // spherical (ρ, θ, φ)
		mul(mul(p[0], sin(p[2])), cos(p[1])),
		mul(mul(p[0], sin(p[2])), sin(p[1])),
		mul(p[0], cos(p[2])),
	}
}

func (c *checker) coordConversion(st *statement.Statement, q statement.CoordConversion, answerSrc string) decide.Result {
	kind := statement.KindValue
	shape := fmt.Sprintf("Convert the point $P$ in %s coordinates to %s coordinates.", q.From, q.To)
	ans, err := statement.ReadAnswerConfig(answerSrc, latex.DefaultConfig)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	t, ok := ans.Root.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) != len(q.Point) || len(pm.FreeVars(t)) != 0 {
		return decide.Undecided(kind, "a point is converted (%q); the answer is not a point in parentheses with %d coordinates and no letter", shape, len(q.Point))
	}
	var image, target []ast.Expr
	how := ""
	if q.To == "rectangular" {
		image, target = toRect(q.From, q.Point), t.Items
		how = fmt.Sprintf("the %s point (%s) has rectangular coordinates %s", q.From, statement.Clip(q.PointSrc, 60), printList(image))
	} else {
		if why, refute := c.coordRanges(q.To, t.Items); why != "" {
			if refute {
				return decide.Refute(kind, "the answer is not in the form the statement asks (%q): %s", shape, why)
			}
			return decide.Undecided(kind, "a point is converted (%q): %s", shape, why)
		}
		if !c.offZAxis(q.Point) {
			return decide.Undecided(kind, "a point is converted (%q): the point is not shown off the z-axis, where θ is not unique", shape)
		}
		image, target = toRect(q.To, t.Items), q.Point
		how = fmt.Sprintf("the answer, in %s coordinates, has rectangular coordinates %s, and lies in the ranges the form asks; off the z-axis that answer is unique", q.To, printList(image))
	}
	var ev []decide.Comparison
	for i := range image {
		what := fmt.Sprintf("rectangular coordinate %d", i+1)
		cmp := decide.Comparison{What: what, Left: image[i], Right: target[i], Want: record.WantEqual}
		r := c.CompareValue(st, statement.Formula{E: image[i], Src: ast.Print(image[i])}, target[i], ast.Print(target[i]), kind, cmp)
		switch r.Verdict {
		case record.Refute:
			r.Note = fmt.Sprintf("refuted: %s (%q); %s: %s", how, shape, what, strings.TrimPrefix(r.Note, "refuted: "))
			return r
		case record.Undecided:
			return decide.Undecided(kind, "%s (%q); %s: %s", how, shape, what, strings.TrimPrefix(r.Note, "undecided: "))
		}
		ev = append(ev, r.Evidence...)
	}
	res := decide.Confirm(kind, "%s (%q); every coordinate equal to the %s", how, shape, map[bool]string{true: "answer's", false: "given point's"}[q.To == "rectangular"])
	res.Evidence = ev
	return res
}

func printList(es []ast.Expr) string {
	var s []string
	for _, e := range es {
		s = append(s, ast.Print(e))
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// coordRanges checks the answer's ranges: the first coordinate positive,
// θ in [0, 2π) and φ (spherical) in [0, π], each angle an exact multiple
// of π (0 included). why is "" when they hold; refute says one is shown
// outside its range.
func (c *checker) coordRanges(system string, a []ast.Expr) (why string, refute bool) {
	v, err := c.Eval(a[0], nil)
	if err != nil {
		return "the answer's first coordinate cannot be evaluated", false
	}
	s, sure := decide.Sign(v, cas.Rat(new(big.Rat)))
	switch {
	case !sure:
		return "the answer's first coordinate is not shown positive", false
	case s <= 0:
		return "its first coordinate " + ast.Print(a[0]) + " is not positive", true
	}
	angle := func(e ast.Expr, name string, hi int64, closed bool) (string, bool) {
		v, err := c.Eval(e, nil)
		if err != nil {
			return "the answer's " + name + " cannot be evaluated", false
		}
		k, ok := v.PiMultiple()
		if r, exact := v.Exact(); exact && r.Sign() == 0 {
			k, ok = r, true
		}
		if !ok {
			return "the answer's " + name + " " + ast.Print(e) + " is not an exact multiple of π", false
		}
		top := k.Cmp(big.NewRat(hi, 1))
		if k.Sign() < 0 || top > 0 || top == 0 && !closed {
			return fmt.Sprintf("its %s %s is outside the range asked", name, ast.Print(e)), true
		}
		return "", false
	}
	if why, ref := angle(a[1], "θ", 2, false); why != "" {
		return why, ref
	}
	if system == "spherical" {
		return angle(a[2], "φ", 1, true)
	}
	return "", false
}

// offZAxis reports x² + y² shown positive for the given point (x, y, …).
func (c *checker) offZAxis(p []ast.Expr) bool {
	sq := func(e ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Pow, X: e, Y: num2()} }
	v, err := c.Eval(&ast.Binary{Op: ast.Add, X: sq(p[0]), Y: sq(p[1])}, nil)
	if err != nil {
		return false
	}
	s, sure := decide.Sign(v, cas.Rat(new(big.Rat)))
	return sure && s > 0
}
