// Package funcsolve reads questions for the unknown of one equation written
// with functions the statement defines (issue 42): "Given
// $f(x)=cx^3-9x+3$ and $f(2)=9$, find the value of $c$.", "Let
// $f(x)=3x^4-7x^3+2x^2-bx+1$. For what value of $b$ is $f(1)=1$?", "Let
// $p(x) = 2x - 7$ and $q(x) = 3x - b$. If $p(q(4)) = 7$, what is $b$?",
// "Suppose $f (x ) = x^2 + 12$. If $m > 0$ and $f (3m) = 3(f (m))$, what
// is the value of $m$?".
//
// The whole prose must be one of a few shapes (an opener "let", "given",
// "if", "suppose (that)", "consider the function(s)"; formulas joined by
// commas and "and"; the question "for what value of $v$ is (does, will)
// $E$?", "if <formulas>, what is (find) (the value of) $v$?", "what is
// $v$ if $E$?" or "find (the value of) $v$"; an optional "Express your
// answer as a common fraction." or "… in simplest form.", both read as a
// common fraction). Each formula is then, by what it is: a
// definition f(x) = body (a function not defined before, distinct letters
// as parameters), the one equation (a relation = that calls a defined
// function), a restriction of the unknown ("$m > 0$") or the unknown asked
// (one letter). Functions named by other letters than f, g, h are renamed
// (statement.RenameFunctions). Anything else and the statement is not
// read. It reads and proves nothing; internal/check/given substitutes the
// definitions, solves the equation and decides.
package funcsolve

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Func is one function the statement defines: Name(Params) = Body.
type Func struct {
	Name   string
	Params []string
	Body   ast.Expr
}

// Question asks for the value of Var that makes Eq hold, the functions
// Funcs substituted, under the restrictions Restrict.
type Question struct {
	Funcs    []Func
	Eq       *ast.Rel
	Restrict []*ast.Rel
	EqSrc    string // the equation as the statement writes it
	Var      string
	Fraction bool // "Express your answer as a common fraction." ("in simplest form": a fraction in lowest terms)
}

const (
	opener = `(?:let|given|given that|if|suppose|suppose that|consider the function|consider the functions)`
	list   = `§(?:(?:,|,? and) §)*`
	ask    = `(?:what is|find|determine|compute) (?:the value of )?(?P<v>§)`
	form   = `(?P<form> express your answer as a common fraction\.?| express your answer in simplest form\.?)?`
)

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^` + opener + ` ` + list + `[.,]? (?:then )?for what value of (?P<v>§) (?:is|does|will) §[?.]?` + form + `$`),
	regexp.MustCompile(`^` + opener + ` ` + list + `[.,]? if ` + list + `,? (?:then )?` + ask + `[?.]?` + form + `$`),
	regexp.MustCompile(`^` + opener + ` ` + list + `[.,]? (?:then )?` + ask + ` if §[?.]?` + form + `$`),
	regexp.MustCompile(`^` + opener + ` ` + list + `[.,]? (?:then )?` + ask + `[?.]?` + form + `$`),
}

// Read reads the question; ok is false when the prose is not one of the
// shapes or a formula has no role.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "(") || !strings.Contains(problem, "=") || len(problem) > 400 { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	if len(srcs) < 3 || len(srcs) > 6 {
		return Question{}, false
	}
	t = strings.Join(strings.Fields(t), " ")
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		k := sh.SubexpIndex("v")
		vi := strings.Count(t[:m[2*k]], "§")
		fk := sh.SubexpIndex("form")
		q, ok := readFormulas(srcs, vi)
		q.Fraction = m[2*fk] >= 0
		return q, ok
	}
	return Question{}, false
}

// readFormulas gives each formula its role; vi is the unknown's.
func readFormulas(srcs []string, vi int) (Question, bool) {
	forms := make([]string, 0, len(srcs))
	var origs []string
	for i, s := range srcs {
		if i != vi {
			forms = append(forms, strings.TrimRight(strings.TrimSpace(s), " .,;"))
			origs = append(origs, s)
		}
	}
	forms = statement.RenameFunctions(append(forms, srcs[vi]))
	v, err := latex.ParseExpr(forms[len(forms)-1])
	id, isName := v.(*ast.Ident)
	if err != nil || !isName || len(id.Name) != 1 {
		return Question{}, false
	}
	q := Question{Var: id.Name}
	defined := map[string]bool{}
	for j, src := range forms[:len(forms)-1] {
		e, err := latex.ParseExpr(src)
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Ops) != 1 || len(r.Args) != 2 {
			return Question{}, false
		}
		if f, ok := definition(r, defined); ok {
			q.Funcs = append(q.Funcs, f)
			defined[f.Name] = true
			continue
		}
		if r.Ops[0] == ast.Eq && callsDefined(r, defined) && q.Eq == nil {
			q.Eq, q.EqSrc = r, strings.TrimSpace(origs[j])
			continue
		}
		if restriction(r, q.Var) {
			q.Restrict = append(q.Restrict, r)
			continue
		}
		return Question{}, false
	}
	return q, q.Eq != nil && len(q.Funcs) > 0
}

// definition reads f(x, …) = body for a function not defined before.
func definition(r *ast.Rel, defined map[string]bool) (Func, bool) {
	call, ok := r.Args[0].(*ast.Call)
	if !ok || r.Ops[0] != ast.Eq || defined[call.Name] {
		return Func{}, false
	}
	f := Func{Name: call.Name, Body: r.Args[1]}
	seen := map[string]bool{call.Name: true}
	for _, a := range call.Args {
		id, ok := a.(*ast.Ident)
		if !ok || seen[id.Name] {
			return Func{}, false
		}
		seen[id.Name] = true
		f.Params = append(f.Params, id.Name)
	}
	return f, len(f.Params) > 0
}

// callsDefined reports a call of a defined function in e.
func callsDefined(e ast.Expr, defined map[string]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Expr) bool {
		if c, ok := n.(*ast.Call); ok && defined[c.Name] {
			found = true
		}
		return !found
	})
	return found
}

// restriction reads "v > c" (<, ≥, ≤, ≠) with c a number.
func restriction(r *ast.Rel, v string) bool {
	switch r.Ops[0] {
	case ast.Lt, ast.Gt, ast.Le, ast.Ge, ast.Ne:
	default:
		return false
	}
	id, ok := r.Args[0].(*ast.Ident)
	return ok && id.Name == v && len(pm.FreeVars(r.Args[1])) == 0
}
