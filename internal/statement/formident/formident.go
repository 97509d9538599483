// Package formident reads questions about the constants of a form an
// expression is written in (issue 42): "The quadratic $4x^2+2x-1$ can be
// written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are
// constants. What is $a+b+c$?", "The expression $24x^2-19x-35$ can be
// written as $(Ax-5)(2Bx+C)$, where $A$, $B$, and $C$ are positive
// numbers. Find $AB-3C$.", "When the expression $P$ is written in the form
// $T$, where … are constants, what is the sum $E$?", "If the product $P$
// can be written in the form $T$, where $a,b,c,d$ are real numbers, then
// find $E$.", and two expressions written in two forms sharing constants
// ("The expression $P_1$ can be written as $T_1,$ and the expression $P_2$
// written as $T_2$, where $a$, $b$, and $c$ are integers. What is the
// value of $E$?"); issue 42 adds two shapes that name no constants ("If we
// express $P$ in the form $T$, then what is $E$?", "Rewrite the
// expression $P$ in the form $T$. What is $E$?"): the constants are then
// the letters of T that are not P's, read as real constants. It reads the
// whole statement and nothing else;
// internal/check equates the coefficients of P − T and decides the value
// of E on their solutions (internal/check/given).
package formident

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Kind is what the statement says the constants are.
type Kind int

const (
	Constants   Kind = iota + 1 // constants, real numbers
	Integers                    // integers
	Positive                    // positive numbers, positive integers
	Nonnegative                 // nonnegative real numbers, nonnegative integers
)

// Pair is an expression and the form it is written in.
type Pair struct {
	P, T       ast.Expr
	PSrc, TSrc string
}

// Question is the value of E for the constants of one or two forms.
type Question struct {
	Pairs []Pair
	Names []string // the constants
	Vars  []string // the expressions' variables (not constants)
	Kind  Kind
	Words string   // the words naming the kind, as written
	Cond  ast.Expr // an extra condition on the constants ("and $a > b$"), or nil
	CSrc  string
	Expr  ast.Expr // the value asked
	Src   string
}

var (
	names = `(?P<names>§\d+(?:,? §\d+)*,? and §\d+|§\d+)`
	kinds = `(?:are|is) (?:both )?(?P<kind>constants|real numbers|integers|positive numbers|positive integers|nonnegative real numbers|nonnegative integers)(?: and (?P<cond>§\d+))?`
	asks  = `(?:what is (?:the value of )?(?P<e>§\d+)\?|find (?:the value of )?(?P<e2>§\d+)\.)`
	write = `(?:can be (?:written|rewritten|expressed)|is written) (?:in the form|as)`
	// The shapes; p1 t1 (p2 t2) the expressions and their forms.
	shapes = []*regexp.Regexp{
		regexp.MustCompile(`^the (?:quadratic|expression|polynomial) (?P<p1>§\d+) ` + write + ` (?P<t1>§\d+),? where ` + names + ` ` + kinds + `\. ` + asks + `$`),
		regexp.MustCompile(`^when the (?:quadratic|expression|polynomial) (?P<p1>§\d+) is written in the form (?P<t1>§\d+), where ` + names + ` ` + kinds + `, what is (?:the sum |the value of )?(?P<e>§\d+)\?$`),
		regexp.MustCompile(`^if the (?:product|expression|quadratic|polynomial) (?P<p1>§\d+) ` + write + ` (?P<t1>§\d+), where ` + names + ` ` + kinds + `, (?:then )?(?:find (?:the value of )?(?P<e2>§\d+)\.|what is (?:the value of )?(?P<e>§\d+)\?)$`),
		regexp.MustCompile(`^given that the fraction (?P<p1>§\d+) can be simplified and written in the form (?P<t1>§\d+),? where ` + names + ` ` + kinds + `, what is (?:the value of )?(?P<e>§\d+)\?$`),
		regexp.MustCompile(`^the expression (?P<p1>§\d+) can be written as (?P<t1>§\d+),? and the expression (?P<p2>§\d+) written as (?P<t2>§\d+),? where ` + names + ` ` + kinds + `\. ` + asks + `$`),
		// Issue 42: no constants named; they are the letters of the form
		// that are not the expression's (unnamed).
		regexp.MustCompile(`^if we (?:express|write) (?P<p1>§\d+) in the form (?P<t1>§\d+),? (?:then )?what is (?:the value of )?(?P<e>§\d+)\?$`),
		regexp.MustCompile(`^rewrite the expression (?P<p1>§\d+) in the form (?P<t1>§\d+)\. what is (?:the value of )?(?P<e>§\d+)\?$`),
	}
	tokensRe = regexp.MustCompile(`§\d+`)
	kindOf   = map[string]Kind{"constants": Constants, "real numbers": Constants, "integers": Integers,
		"positive numbers": Positive, "positive integers": Positive, "nonnegative real numbers": Nonnegative, "nonnegative integers": Nonnegative}
)

// Read reads the question; ok is false when the whole statement is not
// one of the shapes, a constant is not one letter, a form has no constant
// or a letter that is neither a constant nor a variable of its
// expression, E has a letter that is not a constant, or a formula does
// not parse.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "written") && !strings.Contains(problem, "expressed") && !strings.Contains(problem, "xpress") &&
		!strings.Contains(problem, "write") && !strings.Contains(problem, "Rewrite") { // a cheap test first
		return Question{}, false
	}
	t, slots := text(problem)
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) []string {
			var out []string
			if i := sh.SubexpIndex(name); i >= 0 {
				for _, tok := range tokensRe.FindAllString(m[i], -1) {
					k, _ := strconv.Atoi(strings.TrimPrefix(tok, "§"))
					out = append(out, slots[k])
				}
			}
			return out
		}
		e := append(get("e"), get("e2")...)
		if len(e) != 1 {
			return Question{}, false
		}
		if sh.SubexpIndex("names") < 0 {
			return unnamed(get("p1")[0], get("t1")[0], e[0])
		}
		q := Question{Kind: kindOf[m[sh.SubexpIndex("kind")]], Words: m[sh.SubexpIndex("kind")]}
		for _, n := range get("names") {
			for _, part := range strings.Split(n, ",") { // "$a,b,c,d$"
				x, err := latex.ParseExpr(strings.TrimSpace(part))
				if k, isK := x.(*ast.Const); isK && k.Kind == ast.E {
					x = &ast.Ident{Name: "e"} // "where $a$, $d$, and $e$ are constants"
				}
				id, ok := x.(*ast.Ident)
				if err != nil || !ok || slices.Contains(q.Names, id.Name) {
					return Question{}, false
				}
				q.Names = append(q.Names, id.Name)
			}
		}
		ps, ts := append(get("p1"), get("p2")...), append(get("t1"), get("t2")...)
		for i := range ps {
			p, err1 := latex.ParseExpr(ps[i])
			f, err2 := latex.ParseExpr(ts[i])
			if err1 != nil || err2 != nil || isRel(p) || isRel(f) {
				return Question{}, false
			}
			if slices.Contains(q.Names, "e") {
				// e names a constant: the letter e of the form is it, not
				// Euler's number.
				if f, err2 = ConstE(f); err2 != nil {
					return Question{}, false
				}
			}
			q.Pairs = append(q.Pairs, Pair{P: p, T: f, PSrc: ps[i], TSrc: ts[i]})
		}
		if !q.letters() {
			return Question{}, false
		}
		if c := get("cond"); len(c) == 1 {
			x, err := latex.ParseExpr(c[0])
			if err == nil && slices.Contains(q.Names, "e") {
				x, err = ConstE(x)
			}
			if err != nil || !isRel(x) || !subset(pm.FreeVars(x), q.Names) {
				return Question{}, false
			}
			q.Cond, q.CSrc = x, c[0]
		}
		x, err := latex.ParseExpr(e[0])
		if err == nil && slices.Contains(q.Names, "e") {
			x, err = ConstE(x)
		}
		if err != nil || isRel(x) || !subset(pm.FreeVars(x), q.Names) {
			return Question{}, false
		}
		q.Expr, q.Src = x, e[0]
		return q, true
	}
	return Question{}, false
}

// letters sets Vars: the letters of the expressions, none a constant;
// every letter of a form is a constant or one of them, and every form has
// a constant.
func (q *Question) letters() bool {
	for _, pr := range q.Pairs {
		for _, v := range pm.FreeVars(pr.P) {
			if slices.Contains(q.Names, v) {
				return false
			}
			if !slices.Contains(q.Vars, v) {
				q.Vars = append(q.Vars, v)
			}
		}
	}
	if len(q.Vars) == 0 {
		return false
	}
	for _, pr := range q.Pairs {
		fv := pm.FreeVars(pr.T)
		if !slices.ContainsFunc(fv, func(v string) bool { return slices.Contains(q.Names, v) }) {
			return false
		}
		for _, v := range fv {
			if !slices.Contains(q.Names, v) && !slices.Contains(q.Vars, v) {
				return false
			}
		}
	}
	return true
}

func subset(a, b []string) bool {
	for _, v := range a {
		if !slices.Contains(b, v) {
			return false
		}
	}
	return true
}

func isRel(e ast.Expr) bool {
	_, ok := e.(*ast.Rel)
	return ok
}

// text is the prose in lower case with each formula a token "§k".
func text(problem string) (string, []string) {
	t, slots := statement.FormulaSlots(problem, true)
	return t, slots
}

// ConstE is e with Euler's number written e read as the letter e.
func ConstE(e ast.Expr) (ast.Expr, error) {
	if k, ok := e.(*ast.Const); ok && k.Kind == ast.E {
		return &ast.Ident{Name: "e"}, nil
	}
	return ast.MapChildren(e, ConstE)
}

// unnamed reads a shape that names no constants ("If we express $P$ in
// the form $T$, then what is $E$?"): the constants are the letters of T
// that are not P's, read as real constants; E's letters must be among
// them.
func unnamed(pSrc, tSrc, eSrc string) (Question, bool) {
	p, err1 := latex.ParseExpr(pSrc)
	f, err2 := latex.ParseExpr(tSrc)
	x, err3 := latex.ParseExpr(eSrc)
	if err1 != nil || err2 != nil || err3 != nil || isRel(p) || isRel(f) || isRel(x) {
		return Question{}, false
	}
	q := Question{Kind: Constants, Words: "constants", Pairs: []Pair{{P: p, T: f, PSrc: pSrc, TSrc: tSrc}}}
	pv := pm.FreeVars(p)
	for _, v := range pm.FreeVars(f) {
		if !slices.Contains(pv, v) {
			q.Names = append(q.Names, v)
		}
	}
	if len(q.Names) == 0 || !q.letters() || !subset(pm.FreeVars(x), q.Names) {
		return Question{}, false
	}
	q.Expr, q.Src = x, eSrc
	return q, true
}
