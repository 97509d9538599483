package statement

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestExactShapes: a whole-statement shape gives the task kind only when
// it accounts for every word of the prose; one word more keeps the kind
// unknown.
func TestExactShapes(t *testing.T) {
	cases := []struct {
		problem string
		kind    Kind
		form    ShapeForm
	}{
		{`What is $\frac{1}{2} + \frac{1}{3}$?`, KindValue, ShapeFormNone},
		{`Find $(21 \div (6 + 1 - 4)) \cdot 5.$`, KindValue, ShapeFormNone},
		{`Write $\frac{3}{20}$ as a decimal.`, KindValue, ShapeFormDecimal},
		{`What is $\frac{9}{2}$ expressed as a decimal?`, KindValue, ShapeFormDecimal},
		{`What is $\sqrt{53}$ in simplest radical form?`, KindValue, ShapeFormRadical},
		{`Express $\frac12+\frac14$ as a common fraction.`, KindValue, ShapeFormFraction},
		{`Rationalize the denominator: $\frac{5}{\sqrt{3}}$ .`, KindValue, ShapeFormRational},
		{`Expand the product ${(x+2)(x+5)}$.`, KindSimplify, ShapeFormExpanded},
		{`Find the product: $(1+3 p)(1-3 p)$`, KindSimplify, ShapeFormExpanded},
		{`Find quotient: $\frac{30}{6}$`, KindValue, ShapeFormNone},
		{`Find $x$ if $3(r-5)=24$.`, KindUnknown, ShapeFormNone}, // x is not the equation's variable
		{`Find $r$ if $3(r-5)=24$.`, KindEquation, ShapeFormNone},
		{`If $27^8=9^q$, what is $q$?`, KindEquation, ShapeFormNone},
		{`For what value of $n$ is $3^3-5=4^2+n$?`, KindEquation, ShapeFormNone},
		// One word more than the shape: today's reading.
		{`What is the positive value of $\frac{1}{2} + \frac{1}{3}$?`, KindUnknown, ShapeFormNone},
		{`For what positive value of $n$ is $n^2=4$?`, KindUnknown, ShapeFormNone},
		{`Find $x$ if $x^2=4$ and $x>0$.`, KindUnknown, ShapeFormNone},
		{`Expand $(x+1)(x+2)$ and simplify.`, KindSimplify, ShapeFormNone}, // the cue word decides, no shape
		// A value shape with a free variable is not a value.
		{`What is $x+1$?`, KindUnknown, ShapeFormNone},
		// Two unknowns: not one equation in v.
		{`Find $x$ if $x+y=3$.`, KindUnknown, ShapeFormNone},
	}
	for _, c := range cases {
		st := ReadStatement(c.problem)
		if st.Kind != c.kind || st.Shape.Form != c.form {
			t.Errorf("%q: kind %v form %q, want %v %q (prose %q)", c.problem, st.Kind, st.Shape.Form, c.kind, c.form, NormalShapeProse(st.Prose))
		}
	}
}

// TestShapeForms: the form a shape names is read on the answer as written.
func TestShapeForms(t *testing.T) {
	cases := []struct {
		form   ShapeForm
		answer string
		ok     bool
	}{
		{ShapeFormFraction, `\frac{5}{6}`, true},
		{ShapeFormFraction, `-\frac{40}{153}`, true},
		{ShapeFormFraction, `7`, true},
		{ShapeFormFraction, `0.8333`, false},
		{ShapeFormFraction, `\frac{10}{12}`, false},
		{ShapeFormRadical, `\frac{5\sqrt{3}}{3}`, true},
		{ShapeFormRadical, `2\sqrt{3}+1`, true},
		{ShapeFormRadical, `\sqrt{12}`, false},
		{ShapeFormRadical, `\frac{5}{\sqrt{3}}`, false},
		{ShapeFormDecimal, `0.625`, true},
		{ShapeFormDecimal, `\frac{5}{8}`, false},
		{ShapeFormExpanded, `x^2 + 7x + 10`, true},
		{ShapeFormExpanded, `3qr + 6q - 15r -30`, true},
		{ShapeFormExpanded, `(x+2)(x+5)`, false},
		{ShapeFormExpanded, `x(x+7)+10`, false},
		{ShapeFormExpanded, `\frac{1}{y} + y`, false},
		{ShapeFormExpanded, `x^2 + 3x + 2x`, false},
		{ShapeFormExpanded, `x \cdot x + 1`, false},
		{ShapeFormExpanded, `-36 x+9 x^{2}`, true},
		{ShapeFormExpanded, `\frac{x^2}{2} - \frac{3}{4}`, true},
		{ShapeFormRational, `\frac{\sqrt{7}}{14}`, true},
		{ShapeFormRational, `\frac{1}{2\sqrt{7}}`, false},
		{ShapeFormRational, `\sqrt{\frac{2}{3}}`, false},
	}
	for _, c := range cases {
		e, err := latex.ParseExpr(c.answer)
		if err != nil {
			t.Fatalf("%q: %v", c.answer, err)
		}
		why := ShapeFormUnmet(ExactShape{Name: "test", Form: c.form}, e)
		if (why == "") != c.ok {
			t.Errorf("%s / %q: unmet %q, want ok=%v", c.form, c.answer, why, c.ok)
		}
	}
}
