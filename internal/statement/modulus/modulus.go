// Package modulus reads two questions about the modulus of a complex
// number (issue 42, MATH Intermediate Algebra): "Suppose $z$ is a complex
// number such that $z^3 = 100+75i$. Find $|z|$." and "If $a$ and $b$ are
// complex numbers such that $|a| = 6$ and $|b| = 4,$ then find
// $\left| \frac{a}{b} \right|.$" The whole statement must be one of the
// two sentences. The package reads; internal/check/given (CheckModulus)
// decides.
package modulus

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is |z| asked for zⁿ = W (Power > 0), or |E| asked for E a
// product of powers of letters whose moduli are Mods.
type Question struct {
	Power  int
	W      ast.Expr
	WSrc   string
	Mods   map[string]ast.Expr
	E      ast.Expr
	ESrc   string
	Letter string
}

var (
	powRe = regexp.MustCompile(`^Suppose \$([a-z])\$ is a complex number such that \$([a-z])\^\{?(\d{1,2})\}? = ([^$]+?)\.?\$\.? Find \$\|([a-z])\|\.?\$\.?$`)
	twoRe = regexp.MustCompile(`^If \$([a-z])\$ and \$([a-z])\$ are complex numbers such that \$\|([a-z])\| = ([^$]+?)\$ and \$\|([a-z])\| = ([^$,.]+?)[,.]?\$,? then find \$(.+?)\.?\$\.?$`)
	absRe = regexp.MustCompile(`^(?:\\left\s*\|(.+)\\right\s*\||\|(.+)\|)$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "complex number") || !strings.Contains(problem, "|") {
		return Question{}, false
	}
	problem = statement.DisplayBrackets(problem)
	p := strings.Join(strings.Fields(problem), " ")
	if m := powRe.FindStringSubmatch(p); m != nil {
		if m[1] != m[2] || m[1] != m[5] {
			return Question{}, false
		}
		n, _ := strconv.Atoi(m[3])
		w, err := latex.ParseExpr(m[4])
		if err != nil || n < 1 {
			return Question{}, false
		}
		return Question{Power: n, W: w, WSrc: m[4], Letter: m[1]}, true
	}
	m := twoRe.FindStringSubmatch(p)
	if m == nil || m[1] == m[2] || m[3] != m[1] || m[5] != m[2] {
		return Question{}, false
	}
	mods := map[string]ast.Expr{}
	for _, k := range []int{3, 5} {
		e, err := latex.ParseExpr(strings.TrimSpace(m[k+1]))
		if err != nil {
			return Question{}, false
		}
		mods[m[k]] = e
	}
	a := absRe.FindStringSubmatch(strings.TrimSpace(m[7]))
	if a == nil {
		return Question{}, false
	}
	inner := a[1] + a[2]
	if strings.ContainsAny(inner, "|+-") { // a sum or a difference: not a product of moduli
		return Question{}, false
	}
	e, err := latex.ParseExpr(inner)
	if err != nil {
		return Question{}, false
	}
	return Question{Mods: mods, E: e, ESrc: inner}, true
}
