package solve

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Exponential equations whose unknown stands only in exponents a·x + c of
// rational bases that are all integer powers of one base B
// (16^{-3p} = 64^{-3p}, 5^{x+4} = 125^x): with u = B^{x/L} every power is a
// rational constant times an integer power of u, so the equation is
// rational in u; each positive real root u gives exactly one x = L·log_B u
// (B^t is injective), and every such x is substituted into the original
// equation. The solution set is complete.

const ExpoName = "u"

// perfectRoot returns B and m with r = B^m, m as large as possible (r a
// positive rational).
func perfectRoot(r *big.Rat) (*big.Rat, int) {
	for m := 40; m >= 2; m-- {
		n, ok1 := algebra.IntRoot(r.Num(), m)
		d, ok2 := algebra.IntRoot(r.Denom(), m)
		if ok1 && ok2 {
			return new(big.Rat).SetFrac(n, d), m
		}
	}
	return new(big.Rat).Set(r), 1
}

type expoTerm struct {
	node   *ast.Binary
	k      int64    // base = B^k
	c0, c1 *big.Rat // exponent c0 + c1·x
}

// expoRewrite is ExpoRewrite on this package's checker.
func (c *checker) expoRewrite(es []ast.Expr, x string) (out []ast.Expr, B, scale *big.Rat, why string) {
	sc := &expoScan{c: c, x: x}
	for _, e := range es {
		sc.walk(e)
	}
	if sc.why != "" {
		return nil, nil, nil, sc.why
	}
	if len(sc.terms) == 0 {
		return nil, nil, nil, "no exponential of the unknown"
	}
	B = sc.B
	L, g, why := expoScale(sc.terms)
	if why != "" {
		return nil, nil, nil, why
	}
	scale = new(big.Rat).SetFrac(L, g) // x = scale·log_B v
	repl, why := expoReplacements(sc.terms, B, L, g)
	if why != "" {
		return nil, nil, nil, why
	}
	for _, e := range es {
		r := replaceExpo(e, repl)
		if statement.ContainsVar(r, x) {
			return nil, nil, nil, "the unknown also stands outside the exponents"
		}
		out = append(out, r)
	}
	return out, B, scale, ""
}

// ExpoRewrite rewrites es, in which x stands only in exponentials b^{c0 +
// c1·x} of positive rational bases that are powers of one base B, with u
// = B^{x/scale} (named expoName): each exponential becomes a constant times
// a power of u. why says why they are not of that shape.
func ExpoRewrite(c *decide.Checker, es []ast.Expr, x string) (out []ast.Expr, B, scale *big.Rat, why string) {
	return (&checker{c}).expoRewrite(es, x)
}

// expoScan collects the exponentials of x in an expression, their bases
// as powers of one base B; why is the first reason they are not of that
// shape (the scan stops there).
type expoScan struct {
	c     *checker
	x     string
	terms []expoTerm
	B     *big.Rat
	why   string
}

// walk scans e through sums, products, quotients, powers and signs.
func (sc *expoScan) walk(e ast.Expr) ast.Expr {
	if sc.why != "" || !statement.ContainsVar(e, sc.x) {
		return e
	}
	switch n := e.(type) {
	case *ast.Binary:
		if n.Op == ast.Pow && statement.ContainsVar(n.Y, sc.x) {
			sc.term(n)
			return e
		}
		n2 := *n
		n2.X, n2.Y = sc.walk(n.X), sc.walk(n.Y)
		return &n2
	case *ast.Unary:
		n2 := *n
		n2.X = sc.walk(n.X)
		return &n2
	}
	return e
}

// term reads the exponential n = b^{c0 + c1·x}: b a positive rational
// other than 1, free of x, a power B^k of the common base.
func (sc *expoScan) term(n *ast.Binary) {
	if statement.ContainsVar(n.X, sc.x) {
		sc.why = "the unknown in both a base and an exponent"
		return
	}
	v, err := sc.c.Eval(n.X, nil)
	b, exact := v.Exact()
	if err != nil || !exact || b.Sign() <= 0 || b.Cmp(big.NewRat(1, 1)) == 0 {
		sc.why = "an exponential whose base is not a positive rational other than 1"
		return
	}
	p, ok := forms.PolyOf(sc.c.Checker, n.Y, sc.x)
	if !ok || len(p) != 2 {
		sc.why = "an exponent that is not linear in the unknown"
		return
	}
	root, m := perfectRoot(b)
	k := int64(m)
	if root.Cmp(big.NewRat(1, 1)) < 0 {
		root.Inv(root)
		k = -k
	}
	if sc.B == nil {
		sc.B = root
	} else if sc.B.Cmp(root) != 0 {
		sc.why = fmt.Sprintf("bases that are not powers of one base (%s and %s)", sc.B.RatString(), root.RatString())
		return
	}
	sc.terms = append(sc.terms, expoTerm{node: n, k: k, c0: p[0], c1: p[1]})
}

// expoScale returns L, the least common denominator of the k·c1 (so that
// u = B^{x/L}), and g, the gcd of the powers of u (so that v = u^g keeps
// them small).
func expoScale(terms []expoTerm) (L, g *big.Int, why string) {
	L = big.NewInt(1)
	for _, t := range terms {
		q := new(big.Rat).Mul(big.NewRat(t.k, 1), t.c1)
		L.Mul(L, new(big.Int).Quo(q.Denom(), new(big.Int).GCD(nil, nil, L, q.Denom())))
	}
	if L.BitLen() > 8 {
		return nil, nil, "exponents with large denominators"
	}
	g = new(big.Int)
	for _, t := range terms {
		n := new(big.Rat).Mul(new(big.Rat).Mul(big.NewRat(t.k, 1), t.c1), new(big.Rat).SetInt(L))
		g.GCD(nil, nil, g, new(big.Int).Abs(n.Num()))
	}
	if g.Sign() == 0 {
		g.SetInt64(1)
	}
	return L, g, ""
}

// expoReplacements writes each exponential B^{k·c0 + k·c1·x} as the
// rational constant B^{k·c0} times v^{k·c1·L/g}.
func expoReplacements(terms []expoTerm, B *big.Rat, L, g *big.Int) (map[*ast.Binary]ast.Expr, string) {
	repl := map[*ast.Binary]ast.Expr{}
	for _, t := range terms {
		kc0 := new(big.Rat).Mul(big.NewRat(t.k, 1), t.c0)
		if !kc0.IsInt() || kc0.Num().BitLen() > 10 {
			return nil, "a constant factor that is not rational"
		}
		n := new(big.Rat).Mul(new(big.Rat).Mul(big.NewRat(t.k, 1), t.c1), new(big.Rat).SetInt(L))
		n.Quo(n, new(big.Rat).SetInt(g))
		if !n.IsInt() || n.Num().BitLen() > 6 {
			return nil, "a power of the substituted unknown too high"
		}
		factor := new(big.Rat).SetInt(new(big.Int).Exp(B.Num(), new(big.Int).Abs(kc0.Num()), nil))
		factor.Quo(factor, new(big.Rat).SetInt(new(big.Int).Exp(B.Denom(), new(big.Int).Abs(kc0.Num()), nil)))
		if kc0.Sign() < 0 {
			factor.Inv(factor)
		}
		var pw ast.Expr = &ast.Binary{Op: ast.Pow, X: &ast.Ident{Name: ExpoName}, Y: algebra.RatExpr(n)}
		repl[t.node] = &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(factor), Y: pw}
	}
	return repl, ""
}

// replaceExpo copies e with the exponentials replaced by repl.
func replaceExpo(e ast.Expr, repl map[*ast.Binary]ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Binary:
		if r, ok := repl[n]; ok {
			return r
		}
		n2 := *n
		n2.X, n2.Y = replaceExpo(n.X, repl), replaceExpo(n.Y, repl)
		return &n2
	case *ast.Unary:
		n2 := *n
		n2.X = replaceExpo(n.X, repl)
		return &n2
	}
	return e
}

// expoRoots is ExpoRoots on this package's checker.
func (c *checker) expoRoots(rel *ast.Rel, x string) ([]algebra.RealRoot, string, string) {
	args, B, scale, why := c.expoRewrite(rel.Args, x)
	if why != "" {
		return nil, "", why
	}
	uRel := &ast.Rel{Ops: rel.Ops, Args: args}
	er := forms.Eliminate(c.Checker, []*ast.Rel{uRel}, []string{ExpoName})
	if er.Reason != "" {
		return nil, "", er.Reason
	}
	how := fmt.Sprintf("u = %s^{%s/(%s)} makes it rational in u, eliminant of degree %s; each positive root u gives one %s", B.RatString(), x, scale.RatString(), forms.EliminantDegrees(er), x)
	if er.Empty {
		return nil, how, ""
	}
	var out []algebra.RealRoot
	logB := &ast.Func{Name: ast.Log, Base: algebra.RatExpr(B), Args: []ast.Expr{&ast.Ident{Name: ExpoName}}}
	xOf := &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(scale), Y: logB}
	for _, r := range er.Cands[0] {
		if r.Approx().Sign() <= 0 {
			continue
		}
		var xv cas.Value
		if q, ok := exactLogRoot(r, B); ok {
			xv = cas.Rat(new(big.Rat).Mul(q, scale))
		} else {
			v, err := c.Eval(xOf, cas.Env{ExpoName: algebra.RootValue(r)})
			if err != nil {
				return nil, "", "log_B u cannot be evaluated"
			}
			xv = v
		}
		switch forms.FailingEquationsAt(c.Checker, []*ast.Rel{rel}, cas.Env{x: xv}) {
		case "":
			if q, ok := xv.Exact(); ok {
				out = append(out, algebra.RealRoot{Exact: q})
			} else {
				out = append(out, floatRoot(xv.Float(decide.PrecBits)))
			}
		case "?":
			return nil, "", fmt.Sprintf("the candidate %s=%s can be neither confirmed nor excluded", x, xv.Text(20))
		}
	}
	return out, how, ""
}

// ExpoRoots returns the real roots of rel when it is such an exponential
// equation, with a note of the method; why says why not.
func ExpoRoots(c *decide.Checker, rel *ast.Rel, x string) ([]algebra.RealRoot, string, string) {
	return (&checker{c}).expoRoots(rel, x)
}

// exactLogRoot returns log_B r when r is B^j for a small integer j.
func exactLogRoot(r algebra.RealRoot, B *big.Rat) (*big.Rat, bool) {
	if r.Exact == nil {
		return nil, false
	}
	p := big.NewRat(1, 1)
	for j := int64(0); j <= 64; j++ {
		if p.Cmp(r.Exact) == 0 {
			return big.NewRat(j, 1), true
		}
		inv := new(big.Rat).Inv(p)
		if inv.Cmp(r.Exact) == 0 {
			return big.NewRat(-j, 1), true
		}
		p.Mul(p, B)
	}
	return nil, false
}
