package values

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/complexpolar"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// CheckComplexPolar (issue 42, MATH Precalculus) computes the complex
// number a question of complexpolar.Read asks (a value to write in
// rectangular form, a rotation by whole degrees around a point, a dilation,
// a rotation then a dilation) with i the imaginary unit, e^{x+iy} =
// e^x(cos y + i sin y), the real and imaginary parts evaluated separately
// on proven enclosures, and compares it part by part with the answer. The
// answer must be one number in rectangular form: no e^, cos, sin or cis in
// it.
func CheckComplexPolar(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := complexpolar.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if extra := statement.Subset(pm.FreeVars(q.Expr), []string{"i"}); len(extra) > 0 {
		return decide.Undecided(kind, "the complex-number question %q: the statement's formulas use %s", q.Name, statement.JoinNames(extra)), true
	}
	k := &checker{c}
	want, err := k.evalComplex(q.Expr, cas.Env{})
	if err != nil {
		return decide.Undecided(kind, "the complex-number question %q: %v", q.Name, err), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "the complex-number question %q: the answer is not one number", q.Name), true
	}
	ansE := ans.Items[0].E
	if extra := statement.Subset(pm.FreeVars(ansE), []string{"i"}); len(extra) > 0 {
		return decide.Undecided(kind, "the complex-number question %q: the answer uses %s", q.Name, statement.JoinNames(extra)), true
	}
	for _, w := range []string{"e^", `\exp`, `\cos`, `\sin`, "cis"} {
		if strings.Contains(answerSrc, w) {
			return decide.Undecided(kind, "the complex-number question %q: the answer is not in rectangular form (%s)", q.Name, w), true
		}
	}
	got, err := k.evalComplex(ansE, cas.Env{})
	if err != nil {
		return decide.Undecided(kind, "the complex-number question %q: the answer, with i the imaginary unit: %v", q.Name, err), true
	}
	eq := DecideComplex(want, got, c.AnswerDemand(ansE))
	var r decide.Result
	switch eq.State {
	case decide.Same:
		r = decide.Confirm(kind, "the complex-number question %q: with i the imaginary unit the value %s is %s (real and imaginary parts computed separately), %s to the answer", q.Name, statement.Clip(q.Src, 80), want, eq.Text())
	case decide.Differ:
		r = decide.Refute(kind, "the complex-number question %q: with i the imaginary unit the value %s is %s, %s", q.Name, statement.Clip(q.Src, 80), want, decide.AnswerIs(ans.Text.Math, got.String()))
	default:
		return decide.Undecided(kind, "the complex-number question %q: %s and the answer %s: %s", q.Name, want, got, eq.Why), true
	}
	r.Evidence = []decide.Comparison{{What: "the value asked, with i the imaginary unit", Left: q.Expr, Right: ansE, Want: record.WantEqual, Complex: true}}
	return r, true
}

// expComplex is e^y for a complex exponent y: e^{Re y}(cos Im y + i sin Im y).
func (c *checker) expComplex(y ast.Expr, env cas.Env) (ComplexValue, error) {
	z, err := c.evalComplex(y, env)
	if err != nil {
		return z, err
	}
	k := c.Cas
	m, err := k.Apply(ast.Exp, z.Re)
	if err != nil {
		return ComplexValue{}, err
	}
	cs, err := k.Apply(ast.Cos, z.Im)
	if err != nil {
		return ComplexValue{}, err
	}
	sn, err := k.Apply(ast.Sin, z.Im)
	if err != nil {
		return ComplexValue{}, err
	}
	re, err1 := k.Mul(m, cs)
	im, err2 := k.Mul(m, sn)
	if err1 != nil {
		return ComplexValue{}, err1
	}
	return ComplexValue{Re: re, Im: im}, err2
}
