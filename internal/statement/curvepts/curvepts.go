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
	// Issue 42: two parabolas' intersection points, named and ordered.
	meetRe = regexp.MustCompile(`^the parabolas defined by the equations § and § intersect at points § and §, where §\. what is §\?(?P<form> express your answer as a common fraction\.)?$`)
)

// Rewrite gives the given-value question; ok is false when the statement
// is not a shape or a formula does not fit.
func Rewrite(problem string) (string, bool) {
	if !strings.Contains(problem, "points") { // a cheap test first
		return "", false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	var conds []string
	var asked, form string
	switch {
	case parabolaRe.MatchString(t) && len(srcs) >= 4:
		p, ok := curve(srcs[0])
		if !ok || len(pm.FreeVars(p)) < 2 {
			return "", false // no unknown in the parabola
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
	case meetRe.MatchString(t) && len(srcs) == 6:
		var ok bool
		if conds, ok = meetConds(srcs); !ok {
			return "", false
		}
		asked = srcs[5]
		if strings.Contains(t, "common fraction") {
			form = " Express your answer as a common fraction."
		}
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
	return "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + strings.TrimSpace(asked) + "$?" + form, true
}

// meetConds writes "the parabolas y = P and y = Q intersect at points (a,
// b) and (c, d), where c ≥ a" as b = P(a), b = Q(a), d = P(c), d = Q(c)
// and c > a: two points of two graphs over x are distinct only with
// distinct abscissas, so c ≥ a between two points is c > a.
func meetConds(srcs []string) ([]string, bool) {
	var curves [2]ast.Expr
	for i := range curves {
		p, ok := curve(srcs[i])
		if !ok || len(pm.FreeVars(p)) != 1 {
			return nil, false
		}
		curves[i] = p
	}
	var names [2][2]string
	for i := range names {
		x, y, ok := point(srcs[2+i])
		xi, ok1 := x.(*ast.Ident)
		yi, ok2 := y.(*ast.Ident)
		if !ok || !ok1 || !ok2 {
			return nil, false
		}
		names[i] = [2]string{xi.Name, yi.Name}
	}
	if n := strings.Join(strings.Fields(srcs[4]), ""); n != names[1][0]+`\ge`+names[0][0] && n != names[1][0]+`\geq`+names[0][0] {
		return nil, false
	}
	var conds []string
	for _, pt := range names {
		for _, p := range curves {
			at, err := substX(p, &ast.Ident{Name: pt[0]})
			if err != nil {
				return nil, false
			}
			if back, err := latex.ParseExpr(ast.Print(at)); err != nil || !ast.Equal(back, at) {
				return nil, false
			}
			conds = append(conds, pt[1]+" = "+ast.Print(at))
		}
	}
	return append(conds, names[1][0]+" > "+names[0][0]), true
}

// curve reads "y = P" or a bare P in x (P's other letters, if any, the
// unknowns).
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
	return e, hasX
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
