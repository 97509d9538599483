// Package cosquare reads questions on completing the square (issue 42:
// MATH Algebra, CollegeMath 9.3) by the whole statement's shape:
//
//   - Equation: "<Name> solved the quadratic equation $P=0$ by completing
//     the square. In the process, he|she came up with the equivalent
//     equation $$(x+a)^2 = b,$$where $a$ and $b$ are constants. What is
//     $E$?" and "<Name> is trying to solve the following equation by
//     completing the square: $$P = 0.$$ He|She successfully rewrites the
//     above equation in the following form: $$(x + b)^2 = c,$$where $b$
//     and $c$ are integers. What is the value of $E$?" (P a quadratic in
//     the one letter of the form, E in the form's two letters);
//   - Identity: "<Name> has a quadratic of the form $x^2+bx+K$, where $b$
//     is a specific positive|negative number. Using his|her knowledge of
//     how to complete the square, <Name> is able to rewrite this quadratic
//     in the form $(x+m)^2+L$. What is $b$?";
//   - Book: "Find the value that completes the square and then rewrite as
//     a perfect square: $v^{2}+Bv+$".
//
// It reads; internal/check/shapes computes and decides. One word more, a
// form with a coefficient before x ("(ax+b)^2", not unique), is not read.
package cosquare

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Shape is the kind of question.
type Shape int

const (
	Equation Shape = iota + 1 // P = 0 rewritten as (x+a)^2 = b; E asked
	Identity                  // x^2+bx+K = (x+m)^2+L; b asked
	Book                      // the constant completing v^2+Bv, and the square
)

// Question is a completing-the-square question.
type Question struct {
	Shape Shape
	Var   string // the unknown x (v)
	// Equation: P (a polynomial, the right side 0), the form's letters A
	// (inside the square) and B (the right side), the expression asked,
	// Integers when they are said to be integers.
	P        ast.Expr
	A, B     string
	Ask      ast.Expr
	Integers bool
	// Identity: K and L (the constants), the sign of b.
	K, L     ast.Expr
	Positive bool
	// Book: the coefficient B of v, as an expression.
	Coef ast.Expr
}

var (
	eq1    = regexp.MustCompile(`^[a-z]+ solved the quadratic equation § by completing the square\. in the process, (?:he|she) came up with the equivalent equation §,? ?where § and § are (constants|integers)\. what is §\?$`)
	eq2    = regexp.MustCompile(`^[a-z]+ is trying to solve the following equation by completing the square: §\.? ?(?:he|she) successfully rewrites the above equation in the following form: §,? ?where § and § are (constants|integers)\. what is the value of §\?$`)
	ident  = regexp.MustCompile(`^([a-z]+) has a quadratic of the form §, where § is a specific (positive|negative) number\. using (?:his|her) knowledge of how to complete the square, ([a-z]+) is able to rewrite this quadratic in the form §\. what is §\?$`)
	book   = regexp.MustCompile(`^find the value that completes the square and then rewrite as a perfect square: §$`)
	formRe = regexp.MustCompile(`^\(\s*([a-z])\s*\+\s*([a-z])\s*\)\s*\^\s*\{?2\}?\s*=\s*([a-z])$`)
	quadRe = regexp.MustCompile(`^([a-z])\s*\^\s*\{?2\}?\s*\+\s*([a-z])\s*([a-z])\s*([+-].+)$`)
	sqRe   = regexp.MustCompile(`^\(\s*([a-z])\s*\+\s*([a-z])\s*\)\s*\^\s*\{?2\}?\s*([+-].+)$`)
	// spacePunct is a space before punctuation.
	spacePunct = regexp.MustCompile(` ([.?,:])`)
	bookRe     = regexp.MustCompile(`^([a-z])\s*\^\s*\{?2\}?\s*([+-].*?)\s*([a-z])\s*\+$`)
)

// prose is the statement's prose, lowercased, with each formula written §,
// and the formulas (their trailing punctuation cut).
func prose(problem string) (string, []string) {
	var b strings.Builder
	var srcs []string
	for _, p := range statement.SplitDollars(statement.UnicodeFix.Replace(problem)) {
		if !p.Math {
			b.WriteString(strings.ToLower(p.Text))
			continue
		}
		src := strings.TrimSpace(p.Text)
		trail := ""
		for len(src) > 0 && strings.ContainsRune(".,?", rune(src[len(src)-1])) {
			trail = string(src[len(src)-1]) + trail
			src = strings.TrimSpace(src[:len(src)-1])
		}
		b.WriteString(" § " + trail + " ")
		srcs = append(srcs, src)
	}
	t := strings.Join(strings.Fields(b.String()), " ")
	t = spacePunct.ReplaceAllString(t, "$1")
	return t, srcs
}

func letter(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) == 1 && s[0] >= 'a' && s[0] <= 'z' {
		return s, true
	}
	return "", false
}

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "the square") {
		return Question{}, false
	}
	t, srcs := prose(problem)
	if m := eq1.FindStringSubmatch(t); m != nil && len(srcs) == 5 {
		return readEquation(srcs, m[1] == "integers")
	}
	if m := eq2.FindStringSubmatch(t); m != nil && len(srcs) == 5 {
		return readEquation(srcs, m[1] == "integers")
	}
	if m := ident.FindStringSubmatch(t); m != nil && len(srcs) == 4 && m[1] == m[3] {
		q := quadRe.FindStringSubmatch(srcs[0])
		s := sqRe.FindStringSubmatch(srcs[2])
		b, ok1 := letter(srcs[1])
		asked, ok2 := letter(srcs[3])
		if q == nil || s == nil || !ok1 || !ok2 || q[1] != q[3] || q[1] != s[1] || q[2] != b || asked != b || s[2] == b || s[2] == q[1] {
			return Question{}, false
		}
		k, err1 := latex.ParseExpr(strings.TrimPrefix(q[4], "+"))
		l, err2 := latex.ParseExpr(strings.TrimPrefix(s[3], "+"))
		if err1 != nil || err2 != nil {
			return Question{}, false
		}
		return Question{Shape: Identity, Var: q[1], K: k, L: l, Positive: m[2] == "positive", B: b}, true
	}
	if m := book.FindStringSubmatch(t); m != nil && len(srcs) == 1 {
		b := bookRe.FindStringSubmatch(srcs[0])
		if b == nil || b[1] != b[3] {
			return Question{}, false
		}
		coef := strings.TrimPrefix(b[2], "+")
		if strings.TrimSpace(coef) == "-" {
			coef = "-1"
		}
		if strings.TrimSpace(coef) == "" {
			coef = "1"
		}
		c, err := latex.ParseExpr(coef)
		if err != nil {
			return Question{}, false
		}
		return Question{Shape: Book, Var: b[1], Coef: c}, true
	}
	return Question{}, false
}

// readEquation reads the equation's formulas: P = 0, the form
// (x+a)^2 = b, the two letters, the expression asked.
func readEquation(srcs []string, integers bool) (Question, bool) {
	f := formRe.FindStringSubmatch(srcs[1])
	a, ok1 := letter(srcs[2])
	b, ok2 := letter(srcs[3])
	if f == nil || !ok1 || !ok2 || f[2] != a || f[3] != b || a == b || f[1] == a || f[1] == b {
		return Question{}, false
	}
	e, err := latex.ParseExpr(srcs[0])
	rel, isRel := e.(*ast.Rel)
	if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
		return Question{}, false
	}
	if z, ok := rel.Args[1].(*ast.Number); !ok || z.Int != "0" || z.Frac != "" {
		return Question{}, false
	}
	ask, err := latex.ParseExpr(srcs[4])
	if err != nil {
		return Question{}, false
	}
	return Question{Shape: Equation, Var: f[1], P: rel.Args[0], A: a, B: b, Ask: ask, Integers: integers}, true
}
