// Package ratrange reads a question that asks for the range of a rational
// function of x (issue 42, MATH Intermediate Algebra): "Find the range of
// the function \[j(x) = \frac{5x + 3}{x}.\]", "What is the range of the
// function $g(x) = \frac{3x+1}{x+8}$ ?". The whole statement must be the
// shape; internal/check/shapes (CheckRationalRange) decides the ranges it
// can compute exactly.
package ratrange

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is the function's numerator and denominator.
type Question struct {
	P, Q ast.Expr
	Src  string
}

var rangeRe = regexp.MustCompile(`^(?:Find the range of the function (?:\\\[|\$\$)([a-z])\(x\) = ([^$]+?)\.?(?:\\\]|\$\$)|What is the range of the function \$([a-z])\(x\) = ([^$]+)\$ ?\?)$`)

// Read reads the question; ok is false when the statement is not the
// shape or the function is not one fraction.
func Read(problem string) (Question, bool) {
	m := rangeRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil || m[1]+m[3] == "x" {
		return Question{}, false
	}
	src := strings.TrimSpace(m[2] + m[4])
	e, err := latex.ParseExpr(src)
	if err != nil {
		return Question{}, false
	}
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != ast.Div {
		return Question{}, false
	}
	return Question{P: b.X, Q: b.Y, Src: src}, true
}
