package answer

import (
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// FreeVars returns the variables of e in order of first appearance: every
// identifier that is not bound inside e. A sum's or product's index, a
// limit's variable and a definite integral's variable are bound; the
// variable of an indefinite integral or a derivative stays free (∫f(x)dx
// and d/dx f(x) are functions of x). Names of functions are not variables.
func FreeVars(e ast.Expr) []string {
	var out []string
	collect(e, nil, &out)
	return out
}

// SortedFreeVars is FreeVars sorted by name.
func SortedFreeVars(e ast.Expr) []string {
	out := FreeVars(e)
	slices.Sort(out)
	return out
}

func collect(e ast.Expr, bound []string, out *[]string) {
	if e == nil {
		return
	}
	ast.Inspect(e, func(n ast.Expr) bool {
		inner := func(x ast.Expr, v string) { collect(x, append(slices.Clip(bound), v), out) }
		switch n := n.(type) {
		case *ast.Ident:
			if !slices.Contains(bound, n.Name) && !slices.Contains(*out, n.Name) {
				*out = append(*out, n.Name)
			}
		case *ast.Limit:
			collect(n.To, bound, out)
			inner(n.X, n.Var)
			return false
		case *ast.Integral:
			if n.Lo == nil || n.Hi == nil {
				return true
			}
			collect(n.Lo, bound, out)
			collect(n.Hi, bound, out)
			inner(n.X, n.Var)
			return false
		case *ast.BigOp:
			collect(n.Lo, bound, out)
			collect(n.Hi, bound, out)
			inner(n.X, n.Var)
			return false
		}
		return true
	})
}

// Union returns the names of a followed by those of b not in a.
func Union(a, b []string) []string {
	out := slices.Clone(a)
	for _, x := range b {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// intParams are the names the books and the benchmarks give the integer
// parameter of a family (`\frac{\pi}{2} + \pi k`, `2\pi n`, `z \in
// \mathbb{Z}`), with or without a subscript (k_1, n_2).
var intParams = map[string]bool{
	"k": true, "n": true, "m": true, "l": true, "j": true, "p": true, "q": true,
	"r": true, "s": true, "t": true, "z": true, "N": true, "K": true,
}

// IsIntParam reports whether name is an integer parameter's name.
func IsIntParam(name string) bool {
	base, _, _ := strings.Cut(name, "_")
	return intParams[base]
}

// AllIntParams reports whether every name is an integer parameter's.
func AllIntParams(names []string) bool {
	for _, v := range names {
		if !IsIntParam(v) {
			return false
		}
	}
	return true
}
