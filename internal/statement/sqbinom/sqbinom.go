// Package sqbinom reads questions for the constant that makes a quadratic
// the square of a binomial (issue 42): "If $c$ is a constant such that
// $x^2+25x+c$ is equal to the square of a binomial, then what is $c$?",
// "What value of $k$ will make $x^2 - 16x + k$ the square of a binomial?",
// "Find $a$ such that $ax^2+15x+4$ is the square of a binomial.". The
// whole statement must be one of the shapes; the polynomial must have
// the constant and exactly one other letter, its variable. It reads and
// proves nothing; internal/check/given writes the question as "P can be
// written in the form (px + q)², p ≠ 0, q ≠ 0" (a binomial has two
// nonzero terms) and decides.
package sqbinom

import (
	"regexp"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the constant K that makes P the square of a binomial
// in Var; Nonzero says the statement declares K nonzero.
type Question struct {
	K, Var  string
	P       ast.Expr
	PSrc    string
	Nonzero bool
}

const binom = `the square of a binomial`

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^if (?P<k>§) is a (?P<nz>nonzero )?constant such that (?P<p>§) is (?:equal to )?` + binom + `,? (?:then )?what is (?P<k2>§)\?$`),
	regexp.MustCompile(`^what (?:value of|constant) (?P<k>§) will make (?P<p>§) ` + binom + `\?$`),
	regexp.MustCompile(`^find (?P<k>§) such that (?P<p>§) is ` + binom + `\.$`),
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or its formulas do not fit.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "binomial") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	for _, sh := range shapes {
		m := sh.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		src := func(name string) string {
			k := sh.SubexpIndex(name)
			if k < 0 || m[2*k] < 0 {
				return ""
			}
			return srcs[strings.Count(t[:m[2*k]], "§")]
		}
		k, err1 := latex.ParseExpr(src("k"))
		p, err2 := latex.ParseExpr(src("p"))
		id, isID := k.(*ast.Ident)
		if err1 != nil || err2 != nil || !isID || len(id.Name) != 1 {
			return Question{}, false
		}
		if k2 := src("k2"); k2 != "" && strings.TrimSpace(k2) != strings.TrimSpace(src("k")) {
			return Question{}, false
		}
		if _, isRel := p.(*ast.Rel); isRel {
			return Question{}, false
		}
		vars := pm.FreeVars(p)
		if len(vars) != 2 || !slices.Contains(vars, id.Name) {
			return Question{}, false
		}
		q := Question{K: id.Name, P: p, PSrc: src("p"), Nonzero: strings.Contains(t, "nonzero constant")}
		for _, v := range vars {
			if v != id.Name {
				q.Var = v
			}
		}
		return q, true
	}
	return Question{}, false
}
