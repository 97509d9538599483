package forms

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

func Bin(op ast.BinaryOp, x, y ast.Expr) ast.Expr { return &ast.Binary{Op: op, X: x, Y: y} }

// needsPositive reports roots, fractional or symbolic powers and logarithms
// of expressions with variables: the books then take the variables positive.
// An absolute value does not: it restricts no domain, and taking the
// variables positive would hide exactly what |x| changes.
func NeedsPositive(e ast.Expr) bool { return SignSensitive(e) }

// signGrid is the grid a non-rational argument's sign is read on: steps
// of 1/2 on [-20, 20] and a few far points.
var signGrid = func() []*big.Rat {
	var g []*big.Rat
	for _, v := range []int64{-1000, -100, -50, -30} {
		g = append(g, big.NewRat(v, 1))
	}
	for k := int64(-40); k <= 40; k++ {
		g = append(g, big.NewRat(k, 2))
	}
	for _, v := range []int64{30, 50, 100, 1000} {
		g = append(g, big.NewRat(v, 1))
	}
	return g
}()

// signChangeSamples returns both neighbours of every sign change of e(x)
// between consecutive points of signGrid where e is defined.
func (c *checker) signChangeSamples(e ast.Expr, x string) []*big.Rat {
	var out []*big.Rat
	var prev *big.Rat
	prevSign := 0
	for _, p := range signGrid {
		v, err := c.Eval(e, cas.Env{x: cas.Rat(p)})
		if err != nil {
			if !decide.IsDomain(err) {
				return out
			}
			continue
		}
		s := v.Sign()
		if s != 0 && prevSign != 0 && s != prevSign {
			out = append(out, prev, p)
		}
		if s != 0 {
			prev, prevSign = p, s
		}
	}
	return out
}

// signSensitive reports roots, fractional or symbolic powers and
// logarithms of expressions with variables: their simplification depends
// on the signs of the variables (√(x²) is x only for x ≥ 0), so the books'
// positivity convention may decide it. Absolute values do not restrict
// the domain and are not sign-sensitive in this sense.
func SignSensitive(e ast.Expr) bool {
	return statement.Contains(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Root:
			return len(pm.FreeVars(n.X)) > 0
		case *ast.Binary:
			if n.Op != ast.Pow || len(pm.FreeVars(n.X)) == 0 {
				return false
			}
			_, ok := statement.IntLiteral(n.Y)
			return !ok
		case *ast.Func:
			switch n.Name {
			case ast.Ln, ast.Log, ast.Lg:
				return len(pm.FreeVars(n)) > 0
			}
		}
		return false
	})
}
