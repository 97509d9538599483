package audit

import (
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// identityPoints is the number of sample points an identity of a worked
// solution must hold at.
const identityPoints = 4

// identity checks a step whose sides share free variables. It counts
// (stepIdentity) when it holds at identityPoints sample points. When it
// differs at every admissible point, it is a false step if its chain
// returns to its left side (returns), or if its context shows a rewriting
// (rewriting: a chain continued with `=`, "expanding", "factoring",
// "simplifying", …) and nothing shows an equation being solved
// (equationCue; heldToIdentity); otherwise it is an equation being solved or a
// definition, and skipped. A step that holds at some points and not at
// others holds on part of the domain (`\sqrt{x^2}=x`), and is skipped.
func (a *solutionAuditor) identity(st record.SolutionStep, l, r memberValue) record.SolutionStep {
	vars := unionVars(l.vars, r.vars)
	switch {
	case len(vars) > maxIdentityVars:
		st.Why = "too many free variables"
		return st
	case statement.Contains(l.expr, isBigOp) || statement.Contains(r.expr, isBigOp):
		st.Why = "a sum or a product with free variables (not sampled)"
		return st
	}
	sm := a.sample(l, r, vars)
	if sm.undecided {
		st.Why = "undecided at a sample point"
		return st
	}
	good, bad := sm.good, sm.bad
	switch {
	case bad > 0 && good > 0:
		// A slip may agree at a point (x^3 for x^2 at x = 1); a
		// difference of one term there may be a branch (sqrt(a^2) = -a).
		if slip := a.slip(st.Text, l, r, vars, sm, false); slip != "" {
			return falseIdentity(st, sm, slip)
		}
		st.Why = "holds on part of the domain only (an equation being solved, or a branch)"
		return st
	case bad > 0 && bad < identityPoints:
		st.Why = "too few admissible sample points"
		return st
	case bad > 0:
		why := a.heldToIdentity(st.Text, l, r, vars)
		if why == "" {
			return falseIdentity(st, sm, "")
		}
		if slip := a.slip(st.Text, l, r, vars, sm, true); slip != "" {
			return falseIdentity(st, sm, slip)
		}
		a.bind(vars)
		st.Why = "not an identity: an equation being solved or a definition (" + why + ")"
		return st
	case good < identityPoints:
		st.Why = "too few admissible sample points"
		return st
	}
	st.Outcome = stepIdentity
	st.Why = fmt.Sprintf("an identity in %s, equal at %d sample points", strings.Join(vars, ", "), good)
	return st
}

// falseIdentity is the step, false as an identity: quoted at the first
// sample point where its sides differ, with the slip found (slip) or
// else as a rewriting shown by its context.
func falseIdentity(st record.SolutionStep, sm samples, slip string) record.SolutionStep {
	at := decide.ShowEnv(sm.badEnv)
	l, r := decide.Show(sm.badL), decide.Show(sm.badR)
	st.Outcome = StepFalse
	st.Left, st.Right = l+" at "+at, r
	st.Why = fmt.Sprintf("a rewriting that is not an identity: the sides differ at %s (%s against %s), and at every sample point", at, l, r)
	if slip != "" {
		st.Why = fmt.Sprintf("a rewriting with a slip (%s): the sides differ at %s (%s against %s)", slip, at, l, r)
	}
	return st
}

// heldToIdentity says a step that fails at every sample point must have
// been an identity: plain algebra (plainAlgebra) whose sides have the
// same variables, in a chain that returns to its left side (returns), or
// shown as a rewriting (a.rewriting, or an unmarked plain chain in
// variables no equation of the solution has) in variables no equation
// binds.
func (a *solutionAuditor) heldToIdentity(text string, l, r memberValue, vars []string) (why string) {
	switch {
	case !sameVars(l.vars, r.vars):
		return "the sides have different variables"
	case !plainAlgebra(text, l, r):
		return "not plain algebra"
	case a.anyBound(vars):
		if a.returns(l.vars, r.vars) {
			return ""
		}
		return "a variable bound by an equation"
	case a.rewriting || a.returns(l.vars, r.vars):
		return ""
	case !a.plainChain:
		return "no rewriting shown"
	case a.anySolved(vars):
		return "a variable of an equation of the solution"
	case !unmarkedRewriting(text):
		return "a function, a bracket or collected sums"
	}
	return ""
}

// samples is what identity's sampling found: points where the sides are
// the same and where they differ (the first such point, badEnv, with the
// sides' values there), or a point left undecided.
type samples struct {
	good, bad  int
	badEnv     cas.Env
	badL, badR cas.Value
	undecided  bool
}

// sample evaluates both sides at up to identityPoints admissible seeded
// points of vars.
func (a *solutionAuditor) sample(l, r memberValue, vars []string) (s samples) {
	smp := a.c.NewSampler(vars, nil, false)
	// A step of a solution is not built against the sampler: the
	// ordinary points suffice, and the hard ones cost a primality test.
	smp.Hard = 0
	for try := 0; try < 3*identityPoints && s.good+s.bad < identityPoints; try++ {
		env, ok := smp.Point()
		if !ok {
			break
		}
		lv, err1 := a.c.Eval(l.expr, env)
		rv, err2 := a.c.Eval(r.expr, env)
		if err1 != nil || err2 != nil {
			continue
		}
		switch decide.Compare(lv, rv) {
		case decide.Same:
			s.good++
		case decide.Differ:
			if s.bad == 0 {
				s.badEnv, s.badL, s.badR = env, lv, rv
			}
			s.bad++
		default:
			s.undecided = true
			return s
		}
	}
	return s
}

// returns says the step's chain comes back: the member after the step's
// right side (a.next) is, as an identity, its left side (a.left), with
// the same variables as the step (`(x-2)^2 = x^2-5x+4 = x^2-4x+4`). A
// chain that leaves an expression and returns to it is a chain of
// rewritings, so its member in between must be one too.
func (a *solutionAuditor) returns(lv, rv []string) bool {
	if a.next == "" || len(a.next) > maxMemberLen {
		return false
	}
	n := a.value(a.next)
	l := a.value(a.left)
	if n.err != nil || l.err != nil || n.calculus || !sameVars(n.vars, lv) || !sameVars(lv, rv) {
		return false
	}
	s := a.sample(l, n, lv)
	return !s.undecided && s.bad == 0 && s.good == identityPoints
}

var (
	// rewriteCueRe is prose just before a chain that announces a
	// rewriting of an expression.
	rewriteCueRe = keyedRe{regexp.MustCompile(`(?i)(expand|factor|simplif|rewrit|collect|combin|distribut|multiply(ing)? out|multiplied out|written as|write (it|this) as|identity)\w*[^.$]{0,30}(\$\$?|\\\[|\\\(|\\begin\{\w+\*?\})?\s*$`),
		[]string{"expand", "factor", "simplif", "rewrit", "collect", "combin", "distribut", "multipl", "writ", "identity"}}
	// equationCueRe is prose around a chain that shows an equation being
	// solved or a condition, not a rewriting.
	equationCueRe = newCueWords(`(?i)solv|both sides|equat|\bset\b|equal to|equation|gives|when|\bif\b|where|such that|suppose|assum|\blet\b|\broots?\b|solution|satisf|intersect|holds|true|only|implies|must|need|want|condition|find|becomes|tangent|plug|substitut|so that|obtain|thus we have`,
		[]string{"solv", "both sides", "equat", "equal to", "equation", "gives", "when", "where", "such that", "suppose", "assum", "solution", "satisf", "intersect", "holds", "true", "only", "implies", "must", "need", "want", "condition", "find", "becomes", "tangent", "plug", "substitut", "so that", "obtain", "thus we have"},
		[]string{"set", "if", "let", "root", "roots"})
)

// stepRewriting says the step i of the chain (its members i and i+1) is
// shown as a rewriting, and no prose around the chain shows an equation
// being solved ("solve", "both sides", "set", "gives", "when", "if", …;
// equationCue, read by the caller once per chain).
// It is shown as a rewriting when the prose just before the chain
// announces one ("expanding", "factoring", "simplifying", …) and the step
// is the chain's first, or when the chain goes on with `=` from a member
// already shown to be a form of the one before (prevIdentity: the step
// before held as an identity) or from a name being defined (`f(x) = a =
// b`, `y = a = b`: b is a form of a).
func (a *solutionAuditor) stepRewriting(ch statement.SolutionChain, i int, prevIdentity, equationCue bool) (shown, plain bool) {
	if equationCue {
		return false, false
	}
	before := ch.Before
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	plain = true
	for k, op := range ch.Ops {
		switch {
		case op != "=" && k <= i:
			return false, false // an inequality chain or an approximation
		case op != "=":
			plain = false
		}
	}
	return a.shownRewriting(ch, i, prevIdentity, before), plain
}

// equationCue says the prose just before ch (60 bytes) or just after it
// (40 bytes) shows an equation being solved (equationCueRe).
func equationCue(ch statement.SolutionChain) bool {
	before := ch.Before
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	after := ch.After
	if len(after) > 40 {
		after = after[:40]
	}
	return equationCueRe.MatchString(before) || equationCueRe.MatchString(after)
}

// shownRewriting is stepRewriting's reading of the chain's form: a cue of
// rewriting before a first step, an identity before, or a name defined.
func (a *solutionAuditor) shownRewriting(ch statement.SolutionChain, i int, prevIdentity bool, before string) bool {
	if i == 0 {
		return rewriteCueRe.MatchString(before)
	}
	if prevIdentity {
		return true
	}
	if i != 1 {
		return false
	}
	head := a.value(ch.Members[0].Src)
	if head.err != nil {
		return false
	}
	switch head.expr.(type) {
	case *ast.Ident, *ast.Call:
		return true
	}
	return false
}

// solvedVars are the variables of the solution's equations, definitions
// and substitutions (a step with free variables on one side only: `x =
// 3`, `x^2-5x+6=0`), in its first maxAuditSteps steps: a step in them
// may be an equation being solved.
func (a *solutionAuditor) solvedVars(chains []statement.SolutionChain) map[string]bool {
	out := map[string]bool{}
	n := 0
	for _, ch := range chains {
		for i, op := range ch.Ops {
			if op != "=" {
				continue
			}
			if n++; n > maxAuditSteps {
				return out
			}
			l, r := ch.Members[i].Src, ch.Members[i+1].Src
			if len(l) > maxMemberLen || len(r) > maxMemberLen {
				continue
			}
			// Read, not evaluated: the work of evaluating is the steps'.
			le, err1 := a.parse(l)
			re, err2 := a.parse(r)
			if err1 != nil || err2 != nil {
				continue
			}
			lv, rv := pm.FreeVars(le), pm.FreeVars(re)
			if (len(lv) == 0) == (len(rv) == 0) {
				continue
			}
			for _, v := range append(lv, rv...) {
				out[v] = true
			}
		}
	}
	return out
}

// unmarkedRewriting says a step no prose marks as a rewriting may be
// read as one: no function (whose argument's reach without brackets is
// not sure), no square bracket (a floor, or parentheses), and not both
// sides already collected sums of distinct monomials (`300a + 200b =
// 200a + 250b`: nothing to rewrite, so an equation).
func unmarkedRewriting(text string) bool {
	if trigCmdRe.MatchString(text) || strings.ContainsAny(text, "[]") {
		return false
	}
	l, r, _ := strings.Cut(text, "=")
	return !(collectedSum(l) && collectedSum(r))
}

var (
	// monomialTermRe is a term of a collected sum: a coefficient, then
	// letters with numeral exponents.
	monomialTermRe = regexp.MustCompile(`^\d*(\.\d+)?((\\cdot|\\times)?[a-z](\^\{?\d+\}?)?)*$`)
	termSplitRe    = regexp.MustCompile(`[+-]`)
	coefficientRe  = regexp.MustCompile(`^\d*(\.\d+)?|\\cdot|\\times`)
)

// collectedSum says side is a sum of monomials with numeral coefficients,
// no two with the same letters and powers (`x^2-4x+4`, `16c+4b+a`; `xy`
// and `yx` are the same), and no letter twice in a monomial (`bx^8 \cdot
// x^5` is a product still to collect).
func collectedSum(side string) bool {
	side = strings.ReplaceAll(side, " ", "")
	seen := map[string]bool{}
	for _, t := range termSplitRe.Split(side, -1) {
		if t == "" {
			continue
		}
		if !monomialTermRe.MatchString(t) {
			return false
		}
		sig, ok := monomialSignature(coefficientRe.ReplaceAllString(t, ""))
		if !ok || seen[sig] {
			return false
		}
		seen[sig] = true
	}
	return true
}

// monomialLetterRe is a letter of a monomial with its exponent.
var monomialLetterRe = regexp.MustCompile(`[a-z](\^\{?\d+\}?)?`)

// monomialSignature is a monomial's letters with their exponents, sorted
// (`yx^2` and `x^2y` are one), or false when a letter comes twice.
func monomialSignature(m string) (string, bool) {
	parts := monomialLetterRe.FindAllString(m, -1)
	seen := map[byte]bool{}
	for _, p := range parts {
		if seen[p[0]] {
			return "", false
		}
		seen[p[0]] = true
	}
	sort.Strings(parts)
	return strings.Join(parts, ""), true
}

// anySolved says one of vars is a variable of an equation of the
// solution (solutionAuditor.solved).
func (a *solutionAuditor) anySolved(vars []string) bool {
	for _, v := range vars {
		if a.solved[v] {
			return true
		}
	}
	return false
}

// anyBound says one of vars is bound by an equation (solutionAuditor.bound).
func (a *solutionAuditor) anyBound(vars []string) bool {
	for _, v := range vars {
		if a.bound[v] {
			return true
		}
	}
	return false
}

// bind records vars as bound by an equation.
func (a *solutionAuditor) bind(vars []string) {
	for _, v := range vars {
		a.bound[v] = true
	}
}

// sameVars says both sides have the same free variables (a rewriting
// neither brings in nor drops a name; `V = \frac13 bh` defines V).
func sameVars(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]bool{}
	for _, v := range a {
		seen[v] = true
	}
	for _, v := range b {
		if !seen[v] {
			return false
		}
	}
	return true
}

// funcAppRe is a letter applied to an atom (`p(7)`, `f(x)`): a function
// of the problem, not a product.
var funcAppRe = regexp.MustCompile(`(^|[^a-zA-Z\\])[a-zA-Z]\s*(\\left)?\(\s*-?[\w.]+\s*(\\right)?\)`)

// plainAlgebra says the step is algebra in lower-case variables, with
// no side a lone symbol, no function applied and no e or i: what a
// rewriting checked as an identity must be (upper-case letters name
// points, segments and sets; subscripts name new quantities).
func plainAlgebra(text string, l, r memberValue) bool {
	for _, v := range l.vars {
		if len(v) != 1 || v[0] < 'a' || v[0] > 'z' || v == "e" || v == "i" {
			return false
		}
	}
	if _, ok := l.expr.(*ast.Ident); ok {
		return false
	}
	if _, ok := r.expr.(*ast.Ident); ok {
		return false
	}
	if statement.Contains(l.expr, isCall) || statement.Contains(r.expr, isCall) {
		return false
	}
	return !funcAppRe.MatchString(text) && !invFuncRe.MatchString(text) && !strings.Contains(text, "_") && !strings.Contains(text, `\text`) && !strings.Contains(text, `\mathrm`) && !strings.Contains(text, "|") && !vectorRe.MatchString(text)
}

// unionVars is the sorted union of two lists of names.
func unionVars(a, b []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range append(append([]string(nil), a...), b...) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// plainNumberRe is a number as a solution writes a rounding: an optional
// sign, digits, an optional decimal point (or comma) and digits.
var plainNumberRe = regexp.MustCompile(`^-?\s*\d*(?:(?:\.|\{,\}|,)(\d+))?$`)

// roundedStep says whether a false step is a value and its rounding. The
// rounded side is a plain number with d decimals (a percent is never
// one); the other side's value is rounded to d decimals (to nearest, or
// cut toward zero) and must give exactly that number. Where d is 0 (a
// whole number) the text must allow an approximation (approx: `\approx`
// in the chain, "about", "to the nearest", …) and the value must not be a
// whole number itself (exactly or to 40 digits: a whole number computed
// only numerically is no rounding); where d ≥ 1 the digits must visibly
// be cut (the value has more than d decimals) or approx allow it. An
// exact fraction is never rounded into a whole number without approx.
func roundedStep(left, right string, lv, rv cas.Value, approx bool) (string, bool) {
	for _, p := range []struct {
		lit string
		val cas.Value
		num cas.Value
	}{{right, lv, rv}, {left, rv, lv}} {
		if strings.Contains(p.lit, `%`) || strings.Contains(p.lit, "percent") {
			continue
		}
		lit := strings.TrimSpace(strings.NewReplacer(`\$`, "", " ", "").Replace(p.lit))
		m := plainNumberRe.FindStringSubmatch(lit)
		if m == nil || !strings.ContainsAny(lit, "0123456789") {
			continue
		}
		d := len(m[1])
		if d == 0 && !approx {
			continue
		}
		if nearWhole(p.val) && (d == 0 || !approx) {
			continue
		}
		if d > 0 && !approx && !moreDigits(p.val, d) {
			continue // 12.5·4 = 50.4: 50 has no digits to cut
		}
		num, ok := p.num.Exact()
		if !ok {
			continue
		}
		if roundsTo(p.val, d, num) {
			return fmt.Sprintf("a value and its rounding to %d decimals (%s against %s)", d, p.val.Text(d+3), lit), true
		}
	}
	return "", false
}

// scaled is v·10^d at the decision's precision.
func scaled(v cas.Value, d int) *big.Float {
	f := v.Float(decide.PrecBits)
	ten := new(big.Float).SetPrec(decide.PrecBits).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil))
	return f.Mul(f, ten)
}

// roundsTo says num is v rounded to d decimals: to the nearest (either
// way at a tie) or cut toward zero.
func roundsTo(v cas.Value, d int, num *big.Rat) bool {
	n := new(big.Rat).Mul(num, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)))
	if !n.IsInt() {
		return false
	}
	x := scaled(v, d)
	target := new(big.Float).SetPrec(decide.PrecBits).SetInt(n.Num())
	diff := new(big.Float).SetPrec(decide.PrecBits).Sub(x, target)
	half := big.NewFloat(0.5)
	if new(big.Float).Abs(diff).Cmp(half) <= 0 {
		return true
	}
	// cut toward zero: |target| < |x| < |target| + 1, same sign.
	trunc, _ := x.Int(nil)
	return trunc.Cmp(n.Num()) == 0
}

// nearWhole says v is a whole number, exactly or to 40 digits.
func nearWhole(v cas.Value) bool {
	if r, ok := v.Exact(); ok {
		return r.IsInt()
	}
	return fracNear(v.Float(decide.PrecBits), 0)
}

// moreDigits says v has more than d decimals (exactly, or its digits past
// the d-th are not all 0 to 40 digits).
func moreDigits(v cas.Value, d int) bool {
	if r, ok := v.Exact(); ok {
		n := new(big.Rat).Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)))
		return !n.IsInt()
	}
	return !fracNear(v.Float(decide.PrecBits), d)
}

// fracNear says x·10^d is within 10^-40 of a whole number.
func fracNear(x *big.Float, d int) bool {
	x = new(big.Float).SetPrec(decide.PrecBits).Set(x)
	x.Mul(x, new(big.Float).SetPrec(decide.PrecBits).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)))
	i, _ := x.Int(nil)
	lo := new(big.Float).SetPrec(decide.PrecBits).SetInt(i)
	diff := new(big.Float).SetPrec(decide.PrecBits).Sub(x, lo)
	diff.Abs(diff)
	one := big.NewFloat(1)
	if diff.Cmp(big.NewFloat(0.5)) > 0 {
		diff.Sub(one, diff)
	}
	eps, _ := new(big.Float).SetPrec(decide.PrecBits).SetString("1e-40")
	return diff.Cmp(eps) < 0
}

// vectorRe is a vector or a matrix (their products do not commute).
var vectorRe = regexp.MustCompile(`\\(mathbf|vec|overrightarrow|boldsymbol|bm|mathbb)\b`)

// isCall says e applies a function of the problem.
func isCall(e ast.Expr) bool {
	_, ok := e.(*ast.Call)
	return ok
}

// isBigOp says e is a sum or a product over an index.
func isBigOp(e ast.Expr) bool {
	_, ok := e.(*ast.BigOp)
	return ok
}
