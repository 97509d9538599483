// Package conicext reads questions for the largest or smallest coordinate
// of a point on a curve of degree 2 given by its equation (issue 42): "Let
// $(x,y)$ be an ordered pair of real numbers that satisfies the equation
// $x^2+y^2=14x+48y$. What is the maximum value of $y$?", "The equation of
// an ellipse is given $2x^2 - 8x + 3y^2 + 6y + 5 = 0.$ Find the maximum
// value of the $x$-coordinate of a point on this ellipse.". It reads the
// whole statement and nothing else; internal/check/given decides.
package conicext

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the largest (Largest) or smallest value of the
// coordinate Coord ("x" or "y") on the curve Eq in x and y.
type Question struct {
	Largest bool
	Coord   string
	Eq      *ast.Rel
}

var (
	pairRe    = regexp.MustCompile(`^let § be an ordered pair of real numbers that satisfies the equation §\. what is the (?P<w>maximum|minimum) value of (?P<v>§)\?$`)
	ellipseRe = regexp.MustCompile(`^the equation of an (?:ellipse|circle) is given §\.? ?find the (?P<w>maximum|minimum) value of the (?P<v>§) ?-coordinate of a point on this (?:ellipse|circle)\.$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes, or the equation's letters are not x and y.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "imum value") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	var q Question
	var eqSrc, v string
	if m := pairRe.FindStringSubmatch(t); m != nil && len(srcs) == 3 {
		if strings.Join(strings.Fields(srcs[0]), "") != "(x,y)" {
			return Question{}, false
		}
		eqSrc, v, q.Largest = srcs[1], srcs[2], m[1] == "maximum"
	} else if m := ellipseRe.FindStringSubmatch(t); m != nil && len(srcs) == 2 {
		eqSrc, v, q.Largest = srcs[0], srcs[1], m[1] == "maximum"
	} else {
		return Question{}, false
	}
	v = strings.TrimSpace(v)
	if v != "x" && v != "y" {
		return Question{}, false
	}
	e, err := latex.ParseExpr(eqSrc)
	r, ok := e.(*ast.Rel)
	if err != nil || !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return Question{}, false
	}
	if vars := pm.FreeVars(r); len(vars) != 2 || vars[0] != "x" || vars[1] != "y" {
		return Question{}, false
	}
	q.Coord, q.Eq = v, r
	return q, true
}
