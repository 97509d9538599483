package check

import (
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 5: complex numbers in a+bi form.

// checkImplicitComplex checks the value of a closed expression whose only
// letter is i (statement.ImplicitImaginaryUnit): both sides are evaluated
// with i the imaginary unit, by exact arithmetic on the real and
// imaginary parts (+, -, ·, /, integer powers, |z|), and compared part by
// part.
func (c *checker) checkImplicitComplex(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind) Result {
	if extra := statement.Subset(pm.FreeVars(ansE), []string{"i"}); len(extra) > 0 {
		return undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	env, err := c.bindSubsts(st.Substs, nil)
	if err != nil {
		return undecided(kind, "%v", err)
	}
	lv, err := c.evalComplex(f.E, env)
	if err != nil {
		return undecided(kind, "with i the imaginary unit, the statement's expression: %v", err)
	}
	rv, err := c.evalComplex(ansE, env)
	if err != nil {
		return undecided(kind, "with i the imaginary unit, the answer: %v", err)
	}
	eq := decideComplex(lv, rv, c.answerDemand(ansE))
	switch eq.state {
	case same:
		return confirm(kind, "i is the only letter of the closed expression, so the imaginary unit; with i² = -1 the expression evaluates to %s (real and imaginary parts computed separately), %s to the answer", lv, eq.text())
	case differ:
		return refute(kind, "i is the only letter of the closed expression, so the imaginary unit; with i² = -1 the expression evaluates to %s, the answer %s is %s", lv, statement.Clip(ansSrc, 60), rv)
	}
	return undecided(kind, "with i the imaginary unit, %s and the answer %s: %s", lv, rv, eq.why)
}
