// Package constident reads a question on the constants that make an
// equation of rational functions of x an identity (issue 42, MATH
// Intermediate Algebra; see Read). It reads; internal/check/given
// (CheckConstIdentity) equates the coefficients and decides.
package constident

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// N a list of constants "$A,$ $B,$ and $C$" (or "$A$, $B$, and $C$"), L = R
// an equation in x and the constants, displayed:
//
//	Find constants N,? (so|such) that \[L = R.\]Enter (the ordered (pair|triple|quadruple) | the order quadruple | your answer as the ordered triplet) $(N)$.
//	There (exist constants | are real numbers | are numbers | are values) N (so that | such that | for which) \[L = R.\] [for every number $x\neq\pm1$.] Find [the product] $E.$
//	Find N such that \[L = R\] [for all $x$ besides a and b.] (Write your answer in the form | Express your answer as an ordered pair in the form) $(N)$.
//
// The tuple entered must list the constants in their order; E may hold
// only the constants.

// Question asks for the constants (Expr nil: their tuple, in order) or the
// value of Expr, for the constants that make L = R hold for every x.
type Question struct {
	Names []string
	L, R  ast.Expr
	Expr  ast.Expr
	Src   string
}

const (
	names   = `((?:\$[A-Za-z](?:_\d)?,?\$,? )+and \$[A-Za-z](?:_\d)?\$)`
	display = `(?:\\\[|\$\$)([^$]+?)\.?(?:\\\]|\$\$)`
)

var (
	findRe = regexp.MustCompile(`^Find constants ` + names + `,? (?:so|such) that ` + display + ` ?Enter (?:the ordered (?:pair|triple|quadruple)|the order quadruple|your answer as the ordered triplet) \$\(([^$]+)\)\.?\$\.?$`)
	// Issue 42 (MATH Algebra): "Find $A$ and $B$ such that \[L = R\] (for
	// all $x$ besides 3 and 5.) Write your answer in the form $(A,B)$."
	pairRe   = regexp.MustCompile(`^Find ` + names + ` such that ` + display + ` ?(?:for all \$x\$ besides -?\d+ and -?\d+\. )?(?:Write your answer in the form|Express your answer as an ordered pair in the form) \$\(([^$]+)\)\.?\$\.?$`)
	existRe  = regexp.MustCompile(`^There (?:exist constants|are real numbers|are numbers|are values) ` + names + ` (?:so that|such that|for which) ` + display + ` ?(?:for every number \$x\\neq\\pm1\$\. ?)?Find (?:the product )?\$([^$]+?)\.?\$\.?$`)
	nameRe   = regexp.MustCompile(`\$([A-Za-z](?:_\d)?),?\$`)
	spacesRe = regexp.MustCompile(`\s+`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes, the equation's letters are not x and the constants, or the
// tuple or E names other letters.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	var q Question
	var eqSrc string
	m := findRe.FindStringSubmatch(s)
	if m == nil {
		m = pairRe.FindStringSubmatch(s)
	}
	if m != nil {
		q.Names, eqSrc = readNames(m[1]), m[2]
		tuple := strings.Split(spacesRe.ReplaceAllString(m[3], ""), ",")
		if strings.Join(tuple, ",") != strings.Join(q.Names, ",") {
			return Question{}, false
		}
	} else if m := existRe.FindStringSubmatch(s); m != nil {
		q.Names, eqSrc = readNames(m[1]), m[2]
		e, err := latex.ParseExpr(m[3])
		if err != nil {
			return Question{}, false
		}
		for _, v := range pm.FreeVars(e) {
			if !contains(q.Names, v) {
				return Question{}, false
			}
		}
		q.Expr = e
	} else {
		return Question{}, false
	}
	e, err := latex.ParseExpr(eqSrc)
	rel, ok := e.(*ast.Rel)
	if err != nil || !ok || len(rel.Args) != 2 || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
		return Question{}, false
	}
	x := false
	for _, v := range pm.FreeVars(e) {
		switch {
		case v == "x":
			x = true
		case !contains(q.Names, v):
			return Question{}, false
		}
	}
	if !x || len(q.Names) < 2 {
		return Question{}, false
	}
	q.L, q.R, q.Src = rel.Args[0], rel.Args[1], eqSrc
	return q, true
}

func readNames(src string) []string {
	var out []string
	for _, m := range nameRe.FindAllStringSubmatch(src, -1) {
		out = append(out, m[1])
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}
