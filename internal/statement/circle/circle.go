// Package circle reads a question on a circle given by its equation from
// the whole statement's shape (Read); internal/check/shapes decides it.
package circle

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"

	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, Gaokao (and MATH): a circle given by its equation in x and y,
// asked for its radius, its center, its area, the sum of the coordinates
// of its center, the distance from its center to a point, or the constant
// for which it has a given radius. The question is read only from a
// whole-statement shape: every word of the prose belongs to it, and the
// formulas are those the shape names (the equation, the point, π).

// Question is a question on a circle read from its shape.
type Question struct {
	Shape  string
	Ask    string // "radius", "center", "area", "center sum", "center distance", "constant for radius"
	Eq     *ast.Rel
	EqSrc  string
	Param  string   // the constant asked ("constant for radius")
	Radius string   // the radius given ("constant for radius"), a numeral
	Area   string   // the area given over π ("constant for area"), an integer numeral
	Point  ast.Expr // the point ("center distance")
}

// circleShape is a shape: the question, and the role of each formula in
// order ("eq", "pi", "param", "point", "xy" for the point (x,y), "x+y").
type circleShape struct {
	re    *regexp.Regexp
	ask   string
	name  string
	roles []string
}

const circleInPi = `( express your answer in terms of \$[.]?)?`

var circleShapes = []circleShape{
	{regexp.MustCompile(`^(find|what is|compute|determine) the radius of the circle (with|whose) equation (is )?\$[.?]?$`), "radius", "Find the radius of the circle with equation $E$.", []string{"eq"}},
	{regexp.MustCompile(`^(find|what is|compute|determine) the (coordinates of the )?center of the circle (with|whose) equation (is )?\$[.?]?$`), "center", "Find the center of the circle with equation $E$.", []string{"eq"}},
	{regexp.MustCompile(`^what is the area of the circle (defined|given|described) by (the equation )?\$[.?]?` + circleInPi + `$`), "area", "What is the area of the circle defined by $E$?", []string{"eq", "pi"}},
	{regexp.MustCompile(`^in terms of \$, what is the area of the circle (defined|given|described) by (the equation )?\$[.?]?$`), "area", "In terms of π, what is the area of the circle defined by $E$?", []string{"pi", "eq"}},
	{regexp.MustCompile(`^in the xy-plane, the graph of \$ is a circle[.] what is the area of this circle[?]` + circleInPi + `$`), "area", "In the xy-plane, the graph of $E$ is a circle. What is the area of this circle?", []string{"eq", "pi"}},
	{regexp.MustCompile(`^for what value of \$ will the circle with equation \$ have a radius of length (\d+)[?]$`), "constant for radius", "For what value of $c$ will the circle with equation $E$ have a radius of length r?", []string{"param", "eq"}},
	{regexp.MustCompile(`^for what value of \$ does the equation \$ represent a circle of radius (\d+)[?]$`), "constant for radius", "For what value of $k$ does the equation $E$ represent a circle of radius r?", []string{"param", "eq"}},
	{regexp.MustCompile(`^the area of the circle (given|defined) by \$ is \$[.] find \$[.]?$`), "constant for area", "The area of the circle given by $E$ is $kπ$. Find $m$.", []string{"eq", "area", "param"}},
	{regexp.MustCompile(`^the center of the circle with equation \$ is the point \$[.] what is \$[?]$`), "center sum", "The center of the circle with equation $E$ is the point $(x,y)$. What is $x+y$?", []string{"eq", "xy", "x+y"}},
	{regexp.MustCompile(`^consider the circle defined by the equation \$[.] find the sum of the coordinates of the center of the circle[.]?$`), "center sum", "Consider the circle defined by the equation $E$. Find the sum of the coordinates of the center of the circle.", []string{"eq"}},
	{regexp.MustCompile(`^what is the distance between the center of the circle with equation \$ and the point \$[?]$`), "center distance", "What is the distance between the center of the circle with equation $E$ and the point $P$?", []string{"eq", "point"}},
}

var (
	circleSpaceRe = regexp.MustCompile(`\s+`)
	circleAreaRe  = regexp.MustCompile(`^([1-9][0-9]{0,5})?\\pi$`)
)

// Read reads a question on a circle; ok is false when the
// statement is not one of the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "circle") {
		return Question{}, false
	}
	problem = statement.UnicodeFix.Replace(problem)
	norm, srcs := statement.ShapeProse(problem, " .,;?")
	for _, sh := range circleShapes {
		m := sh.re.FindStringSubmatch(norm)
		if m == nil {
			continue
		}
		roles := sh.roles
		if strings.HasSuffix(sh.re.String(), circleInPi+`$`) && !strings.Contains(norm, "terms of $") {
			roles = roles[:len(roles)-1] // no "in terms of $\pi$"
		}
		if len(srcs) != len(roles) {
			return Question{}, false
		}
		q := Question{Shape: sh.name, Ask: sh.ask}
		if sh.ask == "constant for radius" {
			q.Radius = m[len(m)-1]
		}
		if !q.fill(roles, srcs) {
			return Question{}, false
		}
		return q, true
	}
	return Question{}, false
}

// fill reads the formulas in their roles.
func (q *Question) fill(roles, srcs []string) bool {
	for i, role := range roles {
		src := srcs[i]
		compact := circleSpaceRe.ReplaceAllString(src, "")
		switch role {
		case "area":
			m := circleAreaRe.FindStringSubmatch(compact)
			if m == nil {
				return false
			}
			q.Area = m[1]
			if q.Area == "" {
				q.Area = "1"
			}
		case "pi":
			if compact != `\pi` {
				return false
			}
		case "xy":
			if compact != "(x,y)" {
				return false
			}
		case "x+y":
			if compact != "x+y" {
				return false
			}
		case "param":
			if len(compact) != 1 || compact[0] < 'a' || compact[0] > 'z' || compact == "x" || compact == "y" {
				return false
			}
			q.Param = compact
		case "point":
			e, err := latex.ParseExpr(src)
			if err != nil {
				return false
			}
			if t, ok := e.(*ast.Tuple); !ok || len(t.Items) != 2 || t.Left != '(' || t.Right != ')' {
				return false
			}
			q.Point = e
		case "eq":
			e, err := latex.ParseExpr(src)
			if err != nil {
				return false
			}
			rel, ok := e.(*ast.Rel)
			if !ok || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
				return false
			}
			q.Eq, q.EqSrc = rel, src
		}
	}
	return q.Eq != nil
}
