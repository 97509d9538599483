package audit

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// A slip of a rewriting (docs/solution-audit.md, "How a step is
// decided"): a step with free variables on both sides that fails as an
// identity, and that the context does not show as a rewriting, is still
// a false identity when its two sides are too close to be an equation
// being solved. A rewriting with a slip changes one coefficient, sign or
// exponent: one numeral of its right side, changed by at most 2, makes it
// hold (`(x+2)^2 = x^3+4x+4`), or its sides differ by one term
// (`(x-2)^2 = x^2-5x+4` differs by x). An equation's sides differ
// generically; one whose sides are that close has the solution 0 or
// none (`6x = 4x`, `x-7 = x+1`), or is F(a) = F(b) (`2^{x+1} = 3^{x+1}`,
// `S = 3S`, `\sin x = \sin\frac{x}{2}`). Those are left alone: both
// sides collected sums, one side the other again (sameShape), a chain
// reached or left by an arrow, a value given right after at which the
// step holds, a numeral inside a function's argument, and, for a
// difference of one term, a lone symbol on a side or prose that shows an
// equation (slipCueRe).

// slipCueRe is prose around a chain that shows an equation being solved,
// a supposition or a contradiction: narrower than equationCueRe, whose
// words ("find", "only", "where") a rewriting's prose has too.
var slipCueRe = keyedRe{regexp.MustCompile(`(?i)both sides|solv|\bset\b|setting|equat|\b(if|when)\b[^.$]{0,20}(\$\$?|\\\[|\\\(|\\begin\{\w+\*?\})?\s*$|suppose|assum|implies|must be|contradict`),
	[]string{"both sides", "solv", "set", "equat", "if", "when", "suppose", "assum", "implies", "must be", "contradict"}}

// formulaBeforeRe is a formula or an identity named right before a
// chain (`By the triple angle formula, $`, `we apply the product-to-sum
// formula $`): the chain is an instance of it, an identity.
var formulaBeforeRe = regexp.MustCompile(`(?i)\b(formula|formulas|identity|identities)\b[^.$]{0,12}(\$\$?|\\\[|\\\(|\\begin\{\w+\*?\})\s*$`)

// slip says why a step that fails as an identity, and that
// heldToIdentity does not hold to be one, is a rewriting with a slip, or
// "": the algebra is plain enough to read (slipAlgebra), the sides are
// not both collected sums, nor one the other again (sameShape), the
// chain is not reached or left by an arrow (a.implied), no value given
// right after makes it hold (holdsAtValueAfter), and one numeral of the
// right side is off (numeralSlip; with a function, only where no prose
// shows an equation) or, where the sides differ at every sample point
// (everywhere), no side is a lone symbol, no absolute value or vector
// makes the positive slip points misread it (positiveReading), and no
// prose shows an equation (slipCueRe), they differ by one term
// (oneTermGap). sm is the sampling that found the step false.
func (a *solutionAuditor) slip(text string, l, r memberValue, vars []string, sm samples, everywhere bool) string {
	before, after, _ := strings.Cut(a.context, "\x00")
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	if len(after) > 40 {
		after = after[:40]
	}
	left, right, _ := strings.Cut(text, "=")
	a.slipWhole = !slipBrackets(text)
	switch {
	case !slipAlgebra(text, l, r, vars):
		return ""
	case collectedSum(left) && collectedSum(right) || a.implied || sameShape(left, right):
		return ""
	case a.holdsAtValueAfter(l, r, vars):
		return ""
	}
	cue := slipCueRe.MatchString(before) || slipCueRe.MatchString(after)
	if cue && trigCmdRe.MatchString(text) && !formulaBeforeRe.MatchString(before) {
		// sin A = sin B, solved after "both sides": a function's
		// equations are F(a) = F(b) (and inFuncArg). A formula or an
		// identity named right before the chain shows the step is one
		// (`By the triple angle formula, \cos 3x = 4\cos^3 x - 3\cos
		// x. Setting x = 20°`), whatever the prose says after it.
		return ""
	}
	if why := a.numeralSlip(l, vars, sm); why != "" {
		return why
	}
	if everywhere && !cue && !loneSide(l, r) && !positiveReading(text) && a.oneTermGap(l, r, vars) {
		return "the sides differ by one term"
	}
	return ""
}

// shapeSpaceRe is what sameShape ignores: spacing, \left and ight,
// and the multiplication signs.
var shapeSpaceRe = regexp.MustCompile(`\s+|\\left|\\right|\\[,;! ]`)

// multipleRe is what is left of a side that is a multiple, a power or a
// shift of the other: numerals, brackets and operators only.
var multipleRe = regexp.MustCompile(`^[\d().{}^+\-*/]*$|^[\d(){}]*(\\cdot|\\times)?[\d(){}]*$`)

// sameShape says one side is the other written again, as a multiple, a
// power or a shift of it by a numeral (`S = 3(S)`, `c = c/2`), or
// with one numeral changed (`2^{x+1} = 3^{x+1}`): an equation F(a) =
// F(b), solved for where the two meet, not a rewriting.
func sameShape(left, right string) bool {
	l := shapeSpaceRe.ReplaceAllString(left, "")
	r := shapeSpaceRe.ReplaceAllString(right, "")
	if l == "" || r == "" {
		return false
	}
	short, long := l, r
	if len(short) > len(long) {
		short, long = long, short
	}
	if k := strings.Index(long, short); k >= 0 && multipleRe.MatchString(long[:k]+long[k+len(short):]) {
		return true
	}
	ln := slipNumRe.FindAllStringIndex(l, -1)
	rn := slipNumRe.FindAllStringIndex(r, -1)
	if len(ln) != len(rn) || len(ln) == 0 {
		return false
	}
	diff := 0
	for k := range ln {
		if l[ln[k][0]:ln[k][1]] != r[rn[k][0]:rn[k][1]] {
			diff++
		}
	}
	return diff == 1 && slipNumRe.ReplaceAllString(l, "0") == slipNumRe.ReplaceAllString(r, "0")
}

// valueAfterRe is a value given to a letter right after the chain (`so
// $c = 0$`, `x=-\frac{3}{2}`).
var valueAfterRe = regexp.MustCompile(`(^|[^a-zA-Z\\])([a-z])\s*=\s*(-?\s*\d+(\.\d+)?|-?\s*\\[dt]?frac\s*\{\s*-?\d+\s*\}\s*\{\s*\d+\s*\})\s*(\$|,|\.|\\\)|$)`)

// holdsAtValueAfter says the prose right after the chain gives the
// step's one variable a value at which the step holds, its sides not
// zero there: an equation, and its solution (a factorization with one
// factor wrong still vanishes at the other factor's root, so a zero
// proves nothing).
func (a *solutionAuditor) holdsAtValueAfter(l, r memberValue, vars []string) bool {
	if len(vars) != 1 {
		return false
	}
	after := a.after()
	if len(after) > 80 {
		after = after[:80]
	}
	for _, m := range valueAfterRe.FindAllStringSubmatch(after, -1) {
		if m[2] != vars[0] {
			continue
		}
		e, err := latex.ParseExpr(m[3])
		if err != nil {
			continue
		}
		v, err := a.c.Eval(e, nil)
		if err != nil {
			continue
		}
		env := cas.Env{vars[0]: v}
		lv, err1 := a.c.Eval(l.expr, env)
		rv, err2 := a.c.Eval(r.expr, env)
		if err1 == nil && err2 == nil && decide.Compare(lv, rv) == decide.Same && lv.Sign() != 0 {
			return true
		}
	}
	return false
}

// invFuncRe is an inverse function applied (`f^{-1}(5)`), which reads as
// a power of a variable.
var invFuncRe = regexp.MustCompile(`[a-zA-Z]\s*\^\s*\{?\s*-1\s*\}?\s*(\\left)?\(`)

// funcOfNumeralRe is a function applied to a numeral (`\cos 60`, `\log
// 100`), whose unit or base the step may not show.
var funcOfNumeralRe = regexp.MustCompile(`\\(sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|arccot|arcsec|arccsc|sinh|cosh|tanh|coth|log|ln|lg|exp)\b(\s*\^\s*(\{[^{}]*\}|\S))?(\s*_\s*(\{[^{}]*\}|\S))?\s*(\\left\s*)?[({]?\s*-?\d`)

var (
	// roundingRe is a floor or a ceiling, whose variables are integers
	// (a rational point misreads them).
	roundingRe = regexp.MustCompile(`\\(lfloor|rfloor|lceil|rceil)|\\operatorname`)
	// adjacentCapitalsRe is two capitals side by side, and commandRe a
	// command's name, removed before it is looked for.
	adjacentCapitalsRe = regexp.MustCompile(`[A-Z]\s*[A-Z]`)
	// capitalCallRe is a capital before a bracket: a function (`T(2
	// m)`, `A(2k+1)`), not a product, unless the capital stands
	// unapplied elsewhere in the step (capitalApplied).
	capitalCallRe = regexp.MustCompile(`[A-Z]\s*\(`)
	commandRe     = regexp.MustCompile(`\\[a-zA-Z]+`)
	// digitsAfterLetterRe is digits written after letters (`aba00`: a
	// numeral written with letters for its digits).
	digitsAfterLetterRe = regexp.MustCompile(`(^|[^a-zA-Z\\])([a-zA-Z]{2,}\d|[a-zA-Z]\d{2,})`)
)

// slipGreek are the Greek letters a slip may be read in, not π. ω and ζ
// (roots of unity, whose steps may rewrite modulo their equation) are
// read too: a step true modulo ω^n = 1 that a numeral changed by at most
// 2 made a polynomial identity would differ from it by c·ω^k or by
// ω^k(ω^d - 1) with 0 < d <= 2, neither of which vanishes at a root of
// unity of order above 2.
var slipGreek = map[string]bool{"alpha": true, "beta": true, "gamma": true, "delta": true, "theta": true, "phi": true, "varphi": true, "psi": true, "lambda": true, "mu": true, "epsilon": true, "varepsilon": true, "sigma": true, "tau": true, "rho": true, "omega": true, "zeta": true}

// greekCallRe is a Greek letter before a bracket: a function, unless the
// letter stands elsewhere in the step unapplied (greekApplied).
var greekCallRe = regexp.MustCompile(`\\(alpha|beta|gamma|delta|theta|phi|varphi|psi|lambda|mu|epsilon|varepsilon|sigma|tau|rho|omega|zeta)\s*(\\left\s*)?[(\[]`)

// slipAlgebra says the step is algebra a slip can be read in: variables
// are single letters other than e, or Greek letters (slipGreek) not
// applied to a bracket (greekApplied), each with at most a subscript
// that is a numeral, a letter or a letter shifted by a numeral (i as a
// variable: a true step of complex arithmetic holds as a polynomial in
// i; capitals side by side only where capitalRunsRead reads them), no
// function is applied (no call, no `f(x)`, no `f^{-1}(5)`; a letter
// before a bracket is a factor when it is i or stands elsewhere in the
// step unapplied, and one quantity when applied to one letter only,
// appliedFunction; a function such as \sin or \log only where its
// argument's reach is sure and is not a numeral alone, slipSureReach and
// funcOfNumeral), and there is no other subscript, no square bracket but
// a root's index or those of wholeBrackets, no floor or ceiling, no
// vector but those of
// slipVectors, no `\text`, and no digits after letters (`aba00`).
// Absolute values are read. Unlike plainAlgebra, a side may be a lone
// symbol and the sides may have different variables (a rewriting may
// cancel one). The forms beyond plain letters are in
// solution_slip_readings.go.
func slipAlgebra(text string, l, r memberValue, vars []string) bool {
	for _, v := range vars {
		if !slipVar(v) {
			return false
		}
	}
	if greekApplied(text) {
		return false // `\psi(3^4)`, `\phi(n)`: functions
	}
	if t := commandRe.ReplaceAllString(text, "#"); adjacentCapitalsRe.MatchString(t) && !capitalRunsRead(t) || capitalApplied(t) {
		return false // `BE \cdot CD`, `T(2 m)`: segments that share a point, functions
	}
	switch {
	case statement.Contains(l.expr, isCall) || statement.Contains(r.expr, isCall):
		return false
	case appliedFunction(text) || invFuncRe.MatchString(text):
		return false
	case trigCmdRe.MatchString(text) && (!slipSureReach(text) || funcOfNumeral(text) || strings.Contains(text, `\operatorname`)):
		return false
	case !slipSubscripts(text) || !slipBrackets(text) && !wholeBrackets(text) || !slipVectors(text) || roundingRe.MatchString(text) || digitsAfterLetterRe.MatchString(text):
		return false
	}
	return !strings.Contains(text, `\text`) && !strings.Contains(text, `\mathrm`)
}

// slipPoints are the base points of a slip's tests: the k-th variable is
// (num+4k)/den. Fixed points, not the sampler's, so that testing a slip
// draws nothing from the checker's seeded stream and leaves the later
// steps' points as they were.
var slipPoints = [...][2]int64{{7, 5}, {19, 3}, {29, 7}}

// slipEnv is the k-th slip point of vars; whole: its numerators alone
// (wholeBrackets).
func slipEnv(k int, vars []string, whole bool) cas.Env {
	env := cas.Env{}
	b := slipPoints[k]
	den := b[1]
	if whole {
		den = 1
	}
	for j, v := range vars {
		env[v] = cas.Rat(big.NewRat(b[0]+4*int64(j), den))
	}
	return env
}

// oneTermGap says the sides differ by one term c·x^a·y^b… (a nonzero
// constant included, each exponent a whole number from -12 to 12): at
// the first two slip points, multiplying any one variable by 2 and by 3
// multiplies the difference of the sides by 2^a and 3^a, with the same a
// at both points. Both sides must be exact there.
func (a *solutionAuditor) oneTermGap(l, r memberValue, vars []string) bool {
	var exps []int
	for k := 0; k < 2; k++ {
		env := slipEnv(k, vars, a.slipWhole)
		d0, ok := a.gapAt(l, r, env)
		if !ok || d0.Sign() == 0 {
			return false
		}
		for j, v := range vars {
			x, _ := env[v].Exact()
			for si, s := range []int64{2, 3} {
				moved := cas.Env{}
				for w, val := range env {
					moved[w] = val
				}
				moved[v] = cas.Rat(new(big.Rat).Mul(x, big.NewRat(s, 1)))
				d1, ok := a.gapAt(l, r, moved)
				if !ok {
					return false
				}
				e, ok := powerOf(new(big.Rat).Quo(d1, d0), s)
				switch {
				case !ok:
					return false
				case k == 0 && si == 0:
					exps = append(exps, e)
				case exps[j] != e:
					return false
				}
			}
		}
	}
	return true
}

// gapAt is the difference of the sides at env, when both are exact.
func (a *solutionAuditor) gapAt(l, r memberValue, env cas.Env) (*big.Rat, bool) {
	lv, err1 := a.c.Eval(l.expr, env)
	rv, err2 := a.c.Eval(r.expr, env)
	if err1 != nil || err2 != nil {
		return nil, false
	}
	x, ok1 := lv.Exact()
	y, ok2 := rv.Exact()
	if !ok1 || !ok2 {
		return nil, false
	}
	return new(big.Rat).Sub(x, y), true
}

// powerOf says q is s^e for a whole e from -12 to 12, and gives e.
func powerOf(q *big.Rat, s int64) (int, bool) {
	p := big.NewRat(1, 1)
	for e := 0; e <= 12; e++ {
		if q.Cmp(p) == 0 {
			return e, true
		}
		if q.Cmp(new(big.Rat).Inv(p)) == 0 {
			return -e, true
		}
		p.Mul(p, big.NewRat(s, 1))
	}
	return 0, false
}

// Bounds of numeralSlip: the right side's length and numerals tried, the
// largest numeral changed, and the changes.
const (
	maxSlipSide     = 300
	maxSlipNumerals = 16
	maxSlipNumeral  = 100000
)

var (
	slipChanges = []int{-2, -1, 1, 2}
	slipNumRe   = regexp.MustCompile(`\d+`)
)

// numeralSlip says which numeral of the right side (a.rightSrc), changed
// by at most 2 and not to 0, makes the step hold at every slip point and
// at the sample point where it failed, or "". A numeral of a subscript
// (but an index alone, `x_1`, or a logarithm's base, `\log_4 p`), of a
// decimal or of an unbraced `\frac12` is not changed.
func (a *solutionAuditor) numeralSlip(l memberValue, vars []string, sm samples) string {
	src := a.rightSrc
	if len(src) > maxSlipSide {
		return ""
	}
	left := slipSide{e: l.expr}
	for _, m := range slipNumRe.FindAllStringIndex(src, maxSlipNumerals) {
		pre := src[:m[0]]
		sub := strings.HasSuffix(pre, "_") || inSubscript(src, m[0])
		base := logBase(src, m)
		if !base && (sub && !indexSubscript(src, m) || strings.HasSuffix(pre, "frac") || strings.HasSuffix(pre, ".") || m[1] < len(src) && src[m[1]] == '.' || inFuncArg(src, m[0])) {
			continue
		}
		n, err := strconv.Atoi(src[m[0]:m[1]])
		if err != nil || n > maxSlipNumeral {
			continue
		}
		for _, d := range slipChanges {
			if n+d <= 0 {
				// A numeral made 0 takes its term away: `|z| = |z-1|`,
				// `x^2 = (x-1)^2` are F(x) = F(x-1), equations.
				continue
			}
			alt := strconv.Itoa(n + d)
			e, err := latex.ParseExpr(src[:m[0]] + alt + src[m[1]:])
			if err != nil || hasBadOrRel(e) || !sameVars(unionVars(l.vars, pm.FreeVars(e)), vars) {
				continue
			}
			if a.holdsAtSlipPoints(&left, e, vars) && a.holdsAtSample(e, sm) {
				return "its right side holds with " + alt + " for " + src[m[0]:m[1]]
			}
		}
	}
	return ""
}

// slipSide is the left side of a step whose right side is tried with
// changed numerals: its value at each slip point is computed once, for
// every change tried.
type slipSide struct {
	e    ast.Expr
	done [len(slipPoints)]bool
	v    [len(slipPoints)]cas.Value
	err  [len(slipPoints)]error
}

// holdsAtSlipPoints says l = r at every slip point.
func (a *solutionAuditor) holdsAtSlipPoints(l *slipSide, r ast.Expr, vars []string) bool {
	for k := range slipPoints {
		env := slipEnv(k, vars, a.slipWhole)
		if !l.done[k] {
			l.v[k], l.err[k] = a.c.Eval(l.e, env)
			l.done[k] = true
		}
		rv, err2 := a.c.Eval(r, env)
		if l.err[k] != nil || err2 != nil || decide.Compare(l.v[k], rv) != decide.Same {
			return false
		}
	}
	return true
}

// holdsAtSample says the right side r, changed, is the left side's value
// at the sample point where the step failed (sm.badEnv): a fourth point,
// not in the arithmetic progression of the slip points' variables (at
// which `2a_{n+1} = a_n + d` holds for every a_n, a_{n+1}, d).
func (a *solutionAuditor) holdsAtSample(r ast.Expr, sm samples) bool {
	if sm.badEnv == nil {
		return false // no point failed (slip is called only on a failure)
	}
	rv, err := a.c.Eval(r, sm.badEnv)
	return err == nil && decide.Compare(sm.badL, rv) == decide.Same
}

var (
	// arrowBeforeRe and arrowAfterRe are an implication arrow right
	// before a chain or right after it, with spacing and alignment.
	arrowBeforeRe = regexp.MustCompile(`\\(Rightarrow|Longrightarrow|implies|iff|Leftrightarrow|Longleftrightarrow|therefore)\b[\s&]*((\\q?quad|\\,|\\;|\\ )[\s&]*)*$`)
	arrowAfterRe  = regexp.MustCompile(`^[\s&]*((\\q?quad|\\,|\\;|\\ )[\s&]*)*\\(Rightarrow|Longrightarrow|implies|iff|Leftrightarrow|Longleftrightarrow)\b`)
)

// impliedChain says the chain follows from another or leads to another
// by an arrow (`\sqrt{(x+3)^2+4} = \sqrt{(x+2)^2+9} \Rightarrow 6x = 4x`):
// a chain of equations, each derived from the one before, not a
// rewriting of an expression.
func impliedChain(solution string, ch statement.SolutionChain) bool {
	first, last := ch.Members[0], ch.Members[len(ch.Members)-1]
	if first.Off > len(solution) || last.Off+len(last.Src) > len(solution) {
		return false
	}
	before := solution[max(0, first.Off-40):first.Off]
	after := solution[last.Off+len(last.Src) : min(len(solution), last.Off+len(last.Src)+40)]
	return arrowBeforeRe.MatchString(before) || arrowAfterRe.MatchString(after)
}

// letterBeforeBracketRe is a function's argument that is one letter,
// followed by a bracket (`\cos x (1 + \sin x)`): the sampling reads the
// bracket as a factor, not as the argument's.
var letterBeforeBracketRe = regexp.MustCompile(`^[a-zA-Z]\s+(\\left\s*)?\(`)

// funcPowerRe is a function's name and a power before its argument
// (`\cos^`): the numeral next is the power of its value.
var funcPowerRe = regexp.MustCompile(`\\(sin|cos|tan|cot|sec|csc|sinh|cosh|tanh|coth)\s*\^\s*\{?\s*$`)

// inFuncArg says the byte at pos of src is in a function's argument
// (not its power, `\sin^3 x`): after a function's name (`\sin`, `\log`,
// …) with no `+`, `-` or `=` between them outside brackets, and no
// bracket closed that was open before the name. A numeral there is not
// changed for a slip: `\sin x = \sin \frac{x}{2}` is an equation F(a) =
// F(b).
func inFuncArg(src string, pos int) bool {
	if funcPowerRe.MatchString(src[:pos]) {
		return false // `\sin^3 x`: the power of a function's value, a coefficient's kin
	}
	last, arg := -1, -1
	for _, m := range trigCmdRe.FindAllStringSubmatchIndex(src[:pos], -1) {
		last, arg = m[0], m[len(m)-2]
	}
	if last < 0 {
		return false
	}
	if letterBeforeBracketRe.MatchString(src[arg:pos]) {
		return false // `\cos x (2 + \sin x)`: the argument is x, a product follows
	}
	depth := 0
	for k := last; k < pos; k++ {
		switch src[k] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			if depth--; depth < 0 {
				return false // the group the function stood in closed: `\frac{\sin x}{2}`
			}
		case '+', '-', '=':
			if depth <= 0 {
				return false
			}
		}
	}
	return true
}

// loneSide says a side is a lone symbol (`x = 2x`, `M + M = M`: an
// equation whose solution is 0).
func loneSide(l, r memberValue) bool {
	_, lok := l.expr.(*ast.Ident)
	_, rok := r.expr.(*ast.Ident)
	return lok || rok
}
