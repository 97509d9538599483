package given

import (
	"fmt"
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// The value of g at every root of a condition, decided exactly when the
// answer is rational (docs/leg1-equality.md, "Exact at algebraic points").
// A polynomial or rational condition gives its roots as algebraic numbers
// directly. A trigonometric condition in sin, cos,
// tan, ... of integer multiples n·x becomes rational in t = tan(x/2)
// (trigRat); when g does too, each root x in (-π, π) is 2·arctan(ξ) for a
// real root ξ of the condition's numerator in t, and g(x) = r iff the
// numerator of g − r vanishes at ξ (vanishesAt) while its denominator
// does not. t = tan(x/2) misses x = π (+2πk): there sin nπ = 0 and
// cos nπ = (-1)^n are put into g and it is evaluated with rationals.
// An exponential condition made rational in u = B^{x/s} (expoRewrite) is
// treated the same way with u for t. Where none applies, the value at a
// root found numerically carries an error that is estimated, not proven:
// it may refute, never confirm (checkImplicit).

// exactConditionVerdict decides the answer, a rational or a quadratic
// surd p + q√s, against g at every root in pts exactly; ok is false when
// no exact method applies. A decimal answer is confirmed here only when
// equal exactly; otherwise the rounding rule decides it.
func (c *checker) exactConditionVerdict(kind statement.Kind, rel *ast.Rel, v string, g ast.Expr, pts []cas.Env, what, how string, a *statement.Answer) (decide.Result, bool) {
	av, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Result{}, false
	}
	target, ok := forms.QuadSurdOf(c.Checker, a.Items[0].E)
	if !ok {
		return decide.Result{}, false
	}
	at, by, ok := c.gAtConditionRoots(rel, v, g, pts)
	if !ok {
		return decide.Result{}, false
	}
	eq, ok := target.EqualsAt(at)
	if !ok {
		return decide.Result{}, false
	}
	if _, decimal := statement.PrintedTolerance(a.Items[0].E); decimal && !eq {
		return decide.Result{}, false // a rounding: the rounding rule decides
	}
	var res decide.Result
	if eq {
		res = decide.Confirm(kind, "%s is %s (%s), equal exactly to the answer %s (%s)", what, target, how, statement.Clip(a.Text.Math, 40), by)
	} else {
		res = decide.Refute(kind, "%s is not the answer %s exactly (%s; %s)", what, statement.Clip(a.Text.Math, 40), how, by)
		res.RecomputedDiffers = true
	}
	return decide.WithValueEvidence(res, what, av, a.Items[0].E, nil), true
}

// gAtConditionRoots gives g at every root in pts as a rational function
// at an algebraic point: for a polynomial or rational condition in v, a
// trigonometric one in t = tan(v/2), one with radicals at a root of its
// eliminant, an exponential one in u = B^{v/s}. by says how, for a note;
// ok is false when none applies.
func (c *checker) gAtConditionRoots(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env) (at []forms.GAtRoot, by string, ok bool) {
	const sturmBy = "the numerator of the value minus the answer against the condition's numerator: their gcd, Sturm count at each root"
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	gf, okG := forms.RatFuncOf(c.Checker, g, v)
	if cond, ok := forms.RatFuncOf(c.Checker, diff, v); ok && okG && len(cond.Num) > 0 {
		if at, ok := c.atRootsOf(cond.Num, gf.Num, gf.Den, pts, v, nil); ok {
			return at, sturmBy, true
		}
	}
	if at, ok := c.trigGAtRoots(diff, v, g, pts); ok {
		return at, "decided exactly (t = tan(" + v + "/2)): " + sturmBy + " in t; " + v + " = π by sin nπ = 0, cos nπ = ±1", true
	}
	if okG {
		er := forms.Eliminate(c.Checker, []*ast.Rel{rel}, []string{v})
		if er.Reason == "" && !er.Empty && len(er.Eliminants) == 1 {
			if at, ok := c.atRootsOf(er.Eliminants[0], gf.Num, gf.Den, pts, v, nil); ok {
				return at, "decided exactly: the numerator of the value minus the answer against the condition's eliminant, their gcd, Sturm count at each root", true
			}
		}
	}
	if at, ok := c.expoGAtRoots(rel, v, g, pts); ok {
		return at, "decided exactly (u the exponential of the condition): " + sturmBy + " in u", true
	}
	if at, deg, ok := c.adjoinedGAtRoots(rel, v, g, pts); ok {
		return at, fmt.Sprintf("decided exactly: y = the value adjoined to the condition, radicals eliminated, every candidate substituted; y at each root is a root of y's eliminant of degree %d, told by its isolating interval", deg), true
	}
	return nil, "", false
}

// gName names the value g when adjoined to the condition.
const gName = "y_{g}"

// adjoinedGAtRoots is gAtConditionRoots for g with radicals: the system
// condition, y = g is solved exactly (solveExactly: the radicals named and
// eliminated, every candidate substituted), and each point is matched to
// the one isolated root of x's eliminant it is; the y of its solutions
// are isolated roots of y's eliminant, taken as algebraic points with g
// = y there.
func (c *checker) adjoinedGAtRoots(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env) ([]forms.GAtRoot, int, bool) {
	if statement.ContainsVar(rel, gName) || statement.ContainsVar(g, gName) {
		return nil, 0, false
	}
	def := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: gName}, g}}
	sols, er, why := forms.SolveExactly(c.Checker, &statement.Statement{}, []*ast.Rel{rel, def}, []string{v, gName})
	if why != "" || er.Empty || len(er.Eliminants) != 2 {
		return nil, 0, false
	}
	ey := er.Eliminants[1]
	var out []forms.GAtRoot
	for _, env := range pts {
		x := env[v].Float(decide.PrecBits)
		tol := new(big.Float).SetPrec(decide.PrecBits).Mul(algebra.PointTol, new(big.Float).Add(decide.BfAbs(x), decide.Bf(1)))
		i, found := algebra.LocateRoot(er.Cands[0], x, tol)
		if !found {
			return nil, 0, false
		}
		n := 0
		for _, s := range sols {
			if sameRealRoot(s[0], er.Cands[0][i]) {
				out = append(out, forms.GAtRoot{Pt: algebra.AlgPointOf(ey, s[1]), Num: algebra.Poly{new(big.Rat), big.NewRat(1, 1)}, Den: algebra.Poly{big.NewRat(1, 1)}})
				n++
			}
		}
		if n == 0 {
			return nil, 0, false
		}
	}
	return out, ey.Deg(), true
}

// sameRealRoot reports whether a and b are the same isolated root.
func sameRealRoot(a, b algebra.RealRoot) bool {
	if a.Exact != nil || b.Exact != nil {
		return a.Exact != nil && b.Exact != nil && a.Exact.Cmp(b.Exact) == 0
	}
	return a.Lo.Cmp(b.Lo) == 0 && a.Hi.Cmp(b.Hi) == 0
}

// coordFunc gives p's variable at a point, with how far from the root it
// names it may lie (x itself: pointTol relative; t or u: x's error carried
// by the substitution's derivative, with a margin).
type coordFunc func(cas.Env) (val cas.Value, tol *big.Float, ok bool)

// atRootsOf pairs each point with the isolated root of p it is (p's
// variable read from env[v] directly, or through coord when given) and g
// = num/den there. ok is false when a point is not located or den
// vanishes at it.
func (c *checker) atRootsOf(p, num, den algebra.Poly, pts []cas.Env, v string, coord coordFunc) ([]forms.GAtRoot, bool) {
	if len(p) < 2 {
		return nil, false
	}
	roots := algebra.RealRoots(p)
	var out []forms.GAtRoot
	for _, env := range pts {
		x, good := env[v], true
		var tol *big.Float
		if coord != nil {
			x, tol, good = coord(env)
		}
		if !good {
			return nil, false
		}
		var pt algebra.AlgPoint
		if q, exact := x.Exact(); exact {
			if p.Eval(q).Sign() != 0 {
				return nil, false
			}
			pt = algebra.AlgPoint{Exact: q}
		} else {
			xf := x.Float(decide.PrecBits)
			if tol == nil {
				tol = new(big.Float).SetPrec(decide.PrecBits).Mul(algebra.PointTol, new(big.Float).Add(decide.BfAbs(xf), decide.Bf(1)))
			}
			i, found := algebra.LocateRoot(roots, xf, tol)
			if !found {
				return nil, false
			}
			pt = algebra.AlgPointOf(p, roots[i])
		}
		if algebra.VanishesAt(den, pt) {
			return nil, false // g's form is 0/0 there: not decided this way
		}
		out = append(out, forms.GAtRoot{Pt: pt, Num: num, Den: den})
	}
	return out, true
}

// univariate reads an mrat of an algBuilder without auxiliary unknowns as
// num/den in its variable 0; ok is false when another variable occurs.
func univariate(f forms.Mrat) (num, den algebra.Poly, ok bool) {
	conv := func(m algebra.Mpoly) (algebra.Poly, bool) {
		p := make(algebra.Poly, algebra.Mdegree(m)+1)
		for i := range p {
			p[i] = new(big.Rat)
		}
		for _, tm := range m {
			for j, k := range tm.E {
				if j > 0 && k != 0 {
					return nil, false
				}
			}
			p[tm.E[0]].Add(p[tm.E[0]], tm.C)
		}
		return algebra.Trim(p), true
	}
	num, ok1 := conv(f.Num)
	den, ok2 := conv(f.Den)
	return num, den, ok1 && ok2 && len(den) > 0
}

// trigRatOf builds e as num/den in t = tan(x/2); ok is false when e is
// not rational in trigonometric functions of integer multiples of x.
func (c *checker) trigRatOf(e ast.Expr, x string) (num, den algebra.Poly, ok bool) {
	b := forms.NewAlgBuilder(c.Checker, []string{x})
	b.Trig = true
	f, ok := b.Conv(e)
	if !ok || len(b.Aux) > 0 {
		return nil, nil, false
	}
	return univariate(f)
}

// cauchyBound is 1 + max |p_i / p_n|, above every |root| of p (as a
// float64; +Inf when too large to hold).
func cauchyBound(p algebra.Poly) float64 {
	lead := p[len(p)-1]
	m := 0.0
	for _, q := range p[:len(p)-1] {
		f, _ := new(big.Rat).Quo(q, lead).Float64()
		m = math.Max(m, math.Abs(f))
	}
	return 1 + m
}

// trigAtPi is the value of g at x = π, exactly: every sin, cos,
// tan, sec of n·x is replaced by its value at nπ (0, (-1)^n, 0, (-1)^n)
// and the rest evaluated with rationals. ok is false when x stands
// elsewhere, cot or csc of it occurs (undefined at π), or the value is
// not exact.
func (c *checker) trigAtPi(g ast.Expr, x string) (*big.Rat, bool) {
	good := true
	var sub func(e ast.Expr) ast.Expr
	sub = func(e ast.Expr) ast.Expr {
		switch n := e.(type) {
		case *ast.Unary:
			m := *n
			m.X = sub(n.X)
			return &m
		case *ast.Binary:
			m := *n
			m.X, m.Y = sub(n.X), sub(n.Y)
			return &m
		case *ast.Root:
			m := *n
			m.X = sub(n.X)
			return &m
		case *ast.Func:
			if len(n.Args) != 1 || !statement.ContainsVar(n.Args[0], x) {
				return n
			}
			p, isPoly := forms.PolyOf(c.Checker, n.Args[0], x)
			if !isPoly || len(p) != 2 || p[0].Sign() != 0 || !p[1].IsInt() {
				good = false
				return n
			}
			sign := int64(1)
			if p[1].Num().Bit(0) == 1 {
				sign = -1
			}
			switch n.Name {
			case ast.Sin, ast.Tan:
				return algebra.RatExpr(new(big.Rat))
			case ast.Cos, ast.Sec:
				return algebra.RatExpr(big.NewRat(sign, 1))
			}
			good = false
			return n
		}
		return e
	}
	h := sub(g)
	if !good || statement.ContainsVar(h, x) {
		return nil, false
	}
	val, err := c.Eval(h, nil)
	if err != nil {
		return nil, false
	}
	return val.Exact()
}

// trigGAtRoots is gAtConditionRoots for a trigonometric condition diff =
// 0 and g rational in t = tan(x/2) (g's shifts by kπ/4 expanded first,
// expandShifts): a point where cos(x/2) vanishes is x
// = π (+2πk), decided by trigAtPi; any other is 2·arctan(ξ) for a real
// root ξ of the condition's numerator in t.
func (c *checker) trigGAtRoots(diff ast.Expr, v string, g ast.Expr, pts []cas.Env) ([]forms.GAtRoot, bool) {
	// g only: the condition's numerator must be the one its roots were
	// found from (trigResidues), whose roots the bound below covers.
	g = c.expandShifts(g, v)
	p, _, ok1 := c.trigRatOf(diff, v)
	num, den, ok2 := c.trigRatOf(g, v)
	// cos(x/2) ≥ 1/√(1+B²) > 1e-16 at every 2·arctan(ξ), |ξ| < B ≤ 1e15:
	// a point where it is below 1e-30 is x = π (+2πk).
	if !ok1 || !ok2 || len(p) == 0 || len(p) > 1 && cauchyBound(p) > 1e15 {
		return nil, false
	}
	half := &ast.Binary{Op: ast.Div, X: &ast.Ident{Name: v}, Y: &ast.Number{Int: "2"}}
	tanHalf := func(env cas.Env) (cas.Value, *big.Float, bool) {
		cv, err1 := c.Eval(&ast.Func{Name: ast.Cos, Args: []ast.Expr{half}}, env)
		sv, err2 := c.Eval(&ast.Func{Name: ast.Sin, Args: []ast.Expr{half}}, env)
		if err1 != nil || err2 != nil {
			return cas.Value{}, nil, false
		}
		t := new(big.Float).SetPrec(decide.PrecBits).Quo(sv.Float(decide.PrecBits), cv.Float(decide.PrecBits))
		// dt/dx = (1+t²)/2, the point within pointTol·(|x|+1) of the root
		x := decide.BfAbs(env[v].Float(decide.PrecBits))
		tol := new(big.Float).SetPrec(decide.PrecBits).Mul(t, t)
		tol.Add(tol, decide.Bf(1))
		tol.Mul(tol, x.Add(x, decide.Bf(1)))
		return cas.Float(t), tol.Mul(tol, algebra.PointTol), true
	}
	var out []forms.GAtRoot
	for _, env := range pts {
		cv, err := c.Eval(&ast.Func{Name: ast.Cos, Args: []ast.Expr{half}}, env)
		if err != nil {
			return nil, false
		}
		if decide.BfAbs(cv.Float(decide.PrecBits)).Cmp(decide.Bf(1e-30)) < 0 {
			val, ok := c.trigAtPi(g, v)
			if !ok {
				return nil, false
			}
			out = append(out, forms.GAtRoot{Val: val})
			continue
		}
		at, ok := c.atRootsOf(p, num, den, []cas.Env{env}, v, tanHalf)
		if !ok {
			return nil, false
		}
		out = append(out, at...)
	}
	return out, true
}

// expoGAtRoots is gAtConditionRoots for an exponential condition: the
// condition and g rewritten together in u = B^{x/s} (expoRewrite), both
// rational in u; each root x is u = B^{x/s} > 0. (ᵏ√b)^{e} is read as
// b^{e/k}, and when the constant parts of the exponents leave irrational
// factors, x is shifted by a small rational σ (expoShifted).
func (c *checker) expoGAtRoots(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env) ([]forms.GAtRoot, bool) {
	es := []ast.Expr{rootBasePowers(rel.Args[0]), rootBasePowers(rel.Args[1]), rootBasePowers(g)}
	out, B, scale, why := solve.ExpoRewrite(c.Checker, es, v)
	if why != "" {
		var ok bool
		if out, B, scale, pts, ok = c.expoShifted(es, v, pts); !ok {
			return nil, false
		}
	}
	cond, ok1 := forms.RatFuncOf(c.Checker, &ast.Binary{Op: ast.Sub, X: out[0], Y: out[1]}, solve.ExpoName)
	gf, ok2 := forms.RatFuncOf(c.Checker, out[2], solve.ExpoName)
	if !ok1 || !ok2 {
		return nil, false
	}
	uOf := &ast.Binary{Op: ast.Pow, X: algebra.RatExpr(B), Y: &ast.Binary{Op: ast.Div, X: &ast.Ident{Name: v}, Y: algebra.RatExpr(scale)}}
	rate := math.Abs(math.Log(ratFloat(B))) / math.Abs(ratFloat(scale))
	if math.IsNaN(rate) || math.IsInf(rate, 0) {
		return nil, false
	}
	coord := func(env cas.Env) (cas.Value, *big.Float, bool) {
		u, err := c.Eval(uOf, env)
		if err != nil {
			return cas.Value{}, nil, false
		}
		// du/dx = u·ln B/s, the point within pointTol·(|x|+1) of the
		// root: u's distance, doubled.
		uf := u.Float(decide.PrecBits)
		x := decide.BfAbs(env[v].Float(decide.PrecBits))
		tol := new(big.Float).SetPrec(decide.PrecBits).Mul(decide.BfAbs(uf), decide.Bf(2*rate+1))
		tol.Mul(tol, x.Add(x, decide.Bf(1)))
		return u, tol.Mul(tol, algebra.PointTol), true
	}
	return c.atRootsOf(cond.Num, gf.Num, gf.Den, pts, v, coord)
}

// estimatedNotProven turns a confirmation resting on a value at a root
// found numerically into undecided: the error carried from the root to g
// is an estimate, not a proven bound.
func estimatedNotProven(kind statement.Kind, res decide.Result, what string) decide.Result {
	if res.Verdict != record.Confirm {
		return res
	}
	return decide.Undecided(kind, "%s agrees with the answer, but the value at the root carries an error that is estimated, not proven (%s)", what, res.Note)
}

// implicitNumericVerdict decides the value val of g at the roots rs
// through the one decision (foundVerdict, decideEqual). At rational roots
// val is g evaluated at exact points, known to the evaluator's precision;
// at a root known only numerically the error carried to g is estimated
// (relative 1e-28), so the decision may refute but not confirm.
func (c *checker) implicitNumericVerdict(st *statement.Statement, kind statement.Kind, rel *ast.Rel, g ast.Expr, what string, val cas.Value, rs implicitRoots, a *statement.Answer) decide.Result {
	exactRoots := true
	for _, env := range rs.pts {
		for _, x := range env {
			exactRoots = exactRoots && x.IsExact()
		}
	}
	if exactRoots {
		return c.FoundVerdict(st, kind, what, val, nil, rs.how+"; every root rational, the value evaluated there", a.Items[0].E, a.Text.Math)
	}
	if env, v, ok := c.rationalOnlyRoot(rel, rs); ok {
		gv, err := c.Eval(g, env)
		if err == nil {
			return c.FoundVerdict(st, kind, what, gv, nil, rs.how+"; the condition holds exactly at "+v+" = "+env[v].Text(20)+", so that is the root", a.Items[0].E, a.Text.Math)
		}
	}
	gf := val.Float(decide.PrecBits)
	errEst := new(big.Float).SetPrec(decide.PrecBits).Abs(gf)
	if errEst.Cmp(decide.Bf(1)) < 0 {
		errEst = decide.Bf(1)
	}
	errEst.Mul(errEst, decide.Bf(1e-28))
	res := c.NumericVerdict(st, kind, what, gf, errEst, rs.how, a.Items[0].E, a.Text.Math)
	if !rs.proven {
		return res // the caller says why: the roots are not proven complete
	}
	return estimatedNotProven(kind, res, what)
}

func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// rationalOnlyRoot: when the condition has one root (strictly monotone,
// no restriction left a root out) known only numerically, the simplest rational near it (denominator ≤ 1000, within
// 1e-30) at which the condition holds exactly is that root.
func (c *checker) rationalOnlyRoot(rel *ast.Rel, rs implicitRoots) (cas.Env, string, bool) {
	if !rs.only || len(rs.pts) != 1 || len(rs.pts[0]) != 1 {
		return nil, "", false
	}
	for v, x := range rs.pts[0] {
		xf := x.Float(decide.PrecBits)
		for den := int64(1); den <= 1000; den++ {
			n := new(big.Float).SetPrec(decide.PrecBits).Mul(decide.BfAbs(xf), new(big.Float).SetInt64(den))
			ni, _ := n.Add(n, decide.Bf(0.5)).Int(nil) // round |x|·den
			if xf.Sign() < 0 {
				ni.Neg(ni)
			}
			q := new(big.Rat).SetFrac(ni, big.NewInt(den))
			d := new(big.Float).SetPrec(decide.PrecBits).SetRat(q)
			if decide.BfAbs(d.Sub(d, xf)).Cmp(decide.Bf(1e-30)) > 0 {
				continue
			}
			env := cas.Env{v: cas.Rat(q)}
			l, err1 := c.Eval(rel.Args[0], env)
			r, err2 := c.Eval(rel.Args[1], env)
			lq, ok1 := l.Exact()
			rq, ok2 := r.Exact()
			if err1 == nil && err2 == nil && ok1 && ok2 && lq.Cmp(rq) == 0 {
				return env, v, true
			}
			return nil, "", false
		}
	}
	return nil, "", false
}

// rootBasePowers reads (ᵏ√b)^{e} as b^{e/k} for a constant b and an
// integer k.
func rootBasePowers(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Unary:
		m := *n
		m.X = rootBasePowers(n.X)
		return &m
	case *ast.Binary:
		if r, ok := n.X.(*ast.Root); ok && n.Op == ast.Pow && r.Index != nil && len(pm.FreeVars(r.X)) == 0 {
			if k, ok := statement.IntLiteral(r.Index); ok && k >= 2 {
				return &ast.Binary{Op: ast.Pow, X: r.X, Y: &ast.Binary{Op: ast.Div, X: rootBasePowers(n.Y), Y: &ast.Number{Int: fmt.Sprint(k)}}}
			}
		}
		m := *n
		m.X, m.Y = rootBasePowers(n.X), rootBasePowers(n.Y)
		return &m
	}
	return e
}

// expoShifted retries expoRewrite with x = x' + σ for σ = j/d (d ≤ 12,
// |σ| ≤ 2): b^{c0 + c1·x} = b^{(c0 + c1σ) + c1·x'} may have integer
// constant parts where c0 has not. The points are shifted to x' = x − σ.
func (c *checker) expoShifted(es []ast.Expr, v string, pts []cas.Env) (out []ast.Expr, B, scale *big.Rat, shifted []cas.Env, ok bool) {
	for d := int64(1); d <= 12; d++ {
		for j := -2 * d; j <= 2*d; j++ {
			sigma := big.NewRat(j, d)
			if j == 0 || sigma.Denom().Int64() != d {
				continue
			}
			sub := map[string]ast.Expr{v: &ast.Binary{Op: ast.Add, X: &ast.Ident{Name: v}, Y: algebra.RatExpr(sigma)}}
			var moved []ast.Expr
			for _, e := range es {
				moved = append(moved, forms.ReplaceNames(e, sub))
			}
			out, B, scale, why := solve.ExpoRewrite(c.Checker, moved, v)
			if why != "" {
				continue
			}
			for _, env := range pts {
				x, err := c.Cas.Sub(env[v], cas.Rat(sigma))
				if err != nil {
					return nil, nil, nil, nil, false
				}
				shifted = append(shifted, cas.Env{v: x})
			}
			return out, B, scale, shifted, true
		}
	}
	return nil, nil, nil, nil, false
}
