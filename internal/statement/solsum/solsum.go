// Package solsum reads questions for the sum of the solutions of one
// equation in one unknown (issue 42): "What is the sum of the two values
// of $x$ for which $(x+3)^2 = 121$?", "What is the sum of all possible
// solutions of $E$?", "What is the sum of the value(s) of $n$ for which
// $|2n - 7| = 3$?", "What is the sum of the $x$-values that satisfy the
// equation $E$?". It reads the whole statement and nothing else;
// internal/check/equations solves the equation and decides.
package solsum

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the sum of the real solutions of Eq in Var; Two says
// the statement speaks of two values.
type Question struct {
	Eq  *ast.Rel
	Var string
	Two bool
}

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^what is the sum of the (?P<two>two) values of (?P<v>§) for which (?P<eq>§)\?$`),
	regexp.MustCompile(`^what is the sum of all possible solutions of (?P<eq>§)\?$`),
	regexp.MustCompile(`^what is the sum of all (?:of )?the solutions of (?:the equation )?(?P<eq>§)\?$`),
	regexp.MustCompile(`^what is the sum of the value\(s\) of (?P<v>§) for which (?P<eq>§)\?$`),
	regexp.MustCompile(`^what is the sum of the (?P<v>§) ?-values that satisfy the equation (?P<eq>§)\?$`),
	regexp.MustCompile(`^find the sum of all real solutions to the equation (?P<eq>§)\.?$`),
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or the equation's one letter is not the unknown named.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "sum of") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		at := func(name string) (string, bool) {
			k := sh.SubexpIndex(name)
			if k < 0 || m[2*k] < 0 {
				return "", false
			}
			return srcs[strings.Count(t[:m[2*k]], "§")], true
		}
		src, _ := at("eq")
		e, err := latex.ParseExpr(src)
		r, ok := e.(*ast.Rel)
		if err != nil || !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return Question{}, false
		}
		vars := pm.FreeVars(r)
		if len(vars) != 1 {
			return Question{}, false
		}
		if v, ok := at("v"); ok && strings.TrimSpace(v) != vars[0] {
			return Question{}, false
		}
		k := sh.SubexpIndex("two")
		return Question{Eq: r, Var: vars[0], Two: k >= 0 && m[2*k] >= 0}, true
	}
	return Question{}, false
}
