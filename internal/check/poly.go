package check

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// poly is a polynomial with rational coefficients, lowest degree first,
// with no trailing zero coefficients (the zero polynomial is empty).
type poly []*big.Rat

const maxPolyDegree = 40

func (p poly) deg() int { return len(p) - 1 }

func trim(p poly) poly {
	for len(p) > 0 && p[len(p)-1].Sign() == 0 {
		p = p[:len(p)-1]
	}
	return p
}

// polyDegree returns an upper bound of the degree of e in x when e is built
// only of +, -, ·, division by x-free terms and non-negative integer powers.
func polyDegree(e ast.Expr, x string) (int, bool) {
	if !containsVar(e, x) {
		// x-free parts must also be free of the other kinds of nodes the
		// interpolation could not handle; the evaluation decides.
		return 0, true
	}
	switch n := e.(type) {
	case *ast.Ident:
		return 1, n.Name == x
	case *ast.Unary:
		if n.Op == ast.Neg || n.Op == ast.Plus {
			return polyDegree(n.X, x)
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub:
			a, ok1 := polyDegree(n.X, x)
			b, ok2 := polyDegree(n.Y, x)
			return max(a, b), ok1 && ok2
		case ast.Mul:
			a, ok1 := polyDegree(n.X, x)
			b, ok2 := polyDegree(n.Y, x)
			return a + b, ok1 && ok2 && a+b <= maxPolyDegree
		case ast.Div:
			if containsVar(n.Y, x) {
				return 0, false
			}
			return polyDegree(n.X, x)
		case ast.Pow:
			if containsVar(n.Y, x) {
				return 0, false
			}
			k, ok := intLiteral(n.Y)
			if !ok || k < 0 || k > maxPolyDegree {
				return 0, false
			}
			a, ok := polyDegree(n.X, x)
			return a * k, ok && a*k <= maxPolyDegree
		}
	}
	return 0, false
}

// polyOf returns the exact coefficients of e as a polynomial in x, by exact
// evaluation at deg+1 integer points and interpolation; ok is false when e
// is not such a polynomial or a coefficient is irrational.
func (c *checker) polyOf(e ast.Expr, x string) (poly, bool) { return c.polyOfAt(e, x, nil) }

// polyOfAt is polyOf with the other variables bound by env.
func (c *checker) polyOfAt(e ast.Expr, x string, env cas.Env) (poly, bool) {
	d, ok := polyDegree(e, x)
	if !ok {
		return nil, false
	}
	xs := make([]*big.Rat, d+1)
	ys := make([]*big.Rat, d+1)
	for i := 0; i <= d; i++ {
		xs[i] = big.NewRat(int64(i), 1)
		at := cas.Env{x: cas.Rat(xs[i])}
		for k, v := range env {
			if k != x {
				at[k] = v
			}
		}
		v, err := c.eval(e, at)
		if err != nil {
			return nil, false
		}
		r, exact := v.Exact()
		if !exact {
			return nil, false
		}
		ys[i] = r
	}
	// Newton divided differences, then expand to the monomial basis.
	coef := make([]*big.Rat, d+1)
	for i := range ys {
		coef[i] = new(big.Rat).Set(ys[i])
	}
	for j := 1; j <= d; j++ {
		for i := d; i >= j; i-- {
			num := new(big.Rat).Sub(coef[i], coef[i-1])
			den := new(big.Rat).Sub(xs[i], xs[i-j])
			coef[i] = num.Quo(num, den)
		}
	}
	p := poly{new(big.Rat).Set(coef[d])}
	for i := d - 1; i >= 0; i-- {
		// p = p·(x - xs[i]) + coef[i]
		q := make(poly, len(p)+1)
		for k := range q {
			q[k] = new(big.Rat)
		}
		for k, a := range p {
			q[k+1].Add(q[k+1], a)
			q[k].Sub(q[k], new(big.Rat).Mul(a, xs[i]))
		}
		q[0].Add(q[0], coef[i])
		p = q
	}
	return trim(p), true
}

func (p poly) eval(x *big.Rat) *big.Rat {
	acc := new(big.Rat)
	for i := len(p) - 1; i >= 0; i-- {
		acc.Mul(acc, x)
		acc.Add(acc, p[i])
	}
	return acc
}

func (p poly) derive() poly {
	if len(p) <= 1 {
		return nil
	}
	out := make(poly, len(p)-1)
	for i := 1; i < len(p); i++ {
		out[i-1] = new(big.Rat).Mul(p[i], big.NewRat(int64(i), 1))
	}
	return trim(out)
}

// divmod divides a by b (b non-zero).
func divmod(a, b poly) (q, r poly) {
	r = make(poly, len(a))
	for i := range a {
		r[i] = new(big.Rat).Set(a[i])
	}
	r = trim(r)
	if len(r) < len(b) {
		return nil, r
	}
	q = make(poly, len(r)-len(b)+1)
	for i := range q {
		q[i] = new(big.Rat)
	}
	lead := b[len(b)-1]
	for len(r) >= len(b) && len(r) > 0 {
		k := len(r) - len(b)
		f := new(big.Rat).Quo(r[len(r)-1], lead)
		q[k] = f
		for i, bc := range b {
			r[i+k].Sub(r[i+k], new(big.Rat).Mul(f, bc))
		}
		r = trim(r[:len(r)-1])
	}
	return trim(q), r
}

func gcdPoly(a, b poly) poly {
	for len(b) > 0 {
		_, r := divmod(a, b)
		a, b = b, r
	}
	return monic(a)
}

func monic(p poly) poly {
	if len(p) == 0 {
		return p
	}
	lead := new(big.Rat).Set(p[len(p)-1])
	out := make(poly, len(p))
	for i := range p {
		out[i] = new(big.Rat).Quo(p[i], lead)
	}
	return out
}

// sturm returns the Sturm sequence of a square-free p.
func sturm(p poly) []poly {
	seq := []poly{p, p.derive()}
	for {
		a, b := seq[len(seq)-2], seq[len(seq)-1]
		if len(b) == 0 {
			return seq[:len(seq)-1]
		}
		_, r := divmod(a, b)
		if len(r) == 0 {
			return seq
		}
		for i := range r {
			r[i].Neg(r[i])
		}
		seq = append(seq, r)
	}
}

func signChanges(seq []poly, x *big.Rat) int {
	n, last := 0, 0
	for _, p := range seq {
		s := p.eval(x).Sign()
		if s == 0 {
			continue
		}
		if last != 0 && s != last {
			n++
		}
		last = s
	}
	return n
}

// realRoot is one real root of a polynomial: exact when rational, else
// isolated in (Lo, Hi] of width below 2^-130.
type realRoot struct {
	Exact  *big.Rat
	Lo, Hi *big.Rat
}

func (r realRoot) approx() *big.Float {
	if r.Exact != nil {
		return new(big.Float).SetPrec(precBits).SetRat(r.Exact)
	}
	return new(big.Float).SetPrec(precBits).SetRat(r.Hi)
}

func (r realRoot) String() string {
	if r.Exact != nil {
		return r.Exact.RatString()
	}
	return r.approx().Text('g', 25)
}

// realRoots returns the distinct real roots of p in increasing order.
func realRoots(p poly) []realRoot {
	p = trim(p)
	if len(p) <= 1 {
		return nil
	}
	sqf, _ := divmod(p, gcdPoly(p, p.derive()))
	sqf = monic(sqf)
	switch sqf.deg() {
	case 1:
		return []realRoot{{Exact: new(big.Rat).Neg(sqf[0])}}
	case 2:
		return quadraticRoots(sqf[1], sqf[0])
	}
	return isolateRoots(sqf)
}

// isolateRoots are the real roots of the monic square-free polynomial sqf,
// isolated by its Sturm sequence and refined by bisection.
func isolateRoots(sqf poly) []realRoot {
	seq := sturm(sqf)
	// Cauchy bound.
	bound := new(big.Rat).SetInt64(1)
	for _, a := range sqf[:len(sqf)-1] {
		bound = maxRat(bound, new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Abs(a)))
	}
	var out []realRoot
	var isolate func(lo, hi *big.Rat, depth int)
	isolate = func(lo, hi *big.Rat, depth int) {
		n := signChanges(seq, lo) - signChanges(seq, hi)
		if n == 0 || depth > 400 {
			return
		}
		if n == 1 {
			out = append(out, refineRoot(sqf, lo, hi))
			return
		}
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		// Sturm's count on (lo, hi] needs ends that are not roots: a root
		// at the midpoint moves the cut a little (p has finitely many).
		step := new(big.Rat).Sub(hi, lo)
		for k := int64(3); sqf.eval(mid).Sign() == 0; k++ {
			step.Quo(step, big.NewRat(k, 1))
			mid.Add(mid, step)
		}
		isolate(lo, mid, depth+1)
		isolate(mid, hi, depth+1)
	}
	isolate(new(big.Rat).Neg(bound), bound, 0)
	return out
}

// rootBits is how narrow refineRoot makes the interval of an irrational
// root: at most 2^-rootBits wide.
const rootBits = 130

// quadraticRoots are the real roots of x^2 + b x + c (square-free: b^2 ≠ 4c)
// in increasing order, from the closed form (-b ± √D)/2, D = b^2 - 4c: exact
// when D is the square of a rational; otherwise each in an interval
// narrower than 2^-rootBits whose ends come from the integer square root
// of D's numerator and denominator (√D is irrational, so strictly inside).
// It gives what the Sturm isolation and bisection give, without their
// hundred-odd steps per irrational root.
func quadraticRoots(b, c *big.Rat) []realRoot {
	d := new(big.Rat).Mul(b, b)
	d.Sub(d, new(big.Rat).Mul(big.NewRat(4, 1), c))
	if d.Sign() < 0 {
		return nil
	}
	half := big.NewRat(1, 2)
	negB := new(big.Rat).Neg(b)
	if d.Sign() == 0 {
		return []realRoot{{Exact: new(big.Rat).Mul(negB, half)}}
	}
	// √D = √(num·den)/den.
	m := new(big.Int).Mul(d.Num(), d.Denom())
	if s := new(big.Int).Sqrt(m); new(big.Int).Mul(s, s).Cmp(m) == 0 {
		r := new(big.Rat).SetFrac(s, d.Denom())
		lo := new(big.Rat).Sub(negB, r)
		hi := new(big.Rat).Add(negB, r)
		return []realRoot{{Exact: lo.Mul(lo, half)}, {Exact: hi.Mul(hi, half)}}
	}
	const k = rootBits + 10
	s := new(big.Int).Sqrt(new(big.Int).Lsh(m, 2*k)) // s < √m·2^k < s+1
	scale := new(big.Int).Lsh(d.Denom(), k)
	sLo := new(big.Rat).SetFrac(s, scale)
	sHi := new(big.Rat).SetFrac(new(big.Int).Add(s, big.NewInt(1)), scale)
	at := func(sign int, r *big.Rat) *big.Rat {
		v := new(big.Rat).Set(r)
		if sign < 0 {
			v.Neg(v)
		}
		v.Add(v, negB)
		return v.Mul(v, half)
	}
	return []realRoot{
		{Lo: at(-1, sHi), Hi: at(-1, sLo)},
		{Lo: at(1, sLo), Hi: at(1, sHi)},
	}
}

// refineRoot narrows the single root of p in (lo, hi] and recognises a
// rational root by the simplest fraction inside the final interval.
func refineRoot(p poly, lo, hi *big.Rat) realRoot {
	lo, hi = new(big.Rat).Set(lo), new(big.Rat).Set(hi)
	sg := newSigner(p)
	if sg.sign(hi) == 0 {
		return realRoot{Exact: hi}
	}
	sLo := sg.sign(lo)
	if sLo == 0 {
		// lo is a root of p outside (lo, hi]: p has the sign of its one
		// root's left side all along (lo, root).
		sLo = -sg.sign(hi)
	}
	width := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), rootBits))
	for i := 0; i < 400 && new(big.Rat).Sub(hi, lo).Cmp(width) > 0; i++ {
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		// Keep the dyadic numbers short.
		s := sg.sign(mid)
		if s == 0 {
			return realRoot{Exact: mid}
		}
		if s == sLo {
			lo = mid
		} else {
			hi = mid
		}
		if i%16 == 15 {
			if q := simplest(lo, hi); q != nil && p.eval(q).Sign() == 0 {
				return realRoot{Exact: q}
			}
		}
	}
	if q := simplest(lo, hi); q != nil && p.eval(q).Sign() == 0 {
		return realRoot{Exact: q}
	}
	return realRoot{Lo: lo, Hi: hi}
}

// signer gives the exact sign of a polynomial at rationals with integer
// arithmetic only: p(a/b)·b^n·L = Σ e_i a^i b^(n-i) with e_i = c_i·L
// integers (L the common denominator of p's coefficients, b > 0), so the
// sign is that of an integer Horner sum. p.eval(x).Sign() gives the same
// sign, but big.Rat reduces every partial sum by a gcd (the bisection of
// refineRoot spent most of its time there).
type signer struct {
	e             []*big.Int // e_0 .. e_n
	h, t, bp, tmp big.Int
}

func newSigner(p poly) *signer {
	l := big.NewInt(1)
	var g big.Int
	for _, c := range p {
		d := c.Denom()
		g.GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, &g))
	}
	s := &signer{e: make([]*big.Int, len(p))}
	for i, c := range p {
		e := new(big.Int).Mul(c.Num(), new(big.Int).Quo(l, c.Denom()))
		s.e[i] = e
	}
	return s
}

// sign is the sign of p(x).
func (s *signer) sign(x *big.Rat) int {
	n := len(s.e) - 1
	if n < 0 {
		return 0
	}
	a, b := x.Num(), x.Denom() // b > 0
	s.h.Set(s.e[n])
	s.bp.SetInt64(1)
	for i := n - 1; i >= 0; i-- {
		s.bp.Mul(&s.bp, b)
		s.h.Mul(&s.h, a)
		s.tmp.Mul(s.e[i], &s.bp)
		s.h.Add(&s.h, &s.tmp)
	}
	return s.h.Sign()
}

// simplest returns the fraction with the smallest denominator in [lo, hi]
// (Stern–Brocot by continued fractions), or nil after too many steps.
func simplest(lo, hi *big.Rat) *big.Rat {
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	if lo.Sign() <= 0 && hi.Sign() >= 0 {
		return new(big.Rat)
	}
	if hi.Sign() < 0 {
		r := simplest(new(big.Rat).Neg(hi), new(big.Rat).Neg(lo))
		if r == nil {
			return nil
		}
		return r.Neg(r)
	}
	// Continued fraction of the simplest rational in [lo, hi], lo > 0.
	var terms []*big.Int
	a, b := new(big.Rat).Set(lo), new(big.Rat).Set(hi)
	for step := 0; step < 200; step++ {
		fa := floorRat(a)
		if new(big.Rat).SetInt(fa).Cmp(a) == 0 {
			terms = append(terms, fa)
			return fromCF(terms)
		}
		fb := floorRat(b)
		if fa.Cmp(fb) < 0 {
			terms = append(terms, new(big.Int).Add(fa, big.NewInt(1)))
			return fromCF(terms)
		}
		terms = append(terms, fa)
		fr := new(big.Rat).SetInt(fa)
		a2 := new(big.Rat).Sub(a, fr)
		b2 := new(big.Rat).Sub(b, fr)
		if b2.Sign() == 0 {
			return fromCF(terms)
		}
		a, b = new(big.Rat).Inv(b2), new(big.Rat).Inv(a2)
	}
	return nil
}

func floorRat(r *big.Rat) *big.Int {
	q, m := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	_ = m
	return q
}

func fromCF(t []*big.Int) *big.Rat {
	r := new(big.Rat).SetInt(t[len(t)-1])
	for i := len(t) - 2; i >= 0; i-- {
		r.Inv(r)
		r.Add(r, new(big.Rat).SetInt(t[i]))
	}
	return r
}

// recomputeRoots recomputes all real roots of an equation in one unknown
// and compares them with the claimed roots: exactly for a polynomial or
// rational equation, by elimination when radicals make it algebraic. For
// any other equation a sign-change scan may still find a missing root (a
// refutation), but a scan never proves that none is missing, so the result
// is then undecided. done is false only when the equation reduces to 0 = 0.
func (c *checker) recomputeRoots(st *statement, rel *ast.Rel, x string, roots []claimed, kind Kind) (Result, bool) {
	restr := c.readRootRestriction(st, x)
	for _, cl := range roots {
		if !cl.hasVal || restr.why != "" {
			continue
		}
		if ok, decided := restr.allows(cl.value); decided && !ok {
			return refute(kind, "%s=%s is not allowed by the statement's restriction (%s)", x, clip(cl.Src, 40), restr), true
		}
	}
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	p, ok := c.polyOf(diff, x)
	var all []realRoot
	var ev []Comparison
	what := "polynomial"
	how := ""
	if ok {
		if len(p) == 0 {
			if roots == nil {
				return refute(kind, "every x satisfies the equation (it reduces to 0 = 0), the answer says there are no solutions"), true
			}
			return undecided(kind, "every %s satisfies the equation (it reduces to 0 = 0), the answer lists roots", x), true
		}
		all = realRoots(p)
		how = fmt.Sprintf("degree %d, Sturm count", p.deg())
	} else if rf, ok := c.ratFuncOf(diff, x); ok && len(rf.num) > 0 && rf.num.deg() <= maxPolyDegree*2 {
		all = rationalRoots(rf)
		what = "rational"
		p = rf.num
		how = fmt.Sprintf("numerator of degree %d, Sturm count", p.deg())
	} else if sols, er, why := c.solveExactly(st, []*ast.Rel{rel}, []string{x}); why == "" {
		for _, s := range sols {
			all = append(all, s[0])
		}
		all2, oddNote, res, stop := c.oddRootRoots(st, rel, x, roots, all, kind)
		if stop {
			return res, true
		}
		all = all2
		ev = eliminantEvidence(er, []string{x})
		what = "algebraic"
		how = oddNote + "radicals named as unknowns and eliminated, eliminant of degree " + eliminantDegrees(er) + ", every candidate substituted"
	} else if xs, how2, why2 := c.expoRoots(rel, x); why2 == "" {
		all = xs
		what = "exponential"
		how = how2
	} else if xs, how2, why2 := c.logRoots(st, rel, x); why2 == "" {
		all = xs
		what = "logarithmic"
		how = how2
	} else {
		if r, ok := c.monotoneRoot(rel, x, roots, restr, kind); ok {
			return r, true
		}
		if r, ok := c.periodicRoots(rel, x, roots, restr, st, kind); ok {
			return r, true
		}
		r, done := c.scanRoots(st, rel, x, roots, kind, restr)
		if done {
			return r, true
		}
		return undecided(kind, "each claimed root satisfies the equation, but no other root is proven absent: the equation is not polynomial (%s), and a sign-change scan cannot see every root", why), true
	}
	found, res, stop := c.rootsAdmitted(st, restr, x, all, kind)
	if stop {
		return res, true
	}
	var names []string
	for _, r := range found {
		names = append(names, r.String())
	}
	recomputed := "\\varnothing"
	if len(found) > 0 {
		var parts []string
		for _, r := range found {
			parts = append(parts, x+" = "+ratLatex(r))
		}
		recomputed = strings.Join(parts, "; ")
	}
	for _, r := range found {
		switch c.rootClaimed(r, roots) {
		case unsure:
			return undecided(kind, "%s=%s is a real root; whether a root of the answer is it is not decided to the digits the answer asks for", x, r.String()), true
		case differ:
			if restr.why != "" {
				return undecided(kind, "%s=%s is a real root missing from the answer, but %s", x, r.String(), restr.why), true
			}
			res := refute(kind, "%s=%s satisfies the equation but is not in the answer (all real roots recomputed exactly: %s)", x, r.String(), strings.Join(names, ", "))
			res.Recomputed, res.RecomputedDiffers = recomputed, true
			res.Evidence = []Comparison{{What: "missing root " + x + "=" + r.String(), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: rootValue(r)}}, Want: record.WantEqual}}
			return res, true
		}
	}
	if restr.why != "" {
		return undecided(kind, "%s; the real roots are %s", restr.why, strings.Join(names, ", ")), true
	}
	within := ""
	if len(restr.what) > 0 {
		within = " satisfying " + restr.String()
	}
	if roots == nil {
		res = confirm(kind, "the equation has no real roots%s (%s, %s)", within, what, how)
	} else {
		res = confirm(kind, "the %s equation has exactly %d real root(s)%s %s, all in the answer (%s)", what, len(found), within, strings.Join(names, ", "), how)
	}
	res.Recomputed = recomputed
	if p != nil {
		ev = eliminantEvidence(elimResult{eliminants: []poly{p}, cands: [][]realRoot{realRoots(p)}}, []string{x})
	}
	res.Evidence = ev
	return res, true
}

// oddRootRoots adds to the roots all found by elimination those of the
// real-root reading of odd roots of negative numbers (a^{p/q}, q odd),
// which the substitution admits; note says so. stop with res when a root
// of that reading cannot be told apart or the answer omits it.
func (c *checker) oddRootRoots(st *statement, rel *ast.Rel, x string, roots []claimed, all []realRoot, kind Kind) (out []realRoot, note string, res Result, stop bool) {
	if odd, ok := oddRootReading(rel); ok {
		// a^{p/q} with odd q at a negative base: the real-root reading
		// (the substitution above admits it) may have more roots.
		sols2, _, why2 := c.solveExactly(st, []*ast.Rel{odd.(*ast.Rel)}, []string{x})
		if why2 != "" {
			return nil, "", undecided(kind, "with odd roots of negative numbers taken as real, the roots cannot be recomputed: %s", why2), true
		}
		for _, s := range sols2 {
			known := false
			for _, r := range all {
				switch rootMatch(rootValue(s[0]), r, nil, 0) {
				case same:
					known = true
				case unsure:
					return nil, "", undecided(kind, "with odd roots of negative numbers taken as real, the root %s=%s cannot be told from the root %s", x, s[0], r), true
				}
			}
			if known {
				continue
			}
			if c.rootClaimed(s[0], roots) != same {
				return nil, "", undecided(kind, "%s=%s is a root when odd roots of negative numbers are taken as real (a^{p/q}, q odd), and the answer omits it", x, s[0]), true
			}
			all = append(all, s[0])
		}
		sort.Slice(all, func(i, j int) bool { return all[i].approx().Cmp(all[j].approx()) < 0 })
		return all, "odd roots of negative numbers taken as real, ", Result{}, false
	}
	return all, "", Result{}, false
}

// rootsAdmitted keeps the roots that satisfy the statement's conditions
// and its restriction on x; stop with res when the restriction cannot be
// decided at a root.
func (c *checker) rootsAdmitted(st *statement, restr *rootRestriction, x string, all []realRoot, kind Kind) (found []realRoot, res Result, stop bool) {
	for _, r := range all {
		env := cas.Env{x: rootValue(r)}
		if len(st.conds) > 0 && !c.satisfies(st.conds, env) {
			continue
		}
		if restr.why == "" {
			ok, decided := restr.allows(rootValue(r))
			if !decided {
				return nil, undecided(kind, "whether the root %s=%s satisfies the restriction (%s) cannot be decided", x, r.String(), restr), true
			}
			if !ok {
				continue
			}
		}
		found = append(found, r)
	}
	return found, Result{}, false
}

func rootValue(r realRoot) cas.Value {
	if r.Exact != nil {
		return cas.Rat(r.Exact)
	}
	return cas.Float(r.approx())
}

func ratLatex(r realRoot) string {
	if r.Exact == nil {
		return r.approx().Text('g', 25)
	}
	q := r.Exact
	if q.IsInt() {
		return q.Num().String()
	}
	sgn := ""
	if q.Sign() < 0 {
		sgn = "-"
	}
	return fmt.Sprintf("%s\\frac{%s}{%s}", sgn, new(big.Int).Abs(q.Num()), q.Denom())
}

// scanRootClaimed reports whether a root found by a sign-change scan (a
// float bisected to 1e-35, without a proven isolating interval) is among
// the claimed ones: to 25 digits, or the rounding asked.
func scanRootClaimed(r realRoot, roots []claimed) bool {
	for _, cl := range roots {
		if !cl.hasVal {
			if len(cl.Params) > 0 {
				continue
			}
			continue
		}
		if v, ok := cl.value.Exact(); ok && r.Exact != nil {
			if v.Cmp(r.Exact) == 0 {
				return true
			}
			if !cl.approx || cl.tol == nil {
				continue // a rational root is given exactly unless an approximation is asked
			}
		}
		d := new(big.Float).SetPrec(precBits).Sub(cl.value.Float(precBits), r.approx())
		d.Abs(d)
		tol := big.NewFloat(1e-25)
		if cl.tol != nil {
			tol = cl.tol
		}
		if d.Cmp(tol) <= 0 {
			return true
		}
	}
	return false
}
