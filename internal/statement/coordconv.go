package statement

import (
	"regexp"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42 (MATH Precalculus): a point converted between rectangular
// coordinates and polar, cylindrical or spherical ones, read from the
// whole-statement shape
//
//	Convert the point $P$ in <from> coordinates to <to> coordinates.
//
// followed, when <to> is not rectangular, by the book's one form clause
// naming the ranges that make the answer unique ("Enter your answer in the
// form $(r,\theta),$ where $r > 0$ and $0 \le \theta < 2 \pi.$"). Every
// word of the prose belongs to the shape and every formula to its role;
// one other word, another range or a point with a letter leaves the row to
// the other readings.

// CoordConversion is a conversion read from its shape.
type CoordConversion struct {
	From, To string     // "rectangular", "polar", "cylindrical" or "spherical"
	Point    []ast.Expr // the given coordinates, in From's order
	PointSrc string
}

// coordDim is the number of coordinates of a point in the system named.
func coordDim(system, other string) int {
	switch system {
	case "polar":
		return 2
	case "rectangular":
		if other == "polar" {
			return 2
		}
	}
	return 3
}

// coordNames are the coordinates of each non-rectangular system, as the
// form clause and a named point ("$(\rho,\theta,\phi) = (…)$") write them.
var coordNames = map[string]string{
	"polar":       `(r,\theta)`,
	"cylindrical": `(r,\theta,z)`,
	"spherical":   `(\rho,\theta,\phi)`,
}

// coordForms are the formulas of the one form clause each target system
// must come with: the answer's shape and its ranges (spaces removed).
var coordForms = map[string][]string{
	"polar":       {`(r,\theta)`, `r>0`, `0\le\theta<2\pi`},
	"cylindrical": {`(r,\theta,z)`, `r>0`, `0\le\theta<2\pi`},
	"spherical":   {`(\rho,\theta,\phi)`, `\rho>0`, `0\le\theta<2\pi`, `0\le\phi\le\pi`},
}

var (
	coordConvRe  = regexp.MustCompile(`^convert the point \$ in (rectangular|polar|cylindrical|spherical) coordinates to (rectangular|polar|cylindrical|spherical) coordinates\.( enter your answer in the form \$ where \$ and \$\.?| enter your answer in the form \$ where \$ \$ and \$\.?)?$`)
	coordSpaceRe = regexp.MustCompile(`\s+`)
)

// ReadCoordConversion reads a conversion of a point; ok is false when the
// statement is not exactly the shape.
func ReadCoordConversion(problem string) (CoordConversion, bool) {
	if !strings.HasPrefix(problem, "Convert the point") {
		return CoordConversion{}, false
	}
	norm, srcs := ShapeProse(problem, " .,;?")
	m := coordConvRe.FindStringSubmatch(norm)
	if m == nil || (m[1] == "rectangular") == (m[2] == "rectangular") || len(srcs) == 0 {
		return CoordConversion{}, false
	}
	q := CoordConversion{From: m[1], To: m[2], PointSrc: srcs[0]}
	if q.To == "rectangular" && len(srcs) != 1 || q.To != "rectangular" && !slices.Equal(nospace(srcs[1:]), coordForms[q.To]) {
		return CoordConversion{}, false
	}
	e, err := latex.ParseExpr(srcs[0])
	if err != nil {
		return CoordConversion{}, false
	}
	if r, ok := e.(*ast.Rel); ok && q.From != "rectangular" && len(r.Ops) == 1 && r.Ops[0] == ast.Eq &&
		nospace([]string{ast.Print(r.Args[0])})[0] == coordNames[q.From] {
		e = r.Args[1] // "$(\rho,\theta,\phi) = (…)$": the names of From's coordinates
	}
	t, ok := e.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) != coordDim(q.From, q.To) || len(pm.FreeVars(t)) != 0 {
		return CoordConversion{}, false
	}
	q.Point = t.Items
	return q, true
}

// nospace removes every space of each formula.
func nospace(srcs []string) []string {
	out := make([]string, len(srcs))
	for i, s := range srcs {
		out[i] = coordSpaceRe.ReplaceAllString(s, "")
	}
	return out
}
