package linalg

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkDistanceInRn (issue 25, CollegeMath linear algebra): the distance
// between two integer points of ℝⁿ is √d, d the sum of the squared
// differences, computed exactly. The answer is "$\sqrt{m}$", "$a \sqrt{m}$"
// or "$a$" (integers); it is the distance exactly when it is positive and
// its square a²·m equals d.
func checkDistanceInRn(p, q []string, answerSrc string) decide.Result {
	kind := statement.KindValue
	d := new(big.Int)
	for i := range p {
		a, ok1 := new(big.Int).SetString(p[i], 10)
		b, ok2 := new(big.Int).SetString(q[i], 10)
		if !ok1 || !ok2 {
			return decide.Undecided(kind, "the coordinates are not integers")
		}
		a.Sub(a, b)
		d.Add(d, a.Mul(a, a))
	}
	coef, rad := big.NewInt(1), big.NewInt(1)
	if m := surdAnswerRe.FindStringSubmatch(strings.TrimSpace(answerSrc)); m != nil {
		if m[1] != "" {
			coef.SetString(m[1], 10)
		}
		rad.SetString(m[2], 10)
	} else if m := natAnswerRe.FindStringSubmatch(strings.TrimSpace(answerSrc)); m != nil {
		coef.SetString(m[1], 10)
	} else {
		return decide.Undecided(kind, "the answer is not \"$\\sqrt{m}$\", \"$a \\sqrt{m}$\" or \"$a$\" with natural numbers")
	}
	sq := new(big.Int).Mul(coef, coef)
	sq.Mul(sq, rad)
	how := fmt.Sprintf("the distance between (%s) and (%s) is √%s (the sum of the squared coordinate differences, exact)", strings.Join(p, ", "), strings.Join(q, ", "), d)
	// The defining equation: the sum of the squared differences of the
	// coordinates equals the answer a·√m squared.
	var sum ast.Expr
	for i := range p {
		a, _ := new(big.Rat).SetString(p[i])
		b, _ := new(big.Rat).SetString(q[i])
		diff := &ast.Binary{Op: ast.Sub, X: ratExpr(a), Y: ratExpr(b)}
		t := &ast.Binary{Op: ast.Pow, X: diff, Y: &ast.Number{Int: "2"}}
		if sum == nil {
			sum = t
		} else {
			sum = &ast.Binary{Op: ast.Add, X: sum, Y: t}
		}
	}
	ans := &ast.Binary{Op: ast.Mul, X: decide.IntExpr(coef), Y: &ast.Root{X: decide.IntExpr(rad)}}
	ev := []decide.Comparison{equal("the squared distance against the answer squared", sum, &ast.Binary{Op: ast.Pow, X: ans, Y: &ast.Number{Int: "2"}})}
	var r decide.Result
	if sq.Cmp(d) != 0 { // a and m are natural numbers: the answer is not negative
		r = decide.Refute(kind, "%s; the answer squared is %s", how, sq)
	} else {
		r = decide.Confirm(kind, "%s; the answer squared is %s, equal", how, sq)
	}
	r.Evidence = ev
	return r
}

var (
	surdAnswerRe = regexp.MustCompile(`^\$(?:(\d{1,9})\s*)?\\sqrt\{(\d{1,9})\}\$\.?$`)
	natAnswerRe  = regexp.MustCompile(`^\$(\d{1,9})\$\.?$`)
)
