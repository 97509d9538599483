// Package parabola reads a question that asks for the focus, the
// directrix or the vertex of a parabola given by its equation (issue 42,
// MATH Intermediate Algebra): "Find the focus of the parabola $y = 4x^2 -
// 3.$", "Find the equation of the directrix of the parabola $x =
// -\frac{1}{6} y^2.$", "The equation of a parabola is $y^2 + 6y + 2x + 5 =
// 0.$  Find the vertex of the parabola." The whole statement must be one of the shapes and the formula an
// equation in x and y; the package reads, internal/check/shapes
// (CheckParabola) completes the square and decides.
package parabola

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is the part of the parabola asked.
type Ask int

// The parts asked.
const (
	Focus     Ask = iota + 1 // a point (x, y)
	Directrix                // a line "x = c" or "y = c"
	Vertex                   // a point (x, y)
)

// Question asks for a part of the parabola Eq = 0 (the equation's two
// sides subtracted).
type Question struct {
	Ask Ask
	Eq  ast.Expr
	Src string
}

// formula is one formula, inline or displayed (its trailing punctuation
// is dropped when read).
const formula = `(?:\$(?P<g>[^$]+)\$|\\\[(?P<h>.+?)\\\])`

var (
	focusRe     = regexp.MustCompile(`^Find the focus of the (?:the )?parabola ` + formula + `\.?$`)
	directrixRe = regexp.MustCompile(`^Find the equation of the directrix of the parabola ` + formula + `\.?$`)
	vertexRe    = regexp.MustCompile(`^The equation of a parabola is ` + formula + ` ?Find the vertex of the parabola\.$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or the formula is not one equation in x and y.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "parabola") { // every shape names it: a cheap test before the regexps
		return Question{}, false
	}
	p := strings.Join(strings.Fields(problem), " ")
	for i, re := range []*regexp.Regexp{focusRe, directrixRe, vertexRe} {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		eq, src, ok := statement.XYEquation(m[re.SubexpIndex("g")] + m[re.SubexpIndex("h")])
		if !ok {
			return Question{}, false
		}
		return Question{Ask: Ask(i + 1), Eq: eq, Src: src}, true
	}
	return Question{}, false
}
