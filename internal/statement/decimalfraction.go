package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 6: a repeating decimal written as a fraction.
// "Express $0.\overline{36}$ as a common fraction.", "Find the fraction
// that equals $0.72\overline{6}$.", "What is $0.8\overline{4} -
// 0.\overline{4}$? Express your answer as a common fraction in lowest
// terms." The whole statement must be one of these shapes, word for word,
// and its one formula a closed expression of numbers, one of them at least
// a repeating decimal; the answer must then be a fraction in lowest terms.

// decimalFractionShapes are the shapes, over the prose normalised as the
// shapes of capability 1 read it (NormalShapeProse, lower case).
var decimalFractionShapes = []*regexp.Regexp{
	regexp.MustCompile(`^(express|write|convert) \$ (as|to) an? (common |simplified |reduced |improper )?fraction( in (lowest terms|simplest form))?[.]?$`),
	regexp.MustCompile(`^express as an? (common |simplified |reduced )?fraction( in (lowest terms|simplest form))?: \$[.]?$`),
	regexp.MustCompile(`^find the fraction that equals \$[.]?$`),
	regexp.MustCompile(`^what (simplified )?(common )?fraction is equivalent to \$[?]$`),
	regexp.MustCompile(`^(what is|what is the value of|compute|evaluate|find) \$[.?]? express your answer as an? (common |reduced |simplified )?fraction( in (lowest terms|simplest form))?[.]?$`),
}

// ReadDecimalFraction returns the formula of a statement that asks for a
// repeating decimal (or a closed expression of decimals with one
// repeating) written as a fraction, its source, and the statement's shape.
func ReadDecimalFraction(problem string) (e ast.Expr, src, shape string, ok bool) {
	if !strings.Contains(problem, `\overline`) {
		return nil, "", "", false
	}
	frs := latex.Fragments(problem)
	if len(frs) != 1 || frs[0].Display {
		return nil, "", "", false
	}
	prose := problem[:frs[0].Offset-1] + "$" + problem[frs[0].Offset+len(frs[0].Src)+1:]
	norm := strings.ToLower(NormalShapeProse(prose))
	src = strings.TrimRight(strings.TrimSpace(frs[0].Src), ".?")
	if strings.HasSuffix(strings.TrimSpace(frs[0].Src), "?") {
		norm = strings.Replace(norm, "$", "$?", 1)
	}
	for _, re := range decimalFractionShapes {
		if !re.MatchString(norm) {
			continue
		}
		e, err := latex.ParseExpr(src)
		if err != nil || len(pm.FreeVars(e)) != 0 || !hasRepeating(e) || !onlyArithmetic(e) {
			return nil, "", "", false
		}
		return e, src, norm, true
	}
	return nil, "", "", false
}

func hasRepeating(e ast.Expr) bool {
	found := false
	WalkExprs(e, func(x ast.Expr) bool {
		if n, ok := x.(*ast.Number); ok && n.Repeat != "" {
			found = true
		}
		return !found
	})
	return found
}

// onlyArithmetic reports numbers joined by + - · ÷ and fraction bars.
func onlyArithmetic(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Number:
		return true
	case *ast.Unary:
		return (e.Op == ast.Neg || e.Op == ast.Plus) && onlyArithmetic(e.X)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul, ast.Div:
			return e.Form != ast.FormMixed && onlyArithmetic(e.X) && onlyArithmetic(e.Y)
		}
	}
	return false
}
