package solve

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// recomputeRoots is RecomputeRoots on this package's checker.
func (c *checker) recomputeRoots(st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, kind statement.Kind) (decide.Result, bool) {
	restr := c.readRootRestriction(st, x)
	for _, cl := range roots {
		if !cl.HasVal || restr.Why != "" {
			continue
		}
		if ok, decided := restr.Allows(cl.Value); decided && !ok {
			return decide.Refute(kind, "%s=%s is not allowed by the statement's restriction (%s)", x, statement.Clip(cl.Src, 40), restr), true
		}
	}
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	p, ok := forms.PolyOf(c.Checker, diff, x)
	var all []algebra.RealRoot
	var ev []decide.Comparison
	what := "polynomial"
	how := ""
	if ok {
		if len(p) == 0 {
			if roots == nil {
				return decide.Refute(kind, "every x satisfies the equation (it reduces to 0 = 0), the answer says there are no solutions"), true
			}
			return decide.Undecided(kind, "every %s satisfies the equation (it reduces to 0 = 0), the answer lists roots", x), true
		}
		all = algebra.RealRoots(p)
		how = fmt.Sprintf("degree %d, Sturm count", p.Deg())
	} else if rf, ok := forms.RatFuncOf(c.Checker, diff, x); ok && len(rf.Num) > 0 && rf.Num.Deg() <= algebra.MaxPolyDegree*2 {
		all = forms.RationalRoots(rf)
		what = "rational"
		p = rf.Num
		how = fmt.Sprintf("numerator of degree %d, Sturm count", p.Deg())
	} else if sols, er, why := forms.SolveExactly(c.Checker, st, []*ast.Rel{rel}, []string{x}); why == "" {
		for _, s := range sols {
			all = append(all, s[0])
		}
		all2, oddNote, res, stop := c.oddRootRoots(st, rel, x, roots, all, kind)
		if stop {
			return res, true
		}
		all = all2
		ev = forms.EliminantEvidence(er, []string{x})
		what = "algebraic"
		how = oddNote + "radicals named as unknowns and eliminated, eliminant of degree " + forms.EliminantDegrees(er) + ", every candidate substituted"
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
		return decide.Undecided(kind, "each claimed root satisfies the equation, but no other root is proven absent: the equation is not polynomial (%s), and a sign-change scan cannot see every root", why), true
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
		case decide.Unsure:
			return decide.Undecided(kind, "%s=%s is a real root; whether a root of the answer is it is not decided to the digits the answer asks for", x, r.String()), true
		case decide.Differ:
			if restr.Why != "" {
				return decide.Undecided(kind, "%s=%s is a real root missing from the answer, but %s", x, r.String(), restr.Why), true
			}
			res := decide.Refute(kind, "%s=%s satisfies the equation but is not in the answer (all real roots recomputed exactly: %s)", x, r.String(), strings.Join(names, ", "))
			res.Recomputed, res.RecomputedDiffers = recomputed, true
			res.Evidence = []decide.Comparison{{What: "missing root " + x + "=" + r.String(), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: algebra.RootValue(r)}}, Want: record.WantEqual}}
			return res, true
		}
	}
	if restr.Why != "" {
		return decide.Undecided(kind, "%s; the real roots are %s", restr.Why, strings.Join(names, ", ")), true
	}
	within := ""
	if len(restr.What) > 0 {
		within = " satisfying " + restr.String()
	}
	if roots == nil {
		res = decide.Confirm(kind, "the equation has no real roots%s (%s, %s)", within, what, how)
	} else {
		res = decide.Confirm(kind, "the %s equation has exactly %d real root(s)%s %s, all in the answer (%s)", what, len(found), within, strings.Join(names, ", "), how)
	}
	res.Recomputed = recomputed
	res.Evidence = c.recomputedEvidence(st, rel, x, p, ev, what, found)
	return res, true
}

// RecomputeRoots recomputes all real roots of an equation in one unknown
// and compares them with the claimed roots: exactly for a polynomial or
// rational equation, by elimination when radicals make it algebraic. For
// any other equation a sign-change scan may still find a missing root (a
// refutation), but a scan never proves that none is missing, so the result
// is then undecided. done is false only when the equation reduces to 0 = 0.
func RecomputeRoots(c *decide.Checker, st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, kind statement.Kind) (decide.Result, bool) {
	return (&checker{c}).recomputeRoots(st, rel, x, roots, kind)
}

// oddRootRoots adds to the roots all found by elimination those of the
// real-root reading of odd roots of negative numbers (a^{p/q}, q odd),
// which the substitution admits; note says so. stop with res when a root
// of that reading cannot be told apart or the answer omits it.
func (c *checker) oddRootRoots(st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, all []algebra.RealRoot, kind statement.Kind) (out []algebra.RealRoot, note string, res decide.Result, stop bool) {
	if odd, ok := forms.OddRootReading(rel); ok {
		// a^{p/q} with odd q at a negative base: the real-root reading
		// (the substitution above admits it) may have more roots.
		sols2, _, why2 := forms.SolveExactly(c.Checker, st, []*ast.Rel{odd.(*ast.Rel)}, []string{x})
		if why2 != "" {
			return nil, "", decide.Undecided(kind, "with odd roots of negative numbers taken as real, the roots cannot be recomputed: %s", why2), true
		}
		for _, s := range sols2 {
			known := false
			for _, r := range all {
				switch forms.RootMatch(algebra.RootValue(s[0]), r, nil, 0) {
				case decide.Same:
					known = true
				case decide.Unsure:
					return nil, "", decide.Undecided(kind, "with odd roots of negative numbers taken as real, the root %s=%s cannot be told from the root %s", x, s[0], r), true
				}
			}
			if known {
				continue
			}
			if c.rootClaimed(s[0], roots) != decide.Same {
				return nil, "", decide.Undecided(kind, "%s=%s is a root when odd roots of negative numbers are taken as real (a^{p/q}, q odd), and the answer omits it", x, s[0]), true
			}
			all = append(all, s[0])
		}
		sort.Slice(all, func(i, j int) bool { return all[i].Approx().Cmp(all[j].Approx()) < 0 })
		return all, "odd roots of negative numbers taken as real, ", decide.Result{}, false
	}
	return all, "", decide.Result{}, false
}

// rootsAdmitted keeps the roots that satisfy the statement's conditions
// and its restriction on x; stop with res when the restriction cannot be
// decided at a root.
func (c *checker) rootsAdmitted(st *statement.Statement, restr *RootRestriction, x string, all []algebra.RealRoot, kind statement.Kind) (found []algebra.RealRoot, res decide.Result, stop bool) {
	for _, r := range all {
		env := cas.Env{x: algebra.RootValue(r)}
		if len(st.Conds) > 0 && !c.Satisfies(st.Conds, env) {
			continue
		}
		if restr.Why == "" {
			ok, decided := restr.Allows(algebra.RootValue(r))
			if !decided {
				return nil, decide.Undecided(kind, "whether the root %s=%s satisfies the restriction (%s) cannot be decided", x, r.String(), restr), true
			}
			if !ok {
				continue
			}
		}
		found = append(found, r)
	}
	return found, decide.Result{}, false
}

// scanRootClaimed reports whether a root found by a sign-change scan (a
// float bisected to 1e-35, without a proven isolating interval) is among
// the claimed ones: to 25 digits, or the rounding asked.
func scanRootClaimed(r algebra.RealRoot, roots []Claimed) bool {
	for _, cl := range roots {
		if !cl.HasVal {
			if len(cl.Params) > 0 {
				continue
			}
			continue
		}
		if v, ok := cl.Value.Exact(); ok && r.Exact != nil {
			if v.Cmp(r.Exact) == 0 {
				return true
			}
			if !cl.Approx || cl.Tol == nil {
				continue // a rational root is given exactly unless an approximation is asked
			}
		}
		d := new(big.Float).SetPrec(decide.PrecBits).Sub(cl.Value.Float(decide.PrecBits), r.Approx())
		d.Abs(d)
		tol := big.NewFloat(1e-25)
		if cl.Tol != nil {
			tol = cl.Tol
		}
		if d.Cmp(tol) <= 0 {
			return true
		}
	}
	return false
}
