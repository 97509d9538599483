package inequality

import (
	"fmt"
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// An inequality between a strictly monotone function of an expression and
// a constant (or the same function of another expression) reduces to one
// between the expressions, with the function's domain: b^g > c is g > log_b c
// (flipped for b < 1), log_b g > c is g > 0 and g > b^c, √g < c is g ≥ 0 and
// g < c², ∛g < c is g < c³. The reduction is exact: the constants must be
// rational (log_b c is accepted only when b^p = c^q for a small p/q).

// rawLink is one link A op B before it is read as a rational function.
type rawLink struct {
	a, b ast.Expr
	op   ast.RelOp
}

const maxReduceDepth = 4

func flipOp(op ast.RelOp) ast.RelOp {
	switch op {
	case ast.Lt:
		return ast.Gt
	case ast.Le:
		return ast.Ge
	case ast.Gt:
		return ast.Lt
	case ast.Ge:
		return ast.Le
	}
	return op
}

var (
	exprZero  = &ast.Number{Int: "0"}
	exprOne   = &ast.Number{Int: "1"}
	linkFalse = rawLink{exprOne, exprZero, ast.Lt}
)

// always returns the link that holds exactly on the domain of g (g ≥ g).
func always(g ast.Expr) rawLink { return rawLink{g, g, ast.Ge} }

// ratNode writes a rational number as an expression.
func ratNode(r *big.Rat) ast.Expr {
	n := &ast.Number{Int: new(big.Int).Abs(r.Num()).String()}
	var e ast.Expr = n
	if !r.IsInt() {
		e = &ast.Binary{Op: ast.Div, X: n, Y: &ast.Number{Int: r.Denom().String()}}
	}
	if r.Sign() < 0 {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}

// reduceLink reduces A op B by monotone functions until neither side is
// one; notes says which reductions were made. ok is false when a side is a
// monotone function whose constant is not exact (the caller then does not
// solve the inequality exactly).
func (c *checker) reduceLink(l rawLink, x string, depth int, notes *[]string) ([]rawLink, bool) {
	if depth > maxReduceDepth {
		return []rawLink{l}, true
	}
	a, b, op := l.a, l.b, l.op
	if !statement.ContainsVar(a, x) && statement.ContainsVar(b, x) {
		a, b, op = b, a, flipOp(op)
	}
	if !statement.ContainsVar(a, x) {
		return []rawLink{l}, true
	}
	out, how, ok, matched := c.reduceOnce(a, b, op, x)
	if !matched {
		return []rawLink{l}, true
	}
	if !ok {
		return nil, false
	}
	*notes = append(*notes, how)
	var all []rawLink
	for _, nl := range out {
		got, ok := c.reduceLink(nl, x, depth+1, notes)
		if !ok {
			return nil, false
		}
		all = append(all, got...)
	}
	return all, true
}

// reduceOnce applies one reduction to f(a) op b (a depends on x). matched
// says a monotone function was recognised; ok that it was reduced.
func (c *checker) reduceOnce(a, b ast.Expr, op ast.RelOp, x string) (out []rawLink, how string, ok, matched bool) {
	src := statement.Clip(ast.Print(&ast.Rel{Args: []ast.Expr{a, b}, Ops: []ast.RelOp{op}}), 50)
	bConst := !statement.ContainsVar(b, x)
	switch n := a.(type) {
	case *ast.Binary:
		return c.reducePow(n, b, op, x, src, bConst)
	case *ast.Func:
		return c.reduceLog(n, b, op, x, src, bConst)
	case *ast.Root:
		return c.reduceRoot(n, b, op, x, src, bConst)
	}
	return nil, "", false, false
}

// reducePow reduces base^g op b for a rational base other than 1: the
// exponents compared (the direction flipped for a base below 1), against
// the same base's power or the exact logarithm of a rational b; src is
// the link's text, bConst whether b is free of x.
func (c *checker) reducePow(n *ast.Binary, b ast.Expr, op ast.RelOp, x, src string, bConst bool) (out []rawLink, how string, ok, matched bool) {
	if n.Op != ast.Pow || statement.ContainsVar(n.X, x) {
		return nil, "", false, false
	}
	base, okB := c.constRatExact(n.X)
	if !okB || base.Sign() <= 0 || base.Cmp(big.NewRat(1, 1)) == 0 {
		return nil, "", false, true
	}
	dir := op
	if base.Cmp(big.NewRat(1, 1)) < 0 {
		dir = flipOp(op)
	}
	if p, isPow := b.(*ast.Binary); isPow && p.Op == ast.Pow && statement.ContainsVar(p.Y, x) && !statement.ContainsVar(p.X, x) {
		b2, okB2 := c.constRatExact(p.X)
		if !okB2 || b2.Cmp(base) != 0 {
			return nil, "", false, true
		}
		return []rawLink{{n.Y, p.Y, dir}}, fmt.Sprintf("%s: the exponents compared (b^t monotone)", src), true, true
	}
	if !bConst {
		return nil, "", false, true
	}
	cv, okC := c.constRatExact(b)
	if !okC {
		return nil, "", false, true
	}
	if cv.Sign() <= 0 {
		// b^g > 0 ≥ c everywhere g is defined.
		switch op {
		case ast.Gt, ast.Ge, ast.Ne:
			return []rawLink{always(n.Y)}, fmt.Sprintf("%s: holds wherever the exponent is defined", src), true, true
		}
		return []rawLink{linkFalse}, fmt.Sprintf("%s: never holds (a power of a positive base is positive)", src), true, true
	}
	k, okK := exactLog(base, cv)
	if !okK {
		return nil, "", false, true
	}
	return []rawLink{{n.Y, ratNode(k), dir}}, fmt.Sprintf("%s ⇔ the exponent %s %s", src, opText(dir), k.RatString()), true, true
}

// reduceLog reduces log_base g op b for an integer b: g > 0 and g op
// base^b (flipped for a base below 1); ln only against 0.
func (c *checker) reduceLog(n *ast.Func, b ast.Expr, op ast.RelOp, x, src string, bConst bool) (out []rawLink, how string, ok, matched bool) {
	if n.Name != ast.Log && n.Name != ast.Lg && n.Name != ast.Ln || len(n.Args) != 1 {
		return nil, "", false, false
	}
	var base *big.Rat
	switch n.Name {
	case ast.Lg:
		base = big.NewRat(10, 1)
	case ast.Log:
		if n.Base == nil {
			return nil, "", false, true // ln or lg: the reader's convention is not assumed
		}
		var okB bool
		if base, okB = c.constRatExact(n.Base); !okB {
			return nil, "", false, true
		}
	}
	g := n.Args[0]
	if base != nil && (base.Sign() <= 0 || base.Cmp(big.NewRat(1, 1)) == 0) {
		return nil, "", false, true
	}
	dir := op
	if base != nil && base.Cmp(big.NewRat(1, 1)) < 0 {
		dir = flipOp(op)
	}
	if !bConst {
		return nil, "", false, true
	}
	cv, okC := c.constRatExact(b)
	if !okC || !cv.IsInt() || cv.Num().BitLen() > 8 {
		return nil, "", false, true
	}
	var pow *big.Rat
	if base == nil {
		if cv.Sign() != 0 {
			return nil, "", false, true // e^c is irrational
		}
		pow = big.NewRat(1, 1)
	} else {
		pow = ratPow(base, int(cv.Num().Int64()))
	}
	return []rawLink{{g, exprZero, ast.Gt}, {g, ratNode(pow), dir}}, fmt.Sprintf("%s ⇔ the argument > 0 and %s %s", src, opText(dir), pow.RatString()), true, true
}

// reduceRoot reduces a root of g against the same root of another
// radicand, against h (√g < h only) or against a rational constant.
func (c *checker) reduceRoot(n *ast.Root, b ast.Expr, op ast.RelOp, x, src string, bConst bool) (out []rawLink, how string, ok, matched bool) {
	idx := 2
	if n.Index != nil {
		k, okI := statement.IntLiteral(n.Index)
		if !okI || k < 2 || k > 9 {
			return nil, "", false, true
		}
		idx = k
	}
	g := n.X
	if r, isRoot := b.(*ast.Root); isRoot && statement.ContainsVar(r.X, x) {
		ri := 2
		if r.Index != nil {
			if k, okI := statement.IntLiteral(r.Index); okI {
				ri = k
			}
		}
		if ri != idx {
			return nil, "", false, true
		}
		if idx%2 == 1 {
			return []rawLink{{g, r.X, op}}, fmt.Sprintf("%s: the radicands compared (odd root, increasing)", src), true, true
		}
		return []rawLink{{g, exprZero, ast.Ge}, {r.X, exprZero, ast.Ge}, {g, r.X, op}}, fmt.Sprintf("%s ⇔ both radicands ≥ 0 and compared", src), true, true
	}
	if !bConst {
		// √g < h ⇔ g ≥ 0, h > 0 and g < h² (≤ alike); √g > h is a
		// union of two cases and is not reduced.
		if idx == 2 && (op == ast.Lt || op == ast.Le) {
			hOp := ast.Gt
			if op == ast.Le {
				hOp = ast.Ge
			}
			sq := &ast.Binary{Op: ast.Pow, X: b, Y: &ast.Number{Int: "2"}}
			return []rawLink{{g, exprZero, ast.Ge}, {b, exprZero, hOp}, {g, sq, op}},
				fmt.Sprintf("%s ⇔ the radicand ≥ 0, the right side %s 0 and the radicand %s its square", src, opText(hOp), opText(op)), true, true
		}
		return nil, "", false, true
	}
	cv, okC := c.constRatExact(b)
	if !okC {
		return nil, "", false, true
	}
	if idx%2 == 1 {
		p := ratPow(cv, idx)
		return []rawLink{{g, ratNode(p), op}}, fmt.Sprintf("%s ⇔ the radicand %s %s (odd root)", src, opText(op), p.RatString()), true, true
	}
	if cv.Sign() < 0 {
		switch op {
		case ast.Gt, ast.Ge, ast.Ne:
			return []rawLink{{g, exprZero, ast.Ge}}, fmt.Sprintf("%s ⇔ the radicand ≥ 0", src), true, true
		}
		return []rawLink{linkFalse}, fmt.Sprintf("%s: never holds (an even root is ≥ 0)", src), true, true
	}
	p := ratPow(cv, idx)
	return []rawLink{{g, exprZero, ast.Ge}, {g, ratNode(p), op}}, fmt.Sprintf("%s ⇔ the radicand ≥ 0 and %s %s", src, opText(op), p.RatString()), true, true
}

func opText(op ast.RelOp) string {
	switch op {
	case ast.Lt:
		return "<"
	case ast.Le:
		return "≤"
	case ast.Gt:
		return ">"
	case ast.Ge:
		return "≥"
	case ast.Eq:
		return "="
	case ast.Ne:
		return "≠"
	}
	return "?"
}

// constRatExact evaluates a variable-free expression to an exact rational.
func (c *checker) constRatExact(e ast.Expr) (*big.Rat, bool) {
	if len(pm.FreeVars(e)) > 0 {
		return nil, false
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	return v.Exact()
}

func ratPow(r *big.Rat, k int) *big.Rat {
	out := big.NewRat(1, 1)
	base := new(big.Rat).Set(r)
	if k < 0 {
		if base.Sign() == 0 {
			return nil
		}
		base.Inv(base)
		k = -k
	}
	for i := 0; i < k; i++ {
		out.Mul(out, base)
	}
	return out
}

// exactLog returns k = log_b c when it is a rational p/q with |p|, q ≤ 64
// and b^p = c^q exactly.
func exactLog(b, c *big.Rat) (*big.Rat, bool) {
	fb, _ := new(big.Float).SetRat(b).Float64()
	fc, _ := new(big.Float).SetRat(c).Float64()
	if fb <= 0 || fc <= 0 {
		return nil, false
	}
	approx := math.Log(fc) / math.Log(fb)
	for q := int64(1); q <= 64; q++ {
		p := int64(approx*float64(q) + 0.5)
		if approx < 0 {
			p = int64(approx*float64(q) - 0.5)
		}
		if p > 64 || p < -64 {
			continue
		}
		bp := ratPow(b, int(p))
		cq := ratPow(c, int(q))
		if bp != nil && cq != nil && bp.Cmp(cq) == 0 {
			return big.NewRat(p, q), true
		}
	}
	return nil, false
}
