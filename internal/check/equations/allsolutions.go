package equations

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// "Find all (the) solutions to $E$", "Find all real values of $x$ that
// satisfy $E$", "Find the solutions to $E$": the words ask for every
// solution of the one equation (internal/check's refineKind then reads the
// statement as "solve"), when its formulas are algebraic.

// AsksAllSolutions reports words asking for every solution: "find all
// (the) (real) solutions", "find all real values of $x$", "the
// solutions to", "Find the positive solution to $E$." (the whole prose: a
// restriction the equation's checker applies); not "find a solution",
// "find $x$".
func AsksAllSolutions(st *statement.Statement) bool {
	if st.Read.Named(statement.CueTopic, "all solutions") {
		return true
	}
	for _, h := range st.Read.Hits {
		switch {
		case h.Def.Class == statement.CueTopic && h.Def.Name == "solve request" &&
			(h.Words == "find all" || h.Words == "determine all" || strings.HasPrefix(h.Words, "solutions ") || strings.HasPrefix(h.Words, "roots ")):
			return true
		case h.Def.Class == statement.CueRestrict && statement.SolutionConds[h.Def.Name] != nil && (strings.Contains(h.Words, "solution") || strings.Contains(h.Words, "root")):
			// "Find the positive solution to $E$.", the whole prose: the
			// solutions restricted.
			p := strings.TrimSuffix(statement.NormalShapeProse(strings.ToLower(st.Prose)), ".")
			if p == "find the "+h.Words+" to $" || p == "find the "+h.Words+" of $" {
				return true
			}
		}
	}
	return false
}

// AlgebraicTargets reports targets that are all algebraic (algebraicOnly): a statement whose every formula has no function whose convention could change its solutions.
func AlgebraicTargets(st *statement.Statement) bool {
	for _, t := range st.Targets {
		if !algebraicOnly(t.E) {
			return false
		}
	}
	return true
}

// algebraicOnly reports a formula of numbers, letters, the arithmetic
// operations, powers and radicals only.
func algebraicOnly(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(x ast.Expr) bool {
		switch x.(type) {
		case nil, *ast.Number, *ast.Ident, *ast.Unary, *ast.Binary, *ast.Root, *ast.Rel:
		default:
			ok = false
		}
		return ok
	})
	return ok
}
