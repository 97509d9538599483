package equations

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/check/values"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkEquation is CheckEquation on this package's checker.
func (c *checker) checkEquation(st *statement.Statement, a *statement.Answer) decide.Result {
	rel, r, ok := equationToSolve(st)
	if !ok {
		return r
	}
	q, r, ok := equationUnknown(st, a, rel)
	if !ok {
		return r
	}
	return c.withRecomputedRoots(q, c.checkClaimedRoots(q, a))
}

// CheckEquation checks an answer giving the roots of the statement's
// equation L = R: each claimed root must satisfy it at every sample point,
// and the roots are then shown complete (or recomputed). A refuted answer
// carries the equation's real roots when they are all recomputed exactly
// (withRecomputedRoots).
func CheckEquation(c *decide.Checker, st *statement.Statement, a *statement.Answer) decide.Result {
	return (&checker{c}).checkEquation(st, a)
}

// checkClaimedRoots checks the answer a to the equation q: "any x", "no
// solutions", or claimed roots, each substituted, then shown complete.
func (c *checker) checkClaimedRoots(q *eqProblem, a *statement.Answer) decide.Result {
	kind := statement.KindEquation
	st, rel := q.st, q.rel
	if a.Text.All && a.Root == nil {
		return c.equationAll(st, rel, kind)
	}
	if a.Text.None && a.Root == nil {
		return c.equationNone(st, rel, q.x, q.params, kind)
	}
	if a.Root == nil || len(a.Items) == 0 {
		return decide.Undecided(kind, "the answer has no roots to substitute")
	}
	// Issue 25, capability 5: roots with i, the complex roots of a polynomial equation.
	if r, ok := c.checkComplexRoots(q, a); ok {
		return r
	}
	roots, r, ok := claimedRoots(st, a, q.params)
	if !ok {
		return r
	}
	pts, skippedParams, r, ok := c.equationPoints(q)
	if !ok {
		return r
	}
	var evidence []decide.Comparison
	var lines []string
	oddRoot := false
	for i := range roots {
		cl := &roots[i]
		usedPts, odd, r, ok := c.checkRoot(q, cl, pts)
		if odd {
			oddRoot = true
		}
		if !ok {
			return r
		}
		evidence = append(evidence, q.cmp("root "+q.x+"="+cl.Src, usedPts))
		lines = append(lines, q.x+"="+statement.Clip(cl.Src, 30))
	}
	return c.confirmEquation(q, roots, pts, skippedParams, evidence, lines, oddRoot)
}

// eqProblem is the equation a statement asks to solve: L = R in the
// unknown x, the other letters of the equation being its parameters.
type eqProblem struct {
	st     *statement.Statement
	rel    *ast.Rel
	L, R   ast.Expr
	x      string
	params []string
}

// cmp is the evidence that L = R holds at the points pts.
func (q *eqProblem) cmp(what string, pts []cas.Env) decide.Comparison {
	return decide.Comparison{What: what, Left: q.L, Right: q.R, Points: pts, Want: record.WantEqual}
}

// equationToSolve finds the equation L = R among the statement's targets
// and makes sure the question asks for its roots (not about them, a given
// root, a figure of the roots or another expression); ok is false, with
// the undecided result, otherwise.
func equationToSolve(st *statement.Statement) (*ast.Rel, decide.Result, bool) {
	kind := statement.KindEquation
	var rel *ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.AllEq(r) {
			rel = r
			break
		}
	}
	if rel == nil || len(rel.Args) != 2 {
		return nil, decide.Undecided(kind, "no equation L = R in the statement"), false
	}
	if w, ok := st.Read.Has(statement.CueAsk, ""); ok {
		return nil, decide.Undecided(kind, "the question asks about the roots (%q), not for them", w), false
	}
	// Issue 25, capability 1: an equation shape ("If <equation>, what is
	// $v$?") is a request to solve, by the whole of its prose.
	if !st.Read.AsksToSolve() && st.Shape.Kind != statement.KindEquation {
		return nil, decide.Undecided(kind, "the statement mentions an equation but does not ask to solve it"), false
	}
	// An equation shape accounts for every word: its "is the solution" is
	// the question ("What value of $v$ is the solution to <equation>?").
	if m, ok := st.Read.Has(statement.CueTopic, "a given root"); ok && st.Shape.Kind != statement.KindEquation {
		return nil, decide.Undecided(kind, "a root is given (%q): the question asks for something else than the roots", m), false
	}
	for _, name := range []string{"a figure", "area"} {
		if m, ok := st.Read.Has(statement.CueTopic, name); ok {
			return nil, decide.Undecided(kind, "the question is about a figure of the roots (%q)", m), false
		}
	}
	if m, ok := st.Read.Has(statement.CueWord, ""); ok {
		return nil, decide.Undecided(kind, "the question is about a figure of the roots (%q)", m), false
	}
	for _, t := range st.Targets {
		switch t.E.(type) {
		case *ast.Rel, *ast.Tuple, *ast.Set, *ast.List, *ast.Ident, *ast.Number, *ast.Text:
			continue
		}
		if len(pm.FreeVars(t.E)) > 0 {
			return nil, decide.Undecided(kind, "the statement asks for the expression %s, not for the roots", statement.Clip(t.Src, 40)), false
		}
	}
	return rel, decide.Result{}, true
}

// equationUnknown settles the unknown x of rel (named in the answer, by
// the statement, or the only or the x among the equation's letters) and
// its parameters, the other letters; ok is false, with the undecided
// result, when the unknown is unclear or the parameters are not ones the
// check handles (i, letters without a stated unknown, a word problem's).
func equationUnknown(st *statement.Statement, a *statement.Answer, rel *ast.Rel) (*eqProblem, decide.Result, bool) {
	kind := statement.KindEquation
	L, R := rel.Args[0], rel.Args[1]
	vars := st.FreeAfterSubst(rel)
	x := ""
	for _, it := range a.Items {
		if it.Name != "" {
			if x != "" && x != it.Name {
				return nil, decide.Undecided(kind, "the answer names two variables, %s and %s", x, it.Name), false
			}
			x = it.Name
		}
	}
	if x == "" {
		x = st.Unknown
	}
	if x == "" {
		switch {
		case len(vars) == 1:
			x = vars[0]
		case statement.ContainsName(vars, "x"):
			x = "x"
		default:
			return nil, decide.Undecided(kind, "the unknown is not clear among %s", statement.JoinNames(vars)), false
		}
	}
	if !statement.ContainsName(vars, x) {
		// x_1 = ... named in the answer when the equation's variable is x.
		return nil, decide.Undecided(kind, "the answer's variable %s is not in the equation", x), false
	}
	var params []string
	for _, v := range vars {
		if v != x {
			params = append(params, v)
		}
	}
	if x != "i" && statement.ContainsName(params, "i") && statement.ImaginaryUnitRe.MatchString(st.Raw) {
		return nil, decide.Undecided(kind, "complex numbers (the equation uses i) are not evaluated"), false
	}
	if len(params) > 0 && st.Unknown == "" && !named(a) {
		return nil, decide.Undecided(kind, "the equation has the letters %s besides %s and the statement does not say which is the unknown", statement.JoinNames(params), x), false
	}
	if len(params) > 0 && st.ProseWords() > 12 {
		return nil, decide.Undecided(kind, "the letters %s are defined in the prose (a word problem)", statement.JoinNames(params)), false
	}
	return &eqProblem{st: st, rel: rel, L: L, R: R, x: x, params: params}, decide.Result{}, true
}

// claimedRoots reads the answer's items as claimed roots, with the
// integer parameters of a family and the tolerance of a decimal root; ok
// is false, with the undecided result, for a relation, a complex root or
// a root using a letter the equation does not.
func claimedRoots(st *statement.Statement, a *statement.Answer, params []string) ([]solve.Claimed, decide.Result, bool) {
	kind := statement.KindEquation
	var roots []solve.Claimed
	for _, it := range a.Items {
		if _, ok := it.E.(*ast.Rel); ok {
			return nil, decide.Undecided(kind, "the answer item %q is a relation, not a root", statement.Clip(ast.Print(it.E), 40)), false
		}
		cl := solve.Claimed{E: it.E, Src: ast.Print(it.E)}
		for _, v := range pm.FreeVars(it.E) {
			if statement.ContainsName(params, v) {
				continue
			}
			if v == "i" {
				return nil, decide.Undecided(kind, "complex roots (the answer uses i) are not evaluated"), false
			}
			if pm.IsIntParam(v) {
				cl.Params = append(cl.Params, v)
				continue
			}
			return nil, decide.Undecided(kind, "the root %s uses %s, which the equation does not", statement.Clip(cl.Src, 40), v), false
		}
		t := st.DecimalTolerance(it.E)
		cl.Tol, cl.Refuse = t.Tol, t.Refuse
		_, cl.Approx = st.Read.Has(statement.CueApprox, "")
		roots = append(roots, cl)
	}
	return roots, decide.Result{}, true
}

// equationPoints draws the points every root is substituted at: one empty
// point when the equation has no parameters, else sample points of the
// parameters, skipped says how many drawn points were left out because
// the equation is undefined there whatever x; ok is false, with the
// undecided result, when fewer than 3 points are admissible.
func (c *checker) equationPoints(q *eqProblem) (pts []cas.Env, skipped int, r decide.Result, ok bool) {
	kind := statement.KindEquation
	st, params := q.st, q.params
	// Substitute every root at every point (one empty point when the
	// equation has no parameters).
	if len(params) == 0 {
		pts = []cas.Env{{}}
	} else {
		// Parameters over both signs (the positivity convention of the
		// books is not assumed: x = √(a²) is |a|); a point where a part
		// of the equation free of x is undefined is outside the
		// parameters' domain and skipped.
		smp := c.NewSampler(params, st.Conds, false)
		for try := 0; try < c.Opts.Points*6+decide.HardPoints && len(pts) < c.Opts.Points+decide.HardPoints; try++ {
			env, ok := smp.Point()
			if !ok {
				break
			}
			if c.paramUndefined(q.rel, q.x, env) {
				skipped++
				continue
			}
			pts = append(pts, env)
		}
		if len(pts) < 3 {
			return nil, 0, decide.Undecided(kind, "only %d admissible points for the parameters %s", len(pts), statement.JoinNames(params)), false
		}
	}
	return pts, skipped, decide.Result{}, true
}

// checkRoot substitutes the claimed root cl into the equation at every
// point of pts (and, for a family, at each tried value of its integer
// parameters) and returns the points where both sides agree; oddRoot says
// a power a^{p/q} with odd q was read as a real root. ok is false, with
// the result, when a point refutes the root or leaves it undecided, or
// when no point admits it.
func (c *checker) checkRoot(q *eqProblem, cl *solve.Claimed, pts []cas.Env) (usedPts []cas.Env, oddRoot bool, r decide.Result, ok bool) {
	kind := statement.KindEquation
	st, L, R, x, params := q.st, q.L, q.R, q.x, q.params
	ks := [][]int64{{}}
	if len(cl.Params) > 0 {
		ks = familyKs(len(cl.Params))
	}
	used := 0
	rechecked := false
	for _, p := range pts {
		for _, kv := range ks {
			env0 := cas.Env{}
			for k, v := range p {
				env0[k] = v
			}
			for j, name := range cl.Params {
				env0[name] = cas.Int(kv[j])
			}
			env, err := c.BindSubsts(st.Substs, env0)
			if err != nil {
				continue
			}
			rv, err := c.Eval(cl.E, env)
			if err != nil {
				if decide.IsDomain(err) {
					continue
				}
				return nil, oddRoot, decide.Undecided(kind, "the root %s cannot be evaluated: %v", statement.Clip(cl.Src, 40), err), false
			}
			if len(params) == 0 && len(cl.Params) == 0 {
				cl.Value, cl.Exact, cl.HasVal = rv, rv.IsExact(), true
			}
			env[x] = rv
			at := x + "=" + statement.Clip(cl.Src, 40)
			if len(p) > 0 || len(cl.Params) > 0 {
				at += " at " + decide.ShowEnv(env0)
			}
			if !c.Satisfies(st.Conds, env) {
				if len(params) == 0 {
					return nil, oddRoot, withEv(decide.Refute(kind, "%s violates the stated condition(s) %s", at, condSrc(st)), q.cmp("root "+x+"="+cl.Src, []cas.Env{env})), false
				}
				continue
			}
			s, err := c.evalSides(L, R, env)
			if s.oddRoot {
				oddRoot = true
			}
			if err != nil {
				if decide.IsDomain(err) {
					return nil, oddRoot, withEv(decide.Refute(kind, "%s is outside the domain of the equation: %v", at, err), q.cmp("root "+x+"="+cl.Src, []cas.Env{env})), false
				}
				return nil, oddRoot, decide.Undecided(kind, "the equation cannot be evaluated at %s: %v", at, err), false
			}
			lv, rgt := s.lv, s.rv
			eq := decide.DecideUnbounded(lv, rgt, nil, c.AnswerDemand(cl.E))
			state := eq.State
			if (state == decide.Same || eq.Near) && decide.InexactPair(lv, rgt) && !rechecked {
				// Once per check: equal to 30 digits is re-checked
				// at a much higher precision, the root too.
				rechecked = true
				if r, done := c.recheckRoot(q, cl, env0, env, at, s); done {
					return nil, oddRoot, r, false
				}
				state = decide.Same // equal at hiPrecBits
			}
			switch state {
			case decide.Same:
				used++
				usedPts = append(usedPts, env)
			case decide.Differ:
				if cl.Tol != nil && len(params) == 0 && c.signChangeNear(L, R, x, env, rv, cl.Tol) {
					if r, done := c.refuseRoundedRoot(q, cl, env, rv, at); done {
						return nil, oddRoot, r, false
					}
					used++
					usedPts = append(usedPts, env)
					continue
				}
				return nil, oddRoot, withEv(decide.Refute(kind, "%s fails %s: left side %s, right side %s", at, statement.Clip(ast.Print(q.rel), 60), decide.Show(lv), decide.Show(rgt)),
					q.cmp("root "+x+"="+cl.Src, []cas.Env{env})), false
			default:
				return nil, oddRoot, decide.Undecided(kind, "at %s the two sides are %s and %s: %s", at, lv.Text(30), rgt.Text(30), eq.Why), false
			}
		}
	}
	if used == 0 {
		return nil, oddRoot, decide.Undecided(kind, "the root %s could not be substituted at any admissible point", statement.Clip(cl.Src, 40)), false
	}
	return usedPts, oddRoot, decide.Result{}, true
}

// sides is the equation's two sides evaluated at a point: L and R are the
// sides as evaluated (their real-root reading when oddRoot), lv and rv
// their values.
type sides struct {
	L, R    ast.Expr
	lv, rv  cas.Value
	oddRoot bool
}

// evalSides evaluates both sides of L = R at env; when a side is outside
// its domain, the reading of a^{p/q} with odd q as a real root is tried.
// err is the first side's error left.
func (c *checker) evalSides(L, R ast.Expr, env cas.Env) (sides, error) {
	lv, errL := c.Eval(L, env)
	rgt, errR := c.Eval(R, env)
	s := sides{L: L, R: R}
	if (errL != nil || errR != nil) && decide.IsDomain(decide.FirstErr(errL, errR)) {
		// a^{p/q} with odd q at a negative base: the real-root
		// reading (the American books') may admit the root.
		L2, ok1 := forms.OddRootReading(L)
		R2, ok2 := forms.OddRootReading(R)
		if ok1 || ok2 {
			lv2, e1 := c.Eval(L2, env)
			rv2, e2 := c.Eval(R2, env)
			if e1 == nil && e2 == nil {
				lv, rgt, errL, errR = lv2, rv2, nil, nil
				s.L, s.R = L2, R2
				s.oddRoot = true
			}
		}
	}
	s.lv, s.rv = lv, rgt
	if errL != nil || errR != nil {
		return s, decide.FirstErr(errL, errR)
	}
	return s, nil
}

// recheckRoot re-checks at a much higher precision, the root cl too, a
// point env where the two sides s agree to 30 digits; done is true, with
// the result, when they differ there or the re-check is unsure.
func (c *checker) recheckRoot(q *eqProblem, cl *solve.Claimed, env0, env cas.Env, at string, s sides) (decide.Result, bool) {
	kind := statement.KindEquation
	x := q.x
	substs := append(append([]statement.Substitution(nil), q.st.Substs...), statement.Substitution{Name: x, Val: cl.E, Src: cl.Src})
	at0 := cas.Env{}
	for k, v := range env0 {
		if k != x { // env0 is env when nothing is substituted
			at0[k] = v
		}
	}
	h := c.Recheck(s.L, s.R, at0, substs, s.lv, s.rv)
	switch h.State {
	case decide.Differ:
		return withEv(decide.Refute(kind, "%s: the two sides agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s", at, decide.PrecBits, decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3)),
			q.cmp("root "+x+"="+cl.Src, []cas.Env{env})), true
	case decide.Unsure:
		return decide.Undecided(kind, "%s: the two sides agree to 30 digits at %d bits, but %s", at, decide.PrecBits, h.Why()), true
	}
	return decide.Result{}, false
}

// refuseRoundedRoot says why a decimal root cl whose value rv lies within
// its tolerance of a true root still does not stand for it (the problem
// asks for an exact value, or the rounding is not shown correct); done is
// false when the rounded root stands.
func (c *checker) refuseRoundedRoot(q *eqProblem, cl *solve.Claimed, env cas.Env, rv cas.Value, at string) (decide.Result, bool) {
	kind := statement.KindEquation
	x := q.x
	if cl.Refuse != "" {
		return decide.Undecided(kind, "%s is within ±%s of a root, but %s", at, cl.Tol.Text('g', 3), cl.Refuse), true
	}
	if !pm.RoundingStands(cl.Approx, false) {
		return decide.Undecided(kind, "the answer %s=%s rounds a root of the equation (one lies within ±%s); the problem asks for an exact value", x, statement.Clip(cl.Src, 40), cl.Tol.Text('g', 3)), true
	}
	if u, ok := decide.RoundingUnit(q.st, cl.E); ok && !c.signChangeNear(q.L, q.R, x, env, rv, new(big.Float).SetPrec(decide.PrecBits).SetRat(new(big.Rat).Quo(u, big.NewRat(2, 1)))) {
		return decide.Undecided(kind, "the answer %s=%s is within ±%s of a root, but whether it is the correct rounding to %s is not decided", x, statement.Clip(cl.Src, 40), cl.Tol.Text('g', 3), decide.UnitText(u)), true
	}
	return decide.Result{}, false
}

// confirmEquation gives the verdict once every claimed root has passed:
// with parameters, completeness of the roots at every point and the
// parameters' special values are checked; without, the roots are
// recomputed. The note says what was checked.
func (c *checker) confirmEquation(q *eqProblem, roots []solve.Claimed, pts []cas.Env, skippedParams int, evidence []decide.Comparison, lines []string, oddRoot bool) decide.Result {
	kind := statement.KindEquation
	st, rel, x, params := q.st, q.rel, q.x, q.params
	special := ""
	if len(params) > 0 {
		if r, done := c.paramRootsComplete(st, rel, x, roots, pts, kind); done {
			return r
		}
		r, done, why := c.paramSpecial(st, rel, x, params, roots, kind)
		if done {
			return r
		}
		if why != "" {
			special = "; " + why
		}
	}
	res := decide.Confirm(kind, "each claimed root satisfies the equation (%s)", strings.Join(lines, "; "))
	if len(params) > 0 {
		signs := "of both signs"
		if len(st.Conds) > 0 {
			signs = "meeting the statement's conditions"
		}
		res.Note += fmt.Sprintf(" at %d admissible parameter points %s, seed %d; at each of them the equation is polynomial in %s and all its real roots (Sturm count) are claimed", len(pts), signs, c.Opts.Seed, x)
		if skippedParams > 0 {
			res.Note += fmt.Sprintf(" (%d drawn points where the equation is undefined whatever %s were skipped)", skippedParams, x)
		}
		res.Note += special
	}
	if oddRoot {
		res.Note += " (powers a^{p/q} with odd q read as real roots: a negative base admitted)"
	}
	res.Evidence = evidence
	if len(params) == 0 {
		if r, done := solve.RecomputeRoots(c.Checker, st, rel, x, roots, kind); done {
			r.Evidence = append(evidence, r.Evidence...)
			if r.Verdict == res.Verdict {
				r.Note = res.Note + "; " + strings.TrimPrefix(r.Note, "confirmed: ")
			}
			return r
		}
	}
	return res
}

func withEv(r decide.Result, cmp decide.Comparison) decide.Result {
	r.Evidence = []decide.Comparison{cmp}
	return r
}

func condSrc(st *statement.Statement) string {
	var s []string
	for _, f := range st.Conds {
		s = append(s, f.Src)
	}
	return strings.Join(s, ", ")
}

// familyKs lists the integer values a family's parameters are tried at.
func familyKs(n int) [][]int64 {
	vals := []int64{0, 1, -1, 2, -3}
	if n == 1 {
		out := make([][]int64, len(vals))
		for i, v := range vals {
			out[i] = []int64{v}
		}
		return out
	}
	var out [][]int64
	for i, v := range vals {
		row := make([]int64, n)
		for j := range row {
			row[j] = vals[(i+j)%len(vals)]
		}
		row[0] = v
		out = append(out, row)
	}
	return out
}

// signChangeNear reports whether L-R changes sign (or vanishes) within a
// rounded root's printed tolerance: the rounded root stands for a true one.
func (c *checker) signChangeNear(L, R ast.Expr, x string, env cas.Env, r cas.Value, tol *big.Float) bool {
	f := func(v *big.Float) (int, bool) {
		e := cas.Env{}
		for k, val := range env {
			e[k] = val
		}
		e[x] = cas.Float(v)
		lv, err1 := c.Eval(L, e)
		rv, err2 := c.Eval(R, e)
		if err1 != nil || err2 != nil {
			return 0, false
		}
		s, _ := decide.Sign(lv, rv)
		return s, true
	}
	rf := r.Float(decide.PrecBits)
	lo := new(big.Float).SetPrec(decide.PrecBits).Sub(rf, tol)
	hi := new(big.Float).SetPrec(decide.PrecBits).Add(rf, tol)
	s1, ok1 := f(lo)
	s2, ok2 := f(hi)
	return ok1 && ok2 && (s1 == 0 || s2 == 0 || s1 != s2)
}

// equationAll checks an answer "any x": the equation must hold at every
// real x (or every x the statement's conditions allow), both sides
// defined there.
func (c *checker) equationAll(st *statement.Statement, rel *ast.Rel, kind statement.Kind) decide.Result {
	vars := st.FreeAfterSubst(rel)
	if len(vars) == 0 {
		return values.CheckIdentity(c.Checker, st, kind)
	}
	mode := values.DomainEvery
	if len(st.Conds) > 0 {
		mode = values.DomainStated
	}
	return values.IdentityOn(c.Checker, st, rel, vars, kind, mode, "the equation holds (the answer says every x is a root)")
}

// equationNone checks "no solutions": refuted by a root found by
// recomputation, confirmed only when the recomputation is complete.
func (c *checker) equationNone(st *statement.Statement, rel *ast.Rel, x string, params []string, kind statement.Kind) decide.Result {
	if len(params) > 0 {
		return decide.Undecided(kind, "\"no solutions\" with parameters %s is not checked", statement.JoinNames(params))
	}
	if r, done := solve.RecomputeRoots(c.Checker, st, rel, x, nil, kind); done {
		return r
	}
	return decide.Undecided(kind, "the answer says there are no solutions; the equation is not polynomial, so its roots cannot all be found")
}

// sortedVars returns vs sorted by name (x before y before z).
func sortedVars(vs []string) []string {
	out := append([]string(nil), vs...)
	sort.Strings(out)
	return out
}

func named(a *statement.Answer) bool {
	for _, it := range a.Items {
		if it.Name != "" {
			return true
		}
	}
	return false
}

// paramRootsComplete checks, at every sample point of the parameters, that
// the equation is polynomial in x and that each of its real roots there is
// one of the claimed roots: a root that none gives refutes the answer; an
// equation that is not polynomial at a point leaves completeness unproven
// (undecided). done is false when every point passed.
func (c *checker) paramRootsComplete(st *statement.Statement, rel *ast.Rel, x string, roots []solve.Claimed, pts []cas.Env, kind statement.Kind) (decide.Result, bool) {
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	for _, cl := range roots {
		if len(cl.Params) > 0 {
			return decide.Undecided(kind, "a family of roots with parameters: its completeness is not checked"), true
		}
	}
	for _, p := range pts {
		env, err := c.BindSubsts(st.Substs, p)
		if err != nil {
			continue
		}
		poly, ok := forms.PolyOfAt(c.Checker, diff, x, env)
		if !ok {
			return decide.Undecided(kind, "each claimed root satisfies the equation at the sample points, but the equation is not polynomial in %s with the parameters fixed, so no other root is proven absent", x), true
		}
		if len(poly) == 0 {
			return decide.Undecided(kind, "at %s every %s satisfies the equation", decide.ShowEnv(p), x), true
		}
		var vals []cas.Value
		for _, cl := range roots {
			v, err := c.Eval(cl.E, env)
			if err != nil {
				return decide.Undecided(kind, "the root %s cannot be evaluated at %s", statement.Clip(cl.Src, 40), decide.ShowEnv(p)), true
			}
			vals = append(vals, v)
		}
		for _, r := range algebra.RealRoots(poly) {
			hit, near := false, false
			for i, v := range vals {
				switch forms.RootMatch(v, r, poly, c.AnswerDemand(roots[i].E)+decide.EqualGuard) {
				case decide.Same:
					hit = true
				case decide.Unsure:
					near = true
				}
			}
			if !hit && near {
				return decide.Undecided(kind, "at %s the equation has the real root %s=%s; a claimed root is near it, but not proven equal", decide.ShowEnv(p), x, r), true
			}
			if !hit {
				at := cas.Env{x: algebra.RootValue(r)}
				for k, v := range env {
					at[k] = v
				}
				res := decide.Refute(kind, "at %s the equation has the real root %s=%s, which none of the claimed roots gives", decide.ShowEnv(p), x, r)
				res.Evidence = []decide.Comparison{{What: "missing root " + x + "=" + r.String(), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{at}, Want: record.WantEqual}}
				return res, true
			}
		}
	}
	return decide.Result{}, false
}

// paramUndefined reports whether a part of the equation free of x (and
// with parameters) is undefined at the parameter point env: √a at a < 0.
func (c *checker) paramUndefined(rel *ast.Rel, x string, env cas.Env) bool {
	bad := false
	for _, side := range rel.Args {
		statement.WalkExprs(side, func(n ast.Expr) bool {
			if bad || statement.ContainsVar(n, x) {
				return !bad
			}
			if len(pm.FreeVars(n)) == 0 {
				return false
			}
			if _, err := c.Eval(n, env); err != nil && decide.IsDomain(err) {
				bad = true
			}
			return false
		})
	}
	return bad
}
