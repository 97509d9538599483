package check

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkExpr checks a value, a simplification or a factorisation: the
// statement's expression and the answer must be equal (at every admissible
// sample point when there are free variables), and a factorisation must be
// complete (factorForm).
func (c *checker) checkExpr(st *statement.Statement, a *statement.Answer, kind statement.Kind) Result {
	res := c.checkExprEqual(st, a, kind)
	if kind == statement.KindFactor && res.Verdict == record.Confirm && len(a.Items) == 1 {
		return c.factorForm(a.Items[0].E, res)
	}
	return res
}

// checkExprEqual is checkExpr without the form of a factorisation.
func (c *checker) checkExprEqual(st *statement.Statement, a *statement.Answer, kind statement.Kind) Result {
	f, why := st.Single()
	if why != "" {
		return undecided(kind, "%s", why)
	}
	if a.Root == nil {
		return undecided(kind, "the answer has no formula")
	}
	if statement.IsTrivial(f.E) {
		return undecided(kind, "the statement's formula %s is a bare number or name: nothing to compute", statement.Clip(f.Src, 30))
	}
	if w, ok := st.Read.Has(statement.CueTopic, "function"); ok {
		return undecided(kind, "a word problem (%q): the formula is not the whole question", w)
	}
	if len(a.Items) != 1 {
		return undecided(kind, "the answer is a list of %d items; a single value was expected", len(a.Items))
	}
	ansE := a.Items[0].E
	if name := a.Items[0].Name; name != "" && len(pm.FreeVars(f.E)) > 0 {
		// "x = 2" answers the value of x: only meaningful when asked.
		if !statement.ContainsVar(f.E, name) && st.Unknown != name {
			return undecided(kind, "the answer names %s, which the expression does not contain", name)
		}
	}
	if _, isRel := ansE.(*ast.Rel); isRel {
		return undecided(kind, "the answer is a relation, a value was expected")
	}
	vars := st.FreeAfterSubst(f.E)
	if st.ImaginaryUnit() && (statement.ContainsVar(f.E, "i") || statement.ContainsVar(ansE, "i")) {
		if kind == statement.KindValue && len(vars) > 1 {
			kind = statement.KindSimplify
		}
		cmp := Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
		return c.checkComplexExpr(st, f, ansE, a.Text.Math, kind, cmp)
	}
	// Issue 25, capability 5: i, the closed expression's only letter, is the imaginary unit.
	if st.ImplicitImaginaryUnit(vars) {
		return c.checkImplicitComplex(st, f, ansE, a.Text.Math, kind)
	}
	if extra := statement.Subset(pm.FreeVars(ansE), append(append([]string(nil), vars...), substNames(st)...)); len(extra) > 0 {
		if len(extra) == 1 && extra[0] == "i" {
			return undecided(kind, "complex numbers (the answer uses i) are not evaluated")
		}
		return undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	if why := st.ValueAtPoint(ansE); why != "" {
		return undecided(kind, "%s", why)
	}
	if (statement.ContainsVar(f.E, "i") || statement.ContainsVar(ansE, "i") || substUses(st, "i")) && !statement.HasSubst(st, "i") && st.Unknown != "i" {
		return undecided(kind, "complex numbers (i) are not evaluated")
	}
	if why := st.BoundElsewhere(f, vars, st.Raw); why != "" {
		return undecided(kind, "%s", why)
	}
	if len(vars) == 0 && kind == statement.KindValue && len(st.Read.Numbers) > 0 {
		return undecided(kind, "the prose carries part of the question (the number %s)", st.Read.Numbers[0])
	}
	if len(vars) > 0 && (st.ProseWords() > 12 || st.Kind == statement.KindValue && st.ProseWords() > 8 && len(pm.FreeVars(ansE)) == 0) {
		return undecided(kind, "the expression's variables %s are not free: the prose defines them", statement.JoinNames(vars))
	}
	if kind == statement.KindValue && len(vars) > 0 {
		kind = statement.KindSimplify
	} else if kind == statement.KindSimplify && len(vars) == 0 {
		kind = statement.KindValue
	}
	cmp := Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
	if len(vars) == 0 {
		return c.compareValue(st, f, ansE, a.Text.Math, kind, cmp)
	}
	return c.compareSampled(st, f, ansE, a.Text.Math, vars, kind, cmp)
}

// compareSampled compares the statement's expression with the answer at
// sample points over the real domain: both signs of every variable (a
// fixed sign schedule, whatever the seed) and, for one variable, both
// sides of every zero of an absolute value's argument and of every
// denominator. Variables are taken positive only where the statement says
// so; where the statement's roots or powers make the books' positivity
// convention matter and the answer agrees only for positive values, the
// verdict is undecided, never a confirmation.
func (c *checker) compareSampled(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, vars []string, kind statement.Kind, cmp Comparison) Result {
	stated := ""
	if len(st.Conds) == 0 {
		stated = st.StatesPositive()
	}
	smp := c.newSampler(vars, st.Conds, stated != "")
	smp.bothSigns = stated == ""
	conventionMatters := signSensitive(f.E)
	extra := c.breakSamples(vars, st.Conds, stated != "", f.E, ansE)
	exact, how := exactUnknown, ""
	if len(st.Substs) == 0 {
		exact, how = c.ratFuncEqual(vars, f.E, ansE)
	}
	p := &sampledProbe{
		c: c, st: st, f: f, ansE: ansE, ansSrc: ansSrc, kind: kind, cmp: cmp,
		stated: stated, conventionMatters: conventionMatters,
	}
	for try := 0; try < c.opts.Points*6+len(extra)+hardPoints && len(p.agree) < c.opts.Points+len(extra)+hardPoints; try++ {
		env0, skip, done := smp.next(try, extra)
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
		smp.hard = 24
		for i := 0; i < 24; i++ {
			env0, ok := smp.point()
			if !ok {
				break
			}
			if r := p.probe(env0); r != nil {
				return *r
			}
		}
		return undecided(kind, "the statement's expression and the answer are different %s, yet agree at every admissible sample point tried", how)
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
	cmp               Comparison
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
func (p *sampledProbe) probe(env0 cas.Env) *Result {
	c, st, kind := p.c, p.st, p.kind
	env, err := c.bindSubsts(st.Substs, env0)
	if err != nil {
		if isDomain(err) {
			p.skipped++
			return nil
		}
		r := undecided(kind, "%v", err)
		return &r
	}
	lv, err := c.eval(p.f.E, env)
	if err != nil {
		if isDomain(err) {
			p.skipped++
			return nil
		}
		r := undecided(kind, "the statement's expression cannot be evaluated: %v", err)
		return &r
	}
	rv, err := c.eval(p.ansE, env)
	if err != nil {
		if isDomain(err) {
			// The statement's expression is defined here, the
			// answer is not: the answer loses part of the domain
			// (ln(x²) and 2 ln x).
			if p.lost == nil && c.satisfies(st.Conds, env0) && (p.stated == "" || !hasNegative(env0)) {
				p.lost, p.lostVal = env0, lv
			}
			p.skipped++
			return nil
		}
		r := undecided(kind, "the answer cannot be evaluated: %v", err)
		return &r
	}
	eq := decideUnbounded(lv, rv, nil, p.c.answerDemand(p.ansE))
	state := eq.state
	if (state == same || eq.near) && inexactPair(lv, rv) && !p.rechecked {
		if r, stop := p.recheckSame(env0, env, lv, rv); stop {
			return r
		}
		state, eq.exact, eq.digits = same, false, hiDigits // equal at hiPrecBits
	}
	if state == same && !eq.exact && (p.numDigits == 0 || eq.digits < p.numDigits) {
		p.numDigits = eq.digits
	}
	return p.record(state, env0, env, lv, rv)
}

// recheckSame re-checks, once per check, a point where the two sides are
// equal to 30 digits at a much higher precision. stop says the probe ends
// here with r (nil: the point is set aside, the check goes on).
func (p *sampledProbe) recheckSame(env0, env cas.Env, lv, rv cas.Value) (r *Result, stop bool) {
	c, st, kind := p.c, p.st, p.kind
	p.rechecked = true
	h := c.recheck(p.f.E, p.ansE, env0, st.Substs, lv, rv)
	switch h.state {
	case differ:
		if p.stated == "" && len(st.Conds) == 0 && p.conventionMatters && hasNegative(env0) {
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, h.lv, h.rv
			}
			return nil, true
		}
		res := refute(kind, "at %s the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s (seed %d)",
			showEnv(env0), statement.Clip(p.ansSrc, 60), precBits, hiPrecBits, h.lv.Text(50), h.rv.Text(50), h.diff.Text('g', 3), c.opts.Seed)
		cmp := p.cmp
		cmp.Points = []cas.Env{env}
		res.Evidence = []Comparison{cmp}
		return &res, true
	case unsure:
		res := undecided(kind, "at %s the statement's expression and the answer agree to 30 digits at %d bits, but %s", showEnv(env0), precBits, h.why())
		return &res, true
	}
	return nil, false
}

// record notes the comparison at one point: an agreement, a difference the
// books' positivity convention may excuse, or a refutation (non-nil).
func (p *sampledProbe) record(state cmpState, env0, env cas.Env, lv, rv cas.Value) *Result {
	switch state {
	case same:
		p.agree = append(p.agree, env) // with the substitutions bound, for other engines
		if hasNegative(env0) {
			p.negAgree++
		}
	case differ:
		if p.stated == "" && len(p.st.Conds) == 0 && p.conventionMatters && hasNegative(env0) {
			// Where the books take the variables positive, the
			// answer may rightly differ here: not a refutation, and
			// no confirmation either.
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, lv, rv
			}
			return nil
		}
		r := refute(p.kind, "at %s the statement's expression is %s but the answer %s is %s (seed %d)",
			showEnv(env0), show(lv), statement.Clip(p.ansSrc, 60), show(rv), p.c.opts.Seed)
		cmp := p.cmp
		cmp.Points = []cas.Env{env}
		r.Evidence = []Comparison{cmp}
		return &r
	default:
		p.skipped++
	}
	return nil
}

// verdict is compareSampled's verdict once every sample point agreed:
// undecided where negative values or part of the domain were set aside or
// too few points were admissible, else a confirmation naming the points.
func (p *sampledProbe) verdict(exact exactEq, how string) Result {
	c, st, kind, agree := p.c, p.st, p.kind, p.agree
	need := max(3, c.opts.Points/2)
	if p.negDiff != nil {
		return undecided(kind, "the answer equals the statement's expression at %d points with positive variables, but at %s it is %s against %s; the statement does not say the variables are positive (the books' convention for roots and powers)",
			len(agree), showEnv(p.negDiff), show(p.negR), show(p.negL))
	}
	if p.lost != nil {
		return undecided(kind, "the answer equals the statement's expression at %d points, but at %s the statement's expression is defined (%s) and the answer %s is not: the answer loses part of the domain",
			len(agree), showEnv(p.lost), show(p.lostVal), statement.Clip(p.ansSrc, 40))
	}
	if len(agree) < need && exact != exactSame {
		return undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", len(agree), need)
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
	var r Result
	switch {
	case exact == exactSame && len(agree) == 0:
		r = confirm(kind, "equal as %s", how)
	case exact == exactSame:
		r = confirm(kind, "equal as %s; also equal at %d admissible points%s, seed %d, e.g. %s", how, len(agree), conv, c.opts.Seed, showEnv(agree[0]))
	default:
		r = confirm(kind, "equal at %d admissible points%s%s, seed %d, e.g. %s", len(agree), conv, hardNote(agree), c.opts.Seed, showEnv(agree[0]))
	}
	if len(agree) > 0 {
		r.Note += "; at each point " + equalText(p.numDigits)
	}
	cmp := p.cmp
	cmp.Points = agree
	r.Evidence = []Comparison{cmp}
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

// compareValue compares a variable-free statement expression with the
// answer: exactly when both are rational, with the tolerance of the printed
// precision when the answer is a rounded decimal.
func (c *checker) compareValue(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind, cmp Comparison) Result {
	env, err := c.bindSubsts(st.Substs, nil)
	if err != nil {
		return undecided(kind, "%v", err)
	}
	lv, err := c.eval(f.E, env)
	if err != nil {
		return undecided(kind, "the statement's expression cannot be evaluated: %v", err)
	}
	rv, err := c.eval(ansE, env)
	if err != nil {
		return undecided(kind, "the answer cannot be evaluated: %v", err)
	}
	if len(env) > 0 {
		cmp.Points = []cas.Env{env} // the indicated substitution, for other engines
	}
	r := func(res Result) Result {
		res.Evidence = []Comparison{cmp}
		return res
	}
	eq := decideUnbounded(lv, rv, nil, c.answerDemand(ansE))
	state := eq.state
	if (state == same || eq.near) && inexactPair(lv, rv) {
		// Equal (or near it) at precBits: decided at hiPrecBits.
		if need := c.answerDemand(ansE) + equalGuard; need > hiDigits {
			return undecided(kind, "the statement's expression evaluates to %s and agrees with the answer %s to 30 digits, but the answer asks for %d digits, more than leg 1 computes (%d)",
				lv.Text(30), statement.Clip(ansSrc, 40), need-equalGuard, hiDigits-equalGuard)
		}
		h := c.recheck(f.E, ansE, nil, st.Substs, lv, rv)
		switch h.state {
		case same:
			return r(confirm(kind, "the statement's expression evaluates to %s, equal to %d digits, numerically to the answer (at %d bits; %d digits at %d bits)", show(lv), hiDigits, hiPrecBits, eq.digits, precBits))
		case differ:
			return r(refute(kind, "the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s (a difference of %s)",
				statement.Clip(ansSrc, 60), precBits, hiPrecBits, h.lv.Text(60), h.rv.Text(60), h.diff.Text('g', 3)))
		}
		return undecided(kind, "the statement's expression evaluates to %s and agrees with the answer %s to 30 digits at %d bits, but %s", lv.Text(30), statement.Clip(ansSrc, 40), precBits, h.why())
	}
	if state == same {
		return r(confirm(kind, "the statement's expression evaluates to %s, %s to the answer", show(lv), eq.text()))
	}
	if rd := c.decideRounding(st, lv, nil, ansE, shownValue(ast.Print(f.E), lv)); rd.applies {
		switch rd.state {
		case same:
			return r(confirm(kind, "%s", rd.note))
		case differ:
			return r(refute(kind, "%s", rd.note))
		}
		return undecided(kind, "%s", rd.note)
	}
	if state == unsure {
		return undecided(kind, "the statement's value %s and the answer %s: %s", lv.Text(30), rv.Text(30), eq.why)
	}
	return r(refute(kind, "the statement's expression evaluates to %s, the answer %s is %s", show(lv), statement.Clip(ansSrc, 60), show(rv)))
}

// needsPositive reports roots, fractional or symbolic powers and logarithms
// of expressions with variables: the books then take the variables positive.
// An absolute value does not: it restricts no domain, and taking the
// variables positive would hide exactly what |x| changes.
func needsPositive(e ast.Expr) bool { return signSensitive(e) }

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
		env, err := c.bindSubsts(st.Substs, env0)
		if err != nil {
			return 0
		}
		v, err := c.eval(a, env)
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
			if found >= 2 || c.ctx.Err() != nil {
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
				if signAt(a, q) == want && (len(st.Conds) == 0 || c.satisfies(st.Conds, q)) {
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

// signGrid is the grid a non-rational argument's sign is read on: steps
// of 1/2 on [-20, 20] and a few far points.
var signGrid = func() []*big.Rat {
	var g []*big.Rat
	for _, v := range []int64{-1000, -100, -50, -30} {
		g = append(g, big.NewRat(v, 1))
	}
	for k := int64(-40); k <= 40; k++ {
		g = append(g, big.NewRat(k, 2))
	}
	for _, v := range []int64{30, 50, 100, 1000} {
		g = append(g, big.NewRat(v, 1))
	}
	return g
}()

// signChangeSamples returns both neighbours of every sign change of e(x)
// between consecutive points of signGrid where e is defined.
func (c *checker) signChangeSamples(e ast.Expr, x string) []*big.Rat {
	var out []*big.Rat
	var prev *big.Rat
	prevSign := 0
	for _, p := range signGrid {
		v, err := c.eval(e, cas.Env{x: cas.Rat(p)})
		if err != nil {
			if !isDomain(err) {
				return out
			}
			continue
		}
		s := v.Sign()
		if s != 0 && prevSign != 0 && s != prevSign {
			out = append(out, prev, p)
		}
		if s != 0 {
			prev, prevSign = p, s
		}
	}
	return out
}

// signSensitive reports roots, fractional or symbolic powers and
// logarithms of expressions with variables: their simplification depends
// on the signs of the variables (√(x²) is x only for x ≥ 0), so the books'
// positivity convention may decide it. Absolute values do not restrict
// the domain and are not sign-sensitive in this sense.
func signSensitive(e ast.Expr) bool {
	return statement.Contains(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Root:
			return len(pm.FreeVars(n.X)) > 0
		case *ast.Binary:
			if n.Op != ast.Pow || len(pm.FreeVars(n.X)) == 0 {
				return false
			}
			_, ok := statement.IntLiteral(n.Y)
			return !ok
		case *ast.Func:
			switch n.Name {
			case ast.Ln, ast.Log, ast.Lg:
				return len(pm.FreeVars(n)) > 0
			}
		}
		return false
	})
}

func substNames(st *statement.Statement) []string {
	var out []string
	for _, s := range st.Substs {
		out = append(out, s.Name)
	}
	return out
}

// checkIdentity checks "Prove that L = R" at admissible sample points; the
// answer plays no part.
func (c *checker) checkIdentity(st *statement.Statement, kind statement.Kind) Result {
	var rel *ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.AllEq(r) && len(r.Args) == 2 {
			rel = r
			break
		}
	}
	if rel == nil {
		return undecided(kind, "no identity L = R found in the statement")
	}
	vars := st.FreeAfterSubst(rel)
	if len(vars) == 0 {
		st2 := *st
		st2.Targets = []statement.Formula{{E: rel.Args[0]}}
		st2.AfterKeyword = true
		cmp := Comparison{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Want: record.WantEqual}
		return c.compareValue(&st2, statement.Formula{E: rel.Args[0]}, rel.Args[1], ast.Print(rel.Args[1]), kind, cmp)
	}
	mode := domainNatural
	switch {
	case len(st.Conds) > 0:
		mode = domainStated
	case everyRealRe.MatchString(st.Prose):
		mode = domainEvery
	}
	return c.identityOn(st, rel, vars, kind, mode, "both sides equal")
}

// The domain an identity is claimed on.
const (
	domainNatural = iota // where both sides are defined (nothing stated)
	domainStated         // where the statement's conditions hold
	domainEvery          // every real value of the variables
)

var everyRealRe = regexp.MustCompile(`\b(all|every|any|each)\s+real\b|\bfor\s+(all|every|any|each)\s+(values?\s+of\s+)?\$`)

// identityOn checks L = R on a domain: sampled at points of both signs
// (inside the stated conditions, if any). On the natural domain points
// where a side is undefined are outside the claim; on every real, or on a
// stated domain, such a point refutes it, and a confirmation needs both
// sides proven defined everywhere (domainOf), which sampling cannot show.
func (c *checker) identityOn(st *statement.Statement, rel *ast.Rel, vars []string, kind statement.Kind, mode int, holds string) Result {
	on := "on the common domain of both sides (points where a side is undefined are outside the claim)"
	switch mode {
	case domainStated:
		on = "on the stated domain " + condList(st.Conds)
	case domainEvery:
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
	smp := c.newSampler(vars, st.Conds, false)
	// Both sides of every place where a side changes its formula, the
	// ends of the conditions and far points first (breakSamples).
	extra := c.breakSamples(vars, st.Conds, false, rel.Args...)
	s, r := c.identitySample(ic, smp, extra)
	if r != nil {
		return *r
	}
	if exact == exactDiffer {
		if env0, lv, rv, ok := c.hardWitness(smp, st, rel.Args[0], rel.Args[1]); ok {
			r := refute(kind, "at %s the left side is %s and the right side %s (seed %d), checked %s", showEnv(env0), show(lv), show(rv), c.opts.Seed, on)
			r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
			return r
		}
		return undecided(kind, "the two sides are different %s, yet agree at every admissible sample point tried", how)
	}
	return c.identityVerdict(ic, dom, s, exact, how)
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
func (c *checker) identityDomain(ic identityClaim, vars []string) (realDomain, *Result) {
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
				d = realDomain{why: fmt.Sprintf("%s is read to be undefined at %s, but evaluates there", statement.Clip(ast.Print(e), 30), showEnv(d.at))}
			}
			if !d.all && dom.all {
				dom = d
			}
		}
	}
	if side != nil && (ic.mode == domainEvery || ic.mode == domainStated && c.satisfies(st.Conds, dom.at)) {
		r := refute(ic.kind, "at %s the side %s is undefined (%s), so the equality does not hold %s", showEnv(dom.at), statement.Clip(ast.Print(side), 40), dom.what, ic.on)
		r.Evidence = []Comparison{dom.ev}
		return dom, &r
	}
	if side != nil {
		dom.why = fmt.Sprintf("%s is undefined at %s, outside the stated domain; that it is defined all over the stated domain is not shown", statement.Clip(ast.Print(side), 40), showEnv(dom.at))
	}
	return dom, nil
}

// identitySample compares the two sides at the sample points; a non-nil
// result (a refutation, or undecided) ends the check.
func (c *checker) identitySample(ic identityClaim, smp *sampler, extra []cas.Env) (identitySamples, *Result) {
	st, rel, kind, mode, on := ic.st, ic.rel, ic.kind, ic.mode, ic.on
	var s identitySamples
	rechecked := false
	for try := 0; try < c.opts.Points*6+len(extra)+hardPoints && len(s.agree) < c.opts.Points+len(extra)+hardPoints; try++ {
		env0, skip, done := smp.next(try, extra)
		if done {
			break
		}
		if skip {
			continue
		}
		env, err := c.bindSubsts(st.Substs, env0)
		if err != nil {
			continue
		}
		lv, err1 := c.eval(rel.Args[0], env)
		rv, err2 := c.eval(rel.Args[1], env)
		if err1 != nil || err2 != nil {
			if (err1 == nil || isDomain(err1)) && (err2 == nil || isDomain(err2)) {
				if mode != domainNatural {
					r := undecided(kind, "at %s a side is undefined, so the equality does not hold %s; the domain read from the structure gave no evidence of it", showEnv(env0), on)
					return s, &r
				}
				if err1 == nil && err2 != nil && s.lost == nil {
					s.lost = env0
				}
				s.skipped++
				continue
			}
			r := undecided(kind, "cannot evaluate the identity: %v", firstErr(err1, err2))
			return s, &r
		}
		eq := decideUnbounded(lv, rv, nil, c.answerDemand(rel))
		state := eq.state
		if (state == same || eq.near) && inexactPair(lv, rv) && !rechecked {
			// Once per check: equal to 30 digits is re-checked at a
			// much higher precision.
			rechecked = true
			h := c.recheck(rel.Args[0], rel.Args[1], env0, st.Substs, lv, rv)
			switch h.state {
			case differ:
				r := refute(kind, "at %s the two sides agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s (seed %d), checked %s",
					showEnv(env0), precBits, hiPrecBits, h.lv.Text(50), h.rv.Text(50), h.diff.Text('g', 3), c.opts.Seed, on)
				r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
				return s, &r
			case unsure:
				r := undecided(kind, "at %s the two sides agree to 30 digits at %d bits, but %s", showEnv(env0), precBits, h.why())
				return s, &r
			}
			state = same // equal to 280 digits at hiPrecBits
		}
		switch state {
		case same:
			s.agree = append(s.agree, env0)
		case differ:
			r := refute(kind, "at %s the left side is %s and the right side %s (seed %d), checked %s", showEnv(env0), show(lv), show(rv), c.opts.Seed, on)
			r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: record.WantEqual}}
			return s, &r
		}
	}
	return s, nil
}

// identityVerdict is identityOn's verdict once every sample point agreed:
// undecided where the right side loses part of the domain, too few points
// were admissible or the sides are not shown defined all over the claimed
// domain, else a confirmation.
func (c *checker) identityVerdict(ic identityClaim, dom realDomain, s identitySamples, exact exactEq, how string) Result {
	rel, kind, mode, on, holds, agree := ic.rel, ic.kind, ic.mode, ic.on, ic.holds, s.agree
	need := max(3, c.opts.Points/2)
	if s.lost != nil && exact != exactSame {
		// ln(x²) = 2 ln x holds where both sides are defined, but the
		// left side is defined at x < 0 too: the right side loses part
		// of its domain (a right side defined where the left is not,
		// √x·√x = x, is fine, as are a rational identity's removable
		// points).
		return undecided(kind, "the two sides agree at %d points where both are defined, but at %s the left side is defined and the right side is not: the identity holds only on part of the left side's domain", len(agree), showEnv(s.lost))
	}
	if len(agree) < need && exact != exactSame {
		return undecided(kind, "only %d admissible sample points", len(agree))
	}
	pts := "admissible points of both signs"
	if mode == domainStated {
		pts = "points of the stated domain"
	}
	if mode != domainNatural && !dom.all {
		if exact == exactSame {
			return undecided(kind, "%s: the two sides are equal as %s, but the claim is %s and %s", holds, how, on, dom.why)
		}
		return undecided(kind, "%s at %d %s, seed %d, but the claim is %s and %s", holds, len(agree), pts, c.opts.Seed, on, dom.why)
	}
	defined := ""
	switch {
	case dom.all:
		defined = "; both sides are defined for every real value (denominators, roots and logarithms checked exactly)"
	case s.skipped > 0:
		defined = fmt.Sprintf("; %d sampled points where a side is undefined were skipped", s.skipped)
	}
	var r Result
	if exact == exactSame {
		r = confirm(kind, "%s: the two sides are equal as %s, checked %s%s", holds, how, on, defined)
	} else {
		r = confirm(kind, "%s at %d %s%s, seed %d, e.g. %s, checked %s%s", holds, len(agree), pts, hardNote(agree), c.opts.Seed, showEnv(agree[0]), on, defined)
	}
	r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: agree, Want: record.WantEqual}}
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
	_, err := c.eval(e, env)
	return err != nil && isDomain(err)
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
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
