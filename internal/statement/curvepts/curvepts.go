// Package curvepts reads questions on the unknowns of a parabola or a line
// given by points on it (issue 42): "A parabola with equation
// $y=x^2+bx+c$ passes through the points $(2,3)$ and $(4,3)$. What is
// $c$?", "A parabola $ax^2+bx+c$ contains the points $(-1,0)$, $(0,5)$,
// and $(5,0)$. Find the value $100a+10b+c$.", "A line contains the points
// $(6,8)$, $(-2, k)$ and $(-10, 4)$. What is the value of $k$?". It reads
// the whole statement and rewrites it as the given-value question "If
// <each point on the curve>, what is the value of $E$?": for the parabola
// y = P, P(p) = q at each point (p, q); for the line, the three points
// collinear, (y₂ − y₁)(x₃ − x₁) = (y₃ − y₁)(x₂ − x₁). It proves nothing.
package curvepts

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

var (
	parabolaRe = regexp.MustCompile(`^a parabola (?:with equation )?§ (?:contains|passes through) the points (?P<pts>§(?:, §)*,? and §)\. (?:find the value|what is(?: the value of)?) §[.?]$`)
	lineRe     = regexp.MustCompile(`^a line contains the points §, § and §\. what is the value of §\?$`)
)

// Rewrite gives the given-value question; ok is false when the statement
// is not a shape or a formula does not fit.
func Rewrite(problem string) (string, bool) {
	if !strings.Contains(problem, "points") || !strings.Contains(problem, "A ") { // a cheap test first
		return "", false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	var conds []string
	var asked string
	switch {
	case parabolaRe.MatchString(t) && len(srcs) >= 4:
		p, ok := curve(srcs[0])
		if !ok {
			return "", false
		}
		for _, s := range srcs[1 : len(srcs)-1] {
			x, y, ok := point(s)
			if !ok || len(pm.FreeVars(x))+len(pm.FreeVars(y)) != 0 {
				return "", false
			}
			at, err := substX(p, x)
			if err != nil {
				return "", false
			}
			if back, err := latex.ParseExpr(ast.Print(at)); err != nil || !ast.Equal(back, at) {
				return "", false // the condition must read back as built
			}
			conds = append(conds, ast.Print(at)+" = "+ast.Print(y))
		}
		asked = srcs[len(srcs)-1]
	case lineRe.MatchString(t) && len(srcs) == 4:
		var xs, ys [3]string
		for i, s := range srcs[:3] {
			x, y, ok := point(s)
			if !ok {
				return "", false
			}
			xs[i], ys[i] = "("+ast.Print(x)+")", "("+ast.Print(y)+")"
		}
		conds = append(conds, "("+ys[1]+" - "+ys[0]+")("+xs[2]+" - "+xs[0]+") = ("+ys[2]+" - "+ys[0]+")("+xs[1]+" - "+xs[0]+")")
		asked = srcs[3]
	default:
		return "", false
	}
	e, err := latex.ParseExpr(asked)
	if err != nil {
		return "", false
	}
	if _, isRel := e.(*ast.Rel); isRel {
		return "", false
	}
	return "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + strings.TrimSpace(asked) + "$?", true
}

// curve reads "y = P" or a bare P in x (P's other letters the unknowns).
func curve(src string) (ast.Expr, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	if r, ok := e.(*ast.Rel); ok {
		y, isY := r.Args[0].(*ast.Ident)
		if len(r.Ops) != 1 || r.Ops[0] != ast.Eq || !isY || y.Name != "y" {
			return nil, false
		}
		e = r.Args[1]
	}
	vars := pm.FreeVars(e)
	hasX := false
	for _, v := range vars {
		hasX = hasX || v == "x"
		if v == "y" {
			return nil, false
		}
	}
	return e, hasX && len(vars) > 1
}

// point reads "(p, q)".
func point(src string) (x, y ast.Expr, ok bool) {
	e, err := latex.ParseExpr(src)
	tu, isT := e.(*ast.Tuple)
	if err != nil || !isT || len(tu.Items) != 2 || tu.Left != '(' || tu.Right != ')' {
		return nil, nil, false
	}
	return tu.Items[0], tu.Items[1], true
}

// substX is P with x replaced by the number v.
func substX(p, v ast.Expr) (ast.Expr, error) {
	if id, ok := p.(*ast.Ident); ok && id.Name == "x" {
		return v, nil
	}
	return ast.MapChildren(p, func(c ast.Expr) (ast.Expr, error) { return substX(c, v) })
}
