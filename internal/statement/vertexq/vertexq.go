// Package vertexq reads questions about the vertex of the parabola of a
// quadratic y = P(x) (issue 42): "The vertex of the parabola described by
// the equation $y=2x^2-4x+4$ is $(m,n)$. What is $m$?", "Find the distance
// between the vertex of the graph of the equation $y=x^2 + 2x - 6 $ and
// the point $(4, 5)$.", "Let $A$ be the vertex of the graph of the
// equation $y=x^2 - 2x + 3 $. Let $B$ be the vertex of the graph of the
// equation $y=x^2 + 4x + 10 $. What is the distance between $A$ and $B$?".
// The equation is "y = P", "cy = P" (c a number) or "f(x) = P", P a
// polynomial in x alone. It reads the whole statement and nothing else;
// internal/check/shapes computes the vertex exactly and decides.
package vertexq

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Kind is what is asked about the vertex.
type Kind int

const (
	Expr     Kind = iota + 1 // E(m, n) with the vertex named (m, n)
	Distance                 // the distance to a point
	Between                  // the distance between two vertices
)

// Question is one of the questions; Curves are the right sides P over
// the left side's number (y = P/c), in x (Var).
type Question struct {
	Kind   Kind
	Curves []ast.Expr // one, or two for Between
	Var    string
	M, N   string     // Expr: the vertex's names
	E      ast.Expr   // Expr: the value asked
	Point  *ast.Tuple // Distance: the point
}

var (
	exprRe    = regexp.MustCompile(`^the vertex of the parabola (?:described|defined|given) by the equation § is §\. what is (?:the value of )?§\?$`)
	distRe    = regexp.MustCompile(`^find the distance between the vertex of the graph of the equation § and the point §\.$`)
	betweenRe = regexp.MustCompile(`^let § be the vertex of the graph of the equation §\. let § be the vertex of the graph of the equation §\. what is the distance between § and §\?$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or a formula does not fit its role.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "vertex") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	parse := func(i int) ast.Expr {
		e, err := latex.ParseExpr(srcs[i])
		if err != nil {
			return nil
		}
		return e
	}
	var q Question
	switch {
	case exprRe.MatchString(t) && len(srcs) == 3:
		tu, ok := parse(1).(*ast.Tuple)
		if !ok || len(tu.Items) != 2 {
			return Question{}, false
		}
		m, ok1 := tu.Items[0].(*ast.Ident)
		n, ok2 := tu.Items[1].(*ast.Ident)
		e := parse(2)
		if !ok1 || !ok2 || m.Name == n.Name || e == nil {
			return Question{}, false
		}
		for _, v := range pm.FreeVars(e) {
			if v != m.Name && v != n.Name {
				return Question{}, false
			}
		}
		q = Question{Kind: Expr, M: m.Name, N: n.Name, E: e}
		if !q.curve(parse(0)) {
			return Question{}, false
		}
	case distRe.MatchString(t) && len(srcs) == 2:
		tu, ok := parse(1).(*ast.Tuple)
		if !ok || len(tu.Items) != 2 || len(pm.FreeVars(tu)) != 0 {
			return Question{}, false
		}
		q = Question{Kind: Distance, Point: tu}
		if !q.curve(parse(0)) {
			return Question{}, false
		}
	case betweenRe.MatchString(t) && len(srcs) == 6:
		a, b := strings.TrimSpace(srcs[0]), strings.TrimSpace(srcs[2])
		if a == b || strings.TrimSpace(srcs[4]) != a || strings.TrimSpace(srcs[5]) != b {
			return Question{}, false
		}
		q = Question{Kind: Between}
		if !q.curve(parse(1)) || !q.curve(parse(3)) {
			return Question{}, false
		}
	default:
		return Question{}, false
	}
	return q, true
}

// curve reads "y = P", "c y = P" or "f(x) = P" with P in one letter x
// (the same for every curve) and adds P/c.
func (q *Question) curve(e ast.Expr) bool {
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return false
	}
	p := r.Args[1]
	vars := pm.FreeVars(p)
	if len(vars) != 1 || q.Var != "" && vars[0] != q.Var {
		return false
	}
	x := vars[0]
	switch l := r.Args[0].(type) {
	case *ast.Ident:
		if l.Name == x {
			return false
		}
	case *ast.Call:
		if len(l.Args) != 1 {
			return false
		}
		if a, ok := l.Args[0].(*ast.Ident); !ok || a.Name != x {
			return false
		}
	case *ast.Binary: // c y
		c, ok1 := l.X.(*ast.Number)
		y, ok2 := l.Y.(*ast.Ident)
		if l.Op != ast.Mul || !ok1 || !ok2 || y.Name == x {
			return false
		}
		p = &ast.Binary{Op: ast.Div, X: p, Y: c}
	default:
		return false
	}
	q.Var = x
	q.Curves = append(q.Curves, p)
	return true
}
