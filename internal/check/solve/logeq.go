package solve

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Logarithmic equations Σ c_i·log_{b_i} u_i + k = 0 (c_i, k rational; all
// bases integer powers of one base B, or all the same base when k = 0): on
// the domain (every u_i > 0) the equation gives Π u_i^{n_i} = B^{-k·D} with
// integer n_i, a rational equation whose roots include every solution; each
// of them is substituted into the original equation. The solution set is
// complete.

type logTerm struct {
	coef *big.Rat
	base *big.Rat // nil: the same unnamed base for every term
	e    bool     // natural logarithm
	arg  ast.Expr
}

// logProduct returns the product form of rel, or why it has none.
func (c *checker) logProduct(rel *ast.Rel, x string) (*ast.Rel, string) {
	ll := &logLinear{c: c, x: x, k: new(big.Rat)}
	ll.lin(rel.Args[0], big.NewRat(1, 1))
	ll.lin(rel.Args[1], big.NewRat(-1, 1))
	if ll.why != "" {
		return nil, ll.why
	}
	if len(ll.terms) == 0 {
		return nil, "no logarithm of the unknown"
	}
	B, weights, why := logWeights(ll.terms, ll.k)
	if why != "" {
		return nil, why
	}
	return logProductForm(ll.terms, weights, ll.k, B)
}

// logLinear reads a side difference as Σ coef·log u + k: the logarithm
// terms, the rational constant k, and why the reading failed (the first
// reason met; the walk stops there).
type logLinear struct {
	c     *checker
	x     string
	terms []logTerm
	k     *big.Rat
	why   string
}

// lin adds coef·e to the reading.
func (ll *logLinear) lin(e ast.Expr, coef *big.Rat) {
	if ll.why != "" {
		return
	}
	f, isFunc := e.(*ast.Func)
	isLog := isFunc && len(f.Args) == 1 && (f.Name == ast.Log || f.Name == ast.Ln || f.Name == ast.Lg)
	if !statement.ContainsVar(e, ll.x) && !isLog {
		v, err := ll.c.Eval(e, nil)
		q, exact := v.Exact()
		if err != nil || !exact {
			ll.why = fmt.Sprintf("the constant %s is not rational", statement.Clip(ast.Print(e), 30))
			return
		}
		ll.k.Add(ll.k, new(big.Rat).Mul(coef, q))
		return
	}
	switch n := e.(type) {
	case *ast.Unary:
		if ll.linUnary(n, coef) {
			return
		}
	case *ast.Binary:
		if ll.linBinary(n, coef) {
			return
		}
	case *ast.Func:
		if len(n.Args) == 1 && (n.Name == ast.Log || n.Name == ast.Ln || n.Name == ast.Lg) {
			ll.logTerm(n, coef)
			return
		}
	}
	ll.why = fmt.Sprintf("%s is not a logarithm of the unknown", statement.Clip(ast.Print(e), 30))
}

// constOf evaluates a constant a to a rational, if it is one.
func (ll *logLinear) constOf(a ast.Expr) (*big.Rat, bool) {
	v, err := ll.c.Eval(a, nil)
	q, exact := v.Exact()
	return q, err == nil && exact
}

// linUnary reads ±X; false when the operator is another.
func (ll *logLinear) linUnary(n *ast.Unary, coef *big.Rat) bool {
	switch n.Op {
	case ast.Neg:
		ll.lin(n.X, new(big.Rat).Neg(coef))
		return true
	case ast.Plus:
		ll.lin(n.X, coef)
		return true
	}
	return false
}

// linBinary reads sums, differences, products by and quotients by a
// rational constant; false when n is none of them.
func (ll *logLinear) linBinary(n *ast.Binary, coef *big.Rat) bool {
	x := ll.x
	switch n.Op {
	case ast.Add:
		ll.lin(n.X, coef)
		ll.lin(n.Y, coef)
		return true
	case ast.Sub:
		ll.lin(n.X, coef)
		ll.lin(n.Y, new(big.Rat).Neg(coef))
		return true
	case ast.Mul:
		if !statement.ContainsVar(n.X, x) {
			if q, ok := ll.constOf(n.X); ok {
				ll.lin(n.Y, new(big.Rat).Mul(coef, q))
				return true
			}
		}
		if !statement.ContainsVar(n.Y, x) {
			if q, ok := ll.constOf(n.Y); ok {
				ll.lin(n.X, new(big.Rat).Mul(coef, q))
				return true
			}
		}
	case ast.Div:
		if !statement.ContainsVar(n.Y, x) {
			if q, ok := ll.constOf(n.Y); ok && q.Sign() != 0 {
				ll.lin(n.X, new(big.Rat).Quo(coef, q))
				return true
			}
		}
	}
	return false
}

// logTerm adds coef·log_b u for the logarithm n, whose base must be a
// positive rational other than 1 free of the unknown (or e, 10, unnamed).
func (ll *logLinear) logTerm(n *ast.Func, coef *big.Rat) {
	t := logTerm{coef: coef, arg: n.Args[0]}
	switch {
	case n.Name == ast.Ln:
		t.e = true
	case n.Name == ast.Lg:
		t.base = big.NewRat(10, 1)
	case n.Base != nil:
		if statement.ContainsVar(n.Base, ll.x) {
			ll.why = "the unknown in a logarithm's base"
			return
		}
		b, ok := ll.constOf(n.Base)
		if !ok || b.Sign() <= 0 || b.Cmp(big.NewRat(1, 1)) == 0 {
			ll.why = "a logarithm's base that is not a positive rational other than 1"
			return
		}
		t.base = b
	}
	ll.terms = append(ll.terms, t)
}

// logWeights brings the terms to one base B: log_{B^m} u = (1/m)·log_B u,
// so the equation reads Σ w_i log_B u_i = -k. B is nil when the base is
// unnamed or e (then k must be 0).
func logWeights(terms []logTerm, k *big.Rat) (B *big.Rat, weights []*big.Rat, why string) {
	weights = make([]*big.Rat, len(terms))
	for i, t := range terms {
		switch {
		case t.base == nil || t.e:
			if k.Sign() != 0 || B != nil {
				return nil, nil, "logarithms of an unnamed or natural base with a constant term"
			}
			if i > 0 && (terms[0].e != t.e || terms[0].base != nil) {
				return nil, nil, "logarithms of different bases"
			}
			weights[i] = t.coef
		default:
			if terms[0].base == nil {
				return nil, nil, "logarithms of different bases"
			}
			root, m := perfectRoot(t.base)
			if root.Cmp(big.NewRat(1, 1)) < 0 {
				root.Inv(root)
				m = -m
			}
			if B == nil {
				B = root
			} else if B.Cmp(root) != 0 {
				return nil, nil, "logarithms of bases that are not powers of one base"
			}
			weights[i] = new(big.Rat).Quo(t.coef, big.NewRat(int64(m), 1))
		}
	}
	return B, weights, ""
}

// logProductForm turns Σ w_i log_B u_i = -k into Π u_i^{D·w_i} = B^{-k·D},
// D the least common denominator of the weights and k.
func logProductForm(terms []logTerm, weights []*big.Rat, k, B *big.Rat) (*ast.Rel, string) {
	D := big.NewInt(1)
	for _, w := range append(weights, k) {
		D.Mul(D, new(big.Int).Quo(w.Denom(), new(big.Int).GCD(nil, nil, D, w.Denom())))
	}
	Dr := new(big.Rat).SetInt(D)
	var lhs ast.Expr
	for i, t := range terms {
		n := new(big.Rat).Mul(weights[i], Dr)
		if n.Num().BitLen() > 5 {
			return nil, "a power too high"
		}
		var f ast.Expr = &ast.Binary{Op: ast.Pow, X: t.arg, Y: algebra.RatExpr(n)}
		if lhs == nil {
			lhs = f
		} else {
			lhs = &ast.Binary{Op: ast.Mul, X: lhs, Y: f}
		}
	}
	rhs := ast.Expr(&ast.Number{Int: "1"})
	if k.Sign() != 0 {
		e := new(big.Rat).Mul(new(big.Rat).Neg(k), Dr)
		if e.Num().BitLen() > 8 {
			return nil, "a constant power too high"
		}
		rhs = &ast.Binary{Op: ast.Pow, X: algebra.RatExpr(B), Y: algebra.RatExpr(e)}
	}
	return &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{lhs, rhs}}, ""
}

// logRoots is LogRoots on this package's checker.
func (c *checker) logRoots(st *statement.Statement, rel *ast.Rel, x string) ([]algebra.RealRoot, string, string) {
	prod, why := c.logProduct(rel, x)
	if why != "" {
		return nil, "", why
	}
	sols, er, why := forms.SolveWith(c.Checker, st, []*ast.Rel{prod}, []*ast.Rel{rel}, []string{x})
	if why != "" {
		return nil, "", why
	}
	var out []algebra.RealRoot
	for _, s := range sols {
		out = append(out, s[0])
	}
	how := fmt.Sprintf("on the domain it gives %s, eliminant of degree %s, every candidate substituted", statement.Clip(ast.Print(prod), 60), forms.EliminantDegrees(er))
	return out, how, ""
}

// LogRoots solves a logarithmic equation through its product form.
func LogRoots(c *decide.Checker, st *statement.Statement, rel *ast.Rel, x string) ([]algebra.RealRoot, string, string) {
	return (&checker{c}).logRoots(st, rel, x)
}
