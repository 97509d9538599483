package audit

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// The worked-solution audit (AuditSolution; docs/solution-audit.md). Each
// `=` of a chain read from the solution (statement.SolutionChains) is a
// step. A step whose sides are both closed is decided through the one
// decision of equality (decideValues: exactly where both values are
// rational, else with the evaluator's proven bound); one whose sides share
// free variables is checked as an identity at sample points, and counted
// only when it holds there (a step that fails is an equation being solved
// or a definition, never a false step); a step with a free variable on
// one side only (`x = 3`, `y = 2\cdot 4 + 1`) is a definition or a
// substitution and is skipped.
//
// A closed step that fails as written is read again the other ways the
// books write numbers (a thousands separator, degrees as plain numbers, a
// base-10 \log, a product written as a mixed number, a percent sign as a
// mark); it is false only when it fails under every reading, is not a
// value and its rounding, and names no custom operation of the problem, e
// (the constant or a variable) or i.

// The outcomes of a step (record.SolutionStep.Outcome).
const (
	StepHolds    = "holds"
	StepFalse    = "false"
	StepRounded  = "rounded"
	stepIdentity = "identity"
	StepSkipped  = "skipped"
)

// Limits of one audit: steps decided, bytes of a member, free variables of
// an identity.
const (
	maxAuditSteps   = 400
	maxMemberLen    = 800
	maxIdentityVars = 4
)

// solutionAuditor audits one solution.
type solutionAuditor struct {
	c         *checker
	customOps []string // operation symbols the problem defines
	memo      map[string]memberValue
	// residues: the problem is about residues or bases, where a solution
	// may write `=` for a congruence or a numeral in another base.
	residues bool
	// moduli and bases are the moduli and the bases of numerals the
	// problem and its solution name; anyBase: a base named by a letter.
	moduli, bases []int64
	anyBase       bool
	// boxedOp: the problem defines \boxed as an operation.
	boxedOp bool
	// context is the prose around the chain of the step being decided.
	context string
	// slipWhole: the slip of the step being decided is tested at whole
	// points, where its square brackets, read as floors, are brackets
	// (wholeBrackets).
	slipWhole bool
	// approx: the chain of the step has `\approx`, or its prose allows an
	// approximation ("about", "to the nearest", …).
	approx bool
	// rewriting: the step's context shows a rewriting of an expression
	// (stepRewriting), which must hold as an identity.
	rewriting bool
	// plainChain: the step's chain is of `=` only and no prose around it
	// shows an equation; solved are the variables of the solution's
	// equations (solvedVars). A step of a plain chain in none of them is
	// a rewriting too.
	plainChain bool
	solved     map[string]bool
	// bound are the variables an equation of the problem or an earlier
	// step of the solution binds (`x+y=4`, `s^2=s+1`): a step in them may
	// rewrite modulo that equation, so it is not held to be an identity.
	bound map[string]bool
	// problemApprox: the problem asks for an approximation ("to the
	// nearest", "rounded", …); earlier are the members of the step's
	// chain before its left side (a rounding may be of one of them:
	// `452\div(1+0.05)^{14} = 452\div1.98 = 228.29`).
	problemApprox bool
	earlier       []string
	// based: the step's numerals with a subscript were read in their
	// bases (numeralsInBase), which fixes their values: no congruence or
	// other base rereads a failure.
	based bool
	// left is the step's left side and next the member of its chain
	// after its right side ("" when the right side ends the chain).
	left, next string
	// rightSrc is the step's right side as written; implied: its chain
	// is one step that follows from, or leads to, another by an arrow
	// (impliedChain; a longer chain, `0 = P = Q \Rightarrow x = 1`,
	// rewrites P).
	rightSrc string
	implied  bool
	// parsedMemo holds the members read (parse).
	parsedMemo map[string]parsed
}

// memberValue is a member read and, when closed, evaluated.
type memberValue struct {
	expr     ast.Expr
	vars     []string
	val      cas.Value
	err      error
	calculus bool
}

// auditSolution is AuditSolution on this package's checker.
func (c *checker) auditSolution(problem, solution, answer string) record.SolutionOutcome {
	a := &solutionAuditor{c: c, customOps: customOps(problem), memo: map[string]memberValue{},
		residues: residueProblemRe.MatchString(problem)}
	if a.residues {
		a.moduli, a.bases, a.anyBase = residueNumbers(problem + "\n" + solution)
	}
	if parityRe.MatchString(solution) {
		// "using 0 and 1 for even and odd, 1+1=0": arithmetic of parities.
		a.residues = true
		a.moduli = append(a.moduli, 2)
	}
	solution = statement.InverseTrig(solution)
	if strings.Contains(problem, `\boxed`) {
		// The problem defines \boxed{n} as a function: a box is not an
		// answer's frame (same length, so offsets stay).
		solution = strings.ReplaceAll(solution, `\boxed`, `\Boxed`)
		a.boxedOp = true
	}
	chains := statement.SolutionChains(solution)
	a.bound = map[string]bool{}
	a.problemApprox = approxCueRe.MatchString(problem)
	a.bindProblem(problem)
	a.solved = a.solvedVars(chains)
	var steps []record.SolutionStep
	found, cut := 0, ""
	for _, ch := range chains {
		var cues chainCues // read at the chain's first step decided
		for i, op := range ch.Ops {
			if op != "=" {
				continue
			}
			found++
			switch {
			case cut != "":
				continue
			case c.Stopped() != nil:
				cut = stopReason(c.Stopped())
				continue
			case len(steps) >= maxAuditSteps:
				cut = fmt.Sprintf("the limit of %d steps", maxAuditSteps)
				continue
			}
			a.context = ch.Before + "\x00" + ch.After
			if why := cutStep(solution, ch, i); why != "" {
				steps = append(steps, record.SolutionStep{Text: ch.Members[i].Src + "=" + ch.Members[i+1].Src, Outcome: StepSkipped, Why: why})
				continue
			}
			if !cues.read {
				cues = readChainCues(ch, a.problemApprox)
			}
			a.approx = a.problemApprox || cues.approx
			a.earlier = a.earlier[:0]
			for _, m := range ch.Members[:i] {
				a.earlier = append(a.earlier, m.Src)
			}
			prev := i > 0 && len(steps) > 0 && steps[len(steps)-1].Outcome == stepIdentity
			a.rewriting, a.plainChain = a.stepRewriting(ch, i, prev, cues.equation)
			a.rightSrc = ch.Members[i+1].Src
			a.implied = len(ch.Members) == 2 && impliedChain(solution, ch)
			a.left, a.next = ch.Members[i].Src, ""
			if i+2 < len(ch.Members) && ch.Ops[i+1] == "=" {
				a.next = ch.Members[i+2].Src
			}
			st := a.step(ch.Members[i].Src, ch.Members[i+1].Src)
			if err := c.Stopped(); err != nil {
				// Its evaluations were cut: what they gave is not its
				// outcome.
				cut = stopReason(err)
				st = record.SolutionStep{Text: st.Text, Outcome: StepSkipped, Why: "not decided: the audit reached " + cut}
			}
			steps = append(steps, st)
		}
	}
	var end solutionEnd
	if c.Stopped() == nil {
		end = a.end(solution, answer, chains)
	}
	if c.Ctx.Err() != nil {
		// The wall-clock net cut the audit: where it stopped depends on
		// the machine's load, so no step of it is kept.
		return record.SolutionOutcome{Verdict: record.SolutionUnchecked, TimedOut: true,
			Note: "worked solution: not checked (the audit stopped at the time limit, a safety net whose cut depends on the load: no step is kept)"}
	}
	out := solutionVerdict(steps, found, end)
	if cut != "" {
		out.Note += fmt.Sprintf(" (the audit stopped at %s)", cut)
	}
	return out
}

// bindProblem records the variables an equation or a condition of the
// problem binds (`x+y=4`, `s^2=s+1`, `x>0`). A definition (`f(x) = x^2+1`,
// `y = 2x+1`: a name alone or a function on the left) binds no variable
// of its right side, and an expression alone ("Expand $(x+2)^2$") binds
// none.
func (a *solutionAuditor) bindProblem(problem string) {
	for _, ch := range statement.SolutionChains(problem) {
		for k, op := range ch.Ops {
			l, r := ch.Members[k].Src, ch.Members[k+1].Src
			if len(l) > maxMemberLen || len(r) > maxMemberLen {
				continue
			}
			if lv := a.value(l); op == "=" && lv.err == nil && isDefinitionHead(lv.expr) {
				continue
			}
			a.bind(a.value(l).vars)
			a.bind(a.value(r).vars)
		}
	}
}

// isDefinitionHead says e is a name alone or a function applied.
func isDefinitionHead(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Ident, *ast.Call:
		return true
	}
	return false
}

// stopReason names why the checker stopped (decide.Checker.Stopped): its
// work limit, the same on every run, or the wall-clock net.
func stopReason(err error) string {
	if errors.Is(err, decide.ErrWorkLimit) {
		return "its work limit"
	}
	return "the time limit"
}

// proseOpRe is prose ending in one letter between two spans of math
// (`$(3)$ x $(5) = …$`: an operation written in prose).
var proseOpRe = regexp.MustCompile(`\$\s*[a-zA-Z]\s*(\$|\\\(|\\\[)?$`)

// parityRe is a solution computing with parities.
var parityRe = keyedRe{regexp.MustCompile(`(?i)\bparit(y|ies)\b|\bmod(ulo)?\s*\$?2\b`), []string{"parit", "mod"}}

// cutStep says why the step i of the chain is not one, or "": its left
// side is the operand of an operation written in prose before the span,
// or the step sets two lists equal item by item (`\frac 26, \frac 28 =
// \frac 13, \frac 14`: a bare item before the left side and after the
// right one, each set off by a comma), or a side is set off by \mid.
func cutStep(solution string, ch statement.SolutionChain, i int) string {
	if i == 0 && proseOpRe.MatchString(ch.Before) {
		return "a side is cut by prose (an operation written between two spans)"
	}
	l, r := ch.Members[i], ch.Members[i+1]
	if l.Off > len(solution) || r.Off+len(r.Src) > len(solution) {
		return ""
	}
	if bareItem(solution[:l.Off], true) && bareItem(solution[r.Off+len(r.Src):], false) {
		return "two lists set equal item by item"
	}
	if strings.HasSuffix(strings.TrimRight(solution[:l.Off], " "), `\mid`) || strings.HasPrefix(strings.TrimLeft(solution[r.Off+len(r.Src):], " "), `\mid`) {
		// `111\mid010\mid110_2=7\mid2\mid6_8`: digits in groups.
		return "a side set off by \\mid (a divisor, or digits in groups)"
	}
	return ""
}

// bareItem says the text next to a member (before it when before, else
// after it) is a comma and then a list item with no relation, within the
// same span of math.
func bareItem(text string, before bool) bool {
	if before {
		t := strings.TrimRight(text, " \t")
		if !strings.HasSuffix(t, ",") {
			return false
		}
		t = t[:len(t)-1]
		k := strings.LastIndexAny(t, "$,=<>")
		if k < 0 || t[k] != '$' {
			return false
		}
		return strings.TrimSpace(t[k+1:]) != ""
	}
	t := strings.TrimLeft(text, " \t")
	if !strings.HasPrefix(t, ",") {
		return false
	}
	t = t[1:]
	k := strings.IndexAny(t, "$=<>")
	if k < 0 || t[k] != '$' {
		return false
	}
	return strings.TrimSpace(t[:k]) != ""
}

// chainCues are what the prose around a chain says, the same for each of
// its steps: read once per chain (read at every step, their regular
// expressions took 0.9 s of the audit's 3.3 s on 3,000 MATH rows).
type chainCues struct {
	read bool
	// approx: chainApprox; not read (false) when the problem already
	// allows an approximation.
	approx bool
	// equation: equationCue.
	equation bool
}

// readChainCues reads ch's cues; problemApprox (the problem allows an
// approximation) makes chainApprox's answer unused, so it is not read.
func readChainCues(ch statement.SolutionChain, problemApprox bool) chainCues {
	return chainCues{read: true, approx: !problemApprox && chainApprox(ch), equation: equationCue(ch)}
}

// chainApprox says the chain has an approximation sign, or the prose just
// before or after it allows an approximation.
func chainApprox(ch statement.SolutionChain) bool {
	for _, op := range ch.Ops {
		if op == "approx" {
			return true
		}
	}
	before := ch.Before
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	after := ch.After
	if len(after) > 60 {
		after = after[:60]
	}
	return approxCueRe.MatchString(before + "\x00" + after)
}

// AuditSolution is AuditSolution's work on one row.
func AuditSolution(c *decide.Checker, problem string, solution string, answer string) record.SolutionOutcome {
	return (&checker{c}).auditSolution(problem, solution, answer)
}

// step decides one step left = right.
func (a *solutionAuditor) step(left, right string) record.SolutionStep {
	st := record.SolutionStep{Text: left + "=" + right, Outcome: StepSkipped}
	switch {
	case left == "" || right == "":
		st.Why = "a side is cut by prose"
		return st
	case len(left) > maxMemberLen || len(right) > maxMemberLen:
		st.Why = "a side is too long"
		return st
	}
	if op := a.usesCustomOp(st.Text); op != "" {
		st.Why = "it uses " + op + ", an operation the problem defines"
		return st
	}
	l2, r2, based := numeralsInBase(left, right)
	a.based = based
	if based {
		// `5 \cdot 25_9=137_9`: every numeral with a subscript read in
		// its base, which holds or fails.
		left, right = l2, r2
	}
	l, r := a.value(left), a.value(right)
	if l.err == nil && r.err == nil && len(l.vars) == 0 && len(r.vars) == 0 {
		if why := ambiguous(left + "=" + right); why != "" {
			st.Why = why
			return st
		}
	}
	switch {
	case l.err != nil || r.err != nil:
		// A reading of the books may make it readable ("2,5+1,5=4"); it
		// then counts only where it holds.
		if holdsUnder(&st, a.closedReadings(left, right)) {
			return st
		}
		st.Why = "a side cannot be read or evaluated"
		return st
	case l.calculus || r.calculus:
		st.Why = "a limit, an integral or a derivative (not audited)"
		return st
	case len(l.vars) > 0 && len(r.vars) > 0:
		return a.identity(st, l, r)
	case len(l.vars) > 0 || len(r.vars) > 0:
		a.bind(l.vars)
		a.bind(r.vars)
		st.Why = "an equation, a definition or a substitution (free variables on one side only)"
		return st
	}
	return a.closedStep(st, left, right, l, r)
}

// closedStep decides a step whose sides are both closed: as written, then
// under the other readings of its numbers.
func (a *solutionAuditor) closedStep(st record.SolutionStep, left, right string, l, r memberValue) record.SolutionStep {
	st.Left, st.Right = decide.Show(l.val), decide.Show(r.val)
	eq := decide.DecideValues(l.val, nil, r.val, 0)
	switch eq.State {
	case decide.Same:
		st.Outcome, st.Why = StepHolds, eq.Text()
		return st
	case decide.Unsure:
		st.Why = "undecided: " + eq.Why
		return st
	}
	readings := a.closedReadings(left, right)
	withPercent := readings
	if percentAfter.MatchString(a.after()) {
		// "$\frac{15}{25}=60$ percent": the right side is a percent.
		if r2 := a.value(`\frac{` + right + `}{100}`); r2.closed() {
			withPercent = append(readings[:len(readings):len(readings)], closedReading{stepReading{left, right, "the right side as a percent (the prose says percent)"}, l, r2})
		}
	}
	if holdsUnder(&st, withPercent) {
		return st
	}
	if how, ok := roundedUnderReadings(left, right, l, r, readings, a.approx); ok {
		st.Outcome, st.Why = StepRounded, how
		return st
	}
	for _, e := range a.earlier {
		if ev := a.value(e); ev.closed() && len(e) <= maxMemberLen {
			if how, ok := roundedStep(e, right, ev.val, r.val, a.approx); ok {
				st.Outcome, st.Why = StepRounded, how+", of an earlier member of the chain"
				return st
			}
		}
	}
	if remainderAfter.MatchString(a.after()) && strings.Contains(left, `\div`) {
		// "$1000 \div 9 = 111$ remainder 1": the quotient of a division
		// with remainder, which holds or fails as such.
		if q, ok := l.val.Exact(); ok {
			if rr, ok := r.val.Exact(); ok && rr.IsInt() {
				fl := new(big.Int).Div(q.Num(), q.Denom())
				if fl.Cmp(rr.Num()) == 0 {
					st.Outcome, st.Why = StepHolds, "the quotient of a division with remainder (the prose gives the remainder)"
					return st
				}
			}
		}
	}
	if why := a.unreadFailure(st.Text); why != "" {
		st.Why = why
		return st
	}
	st.Outcome, st.Why = StepFalse, "the sides differ"
	return st
}

// holdsUnder says whether the step holds under one of the readings, and
// then records it in st as holding, with the reading and its values.
func holdsUnder(st *record.SolutionStep, readings []closedReading) bool {
	for _, rd := range readings {
		if decide.DecideValues(rd.l.val, nil, rd.r.val, 0).State == decide.Same {
			st.Outcome, st.Why = StepHolds, "equal when read with "+rd.how
			st.Left, st.Right = decide.Show(rd.l.val), decide.Show(rd.r.val)
			return true
		}
	}
	return false
}

// roundedUnderReadings says whether a false step is a value and its
// rounding (roundedStep), as written or under one of the readings
// (closedReadings) that keep its percents, or, where the text allows an
// approximation, a step with a decimal in it whose sides agree to within
// 1 % (a rounded intermediate value) and whose right side is not a plain
// number (a plain number is a rounding only at its own precision:
// `\frac{25}{2}=12.6` is false).
func roundedUnderReadings(left, right string, l, r memberValue, readings []closedReading, approx bool) (string, bool) {
	if how, ok := roundedStep(left, right, l.val, r.val, approx); ok {
		return how, true
	}
	if strings.Contains(left+right, `%`) {
		return "", false // a percent is never rounded into another value
	}
	for _, rd := range readings {
		if how, ok := roundedStep(rd.left, rd.right, rd.l.val, rd.r.val, approx); ok {
			return how + ", read with " + rd.how, true
		}
	}
	// A decimal the right side brings in, inside an expression
	// (`452\div(1+0.05)^{14}=452\div1.98`), shows digits cut off; a plain
	// number on the right is decided by roundedStep alone.
	plain := plainNumberRe.MatchString(strings.TrimSpace(strings.NewReplacer(`\$`, "", " ", "").Replace(right)))
	cut := !plain && newDecimal(left, right)
	if !plain && (approx || cut) && decimalRe.MatchString(left+"="+right) && !nearWhole(l.val) && !nearWhole(r.val) && within(l.val, r.val, 0.01) {
		return "a decimal approximation inside the step (the sides agree to 1 %, and the text allows an approximation or the right side brings in cut digits)", true
	}
	return "", false
}

// newDecimal says the right side has a decimal the left side has not.
func newDecimal(left, right string) bool {
	for _, d := range decimalLitRe.FindAllString(right, -1) {
		if !strings.Contains(left, d) {
			return true
		}
	}
	return false
}

// decimalLitRe is a decimal literal.
var decimalLitRe = regexp.MustCompile(`\d*\.\d+`)

// approxCueRe is prose that allows an approximation.
// In the regular expression `\a` is the bell character, so its last
// alternative is a bell followed by "pprox" (the Go string "\approx" of the
// matcher), not the LaTeX command, which "approx" matches anyway.
var approxCueRe = newCueWords(`(?i)approx|about|roughly|nearest|round|estimat|decimal places?|significant|nearly|close to|\approx`,
	[]string{"approx", "about", "roughly", "nearest", "round", "estimat", "decimal place", "significant", "nearly", "close to", "\approx"}, nil)

// decimalRe finds a decimal written with its point.
var decimalRe = regexp.MustCompile(`\d*\.\d`)

// within says |x - y| <= rel·max(|x|, |y|).
func within(x, y cas.Value, rel float64) bool {
	fx, _ := x.Float(64).Float64()
	fy, _ := y.Float(64).Float64()
	return math.Abs(fx-fy) <= rel*math.Max(math.Abs(fx), math.Abs(fy))
}

// value reads and evaluates one member (memoised within the audit).
func (a *solutionAuditor) value(src string) memberValue {
	if v, ok := a.memo[src]; ok {
		return v
	}
	var v memberValue
	e, err := a.parse(src)
	switch {
	case err != nil:
		v.err = err
	case hasBadOrRel(e):
		v.err = fmt.Errorf("not one expression")
	default:
		v.expr = e
		v.vars = pm.FreeVars(e)
		v.calculus = statement.Contains(e, statement.IsCalcNode)
		if len(v.vars) == 0 && !v.calculus {
			v.val, v.err = a.c.Eval(e, nil)
		}
	}
	a.memo[src] = v
	return v
}

// parsed is a member's reading, before any evaluation.
type parsed struct {
	expr ast.Expr
	err  error
}

// parse reads one member (memoised within the audit: solvedVars reads
// the members before the steps evaluate them).
func (a *solutionAuditor) parse(src string) (ast.Expr, error) {
	if p, ok := a.parsedMemo[src]; ok {
		return p.expr, p.err
	}
	if a.parsedMemo == nil {
		a.parsedMemo = map[string]parsed{}
	}
	e, err := latex.ParseExpr(src)
	a.parsedMemo[src] = parsed{e, err}
	return e, err
}

// hasBadOrRel says e has an unread part, a relation, a list or prose.
func hasBadOrRel(e ast.Expr) bool {
	return statement.Contains(e, func(x ast.Expr) bool {
		switch x.(type) {
		case *ast.Bad, *ast.Rel, *ast.List, *ast.Text, *ast.Tuple, *ast.Set:
			return true
		}
		return false
	})
}

// stepReading is another reading of a step's numbers.
type stepReading struct {
	left, right, how string
}

// numberReadings are the other ways the books write numbers: each is tried
// alone, then all together.
var numberReadings = []struct {
	re   *regexp.Regexp
	repl string
	how  string
	keys []string // every match holds one (issue 42, speed: a side without any is left as is)
}{
	{regexp.MustCompile(`(\d)(?:\{,\}|,|\\,|\\ )(\d\d\d)\b`), "$1$2", "commas as thousands separators", []string{",", `\ `}},
	{regexp.MustCompile(`(\d),(\d)`), "$1{,}$2", "a comma between digits as a decimal comma", []string{","}},
	{regexp.MustCompile(`\^\s*\{?\s*\\circ\s*\}?|\\degree|°`), "", "degrees as plain numbers", []string{`\circ`, `\degree`, "°"}},
	{regexp.MustCompile(`\\log(\s*[^_\s])`), `\log_{10}$1`, "\\log in base 10", []string{`\log`}},
	{regexp.MustCompile(`([\d)])\s*(\\[dt]?frac)`), `$1\cdot $2`, "a number before a fraction as a product", []string{"frac"}},
	{regexp.MustCompile(`\\%`), "", "the percent sign as a mark", []string{`\%`}},
	{regexp.MustCompile(`^(.*)\\%$`), `\frac{$1}{100}`, "a percent of the whole side", []string{`\%`}},
	{regexp.MustCompile(`(\d*\.\d+)\s*(\(|\\left\()`), `$1\cdot $2`, "a decimal before a bracket as a product", []string{"."}},
	{regexp.MustCompile(`\\left\s*\[`), `\left(`, "square brackets as parentheses", []string{`\left`}},
	{regexp.MustCompile(`\\right\s*\]`), `\right)`, "square brackets as parentheses", []string{`\right`}},
	{regexp.MustCompile(`(^|[^\\a-zA-Z])\[`), `$1(`, "square brackets as parentheses", []string{"["}},
	{regexp.MustCompile(`(^|[^\\a-zA-Z])\]`), `$1)`, "square brackets as parentheses", []string{"]"}},
}

// holdsKey says s holds one of keys.
func holdsKey(s string, keys []string) bool {
	for _, k := range keys {
		if strings.Contains(s, k) {
			return true
		}
	}
	return false
}

// spacedDigitsRe is a run of digits spaced apart ("\mathbf{2 0 2 8}", as
// scanned pages give them).
var spacedDigitsRe = regexp.MustCompile(`\d(\s+\d)+`)

// boldRe is a bold wrapper.
var boldRe = regexp.MustCompile(`\\(mathbf|boldsymbol|bm|pmb)\s*\{([^{}]*)\}`)

// joinSpacedDigits reads a run of spaced digits as one number and drops
// bold wrappers; it returns s unchanged when it has neither.
func joinSpacedDigits(s string) string {
	s = boldRe.ReplaceAllString(s, "{$2}")
	return spacedDigitsRe.ReplaceAllStringFunc(s, func(m string) string {
		return strings.Join(strings.Fields(m), "")
	})
}

// closedReading is a reading of a step whose sides are both closed, with
// their values.
type closedReading struct {
	stepReading
	l, r memberValue
}

// closedReadings returns the readings of stepReadings whose sides are both
// read and closed, evaluated.
func (a *solutionAuditor) closedReadings(left, right string) []closedReading {
	var out []closedReading
	for _, rd := range stepReadings(left, right) {
		l, r := a.value(rd.left), a.value(rd.right)
		if l.closed() && r.closed() {
			out = append(out, closedReading{rd, l, r})
		}
	}
	return out
}

// closed says the member was read and evaluated, with no free variable.
func (v memberValue) closed() bool { return v.err == nil && len(v.vars) == 0 && !v.calculus }

// stepReadings returns the other readings of left = right that differ
// from it.
func stepReadings(left, right string) []stepReading {
	var out []stepReading
	allL, allR, n := left, right, 0
	for _, nr := range numberReadings {
		if !holdsKey(left, nr.keys) && !holdsKey(right, nr.keys) {
			continue
		}
		l, r := nr.re.ReplaceAllString(left, nr.repl), nr.re.ReplaceAllString(right, nr.repl)
		if l == left && r == right {
			continue
		}
		out = append(out, stepReading{l, r, nr.how})
		allL, allR = nr.re.ReplaceAllString(allL, nr.repl), nr.re.ReplaceAllString(allR, nr.repl)
		n++
	}
	if l, r := joinSpacedDigits(left), joinSpacedDigits(right); l != left || r != right {
		out = append(out, stepReading{l, r, "spaced digits as one number"})
		allL, allR = joinSpacedDigits(allL), joinSpacedDigits(allR)
		n++
	}
	if n > 1 {
		out = append(out, stepReading{allL, allR, "all of these readings"})
	}
	return out
}

// customOpSymbols are the symbols a problem may define as an operation.
var customOpSymbols = []string{`\star`, `\ast`, `\diamond`, `\Diamond`, `\heartsuit`, `\clubsuit`,
	`\spadesuit`, `\diamondsuit`, `\#`, `\otimes`, `\oplus`, `\odot`, `\ominus`, `\oslash`,
	`\nabla`, `\dagger`, `\bowtie`, `\boxtimes`, `\boxdot`, `\triangle`, `\square`, `\S`,
	`\&`, `@`, `\bullet`, `\circledast`, `\Box`, `\blacktriangle`, `\vartriangle`, `\$`, `*`}

// dollarOpRe is \$ between two operands ("a \$ b"), not a price.
var dollarOpRe = regexp.MustCompile(`[\w)}](\s|\\[ ,;])*\\\$(\s|\\[ ,;])*[\w({]`)

// customOps returns the symbols of customOpSymbols the problem uses (\$
// only as an operation, not as a price).
func customOps(problem string) []string {
	var out []string
	for _, s := range customOpSymbols {
		if strings.Contains(problem, s) && (s != `\$` || dollarOpRe.MatchString(problem)) {
			out = append(out, s)
		}
	}
	return out
}

// usesCustomOp returns the custom operation of the problem the step uses,
// or "".
func (a *solutionAuditor) usesCustomOp(text string) string {
	for _, s := range a.customOps {
		if strings.Contains(text, s) {
			return s
		}
	}
	return ""
}

var (
	eConstRe = regexp.MustCompile(`(^|[^a-zA-Z\\])[ei]([^a-zA-Z]|$)`)
	// residueProblemRe: a problem about residues or numerals in a base.
	residueProblemRe = keyedRe{regexp.MustCompile(`(?i)\\pmod|\\bmod|\\mod\b|modul|remainder|residue|congruen|\bbase\b|inverse|\\equiv|units digit|last digit|ones digit|tens digit|last two digits`),
		[]string{"mod", "remainder", "residue", "congruen", "base", "inverse", "equiv", "digit"}}
	// falseCueRe: prose that shows an equality as false.
	falseCueRe      = regexp.MustCompile(`(?i)not a valid|not valid|false|contradict|impossible|no solution|absurd|not true|isn't true|not possible|nonsense|not equal|invalid|extraneous|not hold|doesn't hold|does not hold|not satisf|doesn't satisf|not work|doesn't work|wrong|incorrect`)
	baseNumberRe    = regexp.MustCompile(`\d\s*_`)
	trigCmdRe       = regexp.MustCompile(`\\(sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|arccot|arcsec|arccsc|sinh|cosh|tanh|coth|log|ln|lg|exp|operatorname)\b(\s*\^\s*(\{[^{}]*\}|\S))?(\s*_\s*(\{[^{}]*\}|\S))?\s*(\\left\s*)?(.)`)
	hugeExpRe       = regexp.MustCompile(`\^\s*\{?\s*\d{3,}`)
	bareNumbersRe   = regexp.MustCompile(`^\s*-?\s*\d+\s*=\s*-?\s*\d+\s*$`)
	solDigitCommaRe = regexp.MustCompile(`\d,\d`)
	trigRe          = regexp.MustCompile(`\\(sin|cos|tan|cot|sec|csc)\b`)
	tripleRe        = regexp.MustCompile(`^\d+-\d+-\d+=\d+-\d+-\d+$`)
	remainderAfter  = regexp.MustCompile(`^\s*[$.,]*\s*(with\s+a\s+)?(remainder|R\s*\d|r\s*\d)`)
	percentAfter    = regexp.MustCompile(`^\s*[$.,]*\s*(percent|\\%|%)`)
)

// oneSided says the mark stands on one side of the step only.
func oneSided(text, mark string) bool {
	l, r, _ := strings.Cut(text, "=")
	return strings.Contains(l, mark) != strings.Contains(r, mark)
}

// after is the prose after the chain of the step being decided.
func (a *solutionAuditor) after() string {
	_, after, _ := strings.Cut(a.context, "\x00")
	return after
}

// unreadFailure says why a closed step that fails may not be false as the
// solution means it, or "": the prose shows it false, or it holds as a
// congruence or in a base of a problem about them (readings that refute
// where they do not hold).
func (a *solutionAuditor) unreadFailure(text string) string {
	switch {
	case falseCueRe.MatchString(a.context):
		return "the solution shows it false (" + strings.TrimSpace(falseCueRe.FindString(a.context)) + ")"
	case !a.based && a.residueReading(text):
		return "the problem is about residues or bases, and the step holds as a congruence or read in a base"
	}
	return ""
}

// ambiguous says why a closed step cannot be read for sure, or "": a
// reading that could only confirm it (never refute it) is no reading, so
// such a step is skipped whether it holds or not.
func ambiguous(text string) string {
	switch {
	case eConstRe.MatchString(text):
		return "it names e or i, which the solution may use as a variable"
	case baseNumberRe.MatchString(text):
		return "a number with a subscript (a numeral in a base)"
	case oneSided(text, `\$`) || oneSided(text, `\text`):
		return "a unit on one side only (a conversion, such as dollars to cents)"
	case bareNumbersRe.MatchString(text):
		return "two numbers set equal: a contradiction reached, not a computation"
	case solDigitCommaRe.MatchString(text):
		return "a comma between digits (a decimal comma or a list)"
	case strings.Contains(text, "!!"):
		return "a double factorial"
	case strings.Contains(text, ":"):
		return "a ratio"
	case tripleRe.MatchString(text):
		return "a triangle named by its sides (6-8-10)"
	case trigRe.MatchString(text) && !strings.Contains(text, `\pi`) && !strings.Contains(text, `\circ`):
		return "a trigonometric function whose unit (degrees or radians) the step does not show"
	case strings.Contains(text, `\cdots`) || strings.Contains(text, `\ldots`) || strings.Contains(text, `\dots`):
		return "an elided sum or product"
	}
	if unsureReach(text) {
		return "a function whose argument is not in brackets (its reach is not sure)"
	}
	if trigCmdRe.MatchString(text) && hugeExpRe.MatchString(text) {
		return "a function at a huge argument"
	}
	return ""
}

// unsureReach says a function of the text has an argument not in
// brackets whose reach is not sure (sureArgRe).
func unsureReach(text string) bool {
	for _, m := range trigCmdRe.FindAllStringSubmatchIndex(text, -1) {
		open := text[m[len(m)-2]:m[len(m)-1]]
		if open != "(" && !sureArgRe.MatchString(text[m[len(m)-2]:]) {
			return true
		}
	}
	return false
}

// sureArgRe is an argument without brackets whose reach is sure: one
// number (with its degree sign), letter, \pi, braced group or \frac of
// braced groups, then the end of the side or an operator that binds less
// than a function's application.
var sureArgRe = regexp.MustCompile(`^(\d+(\.\d+)?(\s*\^\s*\{?\s*\\circ\s*\}?)?|[a-zA-Z]|\\pi|\{[^{}]*\}|\\[dt]?frac\s*\{[^{}]*\}\s*\{[^{}]*\}|\\[dt]?frac\s*\d\d)\s*($|[+\-=)]|\\right|\\cdot|\\times)`)
