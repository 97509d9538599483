// Package conic reads questions about an ellipse or a hyperbola given by
// its equation (issue 42, MATH Intermediate Algebra): "Find the distance
// between the foci of the ellipse \[x^2 + 4y^2 = 400.\]", "Find the
// distance between the vertices of the hyperbola $9x^2 + 54x - y^2 + 10y
// + 55 = 0.$", "Compute the length of the major axis of the ellipse
// \[x^2 + 2y^2 + 6x + 8y = 15.\]", "Compute the area of the ellipse
// $25x^2 +4 y^2 = 16.$", "Find the center of the ellipse whose equation is
// $5x^2 - 20x + 9y^2 - 18y - 16 = 0.$" The whole statement must be one of the shapes;
// the equation must be in x and y. The package reads;
// internal/check/shapes (CheckConic) completes the squares and decides.
package conic

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is the quantity asked.
type Ask int

const (
	AskFociDistance     Ask = iota + 1 // the distance between the foci
	AskVerticesDistance                // the distance between the vertices (a hyperbola)
	AskMajorAxis                       // the length of the major axis (an ellipse)
	AskMinorAxis                       // the length of the minor axis (an ellipse)
	AskArea                            // the area (an ellipse)
	AskCenter                          // the center, a point (x, y)
)

// Question is a quantity of the conic Eq (its two sides subtracted).
type Question struct {
	Ask       Ask
	Hyperbola bool // the statement names a hyperbola; else an ellipse
	Eq        ast.Expr
	Src       string
}

// formula is one formula, inline or displayed (its trailing punctuation
// is dropped when read).
const formula = `(?:\$\$(?P<f>[^$]+)\$\$|\$(?P<g>[^$]+)\$|\\\[(?P<h>.+?)\\\])`

var shapes = []struct {
	re  *regexp.Regexp
	ask Ask
}{
	{regexp.MustCompile(`^(?:Find|Compute) the distance between the (?:two )?foci of the (?P<c>ellipse|hyperbola)(?: given by)? ` + formula + `\.?$`), AskFociDistance},
	{regexp.MustCompile(`^(?:Find|Compute) the distance between the vertices of the (?P<c>hyperbola)(?: given by)? ` + formula + `\.?$`), AskVerticesDistance},
	{regexp.MustCompile(`^Compute the length of the major axis of the (?P<c>ellipse) ` + formula + `\.?$`), AskMajorAxis},
	{regexp.MustCompile(`^Compute the length of the minor axis of the (?P<c>ellipse) ` + formula + `\.?$`), AskMinorAxis},
	{regexp.MustCompile(`^(?:Compute|Find) the area of the (?P<c>ellipse) ` + formula + `\.?$`), AskArea},
	{regexp.MustCompile(`^Find the (?:coordinates of the )?center of the (?P<c>ellipse|hyperbola)(?: whose equation is)? ` + formula + `\.?$`), AskCenter},
	{regexp.MustCompile(`^The graph of ` + formula + ` ?is an? (?P<c>ellipse|hyperbola)\. Find the coordinates of its center\.$`), AskCenter},
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or the formula is not an equation in x and y.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "ellipse") && !strings.Contains(problem, "hyperbola") {
		return Question{}, false
	}
	p := strings.Join(strings.Fields(problem), " ")
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		eq, src, ok := statement.XYEquation(m[sh.re.SubexpIndex("f")] + m[sh.re.SubexpIndex("g")] + m[sh.re.SubexpIndex("h")])
		if !ok {
			return Question{}, false
		}
		return Question{Ask: sh.ask, Hyperbola: m[sh.re.SubexpIndex("c")] == "hyperbola", Eq: eq, Src: src}, true
	}
	return Question{}, false
}
