// Package planegeo reads small questions of plane geometry given by exact
// numbers (issue 42, Gaokao), each by the whole statement's shape:
//
//   - a trigonometric ratio of an angle of a triangle given by its three
//     sides: "In $\triangle ABC$, the three sides are $a=4,b=5,c=6$. Find
//     $\sin A$." (Trig);
//   - the slope of the tangent to a circle at a point, the center given:
//     "Circle O is centered at C(-5,-4). Line k is tangent to the circle
//     at point A(-7,-5). What is the slope of line k?" (Tangent);
//   - the acute angle between two lines given by their slopes: "What is
//     the degree measure of the acute angle formed by lines with slopes 2
//     and $\frac13$?" (Angle);
//   - the distance from a point of the parabola y² = 2px to its
//     directrix: "$A(1,\sqrt{5})$ is on the parabola $C: y^{2}=2px$. What
//     is the distance between A and its directrix?" (Directrix).
//   - the constant c of a circle's equation, the center and the radius
//     given: "A circle in the xy-plane has its center at (4, −5) and has a
//     radius of 2. An equation of the circle is
//     $x^{2}-8x+y^{2}+10y+c=0$, where c is a constant. What is the value of
//     c?" (CircleConst; the linear coefficients must be −2h and −2k);
//   - the ratio of the areas of the circles two right triangles a-b-c are
//     inscribed in (InscribedRatio; each a Pythagorean triple, its
//     hypotenuse a diameter);
//   - the perimeter of an isosceles right triangle by its hypotenuse
//     (IsoRight);
//   - the hypotenuse of the larger of two similar right triangles, the
//     ratio of their sides given (Similar).
//   - the constant of a graph from its y-intercept: "In the xy-plane, the
//     graph of $y=F$, where k is a constant, has a y-intercept of (0,2).
//     What is the value of k?" (Intercept; F polynomial in k);
//   - the sum of the y-intercepts of two polynomial graphs: "Consider the
//     graphs of the functions f(x) = F and $g(x) = G$ in the standard
//     (x,y) coordinate plane. What is the sum of the y-intercepts of the
//     functions?" (InterceptSum).
//   - parabolas (Axis: the axis of symmetry of y = (x − h)² + k from its
//     x-intercepts p and q; OtherRoot: the other x-intercept of a
//     quadratic from its vertex and one x-intercept; Chord: a + b for the
//     line y = ax + b meeting y = x² at two points with the midpoint
//     given).
//   - a half angle: "Given that $\alpha$ is an acute angle and $\cos
//     \alpha = V$. Find $\sin \frac{\alpha}{2}$" (HalfAngle; sin or cos
//     of α/2; Fn names it).
//   - the constants of a monomial an expression equals: "The expression
//     $\frac{32x^{6}}{4x^{3}}$ is equivalent to $cx^{d}$, where c and d are
//     constants and x > 0. What is the value of c+d?" (Monomial).
//
// One word outside a shape and the statement is not read. The package
// reads; internal/check/shapes (CheckPlaneGeo) computes exactly and
// decides.
package planegeo

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The kinds of question.
const (
	Trig      = "trig"
	Tangent   = "tangent"
	Angle     = "angle"
	Directrix = "directrix"
	// CircleConst, InscribedRatio, IsoRight, Similar: Nums are (h, k, r,
	// the coefficients of x and y); (a₁, b₁, c₁, a₂, b₂, c₂); (the
	// hypotenuse); (the smaller ratio, the larger, the hypotenuse).
	CircleConst    = "circle-constant"
	InscribedRatio = "inscribed-ratio"
	IsoRight       = "isosceles-right"
	Similar        = "similar"
	// Intercept: Nums are (F, the intercept's x, its y), Letter the
	// constant; InterceptSum: Nums are (F, G), polynomials in x.
	Intercept    = "intercept"
	InterceptSum = "intercept-sum"
	// Axis: (p, q); OtherRoot: (the vertex's x, y, the intercept's x, y);
	// Chord: (the midpoint's x, y).
	// Monomial: (the expression, the value asked); Names are c and d of
	// c·x^d.
	Monomial = "monomial"
	// HalfAngle: (cos α); Fn is "sin" or "cos" of α/2.
	HalfAngle = "half-angle"
	Axis      = "axis"
	OtherRoot = "other-root"
	Chord     = "chord"
)

// Question is what Read read: its kind and its numbers, in the order the
// shape names them (Trig: a, b, c; Tangent: the center's x, y, the
// point's x, y; Angle: the two slopes; Directrix: the point's x, y).
type Question struct {
	Kind   string
	Nums   []ast.Expr
	Fn     string // Trig: "sin", "cos" or "tan"
	Vertex string // Trig: "A", "B" or "C"
	// Y2 is the square of the point's y (Directrix): N for \sqrt{N},
	// else y·y.
	Y2 ast.Expr
	// Letter is the constant asked (Intercept).
	Letter string
	// Names are the constants of the form (Monomial).
	Names []string
}

// num is a number as the shapes write it: an integer, a decimal, a
// negative one, a fraction \frac{p}{q} (or \frac pq), a square root.
const num = `(-?\d{1,6}(?:\.\d{1,6})?|-?\\frac\{?\d{1,6}\}?\{?\d{1,6}\}?|\\sqrt\{\d{1,6}\})`

var (
	trigRe      = regexp.MustCompile(`^In \$\\triangle ABC\$, the three sides are \$a=` + num + `, ?b=` + num + `, ?c=` + num + `\$\. Find \$\\(sin|cos|tan) ?([ABC])\$\.?$`)
	tangentRe   = regexp.MustCompile(`^Circle [A-Z] is centered at [A-Z]\(` + num + `, ?` + num + `\)\. Line [a-z] is tangent to the circle at point [A-Z]\(` + num + `, ?` + num + `\)\. What is the slope of line [a-z]\?$`)
	angleRe     = regexp.MustCompile(`^What is the degree measure of the acute angle formed by (?:the )?lines with slopes \$?` + num + `\$? and \$?` + num + `\$?\?$`)
	circleRe    = regexp.MustCompile(`^A circle in the xy-plane has its center at \(` + num + `, ?` + num + `\) and has a radius of ` + num + `\. An equation of the circle is \$x\^\{2\}([+-]\d{1,4})x\+y\^\{2\}([+-]\d{1,4})y\+c=0\$, where c is a constant\. What is the value of c\?$`)
	inscribedRe = regexp.MustCompile(`^A (\d{1,3})-(\d{1,3})-(\d{1,3}) right triangle is inscribed in circle ([A-Z]), and a (\d{1,3})-(\d{1,3})-(\d{1,3}) right triangle is inscribed in circle ([A-Z])\. What is the ratio of the area of circle ([A-Z]) to the area of circle ([A-Z])\?$`)
	isoRightRe  = regexp.MustCompile(`^An isosceles right triangle has a hypotenuse of length ` + num + ` (inches|units|centimeters)\. What is the perimeter, in (inches|units|centimeters), of this triangle\? Express your answer in simplest radical form\.$`)
	similarRe   = regexp.MustCompile(`^The lengths of corresponding sides of 2 similar right triangles are in the ratio (\d{1,3}):(\d{1,3})\. The hypotenuse of the smaller triangle is ` + num + ` (inches) long\. How many (inches) long is the hypotenuse of the larger triangle\?$`)
	interceptRe = regexp.MustCompile(`^In the xy-plane, the graph of \$y=([^$]+)\$, where ([a-wz]) is a constant, has a y-intercept of \(` + num + `, ?` + num + `\)\. What is the value of ([a-wz])\?$`)
	sumRe       = regexp.MustCompile(`^Consider the graphs of the functions f\(x\) = ([^$]+) and \$g\(x\) = ([^$]+)\$ in the standard \(x,y\) coordinate plane\. What is the sum of the y-intercepts of the functions\?$`)
	monoRe      = regexp.MustCompile(`^The expression \$([^$]+)\$ is equivalent to \$([a-wyz])x\^\{([a-wyz])\}\$, where ([a-wyz]) and ([a-wyz]) are constants and x > 0\. What is the value of \$?([a-wyz0-9+\-]+)\$? ?\?$`)
	halfRe      = regexp.MustCompile(`^Given that \$\\alpha\$ is an acute angle and \$\\cos ?\\alpha ?= ?([^$]+)\$\. Find \$\\(sin|cos) ?\\frac\{\\alpha\}\{2\}\$\.?$`)
	axisRe      = regexp.MustCompile(`^In the standard \(x,y\) coordinate plane, only 1 parabola of the form \$y=\(x-h\)\^\{2\} ?\+k\$ has x-intercepts of ` + num + ` and ` + num + `\. What is the axis of symmetry of this parabola\?$`)
	otherRe     = regexp.MustCompile(`^When the quadratic function f is graphed in the xy-plane, where y=f\(x\), its vertex is \(` + num + `, ?` + num + `\)\. One of the x-intercepts of this graph is \$\\left\(` + num + `, ?` + num + `\\right\)\$\. What is the other x-intercept of the graph\?$`)
	chordRe     = regexp.MustCompile(`^Suppose that a and b are real numbers such that the line \$y=ax\+b\$ intersects the graph of \$y=x\^\{2\}\$ at two distinct points A and B\. If the coordinates of the midpoint of AB are \$\(` + num + `, ?` + num + `\)\$, compute \$a\+b\$\.$`)
	directrixRe = regexp.MustCompile(`^\$[A-Z]\(` + num + `, ?` + num + `\)\$ is on the parabola \$(?:[A-Z]: ?)?y\^\{?2\}?=2px\$\. What is the distance between [A-Z] and its directrix\?$`)
)

// Read reads a statement of one of the shapes; ok is false for any other
// statement or a number that does not parse.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	s = strings.ReplaceAll(strings.ReplaceAll(s, `\;`, ""), "−", "-")
	if q, ok := readMore(s); ok {
		return q, true
	}
	type shape struct {
		kind string
		re   *regexp.Regexp
		n    int
	}
	for _, sh := range []shape{{Trig, trigRe, 3}, {Tangent, tangentRe, 4}, {Angle, angleRe, 2}, {Directrix, directrixRe, 2}} {
		m := sh.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		q := Question{Kind: sh.kind}
		for _, src := range m[1 : 1+sh.n] {
			e, err := latex.ParseExpr(src)
			if err != nil {
				return Question{}, false
			}
			q.Nums = append(q.Nums, e)
		}
		if sh.kind == Directrix {
			y := m[2]
			if r, ok := strings.CutPrefix(y, `\sqrt{`); ok {
				y = strings.TrimSuffix(r, "}")
			} else {
				y = "(" + y + ")(" + y + ")"
			}
			e, err := latex.ParseExpr(y)
			if err != nil {
				return Question{}, false
			}
			q.Y2 = e
		}
		if sh.kind == Trig {
			q.Fn, q.Vertex = m[4], m[5]
		}
		return q, true
	}
	return Question{}, false
}

// readMore reads the shapes CircleConst, InscribedRatio, IsoRight and
// Similar.
func readMore(s string) (Question, bool) {
	parse := func(kind string, srcs ...string) (Question, bool) {
		q := Question{Kind: kind}
		for _, src := range srcs {
			e, err := latex.ParseExpr(src)
			if err != nil {
				return Question{}, false
			}
			q.Nums = append(q.Nums, e)
		}
		return q, true
	}
	if m := circleRe.FindStringSubmatch(s); m != nil {
		return parse(CircleConst, m[1:6]...)
	}
	if m := inscribedRe.FindStringSubmatch(s); m != nil {
		if m[4] == m[8] || m[9] != m[4] || m[10] != m[8] {
			return Question{}, false
		}
		return parse(InscribedRatio, m[1], m[2], m[3], m[5], m[6], m[7])
	}
	if m := isoRightRe.FindStringSubmatch(s); m != nil && m[2] == m[3] {
		return parse(IsoRight, m[1])
	}
	if m := interceptRe.FindStringSubmatch(s); m != nil && m[2] == m[5] {
		q, ok := parse(Intercept, m[1], m[3], m[4])
		q.Letter = m[2]
		return q, ok
	}
	if m := monoRe.FindStringSubmatch(s); m != nil && m[4] == m[2] && m[5] == m[3] && m[2] != m[3] {
		q, ok := parse(Monomial, m[1], m[6])
		q.Names = []string{m[2], m[3]}
		return q, ok
	}
	if m := halfRe.FindStringSubmatch(s); m != nil {
		q, ok := parse(HalfAngle, m[1])
		q.Fn = m[2]
		return q, ok
	}
	if m := axisRe.FindStringSubmatch(s); m != nil {
		return parse(Axis, m[1], m[2])
	}
	if m := otherRe.FindStringSubmatch(s); m != nil {
		return parse(OtherRoot, m[1:5]...)
	}
	if m := chordRe.FindStringSubmatch(s); m != nil {
		return parse(Chord, m[1], m[2])
	}
	if m := sumRe.FindStringSubmatch(s); m != nil {
		return parse(InterceptSum, m[1], m[2])
	}
	if m := similarRe.FindStringSubmatch(s); m != nil && m[4] == m[5] {
		return parse(Similar, m[1], m[2], m[3])
	}
	return Question{}, false
}
