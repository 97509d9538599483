package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, round 2 (Gaokao): whole-statement shapes of the Gaokao and SAT
// rows.

// EqualsQuestionShape names the shape a statement made of one formula
// "$F=?$" is read in.
const EqualsQuestionShape = `"$F=?$" (the whole statement), read as "Evaluate $F$."`

// equalsQuestionRe is a whole statement that is one formula ending in "=?"
// ("$\lvert 2+i^{2}+2i^{3} \rvert = ?$"), nothing before or after it.
var equalsQuestionRe = regexp.MustCompile(`^\s*\$([^$?=]+?)\s*=\s*\?\s*\$\s*$`)

// latexCommandRe is a LaTeX command name (\frac, \lvert), not a letter.
var latexCommandRe = regexp.MustCompile(`\\[A-Za-z]+`)

// EqualsQuestion rewrites a statement that is only "$F=?$" as "Evaluate
// $F$.": the formula asks for its own value and says nothing else. F has
// no "=", no question mark and no letter other than i (a number, or a
// number in the imaginary unit); anything else is left as written.
func EqualsQuestion(problem string) (string, bool) {
	m := equalsQuestionRe.FindStringSubmatch(problem)
	if m == nil {
		return problem, false
	}
	letters := latexCommandRe.ReplaceAllString(m[1], "")
	for _, r := range letters {
		if (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') && r != 'i' {
			return problem, false
		}
	}
	return "Evaluate $" + strings.TrimSpace(m[1]) + "$.", true
}

// bareSolveShapeRe is "What value of h is the solution to <equation>?" with
// the unknown written as a bare letter in the prose (the SAT rows): the
// letter is the first group.
var bareSolveShapeRe = regexp.MustCompile(`^what value of ([a-z]) is the solution (to|of) (the (given )?equation )?\$[?.]?$`)

// bareSolveShapeName names bareSolveShapeRe in notes.
const bareSolveShapeName = "What value of v is the solution to <equation>? (v a letter of the prose)"

// matchBareSolveShape returns the equation shape of a statement whose whole
// prose is bareSolveShapeRe, whose one formula is one equation with one
// free variable, and whose prose letter is that variable. A letter that is
// not the equation's variable, or any other formula, leaves the statement
// as it was read.
func (st *Statement) matchBareSolveShape() (ExactShape, bool) {
	if st.Kind != KindUnknown && st.Kind != KindValue || len(st.Targets) != 1 || len(st.Conds) != 0 || len(st.Substs) != 0 ||
		len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" || st.Unknown != "" || len(st.Asked) != 0 {
		return ExactShape{}, false
	}
	rel, ok := st.Targets[0].E.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || !AllEq(rel) || hasBareLog(rel) {
		return ExactShape{}, false
	}
	vars := pm.FreeVars(rel)
	m := bareSolveShapeRe.FindStringSubmatch(NormalShapeProse(st.Prose))
	if m == nil || len(vars) != 1 || vars[0] != m[1] {
		return ExactShape{}, false
	}
	return ExactShape{Name: bareSolveShapeName, Kind: KindEquation}, true
}

// systemComponentRe is "The solution to the system <system> is (x,y). What
// is the value of x?": the pair's letters are groups 1 and 2, the letter
// asked group 3.
var systemComponentRe = regexp.MustCompile(`^the solution to (the system )?(of equations )?\$ is \(([a-z]), ?([a-z])\)[.] what is the value of ([a-z])[?]?$`)

// SystemComponentShape names systemComponentRe in notes.
const SystemComponentShape = "The solution to <system> is (x,y). What is the value of x?"

// SystemComponent reads a statement of the shape SystemComponentShape: the
// equations of the system (each one "=" between two sides), the pair's
// letters in order, and the letter asked (one of them). ok is false for any
// other statement, or when the system's letters are not exactly the pair's.
func SystemComponent(problem string) (eqs []*ast.Rel, pair [2]string, asked string, ok bool) {
	st := ReadStatement(problem)
	if st.Bad != "" || len(st.Conds) != 0 || len(st.Members) != 0 || len(st.Targets)+len(st.Substs) < 2 {
		return nil, pair, "", false
	}
	m := systemComponentRe.FindStringSubmatch(NormalShapeProse(st.Prose))
	if m == nil || m[3] == m[4] || m[5] != m[3] && m[5] != m[4] || strings.Count(problem, "$") != 2 {
		return nil, pair, "", false
	}
	var all []ast.Expr
	for _, t := range st.Targets {
		r, isRel := t.E.(*ast.Rel)
		if !isRel || len(r.Ops) != 1 || !AllEq(r) {
			return nil, pair, "", false
		}
		eqs, all = append(eqs, r), append(all, r)
	}
	for _, s := range st.Substs {
		// "y=3x+9" is read as a substitution; in a system it is an equation.
		r := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: s.Name}, s.Val}}
		eqs, all = append(eqs, r), append(all, r)
	}
	vars := pm.FreeVars(&ast.List{Items: all})
	if len(vars) != 2 || len(Subset(vars, []string{m[3], m[4]})) != 0 {
		return nil, pair, "", false
	}
	return eqs, [2]string{m[3], m[4]}, m[5], true
}
