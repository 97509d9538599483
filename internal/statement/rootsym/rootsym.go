// Package rootsym reads questions about an expression in the named roots
// of a polynomial given by its coefficients (issue 42, MATH Intermediate
// Algebra): "Let $a,$ $b,$ and $c$ be the roots of $x^3 - 3x - 5 = 0.$
// Find $abc.$", "Let $r,$ $s,$ $t$ be the roots of $2x^3 - 7x^2 - 6 = 0.$
// Compute \[\frac{1}{r^2} + \frac{1}{s^2} + \frac{1}{t^2}.\]", "If $a$ and
// $b$ are the solutions to the equation $x^2 - 5x + 9 = 0$, what is the
// value of $(a - 1)(b - 1)$?", "Compute $a^2 + b^2 + c^2,$ given that $a,$
// $b,$ and $c$ are the roots of \[2x^3 - x^2 + 4x + 10 = 0.\]". The whole
// statement must be one of the shapes: as many distinct names (a letter, a
// Greek letter or a letter with a numeral index) as the polynomial's
// degree, the polynomial an equation or (after "the polynomial", "the
// cubic", …) a formula in one letter that is not a name, with no other
// letter, and an expression whose letters are the names. The package
// reads; internal/check/given decides (CheckRootSymmetric).
package rootsym

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is an expression asked of the named roots of a polynomial.
type Question struct {
	Names   []string // the roots' names, as the parser names them
	Poly    ast.Expr // the polynomial (an equation's two sides subtracted)
	Var     string   // the polynomial's letter
	Degree  int      // the degree a word states (quadratic 2, cubic 3, quartic 4), 0 if none
	Expr    ast.Expr // the expression asked
	PolySrc string
	ExprSrc string
}

// The parts of a shape: names, the polynomial (with an optional word
// naming it), the question.
const (
	names  = `(?P<names>§\d+(?:,? (?:and )?§\d+)*)`
	roots  = `the (?:roots|solutions) (?:of|to) (?:the (?P<word>equation|polynomial|cubic polynomial|cubic equation|cubic|quadratic equation|quadratic polynomial|quadratic|quartic polynomial|quartic equation|quartic) )?(?P<poly>§\d+)`
	asking = `(?:find|compute|evaluate|what is|find the value of|compute the value of|what is the value of) (?P<expr>§\d+)`
)

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^let ` + names + ` (?:be|denote) ` + roots + `\. ` + asking + `[.?]$`),
	regexp.MustCompile(`^(?:if|given that|suppose that) ` + names + ` are ` + roots + `, (?:then )?` + asking + `[.?]$`),
	regexp.MustCompile(`^(?:find|compute|evaluate) (?P<expr>§\d+), (?:where|given that|if) ` + names + ` are ` + roots + `\.$`),
}

// cheap is the test run before any regular expression.
func cheap(problem string) bool {
	return strings.Contains(problem, "roots") || strings.Contains(problem, "solutions")
}

// nameRe is one name as written: a letter, a Greek letter, a letter with
// a numeral index.
var nameRe = regexp.MustCompile(`^(?:[a-zA-Z]|\\(?:alpha|beta|gamma|delta)|[a-zA-Z]_(?:\d|\{\d\}))$`)

// Read reads the question; ok is false when the whole statement is not
// one of the shapes or a part is not what the shape needs.
func Read(problem string) (Question, bool) {
	if !cheap(problem) {
		return Question{}, false
	}
	t, slots := text(problem)
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) string { return m[sh.SubexpIndex(name)] }
		return build(slots, get("names"), get("word"), get("poly"), get("expr"))
	}
	return Question{}, false
}

func build(slots []string, namesPart, word, polyTok, exprTok string) (Question, bool) {
	slot := func(tok string) (string, bool) {
		k, err := strconv.Atoi(strings.TrimPrefix(tok, "§"))
		if err != nil || k >= len(slots) {
			return "", false
		}
		return slots[k], true
	}
	var q Question
	for _, tok := range regexp.MustCompile(`§\d+`).FindAllString(namesPart, -1) {
		src, ok := slot(tok)
		if !ok {
			return Question{}, false
		}
		for _, part := range strings.Split(src, ",") {
			part = strings.TrimSpace(part)
			if !nameRe.MatchString(part) {
				return Question{}, false
			}
			e, err := latex.ParseExpr(part)
			id, isID := e.(*ast.Ident)
			if err != nil || !isID {
				return Question{}, false
			}
			for _, n := range q.Names {
				if n == id.Name {
					return Question{}, false
				}
			}
			q.Names = append(q.Names, id.Name)
		}
	}
	if len(q.Names) < 2 {
		return Question{}, false
	}
	switch {
	case strings.HasPrefix(word, "quadratic"):
		q.Degree = 2
	case strings.HasPrefix(word, "cubic"):
		q.Degree = 3
	case strings.HasPrefix(word, "quartic"):
		q.Degree = 4
	}
	if q.Degree != 0 && q.Degree != len(q.Names) {
		return Question{}, false
	}
	polySrc, ok1 := slot(polyTok)
	exprSrc, ok2 := slot(exprTok)
	if !ok1 || !ok2 {
		return Question{}, false
	}
	pe, err := latex.ParseExpr(polySrc)
	if err != nil {
		return Question{}, false
	}
	if rel, isRel := pe.(*ast.Rel); isRel {
		if len(rel.Args) != 2 || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return Question{}, false
		}
		pe = &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	} else if word == "" || strings.HasSuffix(word, "equation") {
		return Question{}, false // a bare formula only after "the polynomial", "the cubic", …
	}
	pv := pm.FreeVars(pe)
	if len(pv) != 1 {
		return Question{}, false
	}
	for _, n := range q.Names {
		if n == pv[0] {
			return Question{}, false
		}
	}
	ee, err := latex.ParseExpr(exprSrc)
	if err != nil {
		return Question{}, false
	}
	if _, isRel := ee.(*ast.Rel); isRel {
		return Question{}, false
	}
	ev := pm.FreeVars(ee)
	if len(ev) == 0 {
		return Question{}, false
	}
	for _, v := range ev {
		found := false
		for _, n := range q.Names {
			found = found || n == v
		}
		if !found {
			return Question{}, false
		}
	}
	q.Poly, q.Var, q.Expr, q.PolySrc, q.ExprSrc = pe, pv[0], ee, polySrc, exprSrc
	return q, true
}

// text is the prose in lower case with each formula a token "§k" (its
// trailing punctuation moved out into the prose).
func text(problem string) (string, []string) {
	t, slots := statement.FormulaSlots(problem, true)
	return t, slots
}

var spaceBeforePunct = regexp.MustCompile(` ([.?,])`)
