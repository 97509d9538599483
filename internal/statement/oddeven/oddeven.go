// Package oddeven reads a value of a function with unknown constants
// known at one point (issue 42, MATH Intermediate Algebra): "Let $f(x) =
// ax^7 + bx^3 + cx - 5.$ If $f(-7) = 7,$ then find $f(7).$", "Let $f(x) =
// ax^6 + bx^4 - cx^2 + 3.$ If $f(91) = 1$, find $f(91) + f(-91)$." The
// unknown constants are the letters a, b, c, d of the formula. The whole
// statement must be the shape. The package reads; internal/check/given
// (CheckOddEven) decides.
package oddeven

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Call is Sign·f(At) in the sum asked.
type Call struct {
	At   ast.Expr
	Sign int
}

// Question is f (a formula in x and the unknowns Unknowns), its value Is
// at Known, and the sum of calls Asked.
type Question struct {
	F         ast.Expr
	FSrc      string
	Unknowns  []string
	Known, Is ast.Expr
	Asked     []Call
	AskedSrc  string
}

var (
	shapeRe = regexp.MustCompile(`^Let \$f\(x\) = ([^$]+?)\.?\$\.? If \$f\(([^$()]+)\) = ([^$]+?)[,.]?\$,? (?:then )?find \$([^$]+?)\.?\$\.?$`)
	callRe  = regexp.MustCompile(`^\s*([+-]?)\s*f\(([^()]+)\)`)
)

// Read reads the question; ok is false when the statement is not the
// shape.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "Let $f(x) = ") {
		return Question{}, false
	}
	p := strings.Join(strings.Fields(statement.DisplayBrackets(problem)), " ")
	m := shapeRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	f, err := latex.ParseExpr(m[1])
	if err != nil {
		return Question{}, false
	}
	q := Question{F: f, FSrc: m[1], AskedSrc: m[4]}
	hasX := false
	for _, v := range pm.FreeVars(f) {
		switch v {
		case "x":
			hasX = true
		case "a", "b", "c", "d":
			q.Unknowns = append(q.Unknowns, v)
		default:
			return Question{}, false
		}
	}
	if !hasX || len(q.Unknowns) == 0 {
		return Question{}, false
	}
	k, err1 := latex.ParseExpr(m[2])
	v, err2 := latex.ParseExpr(m[3])
	if err1 != nil || err2 != nil || len(pm.FreeVars(k))+len(pm.FreeVars(v)) > 0 {
		return Question{}, false
	}
	q.Known, q.Is = k, v
	rest := m[4]
	for steps := 0; rest != "" && steps < 4; steps++ {
		c := callRe.FindStringSubmatch(rest)
		if c == nil || steps > 0 && c[1] == "" {
			return Question{}, false
		}
		at, err := latex.ParseExpr(c[2])
		if err != nil || len(pm.FreeVars(at)) > 0 {
			return Question{}, false
		}
		sign := 1
		if c[1] == "-" {
			sign = -1
		}
		q.Asked = append(q.Asked, Call{At: at, Sign: sign})
		rest = strings.TrimSpace(rest[len(c[0]):])
	}
	if rest != "" || len(q.Asked) == 0 {
		return Question{}, false
	}
	return q, true
}
