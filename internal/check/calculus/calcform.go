package calculus

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Closed forms of calculus nodes (docs/leg1-equality.md): a definite
// integral from an antiderivative in the table of internal/algebra, a
// derivative from its formula. The value is then known to the evaluator's
// precision — a proven bound — where quadrature and difference quotients
// only estimate their error.

// closedIntegral is ∫_lo^hi f = F(hi) − F(lo) for an antiderivative F of
// f valid on the whole interval (finite bounds; every condition of
// validity decided on the interval's ends, its argument being linear).
// how names F for the note.
func (c *checker) closedIntegral(n *ast.Integral, env cas.Env) (v cas.Value, how string, ok bool) {
	if n.Var == "" || n.Lo == nil || n.Hi == nil {
		return cas.Value{}, "", false
	}
	p, ok := algebra.Antiderivative(n.X, n.Var)
	if !ok {
		return cas.Value{}, "", false
	}
	lo, err1 := c.Eval(n.Lo, env)
	hi, err2 := c.Eval(n.Hi, env)
	if err1 != nil || err2 != nil {
		return cas.Value{}, "", false
	}
	envLo, envHi := withVar(env, n.Var, lo), withVar(env, n.Var, hi)
	for _, k := range p.Conds {
		if !c.condHolds(k, envLo, envHi) {
			return cas.Value{}, "", false
		}
	}
	fHi, err1 := c.Eval(p.F, envHi)
	fLo, err2 := c.Eval(p.F, envLo)
	if err1 != nil || err2 != nil {
		return cas.Value{}, "", false
	}
	v, err := c.Cas.Sub(fHi, fLo)
	if err != nil {
		return cas.Value{}, "", false
	}
	return v, fmt.Sprintf("from the antiderivative %s", statement.Clip(ast.Print(p.F), 60)), true
}

// closedDerivative is the Order-th derivative of f at env[v] from its
// formula, where f itself is defined at the point.
func (c *checker) closedDerivative(n *ast.Derivative, v string, env cas.Env) (cas.Value, string, bool) {
	if n.Order < 1 || n.Order > 3 {
		return cas.Value{}, "", false
	}
	if _, err := c.Eval(n.X, env); err != nil {
		return cas.Value{}, "", false
	}
	d := n.X
	for range n.Order {
		var ok bool
		if d, ok = algebra.Derivative(d, v); !ok {
			return cas.Value{}, "", false
		}
	}
	val, err := c.Eval(d, env)
	if err != nil {
		return cas.Value{}, "", false
	}
	return val, "from the derivative's formula", true
}

func withVar(env cas.Env, v string, x cas.Value) cas.Env {
	out := cas.Env{v: x}
	for k, val := range env {
		if k != v {
			out[k] = val
		}
	}
	return out
}

// condHolds decides a condition of validity on the interval between the
// two points: its argument U is linear, so its values at the ends bound it.
// Near a boundary it does not hold (undecided is never a yes).
func (c *checker) condHolds(k algebra.Condition, envLo, envHi cas.Env) bool {
	switch k.Kind {
	case algebra.CosNonZero, algebra.SinNonZero:
		// No zero of cos (π/2 + kπ) or sin (kπ) between the ends: t = U/π
		// (less 1/2) has the same integer part at both and is no integer.
		t := &ast.Binary{Op: ast.Div, X: k.U, Y: &ast.Const{Kind: ast.Pi}}
		if k.Kind == algebra.CosNonZero {
			t = &ast.Binary{Op: ast.Sub, X: t, Y: algebra.RatExpr(big.NewRat(1, 2))}
		}
		a, err1 := c.Eval(t, envLo)
		b, err2 := c.Eval(t, envHi)
		if err1 != nil || err2 != nil {
			return false
		}
		fa, okA := clearFloor(a)
		fb, okB := clearFloor(b)
		return okA && okB && fa.Cmp(fb) == 0
	}
	var ends [2]cas.Value
	for i, env := range []cas.Env{envLo, envHi} {
		u, err := c.Eval(k.U, env)
		if err != nil || !condAt(k.Kind, u) {
			return false
		}
		ends[i] = u
	}
	// NonZero: one strict sign at both ends (U is linear).
	return k.Kind != algebra.NonZero || clearSign(ends[0]) == clearSign(ends[1])
}

// condAt decides a pointwise condition at one end.
func condAt(kind algebra.CondKind, u cas.Value) bool {
	switch kind {
	case algebra.NonZero:
		return clearSign(u) != 0
	case algebra.Positive:
		return clearSign(u) > 0
	case algebra.NonNegative:
		if r, ok := u.Exact(); ok {
			return r.Sign() >= 0
		}
		return clearSign(u) > 0
	case algebra.WithinOne:
		f := new(big.Float).Abs(u.Float(decide.PrecBits))
		one := cas.Float(new(big.Float).SetPrec(decide.PrecBits).Sub(big.NewFloat(1), f))
		return clearSign(one) > 0
	}
	return false
}

// clearSign is the sign of u, or 0 when u is zero or an inexact value too
// small to tell (|u| < 10^-40).
func clearSign(u cas.Value) int {
	if r, ok := u.Exact(); ok {
		return r.Sign()
	}
	f := u.Float(decide.PrecBits)
	if new(big.Float).Abs(f).Cmp(big.NewFloat(1e-40)) < 0 {
		return 0
	}
	return f.Sign()
}

// clearFloor is ⌊t⌋ when t is not within 10^-30 of an integer.
func clearFloor(t cas.Value) (*big.Int, bool) {
	if r, ok := t.Exact(); ok {
		if r.IsInt() {
			return nil, false
		}
		q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for a positive denominator
		return q, true
	}
	f := t.Float(decide.PrecBits)
	if f.IsInf() {
		return nil, false
	}
	i, _ := f.Int(nil) // truncated toward zero
	if f.Sign() < 0 && new(big.Float).SetInt(i).Cmp(f) != 0 {
		i.Sub(i, big.NewInt(1))
	}
	frac := new(big.Float).SetPrec(decide.PrecBits).Sub(f, new(big.Float).SetInt(i))
	if frac.Cmp(big.NewFloat(1e-30)) < 0 || frac.Cmp(big.NewFloat(1-1e-30)) > 0 {
		return nil, false
	}
	return i, true
}

// maxLHopital bounds the applications of l'Hôpital's rule in closedLimit.
const maxLHopital = 3

// closedLimit is lim_{v→a} X at a finite point a: the value of X at a
// where X is defined at a and on the side(s) approached (an elementary
// function is continuous on its domain); for a quotient f/g with
// f(a) = g(a) = 0 exactly, the same for f'/g' (l'Hôpital's rule, with the
// derivatives' formulas), up to maxLHopital times. Anything else — an
// infinite point, a quotient whose denominator alone vanishes, a value
// near zero that is not exactly zero — is not computed here.
func (c *checker) closedLimit(n *ast.Limit, env cas.Env) (cas.Value, string, bool) {
	if n.Var == "" {
		return cas.Value{}, "", false
	}
	if _, inf, err := c.bound(n.To, env); err != nil || inf != 0 {
		return cas.Value{}, "", false
	}
	a, err := c.Eval(n.To, env)
	if err != nil {
		return cas.Value{}, "", false
	}
	f, g := n.X, ast.Expr(nil)
	if q, ok := n.X.(*ast.Binary); ok && q.Op == ast.Div {
		f, g = q.X, q.Y
	}
	for k := 0; k <= maxLHopital; k++ {
		if !continuousForm(f, n.Var) || (g != nil && !continuousForm(g, n.Var)) {
			return cas.Value{}, "", false
		}
		if !c.definedAround(f, n, env, a) || (g != nil && !c.definedAround(g, n, env, a)) {
			return cas.Value{}, "", false
		}
		at := withVar(env, n.Var, a)
		fa, err1 := c.Eval(f, at)
		if err1 != nil {
			return cas.Value{}, "", false
		}
		if g == nil {
			return fa, "the function is continuous at the point", true
		}
		ga, err2 := c.Eval(g, at)
		if err2 != nil {
			return cas.Value{}, "", false
		}
		if clearSign(ga) != 0 {
			v, err := c.Cas.Div(fa, ga)
			if err != nil {
				return cas.Value{}, "", false
			}
			if k == 0 {
				return v, "the function is continuous at the point", true
			}
			return v, fmt.Sprintf("by l'Hôpital's rule applied %d time(s), the derivatives from their formulas", k), true
		}
		if !exactZero(fa) || !exactZero(ga) {
			return cas.Value{}, "", false
		}
		var ok1, ok2 bool
		if f, ok1 = algebra.Derivative(f, n.Var); !ok1 {
			return cas.Value{}, "", false
		}
		if g, ok2 = algebra.Derivative(g, n.Var); !ok2 {
			return cas.Value{}, "", false
		}
	}
	return cas.Value{}, "", false
}

// continuousForm reports whether e is built only from operations and
// functions that are continuous wherever they are defined: those
// algebra.Derivative knows. Floor, the fractional part, sgn, min, max and
// functions the reader does not know are not, so ⌊x⌋ at 2 is not the
// limit there.
func continuousForm(e ast.Expr, v string) bool {
	_, ok := algebra.Derivative(e, v)
	return ok
}

func exactZero(v cas.Value) bool {
	r, ok := v.Exact()
	return ok && r.Sign() == 0
}

// definedAround reports whether e is defined at points 2^-20 and 2^-50
// from a on each side the limit approaches: a point on the edge of e's
// domain (√x at 0) is no point of continuity for a two-sided limit.
func (c *checker) definedAround(e ast.Expr, n *ast.Limit, env cas.Env, a cas.Value) bool {
	dirs := []int64{1, -1}
	if n.Dir != 0 {
		dirs = []int64{int64(n.Dir)}
	}
	for _, d := range dirs {
		for _, k := range []uint{20, 50} {
			h := new(big.Rat).SetFrac(big.NewInt(d), new(big.Int).Lsh(big.NewInt(1), k))
			x, err := c.Cas.Add(a, cas.Rat(h))
			if err != nil {
				return false
			}
			if _, err := c.Eval(e, withVar(env, n.Var, x)); err != nil {
				return false
			}
		}
	}
	return true
}
