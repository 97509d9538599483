package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (CollegeMath algebra): "Find a quadratic equation with
// the solutions $2 \pm \sqrt{6}$." and "... with the solutions $-4$ and
// 11." — an equation of degree two whose two solutions (with multiplicity)
// are the ones named. The whole statement is this shape or it is not read.

var quadFromRootsRe = regexp.MustCompile(`^find a quadratic equation with the solutions (\$|-?[0-9]+)( and (\$|-?[0-9]+))?\.?$`)

// ReadQuadraticFromRoots returns the two solutions named (a ± b written
// once gives both) and their source; ok is false when the statement is
// not the shape.
func ReadQuadraticFromRoots(problem string) (roots [2]ast.Expr, src string, ok bool) {
	if !strings.HasPrefix(problem, "Find a quadratic equation with the solutions") {
		return roots, "", false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .,;")
	m := quadFromRootsRe.FindStringSubmatch(norm)
	if m == nil {
		return roots, "", false
	}
	// The named solutions in order: a formula, or a number in the prose.
	var named []string
	for _, g := range []string{m[1], m[3]} {
		switch {
		case g == "":
		case g == "$":
			if len(srcs) == 0 {
				return roots, "", false
			}
			named, srcs = append(named, srcs[0]), srcs[1:]
		default:
			named = append(named, g)
		}
	}
	if len(srcs) != 0 {
		return roots, "", false
	}
	var all []ast.Expr
	for _, s := range named {
		e, err := latex.ParseExpr(s)
		if err != nil {
			return roots, "", false
		}
		switch e.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			return roots, "", false
		}
		for _, v := range pm.FreeVars(e) {
			if v != "i" {
				return roots, "", false
			}
		}
		all = append(all, pm.ExpandPM(e)...)
	}
	if len(all) != 2 {
		return roots, "", false
	}
	return [2]ast.Expr{all[0], all[1]}, strings.Join(named, " and "), true
}
