package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// withValueEvidence attaches the comparison "recomputed value = answer".
func WithValueEvidence(r Result, what string, v cas.Value, ans ast.Expr, pts []cas.Env) Result {
	r.Evidence = []Comparison{{What: what, Left: ValueExpr(v), Right: ans, Points: pts, Want: record.WantEqual}}
	return r
}

// WithExactEvidence attaches the comparison of two exact values: the one
// leg 1 computed (want) and the answer's (ans, as the answer writes it, or
// its value). A family with no expression another engine could evaluate
// (a search, a numeral in another base, a residue) records at least this.
func WithExactEvidence(r Result, what string, want *big.Rat, ans ast.Expr) Result {
	r.Evidence = []Comparison{{What: what + ", exact values", Left: ValueExpr(cas.Rat(want)), Right: ans, Want: record.WantEqual}}
	return r
}

// IntExpr writes an integer as an expression.
func IntExpr(n *big.Int) ast.Expr { return ValueExpr(cas.Rat(new(big.Rat).SetInt(n))) }
