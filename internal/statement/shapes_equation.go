package statement

import (
	"regexp"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/shapetab"
)

// Issue 25, capability 1: the equation shapes. "Find $v$ if <equation>.",
// "If <equation>, find $v$.", "For what value of $v$ is <equation>?": the
// whole prose is the shape, the one target is one equation (a single "=")
// whose only free variable is v, and the task is to solve it for v.

// eqShapeDef is an equation shape; named says the prose names v as a
// formula of its own ($v$), which must then be the equation's variable.
type eqShapeDef struct {
	re    *regexp.Regexp
	name  string
	named bool
}

// enterAll is the optional request for a list after an equation shape.
const enterAll = `( enter all the (real )?solutions, separated by commas[.]?)?`

var eqShapeDefs = []eqShapeDef{
	{regexp.MustCompile(`^find \$,? (if|such that|given that) \$[.]?$`), "Find $v$ if <equation>.", true},
	{regexp.MustCompile(`^(if|given that) \$,? (then )?find \$[.]?$`), "If <equation>, find $v$.", true},
	{regexp.MustCompile(`^\$[.]? find \$[.]?$`), "<equation>. Find $v$.", true},
	{regexp.MustCompile(`^(if|given that) \$,? (then )?what is (the value of )?\$[?]$`), "If <equation>, what is $v$?", true},
	{regexp.MustCompile(`^for what value of \$ is \$[?]$`), "For what value of $v$ is <equation>?", true},
	{regexp.MustCompile(`^find all values of \$ such that \$[.]?$`), "Find all values of $v$ such that <equation>.", true},
	{regexp.MustCompile(`^find all real (numbers|values of) \$ such that \$[.]?` + enterAll + `$`), "Find all real numbers $v$ such that <equation>.", true},
	{regexp.MustCompile(`^find all (the )?real (solutions|roots) (to|of) \$[.]?` + enterAll + `$`), "Find all the real solutions to <equation>.", false},
}

// valueEqDefs are issue 42's equation shapes that name the value asked
// (shapetab.ValueEquations), read for a value or an equation as well.
var valueEqDefs = func() (out []eqShapeDef) {
	for _, d := range shapetab.ValueEquations {
		out = append(out, eqShapeDef{d.Re, d.Name, true})
	}
	return out
}()

// matchEquationShape returns the shape of a statement whose whole prose is
// an equation shape, and the variable asked.
func (st *Statement) matchEquationShape(prose string, defs []eqShapeDef) (ExactShape, string, bool) {
	rel, ok := st.Targets[0].E.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || !AllEq(rel) {
		return ExactShape{}, "", false
	}
	vars := pm.FreeVars(rel)
	if len(vars) != 1 {
		return ExactShape{}, "", false
	}
	v := vars[0]
	if len(st.Asked) > 1 || len(st.Asked) == 1 && !isIdent(st.Asked[0].E, v) {
		return ExactShape{}, "", false
	}
	for _, d := range defs {
		// A shape that names v ("Find $v$ if ...") names the equation's
		// variable; one that does not has no other formula.
		if d.named && st.Unknown != v || !d.named && (st.Unknown != "" || len(st.Asked) != 0) {
			continue
		}
		if d.re.MatchString(prose) {
			return ExactShape{Name: d.name, Kind: KindEquation}, v, true
		}
	}
	return ExactShape{}, "", false
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
