package statement

import "regexp"

// Issue 25, capability 5: whole-statement shapes of questions on complex
// numbers in a+bi form. A statement matched word for word by one of them
// is read although it names complex numbers (a scope the cue table
// otherwise leaves to no checker): every word is accounted for.

// ComplexAsk is what a complex-number shape asks.
type ComplexAsk int

const (
	ComplexNone        ComplexAsk = iota
	ComplexMagnitude              // |z|
	ComplexValue                  // z written as a complex number
	ComplexDistance               // |a - b|
	ComplexTranslation            // c + (b - a)
	ComplexDilation               // center c, factor k: c + k(z - c)
	ComplexRotation               // z·(cos θ + i sin θ), θ a multiple of 90°
)

// ComplexShape is a matched complex-number question.
type ComplexShape struct {
	Ask  ComplexAsk
	Name string // the shape, as a reviewer reads it
	Args int    // the number of formulas, in the order the shape names them
}

var complexShapes = []struct {
	re *regexp.Regexp
	sh ComplexShape
}{
	{regexp.MustCompile(`^find the (magnitude|modulus|absolute value) of the complex number \$[.]?$`), ComplexShape{ComplexMagnitude, "Find the magnitude of the complex number $z$.", 1}},
	{regexp.MustCompile(`^express \$ as a complex number[.]?$`), ComplexShape{ComplexValue, "Express $z$ as a complex number.", 1}},
	{regexp.MustCompile(`^what is the distance in the complex plane between \$ and \$[?]$`), ComplexShape{ComplexDistance, "What is the distance in the complex plane between $a$ and $b$?", 2}},
	{regexp.MustCompile(`^a translation of the plane takes \$ to \$[.]? find the complex number that the translation takes \$ to[.]?$`), ComplexShape{ComplexTranslation, "A translation of the plane takes $a$ to $b$. Find the complex number that the translation takes $c$ to.", 3}},
	{regexp.MustCompile(`^the dilation, centered at \$,? with scale factor \$,? takes \$ to which complex number[?]$`), ComplexShape{ComplexDilation, "The dilation, centered at $c$, with scale factor $k$, takes $z$ to which complex number?", 3}},
	{regexp.MustCompile(`^the dilation, centered at the origin, with scale factor \$,? takes \$ to which complex number[?]$`), ComplexShape{ComplexDilation, "The dilation, centered at the origin, with scale factor $k$, takes $z$ to which complex number?", 2}},
	{regexp.MustCompile(`^a \$ rotation around the origin in the counter-clockwise direction is applied to \$[.]? what is the resulting complex number[?]$`), ComplexShape{ComplexRotation, "A $θ$ rotation around the origin in the counter-clockwise direction is applied to $z$. What is the resulting complex number?", 2}},
}

// MatchComplexShape returns the complex-number question the whole prose
// asks, with its formulas in order, when the statement is exactly one of
// the shapes and its formulas are plain targets (no condition or
// substitution).
func (st *Statement) MatchComplexShape() (ComplexShape, []Formula, bool) {
	if len(st.Conds) != 0 || len(st.Substs) != 0 || len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return ComplexShape{}, nil, false
	}
	prose := NormalShapeProse(st.Prose)
	for _, d := range complexShapes {
		if d.re.MatchString(prose) && len(st.Targets) == d.sh.Args {
			return d.sh, st.Targets, true
		}
	}
	return ComplexShape{}, nil, false
}
