package check

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkExpr checks a value, a simplification or a factorisation: the
// statement's expression and the answer must be equal (at every admissible
// sample point when there are free variables), and a factorisation must be
// complete (factorForm).
func (c *checker) checkExpr(st *statement, a *answer, kind Kind) Result {
	res := c.checkExprEqual(st, a, kind)
	if kind == KindFactor && res.Verdict == record.Confirm && len(a.items) == 1 {
		return c.factorForm(a.items[0].E, res)
	}
	return res
}

// checkExprEqual is checkExpr without the form of a factorisation.
func (c *checker) checkExprEqual(st *statement, a *answer, kind Kind) Result {
	f, why := st.single()
	if why != "" {
		return undecided(kind, "%s", why)
	}
	if a.root == nil {
		return undecided(kind, "the answer has no formula")
	}
	if isTrivial(f.E) {
		return undecided(kind, "the statement's formula %s is a bare number or name: nothing to compute", clip(f.Src, 30))
	}
	if w, ok := st.read.has(cueTopic, "function"); ok {
		return undecided(kind, "a word problem (%q): the formula is not the whole question", w)
	}
	if len(a.items) != 1 {
		return undecided(kind, "the answer is a list of %d items; a single value was expected", len(a.items))
	}
	ansE := a.items[0].E
	if name := a.items[0].Name; name != "" && len(pm.FreeVars(f.E)) > 0 {
		// "x = 2" answers the value of x: only meaningful when asked.
		if !containsVar(f.E, name) && st.unknown != name {
			return undecided(kind, "the answer names %s, which the expression does not contain", name)
		}
	}
	if _, isRel := ansE.(*ast.Rel); isRel {
		return undecided(kind, "the answer is a relation, a value was expected")
	}
	vars := st.freeAfterSubst(f.E)
	if st.imaginaryUnit() && (containsVar(f.E, "i") || containsVar(ansE, "i")) {
		if kind == KindValue && len(vars) > 1 {
			kind = KindSimplify
		}
		cmp := Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
		return c.checkComplexExpr(st, f, ansE, a.text.Math, kind, cmp)
	}
	if extra := subset(pm.FreeVars(ansE), append(append([]string(nil), vars...), substNames(st)...)); len(extra) > 0 {
		if len(extra) == 1 && extra[0] == "i" {
			return undecided(kind, "complex numbers (the answer uses i) are not evaluated")
		}
		return undecided(kind, "the answer uses %s, which the statement does not", joinNames(extra))
	}
	if why := st.valueAtPoint(ansE); why != "" {
		return undecided(kind, "%s", why)
	}
	if (containsVar(f.E, "i") || containsVar(ansE, "i") || substUses(st, "i")) && !hasSubst(st, "i") && st.unknown != "i" {
		return undecided(kind, "complex numbers (i) are not evaluated")
	}
	if why := st.boundElsewhere(f, vars, st.raw); why != "" {
		return undecided(kind, "%s", why)
	}
	if len(vars) == 0 && kind == KindValue && len(st.read.numbers) > 0 {
		return undecided(kind, "the prose carries part of the question (the number %s)", st.read.numbers[0])
	}
	if len(vars) > 0 && (st.proseWords() > 12 || st.kind == KindValue && st.proseWords() > 8 && len(pm.FreeVars(ansE)) == 0) {
		return undecided(kind, "the expression's variables %s are not free: the prose defines them", joinNames(vars))
	}
	if kind == KindValue && len(vars) > 0 {
		kind = KindSimplify
	} else if kind == KindSimplify && len(vars) == 0 {
		kind = KindValue
	}
	cmp := Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: record.WantEqual}
	if len(vars) == 0 {
		return c.compareValue(st, f, ansE, a.text.Math, kind, cmp)
	}
	return c.compareSampled(st, f, ansE, a.text.Math, vars, kind, cmp)
}

// compareSampled compares the statement's expression with the answer at
// sample points over the real domain: both signs of every variable (a
// fixed sign schedule, whatever the seed) and, for one variable, both
// sides of every zero of an absolute value's argument and of every
// denominator. Variables are taken positive only where the statement says
// so; where the statement's roots or powers make the books' positivity
// convention matter and the answer agrees only for positive values, the
// verdict is undecided, never a confirmation.
func (c *checker) compareSampled(st *statement, f formula, ansE ast.Expr, ansSrc string, vars []string, kind Kind, cmp Comparison) Result {
	stated := ""
	if len(st.conds) == 0 {
		stated = st.statesPositive()
	}
	smp := c.newSampler(vars, st.conds, stated != "")
	smp.bothSigns = stated == ""
	conventionMatters := signSensitive(f.E)
	extra := c.breakSamples(vars, st.conds, stated != "", f.E, ansE)
	exact, how := exactUnknown, ""
	if len(st.substs) == 0 {
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
	st                *statement
	f                 formula
	ansE              ast.Expr
	ansSrc            string
	kind              Kind
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
	env, err := c.bindSubsts(st.substs, env0)
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
			if p.lost == nil && c.satisfies(st.conds, env0) && (p.stated == "" || !hasNegative(env0)) {
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
	h := c.recheck(p.f.E, p.ansE, env0, st.substs, lv, rv)
	switch h.state {
	case differ:
		if p.stated == "" && len(st.conds) == 0 && p.conventionMatters && hasNegative(env0) {
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, h.lv, h.rv
			}
			return nil, true
		}
		res := refute(kind, "at %s the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s, a difference of %s (seed %d)",
			showEnv(env0), clip(p.ansSrc, 60), precBits, hiPrecBits, h.lv.Text(50), h.rv.Text(50), h.diff.Text('g', 3), c.opts.Seed)
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
		if p.stated == "" && len(p.st.conds) == 0 && p.conventionMatters && hasNegative(env0) {
			// Where the books take the variables positive, the
			// answer may rightly differ here: not a refutation, and
			// no confirmation either.
			if p.negDiff == nil {
				p.negDiff, p.negL, p.negR = env0, lv, rv
			}
			return nil
		}
		r := refute(p.kind, "at %s the statement's expression is %s but the answer %s is %s (seed %d)",
			showEnv(env0), show(lv), clip(p.ansSrc, 60), show(rv), p.c.opts.Seed)
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
			len(agree), showEnv(p.lost), show(p.lostVal), clip(p.ansSrc, 40))
	}
	if len(agree) < need && exact != exactSame {
		return undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", len(agree), need)
	}
	conv := ""
	switch {
	case p.stated != "":
		conv = fmt.Sprintf(" (variables positive, as the statement says: %q)", p.stated)
	case len(st.conds) > 0:
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

// statesPositive returns the words by which the statement takes its
// variables positive (or non-negative), or "".
func (st *statement) statesPositive() string {
	for _, name := range []string{"positive", "nonnegative"} {
		if w, ok := st.read.has(cueRestrict, name); ok {
			return w
		}
	}
	return ""
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
func (c *checker) compareValue(st *statement, f formula, ansE ast.Expr, ansSrc string, kind Kind, cmp Comparison) Result {
	env, err := c.bindSubsts(st.substs, nil)
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
				lv.Text(30), clip(ansSrc, 40), need-equalGuard, hiDigits-equalGuard)
		}
		h := c.recheck(f.E, ansE, nil, st.substs, lv, rv)
		switch h.state {
		case same:
			return r(confirm(kind, "the statement's expression evaluates to %s, equal to %d digits, numerically to the answer (at %d bits; %d digits at %d bits)", show(lv), hiDigits, hiPrecBits, eq.digits, precBits))
		case differ:
			return r(refute(kind, "the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s (a difference of %s)",
				clip(ansSrc, 60), precBits, hiPrecBits, h.lv.Text(60), h.rv.Text(60), h.diff.Text('g', 3)))
		}
		return undecided(kind, "the statement's expression evaluates to %s and agrees with the answer %s to 30 digits at %d bits, but %s", lv.Text(30), clip(ansSrc, 40), precBits, h.why())
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
	return r(refute(kind, "the statement's expression evaluates to %s, the answer %s is %s", show(lv), clip(ansSrc, 60), show(rv)))
}

// printedTolerance is half a unit in the last printed place of a rounded
// decimal answer (`0.98`, `-1.5`, `3.692 \times 10^{-7}`), with a relative
// margin of 1e-9 for the evaluation; ok is false when the answer is not a
// decimal with digits after the point.
func printedTolerance(e ast.Expr) (*big.Float, bool) {
	scale := 0
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.Neg || u.Op == ast.Plus) {
		e = u.X
	}
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.Mul {
		// a \times 10^{k}
		if p, ok := b.Y.(*ast.Binary); ok && p.Op == ast.Pow {
			if ten, ok := p.X.(*ast.Number); ok && ten.Int == "10" && ten.Frac == "" {
				k, ok := intLiteral(p.Y)
				if !ok {
					return nil, false
				}
				scale = k
				e = b.X
			}
		}
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac == "" || n.Repeat != "" {
		return nil, false
	}
	d := len(n.Frac)
	tol := new(big.Float).SetPrec(precBits).SetFloat64(0.5)
	exp := scale - d
	ten := new(big.Float).SetPrec(precBits).SetInt64(10)
	for exp < 0 {
		tol.Quo(tol, ten)
		exp++
	}
	for exp > 0 {
		tol.Mul(tol, ten)
		exp--
	}
	tol.Mul(tol, new(big.Float).SetPrec(precBits).SetFloat64(1+1e-9))
	return tol, true
}

func intLiteral(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		neg = true
		e = u.X
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 4 {
		return 0, false
	}
	k := 0
	for _, ch := range n.Int {
		k = k*10 + int(ch-'0')
	}
	if neg {
		k = -k
	}
	return k, true
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
func (c *checker) absWitnesses(vars []string, st *statement, agree []cas.Env, es ...ast.Expr) []cas.Env {
	if len(vars) < 2 || len(agree) == 0 {
		return nil
	}
	var args []ast.Expr
	for _, e := range es {
		walkExprs(e, func(n ast.Expr) bool {
			if fn, ok := n.(*ast.Func); ok && fn.Name == ast.Abs && len(fn.Args) == 1 && len(pm.FreeVars(fn.Args[0])) > 0 {
				args = append(args, fn.Args[0])
			}
			return true
		})
	}
	signAt := func(a ast.Expr, env0 cas.Env) int {
		env, err := c.bindSubsts(st.substs, env0)
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
				if signAt(a, q) == want && (len(st.conds) == 0 || c.satisfies(st.conds, q)) {
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
	return contains(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Root:
			return len(pm.FreeVars(n.X)) > 0
		case *ast.Binary:
			if n.Op != ast.Pow || len(pm.FreeVars(n.X)) == 0 {
				return false
			}
			_, ok := intLiteral(n.Y)
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

func containsVar(e ast.Expr, name string) bool {
	for _, v := range pm.FreeVars(e) {
		if v == name {
			return true
		}
	}
	return false
}

func substNames(st *statement) []string {
	var out []string
	for _, s := range st.substs {
		out = append(out, s.Name)
	}
	return out
}

func hasSubst(st *statement, name string) bool {
	for _, s := range st.substs {
		if s.Name == name {
			return true
		}
	}
	return false
}

// checkIdentity checks "Prove that L = R" at admissible sample points; the
// answer plays no part.
func (c *checker) checkIdentity(st *statement, kind Kind) Result {
	var rel *ast.Rel
	for _, t := range st.targets {
		if r, ok := t.E.(*ast.Rel); ok && allEq(r) && len(r.Args) == 2 {
			rel = r
			break
		}
	}
	if rel == nil {
		return undecided(kind, "no identity L = R found in the statement")
	}
	vars := st.freeAfterSubst(rel)
	if len(vars) == 0 {
		st2 := *st
		st2.targets = []formula{{E: rel.Args[0]}}
		st2.afterKeyword = true
		cmp := Comparison{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Want: record.WantEqual}
		return c.compareValue(&st2, formula{E: rel.Args[0]}, rel.Args[1], ast.Print(rel.Args[1]), kind, cmp)
	}
	mode := domainNatural
	switch {
	case len(st.conds) > 0:
		mode = domainStated
	case everyRealRe.MatchString(st.prose):
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
func (c *checker) identityOn(st *statement, rel *ast.Rel, vars []string, kind Kind, mode int, holds string) Result {
	on := "on the common domain of both sides (points where a side is undefined are outside the claim)"
	switch mode {
	case domainStated:
		on = "on the stated domain " + condList(st.conds)
	case domainEvery:
		on = "for every real " + joinNames(vars)
	}
	ic := identityClaim{st: st, rel: rel, kind: kind, mode: mode, on: on, holds: holds}
	dom, r := c.identityDomain(ic, vars)
	if r != nil {
		return *r
	}
	exact, how := exactUnknown, ""
	if len(st.substs) == 0 {
		exact, how = c.ratFuncEqual(vars, rel.Args[0], rel.Args[1])
	}
	smp := c.newSampler(vars, st.conds, false)
	// Both sides of every place where a side changes its formula, the
	// ends of the conditions and far points first (breakSamples).
	extra := c.breakSamples(vars, st.conds, false, rel.Args...)
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
	st    *statement
	rel   *ast.Rel
	kind  Kind
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
	if len(st.substs) == 0 {
		dom = realDomain{all: true}
		for _, e := range rel.Args {
			d := c.domainOf(e, vars)
			if d.at != nil && c.undefinedSideAt(e, d.at) {
				dom, side = d, e
				break
			}
			if d.at != nil {
				d = realDomain{why: fmt.Sprintf("%s is read to be undefined at %s, but evaluates there", clip(ast.Print(e), 30), showEnv(d.at))}
			}
			if !d.all && dom.all {
				dom = d
			}
		}
	}
	if side != nil && (ic.mode == domainEvery || ic.mode == domainStated && c.satisfies(st.conds, dom.at)) {
		r := refute(ic.kind, "at %s the side %s is undefined (%s), so the equality does not hold %s", showEnv(dom.at), clip(ast.Print(side), 40), dom.what, ic.on)
		r.Evidence = []Comparison{dom.ev}
		return dom, &r
	}
	if side != nil {
		dom.why = fmt.Sprintf("%s is undefined at %s, outside the stated domain; that it is defined all over the stated domain is not shown", clip(ast.Print(side), 40), showEnv(dom.at))
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
		env, err := c.bindSubsts(st.substs, env0)
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
			h := c.recheck(rel.Args[0], rel.Args[1], env0, st.substs, lv, rv)
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
func substUses(st *statement, name string) bool {
	for _, s := range st.substs {
		if containsVar(s.Val, name) {
			return true
		}
	}
	return false
}
