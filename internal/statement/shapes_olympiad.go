package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, Gaokao and OlympiadBench: the equation shapes these corpora
// write. "Determine all real values of $x$ for which <equation>.",
// "Compute the value of $x$ that satisfies <equation>.", "What is the
// value of $x$ such that <equation>?", "If <equation>, what is the value of
// the real number $x$?": the whole prose is the shape, the one target is
// one equation (a single "=") whose only free variable is x, the one name
// asked (if any) is x, and the task is to solve it for x: every real root,
// each in the answer, as for capability 1's equation shapes. The cue
// "value" reads these statements as a value to compute; the shape, which
// accounts for every word, reads them as the equation they are.
var solveShapeDefs = []eqShapeDef{
	{regexp.MustCompile(`^(\$ )?(determine|compute|find) all (real )?(values of|numbers) \$ (for which|such that) \$[.]?$`), "Determine all real values of $v$ for which <equation>.", true},
	{regexp.MustCompile(`^what is the value of \$ such that \$[?]?$`), "What is the value of $v$ such that <equation>?", true},
	{regexp.MustCompile(`^(if|given that) \$,? (then )?what is the value of the real number \$[?]?$`), "If <equation>, what is the value of the real number $v$?", true},
	{regexp.MustCompile(`^(compute|find|determine) the value of \$ (such that|that satisfies|for which) \$[.]?$`), "Compute the value of $v$ that satisfies <equation>.", true},
	{regexp.MustCompile(`^(if|given that) \$,? (compute|find|determine) (the value of )?\$[.]?$`), "If <equation>, compute the value of $v$.", true},
	{regexp.MustCompile(`^what are all (the )?(real )?values of \$ such that \$[?.]?$`), "What are all values of $v$ such that <equation>?", true},
	{regexp.MustCompile(`^what value of \$ is the solution (to|of) (the equation )?\$[?]?$`), "What value of $v$ is the solution to <equation>?", true},
	{regexp.MustCompile(`^what (are all the possible solutions|is the solution|are the solutions) (to|of) (the equation )?\$[?]?$`), "What are all the possible solutions to <equation>?", false},
}

// matchSolveShape returns the shape of a statement read as a value to
// compute or of unknown kind whose whole prose is one of solveShapeDefs.
func (st *Statement) matchSolveShape() (ExactShape, bool) {
	if st.Kind != KindUnknown && st.Kind != KindValue || len(st.Targets) != 1 || len(st.Conds) != 0 || len(st.Substs) != 0 ||
		len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return ExactShape{}, false
	}
	rel, ok := st.Targets[0].E.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || !AllEq(rel) {
		return ExactShape{}, false
	}
	if hasBareLog(rel) {
		// \log without a base: natural in one book, decimal in another
		// (ARML's "log T = 2 - log 2 + log k"); the shape does not choose.
		return ExactShape{}, false
	}
	vars := pm.FreeVars(rel)
	if len(vars) != 1 || len(st.Asked) > 1 || len(st.Asked) == 1 && !isIdent(st.Asked[0].E, vars[0]) {
		return ExactShape{}, false
	}
	prose := NormalShapeProse(st.Prose)
	for _, d := range solveShapeDefs {
		// A shape that names v names the equation's variable; one that
		// does not has no other formula.
		if d.named && st.Unknown != vars[0] || !d.named && (st.Unknown != "" || len(st.Asked) != 0) {
			continue
		}
		if d.re.MatchString(prose) {
			return ExactShape{Name: d.name, Kind: KindEquation}, true
		}
	}
	return ExactShape{}, false
}

// hasBareLog reports a \log without a base in e.
func hasBareLog(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if f, ok := x.(*ast.Func); ok && f.Name == ast.Log && f.Base == nil {
			found = true
		}
		return !found
	})
	return found
}

// mathQuestionRe is a question mark written inside a formula, just before
// its closing dollars ("$$ \log_5(x+3)+\log_5(x-1)=1 ? $$").
var mathQuestionRe = regexp.MustCompile(`([^=\s$])\s*\?\s*(\$\$|\$)`)

// MathQuestionOut moves a question mark that ends a formula out of it, into
// the prose, where it belongs. A "=?" is left as written (the formula asks
// for its value, which is another reading).
func MathQuestionOut(problem string) string {
	if !strings.Contains(problem, "?") {
		return problem
	}
	return mathQuestionRe.ReplaceAllString(problem, "$1$2?")
}
