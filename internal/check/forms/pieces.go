package forms

import (
	"math/big"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// farPoints are sampled on each side of the real line no condition bounds:
// the random points stay within |x| ≤ 20, so a piece such as |x-30| = x-30
// for x > 30 would never be met.
var farPoints = []*big.Rat{big.NewRat(61, 2), big.NewRat(401, 4), big.NewRat(2001, 2)}

// nearEnds are the offsets from an end a condition sets (x > a, x ≥ a) at
// which points are sampled: a piece may lie right at the end ((1, 2] for
// √(x+2√(x-1)) + √(x-2√(x-1)) with x ≥ 1), far from the random points.
var nearEnds = []*big.Rat{big.NewRat(1, 64), big.NewRat(1, 8), big.NewRat(1, 2), big.NewRat(1, 1), big.NewRat(5, 2)}

// bpTol is how far from an irrational breakpoint the short rational that
// stands for it may lie: a piece narrower than that is not met.
var bpTol = big.NewRat(1, 1_000_000_000)

// maxBreakSamples bounds the points breakSamples returns for one
// variable, maxBreakSamplesEach those for each of several.
const (
	maxBreakSamples     = 40
	maxBreakSamplesEach = 6
)

// breakSamples is BreakSamples on this package's checker.
func (c *checker) breakSamples(vars []string, conds []statement.Formula, positive bool, es ...ast.Expr) []cas.Env {
	if len(vars) == 1 {
		return c.breakSamples1(vars[0], nil, conds, positive, es...)
	}
	if len(vars) > 3 {
		return nil
	}
	// Several variables: each in turn, the others fixed at values of
	// both signs (positive ones when positive), substituted into es.
	var out []cas.Env
	for i, x := range vars {
		fixed := cas.Env{}
		subst := map[string]ast.Expr{}
		for j, y := range vars {
			if j == i {
				continue
			}
			r := fixedValues[j%len(fixedValues)]
			if positive {
				r = new(big.Rat).Abs(r)
			}
			fixed[y] = cas.Rat(r)
			subst[y] = algebra.RatExpr(r)
		}
		var es2 []ast.Expr
		for _, e := range es {
			es2 = append(es2, ReplaceNames(e, subst))
		}
		pts := c.breakSamples1(x, fixed, conds, positive, es2...)
		out = append(out, pts[:min(len(pts), maxBreakSamplesEach)]...)
	}
	return out
}

// BreakSamples returns, for one variable, the points a sampled comparison
// meets first, whatever the seed, so that no piece of a piecewise
// expression is missed: both sides of (and between) every place where an
// expression of es changes its formula or its domain ends (the zeros of an
// absolute value's argument, of a denominator, of the radicand of an even
// root, of a logarithm's argument, and where a nested root makes a radicand
// a perfect square: √(x-2√(x-1)) at x = 2), points just inside every end
// the conditions set, and far points on each side they leave unbounded.
// Points outside the conditions are dropped by the caller (sampler.next);
// with positive, points ≤ 0 are not returned.
func BreakSamples(c *decide.Checker, vars []string, conds []statement.Formula, positive bool, es ...ast.Expr) []cas.Env {
	return (&checker{c}).breakSamples(vars, conds, positive, es...)
}

// fixedValues are the values the other variables take while breakSamples
// looks at one of several.
var fixedValues = []*big.Rat{big.NewRat(2, 3), big.NewRat(-5, 7), big.NewRat(7, 4)}

// replaceNames replaces the named variables by expressions where e is built
// of the usual nodes; any other node is kept as it is.
func ReplaceNames(e ast.Expr, subst map[string]ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Ident:
		if v, ok := subst[n.Name]; ok {
			return v
		}
		return n
	case *ast.Unary:
		m := *n
		m.X = ReplaceNames(n.X, subst)
		return &m
	case *ast.Binary:
		m := *n
		m.X, m.Y = ReplaceNames(n.X, subst), ReplaceNames(n.Y, subst)
		return &m
	case *ast.Root:
		m := *n
		m.X = ReplaceNames(n.X, subst)
		return &m
	case *ast.Postfix:
		m := *n
		m.X = ReplaceNames(n.X, subst)
		return &m
	case *ast.Func:
		m := *n
		m.Args = make([]ast.Expr, len(n.Args))
		for i, a := range n.Args {
			m.Args[i] = ReplaceNames(a, subst)
		}
		return &m
	}
	return e
}

// breakSamples1 is breakSamples for the variable x, the other variables
// fixed (their values already substituted into es).
func (c *checker) breakSamples1(x string, fixed cas.Env, conds []statement.Formula, positive bool, es ...ast.Expr) []cas.Env {
	vars := []string{x}
	var pts []*big.Rat
	seen := map[string]bool{}
	add := func(p *big.Rat) {
		if p == nil || positive && p.Sign() <= 0 {
			return
		}
		if k := p.RatString(); !seen[k] {
			seen[k] = true
			pts = append(pts, p)
		}
	}
	// The ends the conditions set first: the pieces there are the ones
	// the random points, spread over 40 units, miss most.
	b := c.NewSampler(vars, conds, positive).Bounds[x]
	lo, hi := b[0], b[1]
	for _, d := range nearEnds {
		if lo != nil {
			add(new(big.Rat).Add(lo, d))
		}
		if hi != nil {
			add(new(big.Rat).Sub(hi, d))
		}
	}
	bps, near := c.breakpoints(x, fixed == nil, es...)
	// The ends of the conditions are breakpoints too: a piece between an
	// end and a nearby change of formula (x > 1 and |x - 1.001|) is met
	// at the points between them.
	for _, e := range []*big.Rat{lo, hi} {
		if e == nil {
			continue
		}
		dup := false
		for _, p := range bps {
			dup = dup || p.Cmp(e) == 0
		}
		if !dup {
			bps = append(bps, e)
		}
	}
	sort.Slice(bps, func(i, j int) bool { return bps[i].Cmp(bps[j]) < 0 })
	for _, p := range near {
		add(p)
	}
	off := big.NewRat(1, 8)
	for i, p := range bps {
		d := off
		if i > 0 {
			if g := new(big.Rat).Sub(p, bps[i-1]); g.Cmp(big.NewRat(1, 4)) < 0 {
				d = g.Quo(g, big.NewRat(3, 1))
			}
		}
		add(new(big.Rat).Sub(p, d))
		d = off
		if i+1 < len(bps) {
			if g := new(big.Rat).Sub(bps[i+1], p); g.Cmp(big.NewRat(1, 4)) < 0 {
				d = g.Quo(g, big.NewRat(3, 1))
			}
			mid := new(big.Rat).Add(p, bps[i+1])
			add(mid.Quo(mid, big.NewRat(2, 1)))
		}
		add(new(big.Rat).Add(p, d))
	}
	for _, f := range farPoints {
		if hi == nil {
			add(new(big.Rat).Set(f))
		}
		if lo == nil && !positive {
			add(new(big.Rat).Neg(f))
		}
	}
	if len(pts) > maxBreakSamples {
		pts = pts[:maxBreakSamples]
	}
	out := make([]cas.Env, len(pts))
	for i, p := range pts {
		out[i] = cas.Env{x: cas.Rat(p)}
		for k, v := range fixed {
			out[i][k] = v
		}
	}
	return out
}

// breakpoints returns the sorted places where an expression of es may
// change its formula or where its domain ends (see breakSamples), rational
// or a short rational within 10^-9 of an irrational one; near holds
// sample points found on a grid where the place could not be computed
// (both neighbours of a sign change of a non-rational argument; with
// scan only, the scan being costly).
func (c *checker) breakpoints(x string, scan bool, es ...ast.Expr) (bps, near []*big.Rat) {
	var args []ast.Expr // zeros and poles of these
	var radicands []ast.Expr
	for _, e := range es {
		statement.WalkExprs(e, func(n ast.Expr) bool {
			switch n := n.(type) {
			case *ast.Func:
				switch n.Name {
				case ast.Abs, ast.Ln, ast.Lg, ast.Log, ast.Sign:
					if len(n.Args) == 1 {
						args = append(args, n.Args[0])
					}
				}
			case *ast.Binary:
				switch n.Op {
				case ast.Div:
					args = append(args, n.Y)
				case ast.Pow:
					if r, ok := c.ConstRat(n.Y); ok && (r.Sign() < 0 || r.Denom().Bit(0) == 0) {
						radicands = append(radicands, n.X)
					}
				}
			case *ast.Root:
				if n.Index == nil {
					radicands = append(radicands, n.X)
				} else if k, ok := statement.IntLiteral(n.Index); ok && k%2 == 0 {
					radicands = append(radicands, n.X)
				}
			}
			return true
		})
	}
	seen := map[string]bool{}
	addBP := func(p *big.Rat) {
		if k := p.RatString(); !seen[k] && len(bps) < 16 {
			seen[k] = true
			bps = append(bps, p)
		}
	}
	roots := func(q algebra.Poly) {
		if q.Deg() < 1 {
			return
		}
		for _, r := range algebra.RealRoots(q) {
			at := r.Exact
			if at == nil {
				a, _ := r.Approx().Rat(nil)
				at = algebra.Simplest(new(big.Rat).Sub(a, bpTol), new(big.Rat).Add(a, bpTol))
				if at == nil {
					continue
				}
			}
			addBP(at)
		}
	}
	grid := func(a ast.Expr) {
		ps := c.signChangeSamples(a, x)
		for _, p := range ps {
			if len(near) < 24 {
				near = append(near, p)
			}
		}
		// Each sign change bisected to a breakpoint (|x - √2| changes
		// at √2, between the grid points 1.4 and 1.5).
		for i := 0; i+1 < len(ps) && i < 16; i += 2 {
			if b := c.bisectChange(a, x, ps[i], ps[i+1]); b != nil {
				addBP(b)
			}
		}
	}
	for i, a := range append(args, radicands...) {
		if !statement.ContainsVar(a, x) {
			continue
		}
		if f, ok := c.ratFuncOf(a, x); ok && f.Num.Deg() <= 8 && f.Den.Deg() <= 8 {
			roots(f.Num)
			roots(f.Den)
			continue
		}
		if i >= len(args) {
			// A radicand with a nested square root of a linear
			// argument: rational in t = √(ax+b), x = (t²-b)/a. Other
			// radicands are not scanned (the scan is costly and the
			// random points meet the domain's pieces).
			if ts, ok := c.nestedRootBreaks(a, x); ok {
				for _, t := range ts {
					addBP(t)
				}
			}
			continue
		}
		if scan {
			grid(a)
		}
	}
	sort.Slice(bps, func(i, j int) bool { return bps[i].Cmp(bps[j]) < 0 })
	return bps, near
}

// nestedRootBreaks returns the x where the radicand a vanishes (or has a
// pole), when a is a rational function of x and of one square root
// √(px+q) of a linear argument: with t = √(px+q) ≥ 0 it is rational in t,
// and each real root t ≥ 0 gives x = (t²-q)/p (rounded to a short rational
// within 10^-9 when irrational).
func (c *checker) nestedRootBreaks(a ast.Expr, x string) ([]*big.Rat, bool) {
	var inner *ast.Root
	statement.WalkExprs(a, func(n ast.Expr) bool {
		if r, ok := n.(*ast.Root); ok && r.Index == nil && statement.ContainsVar(r.X, x) && inner == nil {
			inner = r
		}
		return inner == nil
	})
	if inner == nil {
		return nil, false
	}
	lin, ok := c.ratFuncOf(inner.X, x)
	if !ok || lin.Den.Deg() != 0 || lin.Num.Deg() != 1 {
		return nil, false
	}
	// x = (t² - q)/p with lin = (p x + q)/d, d the constant denominator.
	d := lin.Den[0]
	p := new(big.Rat).Quo(lin.Num[1], d)
	q := new(big.Rat).Quo(lin.Num[0], d)
	t := "t·"
	tt := &ast.Ident{Name: t}
	xOfT := Bin(ast.Div, Bin(ast.Sub, Bin(ast.Pow, tt, &ast.Number{Int: "2"}), algebra.RatExpr(q)), algebra.RatExpr(p))
	bad := false
	var rewrite func(e ast.Expr) ast.Expr
	rewrite = func(e ast.Expr) ast.Expr {
		switch n := e.(type) {
		case *ast.Ident:
			if n.Name == x {
				return xOfT
			}
			return n
		case *ast.Root:
			if ast.Equal(n, inner) {
				return tt
			}
			if statement.ContainsVar(n, x) {
				bad = true
			}
			return n
		case *ast.Unary:
			m := *n
			m.X = rewrite(n.X)
			return &m
		case *ast.Binary:
			m := *n
			m.X, m.Y = rewrite(n.X), rewrite(n.Y)
			return &m
		}
		if statement.ContainsVar(e, x) {
			bad = true
		}
		return e
	}
	e := rewrite(a)
	if bad {
		return nil, false
	}
	f, ok := c.ratFuncOf(e, t)
	if !ok || f.Num.Deg() > 8 || f.Den.Deg() > 8 {
		return nil, false
	}
	var out []*big.Rat
	for _, q2 := range []algebra.Poly{f.Num, f.Den} {
		if q2.Deg() < 1 {
			continue
		}
		for _, r := range algebra.RealRoots(q2) {
			tv := r.Exact
			if tv == nil {
				tv, _ = r.Approx().Rat(nil)
			}
			if tv.Sign() < 0 {
				continue
			}
			xv := new(big.Rat).Mul(tv, tv)
			xv.Sub(xv, q).Quo(xv, p)
			if r.Exact == nil {
				xv = algebra.Simplest(new(big.Rat).Sub(xv, bpTol), new(big.Rat).Add(xv, bpTol))
				if xv == nil {
					continue
				}
			}
			out = append(out, xv)
		}
	}
	return out, true
}

// bisectChange narrows the sign change of a between lo and hi (a has
// opposite signs there) to within 10^-9 and returns a short rational in
// the final interval; nil when a cannot be evaluated on the way.
func (c *checker) bisectChange(a ast.Expr, x string, lo, hi *big.Rat) *big.Rat {
	signAt := func(p *big.Rat) (int, bool) {
		v, err := c.Eval(a, cas.Env{x: cas.Rat(p)})
		if err != nil {
			return 0, false
		}
		return v.Sign(), true
	}
	sLo, ok := signAt(lo)
	if !ok {
		return nil
	}
	lo, hi = new(big.Rat).Set(lo), new(big.Rat).Set(hi)
	for i := 0; i < 64 && new(big.Rat).Sub(hi, lo).Cmp(bpTol) > 0; i++ {
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		s, ok := signAt(mid)
		switch {
		case !ok:
			return nil
		case s == 0:
			return mid
		case s == sLo:
			lo = mid
		default:
			hi = mid
		}
	}
	return algebra.Simplest(lo, hi)
}
