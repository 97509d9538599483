// Package complexpolar reads whole-statement questions on complex numbers
// written with angles (issue 42, MATH Precalculus): a value to be written
// in rectangular form ("Convert $E$ to rectangular form.", "Compute $E.$
// Enter the answer in rectangular form."), a rotation by a whole number of
// degrees around the origin or a point, clockwise or counter-clockwise,
// applied to a complex number, a dilation whose scale factor is written
// as a bare number, and a rotation followed by a dilation. It reads;
// internal/check/values (CheckComplexPolar) computes the value.
package complexpolar

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Ask is what the statement asks.
type Ask int

const (
	AskNone     Ask = iota
	AskValue        // E in rectangular form
	AskRotation     // c + w(z − c), w = cos θ + i sin θ (θ negative: clockwise)
	AskDilation     // c + k(z − c)
	AskRotDil       // k·w·z: a rotation around the origin, then a dilation centered at the origin
)

// Question is the question read: Expr is the value asked, written with the
// statement's numbers (θ in radians as d·π/180), ready to be evaluated
// with i the imaginary unit.
type Question struct {
	Ask  Ask
	Expr ast.Expr
	Src  string // Expr as LaTeX
	Name string // the shape, as a reviewer reads it
}

var (
	convertRe  = regexp.MustCompile(`^Convert \$([^$]+)\$ to rectangular form\.$`)
	computeRe  = regexp.MustCompile(`^Compute \$([^$]+)\$\. Enter (?:the|your) answer in rectangular form\.$`)
	rotationRe = regexp.MustCompile(`^A \$(\d{1,3})\^\\circ\$ rotation around (the origin|\$[^$]+\$) in the (clockwise|counter-clockwise) direction is applied to \$([^$]+)\$(?: \(as a complex number\))?\.? What is the resulting complex number\?$`)
	dilationRe = regexp.MustCompile(`^The dilation, centered at (the origin|\$[^$]+\$),? with scale factor (\d{1,3}), takes \$([^$]+)\$ to which complex number\?$`)
	rotDilRe   = regexp.MustCompile(`^Two transformations are applied to the complex number \$([^$]+)\$: A \$(\d{1,3})\^\\circ\$ rotation around the origin in the (clockwise|counter-clockwise) direction\. A dilation, centered at the origin, with scale factor \$([^$]+)\$\. What is the resulting complex number\?$`)
)

// formula is a formula's source without the punctuation that ends a
// sentence inside it ("$3 - 8i.$").
func formula(s string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,"))
}

// moveDot puts a sentence's period written inside the formula ("$E.$")
// after it, so that both spellings read alike.
func moveDot(p string) string {
	return strings.ReplaceAll(strings.ReplaceAll(p, `.$ `, `$. `), `.$`, `$.`)
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or a formula does not parse.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "complex number") && !strings.Contains(problem, "rectangular form") {
		return Question{}, false
	}
	p := strings.Join(strings.Fields(problem), " ")
	if m := convertRe.FindStringSubmatch(moveDot(p)); m != nil {
		return build(AskValue, "Convert $E$ to rectangular form.", "(%s)", formula(m[1]))
	}
	if m := computeRe.FindStringSubmatch(moveDot(p)); m != nil {
		return build(AskValue, "Compute $E.$ Enter the answer in rectangular form.", "(%s)", formula(m[1]))
	}
	if m := rotationRe.FindStringSubmatch(p); m != nil {
		d, ok := degrees(m[1], m[3])
		if !ok {
			return Question{}, false
		}
		w := rotFactor(d)
		if m[2] == "the origin" && d > 0 && d%90 == 0 {
			return Question{}, false // statement.MatchComplexShape's quarter turns
		}
		if m[2] == "the origin" {
			return build(AskRotation, "A $θ$ rotation around the origin in the (counter-)clockwise direction is applied to $z$. What is the resulting complex number?", w+"(%s)", formula(m[4]))
		}
		c := formula(strings.Trim(m[2], "$"))
		return build(AskRotation, "A $θ$ rotation around $c$ in the (counter-)clockwise direction is applied to $z$. What is the resulting complex number?", "(%s) + "+w+"((%s) - (%s))", c, formula(m[4]), c)
	}
	if m := dilationRe.FindStringSubmatch(p); m != nil {
		if m[1] == "the origin" {
			return build(AskDilation, "The dilation, centered at the origin, with scale factor k, takes $z$ to which complex number?", m[2]+"(%s)", formula(m[3]))
		}
		c := formula(strings.Trim(m[1], "$"))
		return build(AskDilation, "The dilation, centered at $c$, with scale factor k, takes $z$ to which complex number?", "(%s) + "+m[2]+"((%s) - (%s))", c, formula(m[3]), c)
	}
	if m := rotDilRe.FindStringSubmatch(moveDot(p)); m != nil {
		d, ok := degrees(m[2], m[3])
		if !ok {
			return Question{}, false
		}
		return build(AskRotDil, "Two transformations are applied to the complex number $z$: a rotation around the origin, then a dilation centered at the origin. What is the resulting complex number?", "(%s)"+rotFactor(d)+"(%s)", formula(m[4]), formula(m[1]))
	}
	return Question{}, false
}

// degrees is the signed angle in degrees (clockwise negative), 0 < d < 360.
func degrees(s, dir string) (int, bool) {
	d, err := strconv.Atoi(s)
	if err != nil || d <= 0 || d >= 360 {
		return 0, false
	}
	if dir == "clockwise" {
		d = -d
	}
	return d, true
}

// rotFactor is cos θ + i sin θ for θ = d degrees, written in radians.
func rotFactor(d int) string {
	t := fmt.Sprintf(`\frac{%d \pi}{180}`, d)
	if d < 0 {
		t = fmt.Sprintf(`\left(-\frac{%d \pi}{180}\right)`, -d)
	}
	return fmt.Sprintf(`(\cos %s + i \sin %s)`, t, t)
}

// build parses the value asked; every formula of the statement must parse
// on its own first.
func build(ask Ask, name, format string, args ...string) (Question, bool) {
	as := make([]any, len(args))
	for k, a := range args {
		if a == "" {
			return Question{}, false
		}
		if _, err := latex.ParseExpr(a); err != nil {
			return Question{}, false
		}
		as[k] = a
	}
	src := fmt.Sprintf(format, as...)
	e, err := latex.ParseExpr(src)
	if err != nil {
		return Question{}, false
	}
	return Question{Ask: ask, Expr: e, Src: src, Name: name}, true
}
