package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (Gaokao): whole-statement shapes of the Gaokao and SAT
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
	if !onlyLetters(m[1], "i") {
		return problem, false
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
	if strings.Count(problem, "$") != 2 {
		return nil, pair, "", false // issue 42, speed: before reading the statement (8 % of MATH's CPU)
	}
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

// complexFindRe is "If $z=C$, find $E$." (the whole statement): the name
// (group 1), its value (2) and the expression asked (3).
var complexFindRe = regexp.MustCompile(`^If \$([a-z])\s*=\s*([^$=]+)\$, find \$([^$=]+)\$\.?$`)

// ComplexFindShape names complexFindRe in notes.
const ComplexFindShape = `"If $z=C$, find $E$." with C a number in i, read as "If $z=C$, evaluate $E$."`

// ComplexFind rewrites "If $z=C$, find $E$." as "If $z=C$, evaluate
// $E$." when C's only letter is i (a complex number) and E's letters are z
// and i: the statement asks for E's value with z = C, the reading
// "evaluate" has for complex substitutions. Anything else is left as
// written.
func ComplexFind(problem string) (string, bool) {
	m := complexFindRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] == "i" || !onlyLetters(m[2], "i") || !strings.Contains(m[2], "i") || !onlyLetters(m[3], "i"+m[1]) {
		return problem, false
	}
	return "If $" + m[1] + "=" + m[2] + "$, evaluate $" + m[3] + "$.", true
}

// onlyLetters reports whether the letters of the formula src (LaTeX
// command names aside) are all in allowed.
func onlyLetters(src, allowed string) bool {
	for _, r := range latexCommandRe.ReplaceAllString(src, "") {
		if (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') && !strings.ContainsRune(allowed, r) {
			return false
		}
	}
	return true
}

// vectorDotRe is "If $\vec{a}=(p,q)$, and $\vec{b}=(r,s)$, find $\vec{a}
// \cdot \vec{b}$." (the whole statement): the names and components of the
// two vectors (groups 1-4), the names in the product (5, 6).
var vectorDotRe = regexp.MustCompile(`^If \$\\vec\{([a-z])\}\s*=\s*\(([^()$]*)\)\$,? and \$\\vec\{([a-z])\}\s*=\s*\(([^()$]*)\)\$, find \$\\vec\{([a-z])\}\s*\\cdot\s*\\vec\{([a-z])\}\$\.?$`)

// VectorDotShape names vectorDotRe in notes.
const VectorDotShape = `If $\vec{a}=(p,q)$, and $\vec{b}=(r,s)$, find $\vec{a} \cdot \vec{b}$.`

// VectorDot reads a statement of the shape VectorDotShape: the components
// of the two vectors, in the order the product names them. ok is false for
// any other statement, vectors of different lengths, or a product of other
// names.
func VectorDot(problem string) (u, v []ast.Expr, ok bool) {
	m := vectorDotRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] == m[3] || !(m[5] == m[1] && m[6] == m[3] || m[5] == m[3] && m[6] == m[1]) {
		return nil, nil, false
	}
	read := func(src string) []ast.Expr {
		var out []ast.Expr
		for _, part := range strings.Split(src, ",") {
			e, err := latex.ParseExpr(strings.TrimSpace(part))
			if err != nil || len(pm.FreeVars(e)) != 0 {
				return nil
			}
			out = append(out, e)
		}
		return out
	}
	u, v = read(m[2]), read(m[4])
	if u == nil || v == nil || len(u) != len(v) || len(u) < 2 {
		return nil, nil, false
	}
	return u, v, true
}

// quadrantRe is "In the complex plane, which quadrant lies $F$?" (the whole
// statement; the question mark may stand inside the formula): F is group 1.
var quadrantRe = regexp.MustCompile(`^In the complex plane, which quadrant lies \$([^$?]+?)\s*\??\s*\$\s*\??$`)

// QuadrantShape names quadrantRe in notes.
const QuadrantShape = "In the complex plane, which quadrant lies $F$?"

// QuadrantQuestion reads a statement of the shape QuadrantShape: F, a
// formula whose only letter is i. ok is false for any other statement.
func QuadrantQuestion(problem string) (ast.Expr, bool) {
	m := quadrantRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || !onlyLetters(m[1], "i") {
		return nil, false
	}
	e, err := latex.ParseExpr(strings.TrimSpace(m[1]))
	if err != nil {
		return nil, false
	}
	return e, true
}

// quadrantAnswerRe is an answer naming one quadrant: "Quadrant I", "the
// second quadrant", "IV".
var quadrantAnswerRe = regexp.MustCompile(`^(?i)(?:the )?(?:quadrant )?(i|ii|iii|iv|first|second|third|fourth)(?: quadrant)?$`)

// QuadrantAnswer reads the quadrant (1-4) an answer names; 0 when it names
// none or several.
func QuadrantAnswer(src string) int {
	s := strings.NewReplacer("$", "", `\text{`, "", `\mathrm{`, "", "}", "", `\,`, " ", "~", " ").Replace(src)
	m := quadrantAnswerRe.FindStringSubmatch(strings.Join(strings.Fields(s), " "))
	if m == nil {
		return 0
	}
	return map[string]int{"i": 1, "ii": 2, "iii": 3, "iv": 4, "first": 1, "second": 2, "third": 3, "fourth": 4}[strings.ToLower(m[1])]
}
