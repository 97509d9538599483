package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (CollegeMath): "Find the inverse of the function: $f(x)=F$"
// and "State if the given functions are inverses: $f(x)=F$ $g(x)=G$" read
// from the whole statement. Each formula defines a function of x by a
// formula in x alone.

var (
	inverseFindRe = regexp.MustCompile(`^find the inverse of the function: \$$`)
	inverseAreRe  = regexp.MustCompile(`^state if the given functions are inverses: \$ \$$`)
)

// InverseDef is one function defined: its name and its formula in x.
type InverseDef struct {
	Name string
	E    ast.Expr
	Src  string
}

// ReadInverseQuestion reads the two shapes: one definition (the inverse
// asked) or two (whether they are inverses, pair true). ok is false for
// any other statement.
func ReadInverseQuestion(problem string) (defs []InverseDef, pair, ok bool) {
	if !strings.Contains(problem, "nverse") {
		return nil, false, false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .;")
	switch {
	case inverseFindRe.MatchString(norm) && len(srcs) == 1:
	case inverseAreRe.MatchString(norm) && len(srcs) == 2:
		pair = true
	default:
		return nil, false, false
	}
	for _, s := range srcs {
		d, ok := readFuncDef(s)
		if !ok || len(defs) == 1 && defs[0].Name == d.Name {
			return nil, false, false
		}
		defs = append(defs, d)
	}
	return defs, pair, true
}

// readFuncDef reads "f(x)=F" with F in x alone.
func readFuncDef(src string) (InverseDef, bool) {
	e, err := latex.ParseExpr(src)
	r, isRel := e.(*ast.Rel)
	if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return InverseDef{}, false
	}
	call, isCall := r.Args[0].(*ast.Call)
	if !isCall || len(call.Args) != 1 || len(call.Name) != 1 {
		return InverseDef{}, false
	}
	if x, isIdent := call.Args[0].(*ast.Ident); !isIdent || x.Name != "x" {
		return InverseDef{}, false
	}
	for _, v := range pm.FreeVars(r.Args[1]) {
		if v != "x" {
			return InverseDef{}, false
		}
	}
	return InverseDef{Name: call.Name, E: r.Args[1], Src: src}, true
}

// inverseAnswerRe is "f^{-1}(x)=G", or "f^{-1} x = G" as the answer's
// tree prints (group 1 the name, 2 the formula).
var inverseAnswerRe = regexp.MustCompile(`^\s*([a-z])\s*\^\s*\{\s*-\s*1\s*\}\s*(?:\(\s*x\s*\)|x)\s*=\s*(.+?)\s*$`)

// ReadInverseAnswer reads an answer "f^{-1}(x)=G" for the function name:
// G, a formula in x alone; ok is false for any other answer.
func ReadInverseAnswer(answer, name string) (ast.Expr, bool) {
	m := inverseAnswerRe.FindStringSubmatch(strings.Trim(strings.TrimSpace(answer), "$"))
	if m == nil || m[1] != name {
		return nil, false
	}
	e, err := latex.ParseExpr(m[2])
	if err != nil {
		return nil, false
	}
	if _, isRel := e.(*ast.Rel); isRel {
		return nil, false
	}
	for _, v := range pm.FreeVars(e) {
		if v != "x" {
			return nil, false
		}
	}
	return e, true
}
