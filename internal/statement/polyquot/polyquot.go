// Package polyquot reads questions about the quotient of a polynomial
// division (issue 42, MATH Intermediate Algebra): "Find the quotient when
// $x^5 + 7$ is divided by $x + 1.$", "What is the quotient when $P$ is
// divided by $D$?", "Find the quotient of the division $(P)/(D)$." The
// whole statement must be one of the shapes, with the two polynomials in
// one letter (the same). The package reads; internal/check/shapes
// (CheckPolyQuotient) divides exactly and decides.
package polyquot

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is the quotient of Num by Den asked, Var their letter.
type Question struct {
	Num, Den       ast.Expr
	Var            string
	NumSrc, DenSrc string
}

var (
	whenRe = regexp.MustCompile(`^(?:Find|What is) the quotient when \$([^$]+)\$ is divided by \$([^$]+)\$(?:\.|\?)?$`)
	ofRe   = regexp.MustCompile(`^Find the quotient of the division \$([^$]+)\$\.?$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "quotient") {
		return Question{}, false
	}
	p := strings.Join(strings.Fields(problem), " ")
	var numSrc, denSrc string
	if m := whenRe.FindStringSubmatch(p); m != nil {
		numSrc, denSrc = m[1], m[2]
	} else if m := ofRe.FindStringSubmatch(p); m != nil {
		e, err := latex.ParseExpr(strings.TrimRight(strings.TrimSpace(m[1]), ".,"))
		b, ok := e.(*ast.Binary)
		if err != nil || !ok || b.Op != ast.Div {
			return Question{}, false
		}
		return finish(b.X, b.Y, ast.Print(b.X), ast.Print(b.Y))
	} else {
		return Question{}, false
	}
	numSrc = strings.TrimRight(strings.TrimSpace(numSrc), ".,?")
	denSrc = strings.TrimRight(strings.TrimSpace(denSrc), ".,?")
	n, err1 := latex.ParseExpr(numSrc)
	d, err2 := latex.ParseExpr(denSrc)
	if err1 != nil || err2 != nil {
		return Question{}, false
	}
	return finish(n, d, numSrc, denSrc)
}

func finish(n, d ast.Expr, numSrc, denSrc string) (Question, bool) {
	nv, dv := pm.FreeVars(n), pm.FreeVars(d)
	if len(nv) != 1 || len(dv) != 1 || nv[0] != dv[0] {
		return Question{}, false
	}
	for _, e := range []ast.Expr{n, d} {
		if _, isRel := e.(*ast.Rel); isRel {
			return Question{}, false
		}
	}
	return Question{Num: n, Den: d, Var: nv[0], NumSrc: numSrc, DenSrc: denSrc}, true
}
