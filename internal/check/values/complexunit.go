package values

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25, capability 5: complex numbers in a+bi form.

// checkImplicitComplex checks the value of a closed expression whose only
// letter is i (statement.ImplicitImaginaryUnit): both sides are evaluated
// with i the imaginary unit, by exact arithmetic on the real and
// imaginary parts (+, -, ·, /, integer powers, |z|), and compared part by
// part.
func (c *checker) checkImplicitComplex(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind) decide.Result {
	if extra := statement.Subset(pm.FreeVars(ansE), []string{"i"}); len(extra) > 0 {
		return decide.Undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	// The substitutions ("if $\omega = -1 + 4i$") may be complex: their
	// values are put in place of their names, then evaluated over ℂ.
	e := f.E
	names := map[string]ast.Expr{}
	for _, s := range st.Substs {
		names[s.Name] = s.Val
	}
	for k := 0; k < len(st.Substs); k++ {
		e = forms.ReplaceNames(e, names)
	}
	if extra := statement.Subset(pm.FreeVars(e), []string{"i"}); len(extra) > 0 {
		return decide.Undecided(kind, "the substitutions leave %s in the expression", statement.JoinNames(extra))
	}
	env := cas.Env{}
	lv, err := c.evalComplex(e, env)
	if err != nil {
		return decide.Undecided(kind, "with i the imaginary unit, the statement's expression: %v", err)
	}
	rv, err := c.evalComplex(ansE, env)
	if err != nil {
		return decide.Undecided(kind, "with i the imaginary unit, the answer: %v", err)
	}
	eq := DecideComplex(lv, rv, c.AnswerDemand(ansE))
	why := "i is the only letter of the closed expression, so the imaginary unit"
	if len(st.Substs) > 0 {
		why = "i is the only letter of the closed expression once the substitutions are made, so the imaginary unit"
	}
	switch eq.State {
	case decide.Same, decide.Differ:
		var r decide.Result
		if eq.State == decide.Same {
			r = decide.Confirm(kind, "%s; with i² = -1 the expression evaluates to %s (real and imaginary parts computed separately), %s to the answer", why, lv, eq.Text())
		} else {
			r = decide.Refute(kind, "%s; with i² = -1 the expression evaluates to %s, %s", why, lv, decide.AnswerIs(ansSrc, rv.String()))
		}
		r.Evidence = []decide.Comparison{{What: "the value with i the imaginary unit", Left: e, Right: ansE, Want: record.WantEqual, Complex: true}}
		return r
	}
	return decide.Undecided(kind, "with i the imaginary unit, %s and the answer %s: %s", lv, rv, eq.Why)
}
