package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (for MATH): "What is the domain of the function
// $f(x) = E$? Express your answer in interval notation." read from its
// whole-statement shape; the one formula is E (or f(x) = E, y = E) in one
// variable.

// DomainQuestion is a domain question read from its shape.
type DomainQuestion struct {
	Expr ast.Expr
	Src  string
	Var  string
}

var domainShapeRe = regexp.MustCompile(`^(what is|find|compute|determine) the domain of (the function |the expression |the rational function )?\$[.?]?( \(?(express|enter) your answer (in|using) interval notation[.]?\)?[.]?)?$`)

// ReadDomainQuestion reads a domain question; ok is false when the
// statement is not the shape.
func ReadDomainQuestion(problem string) (DomainQuestion, bool) {
	if !strings.Contains(problem, "domain") {
		return DomainQuestion{}, false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .,;?~")
	if len(srcs) != 1 || !domainShapeRe.MatchString(norm) {
		return DomainQuestion{}, false
	}
	e, err := latex.ParseExpr(srcs[0])
	if err != nil {
		return DomainQuestion{}, false
	}
	if rel, ok := e.(*ast.Rel); ok {
		// f(x) = E or y = E: the right side, the left a name or a call.
		if len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return DomainQuestion{}, false
		}
		switch l := rel.Args[0].(type) {
		case *ast.Ident:
			if l.Name != "y" {
				return DomainQuestion{}, false
			}
		case *ast.Call:
		case *ast.Func:
			if l.Name != ast.Other {
				return DomainQuestion{}, false
			}
		default:
			return DomainQuestion{}, false
		}
		e = rel.Args[1]
	}
	vars := pm.FreeVars(e)
	if len(vars) != 1 {
		return DomainQuestion{}, false
	}
	return DomainQuestion{Expr: e, Src: srcs[0], Var: vars[0]}, true
}

// excludedShapeRe is "State the excluded values for $E$" (issue 42,
// CollegeMath).
var excludedShapeRe = regexp.MustCompile(`^state the excluded values for \$\.?$`)

// ReadExcludedValues reads "State the excluded values for $E$", E an
// expression (not an equation) in one variable; ok is false for any other
// statement.
func ReadExcludedValues(problem string) (DomainQuestion, bool) {
	if !strings.Contains(problem, "excluded") {
		return DomainQuestion{}, false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .,;?~")
	if len(srcs) != 1 || !excludedShapeRe.MatchString(norm) {
		return DomainQuestion{}, false
	}
	e, err := latex.ParseExpr(srcs[0])
	if err != nil {
		return DomainQuestion{}, false
	}
	if _, rel := e.(*ast.Rel); rel {
		return DomainQuestion{}, false
	}
	vars := pm.FreeVars(e)
	if len(vars) != 1 {
		return DomainQuestion{}, false
	}
	return DomainQuestion{Expr: e, Src: srcs[0], Var: vars[0]}, true
}
