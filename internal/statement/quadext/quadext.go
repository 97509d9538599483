// Package quadext reads questions for the least or greatest value of a
// polynomial asked through a named variable or in a short sentence (issue
// 42): "What is the minimum value of $y$ if $y=3x^2+6x+9?$", "What is the
// minimum possible value for $y$ in the equation $y = x^2 - 6x + 13$?",
// "If $y = x^2 - 7$ and $x$ is a real number, then what is the minimum
// value possible for $y$?", "What is the smallest possible real value of
// $x^2 + 8x$?", "Given the function $y=x^2+10x+21$, what is the least
// possible value of $y$?", "If $x$ is an integer, what is the smallest
// value of the expression $x^2 - 6x +13$?". It reads the whole statement
// and nothing else; internal/check/calculus decides (a quadratic with a
// definite quadratic part).
package quadext

import (
	"regexp"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the least (or, Largest, the greatest) value of F over
// the real values (Integer: the integers) of its variables Vars.
type Question struct {
	Largest bool
	Integer bool
	F       ast.Expr
	Vars    []string
}

const w = `(?P<w>minimum|maximum|smallest|largest|greatest|least)`

// The shapes; v is the named variable, d its definition "v = P", p a bare
// polynomial, r the variable said to be real or an integer.
var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^what is the ` + w + ` (?:possible )?value of (?P<v>§) if (?P<d>§)[?.]?$`),
	regexp.MustCompile(`^what is the ` + w + ` (?:possible )?value for (?P<v>§) in the equation (?P<d>§)[?.]?$`),
	regexp.MustCompile(`^if (?P<d>§) and (?P<r>§) is a real number, (?:then )?what is the ` + w + ` value possible for (?P<v>§)[?.]?$`),
	regexp.MustCompile(`^what is the ` + w + ` possible real value of (?P<p>§)[?.]?$`),
	regexp.MustCompile(`^given the function (?P<d>§), what is the ` + w + ` possible value of (?P<v>§)[?.]?$`),
	regexp.MustCompile(`^if (?P<i>§) is an integer, what is the ` + w + ` value of the expression (?P<p>§)[?.]?$`),
}

// Read reads the question; ok is false when the statement is not one of
// the shapes word for word or its formulas do not fit their roles.
func Read(problem string) (Question, bool) {
	if len(problem) > 300 || !strings.Contains(problem, "value") || !strings.Contains(problem, "imum") &&
		!strings.Contains(problem, "smallest") && !strings.Contains(problem, "largest") && !strings.Contains(problem, "greatest") && !strings.Contains(problem, "least") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if len(srcs) < 1 || len(srcs) > 3 {
		return Question{}, false
	}
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		slot := func(name string) (ast.Expr, bool) {
			k := sh.SubexpIndex(name)
			if k < 0 || m[2*k] < 0 {
				return nil, false
			}
			e, err := latex.ParseExpr(srcs[strings.Count(t[:m[2*k]], "§")])
			return e, err == nil
		}
		wi := sh.SubexpIndex("w")
		word := t[m[2*wi]:m[2*wi+1]]
		q := Question{Largest: word == "maximum" || word == "largest" || word == "greatest"}
		if p, ok := slot("p"); ok {
			q.F = p
		} else {
			v, ok1 := slot("v")
			d, ok2 := slot("d")
			id, isID := v.(*ast.Ident)
			r, isRel := d.(*ast.Rel)
			if !ok1 || !ok2 || !isID || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
				return Question{}, false
			}
			if lhs, ok := r.Args[0].(*ast.Ident); !ok || lhs.Name != id.Name {
				return Question{}, false
			}
			q.F = r.Args[1]
		}
		if _, isRel := q.F.(*ast.Rel); isRel {
			return Question{}, false
		}
		q.Vars = pm.FreeVars(q.F)
		if len(q.Vars) == 0 {
			return Question{}, false
		}
		for _, name := range []string{"r", "i"} {
			e, ok := slot(name)
			if !ok {
				continue
			}
			id, isID := e.(*ast.Ident)
			if !isID || len(q.Vars) != 1 || q.Vars[0] != id.Name {
				return Question{}, false
			}
			q.Integer = name == "i"
		}
		if v, ok := slot("v"); ok && slices.Contains(q.Vars, v.(*ast.Ident).Name) {
			return Question{}, false // y = y² …: not a definition
		}
		return q, true
	}
	return Question{}, false
}
