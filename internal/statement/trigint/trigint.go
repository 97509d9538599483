// Package trigint reads "Simplify $E.$ Enter your answer as a
// trigonometric function evaluated at an integer, such as "sin 7"." with
// its optional notes "(The system will assume that the angle is in
// degrees.)" and "(The angle should be positive and as small as
// possible.)" (issue 42, MATH Precalculus), E a closed formula. It also
// reads the answer: one of sin, cos, tan, cot, sec, csc at a whole number,
// with or without a degree sign. It reads; internal/check/values
// (CheckTrigInt) decides.
package trigint

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is one question read.
type Question struct {
	E        ast.Expr
	Src      string
	Degrees  bool // the statement says the angle is in degrees
	Smallest bool // the angle must be positive and as small as possible
}

var (
	questionRe = regexp.MustCompile(`^Simplify (?:\$\$|\$|\\\[)([^$]+?)\.?(?:\$\$|\$|\\\]) ?\.? ?Enter your answer (?:is|as) a trigonometric function evaluated at an integer, such as "sin 7"\.( \(The system will assume that the angle is in degrees\.( The angle should be positive and as small as possible\.)?\)| \(The angle should be positive and as small as possible\.\))?$`)
	answerRe   = regexp.MustCompile(`^\\(sin|cos|tan|cot|sec|csc) ?\{?(\d{1,3})(\^\\circ|\^\{\\circ\})?\}?$`)
)

// Read reads the question; ok is false when the statement is not the shape.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "trigonometric function evaluated at an integer") {
		return Question{}, false
	}
	m := questionRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return Question{}, false
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return Question{}, false
	}
	return Question{E: e, Src: m[1], Degrees: strings.Contains(m[2], "degrees"), Smallest: strings.Contains(m[2], "as small as possible")}, true
}

// Answer is the answer read: Func at N, Deg when written with a degree
// sign.
type Answer struct {
	Func string
	N    int
	Deg  bool
}

// ReadAnswer reads "\cos 13^\circ", "\csc 10", "\tan 15^{\circ}",
// "\cos\left(13^{\circ}\right)".
func ReadAnswer(src string) (Answer, bool) {
	// "\cos\left(13^{\circ}\right)" (the answer as the printer writes it)
	// reads as "\cos 13^{\circ}".
	s := strings.ReplaceAll(src, " ", "")
	if i := strings.Index(s, `\left(`); i > 0 && strings.HasSuffix(s, `\right)`) {
		s = s[:i] + s[i+len(`\left(`):len(s)-len(`\right)`)]
	}
	m := answerRe.FindStringSubmatch(s)
	if m == nil {
		return Answer{}, false
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return Answer{}, false
	}
	return Answer{Func: m[1], N: n, Deg: m[3] != ""}, true
}
