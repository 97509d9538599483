package values

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkExpr is CheckExpr on this package's checker.
func (c *checker) checkExpr(st *statement.Statement, a *statement.Answer, kind statement.Kind) decide.Result {
	res := c.checkExprEqual(st, a, kind)
	if kind == statement.KindFactor && res.Verdict == record.Confirm && len(a.Items) == 1 {
		return c.factorForm(a.Items[0].E, res)
	}
	return res
}

// CheckExpr checks a value, a simplification or a factorisation: the
// statement's expression and the answer must be equal (at every admissible
// sample point when there are free variables), and a factorisation must be
// complete (factorForm).
func CheckExpr(c *decide.Checker, st *statement.Statement, a *statement.Answer, kind statement.Kind) decide.Result {
	return (&checker{c}).checkExpr(st, a, kind)
}

// checkExprEqual is checkExpr without the form of a factorisation.
func (c *checker) checkExprEqual(st *statement.Statement, a *statement.Answer, kind statement.Kind) decide.Result {
	f, why := st.Single()
	if why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if a.Root == nil {
		return decide.Undecided(kind, "the answer has no formula")
	}
	if statement.IsTrivial(f.E) {
		return decide.Undecided(kind, "the statement's formula %s is a bare number or name: nothing to compute", statement.Clip(f.Src, 30))
	}
	if w, ok := st.Read.Has(statement.CueTopic, "function"); ok {
		return decide.Undecided(kind, "a word problem (%q): the formula is not the whole question", w)
	}
	if len(a.Items) != 1 {
		return decide.Undecided(kind, "the answer is a list of %d items; a single value was expected", len(a.Items))
	}
	ansE := a.Items[0].E
	if name := a.Items[0].Name; name != "" && len(pm.FreeVars(f.E)) > 0 {
		// "x = 2" answers the value of x: only meaningful when asked.
		if !statement.ContainsVar(f.E, name) && st.Unknown != name {
			return decide.Undecided(kind, "the answer names %s, which the expression does not contain", name)
		}
	}
	if _, isRel := ansE.(*ast.Rel); isRel {
		return decide.Undecided(kind, "the answer is a relation, a value was expected")
	}
	vars := st.FreeAfterSubst(f.E)
	if st.ImaginaryUnit() && (statement.ContainsVar(f.E, "i") || statement.ContainsVar(ansE, "i")) {
		if kind == statement.KindValue && len(vars) > 1 {
			kind = statement.KindSimplify
		}
		cmp := decide.Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
		return c.checkComplexExpr(st, f, ansE, a.Text.Math, kind, cmp)
	}
	// Issue 25, capability 5: i, the closed expression's only letter, is the imaginary unit.
	if st.ImplicitImaginaryUnit(vars) {
		return c.checkImplicitComplex(st, f, ansE, a.Text.Math, kind)
	}
	if extra := statement.Subset(pm.FreeVars(ansE), append(append([]string(nil), vars...), substNames(st)...)); len(extra) > 0 {
		if len(extra) == 1 && extra[0] == "i" {
			return decide.Undecided(kind, "complex numbers (the answer uses i) are not evaluated")
		}
		return decide.Undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	if why := st.ValueAtPoint(ansE); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if (statement.ContainsVar(f.E, "i") || statement.ContainsVar(ansE, "i") || substUses(st, "i")) && !statement.HasSubst(st, "i") && st.Unknown != "i" {
		return decide.Undecided(kind, "complex numbers (i) are not evaluated")
	}
	if why := st.BoundElsewhere(f, vars, st.Raw); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if len(vars) == 0 && kind == statement.KindValue && len(st.Read.Numbers) > 0 {
		return decide.Undecided(kind, "the prose carries part of the question (the number %s)", st.Read.Numbers[0])
	}
	if len(vars) > 0 && (st.ProseWords() > 12 || st.Kind == statement.KindValue && st.ProseWords() > 8 && len(pm.FreeVars(ansE)) == 0) {
		return decide.Undecided(kind, "the expression's variables %s are not free: the prose defines them", statement.JoinNames(vars))
	}
	if kind == statement.KindValue && len(vars) > 0 {
		kind = statement.KindSimplify
	} else if kind == statement.KindSimplify && len(vars) == 0 {
		kind = statement.KindValue
	}
	cmp := decide.Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
	if len(vars) == 0 {
		if res, ok := c.surdEqual(st, f, ansE, kind, cmp); ok {
			return res
		}
		return c.CompareValue(st, f, ansE, a.Text.Math, kind, cmp)
	}
	return c.compareSampled(st, f, ansE, a.Text.Math, vars, kind, cmp)
}

// surdShaped reports an expression QuadSurdOf can read, built of
// numbers, roots, signs, + − × ÷ and powers (QuadSurdOf then reads the
// square roots, and the roots the evaluator holds exactly).
func surdShaped(e ast.Expr) bool {
	ok := true
	statement.WalkExprs(e, func(n ast.Expr) bool {
		switch m := n.(type) {
		case *ast.Number, *ast.Unary, *ast.Root:
		case *ast.Binary:
			switch m.Op {
			case ast.Add, ast.Sub, ast.Mul, ast.Div, ast.Pow:
			default:
				ok = false
			}
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// surdText prints a surd for a note: p + q√s, its coordinates to 20
// digits when they are long.
func surdText(x forms.QuadSurd) string {
	if t := x.String(); len(t) <= 80 {
		return t
	}
	p, q := cas.Rat(x.P), cas.Rat(x.Q)
	if x.Q.Sign() == 0 {
		return decide.Show(cas.Float(p.Float(256)))
	}
	return fmt.Sprintf("%s + (%s)·√%s", decide.Show(cas.Float(p.Float(256))), decide.Show(cas.Float(q.Float(256))), x.S.RatString())
}

// surdEqual decides a closed value and the answer in their number field
// when both are quadratic surds over one √s (forms.QuadSurdOf: rationals,
// square roots, + − × ÷ and integer powers), and the statement's value is
// not an exact rational to cas already: equal exactly when their coordinates p, q are, else
// different (an algebraic fact, never digits: (1+√2)^500 is no integer).
// Not where an approximation is asked or printed (the rounding rule
// decides), nor under substitutions.
func (c *checker) surdEqual(st *statement.Statement, f statement.Formula, ansE ast.Expr, kind statement.Kind, cmp decide.Comparison) (decide.Result, bool) {
	if _, rounded := statement.PrintedTolerance(ansE); rounded || len(st.Substs) > 0 {
		return decide.Result{}, false
	}
	if _, approx := st.Read.Has(statement.CueApprox, ""); approx {
		return decide.Result{}, false
	}
	if !surdShaped(f.E) || !surdShaped(ansE) {
		return decide.Result{}, false
	}
	if v, err := c.Eval(f.E, nil); err != nil || v.IsExact() {
		return decide.Result{}, false // an exact rational: CompareValue decides it exactly
	}
	x, ok1 := forms.QuadSurdOf(c.Checker, f.E)
	y, ok2 := forms.QuadSurdOf(c.Checker, ansE)
	if !ok1 || !ok2 {
		return decide.Result{}, false
	}
	s, same := forms.Combine(x, y)
	if !same {
		return decide.Result{}, false
	}
	field := "ℚ"
	if s != nil {
		field = "ℚ(√" + s.RatString() + ")"
	}
	res := decide.Confirm(kind, "the statement's expression is %s in %s, equal exactly to the answer", surdText(x), field)
	if x.P.Cmp(y.P) != 0 || x.Q.Cmp(y.Q) != 0 {
		res = decide.Refute(kind, "the statement's expression is %s in %s, the answer %s: different numbers of that field (exact arithmetic)", surdText(x), field, surdText(y))
	}
	res.Evidence = []decide.Comparison{cmp}
	return res, true
}

// compareSampled compares the statement's expression with the answer at
// sample points over the real domain: both signs of every variable (a
// fixed sign schedule, whatever the seed) and, for one variable, both
// sides of every zero of an absolute value's argument and of every
// denominator. Variables are taken positive only where the statement says
// so; where the statement's roots or powers make the books' positivity
// convention matter and the answer agrees only for positive values, the
// verdict is undecided, never a confirmation.
func (c *checker) compareSampled(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, vars []string, kind statement.Kind, cmp decide.Comparison) decide.Result {
	stated := ""
	if len(st.Conds) == 0 {
		stated = st.StatesPositive()
	}
	smp := c.NewSampler(vars, st.Conds, stated != "")
	smp.BothSigns = stated == ""
	conventionMatters := forms.SignSensitive(f.E)
	extra := forms.BreakSamples(c.Checker, vars, st.Conds, stated != "", f.E, ansE)
	exact, how := exactUnknown, ""
	if len(st.Substs) == 0 {
		exact, how = c.ratFuncEqual(vars, f.E, ansE)
	}
	p := &sampledProbe{
		c: c, st: st, f: f, ansE: ansE, ansSrc: ansSrc, kind: kind, cmp: cmp,
		stated: stated, conventionMatters: conventionMatters,
	}
	for try := 0; try < c.Opts.Points*6+len(extra)+decide.HardPoints && len(p.agree) < c.Opts.Points+len(extra)+decide.HardPoints; try++ {
		env0, skip, done := smp.Next(try, extra)
		if done {
			break
		}
		if skip {
			continue
		}
		if r := p.probe(env0); r != nil {
			return *r
		}
	}
	// Both signs of every absolute value's argument, with several
	// variables: points built from the agreeing ones.
	for _, w := range c.absWitnesses(vars, st, p.agree, f.E, ansE) {
		if r := p.probe(w); r != nil {
			return *r
		}
	}
	if exact == exactDiffer {
		// A nonzero difference of rational functions: hard points (large
		// prime denominators) until one is not a zero of it.
		smp.Hard = 24
		for i := 0; i < 24; i++ {
			env0, ok := smp.Point()
			if !ok {
				break
			}
			if r := p.probe(env0); r != nil {
				return *r
			}
		}
		return decide.Undecided(kind, "the statement's expression and the answer are different %s, yet agree at every admissible sample point tried", how)
	}
	return p.verdict(exact, how)
}

// sampledProbe is the state of one compareSampled check: what it compares
// and what the sample points have shown so far.
type sampledProbe struct {
	c                 *checker
	st                *statement.Statement
	f                 statement.Formula
	ansE              ast.Expr
	ansSrc            string
	kind              statement.Kind
	cmp               decide.Comparison
	stated            string // the words taking the variables positive, or ""
	conventionMatters bool   // the books' positivity convention can matter

	agree      []cas.Env // agreeing points, with the substitutions bound
	negAgree   int
	negDiff    cas.Env
	negL, negR cas.Value
	skipped    int
	lost       cas.Env // a point where only the statement's expression is defined
	lostVal    cas.Value
	rechecked  bool
	numDigits  int // the fewest digits of a numerical agreement (0: every agreement exact)
}

// probe compares at one point; a non-nil result ends the check.
func (p *sampledProbe) probe(env0 cas.Env) *decide.Result {
	c, st, kind := p.c, p.st, p.kind
	env, err := c.BindSubsts(st.Substs, env0)
	if err != nil {
		if decide.IsDomain(err) {
			p.skipped++
			return nil
		}
		r := decide.Undecided(kind, "%v", err)
		return &r
	}
	lv, err := c.Eval(p.f.E, env)
	if err != nil {
		if decide.IsDomain(err) {
			p.skipped++
			return nil
		}
		r := decide.Undecided(kind, "the statement's expression cannot be evaluated: %v", err)
		return &r
	}
	rv, err := c.Eval(p.ansE, env)
	if err != nil {
		if decide.IsDomain(err) {
			// The statement's expression is defined here, the
			// answer is not: the answer loses part of the domain
			// (ln(x²) and 2 ln x).
			if p.lost == nil && c.Satisfies(st.Conds, env0) && (p.stated == "" || !hasNegative(env0)) {
				p.lost, p.lostVal = env0, lv
			}
			p.skipped++
			return nil
		}
		r := decide.Undecided(kind, "the answer cannot be evaluated: %v", err)
		return &r
	}
	eq := decide.DecideUnbounded(lv, rv, nil, p.c.AnswerDemand(p.ansE))
	state := eq.State
	if (state == decide.Same || eq.Near) && decide.InexactPair(lv, rv) && !p.rechecked {
		if r, stop := p.recheckSame(env0, env, lv, rv); stop {
			return r
		}
		state, eq.Exact, eq.Digits = decide.Same, false, decide.HiDigits // equal at hiPrecBits
	}
	if state == decide.Same && !eq.Exact && (p.numDigits == 0 || eq.Digits < p.numDigits) {
		p.numDigits = eq.Digits
	}
	return p.record(state, env0, env, lv, rv)
}

// recheckSame re-checks, once per check, a point where the two sides are
// equal to 30 digits at a much higher precision. stop says the probe ends
// here with r (nil: the point is set aside, the check goes on).
func (p *sampledProbe) recheckSame(env0, env cas.Env, lv, rv cas.Value) (r *decide.Result, stop bool) {
	c, st, kind := p.c, p.st, p.kind
	p.rechecked = true
	h := c.Recheck(p.f.E, p.ansE, env0, st.Substs, lv, rv)
	switch h.State {
	case decide.Differ:
		if p.stated == "" && len(st.Conds) == 0 && p.conventionMatters && hasNegative(env0) {
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, h.Lv, h.Rv
			}
			return nil, true
		}
		res := decide.Refute(kind, "at %s the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s (seed %d)",
			decide.ShowEnv(env0), statement.Clip(p.ansSrc, 60), decide.PrecBits, decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3), c.Opts.Seed)
		cmp := p.cmp
		cmp.Points = []cas.Env{env}
		res.Evidence = []decide.Comparison{cmp}
		return &res, true
	case decide.Unsure:
		res := decide.Undecided(kind, "at %s the statement's expression and the answer agree to 30 digits at %d bits, but %s", decide.ShowEnv(env0), decide.PrecBits, h.Why())
		return &res, true
	}
	return nil, false
}

// record notes the comparison at one point: an agreement, a difference the
// books' positivity convention may excuse, or a refutation (non-nil).
func (p *sampledProbe) record(state decide.CmpState, env0, env cas.Env, lv, rv cas.Value) *decide.Result {
	switch state {
	case decide.Same:
		p.agree = append(p.agree, env) // with the substitutions bound, for other engines
		if hasNegative(env0) {
			p.negAgree++
		}
	case decide.Differ:
		if p.stated == "" && len(p.st.Conds) == 0 && p.conventionMatters && hasNegative(env0) {
			// Where the books take the variables positive, the
			// answer may rightly differ here: not a refutation, and
			// no confirmation either.
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, lv, rv
			}
			return nil
		}
		r := decide.Refute(p.kind, "at %s the statement's expression is %s but %s (seed %d)",
			decide.ShowEnv(env0), decide.Show(lv), decide.AnswerIs(p.ansSrc, decide.Show(rv)), p.c.Opts.Seed)
		cmp := p.cmp
		cmp.Points = []cas.Env{env}
		r.Evidence = []decide.Comparison{cmp}
		return &r
	default:
		p.skipped++
	}
	return nil
}

// verdict is compareSampled's verdict once every sample point agreed:
// undecided where negative values or part of the domain were set aside or
// too few points were admissible, else a confirmation naming the points.
func (p *sampledProbe) verdict(exact exactEq, how string) decide.Result {
	c, st, kind, agree := p.c, p.st, p.kind, p.agree
	need := max(3, c.Opts.Points/2)
	if p.negDiff != nil {
		return decide.Undecided(kind, "the answer equals the statement's expression at %d points with positive variables, but at %s it is %s against %s; the statement does not say the variables are positive (the books' convention for roots and powers)",
			len(agree), decide.ShowEnv(p.negDiff), decide.Show(p.negR), decide.Show(p.negL))
	}
	if p.lost != nil {
		return decide.Undecided(kind, "the answer equals the statement's expression at %d points, but at %s the statement's expression is defined (%s) and the answer %s is not: the answer loses part of the domain",
			len(agree), decide.ShowEnv(p.lost), decide.Show(p.lostVal), statement.Clip(p.ansSrc, 40))
	}
	if len(agree) < need && exact != exactSame {
		return decide.Undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", len(agree), need)
	}
	conv := ""
	switch {
	case p.stated != "":
		conv = fmt.Sprintf(" (variables positive, as the statement says: %q)", p.stated)
	case len(st.Conds) > 0:
		conv = " satisfying the statement's conditions"
	case p.negAgree == 0:
		conv = " (no admissible point has a negative variable: the domain forces positive values)"
	default:
		conv = fmt.Sprintf(" over both signs (%d with a negative variable)", p.negAgree)
	}
	var r decide.Result
	switch {
	case exact == exactSame && len(agree) == 0:
		r = decide.Confirm(kind, "equal as %s", how)
	case exact == exactSame:
		r = decide.Confirm(kind, "equal as %s; also equal at %d admissible points%s, seed %d, e.g. %s", how, len(agree), conv, c.Opts.Seed, decide.ShowEnv(agree[0]))
	default:
		r = decide.Confirm(kind, "equal at %d admissible points%s%s, seed %d, e.g. %s", len(agree), conv, decide.HardNote(agree), c.Opts.Seed, decide.ShowEnv(agree[0]))
	}
	if len(agree) > 0 {
		r.Note += "; at each point " + decide.EqualText(p.numDigits)
	}
	cmp := p.cmp
	cmp.Points = agree
	r.Evidence = []decide.Comparison{cmp}
	return r
}

func hasNegative(env cas.Env) bool {
	for _, v := range env {
		if v.Sign() < 0 {
			return true
		}
	}
	return false
}

// absWitnesses returns, for an absolute value whose argument kept one sign
// at every agreeing point, admissible points where it has the other sign:
// the agreeing points with two variables' values swapped, one variable
// negated, or one variable scaled by 10 or 1/10.
func (c *checker) absWitnesses(vars []string, st *statement.Statement, agree []cas.Env, es ...ast.Expr) []cas.Env {
	if len(vars) < 2 || len(agree) == 0 {
		return nil
	}
	var args []ast.Expr
	for _, e := range es {
		statement.WalkExprs(e, func(n ast.Expr) bool {
			if fn, ok := n.(*ast.Func); ok && fn.Name == ast.Abs && len(fn.Args) == 1 && len(pm.FreeVars(fn.Args[0])) > 0 {
				args = append(args, fn.Args[0])
			}
			return true
		})
	}
	signAt := func(a ast.Expr, env0 cas.Env) int {
		env, err := c.BindSubsts(st.Substs, env0)
		if err != nil {
			return 0
		}
		v, err := c.Eval(a, env)
		if err != nil {
			return 0
		}
		return v.Sign()
	}
	var out []cas.Env
	for _, a := range args {
		seen := map[int]bool{}
		for _, env := range agree {
			seen[signAt(a, env)] = true
		}
		if seen[1] && seen[-1] || !seen[1] && !seen[-1] {
			continue
		}
		want := 1
		if seen[1] {
			want = -1
		}
		found := 0
		for _, p := range agree[:min(len(agree), 8)] {
			if found >= 2 || c.Stopped() != nil {
				break
			}
			var cands []cas.Env
			for i := range vars {
				for j := i + 1; j < len(vars); j++ {
					q := copyEnv(p, vars)
					q[vars[i]], q[vars[j]] = p[vars[j]], p[vars[i]]
					cands = append(cands, q)
				}
				for _, k := range []*big.Rat{big.NewRat(-1, 1), big.NewRat(10, 1), big.NewRat(1, 10)} {
					q := copyEnv(p, vars)
					if r, ok := p[vars[i]].Exact(); ok {
						q[vars[i]] = cas.Rat(r.Mul(r, k))
						cands = append(cands, q)
					}
				}
			}
			for _, q := range cands {
				if signAt(a, q) == want && (len(st.Conds) == 0 || c.Satisfies(st.Conds, q)) {
					out = append(out, q)
					found++
					break
				}
			}
		}
	}
	return out
}

// copyEnv copies the values of vars.
func copyEnv(env cas.Env, vars []string) cas.Env {
	out := cas.Env{}
	for _, v := range vars {
		out[v] = env[v]
	}
	return out
}

func substNames(st *statement.Statement) []string {
	var out []string
	for _, s := range st.Substs {
		out = append(out, s.Name)
	}
	return out
}

// checkIdentity is CheckIdentity on this package's checker.
func (c *checker) checkIdentity(st *statement.Statement, kind statement.Kind) decide.Result {
	var rel *ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.AllEq(r) && len(r.Args) == 2 {
			rel = r
			break
		}
	}
	if rel == nil {
		return decide.Undecided(kind, "no identity L = R found in the statement")
	}
	vars := st.FreeAfterSubst(rel)
	if len(vars) == 0 {
		st2 := *st
		st2.Targets = []statement.Formula{{E: rel.Args[0]}}
		st2.AfterKeyword = true
		cmp := decide.Comparison{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Want: record.WantEqual}
		return c.CompareValue(&st2, statement.Formula{E: rel.Args[0]}, rel.Args[1], ast.Print(rel.Args[1]), kind, cmp)
	}
	mode := domainNatural
	switch {
	case len(st.Conds) > 0:
		mode = DomainStated
	case everyRealRe.MatchString(st.Prose):
		mode = DomainEvery
	}
	return c.identityOn(st, rel, vars, kind, mode, "both sides equal")
}

// CheckIdentity checks "Prove that L = R" at admissible sample points; the
// answer plays no part.
func CheckIdentity(c *decide.Checker, st *statement.Statement, kind statement.Kind) decide.Result {
	return (&checker{c}).checkIdentity(st, kind)
}

// The domain an identity is claimed on.
const (
	domainNatural = iota // where both sides are defined (nothing stated)
	DomainStated         // where the statement's conditions hold
	DomainEvery          // every real value of the variables
)

var everyRealRe = regexp.MustCompile(`\b(all|every|any|each)\s+real\b|\bfor\s+(all|every|any|each)\s+(values?\s+of\s+)?\$`)

// identityOn is IdentityOn on this package's checker.
func (c *checker) identityOn(st *statement.Statement, rel *ast.Rel, vars []string, kind statement.Kind, mode int, holds string) decide.Result {
	on := "on the common domain of both sides (points where a side is undefined are outside the claim)"
	switch mode {
	case DomainStated:
		on = "on the stated domain " + decide.CondList(st.Conds)
	case DomainEvery:
		on = "for every real " + statement.JoinNames(vars)
	}
	ic := identityClaim{st: st, rel: rel, kind: kind, mode: mode, on: on, holds: holds}
	dom, r := c.identityDomain(ic, vars)
	if r != nil {
		return *r
	}
	exact, how := exactUnknown, ""
	if len(st.Substs) == 0 {
		exact, how = c.ratFuncEqual(vars, rel.Args[0], rel.Args[1])
	}
	smp := c.NewSampler(vars, st.Conds, false)
	// Both sides of every place where a side changes its formula, the
	// ends of the conditions and far points first (breakSamples).
	extra := forms.BreakSamples(c.Checker, vars, st.Conds, false, rel.Args...)
	s, r := c.identitySample(ic, smp, extra)
	if r != nil {
		return *r
	}
	if exact == exactDiffer {
		if env0, lv, rv, ok := c.hardWitness(smp, st, rel.Args[0], rel.Args[1]); ok {
			r := decide.Refute(kind, "at %s the left side is %s and the right side %s (seed %d), checked %s", decide.ShowEnv(env0), decide.Show(lv), decide.Show(rv), c.Opts.Seed, on)
			r.Evidence = []decide.Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
			return r
		}
		return decide.Undecided(kind, "the two sides are different %s, yet agree at every admissible sample point tried", how)
	}
	return c.identityVerdict(ic, dom, s, exact, how)
}

// IdentityOn checks L = R on a domain: sampled at points of both signs
// (inside the stated conditions, if any). On the natural domain points
// where a side is undefined are outside the claim; on every real, or on a
// stated domain, such a point refutes it, and a confirmation needs both
// sides proven defined everywhere (domainOf), which sampling cannot show.
func IdentityOn(c *decide.Checker, st *statement.Statement, rel *ast.Rel, vars []string, kind statement.Kind, mode int, holds string) decide.Result {
	return (&checker{c}).identityOn(st, rel, vars, kind, mode, holds)
}

// identityClaim is the identity identityOn checks: the statement, the
// relation, the domain mode and the words naming the domain and the claim.
type identityClaim struct {
	st    *statement.Statement
	rel   *ast.Rel
	kind  statement.Kind
	mode  int
	on    string // the domain, in words
	holds string // the claim, in words
}

// identitySamples is what identityOn's sample points showed.
type identitySamples struct {
	agree   []cas.Env
	skipped int
	lost    cas.Env // a point where the left side only is defined
}

// identityDomain reads from the structure whether both sides are defined
// for every real value; a side undefined at a point inside the claimed
// domain refutes the identity (non-nil result).
func (c *checker) identityDomain(ic identityClaim, vars []string) (realDomain, *decide.Result) {
	st, rel := ic.st, ic.rel
	dom := realDomain{why: "the statement substitutes values for some letters"}
	var side ast.Expr
	if len(st.Substs) == 0 {
		dom = realDomain{all: true}
		for _, e := range rel.Args {
			d := c.domainOf(e, vars)
			if d.at != nil && c.undefinedSideAt(e, d.at) {
				dom, side = d, e
				break
			}
			if d.at != nil {
				d = realDomain{why: fmt.Sprintf("%s is read to be undefined at %s, but evaluates there", statement.Clip(ast.Print(e), 30), decide.ShowEnv(d.at))}
			}
			if !d.all && dom.all {
				dom = d
			}
		}
	}
	if side != nil && (ic.mode == DomainEvery || ic.mode == DomainStated && c.Satisfies(st.Conds, dom.at)) {
		r := decide.Refute(ic.kind, "at %s the side %s is undefined (%s), so the equality does not hold %s", decide.ShowEnv(dom.at), statement.Clip(ast.Print(side), 40), dom.what, ic.on)
		r.Evidence = []decide.Comparison{dom.ev}
		return dom, &r
	}
	if side != nil {
		dom.why = fmt.Sprintf("%s is undefined at %s, outside the stated domain; that it is defined all over the stated domain is not shown", statement.Clip(ast.Print(side), 40), decide.ShowEnv(dom.at))
	}
	return dom, nil
}

// identitySample compares the two sides at the sample points; a non-nil
// result (a refutation, or undecided) ends the check.
func (c *checker) identitySample(ic identityClaim, smp *decide.Sampler, extra []cas.Env) (identitySamples, *decide.Result) {
	st, rel, kind, mode, on := ic.st, ic.rel, ic.kind, ic.mode, ic.on
	var s identitySamples
	rechecked := false
	for try := 0; try < c.Opts.Points*6+len(extra)+decide.HardPoints && len(s.agree) < c.Opts.Points+len(extra)+decide.HardPoints; try++ {
		env0, skip, done := smp.Next(try, extra)
		if done {
			break
		}
		if skip {
			continue
		}
		env, err := c.BindSubsts(st.Substs, env0)
		if err != nil {
			continue
		}
		lv, err1 := c.Eval(rel.Args[0], env)
		rv, err2 := c.Eval(rel.Args[1], env)
		if err1 != nil || err2 != nil {
			if (err1 == nil || decide.IsDomain(err1)) && (err2 == nil || decide.IsDomain(err2)) {
				if mode != domainNatural {
					r := decide.Undecided(kind, "at %s a side is undefined, so the equality does not hold %s; the domain read from the structure gave no evidence of it", decide.ShowEnv(env0), on)
					return s, &r
				}
				if err1 == nil && err2 != nil && s.lost == nil {
					s.lost = env0
				}
				s.skipped++
				continue
			}
			r := decide.Undecided(kind, "cannot evaluate the identity: %v", decide.FirstErr(err1, err2))
			return s, &r
		}
		eq := decide.DecideUnbounded(lv, rv, nil, c.AnswerDemand(rel))
		state := eq.State
		if (state == decide.Same || eq.Near) && decide.InexactPair(lv, rv) && !rechecked {
			// Once per check: equal to 30 digits is re-checked at a
			// much higher precision.
			rechecked = true
			h := c.Recheck(rel.Args[0], rel.Args[1], env0, st.Substs, lv, rv)
			switch h.State {
			case decide.Differ:
				r := decide.Refute(kind, "at %s the two sides agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s (seed %d), checked %s",
					decide.ShowEnv(env0), decide.PrecBits, decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3), c.Opts.Seed, on)
				r.Evidence = []decide.Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
				return s, &r
			case decide.Unsure:
				r := decide.Undecided(kind, "at %s the two sides agree to 30 digits at %d bits, but %s", decide.ShowEnv(env0), decide.PrecBits, h.Why())
				return s, &r
			}
			state = decide.Same // equal to 280 digits at hiPrecBits
		}
		switch state {
		case decide.Same:
			s.agree = append(s.agree, env0)
		case decide.Differ:
			r := decide.Refute(kind, "at %s the left side is %s and the right side %s (seed %d), checked %s", decide.ShowEnv(env0), decide.Show(lv), decide.Show(rv), c.Opts.Seed, on)
			r.Evidence = []decide.Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
			return s, &r
		}
	}
	return s, nil
}

// identityVerdict is identityOn's verdict once every sample point agreed:
// undecided where the right side loses part of the domain, too few points
// were admissible or the sides are not shown defined all over the claimed
// domain, else a confirmation.
func (c *checker) identityVerdict(ic identityClaim, dom realDomain, s identitySamples, exact exactEq, how string) decide.Result {
	rel, kind, mode, on, holds, agree := ic.rel, ic.kind, ic.mode, ic.on, ic.holds, s.agree
	need := max(3, c.Opts.Points/2)
	if s.lost != nil && exact != exactSame {
		// ln(x²) = 2 ln x holds where both sides are defined, but the
		// left side is defined at x < 0 too: the right side loses part
		// of its domain (a right side defined where the left is not,
		// √x·√x = x, is fine, as are a rational identity's removable
		// points).
		return decide.Undecided(kind, "the two sides agree at %d points where both are defined, but at %s the left side is defined and the right side is not: the identity holds only on part of the left side's domain", len(agree), decide.ShowEnv(s.lost))
	}
	if len(agree) < need && exact != exactSame {
		return decide.Undecided(kind, "only %d admissible sample points", len(agree))
	}
	pts := "admissible points of both signs"
	if mode == DomainStated {
		pts = "points of the stated domain"
	}
	if mode != domainNatural && !dom.all {
		if exact == exactSame {
			return decide.Undecided(kind, "%s: the two sides are equal as %s, but the claim is %s and %s", holds, how, on, dom.why)
		}
		return decide.Undecided(kind, "%s at %d %s, seed %d, but the claim is %s and %s", holds, len(agree), pts, c.Opts.Seed, on, dom.why)
	}
	defined := ""
	switch {
	case dom.all:
		defined = "; both sides are defined for every real value (denominators, roots and logarithms checked exactly)"
	case s.skipped > 0:
		defined = fmt.Sprintf("; %d sampled points where a side is undefined were skipped", s.skipped)
	}
	var r decide.Result
	if exact == exactSame {
		r = decide.Confirm(kind, "%s: the two sides are equal as %s, checked %s%s", holds, how, on, defined)
	} else {
		r = decide.Confirm(kind, "%s at %d %s%s, seed %d, e.g. %s, checked %s%s", holds, len(agree), pts, decide.HardNote(agree), c.Opts.Seed, decide.ShowEnv(agree[0]), on, defined)
	}
	r.Evidence = []decide.Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: agree, Want: record.WantEqual}}
	return r
}

// undefinedSideAt reports whether e cannot be evaluated at env for a domain
// reason; an inexact point (an irrational root approximated) is taken as
// read from the structure.
func (c *checker) undefinedSideAt(e ast.Expr, env cas.Env) bool {
	for _, v := range env {
		if _, exact := v.Exact(); !exact {
			return true
		}
	}
	_, err := c.Eval(e, env)
	return err != nil && decide.IsDomain(err)
}

// substUses reports whether the value of an indicated substitution uses the
// name ("ω = -1+4i" uses i).
func substUses(st *statement.Statement, name string) bool {
	for _, s := range st.Substs {
		if statement.ContainsVar(s.Val, name) {
			return true
		}
	}
	return false
}
