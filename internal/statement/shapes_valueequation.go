package statement

import (
	"regexp"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (MATH Algebra and Prealgebra): the equation shapes that name
// the value asked. "What is the value of $x$ in the equation <equation>?",
// "Find the value of $x$ that satisfies <equation>.", "For what value of
// $x$ does <equation>?": the whole prose is the shape, the one target is
// one equation (a single "=") whose only free variable is the one the
// prose names, and the task is to solve it for that variable. The cue
// words of these statements ("value", "equation") read a value or an
// equation without a request to solve, so matchEquationShape (which
// reads only statements whose kind is unknown) never sees them.
//
// A shape accounts for every word: a restriction ("positive", "integer",
// "non-zero"), a second formula or a condition and the statement keeps
// its reading. An equation with a \log of no base is left alone (the base
// is the reader's guess). The answer is then checked as the roots of the
// equation: a value is confirmed only when it is the equation's one real
// root, every other root proven absent.

// valueEqShapeDefs are the shapes; every one names the variable ($v$).
var valueEqShapeDefs = []eqShapeDef{
	{regexp.MustCompile(`^what is the value of \$ in the equation \$[?]$`), "What is the value of $v$ in the equation <equation>?", true},
	{regexp.MustCompile(`^in the equation,? \$,? what is the value of \$[?]$`), "In the equation <equation>, what is the value of $v$?", true},
	{regexp.MustCompile(`^what is the value of \$ (if|for which|which satisfies|that satisfies) \$[?]` + commonFractionClause + `$`), "What is the value of $v$ for which <equation>?", true},
	{regexp.MustCompile(`^(find|determine) the value of \$ (that|which) satisfies (the equation )?\$[.]?` + commonFractionClause + `$`), "Find the value of $v$ that satisfies <equation>.", true},
	{regexp.MustCompile(`^for what value of \$ (does|is the following equation true:) \$[?]` + commonFractionClause + `$`), "For what value of $v$ does <equation>?", true},
	{regexp.MustCompile(`^what value of \$ makes the equation (below )?true:? \$[.?]?$`), "What value of $v$ makes the equation true: <equation>", true},
	{regexp.MustCompile(`^find \$: \$[.]?$`), "Find $v$: <equation>.", true},
	{regexp.MustCompile(`^find the \$ that satisfies \$[.]?$`), "Find the $v$ that satisfies <equation>.", true},
	{regexp.MustCompile(`^(if|given that) \$,? (then )?what is (the value of )?\$[?]` + commonFractionClause + `$`), "If <equation>, what is the value of $v$?", true},
	{regexp.MustCompile(`^\$[.] what is the value of \$[?]$`), "<equation>. What is the value of $v$?", true},
}

// commonFractionClause is the optional request for a common fraction after
// an equation shape: the root is compared exactly, whatever its form.
const commonFractionClause = `( express your answer as a common fraction[.]?)?`

// matchValueEquationShape returns the equation shape of a statement whose
// cue words read a value, an equation or nothing known (not a request to
// solve) and whose
// whole prose is one of valueEqShapeDefs, with its one target one equation
// in the variable the prose names.
func (st *Statement) matchValueEquationShape() (ExactShape, bool) {
	if st.Kind != KindUnknown && st.Kind != KindValue && st.Kind != KindEquation || st.Shape.Kind != KindUnknown ||
		len(st.Targets) != 1 || len(st.Conds) != 0 || len(st.Substs) != 0 || len(st.Members) != 0 || len(st.Asked) > 1 ||
		st.ProseCond != "" || st.OrCond != "" || st.Bad != "" || st.IntUnknown != "" {
		return ExactShape{}, false
	}
	rel, ok := st.Targets[0].E.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || !AllEq(rel) || hasBareLog(rel) {
		return ExactShape{}, false
	}
	vars := pm.FreeVars(rel)
	if len(vars) != 1 || st.Unknown != vars[0] || len(st.Asked) == 1 && !isIdent(st.Asked[0].E, vars[0]) {
		return ExactShape{}, false
	}
	prose := NormalShapeProse(st.Prose)
	for _, d := range valueEqShapeDefs {
		if d.re.MatchString(prose) {
			return ExactShape{Name: d.name, Kind: KindEquation}, true
		}
	}
	return ExactShape{}, false
}

// ValueEquation reads a problem whose whole prose is one of the shapes of
// this file: the equation and its variable. ok is false for any other
// statement (the soundness mutants of the family read it).
func ValueEquation(problem string) (eq *ast.Rel, v string, ok bool) {
	st := ReadStatement(problem)
	for _, d := range valueEqShapeDefs {
		if st.Shape.Name == d.name && st.Shape.Kind == KindEquation {
			eq = st.Targets[0].E.(*ast.Rel)
			return eq, pm.FreeVars(eq)[0], true
		}
	}
	return nil, "", false
}
