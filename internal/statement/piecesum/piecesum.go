// Package piecesum reads questions for the sum of the solutions of f(x) =
// c, f a piecewise function the statement defines (issue 42): "Let
// \[f(x) = \begin{cases} x^2+9 &\text{if }x<-5, \\ 3x-8&\text{if }x\ge-5.
// \end{cases}\]If $f(x)=10$, find the sum of all possible values of $x$.",
// "Let \[f(x) = …\]Find the sum of all values of $x$ such that $f(x) =
// 0.$". The definition is read by statement.ReadDefinitions (its
// piecewise reading, each piece a value and a relation in x); it reads and
// proves nothing; internal/check/given solves each piece and decides.
package piecesum

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the sum of the real x with F(x) = C.
type Question struct {
	F   statement.FuncDef
	C   ast.Expr
	Var string
}

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^let (?P<d>§)\.? ?if (?P<e>§),? find the sum of all possible values of (?P<v>§)\.$`),
	regexp.MustCompile(`^let (?P<d>§)\.? ?find the sum of all values of (?P<v>§) such that (?P<e>§)\.$`),
}

// Read reads the question; ok is false when the statement is not one of
// the shapes, the definition is not one piecewise function of one
// variable, or the equation is not f(x) = c with c closed.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, `\begin`) || !strings.Contains(problem, "sum of all") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if len(srcs) != 3 {
		return Question{}, false
	}
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		at := func(name string) string {
			k := sh.SubexpIndex(name)
			return srcs[strings.Count(t[:m[2*k]], "§")]
		}
		d, ok := statement.ReadDefinitions("Let $" + at("d") + "$. What is $f(0)$?")
		if !ok || len(d.Funcs) != 1 || len(d.Funcs[0].Pieces) == 0 || len(d.Funcs[0].Params) != 1 {
			return Question{}, false
		}
		f := d.Funcs[0]
		v, err := latex.ParseExpr(at("v"))
		id, isID := v.(*ast.Ident)
		if err != nil || !isID || id.Name != f.Params[0] {
			return Question{}, false
		}
		e, err := latex.ParseExpr(at("e"))
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return Question{}, false
		}
		call, ok := r.Args[0].(*ast.Call)
		if !ok || call.Name != f.Name || len(call.Args) != 1 {
			return Question{}, false
		}
		if a, ok := call.Args[0].(*ast.Ident); !ok || a.Name != id.Name {
			return Question{}, false
		}
		return Question{F: f, C: r.Args[1], Var: id.Name}, true
	}
	return Question{}, false
}
