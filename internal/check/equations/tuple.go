package equations

import (
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// identTuple returns the names of a tuple of distinct variables, "(x,y,z)"
// in "all ordered triples $(x,y,z)$", else nil.
func IdentTuple(e ast.Expr) []string {
	t, ok := e.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) < 2 {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, it := range t.Items {
		id, ok := it.(*ast.Ident)
		if !ok || seen[id.Name] {
			return nil
		}
		seen[id.Name] = true
		out = append(out, id.Name)
	}
	return out
}

var DigitCommaRe = regexp.MustCompile(`(\d),(\d)`)
