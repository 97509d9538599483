package check

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// ratFunc is num/den, both polynomials in one variable with rational
// coefficients; den collects every denominator met (none cancelled), so
// its roots are exactly the points outside the domain.
type ratFunc struct{ num, den poly }

func polyConst(r *big.Rat) poly { return trim(poly{new(big.Rat).Set(r)}) }

func polyAdd(a, b poly, sub bool) poly {
	n := max(len(a), len(b))
	out := make(poly, n)
	for i := range out {
		out[i] = new(big.Rat)
		if i < len(a) {
			out[i].Add(out[i], a[i])
		}
		if i < len(b) {
			if sub {
				out[i].Sub(out[i], b[i])
			} else {
				out[i].Add(out[i], b[i])
			}
		}
	}
	return trim(out)
}

func polyMul(a, b poly) poly {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	out := make(poly, len(a)+len(b)-1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for i, x := range a {
		for j, y := range b {
			out[i+j].Add(out[i+j], new(big.Rat).Mul(x, y))
		}
	}
	return trim(out)
}

// ratFuncOf builds e as a rational function of x; constants must evaluate
// exactly. ok is false for anything else (roots of x, functions of x, ...).
func (c *checker) ratFuncOf(e ast.Expr, x string) (ratFunc, bool) {
	one := poly{big.NewRat(1, 1)}
	if !containsVar(e, x) {
		v, err := c.eval(e, nil)
		if err != nil {
			return ratFunc{}, false
		}
		r, ok := v.Exact()
		if !ok {
			return ratFunc{}, false
		}
		return ratFunc{polyConst(r), one}, true
	}
	switch n := e.(type) {
	case *ast.Ident:
		return ratFunc{poly{new(big.Rat), big.NewRat(1, 1)}, one}, n.Name == x
	case *ast.Unary:
		f, ok := c.ratFuncOf(n.X, x)
		if n.Op == ast.Neg {
			f.num = polyAdd(nil, f.num, true)
		} else if n.Op != ast.Plus {
			return ratFunc{}, false
		}
		return f, ok
	case *ast.Binary:
		a, ok1 := c.ratFuncOf(n.X, x)
		if !ok1 {
			return ratFunc{}, false
		}
		if n.Op == ast.Pow {
			k, ok := intLiteral(n.Y)
			if !ok || k < 0 || k > maxPolyDegree || a.num.deg()*k > maxPolyDegree*2 {
				return ratFunc{}, false
			}
			if k == 0 {
				return ratFunc{a.den, a.den}, true // 1 where a is defined
			}
			out := ratFunc{one, a.den}
			for i := 0; i < k; i++ {
				out.num = polyMul(out.num, a.num)
			}
			// den^k has the same roots as den: keep den once.
			if k > 1 {
				d := one
				for i := 0; i < k; i++ {
					d = polyMul(d, a.den)
				}
				out.num = polyMul(out.num, one)
				// num/den^k = num·den^(0) / den^k: keep exact value.
				out.den = d
			}
			return out, true
		}
		b, ok2 := c.ratFuncOf(n.Y, x)
		if !ok2 {
			return ratFunc{}, false
		}
		switch n.Op {
		case ast.Add, ast.Sub:
			return ratFunc{polyAdd(polyMul(a.num, b.den), polyMul(b.num, a.den), n.Op == ast.Sub), polyMul(a.den, b.den)}, true
		case ast.Mul:
			return ratFunc{polyMul(a.num, b.num), polyMul(a.den, b.den)}, true
		case ast.Div:
			if len(b.num) == 0 {
				return ratFunc{}, false
			}
			// a/b = (an/ad)/(bn/bd) = an·bd/(ad·bn); the domain also
			// excludes the roots of bd, kept in the denominator.
			return ratFunc{polyMul(polyMul(a.num, b.den), b.den), polyMul(polyMul(a.den, b.num), b.den)}, true
		}
	}
	return ratFunc{}, false
}

// rationalRoots returns the real roots of num that are not roots of den.
func rationalRoots(f ratFunc) []realRoot {
	bad := realRoots(gcdPoly(f.num, f.den))
	var out []realRoot
	for _, r := range realRoots(f.num) {
		excluded := false
		for _, b := range bad {
			d := new(big.Float).Sub(r.approx(), b.approx())
			if d.Abs(d).Cmp(big.NewFloat(1e-30)) < 0 {
				excluded = true
			}
		}
		if !excluded {
			out = append(out, r)
		}
	}
	return out
}

var _ = cas.Env{}
