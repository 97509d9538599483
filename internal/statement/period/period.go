// Package period reads "What is the period of $y = F$?" (issue 42, MATH
// Precalculus): the whole statement, F a formula in x. It reads;
// internal/check/values (CheckPeriod) decides the least period of the
// forms it knows.
package period

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is the function whose period is asked.
type Question struct {
	F   ast.Expr
	Src string
}

var periodRe = regexp.MustCompile(`^What is the period of \$y = ([^$]+?) ?\$\?$`)

// Read reads the question; ok is false when the statement is not the
// shape or F does not parse.
func Read(problem string) (Question, bool) {
	m := periodRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return Question{}, false
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return Question{}, false
	}
	return Question{F: e, Src: m[1]}, true
}
