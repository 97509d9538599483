// Package funceq reads a functional equation in one variable whose other
// argument cycles back (issue 42, MATH Intermediate Algebra): "The
// function $f(x)$ satisfies \[f(x) + 2f(1 - x) = 3x^2\]for all real
// numbers $x.$ Find $f(4).$" The equation holds f at x and at one other
// argument φ(x) only, each call replaced by a letter (U for f(x), V for
// f(φ(x))). The whole statement must be the shape. The package reads;
// internal/check/given (CheckFuncCycle) decides.
package funceq

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is Eq (left minus right, f(x) written U and f(Phi) V) for
// every x but Except, and the value f(At) asked.
type Question struct {
	Eq     ast.Expr
	Phi    ast.Expr
	Except ast.Expr // nil when every x
	At     ast.Expr
	EqSrc  string
}

var shapeRe = regexp.MustCompile(`^The function \$f(?:\(x\)| : \\mathbb\{R\} \\to \\mathbb\{R\})\$ satisfies \\\[(.+?)\\\]\s*for all (?:real numbers )?\$x(?: \\neq ([^$]+?))?\.\$ ?Find \$f\(([^$()]+)\)\.\$$`)

// Read reads the question; ok is false when the statement is not the
// shape.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "The function $f") {
		return Question{}, false
	}
	problem = statement.DisplayBrackets(problem)
	p := strings.Join(strings.Fields(problem), " ")
	m := shapeRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	if strings.ContainsAny(m[1], "UV") {
		return Question{}, false
	}
	eq, args, ok := replaceCalls(m[1])
	if !ok || len(args) != 2 || args[0] != "x" {
		return Question{}, false
	}
	rel, err := latex.ParseExpr(eq)
	r, isRel := rel.(*ast.Rel)
	if err != nil || !isRel || len(r.Args) != 2 || r.Ops[0] != ast.Eq {
		return Question{}, false
	}
	phi, err1 := latex.ParseExpr(args[1])
	at, err2 := latex.ParseExpr(m[3])
	if err1 != nil || err2 != nil {
		return Question{}, false
	}
	q := Question{Eq: &ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]}, Phi: phi, At: at, EqSrc: m[1]}
	if m[2] != "" {
		ex, err := latex.ParseExpr(m[2])
		if err != nil {
			return Question{}, false
		}
		q.Except = ex
	}
	return q, true
}

// replaceCalls replaces each f(…) (or f \left( … \right)) by U for the
// argument x and V for the other; args are the distinct
// arguments, "x" first.
func replaceCalls(src string) (string, []string, bool) {
	var b strings.Builder
	var args []string
	for i := 0; i < len(src); {
		if src[i] != 'f' || i > 0 && isLetter(src[i-1]) || i+1 < len(src) && isLetter(src[i+1]) && !strings.HasPrefix(src[i+1:], "\\left") && !strings.HasPrefix(src[i+1:], " \\left") {
			b.WriteByte(src[i])
			i++
			continue
		}
		j := i + 1
		for j < len(src) && src[j] == ' ' {
			j++
		}
		open, closeTok := "(", ")"
		if strings.HasPrefix(src[j:], `\left(`) {
			open, closeTok = `\left(`, `\right)`
		} else if !strings.HasPrefix(src[j:], "(") {
			return "", nil, false
		}
		start := j + len(open)
		depth, k := 0, start
		end := -1
		for ; k < len(src); k++ {
			switch {
			case strings.HasPrefix(src[k:], closeTok) && depth == 0:
				end = k
			case src[k] == '(':
				depth++
			case src[k] == ')':
				depth--
			}
			if end >= 0 {
				break
			}
		}
		if end < 0 {
			return "", nil, false
		}
		arg := strings.TrimSpace(src[start:end])
		if strings.Contains(strings.NewReplacer(`\dfrac`, "", `\tfrac`, "", `\frac`, "").Replace(arg), "f") {
			return "", nil, false
		}
		slot := -1
		for n, a := range args {
			if a == arg {
				slot = n
			}
		}
		if slot < 0 {
			args = append(args, arg)
			slot = len(args) - 1
		}
		if slot > 1 || arg == "x" && slot != 0 || arg != "x" && slot == 0 {
			return "", nil, false
		}
		b.WriteString(" " + string("UV"[slot]) + " ")
		i = end + len(closeTok)
	}
	return b.String(), args, true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\\' }
