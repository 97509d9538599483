package values

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// realDomain is what the structure of an expression tells about where it
// is defined: for every real value of its variables (all), or not at a
// point (at, with what fails there and the evidence), or neither known
// (why).
type realDomain struct {
	all  bool
	at   cas.Env
	what string
	ev   decide.Comparison
	why  string
}

// domainOf reads where e is defined over the reals in vars: every
// denominator, even root, logarithm and non-integer power is checked.
// Their arguments must be free of the variables, or rational functions of
// a single variable, whose real roots and signs are found exactly; any
// other argument, and functions undefined at some points (tan, arcsin,
// ...), leave the domain unknown.
func (c *checker) domainOf(e ast.Expr, vars []string) realDomain {
	uses := func(e ast.Expr) bool {
		for _, v := range vars {
			if statement.ContainsVar(e, v) {
				return true
			}
		}
		return false
	}
	if !uses(e) {
		return realDomain{all: true}
	}
	both := func(es ...ast.Expr) realDomain {
		for _, s := range es {
			if d := c.domainOf(s, vars); !d.all {
				return d
			}
		}
		return realDomain{all: true}
	}
	// need checks the argument a of e against a requirement and reads its
	// parts first (a point where a part fails is a point where e fails).
	need := func(a ast.Expr, req string) realDomain {
		if d := c.domainOf(a, vars); !d.all {
			return d
		}
		if !uses(a) {
			return realDomain{all: true}
		}
		return c.argDomain(e, a, vars, req)
	}
	switch n := e.(type) {
	case *ast.Ident, *ast.Number, *ast.Const:
		return realDomain{all: true}
	case *ast.Unary:
		if n.Op == ast.Neg || n.Op == ast.Plus {
			return c.domainOf(n.X, vars)
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub, ast.Mul:
			return both(n.X, n.Y)
		case ast.Div:
			if d := c.domainOf(n.X, vars); !d.all {
				return d
			}
			return need(n.Y, "nonzero")
		case ast.Pow:
			if uses(n.Y) {
				if uses(n.X) {
					break
				}
				// b^f for a constant b > 0 is defined wherever f is.
				if bv, err := c.Eval(n.X, nil); err == nil {
					if s, sure := decide.Sign(bv, cas.Int(0)); sure && s > 0 {
						return c.domainOf(n.Y, vars)
					}
				}
				break
			}
			ev, err := c.Eval(n.Y, nil)
			if err != nil {
				break
			}
			q, exact := ev.Exact()
			switch {
			case exact && q.IsInt() && q.Sign() >= 0:
				return c.domainOf(n.X, vars)
			case exact && q.IsInt():
				return need(n.X, "nonzero")
			case q != nil && q.Sign() > 0 || !exact && ev.Float(decide.PrecBits).Sign() > 0:
				return need(n.X, "nonnegative")
			default:
				return need(n.X, "positive")
			}
		}
	case *ast.Root:
		if n.Index != nil {
			if uses(n.Index) {
				break
			}
			k, ok := statement.IntLiteral(n.Index)
			if !ok || k < 2 {
				break
			}
			if k%2 == 1 {
				return c.domainOf(n.X, vars)
			}
		}
		return need(n.X, "nonnegative")
	case *ast.Func:
		if len(n.Args) != 1 {
			break
		}
		switch n.Name {
		case ast.Sin, ast.Cos, ast.Arctan, ast.Arccot, ast.Sinh, ast.Cosh, ast.Tanh, ast.Exp, ast.Abs, ast.Floor, ast.FracPart, ast.Sign:
			return c.domainOf(n.Args[0], vars)
		case ast.Ln, ast.Lg:
			return need(n.Args[0], "positive")
		case ast.Log:
			if n.Base != nil && uses(n.Base) {
				break
			}
			return need(n.Args[0], "positive")
		}
	}
	return realDomain{why: fmt.Sprintf("where %s is defined is not read from its structure", statement.Clip(ast.Print(e), 40))}
}

// argDomain checks that the argument a of e meets req ("nonzero",
// "nonnegative", "positive") for every real value of the one variable it
// holds: a is a rational function, whose real roots and signs between
// them are exact.
func (c *checker) argDomain(e, a ast.Expr, vars []string, req string) realDomain {
	var x string
	for _, v := range vars {
		if statement.ContainsVar(a, v) {
			if x != "" {
				return realDomain{why: fmt.Sprintf("the argument %s of %s holds several variables", statement.Clip(ast.Print(a), 30), statement.Clip(ast.Print(e), 30))}
			}
			x = v
		}
	}
	rf, ok := forms.RatFuncOf(c.Checker, a, x)
	if !ok || len(rf.Num) == 0 {
		return realDomain{why: fmt.Sprintf("the argument %s of %s is not a rational function of %s", statement.Clip(ast.Print(a), 30), statement.Clip(ast.Print(e), 30), x)}
	}
	fail := func(at cas.Value, what string, ev decide.Comparison) realDomain {
		ev.Points = []cas.Env{{x: at}}
		return realDomain{at: cas.Env{x: at}, what: what, ev: ev}
	}
	zero := func() realDomain {
		zs := forms.RationalRoots(rf)
		if len(zs) == 0 {
			return realDomain{all: true}
		}
		r := zs[0]
		for _, z := range zs {
			if z.Exact != nil {
				r = z
				break
			}
		}
		return fail(algebra.RootValue(r), fmt.Sprintf("%s is 0 there", statement.Clip(ast.Print(a), 30)),
			decide.Comparison{What: fmt.Sprintf("%s vanishes, so %s is undefined", ast.Print(a), ast.Print(e)), Left: a, Want: record.WantZero})
	}
	negative := func() realDomain {
		// num·den has the sign of num/den wherever the latter is defined.
		t := negativePoint(algebra.PolyMul(rf.Num, rf.Den))
		if t == nil {
			return realDomain{all: true}
		}
		lt := &ast.Rel{Args: []ast.Expr{a, &ast.Number{Int: "0"}}, Ops: []ast.RelOp{ast.Lt}}
		return fail(cas.Rat(t), fmt.Sprintf("%s is negative there", statement.Clip(ast.Print(a), 30)),
			decide.Comparison{What: fmt.Sprintf("%s is negative, so %s is undefined", ast.Print(a), ast.Print(e)), Left: lt, Want: record.WantHolds})
	}
	switch req {
	case "nonzero":
		return zero()
	case "nonnegative":
		return negative()
	}
	if d := zero(); !d.all {
		return d
	}
	return negative()
}

// negativePoint returns a rational point where p is negative, or nil when
// p ≥ 0 everywhere: p keeps its sign between consecutive real roots, so
// one point before, between and after them tells.
func negativePoint(p algebra.Poly) *big.Rat {
	if len(p) == 0 {
		return nil
	}
	roots := algebra.RealRoots(p)
	lo := func(r algebra.RealRoot) *big.Rat {
		if r.Exact != nil {
			return r.Exact
		}
		return r.Lo
	}
	hi := func(r algebra.RealRoot) *big.Rat {
		if r.Exact != nil {
			return r.Exact
		}
		return r.Hi
	}
	var pts []*big.Rat
	if len(roots) == 0 {
		pts = append(pts, new(big.Rat))
	} else {
		one := big.NewRat(1, 1)
		pts = append(pts, new(big.Rat).Sub(lo(roots[0]), one))
		for i := 0; i+1 < len(roots); i++ {
			m := new(big.Rat).Add(hi(roots[i]), lo(roots[i+1]))
			pts = append(pts, m.Quo(m, big.NewRat(2, 1)))
		}
		pts = append(pts, new(big.Rat).Add(hi(roots[len(roots)-1]), one))
	}
	for _, t := range pts {
		if p.Eval(t).Sign() < 0 {
			if s := simpleBelow(p, t); s != nil {
				return s
			}
			return t
		}
	}
	return nil
}

// simpleBelow returns a short rational near t where p is still negative
// (a witness easier to read than a long dyadic), or nil.
func simpleBelow(p algebra.Poly, t *big.Rat) *big.Rat {
	for _, d := range []int64{1, 2, 4, 10, 100} {
		f := new(big.Rat).Mul(t, big.NewRat(d, 1))
		fl := new(big.Int).Quo(f.Num(), f.Denom())
		for _, k := range []*big.Int{fl, new(big.Int).Add(fl, big.NewInt(1)), new(big.Int).Sub(fl, big.NewInt(1))} {
			s := new(big.Rat).SetFrac(k, big.NewInt(d))
			if p.Eval(s).Sign() < 0 {
				return s
			}
		}
	}
	return nil
}
