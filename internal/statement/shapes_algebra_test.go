package statement

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestAlgebraBookShapes: "Find the square: $F$", "Divide: $F$" and the
// book's "Simplify. Your answer should contain only positive expontents:
// $F$" are read as simplifications of their one formula; one word more
// and the reading is today's.
func TestAlgebraBookShapes(t *testing.T) {
	cases := []struct {
		problem string
		kind    Kind
		form    ShapeForm
		after   bool
	}{
		{`Find the square: $(p+7)^{2}$`, KindSimplify, ShapeFormExpanded, true},
		{`Divide: $\frac{10 x^{2}-32 x+9}{10 x-2}$`, KindSimplify, ShapeFormDivided, true},
		{`Combine Like Terms: $x-10-6 x+1$`, KindSimplify, ShapeFormExpanded, true},
		{`Combine the following radicals: $\sqrt{a} \sqrt[4]{a^{3}}$`, KindSimplify, ShapeFormNone, true},
		{`Reduce the following radical: $\sqrt[12]{x^{6} y^{9}}$`, KindSimplify, ShapeFormNone, true},
		{`Simplify. Your answer should contain only positive expontents: $\frac{u^{2}}{4 u^{0} v^{3} \cdot 3 v^{2}}$`, KindSimplify, ShapeFormNone, true},
		// One word more: not the shape.
		{`Find the square of $-7 i$`, KindUnknown, ShapeFormNone, true}, // after "find", but no shape
		{`Divide $x^2-1$ by $x-1$ and find the remainder`, KindUnknown, ShapeFormNone, false},
		{`Simplify. Your answer should contain only positive expontents, and at most one: $x^{-2}$`, KindSimplify, ShapeFormNone, false},
	}
	for _, c := range cases {
		st := ReadStatement(c.problem)
		if st.Kind != c.kind || st.Shape.Form != c.form || st.AfterKeyword != c.after {
			t.Errorf("%q: kind %v form %q after %v, want %v %q %v (prose %q)", c.problem, st.Kind, st.Shape.Form, st.AfterKeyword, c.kind, c.form, c.after, NormalShapeProse(st.Prose))
		}
	}
}

// TestQuotientRemainderForm: the answer of "Divide" is a polynomial plus
// proper fractions; the unreduced quotient is not that form.
func TestQuotientRemainderForm(t *testing.T) {
	cases := []struct {
		answer string
		ok     bool
	}{
		{`x-3+\frac{3}{10 x-2}`, true},
		{`3 n^{2}-9 n-10-\frac{8}{n+6}`, true},
		{`\frac{5 p^{3}}{4}+4 p^{2}+4 p`, true},
		{`x^{2}-8 x+7`, true},
		{`x+\frac{x+1}{x^2+1}`, true},
		{`\frac{10 x^{2}-32 x+9}{10 x-2}`, false}, // the quotient itself
		{`x+\frac{x^2}{x+1}`, false},              // improper fraction
		{`x+1+\frac{3}{x+1}+x`, false},            // like terms not combined
		{`(x+1)(x-1)`, false},
	}
	for _, c := range cases {
		e, err := latex.ParseExpr(c.answer)
		if err != nil {
			t.Fatalf("%q: %v", c.answer, err)
		}
		why := ShapeFormUnmet(ExactShape{Name: "test", Form: ShapeFormDivided}, e)
		if (why == "") != c.ok {
			t.Errorf("%q: unmet %q, want ok=%v", c.answer, why, c.ok)
		}
	}
}
