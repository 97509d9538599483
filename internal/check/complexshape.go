package check

import (
	"fmt"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 5: questions on complex numbers in a+bi form read
// from their whole-statement shape (statement.MatchComplexShape).

// checkComplexShape computes what the shape asks with i the imaginary unit
// (the statement names complex numbers) by exact arithmetic on the real
// and imaginary parts, and compares it with the answer part by part. ok is
// false when the statement has no such shape.
func (c *checker) checkComplexShape(st *statement.Statement, answerSrc string) (Result, bool) {
	sh, fs, ok := st.MatchComplexShape()
	if !ok {
		return Result{}, false
	}
	kind := statement.KindValue
	want, err := c.complexShapeValue(sh, fs)
	if err != nil {
		return undecided(kind, "the complex-number question %q: %v", sh.Name, err), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return undecided(kind, "the complex-number question %q: the answer is not one number", sh.Name), true
	}
	ansE := a.Items[0].E
	if extra := statement.Subset(pm.FreeVars(ansE), []string{"i"}); len(extra) > 0 {
		return undecided(kind, "the answer uses %s", statement.JoinNames(extra)), true
	}
	got, err := c.evalComplex(ansE, cas.Env{})
	if err != nil {
		return undecided(kind, "the answer, with i the imaginary unit: %v", err), true
	}
	eq := decideComplex(want, got, c.answerDemand(ansE))
	switch eq.state {
	case same:
		return confirm(kind, "the complex-number question %q: with i the imaginary unit the value is %s (real and imaginary parts computed separately), %s to the answer", sh.Name, want, eq.text()), true
	case differ:
		r := refute(kind, "the complex-number question %q: with i the imaginary unit the value is %s, the answer %s is %s", sh.Name, want, statement.Clip(a.Text.Math, 60), got)
		r.Evidence = []Comparison{{What: "the value asked, with i the imaginary unit", Left: fs[len(fs)-1].E, Right: ansE, Points: []cas.Env{{}}, Want: record.WantEqual}}
		return r, true
	}
	return undecided(kind, "the complex-number question %q: %s and the answer %s: %s", sh.Name, want, got, eq.why), true
}

// complexShapeValue is the value the shape asks for.
func (c *checker) complexShapeValue(sh statement.ComplexShape, fs []statement.Formula) (complexValue, error) {
	if sh.Ask == statement.ComplexRotation {
		return c.complexRotation(fs)
	}
	zs := make([]complexValue, len(fs))
	for k, f := range fs {
		if extra := statement.Subset(pm.FreeVars(f.E), []string{"i"}); len(extra) > 0 {
			return complexValue{}, fmt.Errorf("the formula %s uses %s", statement.Clip(f.Src, 30), statement.JoinNames(extra))
		}
		z, err := c.evalComplex(f.E, cas.Env{})
		if err != nil {
			return complexValue{}, err
		}
		zs[k] = z
	}
	switch sh.Ask {
	case statement.ComplexMagnitude:
		return c.modulus(zs[0])
	case statement.ComplexValue:
		return zs[0], nil
	case statement.ComplexDistance:
		d, err := c.addComplex(zs[0], zs[1], true)
		if err != nil {
			return d, err
		}
		return c.modulus(d)
	case statement.ComplexTranslation:
		d, err := c.addComplex(zs[1], zs[0], true)
		if err != nil {
			return d, err
		}
		return c.addComplex(zs[2], d, false)
	case statement.ComplexDilation:
		center, k, z := complexValue{re: cas.Int(0), im: cas.Int(0)}, zs[0], zs[1]
		if len(zs) == 3 {
			center, k, z = zs[0], zs[1], zs[2]
		}
		if k.im.Sign() != 0 {
			return complexValue{}, fmt.Errorf("the scale factor %s is not real", k)
		}
		d, err := c.addComplex(z, center, true)
		if err != nil {
			return d, err
		}
		if d, err = c.mulComplex(k, d); err != nil {
			return d, err
		}
		return c.addComplex(center, d, false)
	}
	return complexValue{}, errComplexUnsupported
}

// modulus is |z| = sqrt(re² + im²).
func (c *checker) modulus(z complexValue) (complexValue, error) {
	n, err := c.norm2(z)
	if err != nil {
		return complexValue{}, err
	}
	r, err := c.cas.Sqrt(n)
	return complexValue{re: r, im: cas.Int(0)}, err
}

// complexRotation turns z by a multiple of 90° counter-clockwise: a
// product by i, -1 or -i.
func (c *checker) complexRotation(fs []statement.Formula) (complexValue, error) {
	deg := strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(fs[0].Src, " ", ""), `^\circ`))
	turns := map[string]complexValue{
		"90":  {re: cas.Int(0), im: cas.Int(1)},
		"180": {re: cas.Int(-1), im: cas.Int(0)},
		"270": {re: cas.Int(0), im: cas.Int(-1)},
		"360": {re: cas.Int(1), im: cas.Int(0)},
	}
	w, ok := turns[deg]
	if !ok {
		return complexValue{}, fmt.Errorf("the angle %s is not 90°, 180°, 270° or 360°", fs[0].Src)
	}
	if extra := statement.Subset(pm.FreeVars(fs[1].E), []string{"i"}); len(extra) > 0 {
		return complexValue{}, fmt.Errorf("the formula %s uses %s", statement.Clip(fs[1].Src, 30), statement.JoinNames(extra))
	}
	z, err := c.evalComplex(fs[1].E, cas.Env{})
	if err != nil {
		return z, err
	}
	return c.mulComplex(z, w)
}
