// Package asymptote reads questions on the asymptotes of the graph of a
// rational function P/Q of x (issue 42, MATH Intermediate Algebra; see
// Read). It reads; internal/check/shapes (CheckAsymptote) divides the
// polynomials exactly and decides.
package asymptote

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// F a fraction \frac{P}{Q}, a display \[ … \] or $$ … $$:
//
//	Find the equation of the oblique asymptote of the graph of \[y = F.\]Enter your equation in the form "$y = mx + b$".
//	What is the equation of the oblique asymptote of the graph of $F$? Enter your answer in the form $y = mx + b.$
//	At what value of $y$ is there a horizontal asymptote for the graph of the equation $y=F$?
//	If $y=F$, at what value of $y$ will there be a horizontal asymptote?
//	The function $f(x) = F$ has a horizontal asymptote $y = c$. What is $c$?
//	Find the number of vertical asymptotes in the graph of \[y = F.\]
//	How many vertical asymptotes does the graph of (\[y = F\] | $y = F$) have?
//	Find the point of intersection of the asymptotes of the graph of \[y = F.\]
//	For which value of $x$ does the function $f(x) = F$ cross its horizontal asymptote?

// Ask is the question.
type Ask int

// The questions.
const (
	Oblique       Ask = iota + 1 // the line y = mx + b
	Horizontal                   // the value c of y = c
	VerticalCount                // the number of vertical asymptotes
	Meet                         // the point where the vertical and the horizontal asymptote meet
	Cross                        // the x where the graph crosses its horizontal asymptote
)

// Question is the question and the fraction's numerator and denominator.
type Question struct {
	Ask  Ask
	P, Q ast.Expr
	Src  string
}

const (
	open  = `(?:\\\[|\$\$)`
	close = `(?:\\\]|\$\$)`
)

var shapes = []struct {
	re  *regexp.Regexp
	ask Ask
}{
	{regexp.MustCompile(`^Find the equation of the oblique asymptote of the graph of ` + open + `y = ([^$]+?)\.?` + close + ` ?Enter your equation in the form "\$y = mx \+ b\$"\.$`), Oblique},
	{regexp.MustCompile(`^What is the equation of the oblique asymptote of the graph of \$([^$]+)\$\? ?Enter your answer in the form \$y = mx \+ b\.\$$`), Oblique},
	{regexp.MustCompile(`^At what value of \$y\$ is there a horizontal asymptote for the graph of the equation \$y ?= ?([^$]+)\$\?$`), Horizontal},
	{regexp.MustCompile(`^If \$y ?= ?([^$]+)\$, at what value of \$y\$ will there be a horizontal asymptote\?$`), Horizontal},
	{regexp.MustCompile(`^The function \$f\(x\) = ([^$]+)\$ has a horizontal asymptote \$y = c\$\. What is \$c\$\?$`), Horizontal},
	{regexp.MustCompile(`^Find the number of vertical asymptotes in the graph of ` + open + `y = ([^$]+?)\.?` + close + `$`), VerticalCount},
	{regexp.MustCompile(`^How many vertical asymptotes does the graph of (?:` + open + `y = ([^$]+?)` + close + ` ?|\$y = ([^$]+)\$ )have\?$`), VerticalCount},
	{regexp.MustCompile(`^Find the point of intersection of the asymptotes of the graph of ` + open + `y = ([^$]+?)\.?` + close + `$`), Meet},
	{regexp.MustCompile(`^For which value of \$x\$ does the function \$f\(x\) = ([^$]+)\$ cross its horizontal asymptote\?$`), Cross},
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or the function is not one fraction.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		src := strings.TrimSpace(strings.Join(m[1:], ""))
		e, err := latex.ParseExpr(src)
		if err != nil {
			return Question{}, false
		}
		b, ok := e.(*ast.Binary)
		if !ok || b.Op != ast.Div {
			return Question{}, false
		}
		return Question{Ask: sh.ask, P: b.X, Q: b.Y, Src: src}, true
	}
	return Question{}, false
}
