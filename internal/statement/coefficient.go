package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, Gaokao and OlympiadBench (and MATH): the coefficient of a
// monomial, or the constant term, in the expansion of a formula. The
// question is read only from a whole-statement shape: every word of the
// prose belongs to the shape ("What is the coefficient of $x^2$ in the
// expansion of $(x+1/x)^6$?", "Find the constant term in the expansion of
// $F$.", "When $F$ is multiplied out, what is the coefficient of the $x^2$
// term?"), and the statement has exactly the formulas the shape names. One
// extra word and the statement keeps today's reading (the cue table's
// "coefficients" leaves it undecided).

// CoefQuestion is a coefficient question read from its shape.
type CoefQuestion struct {
	Shape    string   // the shape, as a reviewer reads it
	Mono     ast.Expr // the monomial asked; nil for the constant term
	MonoSrc  string
	Expr     ast.Expr // the formula expanded
	ExprSrc  string
	Fraction bool // "Express your answer as a common fraction."
}

// coefShape is one shape: mono and expr are the indexes of the monomial
// and of the expanded formula among the statement's formulas (mono -1:
// the constant term).
type coefShape struct {
	re         *regexp.Regexp
	name       string
	mono, expr int
}

const coefFraction = `( express your answer as a common fraction[.]?)?`

var coefShapes = []coefShape{
	{regexp.MustCompile(`^(what is|what's|find|compute|determine) the coefficient of (the )?\$( term)? in the (full )?expansion of (the product )?\$[.?]?` + coefFraction + `$`),
		"What is the coefficient of $M$ in the expansion of $F$?", 0, 1},
	{regexp.MustCompile(`^(what is|what's|find|compute|determine) the coefficient of (the )?\$( term)? in \$[.?]?` + coefFraction + `$`),
		"What is the coefficient of $M$ in $F$?", 0, 1},
	{regexp.MustCompile(`^(what is|find|compute|determine) the constant term (in|of) the expansion of (the product )?\$[.?]?` + coefFraction + `$`),
		"Find the constant term in the expansion of $F$.", -1, 0},
	{regexp.MustCompile(`^when \$ is (multiplied out|expanded),? what is the coefficient of (the )?\$( term)?[.?]?` + coefFraction + `$`),
		"When $F$ is multiplied out, what is the coefficient of the $M$ term?", 1, 0},
	{regexp.MustCompile(`^in the expansion of \$,? what is the coefficient of (the )?\$( term)?[.?]?` + coefFraction + `$`),
		"In the expansion of $F$, what is the coefficient of the $M$ term?", 1, 0},
}

var coefPunct = strings.NewReplacer("，", ", ", "。", ". ", "？", "?")

// ReadCoefQuestion reads a coefficient question from the whole statement;
// ok is false when the statement is not one of the shapes.
func ReadCoefQuestion(problem string) (CoefQuestion, bool) {
	if !strings.Contains(problem, "coefficient") && !strings.Contains(problem, "constant term") {
		return CoefQuestion{}, false
	}
	problem = coefPunct.Replace(UnicodeFix.Replace(problem))
	norm, srcs := ShapeProse(problem, " .,;?")
	for _, sh := range coefShapes {
		m := sh.re.FindStringSubmatch(norm)
		if m == nil || len(srcs) != 1+boolInt(sh.mono >= 0) {
			continue
		}
		q := CoefQuestion{Shape: sh.name, ExprSrc: srcs[sh.expr], Fraction: m[len(m)-1] != ""}
		var err error
		if q.Expr, err = latex.ParseExpr(q.ExprSrc); err != nil {
			return CoefQuestion{}, false
		}
		if sh.mono >= 0 {
			q.MonoSrc = srcs[sh.mono]
			if q.Mono, err = latex.ParseExpr(q.MonoSrc); err != nil {
				return CoefQuestion{}, false
			}
		}
		switch q.Expr.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			return CoefQuestion{}, false
		}
		return q, true
	}
	return CoefQuestion{}, false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CoefVars returns the letters of the expanded formula; ok is false when
// one of them is a letter a book uses for a constant (i, e).
func (q CoefQuestion) CoefVars() ([]string, bool) {
	vars := pm.FreeVars(q.Expr)
	for _, v := range vars {
		if v == "i" || v == "e" {
			return nil, false
		}
	}
	return vars, true
}

// FractionUnmet says the answer is not a common fraction where the shape
// asks for one ("" when it is, or none is asked).
func (q CoefQuestion) FractionUnmet(a ast.Expr) string {
	if !q.Fraction || isCommonFraction(a) {
		return ""
	}
	return "the statement asks for the answer as a common fraction, and the answer is not written in that form"
}
