package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/whenvalue"
)

// Issue 42: mutations of an answer to "the value of E when x = c"
// (whenvalue.Rewrite): the neighbouring values v + 1 and v − 1, each
// different from v.

// WhenNeighbour is the mutation type of "the value of E when x = c".
const WhenNeighbour = "when-neighbour" // v as v + 1 and v − 1

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, WhenNeighbour) }

// whenValues adds the when-neighbour mutants.
func (g *gen) whenValues(problem string) {
	if _, ok := whenvalue.Rewrite(problem); !ok {
		return
	}
	if _, _, ok := g.oneValue(); !ok {
		return
	}
	for _, d := range []int64{1, -1} {
		g.emit(WhenNeighbour, &ast.Binary{Op: ast.Add, X: g.root, Y: algebra.RatExpr(big.NewRat(d, 1))})
	}
}
