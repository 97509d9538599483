// Package shapetab holds tables of whole-statement shapes that
// internal/statement reads (issue 42, MATH Algebra and Prealgebra), kept
// apart because the statement package stands at its size limit: it only
// loops over them (MatchExactShape, buildShapes, ShapeFormUnmet).
//
//   - ValueEquations are the equation shapes that name the value asked
//     ("What is the value of $x$ in the equation <equation>?", "For what
//     value of $x$ does <equation>?", "Find $y$: <equation>."): the whole
//     prose is the shape, the one target one equation whose only variable
//     is the one the prose names, the task to solve it for that variable.
//     They are read for statements whose cue words say value or equation
//     (not a request to solve), which the shapes of issue 25 never saw.
//   - ValueForms are the value shapes that name the form of the answer in
//     words of their own ("Write $F$ as an integer.", "What is $F$
//     expressed as a positive integer?", "Express as a common fraction:
//     $F$", "Find: $F$", "Round $F$ to the nearest tenth."), with $F$
//     closed; FormMet checks the forms they add (an integer, a positive
//     integer, a mixed number) on the answer as written.
//
// A shape accounts for every word: one word more ("positive", "integer",
// "quadratic") and the statement keeps its reading.
package shapetab

import (
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Def is a shape: a regular expression over the prose as
// statement.NormalShapeProse writes it, its name for notes, and the form
// of the answer it asks as statement.ShapeForm names it ("" for none).
type Def struct {
	Re   *regexp.Regexp
	Name string
	Form string
}

// fractionClause is the optional request for a common fraction after an
// equation shape: the root is compared exactly, whatever its form.
const fractionClause = `( express your answer as a common fraction[.]?)?`

// ValueEquations are the equation shapes; each names the variable ($v$).
var ValueEquations = []Def{
	{Re: regexp.MustCompile(`^what is the value of \$ in the equation \$[?]$`), Name: "What is the value of $v$ in the equation <equation>?"},
	{Re: regexp.MustCompile(`^in the equation,? \$,? what is the value of \$[?]$`), Name: "In the equation <equation>, what is the value of $v$?"},
	{Re: regexp.MustCompile(`^what is the value of \$ (if|for which|which satisfies|that satisfies) \$[?]` + fractionClause + `$`), Name: "What is the value of $v$ for which <equation>?"},
	{Re: regexp.MustCompile(`^(find|determine) the value of \$ (that|which) satisfies (the equation )?\$[.]?` + fractionClause + `$`), Name: "Find the value of $v$ that satisfies <equation>."},
	{Re: regexp.MustCompile(`^for what value of \$ (does|is the following equation true:) \$[?]` + fractionClause + `$`), Name: "For what value of $v$ does <equation>?"},
	{Re: regexp.MustCompile(`^what value of \$ makes the equation (below )?true:? \$[.?]?$`), Name: "What value of $v$ makes the equation true: <equation>"},
	{Re: regexp.MustCompile(`^find \$: \$[.]?$`), Name: "Find $v$: <equation>."},
	{Re: regexp.MustCompile(`^find the \$ that satisfies \$[.]?$`), Name: "Find the $v$ that satisfies <equation>."},
	{Re: regexp.MustCompile(`^(if|given that) \$,? (then )?what is (the value of )?\$[?]` + fractionClause + `$`), Name: "If <equation>, what is the value of $v$?"},
	{Re: regexp.MustCompile(`^\$[.] what is the value of \$[?]$`), Name: "<equation>. What is the value of $v$?"},
}

// ValueForms are the value shapes with a form named in their own words.
var ValueForms = []Def{
	{Re: regexp.MustCompile(`^(write|express) \$ as an integer[.]?$`), Name: "Write $F$ as an integer.", Form: "an integer"},
	{Re: regexp.MustCompile(`^what is \$ expressed as a positive integer[?]$`), Name: "What is $F$ expressed as a positive integer?", Form: "a positive integer"},
	{Re: regexp.MustCompile(`^what is \$ (in simplest terms|expressed as a fraction)[?]$`), Name: "What is $F$ in simplest terms / expressed as a fraction?", Form: "a common fraction"},
	{Re: regexp.MustCompile(`^express (the following )?as a common fraction( in simplest form)?: \$[.]?$`), Name: "Express as a common fraction: $F$", Form: "a common fraction"},
	{Re: regexp.MustCompile(`^find: \$[.]?$`), Name: "Find: $F$"},
	{Re: regexp.MustCompile(`^round \$ to the nearest (tenth|hundredth|thousandth|integer|whole number)[.]?$`), Name: "Round $F$ to the nearest tenth / hundredth / integer."},
}

// FormMet reports whether a is written in the form named: "an integer"
// (digits, an optional minus sign), "a positive integer" (digits, not 0),
// "a mixed number" (n\frac{p}{q} with 0 < p < q in lowest terms, an
// integer, or a proper fraction in lowest terms, with an optional minus
// sign). Any other name is not met.
func FormMet(form string, a ast.Expr) bool {
	switch form {
	case "an integer":
		_, ok := intLit(unNeg(a))
		return ok
	case "a positive integer":
		n, ok := intLit(a)
		return ok && n.Sign() > 0
	case "a mixed number":
		a = unNeg(a)
		if _, ok := intLit(a); ok {
			return true
		}
		if p, q, ok := fracLit(a); ok {
			return p.Cmp(q) < 0 // a proper fraction: no whole part
		}
		b, ok := a.(*ast.Binary)
		if !ok || b.Op != ast.Add || b.Form != ast.FormMixed {
			return false
		}
		_, okW := intLit(b.X)
		p, q, okF := fracLit(b.Y)
		return okW && okF && p.Cmp(q) < 0
	}
	return false
}

// fracLit reads p/q with integers 0 < p, 1 < q in lowest terms.
func fracLit(e ast.Expr) (p, q *big.Int, ok bool) {
	b, isBin := e.(*ast.Binary)
	if !isBin || b.Op != ast.Div {
		return nil, nil, false
	}
	p, ok1 := intLit(b.X)
	q, ok2 := intLit(b.Y)
	if !ok1 || !ok2 || p.Sign() <= 0 || q.Cmp(big.NewInt(1)) <= 0 || new(big.Int).GCD(nil, nil, p, q).Cmp(big.NewInt(1)) != 0 {
		return nil, nil, false
	}
	return p, q, true
}

func intLit(e ast.Expr) (*big.Int, bool) {
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || n.Int == "" {
		return nil, false
	}
	return new(big.Int).SetString(n.Int, 10)
}

func unNeg(e ast.Expr) ast.Expr {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		return u.X
	}
	return e
}
