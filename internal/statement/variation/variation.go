// Package variation reads statements of inverse variation (issue 42):
// "If $j$ and $k$ are inversely proportional and $j = 16$ when $k = 21$,
// what is the value of $j$ when $k = 14$?", "Suppose that $a$ varies
// inversely with $b^2$. If $a=9$ when $b=2$, find the value of $a$ when
// $b=3$." Two quantities A(u) and B(v), each a formula in one letter,
// vary inversely: A·B is one constant, fixed by the pair of values given.
// The statement is rewritten as the given-value question "If $(A)(B) =
// (A_0)(B_0)$ and $v = v_1$, what is the value of $E$?", which leg 1
// solves exactly (internal/check/given). The package reads and rewrites;
// it decides nothing.
package variation

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Rewrite returns the statement rewritten as a given-value question, and
// the relation read for the note; ok is false when the whole statement is
// not one of the shapes (every word must belong to them).
func Rewrite(problem string) (synth, relation string, ok bool) {
	if !strings.Contains(strings.ToLower(problem), "inversely") {
		return "", "", false // issue 42, speed: every shape says "inversely"
	}
	t, slots, ok := text(problem)
	if !ok {
		return "", "", false
	}
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) string {
			if i := sh.SubexpIndex(name); i >= 0 {
				return m[i]
			}
			return ""
		}
		synth, relation, ok = build(slots, get)
		if ok {
			return synth, relation, true
		}
	}
	return "", "", false
}

// The relation, the pair of values given and the question, each a list
// of alternatives (Go's regexp allows a group name once, so each
// combination is its own shape).
var (
	relInv = []string{
		`(?:if |suppose (?:that )?)?(?P<a>§\d+) and (?P<b>§\d+) are inversely proportional(?: and|\.)`,
		`suppose (?:that )?(?P<a>§\d+) (?:varies inversely with|is inversely proportional to) (?P<b>§\d+)\.`,
		`(?:quantities |the variables |the numbers )?(?P<a>§\d+) and (?P<b>§\d+) vary inversely\.`,
		`the value of (?P<a>§\d+) varies inversely as (?P<b>§\d+) and`,
		`the values of (?P<p1>§\d+) and (?P<p2>§\d+) are always positive, and (?P<a>§\d+) and (?P<b>§\d+) vary inversely\.`,
	}
	dataEq = []string{
		`(?:if )?(?P<d1>§\d+) when (?P<d2>§\d+)[,.]?`,
		`when (?P<d2>§\d+), (?P<d1>§\d+)\.`,
		`if (?P<d1n>§\d+) is (?P<d1v>§\d+|-?[\d.]+) when (?P<d2n>§\d+) is (?P<d2v>§\d+|-?[\d.]+),`,
		`when (?P<d2n>§\d+) is (?P<d2v>§\d+|-?[\d.]+),? (?P<d1n>§\d+) is (?P<d1v>§\d+|-?[\d.]+)\.`,
	}
	askPart = `(?:then )?(?:what is|find)(?: the value of)? (?P<e>§\d+) when (?:(?P<q>§\d+)|(?P<qn>§\d+) is (?P<qv>§\d+|-?[\d.]+))[?.]`
	formEnd = `(?: (?P<form>express your answer as a (?:common )?fraction\.|express your answer in simplest fractional form\.))?`
	shapes  = buildShapes()
)

func buildShapes() []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, r := range relInv {
		for _, d := range dataEq {
			out = append(out, regexp.MustCompile(`^`+r+` `+d+` `+askPart+formEnd+`$`))
		}
	}
	return out
}

// text is the prose in lower case with each formula a token "§k".
func text(problem string) (string, []string, bool) {
	t, slots := statement.FormulaSlots(problem, true)
	return t, slots, true
}

// build assembles the given-value question from the shape's parts.
func build(slots []string, get func(string) string) (synth, relation string, ok bool) {
	slot := func(tok string) (string, bool) {
		k, err := strconv.Atoi(strings.TrimPrefix(tok, "§"))
		if err != nil || !strings.HasPrefix(tok, "§") || k >= len(slots) {
			return "", false
		}
		return slots[k], true
	}
	aSrc, ok1 := slot(get("a"))
	bSrc, ok2 := slot(get("b"))
	eSrc, ok3 := slot(get("e"))
	if !ok1 || !ok2 || !ok3 {
		return "", "", false
	}
	a, u, ok1 := oneLetter(aSrc)
	b, v, ok2 := oneLetter(bSrc)
	if !ok1 || !ok2 || u == v {
		return "", "", false
	}
	vals := map[string]ast.Expr{}
	assign := func(eqTok, nameTok, valTok string) bool {
		name, val, ok := assignment(slot, eqTok, nameTok, valTok)
		name = strings.TrimPrefix(name, `\`)
		if !ok || (name != u && name != v) || vals[name] != nil {
			return false
		}
		vals[name] = val
		return true
	}
	if !assign(get("d1"), get("d1n"), get("d1v")) || !assign(get("d2"), get("d2n"), get("d2v")) || len(vals) != 2 {
		return "", "", false
	}
	qName, qVal, ok := assignment(slot, get("q"), get("qn"), get("qv"))
	if q := strings.TrimPrefix(qName, `\`); !ok || (q != u && q != v) {
		return "", "", false
	}
	e, err := latex.ParseExpr(eSrc)
	if err != nil {
		return "", "", false
	}
	for _, w := range pm.FreeVars(e) {
		if w != u && w != v {
			return "", "", false
		}
	}
	renamed := ""
	a0, ok1 := subst(a, u, vals[u])
	b0, ok2 := subst(b, v, vals[v])
	if !ok1 || !ok2 {
		return "", "", false
	}
	// A letter with a longer name (\alpha) is renamed s (and t) for the
	// given-value reader, which reads one-letter names.
	if len(u) > 1 || len(v) > 1 {
		if u == "s" || u == "t" || v == "s" || v == "t" {
			return "", "", false
		}
		ren := func(e ast.Expr) (ast.Expr, bool) {
			e, ok1 := subst(e, u, &ast.Ident{Name: "s"})
			e, ok2 := subst(e, v, &ast.Ident{Name: "t"})
			return e, ok1 && ok2
		}
		var ok3, ok4 bool
		a, ok1 = ren(a)
		b, ok2 = ren(b)
		e, ok3 = ren(e)
		qn, ok4 := ren(&ast.Ident{Name: strings.TrimPrefix(qName, `\`)})
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return "", "", false
		}
		eSrc, qName = ast.Print(e), ast.Print(qn)
		renamed = " (" + ast.Print(&ast.Ident{Name: u}) + " written s, " + ast.Print(&ast.Ident{Name: v}) + " written t)"
		if get("p1") != "" {
			return "", "", false
		}
	}
	synth = "If $(" + ast.Print(a) + ")(" + ast.Print(b) + ") = (" + ast.Print(a0) + ")(" + ast.Print(b0) + ")$ and $" + qName + " = " + ast.Print(qVal) + "$"
	if p1, p2 := get("p1"), get("p2"); p1 != "" {
		n1, ok1 := slot(p1)
		n2, ok2 := slot(p2)
		if !ok1 || !ok2 || !(n1 == u && n2 == v || n1 == v && n2 == u) {
			return "", "", false
		}
		synth += " and $" + ast.Print(&ast.Ident{Name: u}) + " > 0$ and $" + ast.Print(&ast.Ident{Name: v}) + " > 0$"
	}
	synth += ", what is the value of $" + eSrc + "$?"
	if get("form") != "" {
		synth += " Express your answer as a common fraction."
	}
	relation = ast.Print(a) + " and " + ast.Print(b) + " vary inversely: (" + ast.Print(a) + ")(" + ast.Print(b) + ") is the constant (" + ast.Print(a0) + ")(" + ast.Print(b0) + ")" + renamed
	return synth, relation, true
}

// oneLetter parses a formula with exactly one letter.
func oneLetter(src string) (ast.Expr, string, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, "", false
	}
	vs := pm.FreeVars(e)
	if len(vs) != 1 {
		return nil, "", false
	}
	return e, vs[0], true
}

var proseNumberRe = regexp.MustCompile(`^-?(\d+(\.\d*)?|\.\d+)$`)

// assignment reads "$u = 3$" (eqTok) or "$u$ is $3$" / "$u$ is 3" (the
// name and the value): the name a letter, the value a closed number.
func assignment(slot func(string) (string, bool), eqTok, nameTok, valTok string) (string, ast.Expr, bool) {
	var name string
	var valSrc string
	if eqTok != "" {
		src, ok := slot(eqTok)
		if !ok {
			return "", nil, false
		}
		l, r, found := strings.Cut(src, "=")
		if !found || strings.Contains(r, "=") {
			return "", nil, false
		}
		name, valSrc = strings.TrimSpace(l), r
	} else {
		n, ok := slot(nameTok)
		if !ok {
			return "", nil, false
		}
		name = strings.TrimSpace(n)
		if v, ok := slot(valTok); ok {
			valSrc = v
		} else if proseNumberRe.MatchString(valTok) {
			valSrc = valTok
		} else {
			return "", nil, false
		}
	}
	ne, err := latex.ParseExpr(name)
	id, isIdent := ne.(*ast.Ident)
	if err != nil || !isIdent {
		return "", nil, false
	}
	val, err := latex.ParseExpr(valSrc)
	if err != nil || len(pm.FreeVars(val)) != 0 {
		return "", nil, false
	}
	return ast.Print(id), val, true
}

// subst replaces the letter name by (val) in a formula made of numbers,
// letters, the four operations, powers and roots; ok is false for any
// other node.
func subst(e ast.Expr, name string, val ast.Expr) (ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Number:
		return e, true
	case *ast.Ident:
		if e.Name == name {
			return val, true
		}
		return e, true
	case *ast.Unary:
		x, ok := subst(e.X, name, val)
		return &ast.Unary{Op: e.Op, X: x}, ok
	case *ast.Binary:
		x, ok1 := subst(e.X, name, val)
		y, ok2 := subst(e.Y, name, val)
		return &ast.Binary{Op: e.Op, Form: e.Form, X: x, Y: y}, ok1 && ok2
	case *ast.Root:
		x, ok := subst(e.X, name, val)
		return &ast.Root{Index: e.Index, X: x}, ok
	}
	return nil, false
}
