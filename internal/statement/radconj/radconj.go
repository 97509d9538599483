// Package radconj reads a question on the radical conjugate of a number
// a + b√c (issue 42, MATH Intermediate Algebra): "What is the radical
// conjugate of $2\sqrt{7} - 1$?", "Compute the product of the number
// $5+\sqrt{3}$ and its radical conjugate.", "Compute the sum of …". The
// whole statement must be one of the shapes; internal/check/values
// (CheckRadConj) reads the number as p + q√s and decides.
package radconj

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Ask is what is asked of the number and its conjugate.
type Ask int

// The questions.
const (
	Conjugate Ask = iota + 1 // the conjugate itself
	Sum                      // the number plus its conjugate
	Product                  // the number times its conjugate
)

// Question is the number (as written) and what is asked.
type Question struct {
	Ask Ask
	N   ast.Expr
	Src string
}

var (
	conjRe = regexp.MustCompile(`^What is the radical conjugate of \$([^$]+)\$\?$`)
	opRe   = regexp.MustCompile(`^Compute the (sum|product) of the number \$([^$]+)\$ and its radical conjugate\.$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or the number does not parse.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	var q Question
	if m := conjRe.FindStringSubmatch(s); m != nil {
		q = Question{Ask: Conjugate, Src: m[1]}
	} else if m := opRe.FindStringSubmatch(s); m != nil {
		q = Question{Ask: Sum, Src: m[2]}
		if m[1] == "product" {
			q.Ask = Product
		}
	} else {
		return Question{}, false
	}
	e, err := latex.ParseExpr(strings.TrimSpace(q.Src))
	if err != nil {
		return Question{}, false
	}
	q.N = e
	return q, true
}
