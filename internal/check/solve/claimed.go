package solve

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// claimed is one claimed root after ± expansion.
type Claimed struct {
	E      ast.Expr
	Src    string
	Params []string   // integer parameters of a family
	Tol    *big.Float // how far a decimal root may lie from a true one (decimalTolerance)
	// refuse says why a decimal root within tol of a true root is still not
	// confirmed (an exact value asked, more digits than asked), or "".
	Refuse string
	// approx says the statement asks for an approximation, so a rounded
	// decimal stands for a root (answer.RoundingStands).
	Approx bool
	Value  cas.Value // the value (no parameters, no equation parameters)
	Exact  bool
	HasVal bool
}
