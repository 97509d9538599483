// Package onesol reads questions for the parameter that gives an equation
// of degree at most 2 in x exactly one solution (issue 42): "Find the
// positive value of $n$ such that the equation $9x^2+nx+1=0$ has exactly
// one solution in $x$.", "Find a nonzero $p$ such that $px^2-12x+4=0$ has
// only one solution.", "If the quadratic $x^2+6mx+m$ has exactly one real
// root, find the positive value of $m$.", "There are two values of $a$ for
// which the equation $4x^2+ax+8x+9=0$ has only one solution for $x$. What
// is the sum of those values of $a$?". It reads the whole statement and
// nothing else; internal/check/equations decides.
package onesol

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Sign is the restriction the statement puts on the parameter.
type Sign int

const (
	AnySign  Sign = iota
	Positive      // "the positive value"
	Negative      // "the negative value"
	Nonzero       // "a nonzero (non-zero) value"
)

// Question asks for the value (Sum: the sum of the values) of K for which
// Eq, of degree at most 2 in X, has exactly one solution.
type Question struct {
	K, X     string
	Eq       *ast.Rel
	Sign     Sign
	Sum      bool
	Fraction bool // "Express … as a common fraction."
}

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^(?:for two real values of (?P<k0>§), )?the equation (?P<eq>§) has exactly one solution in (?P<x>§)\. what is the (?P<r>positive|negative) value of (?P<k>§)\?$`),
	regexp.MustCompile(`^find the (?P<r>positive|negative) value of (?P<k>§) such that the equation (?P<eq>§) has exactly one solution in (?P<x>§)\.$`),
	regexp.MustCompile(`^find a (?P<r>non-zero|nonzero) (?:value for )?(?P<k>§) such that (?P<eq>§) has only one solution\.$`),
	regexp.MustCompile(`^let (?P<eq>§)\. what value of (?P<k>§) will give us exactly one solution for (?P<x>§)\?$`),
	regexp.MustCompile(`^if the quadratic (?P<p>§) has exactly one real root, find the (?P<r>positive|negative) value of (?P<k>§)\.$`),
	regexp.MustCompile(`^suppose that (?P<eq>§) is a quadratic equation with one solution for (?P<x>§)\. express (?P<k>§) as a common fraction\.$`),
	regexp.MustCompile(`^for what value of (?P<k>§) does the equation (?P<eq>§) have exactly one real solution\? express your answer as a common fraction\.$`),
	regexp.MustCompile(`^there are two values of (?P<k>§) for which the equation (?P<eq>§) has only one solution for (?P<x>§)\. what is the sum of (?:those|these) values of (?P<k0>§)\?$`),
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or its formulas do not fit.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "one solution") && !strings.Contains(problem, "one real") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		get := func(name string) (string, bool) {
			k := sh.SubexpIndex(name)
			if k < 0 || m[2*k] < 0 {
				return "", false
			}
			if strings.HasPrefix(t[m[2*k]:], "§") {
				return strings.TrimSpace(srcs[strings.Count(t[:m[2*k]], "§")]), true
			}
			return t[m[2*k]:m[2*k+1]], true
		}
		return read(get, strings.Contains(t, "common fraction"), strings.Contains(t, "sum of th"))
	}
	return Question{}, false
}

func read(get func(string) (string, bool), fraction, sum bool) (Question, bool) {
	q := Question{Fraction: fraction, Sum: sum}
	k, _ := get("k")
	if k0, ok := get("k0"); ok && k0 != k {
		return Question{}, false
	}
	kid, err := latex.ParseExpr(k)
	id, isID := kid.(*ast.Ident)
	if err != nil || !isID {
		return Question{}, false
	}
	q.K = id.Name
	switch r, _ := get("r"); r {
	case "positive":
		q.Sign = Positive
	case "negative":
		q.Sign = Negative
	case "non-zero", "nonzero":
		q.Sign = Nonzero
	}
	if src, ok := get("eq"); ok {
		e, err := latex.ParseExpr(src)
		rel, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return Question{}, false
		}
		q.Eq = rel
	} else {
		src, _ := get("p")
		e, err := latex.ParseExpr(src)
		if _, isRel := e.(*ast.Rel); err != nil || isRel {
			return Question{}, false
		}
		q.Eq = &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{e, &ast.Number{Int: "0"}}}
	}
	vars := pm.FreeVars(q.Eq)
	if len(vars) != 2 || vars[0] != q.K && vars[1] != q.K {
		return Question{}, false
	}
	q.X = vars[0]
	if q.X == q.K {
		q.X = vars[1]
	}
	if x, ok := get("x"); ok && x != q.X {
		return Question{}, false
	}
	return q, true
}
