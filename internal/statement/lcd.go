package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (CollegeMath): "Find the Least Common Denominator: $D_1, D_2,
// …$" and "Build up each fraction by finding the Least Common
// Denominator: $F_1, F_2, …$" read from the whole statement; the one
// formula is a list of two to six items.

var (
	lcdFindRe  = regexp.MustCompile(`^find the least common denominator: \$$`)
	lcdBuildRe = regexp.MustCompile(`^build up each fraction by finding the least common denominator: \$$`)
)

// LCDQuestion is what ReadLCDQuestion read: the listed items (the
// denominators, or the fractions to build up when BuildUp).
type LCDQuestion struct {
	Items   []ast.Expr
	BuildUp bool
	Src     string
}

// ReadLCDQuestion reads the two shapes; ok is false for any other
// statement.
func ReadLCDQuestion(problem string) (LCDQuestion, bool) {
	if !strings.Contains(problem, "Common Denominator") && !strings.Contains(problem, "common denominator") {
		return LCDQuestion{}, false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .;")
	build := lcdBuildRe.MatchString(norm)
	if len(srcs) != 1 || !build && !lcdFindRe.MatchString(norm) {
		return LCDQuestion{}, false
	}
	a, err := ReadAnswer(srcs[0])
	if err != nil || a.Root == nil || len(a.Items) < 2 || len(a.Items) > 6 {
		return LCDQuestion{}, false
	}
	q := LCDQuestion{BuildUp: build, Src: srcs[0]}
	for _, it := range a.Items {
		if it.Name != "" {
			return LCDQuestion{}, false
		}
		q.Items = append(q.Items, it.E)
	}
	return q, true
}
