package solve

import (
	"fmt"
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// scanRange and scanSteps bound the sign-change search for roots of a
// non-polynomial univariate equation (never claimed complete).
const (
	ScanT     = 7.6 // sinh(7.6) ≈ 1000
	scanSteps = 240
)

// scanRoots looks for roots of L - R by sign changes on [-, refines each by bisection and keeps only true zeros (a jump
// over a pole or a discontinuity is rejected because |L-R| does not shrink).
// A root found that the answer lacks refutes it; otherwise done is false.
func (c *checker) scanRoots(st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, kind statement.Kind, restr *RootRestriction) (decide.Result, bool) {
	for _, cl := range roots {
		if len(cl.Params) > 0 {
			// Families: the found roots would be matched against the family
			// members; keep the substitution verdict.
			if restr.Why != "" || len(restr.What) > 0 {
				return decide.Result{}, false
			}
			return c.scanFamilies(st, rel, x, roots, kind)
		}
	}
	found, why := c.restrictFound(rel, x, c.scan(st, rel, x), restr)
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	if odd, ok := forms.OddRootReading(rel); ok {
		for _, r := range c.scan(st, odd.(*ast.Rel), x) {
			if !scanRootClaimed(floatRoot(r), roots) {
				return decide.Undecided(kind, "%s≈%s is a root when odd roots of negative numbers are taken as real (a^{p/q}, q odd), and the answer omits it", x, r.Text('g', 20)), true
			}
		}
	}
	for _, r := range found {
		if !scanRootClaimed(floatRoot(r), roots) {
			if restr.Why != "" {
				return decide.Undecided(kind, "%s≈%s is a root missing from the answer, but %s", x, r.Text('g', 20), restr.Why), true
			}
			if !c.clearSignChange(rel, x, r) {
				return decide.Undecided(kind, "%s≈%s looks like a root missing from the answer, but left minus right side does not clearly change sign around it (the sides agree beyond the working precision there)", x, r.Text('g', 20)), true
			}
			res := decide.Refute(kind, "%s≈%s satisfies the equation (a sign change of left minus right side, bisected to 1e-35, where both sides agree to 30 digits) but is not in the answer",
				x, r.Text('g', 20))
			res.Evidence = []decide.Comparison{{What: "missing root " + x + "≈" + r.Text('g', 20), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: cas.Float(r)}}, Want: record.WantEqual}}
			return res, true
		}
	}
	return decide.Result{}, false
}

// scanFamilies matches found roots against families of claimed roots.
func (c *checker) scanFamilies(st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, kind statement.Kind) (decide.Result, bool) {
	found := c.scan(st, rel, x)
	for _, r := range found {
		if scanRootClaimed(floatRoot(r), roots) {
			continue
		}
		hit := false
		for _, cl := range roots {
			if len(cl.Params) == 1 && c.inFamily(cl, st, r) {
				hit = true
				break
			}
			if len(cl.Params) > 1 {
				hit = true // not matched: several parameters
			}
		}
		if !hit {
			res := decide.Refute(kind, "%s≈%s satisfies the equation (a sign change bisected to 1e-35) but belongs to none of the answer's families", x, r.Text('g', 20))
			res.Evidence = []decide.Comparison{{What: "missing root " + x + "≈" + r.Text('g', 20), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: cas.Float(r)}}, Want: record.WantEqual}}
			return res, true
		}
	}
	return decide.Result{}, false
}

// inFamily reports whether r = f(k) for an integer k, for a family f whose
// values at k = 0, 1 give its step (linear families).
func (c *checker) inFamily(cl Claimed, st *statement.Statement, r *big.Float) bool {
	k := cl.Params[0]
	at := func(n int64) (*big.Float, bool) {
		env, err := c.BindSubsts(st.Substs, cas.Env{k: cas.Int(n)})
		if err != nil {
			return nil, false
		}
		v, err := c.Eval(cl.E, env)
		if err != nil {
			return nil, false
		}
		return v.Float(decide.PrecBits), true
	}
	f0, ok0 := at(0)
	f1, ok1 := at(1)
	if !ok0 || !ok1 {
		return false
	}
	step := new(big.Float).Sub(f1, f0)
	if step.Sign() == 0 {
		return false
	}
	t := new(big.Float).Quo(new(big.Float).Sub(r, f0), step)
	n, _ := t.Int64()
	for _, cand := range []int64{n - 1, n, n + 1} {
		v, ok := at(cand)
		if !ok {
			continue
		}
		d := new(big.Float).Sub(v, r)
		d.Abs(d)
		if d.Cmp(big.NewFloat(1e-20)) < 0 {
			return true
		}
	}
	return false
}

// scan is Scan on this package's checker.
func (c *checker) scan(st *statement.Statement, rel *ast.Rel, x string) []*big.Float {
	low := c.Cas.WithPrec(64)
	f := func(cx *cas.Context, v *big.Float) (*big.Float, *big.Float, bool) {
		env := cas.Env{x: cas.Float(v)}
		if len(st.Conds) > 0 && !c.Satisfies(st.Conds, env) {
			return nil, nil, false
		}
		if c.Stopped() != nil {
			return nil, nil, false
		}
		l, err1 := cx.EvalContext(c.Ctx, rel.Args[0], env)
		r, err2 := cx.EvalContext(c.Ctx, rel.Args[1], env)
		if err1 != nil || err2 != nil {
			return nil, nil, false
		}
		lf, rf := l.Float(decide.PrecBits), r.Float(decide.PrecBits)
		scale := new(big.Float).Abs(lf)
		if a := new(big.Float).Abs(rf); a.Cmp(scale) > 0 {
			scale = a
		}
		return new(big.Float).Sub(lf, rf), scale, true
	}
	var out []*big.Float
	// The grid is x = sinh(t) for evenly spaced t: spacing about 0.07 near
	// 0, reaching ±1000 at the ends.
	grid := func(i int) *big.Float {
		t := -ScanT + 2*ScanT*float64(i)/scanSteps + 0.000123456
		return new(big.Float).SetPrec(decide.PrecBits).SetFloat64(math.Sinh(t))
	}
	prevX := grid(0)
	prevV, _, prevOK := f(low, prevX)
	for i := 1; i <= scanSteps && c.Stopped() == nil; i++ {
		cur := grid(i)
		step := new(big.Float).Sub(cur, prevX)
		v, _, ok := f(low, cur)
		if ok && !prevOK {
			// Entering the domain: look for its first defined point between
			// the two grid points, where a root may sit (√(6x-5) = x at 1).
			sub := new(big.Float).Quo(step, big.NewFloat(64))
			for j := 1; j < 64; j++ {
				px := new(big.Float).SetPrec(decide.PrecBits).Add(prevX, new(big.Float).Mul(sub, big.NewFloat(float64(j))))
				if pv, _, pok := f(low, px); pok {
					prevX, prevV, prevOK = px, pv, true
					break
				}
			}
		}
		if ok && prevOK && v.Sign() != 0 && prevV.Sign() != 0 && v.Sign() != prevV.Sign() {
			if r, good := c.bisect(f, prevX, cur, prevV.Sign()); good {
				out = append(out, r)
			}
		}
		if ok && v.Sign() == 0 {
			out = append(out, cur)
		}
		prevX, prevV, prevOK = cur, v, ok
		if len(out) > 50 {
			break
		}
	}
	return out
}

// Scan returns the roots of L-R found by sign changes.
func Scan(c *decide.Checker, st *statement.Statement, rel *ast.Rel, x string) []*big.Float {
	return (&checker{c}).scan(st, rel, x)
}

func (c *checker) bisect(f func(*cas.Context, *big.Float) (*big.Float, *big.Float, bool), lo, hi *big.Float, sLo int) (*big.Float, bool) {
	lo, hi = new(big.Float).Copy(lo), new(big.Float).Copy(hi)
	low := c.Cas.WithPrec(64)
	// Bisection at low precision to a narrow bracket, then the Illinois
	// variant of regula falsi at full precision.
	for i := 0; i < 60 && c.Stopped() == nil; i++ {
		w := new(big.Float).Sub(hi, lo)
		scale := new(big.Float).Abs(lo)
		if a := new(big.Float).Abs(hi); a.Cmp(scale) > 0 {
			scale = a
		}
		if scale.Cmp(big.NewFloat(1)) < 0 {
			scale = big.NewFloat(1)
		}
		if w.Cmp(new(big.Float).Mul(scale, big.NewFloat(1e-12))) < 0 {
			break
		}
		mid := new(big.Float).SetPrec(decide.PrecBits).Add(lo, hi)
		mid.Quo(mid, big.NewFloat(2))
		v, _, ok := f(low, mid)
		if !ok {
			return nil, false
		}
		if v.Sign() == 0 {
			break
		}
		if v.Sign() == sLo {
			lo = mid
		} else {
			hi = mid
		}
	}
	fl, _, ok1 := f(c.Cas, lo)
	fh, _, ok2 := f(c.Cas, hi)
	if !ok1 || !ok2 {
		return nil, false
	}
	if fl.Sign() == 0 {
		return lo, true
	}
	if fh.Sign() == 0 {
		return hi, true
	}
	if fl.Sign() == fh.Sign() {
		return nil, false
	}
	var x *big.Float
	var fx, scale *big.Float
	side := 0
	for i := 0; i < 60 && c.Stopped() == nil; i++ {
		// x = (lo·fh - hi·fl) / (fh - fl)
		num := new(big.Float).SetPrec(decide.PrecBits).Sub(new(big.Float).SetPrec(decide.PrecBits).Mul(lo, fh), new(big.Float).SetPrec(decide.PrecBits).Mul(hi, fl))
		den := new(big.Float).SetPrec(decide.PrecBits).Sub(fh, fl)
		if den.Sign() == 0 {
			break
		}
		x = num.Quo(num, den)
		var ok bool
		fx, scale, ok = f(c.Cas, x)
		if !ok {
			return nil, false
		}
		if scale.Cmp(big.NewFloat(1)) < 0 {
			scale = big.NewFloat(1)
		}
		if new(big.Float).Abs(fx).Cmp(new(big.Float).Mul(scale, big.NewFloat(1e-40))) <= 0 {
			break
		}
		if fx.Sign() == fl.Sign() {
			lo, fl = x, fx
			if side == -1 {
				fh = new(big.Float).Quo(fh, big.NewFloat(2))
			}
			side = -1
		} else {
			hi, fh = x, fx
			if side == 1 {
				fl = new(big.Float).Quo(fl, big.NewFloat(2))
			}
			side = 1
		}
	}
	if x == nil || fx == nil {
		return nil, false
	}
	lim := new(big.Float).Mul(scale, big.NewFloat(1e-25))
	if new(big.Float).Abs(fx).Cmp(lim) > 0 {
		return nil, false // a jump, not a zero
	}
	return x, true
}

// Bisect is bisect for the other packages of the checker.
func Bisect(c *decide.Checker, f func(*cas.Context, *big.Float) (*big.Float, *big.Float, bool), lo *big.Float, hi *big.Float, sLo int) (*big.Float, bool) {
	return (&checker{c}).bisect(f, lo, hi, sLo)
}

func floatRoot(f *big.Float) algebra.RealRoot {
	r, _ := f.Rat(nil)
	return algebra.RealRoot{Lo: r, Hi: r}
}

// clearSignChange is ClearSignChange on this package's checker.
func (c *checker) clearSignChange(rel *ast.Rel, x string, r *big.Float) bool {
	delta := new(big.Float).SetPrec(decide.PrecBits).Abs(r)
	if delta.Cmp(big.NewFloat(1)) < 0 {
		delta = big.NewFloat(1)
	}
	delta = new(big.Float).SetPrec(decide.PrecBits).Mul(delta, big.NewFloat(1e-6))
	sign := 0
	for _, k := range []float64{-1, 1} {
		p := new(big.Float).SetPrec(decide.PrecBits).Mul(delta, big.NewFloat(k))
		p.Add(p, r)
		env := cas.Env{x: cas.Float(p)}
		l, err1 := c.Eval(rel.Args[0], env)
		rv, err2 := c.Eval(rel.Args[1], env)
		if err1 != nil || err2 != nil {
			return false
		}
		lf, rf := l.Float(decide.PrecBits), rv.Float(decide.PrecBits)
		scale := new(big.Float).Abs(lf)
		if a := new(big.Float).Abs(rf); a.Cmp(scale) > 0 {
			scale = a
		}
		if scale.Cmp(big.NewFloat(1)) < 0 {
			scale = big.NewFloat(1)
		}
		d := new(big.Float).SetPrec(decide.PrecBits).Sub(lf, rf)
		if new(big.Float).Abs(d).Cmp(new(big.Float).Mul(scale, big.NewFloat(1e-25))) <= 0 {
			return false
		}
		if sign != 0 && d.Sign() == sign {
			return false
		}
		sign = d.Sign()
	}
	return true
}

// ClearSignChange reports whether left minus right side of rel takes
// opposite signs, each clearly above the working precision, a little to
// either side of r: a found root, not a place where both sides flatten
// out towards the same limit (2^{16^x} and 16^{2^x} as x → -∞).
func ClearSignChange(c *decide.Checker, rel *ast.Rel, x string, r *big.Float) bool {
	return (&checker{c}).clearSignChange(rel, x, r)
}

// restrictFound keeps the scanned roots the restriction allows. A root
// within 1e-25 of an end of a bounded interval is taken to be the end when
// the equation holds there; otherwise it is inside or outside by
// comparison, and undecided when that cannot be told.
func (c *checker) restrictFound(rel *ast.Rel, x string, found []*big.Float, restr *RootRestriction) ([]*big.Float, string) {
	if restr.Why != "" || len(restr.Tests) == 0 {
		return found, ""
	}
	var out []*big.Float
	for _, r := range found {
		v := cas.Float(r)
		if restr.bounded {
			for _, end := range []cas.Value{restr.lo, restr.hi} {
				// A multiple root (tan x - sin x at 0) is bisected only to
				// about the cube root of the precision.
				if !CloseTo(r, end.Float(decide.PrecBits), 1e-10) {
					continue
				}
				l, err1 := c.Eval(rel.Args[0], cas.Env{x: end})
				rv, err2 := c.Eval(rel.Args[1], cas.Env{x: end})
				if err1 == nil && err2 == nil && decide.Compare(l, rv) == decide.Same {
					v = end
				} else if CloseTo(r, end.Float(decide.PrecBits), 1e-25) {
					return nil, fmt.Sprintf("a root %s≈%s lies at an end of the interval %s, where the equation does not hold exactly", x, r.Text('g', 20), restr)
				}
			}
		}
		ok, decided := restr.Allows(v)
		if !decided {
			return nil, fmt.Sprintf("whether the root %s≈%s satisfies the restriction (%s) cannot be decided", x, r.Text('g', 20), restr)
		}
		if ok {
			out = append(out, v.Float(decide.PrecBits))
		}
	}
	return out, ""
}

func CloseTo(a, b *big.Float, tol float64) bool {
	d := new(big.Float).SetPrec(decide.PrecBits).Sub(a, b)
	d.Abs(d)
	return d.Cmp(big.NewFloat(tol)) <= 0
}
