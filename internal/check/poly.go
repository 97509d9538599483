package check

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// polyDegree returns an upper bound of the degree of e in x when e is built
// only of +, -, ·, division by x-free terms and non-negative integer powers.
func polyDegree(e ast.Expr, x string) (int, bool) {
	if !statement.ContainsVar(e, x) {
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
			return a + b, ok1 && ok2 && a+b <= algebra.MaxPolyDegree
		case ast.Div:
			if statement.ContainsVar(n.Y, x) {
				return 0, false
			}
			return polyDegree(n.X, x)
		case ast.Pow:
			if statement.ContainsVar(n.Y, x) {
				return 0, false
			}
			k, ok := statement.IntLiteral(n.Y)
			if !ok || k < 0 || k > algebra.MaxPolyDegree {
				return 0, false
			}
			a, ok := polyDegree(n.X, x)
			return a * k, ok && a*k <= algebra.MaxPolyDegree
		}
	}
	return 0, false
}

// polyOf returns the exact coefficients of e as a polynomial in x, by exact
// evaluation at deg+1 integer points and interpolation; ok is false when e
// is not such a polynomial or a coefficient is irrational.
func (c *checker) polyOf(e ast.Expr, x string) (algebra.Poly, bool) { return c.polyOfAt(e, x, nil) }

// polyOfAt is polyOf with the other variables bound by env.
func (c *checker) polyOfAt(e ast.Expr, x string, env cas.Env) (algebra.Poly, bool) {
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
	p := algebra.Poly{new(big.Rat).Set(coef[d])}
	for i := d - 1; i >= 0; i-- {
		// p = p·(x - xs[i]) + coef[i]
		q := make(algebra.Poly, len(p)+1)
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
	return algebra.Trim(p), true
}

// recomputeRoots recomputes all real roots of an equation in one unknown
// and compares them with the claimed roots: exactly for a polynomial or
// rational equation, by elimination when radicals make it algebraic. For
// any other equation a sign-change scan may still find a missing root (a
// refutation), but a scan never proves that none is missing, so the result
// is then undecided. done is false only when the equation reduces to 0 = 0.
func (c *checker) recomputeRoots(st *statement.Statement, rel *ast.Rel, x string, roots []claimed, kind statement.Kind) (Result, bool) {
	restr := c.readRootRestriction(st, x)
	for _, cl := range roots {
		if !cl.hasVal || restr.why != "" {
			continue
		}
		if ok, decided := restr.allows(cl.value); decided && !ok {
			return refute(kind, "%s=%s is not allowed by the statement's restriction (%s)", x, statement.Clip(cl.Src, 40), restr), true
		}
	}
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	p, ok := c.polyOf(diff, x)
	var all []algebra.RealRoot
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
		all = algebra.RealRoots(p)
		how = fmt.Sprintf("degree %d, Sturm count", p.Deg())
	} else if rf, ok := c.ratFuncOf(diff, x); ok && len(rf.Num) > 0 && rf.Num.Deg() <= algebra.MaxPolyDegree*2 {
		all = rationalRoots(rf)
		what = "rational"
		p = rf.Num
		how = fmt.Sprintf("numerator of degree %d, Sturm count", p.Deg())
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
			parts = append(parts, x+" = "+algebra.RatLatex(r))
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
			res.Evidence = []Comparison{{What: "missing root " + x + "=" + r.String(), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: algebra.RootValue(r)}}, Want: record.WantEqual}}
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
		ev = eliminantEvidence(elimResult{eliminants: []algebra.Poly{p}, cands: [][]algebra.RealRoot{algebra.RealRoots(p)}}, []string{x})
	}
	res.Evidence = ev
	return res, true
}

// oddRootRoots adds to the roots all found by elimination those of the
// real-root reading of odd roots of negative numbers (a^{p/q}, q odd),
// which the substitution admits; note says so. stop with res when a root
// of that reading cannot be told apart or the answer omits it.
func (c *checker) oddRootRoots(st *statement.Statement, rel *ast.Rel, x string, roots []claimed, all []algebra.RealRoot, kind statement.Kind) (out []algebra.RealRoot, note string, res Result, stop bool) {
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
				switch rootMatch(algebra.RootValue(s[0]), r, nil, 0) {
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
		sort.Slice(all, func(i, j int) bool { return all[i].Approx().Cmp(all[j].Approx()) < 0 })
		return all, "odd roots of negative numbers taken as real, ", Result{}, false
	}
	return all, "", Result{}, false
}

// rootsAdmitted keeps the roots that satisfy the statement's conditions
// and its restriction on x; stop with res when the restriction cannot be
// decided at a root.
func (c *checker) rootsAdmitted(st *statement.Statement, restr *rootRestriction, x string, all []algebra.RealRoot, kind statement.Kind) (found []algebra.RealRoot, res Result, stop bool) {
	for _, r := range all {
		env := cas.Env{x: algebra.RootValue(r)}
		if len(st.Conds) > 0 && !c.satisfies(st.Conds, env) {
			continue
		}
		if restr.why == "" {
			ok, decided := restr.allows(algebra.RootValue(r))
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

// scanRootClaimed reports whether a root found by a sign-change scan (a
// float bisected to 1e-35, without a proven isolating interval) is among
// the claimed ones: to 25 digits, or the rounding asked.
func scanRootClaimed(r algebra.RealRoot, roots []claimed) bool {
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
		d := new(big.Float).SetPrec(precBits).Sub(cl.value.Float(precBits), r.Approx())
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
