package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/constident"
)

// Issue 42 (MATH Intermediate Algebra): the constants that make an
// equation in x an identity (constident.Read, given.CheckConstIdentity).
// The solution is unique, so any other tuple is wrong: the answer's tuple
// is mutated to its first two entries swapped, its first entry negated
// and its last entry plus 1; a value asked, to itself plus 1 and to its
// opposite (each kept when it changes the answer).
const IdentitySlip = "identity-slip"

func init() { registerFamily(IdentitySlip, (*gen).identitySlips) }

func (g *gen) identitySlips(problem, _ string) {
	if _, ok := constident.Read(problem); !ok {
		return
	}
	var entries []*big.Rat
	t, isTuple := g.root.(*ast.Tuple)
	if isTuple && t.Left == '(' && len(t.Items) >= 2 {
		for _, e := range t.Items {
			v, ok := g.exactValue(e)
			if !ok {
				return
			}
			entries = append(entries, v)
		}
	} else if v, ok := g.exactValue(g.root); ok {
		entries = []*big.Rat{v}
	} else {
		return
	}
	n := len(entries)
	var slips [][]*big.Rat
	if n >= 2 {
		slips = append(slips, append([]*big.Rat{entries[1], entries[0]}, entries[2:]...))
	}
	slips = append(slips,
		append([]*big.Rat{new(big.Rat).Neg(entries[0])}, entries[1:]...),
		append(append([]*big.Rat{}, entries[:n-1]...), new(big.Rat).Add(entries[n-1], big.NewRat(1, 1))))
	for _, m := range slips {
		same := true
		var items []ast.Expr
		for i, v := range m {
			same = same && v.Cmp(entries[i]) == 0
			e, err := latex.ParseExpr(ratLatex(v))
			if err != nil {
				return
			}
			items = append(items, e)
		}
		switch {
		case same:
		case n == 1:
			g.emit(IdentitySlip, items[0])
		default:
			g.emit(IdentitySlip, &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: items})
		}
	}
}
