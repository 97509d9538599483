package values

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25, capability 5: questions on complex numbers in a+bi form read
// from their whole-statement shape (statement.MatchComplexShape).

// checkComplexShape is CheckComplexShape on this package's checker.
func (c *checker) checkComplexShape(st *statement.Statement, answerSrc string) (decide.Result, bool) {
	sh, fs, ok := st.MatchComplexShape()
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, err := c.complexShapeValue(sh, fs)
	if err != nil {
		return decide.Undecided(kind, "the complex-number question %q: %v", sh.Name, err), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the complex-number question %q: the answer is not one number", sh.Name), true
	}
	ansE := a.Items[0].E
	if extra := statement.Subset(pm.FreeVars(ansE), []string{"i"}); len(extra) > 0 {
		return decide.Undecided(kind, "the answer uses %s", statement.JoinNames(extra)), true
	}
	got, err := c.evalComplex(ansE, cas.Env{})
	if err != nil {
		return decide.Undecided(kind, "the answer, with i the imaginary unit: %v", err), true
	}
	eq := DecideComplex(want, got, c.AnswerDemand(ansE))
	switch eq.State {
	case decide.Same:
		r := decide.Confirm(kind, "the complex-number question %q: with i the imaginary unit the value is %s (real and imaginary parts computed separately), %s to the answer", sh.Name, want, eq.Text())
		return withShapeEvidence(r, sh, fs, ansE), true
	case decide.Differ:
		r := decide.Refute(kind, "the complex-number question %q: with i the imaginary unit the value is %s, %s", sh.Name, want, decide.AnswerIs(a.Text.Math, fmt.Sprint(got)))
		return withShapeEvidence(r, sh, fs, ansE), true
	}
	return decide.Undecided(kind, "the complex-number question %q: %s and the answer %s: %s", sh.Name, want, got, eq.Why), true
}

// withShapeEvidence records the shape's question written out with the
// statement's numbers (|z|, |a - b|, c + (b - a), c + k(z - c), z·w)
// against the answer, with i the imaginary unit.
func withShapeEvidence(r decide.Result, sh statement.ComplexShape, fs []statement.Formula, ans ast.Expr) decide.Result {
	if e := shapeExpr(sh, fs); e != nil {
		r.Evidence = []decide.Comparison{{What: "the value asked, with i the imaginary unit", Left: e, Right: ans, Want: record.WantEqual, Complex: true}}
	}
	return r
}

// shapeExpr is what the shape asks, as an expression of the statement's
// formulas (nil for a shape it does not write).
func shapeExpr(sh statement.ComplexShape, fs []statement.Formula) ast.Expr {
	bin := func(op ast.BinaryOp, x, y ast.Expr) ast.Expr { return &ast.Binary{Op: op, X: x, Y: y} }
	abs := func(x ast.Expr) ast.Expr { return &ast.Func{Name: ast.Abs, Args: []ast.Expr{x}} }
	switch {
	case sh.Ask == statement.ComplexMagnitude && len(fs) == 1:
		return abs(fs[0].E)
	case sh.Ask == statement.ComplexValue && len(fs) == 1:
		return fs[0].E
	case sh.Ask == statement.ComplexDistance && len(fs) == 2:
		return abs(bin(ast.Sub, fs[0].E, fs[1].E))
	case sh.Ask == statement.ComplexTranslation && len(fs) == 3:
		return bin(ast.Add, fs[2].E, bin(ast.Sub, fs[1].E, fs[0].E))
	case sh.Ask == statement.ComplexDilation && len(fs) == 2:
		return bin(ast.Mul, fs[0].E, fs[1].E)
	case sh.Ask == statement.ComplexDilation && len(fs) == 3:
		return bin(ast.Add, fs[0].E, bin(ast.Mul, fs[1].E, bin(ast.Sub, fs[2].E, fs[0].E)))
	case sh.Ask == statement.ComplexRotation && len(fs) == 2:
		one, i := &ast.Number{Int: "1"}, &ast.Ident{Name: "i"}
		turns := map[string]ast.Expr{"90": i, "180": &ast.Unary{Op: ast.Neg, X: one}, "270": &ast.Unary{Op: ast.Neg, X: i}, "360": one}
		if w, ok := turns[strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(fs[0].Src, " ", ""), `^\circ`))]; ok {
			return bin(ast.Mul, fs[1].E, w)
		}
	}
	return nil
}

// CheckComplexShape computes what the shape asks with i the imaginary unit
// (the statement names complex numbers) by exact arithmetic on the real
// and imaginary parts, and compares it with the answer part by part. ok is
// false when the statement has no such shape.
func CheckComplexShape(c *decide.Checker, st *statement.Statement, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkComplexShape(st, answerSrc)
}

// complexShapeValue is the value the shape asks for.
func (c *checker) complexShapeValue(sh statement.ComplexShape, fs []statement.Formula) (ComplexValue, error) {
	if sh.Ask == statement.ComplexRotation {
		return c.complexRotation(fs)
	}
	zs := make([]ComplexValue, len(fs))
	for k, f := range fs {
		if extra := statement.Subset(pm.FreeVars(f.E), []string{"i"}); len(extra) > 0 {
			return ComplexValue{}, fmt.Errorf("the formula %s uses %s", statement.Clip(f.Src, 30), statement.JoinNames(extra))
		}
		z, err := c.evalComplex(f.E, cas.Env{})
		if err != nil {
			return ComplexValue{}, err
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
		center, k, z := ComplexValue{Re: cas.Int(0), Im: cas.Int(0)}, zs[0], zs[1]
		if len(zs) == 3 {
			center, k, z = zs[0], zs[1], zs[2]
		}
		if k.Im.Sign() != 0 {
			return ComplexValue{}, fmt.Errorf("the scale factor %s is not real", k)
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
	return ComplexValue{}, errComplexUnsupported
}

// modulus is |z| = sqrt(re² + im²).
func (c *checker) modulus(z ComplexValue) (ComplexValue, error) {
	n, err := c.norm2(z)
	if err != nil {
		return ComplexValue{}, err
	}
	r, err := c.Cas.Sqrt(n)
	return ComplexValue{Re: r, Im: cas.Int(0)}, err
}

// complexRotation turns z by a multiple of 90° counter-clockwise: a
// product by i, -1 or -i.
func (c *checker) complexRotation(fs []statement.Formula) (ComplexValue, error) {
	deg := strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(fs[0].Src, " ", ""), `^\circ`))
	turns := map[string]ComplexValue{
		"90":  {Re: cas.Int(0), Im: cas.Int(1)},
		"180": {Re: cas.Int(-1), Im: cas.Int(0)},
		"270": {Re: cas.Int(0), Im: cas.Int(-1)},
		"360": {Re: cas.Int(1), Im: cas.Int(0)},
	}
	w, ok := turns[deg]
	if !ok {
		return ComplexValue{}, fmt.Errorf("the angle %s is not 90°, 180°, 270° or 360°", fs[0].Src)
	}
	if extra := statement.Subset(pm.FreeVars(fs[1].E), []string{"i"}); len(extra) > 0 {
		return ComplexValue{}, fmt.Errorf("the formula %s uses %s", statement.Clip(fs[1].Src, 30), statement.JoinNames(extra))
	}
	z, err := c.evalComplex(fs[1].E, cas.Env{})
	if err != nil {
		return z, err
	}
	return c.mulComplex(z, w)
}
