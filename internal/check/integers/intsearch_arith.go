package integers

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The indicators of the arithmetic conditions of a search (primality, a
// divisor count, a digit sum or product), for another engine to re-enumerate a
// search with them: sums and products of sign and floor over trial
// divisors or digits, their bounds fixed by the largest candidate.

// Bounds of the arithmetic indicators: the trial divisors of a prime test
// and of a divisor count (up to the square root of the largest
// candidate), the digits of a digit sum. Past them the indicator is not
// written (another engine expands each sum into its terms, within 4,096
// characters).
const (
	maxPrimeTrial   = 32
	maxDivisorTrial = 20
	maxSumDigits    = 15
)

// arithIndicator is the condition cd on the integer x, |x| ≤ top, as an
// expression that is 1 where it holds and 0 elsewhere (before its
// "not"); nil for another condition, one on a formula, or past the
// bounds.
//
//	prime:          [x > 1] · Π_{d=2}^{⌊√top⌋} sign(sign(x/d - ⌊x/d⌋) + [d + 1 > x])
//	divisor count:  [Σ_{d=1}^{⌊√top⌋} [d | x]·[d² ≤ x]·(2 - [d² = x]) = K]
//	digit sum:      [Σ_{j=0}^{L-1} (⌊x/10^j⌋ - 10·⌊x/10^(j+1)⌋) = K], x ≥ 0
//	digit product:  digitProduct
func arithIndicator(cd searchCond, x ast.Expr, top *big.Int) ast.Expr {
	if cd.Subj != nil {
		return nil
	}
	root := new(big.Int).Sqrt(top).Int64()
	d := &ast.Ident{Name: trialName(x)}
	switch cd.Op {
	case statement.OpPrime:
		if root > maxPrimeTrial {
			return nil
		}
		notDiv := &ast.Func{Name: ast.Sign, Args: []ast.Expr{fracPart(x, d)}}
		beyond := greater(&ast.Binary{Op: ast.Add, X: d, Y: one()}, x)
		f := &ast.Func{Name: ast.Sign, Args: []ast.Expr{&ast.Binary{Op: ast.Add, X: notDiv, Y: beyond}}}
		ind := greater(x, one())
		if root < 2 {
			return ind
		}
		prod := &ast.BigOp{Prod: true, Var: d.Name, Lo: decide.IntExpr(big.NewInt(2)), Hi: decide.IntExpr(big.NewInt(root)), X: f}
		return &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: ind, Y: prod}
	case statement.OpDivisorCount:
		if root > maxDivisorTrial || cd.K < 1 {
			return nil
		}
		sq := &ast.Binary{Op: ast.Pow, X: d, Y: &ast.Number{Int: "2"}}
		divides := &ast.Binary{Op: ast.Sub, X: one(), Y: &ast.Func{Name: ast.Sign, Args: []ast.Expr{fracPart(x, d)}}}
		below := greater(&ast.Binary{Op: ast.Add, X: x, Y: one()}, sq)
		pair := &ast.Binary{Op: ast.Sub, X: decide.IntExpr(big.NewInt(2)), Y: equalInd(sq, x)}
		t := &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: divides, Y: below}, Y: pair}
		sum := &ast.BigOp{Var: d.Name, Lo: one(), Hi: decide.IntExpr(big.NewInt(max(root, 1))), X: t}
		return equalInd(sum, decide.IntExpr(big.NewInt(int64(cd.K))))
	case statement.OpDigitSum:
		n := len(top.String())
		if n > maxSumDigits || cd.K < 0 {
			return nil
		}
		pow := func(e ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Pow, X: decide.IntExpr(big.NewInt(10)), Y: e} }
		fl := func(e ast.Expr) ast.Expr {
			return &ast.Func{Name: ast.Floor, Args: []ast.Expr{&ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: x, Y: pow(e)}}}
		}
		digit := &ast.Binary{Op: ast.Sub, X: fl(d), Y: &ast.Binary{Op: ast.Mul, X: decide.IntExpr(big.NewInt(10)), Y: fl(&ast.Binary{Op: ast.Add, X: d, Y: one()})}}
		sum := &ast.BigOp{Var: d.Name, Lo: decide.IntExpr(new(big.Int)), Hi: decide.IntExpr(big.NewInt(int64(n - 1))), X: digit}
		return &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: greater(x, decide.IntExpr(big.NewInt(-1))), Y: equalInd(sum, decide.IntExpr(big.NewInt(int64(cd.K))))}
	case statement.OpDigitProduct:
		return digitProduct(x, top, cd.K)
	}
	return nil
}

// digitProduct is [the digits of x multiply to k], x ≥ 0: the units digit
// times Π_{j=1}^{L-1} (digit_j + [10^j > x]), a position past x's own
// digits counting 1, not 0.
func digitProduct(x ast.Expr, top *big.Int, k int) ast.Expr {
	n := len(top.String())
	if n > maxSumDigits || k < 0 {
		return nil
	}
	ten := decide.IntExpr(big.NewInt(10))
	fl := func(e ast.Expr) ast.Expr {
		return &ast.Func{Name: ast.Floor, Args: []ast.Expr{&ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: x, Y: &ast.Binary{Op: ast.Pow, X: ten, Y: e}}}}
	}
	units := &ast.Binary{Op: ast.Sub, X: x, Y: &ast.Binary{Op: ast.Mul, X: ten, Y: fl(one())}}
	var prod ast.Expr = units
	if n > 1 {
		d := &ast.Ident{Name: trialName(x)}
		digit := &ast.Binary{Op: ast.Sub, X: fl(d), Y: &ast.Binary{Op: ast.Mul, X: ten, Y: fl(&ast.Binary{Op: ast.Add, X: d, Y: one()})}}
		f := &ast.Binary{Op: ast.Add, X: digit, Y: greater(&ast.Binary{Op: ast.Pow, X: ten, Y: d}, x)}
		prod = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: units, Y: &ast.BigOp{Prod: true, Var: d.Name, Lo: one(), Hi: decide.IntExpr(big.NewInt(int64(n - 1))), X: f}}
	}
	return &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: greater(x, decide.IntExpr(big.NewInt(-1))), Y: equalInd(prod, decide.IntExpr(big.NewInt(int64(k))))}
}

// fracPart is x/d - ⌊x/d⌋ (0 exactly when d divides x).
func fracPart(x, d ast.Expr) ast.Expr {
	q := &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: x, Y: d}
	return &ast.Binary{Op: ast.Sub, X: q, Y: &ast.Func{Name: ast.Floor, Args: []ast.Expr{q}}}
}

// equalInd is [a = b] for integers: 1 - sign(|a - b|).
func equalInd(a, b ast.Expr) ast.Expr {
	return &ast.Binary{Op: ast.Sub, X: one(), Y: &ast.Func{Name: ast.Sign, Args: []ast.Expr{&ast.Func{Name: ast.Abs, Args: []ast.Expr{&ast.Binary{Op: ast.Sub, X: a, Y: b}}}}}}
}

// trialName is a name for the index of a trial sum that the candidate's
// expression does not use.
func trialName(x ast.Expr) string {
	for _, n := range []string{"d", "j", "m", "q"} {
		if !statement.ContainsVar(x, n) {
			return n
		}
	}
	return "t"
}
