package solve

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Monotonicity read from the structure of an expression: a strictly
// monotone L - R has at most one root on its domain (x < y in the domain
// gives f(x) < f(y)), so one verified root is the whole solution set.
const (
	monoConst = 0
	MonoInc   = 1
	MonoDec   = -1
	monoNone  = 2
)

func flipMono(m int) int {
	if m == MonoInc || m == MonoDec {
		return -m
	}
	return m
}

// monotone is Monotone on this package's checker.
func (c *checker) monotone(e ast.Expr, x string) int {
	if !statement.ContainsVar(e, x) {
		return monoConst
	}
	switch n := e.(type) {
	case *ast.Ident:
		if n.Name == x {
			return MonoInc
		}
	case *ast.Unary:
		switch n.Op {
		case ast.Neg:
			return flipMono(c.monotone(n.X, x))
		case ast.Plus:
			return c.monotone(n.X, x)
		}
	case *ast.Binary:
		return c.monoBinary(n, x)
	case *ast.Root:
		if n.Index == nil {
			return c.monotone(n.X, x)
		}
		if k, ok := statement.IntLiteral(n.Index); ok && k >= 2 {
			return c.monotone(n.X, x)
		}
	case *ast.Func:
		return c.monoFunc(n, x)
	}
	return monoNone
}

// Monotone returns monoInc or monoDec when e is strictly increasing or
// decreasing in x wherever it is defined, monoConst when e does not
// involve x, else monoNone.
func Monotone(c *decide.Checker, e ast.Expr, x string) int {
	return (&checker{c}).monotone(e, x)
}

// constSign returns the sign of the constant k, or 0 when it is zero or
// not decided.
func (c *checker) constSign(k ast.Expr) int {
	v, err := c.Eval(k, nil)
	if err != nil {
		return 0
	}
	s, sure := decide.Sign(v, cas.Int(0))
	if !sure {
		return 0
	}
	return s
}

// monoSum is the monotonicity of a sum of terms of monotonicity a and b.
func monoSum(a, b int) int {
	switch {
	case a == monoNone || b == monoNone:
		return monoNone
	case a == monoConst:
		return b
	case b == monoConst || a == b:
		return a
	}
	return monoNone
}

// monoBinary reads sums and differences, products and quotients by a
// constant of known sign, and powers.
func (c *checker) monoBinary(n *ast.Binary, x string) int {
	a := c.monotone(n.X, x)
	switch n.Op {
	case ast.Add, ast.Sub:
		b := c.monotone(n.Y, x)
		if n.Op == ast.Sub {
			b = flipMono(b)
		}
		return monoSum(a, b)
	case ast.Mul, ast.Div:
		if n.Op == ast.Mul && a == monoConst {
			// k·f
			switch c.constSign(n.X) {
			case 1:
				return c.monotone(n.Y, x)
			case -1:
				return flipMono(c.monotone(n.Y, x))
			}
			return monoNone
		}
		if c.monotone(n.Y, x) != monoConst {
			return monoNone
		}
		switch c.constSign(n.Y) {
		case 1:
			return a
		case -1:
			return flipMono(a)
		}
	case ast.Pow:
		return c.monoPow(n, a, x)
	}
	return monoNone
}

// monoPow reads b^f for a constant base b > 0 other than 1, and f^k for
// a positive exponent with odd numerator; a is the monotonicity of the
// base.
func (c *checker) monoPow(n *ast.Binary, a int, x string) int {
	if a == monoConst {
		// b^f: increasing in f for b > 1, decreasing for 0 < b < 1.
		v, err := c.Eval(n.X, nil)
		if err != nil {
			return monoNone
		}
		s1, ok1 := decide.Sign(v, cas.Int(1))
		s0, ok0 := decide.Sign(v, cas.Int(0))
		if !ok1 || !ok0 || s0 <= 0 || s1 == 0 {
			return monoNone
		}
		m := c.monotone(n.Y, x)
		if s1 < 0 {
			m = flipMono(m)
		}
		return m
	}
	if statement.ContainsVar(n.Y, x) {
		return monoNone
	}
	// f^k: odd positive integer k, or a positive exponent p/q with
	// odd p (f ≥ 0 where defined): monotone like f.
	v, err := c.Eval(n.Y, nil)
	if err != nil {
		return monoNone
	}
	q, ok := v.Exact()
	if !ok || q.Sign() <= 0 {
		return monoNone
	}
	if q.IsInt() && q.Num().Bit(0) == 0 {
		return monoNone
	}
	if !q.IsInt() && q.Num().Bit(0) == 0 {
		return monoNone
	}
	return a
}

// monoFunc reads the strictly monotone functions of one argument: exp,
// logarithms of a constant base (decreasing below 1), arctan, sinh, arcsin
// increasing, arccos and arccot decreasing.
func (c *checker) monoFunc(n *ast.Func, x string) int {
	if len(n.Args) != 1 {
		return monoNone
	}
	a := c.monotone(n.Args[0], x)
	switch n.Name {
	case ast.Exp, ast.Ln, ast.Lg, ast.Arctan, ast.Sinh, ast.Arcsin:
		return a
	case ast.Arccos, ast.Arccot:
		return flipMono(a)
	case ast.Log:
		if n.Base == nil {
			return a
		}
		v, err := c.Eval(n.Base, nil)
		if err != nil {
			return monoNone
		}
		s1, ok1 := decide.Sign(v, cas.Int(1))
		s0, ok0 := decide.Sign(v, cas.Int(0))
		if !ok1 || !ok0 || s0 <= 0 || s1 == 0 {
			return monoNone
		}
		if s1 < 0 {
			return flipMono(a)
		}
		return a
	}
	return monoNone
}

// monotoneRoot confirms a single verified root of an equation whose two
// sides differ by a strictly monotone function: it is the only root.
func (c *checker) monotoneRoot(rel *ast.Rel, x string, roots []Claimed, restr *RootRestriction, kind statement.Kind) (decide.Result, bool) {
	if len(roots) == 0 || restr.Why != "" {
		return decide.Result{}, false
	}
	first := roots[0]
	if !first.HasVal || len(first.Params) > 0 {
		return decide.Result{}, false
	}
	for _, cl := range roots[1:] {
		if !cl.HasVal || len(cl.Params) > 0 || decide.Compare(cl.Value, first.Value) != decide.Same {
			return decide.Result{}, false
		}
	}
	m := c.monotone(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, x)
	if m != MonoInc && m != MonoDec {
		return decide.Result{}, false
	}
	if ok, decided := restr.Allows(first.Value); !ok || !decided {
		return decide.Result{}, false
	}
	dir := "increasing"
	if m == MonoDec {
		dir = "decreasing"
	}
	approx := ""
	if first.Tol != nil {
		approx = " (to within ±" + first.Tol.Text('g', 3) + ": its printed precision or the precision asked)"
	}
	r := decide.Confirm(kind, "left minus right side is strictly %s in %s wherever defined (read from its structure), so %s=%s is its only root%s", dir, x, x, statement.Clip(first.Src, 40), approx)
	return r, true
}
