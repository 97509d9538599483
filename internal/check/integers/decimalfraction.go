package integers

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkDecimalFraction is CheckDecimalFraction on this package's checker.
func (c *checker) checkDecimalFraction(problem, answerSrc string) (decide.Result, bool) {
	e, src, shape, ok := statement.ReadDecimalFraction(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	v, err := c.Eval(e, nil)
	if err != nil {
		return decide.Undecided(kind, "the repeating decimal cannot be evaluated: %v", err), true
	}
	want, exact := v.Exact()
	if !exact {
		return decide.Undecided(kind, "the repeating decimal's value is not exact"), true
	}
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the statement (%q) asks for one fraction, and the answer is not one formula", shape), true
	}
	got := a.Items[0].E
	if why := statement.ShapeFormUnmet(statement.ExactShape{Name: shape, Form: statement.ShapeFormFraction}, got); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	av, err := c.Eval(got, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	ar, exact := av.Exact()
	if !exact {
		return decide.Undecided(kind, "the answer's value is not exact"), true
	}
	var r decide.Result
	if ar.Cmp(want) != 0 {
		r = decide.Refute(kind, "the repeating decimal %s is %s exactly, not %s (the statement's shape %q)", statement.Clip(src, 60), want.RatString(), ar.RatString(), shape)
	} else {
		r = decide.Confirm(kind, "the repeating decimal %s is %s exactly, and the answer is that fraction in lowest terms (the statement's shape %q)", statement.Clip(src, 60), want.RatString(), shape)
	}
	// The evidence is the statement's formula itself, repeating digits
	// and all: another engine converts the decimal by its own rule.
	r.Evidence = []decide.Comparison{{What: "the repeating decimal against the answer", Left: e, Right: got, Want: record.WantEqual}}
	return r, true
}

// Issue 25, capability 6: a repeating decimal written as a fraction
// (statement.ReadDecimalFraction). The formula is evaluated exactly (a
// periodic decimal 0.4\overline{56} is 4/10 + 56/990); the answer must be
// an integer or a fraction in lowest terms, equal to it.
func CheckDecimalFraction(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkDecimalFraction(problem, answerSrc)
}
