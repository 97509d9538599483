// Package undefined reads questions about the values where a rational
// expression is undefined (issue 42): "For how many values of $x$ is the
// expression $F$ not defined?", "What is the sum of all values of $y$ for
// which the expression $F$ is undefined?", "Find the product of all $x$
// such that the expression $F$ is undefined.", "For what value of $x$ is
// the expression $F$ not defined?", "What is the largest value of $x$
// such that the expression $F$ is not defined?", "For what real values of
// $a$ is the expression $F$ undefined? List your answers in increasing
// order separated by commas." It reads; internal/check/shapes finds the
// values (the real roots of the divisors written in F) and decides.
package undefined

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is the quantity asked of the set of values.
type Ask int

const (
	AskCount   Ask = iota + 1 // how many values
	AskSum                    // the sum of all values
	AskProduct                // the product of all values
	AskValue                  // the one value
	AskLargest                // the largest value
	AskList                   // all values, in increasing order
)

// Question is a question about the values where Expr is undefined.
type Question struct {
	Ask  Ask
	Var  string
	Expr ast.Expr
	Src  string
}

var shapes = []struct {
	re  *regexp.Regexp
	ask Ask
}{
	{regexp.MustCompile(`^for how many values of § is the (expression|function) § (not defined|undefined)\?$`), AskCount},
	{regexp.MustCompile(`^what is the sum of all values of § for which the expression § is (not defined|undefined)\?$`), AskSum},
	{regexp.MustCompile(`^find the product of all § such that the expression § is (not defined|undefined)\.$`), AskProduct},
	{regexp.MustCompile(`^for what value of § is the expression § (not defined|undefined)\?$`), AskValue},
	{regexp.MustCompile(`^what is the largest value of § such that the expression § is (not defined|undefined)\?$`), AskLargest},
	{regexp.MustCompile(`^for what real values of § is the expression § (not defined|undefined)\? list your answers in increasing order separated by commas\.$`), AskList},
}

// Read reads the question; ok is false when the whole statement is not one
// of the shapes, the letter is not the expression's one letter, or the
// expression is not read.
func Read(problem string) (Question, bool) {
	if !strings.Contains(strings.ToLower(problem), "defined") {
		return Question{}, false // every shape asks where it is (not) defined
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if len(srcs) != 2 {
		return Question{}, false
	}
	for _, sh := range shapes {
		if !sh.re.MatchString(t) {
			continue
		}
		v, err := latex.ParseExpr(srcs[0])
		id, isIdent := v.(*ast.Ident)
		if err != nil || !isIdent {
			return Question{}, false
		}
		e, err := latex.ParseExpr(srcs[1])
		if err != nil {
			return Question{}, false
		}
		if rel, isRel := e.(*ast.Rel); isRel {
			// "the function $y=F$": the right side.
			l, isName := rel.Args[0].(*ast.Ident)
			if len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || !isName || l.Name != "y" || id.Name == "y" {
				return Question{}, false
			}
			e = rel.Args[1]
		}
		vars := pm.FreeVars(e)
		if len(vars) != 1 || vars[0] != id.Name {
			return Question{}, false
		}
		return Question{Ask: sh.ask, Var: id.Name, Expr: e, Src: srcs[1]}, true
	}
	return Question{}, false
}
