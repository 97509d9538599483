// Package extremeroot reads questions for the largest or the smallest
// real solution of one equation in one unknown (issue 42): "What is the
// largest value of $x$ such that $(4x+11)(2x-8)=x(2x+7)$?", "Find the
// smallest number $y$ such that $y^2 = 81$.", "What is the least value of
// $x$ that is a solution of $|{-x+3}|=7$?", "Find the largest value of $x$
// that satisfies the equation $|x-5|=12$.", "What is the largest value of
// $x$, if $\frac{x}{5} + \frac{1}{5x} = \frac{1}{2}$?", "What is the
// greatest possible value of $x$ for the equation $$E = F?$$", with an
// optional closing "Express your answer as a (common) fraction." / "as a
// (simplified) common fraction." / "as a decimal." / "in simplest
// fractional form."; issue 42 round 3 adds the opening "Solve for the
// largest value of $x$ such that $E = F.$" (the full stop inside the
// formula). It reads the whole statement and nothing else;
// internal/check/equations solves the equation exactly and decides.
package extremeroot

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Form is the form the statement asks the answer in.
type Form int

const (
	AnyForm  Form = iota
	Fraction      // "as a (common) fraction", "in simplest fractional form"
	Decimal       // "as a decimal"
)

// Question asks for the largest (Largest) or the smallest real solution
// of Eq in Var.
type Question struct {
	Largest bool
	Var     string
	Eq      *ast.Rel
	Src     string
	Form    Form
}

var (
	head   = `^(?:what is |find |solve for )?the (?P<which>largest|greatest|smallest|least) (?:possible )?(?:real )?(?:value of|number) §`
	link   = `(?: such that| that satisfies| that satisfies the equation| which satisfies| which satisfies the equation| for which| that is a solution of| that is a solution to| for the equation|,? if)`
	shapes = []*regexp.Regexp{regexp.MustCompile(head + link + ` §[?.]?(?P<form> express your answer as a common fraction\.| express your answer as a simplified common fraction\.| express your answer as a fraction\.| express your answer in simplest fractional form\.| express your answer as a decimal\.)?$`)}
	forms  = map[string]Form{"": AnyForm, " express your answer as a common fraction.": Fraction, " express your answer as a fraction.": Fraction,
		" express your answer in simplest fractional form.": Fraction, " express your answer as a simplified common fraction.": Fraction, " express your answer as a decimal.": Decimal}
)

// Read reads the question; ok is false when the whole statement is not
// the shape, the unknown is not one letter, or the formula is not one
// equation whose only letter is the unknown.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "largest") && !strings.Contains(problem, "greatest") &&
		!strings.Contains(problem, "smallest") && !strings.Contains(problem, "least") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if len(srcs) != 2 {
		return Question{}, false
	}
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		v, err := latex.ParseExpr(srcs[0])
		id, isName := v.(*ast.Ident)
		if err != nil || !isName {
			return Question{}, false
		}
		e, err := latex.ParseExpr(srcs[1])
		rel, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return Question{}, false
		}
		vars := pm.FreeVars(e)
		if len(vars) != 1 || vars[0] != id.Name {
			return Question{}, false
		}
		which := m[sh.SubexpIndex("which")]
		return Question{Largest: which == "largest" || which == "greatest", Var: id.Name, Eq: rel, Src: srcs[1], Form: forms[m[sh.SubexpIndex("form")]]}, true
	}
	return Question{}, false
}
