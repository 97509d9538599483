package check

import (
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// The value of g at every root of a condition, decided exactly when the
// answer is rational (docs/leg1-equality.md, "Exact at algebraic points").
// A polynomial or rational condition gives its roots as algebraic numbers
// directly (conditionValueExact). A trigonometric condition in sin, cos,
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

// exactConditionVerdict decides the rational answer against g at every
// root in pts exactly; ok is false when no exact method applies. A
// decimal answer is confirmed here only when equal exactly; otherwise the
// rounding rule decides it.
func (c *checker) exactConditionVerdict(kind Kind, rel *ast.Rel, v string, g ast.Expr, pts []cas.Env, what, how string, a *answer) (Result, bool) {
	av, err := c.eval(a.items[0].E, nil)
	if err != nil {
		return Result{}, false
	}
	r, exact := av.Exact()
	if !exact {
		return Result{}, false
	}
	by := "the numerator of the value minus the answer against the condition's numerator: their gcd, Sturm count at each root"
	eq, ok := c.conditionValueExact(rel, v, g, pts, r)
	if !ok {
		eq, ok = c.trigConditionValueExact(rel, v, g, pts, r)
		by = "decided exactly (t = tan(" + v + "/2)): " + by + " in t; x = π by sin nπ = 0, cos nπ = ±1"
	}
	if !ok {
		eq, ok = c.radicalConditionValueExact(rel, v, g, pts, r)
		by = "decided exactly: the numerator of the value minus the answer against the condition's eliminant, their gcd, Sturm count at each root"
	}
	if !ok {
		eq, ok = c.expoConditionValueExact(rel, v, g, pts, r)
		by = "decided exactly (u the exponential of the condition): " + by + " in u"
	}
	if !ok {
		return Result{}, false
	}
	if _, decimal := printedTolerance(a.items[0].E); decimal && !eq {
		return Result{}, false // a rounding: the rounding rule decides
	}
	var res Result
	if eq {
		res = confirm(kind, "%s is %s (%s), equal exactly to the answer %s (%s)", what, r.RatString(), how, clip(a.text.Math, 40), by)
	} else {
		res = refute(kind, "%s is not the answer %s exactly (%s; %s)", what, clip(a.text.Math, 40), how, by)
		res.RecomputedDiffers = true
	}
	return withValueEvidence(res, what, av, a.items[0].E, nil), true
}

// univariate reads an mrat of an algBuilder without auxiliary unknowns as
// num/den in its variable 0; ok is false when another variable occurs.
func univariate(f mrat) (num, den poly, ok bool) {
	conv := func(m mpoly) (poly, bool) {
		p := make(poly, mdegree(m)+1)
		for i := range p {
			p[i] = new(big.Rat)
		}
		for _, tm := range m {
			for j, k := range tm.e {
				if j > 0 && k != 0 {
					return nil, false
				}
			}
			p[tm.e[0]].Add(p[tm.e[0]], tm.c)
		}
		return trim(p), true
	}
	num, ok1 := conv(f.num)
	den, ok2 := conv(f.den)
	return num, den, ok1 && ok2 && len(den) > 0
}

// trigRatOf builds e as num/den in t = tan(x/2); ok is false when e is
// not rational in trigonometric functions of integer multiples of x.
func (c *checker) trigRatOf(e ast.Expr, x string) (num, den poly, ok bool) {
	b := newAlgBuilder(c, []string{x})
	b.trig = true
	f, ok := b.conv(e)
	if !ok || len(b.aux) > 0 {
		return nil, nil, false
	}
	return univariate(f)
}

// cauchyBound is 1 + max |p_i / p_n|, above every |root| of p (as a
// float64; +Inf when too large to hold).
func cauchyBound(p poly) float64 {
	lead := p[len(p)-1]
	m := 0.0
	for _, q := range p[:len(p)-1] {
		f, _ := new(big.Rat).Quo(q, lead).Float64()
		m = math.Max(m, math.Abs(f))
	}
	return 1 + m
}

// trigConditionValueExact is conditionValueExact for a trigonometric
// condition in t = tan(x/2), the point x = π (+2πk) decided by trigAtPi.
func (c *checker) trigConditionValueExact(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env, r *big.Rat) (equal, ok bool) {
	p, _, ok1 := c.trigRatOf(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, v)
	n, d, ok2 := c.trigRatOf(&ast.Binary{Op: ast.Sub, X: g, Y: ratExpr(r)}, v)
	if !ok1 || !ok2 || len(p) == 0 || len(p) > 1 && cauchyBound(p) > 1e15 {
		return false, false
	}
	roots := realRoots(p)
	for _, env := range pts {
		// cos(x/2) ≥ 1/√(1+B²) > 1e-16 at every 2·arctan(ξ), |ξ| < B:
		// a point where it is below 1e-30 is x = π (+2πk).
		half := &ast.Binary{Op: ast.Div, X: &ast.Ident{Name: v}, Y: &ast.Number{Int: "2"}}
		cv, err1 := c.eval(&ast.Func{Name: ast.Cos, Args: []ast.Expr{half}}, env)
		sv, err2 := c.eval(&ast.Func{Name: ast.Sin, Args: []ast.Expr{half}}, env)
		if err1 != nil || err2 != nil {
			return false, false
		}
		cf := cv.Float(precBits)
		if bfAbs(cf).Cmp(bf(1e-30)) < 0 {
			eq, ok := c.trigAtPi(g, v, r)
			if !ok {
				return false, false
			}
			if !eq {
				return false, true
			}
			continue
		}
		t := new(big.Float).SetPrec(precBits).Quo(sv.Float(precBits), cf)
		i, found := locateRoot(roots, t, pointTol)
		if !found {
			return false, false
		}
		pt := algPointOf(p, roots[i])
		if vanishesAt(d, pt) {
			return false, false // g's form in t is 0/0 there: not decided this way
		}
		if !vanishesAt(n, pt) {
			return false, true
		}
	}
	return true, true
}

// trigAtPi decides exactly whether g equals r at x = π: every sin, cos,
// tan, sec of n·x is replaced by its value at nπ (0, (-1)^n, 0, (-1)^n)
// and the rest evaluated with rationals. ok is false when x stands
// elsewhere, cot or csc of it occurs (undefined at π), or the value is
// not exact.
func (c *checker) trigAtPi(g ast.Expr, x string, r *big.Rat) (equal, ok bool) {
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
			if len(n.Args) != 1 || !containsVar(n.Args[0], x) {
				return n
			}
			p, isPoly := c.polyOf(n.Args[0], x)
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
				return ratExpr(new(big.Rat))
			case ast.Cos, ast.Sec:
				return ratExpr(big.NewRat(sign, 1))
			}
			good = false
			return n
		}
		return e
	}
	h := sub(g)
	if !good || containsVar(h, x) {
		return false, false
	}
	val, err := c.eval(h, nil)
	if err != nil {
		return false, false
	}
	q, exact := val.Exact()
	if !exact {
		return false, false
	}
	return q.Cmp(r) == 0, true
}

// expoConditionValueExact is conditionValueExact for an exponential
// condition: the condition and g rewritten together in u = B^{x/s}
// (expoRewrite), both rational in u; each root x is u = B^{x/s} > 0.
func (c *checker) expoConditionValueExact(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env, r *big.Rat) (equal, ok bool) {
	gr := &ast.Binary{Op: ast.Sub, X: g, Y: ratExpr(r)}
	out, B, scale, why := c.expoRewrite([]ast.Expr{rel.Args[0], rel.Args[1], gr}, v)
	if why != "" {
		return false, false
	}
	cond, ok1 := c.ratFuncOf(&ast.Binary{Op: ast.Sub, X: out[0], Y: out[1]}, expoName)
	val, ok2 := c.ratFuncOf(out[2], expoName)
	if !ok1 || !ok2 || len(cond.num) < 2 {
		return false, false
	}
	roots := realRoots(cond.num)
	uOf := &ast.Binary{Op: ast.Pow, X: ratExpr(B), Y: &ast.Binary{Op: ast.Div, X: &ast.Ident{Name: v}, Y: ratExpr(scale)}}
	for _, env := range pts {
		u, err := c.eval(uOf, env)
		if err != nil {
			return false, false
		}
		var pt algPoint
		if q, exact := u.Exact(); exact {
			if cond.num.eval(q).Sign() != 0 {
				return false, false
			}
			pt = algPoint{Exact: q}
		} else {
			// u's error: x's (pointTol) times u·ln B/s, within a factor.
			tol := new(big.Float).SetPrec(precBits).Mul(pointTol, new(big.Float).Add(bfAbs(u.Float(precBits)), bf(1)))
			tol.Mul(tol, bf(1e6))
			i, found := locateRoot(roots, u.Float(precBits), tol)
			if !found {
				return false, false
			}
			pt = algPointOf(cond.num, roots[i])
		}
		if vanishesAt(val.den, pt) {
			return false, false
		}
		if !vanishesAt(val.num, pt) {
			return false, true
		}
	}
	return true, true
}

// estimatedNotProven turns a confirmation resting on a value at a root
// found numerically into undecided: the error carried from the root to g
// is an estimate, not a proven bound.
func estimatedNotProven(kind Kind, res Result, what string) Result {
	if res.Verdict != record.Confirm {
		return res
	}
	return undecided(kind, "%s agrees with the answer, but the value at the root carries an error that is estimated, not proven (%s)", what, res.Note)
}

// implicitNumericVerdict decides the value val of g at the roots rs
// through the one decision (foundVerdict, decideEqual). At rational roots
// val is g evaluated at exact points, known to the evaluator's precision;
// at a root known only numerically the error carried to g is estimated
// (relative 1e-28), so the decision may refute but not confirm.
func (c *checker) implicitNumericVerdict(st *statement, kind Kind, what string, val cas.Value, rs implicitRoots, a *answer) Result {
	exactRoots := true
	for _, env := range rs.pts {
		for _, x := range env {
			exactRoots = exactRoots && x.IsExact()
		}
	}
	if exactRoots {
		return c.foundVerdict(st, kind, what, val, nil, rs.how+"; every root rational, the value evaluated there", a.items[0].E, a.text.Math)
	}
	gf := val.Float(precBits)
	errEst := new(big.Float).SetPrec(precBits).Abs(gf)
	if errEst.Cmp(bf(1)) < 0 {
		errEst = bf(1)
	}
	errEst.Mul(errEst, bf(1e-28))
	return estimatedNotProven(kind, c.numericVerdict(st, kind, what, gf, errEst, rs.how, a.items[0].E, a.text.Math), what)
}

// radicalConditionValueExact is conditionValueExact for a condition with
// radicals: every root is a root of the condition's eliminant E in v (its
// radicals named as unknowns and eliminated), so with g − r rational in v
// it is decided at the algebraic point of E the root is.
func (c *checker) radicalConditionValueExact(rel *ast.Rel, v string, g ast.Expr, pts []cas.Env, r *big.Rat) (equal, ok bool) {
	val, ok := c.ratFuncOf(&ast.Binary{Op: ast.Sub, X: g, Y: ratExpr(r)}, v)
	if !ok {
		return false, false
	}
	er := c.eliminate([]*ast.Rel{rel}, []string{v})
	if er.reason != "" || er.empty || len(er.eliminants) != 1 || len(er.eliminants[0]) < 2 {
		return false, false
	}
	e := er.eliminants[0]
	roots := realRoots(e)
	for _, env := range pts {
		var pt algPoint
		if q, exact := env[v].Exact(); exact {
			if e.eval(q).Sign() != 0 {
				return false, false
			}
			pt = algPoint{Exact: q}
		} else {
			i, found := locateRoot(roots, env[v].Float(precBits), pointTol)
			if !found {
				return false, false
			}
			pt = algPointOf(e, roots[i])
		}
		if vanishesAt(val.den, pt) {
			return false, false
		}
		if !vanishesAt(val.num, pt) {
			return false, true
		}
	}
	return true, true
}
