package check

import (
	"fmt"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// run reads the statement and the answer, decides the task kind and runs
// the kind's check.
func (c *checker) run(problem, answerSrc string) (res Result) {
	problem, answerSrc = inverseTrig(problem), inverseTrig(answerSrc)
	st := readStatement(problem)
	kind := c.refineKind(st)
	if why := st.outOfScope(); why != "" {
		return undecided(kind, "%s", why)
	}
	if why := st.notUnderstood(); why != "" {
		return undecided(kind, "%s", why)
	}
	if why := st.multiPart(); why != "" {
		return undecided(kind, "%s", why)
	}
	if len(st.targets) == 0 {
		if st.bad != "" {
			return undecided(kind, "the statement cannot be read: %s", st.bad)
		}
		return undecided(kind, "the statement has no formula to check")
	}
	if st.proseCond != "" {
		return undecided(kind, "the statement states a condition in words outside its formulas (\"%s\"), which leg 1 does not read", st.proseCond)
	}
	readings, why := st.memberReadings(kind)
	if why != "" {
		return undecided(kind, "%s", why)
	}
	switch len(readings) {
	case 0:
		return c.runConds(st, kind, problem, answerSrc)
	case 1:
		st.conds = append(st.conds, readings[0].conds...)
		st.intUnknown = readings[0].integer
		return c.runConds(st, kind, problem, answerSrc)
	}
	// A set that may or may not hold 0 (ℕ, ℤ⁺, ℝ⁺): the verdict must not
	// depend on the reading.
	var res2 [2]Result
	for i, r := range readings {
		st2 := *st
		st2.conds = append(append([]formula(nil), st.conds...), r.conds...)
		st2.intUnknown = r.integer
		res2[i] = c.runConds(&st2, kind, problem, answerSrc)
	}
	if res2[0].Verdict != res2[1].Verdict {
		return undecided(kind, "the verdict depends on the reading of the statement's set: with %s %s; with %s %s",
			readings[0].label, res2[0].Note, readings[1].label, res2[1].Note)
	}
	res = res2[0]
	if res.Verdict != record.Undecided {
		res.Note += fmt.Sprintf(" (the same with %s as with %s)", readings[1].label, readings[0].label)
	}
	return res
}

// runConds checks the answer against the statement once its membership
// conditions are stated conditions.
func (c *checker) runConds(st *statement, kind Kind, problem, answerSrc string) (res Result) {
	conv := st.applyConventions(nil)
	defer func() {
		if conv != "" && res.Verdict != record.Undecided {
			res.Note += conv
		}
	}()
	if kind == KindIdentity {
		if why := st.unanswered(kind); why != "" {
			return undecided(kind, "%s", why)
		}
		return c.checkIdentity(st, kind)
	}
	ans, err := st.readAnswer(answerSrc)
	if err != nil {
		return undecided(kind, "%v", err)
	}
	if c := st.applyConventions(ans); c != "" {
		conv = c
	}
	if why := st.wrongUnit(answerSrc); why != "" {
		return refute(kind, "%s", why)
	}
	if why := st.degreesUnread(answerSrc); why != "" {
		return undecided(kind, "%s", why)
	}
	if w, ok := st.read.has(cueApprox, ""); ok && hasRoundedItem(ans) {
		defer func() {
			if res.Verdict == record.Confirm && res.Kind == KindEquation.String() {
				res.Note += fmt.Sprintf(" (the problem asks for an approximation (%q): a decimal root stands for a true one within half a unit of the precision asked, or of its last digit where none is named)", w)
			}
		}()
	}
	if res, ok := c.checkDivisors(st, ans); ok {
		return res
	}
	if kind == KindEquation || kind == KindUnknown || kind == KindValue {
		if res, ok := c.checkRootQuantity(st, ans); ok {
			return res
		}
	}
	if res, ok := c.checkArea(st, ans); ok {
		return res
	}
	if res, ok := c.checkTriangle(st, problem, ans); ok {
		return res
	}
	for _, special := range []func(*statement, *answer) (Result, bool){c.checkProgression, c.checkPercent, c.checkTangent} {
		if res, ok := special(st, ans); ok {
			return res
		}
	}
	if why := st.unhandled(); why != "" {
		return undecided(kind, "%s", why)
	}
	if kind == KindEquation || kind == KindSystem {
		if why := st.restrictSolutions(); why != "" {
			return undecided(kind, "%s", why)
		}
	}
	if why := st.unanswered(kind); why != "" {
		// A part of the question the kind's checker would not read leaves
		// it undecided; checkImplicit below reads every target or none.
		res = undecided(kind, "%s", why)
	} else {
		res = c.checkKind(st, ans, kind, answerSrc)
	}
	if res.Verdict == record.Undecided && (kind == KindUnknown || kind == KindValue) {
		if r2, ok := c.checkImplicit(st, ans); ok {
			return r2
		}
	}
	return res
}

// checkKind runs the checker of the statement's kind.
func (c *checker) checkKind(st *statement, ans *answer, kind Kind, answerSrc string) Result {
	if kind == KindUnknown {
		return undecided(kind, "the task kind is not recognised from the statement's wording")
	}
	switch kind {
	case KindValue, KindSimplify, KindFactor:
		return c.checkExpr(st, ans, kind)
	case KindIdentity:
		return c.checkIdentity(st, kind)
	case KindEquation:
		res := c.checkEquation(st, ans)
		if res.Verdict == record.Refute && digitCommaRe.MatchString(answerSrc) {
			// "7,3": a decimal comma or a list of two roots? Take the list
			// reading when it is the one that holds; when the list reading
			// is not refuted either, the answer's meaning is not clear.
			alt := digitCommaRe.ReplaceAllString(answerSrc, "$1; $2")
			if a2, err := readAnswer(alt); err == nil {
				switch r2 := c.checkEquation(st, a2); r2.Verdict {
				case record.Confirm:
					r2.Note += fmt.Sprintf(" (the answer %q read as a list, the comma as a separator)", clip(answerSrc, 40))
					return r2
				case record.Undecided:
					return undecided(kind, "the answer %q is refuted read with a decimal comma, but read as a list %s", clip(answerSrc, 40), strings.TrimPrefix(r2.Note, "undecided: "))
				}
			}
		}
		if res.Verdict == record.Confirm && digitCommaRe.MatchString(answerSrc) && !st.read.named(cueForm, "a list") {
			// "2,5" confirmed as 2.5: where the statement does not fix the
			// comma, the list 2, 5 is a reading too, and the confirmation
			// stands only if that reading is not refuted.
			cfg := latex.DefaultConfig
			cfg.ListComma = true
			if a2, err := readAnswerConfig(answerSrc, cfg); err == nil && len(a2.items) != len(ans.items) {
				if r2 := c.checkEquation(st, a2); r2.Verdict != record.Confirm {
					return undecided(kind, "the answer %q holds read with a decimal comma, but read as a list it is %s; the statement does not say which the comma is", clip(answerSrc, 40), r2.Note)
				}
			}
		}
		return res
	case KindSystem:
		return c.checkSystem(st, ans)
	case KindInequality:
		return c.checkInequality(st, ans)
	case KindExtremum:
		return c.checkExtremum(st, ans)
	case KindLimit, KindDerivative, KindIntegral:
		return c.checkCalculus(st, ans, kind)
	}
	return undecided(kind, "no checker for %s tasks", kind)
}

// refineKind combines the prose kind with the shape of the formulas.
func (c *checker) refineKind(st *statement) Kind {
	var eqs, ineqs, exprs int
	calculus := KindUnknown
	for _, t := range st.targets {
		switch r := t.E.(type) {
		case *ast.Rel:
			if allEq(r) {
				eqs++
			} else if isCondition(r) {
				ineqs++
			}
		default:
			if len(identTuple(t.E)) == 0 {
				exprs++
			}
		}
		walkExprs(t.E, func(e ast.Expr) bool {
			switch e.(type) {
			case *ast.Limit:
				calculus = KindLimit
			case *ast.Integral:
				calculus = KindIntegral
			case *ast.Derivative:
				if calculus == KindUnknown {
					calculus = KindDerivative
				}
			case *ast.Call:
				if calculus == KindUnknown && primeCallRe.MatchString(e.(*ast.Call).Name) {
					calculus = KindDerivative
				}
			}
			return calculus == KindUnknown
		})
	}
	k := st.kind
	if eqs >= 2 && ineqs == 0 && exprs == 0 && (k == KindIdentity || k == KindValue || k == KindUnknown) && st.read.named(cueTopic, "all solutions") {
		// "Determine all real solutions to the system ... and prove that
		// there are no more", "Compute all ordered triples ... satisfying".
		return KindSystem
	}
	switch k {
	case KindIdentity, KindExtremum:
		return k
	case KindLimit, KindDerivative, KindIntegral:
		if calculus != KindUnknown {
			return calculus
		}
		return k
	}
	if calculus != KindUnknown && (k == KindValue || k == KindUnknown || k == KindSimplify) {
		return calculus
	}
	switch {
	case k == KindSystem && eqs == 0 && ineqs > 0:
		// A system of inequalities: the inequality checker solves it
		// (the later ones are read as conditions, joined by "and").
		return KindInequality
	case k == KindSystem && eqs >= 2:
		return KindSystem
	case k == KindSystem && eqs < 2:
		return KindSystem
	case (k == KindEquation || k == KindInequality) && eqs >= 2 && ineqs == 0:
		return KindSystem
	case k == KindInequality, (k == KindEquation || k == KindUnknown && st.afterKeyword) && ineqs > 0 && eqs == 0:
		if ineqs > 0 {
			return KindInequality
		}
		return k
	case k == KindEquation && eqs == 1:
		return KindEquation
	case k == KindEquation && eqs == 0 && exprs > 0:
		// "Solve: \frac{...}{...}" with no equation means "simplify".
		return KindSimplify
	case k == KindValue || k == KindSimplify || k == KindFactor:
		return k
	}
	return k
}

// single returns the one target expression of a value or simplification
// task, or why there is none.
func (st *statement) single() (formula, string) {
	var exprs []formula
	for _, t := range st.targets {
		if _, ok := t.E.(*ast.Rel); ok {
			continue
		}
		exprs = append(exprs, t)
	}
	switch {
	case len(exprs) == 0:
		return formula{}, "the statement has no expression to evaluate"
	case len(exprs) > 1:
		return formula{}, fmt.Sprintf("the statement has %d formulas; which one is asked is not clear", len(exprs))
	}
	if !st.afterKeyword {
		return formula{}, "the formula is not what the task keyword asks for (a word problem)"
	}
	return exprs[0], ""
}

// unknowns returns the free variables of the targets that no substitution
// binds, plus the variables of the substitutions' right sides.
func (st *statement) freeAfterSubst(es ...ast.Expr) []string {
	bound := map[string]bool{}
	for _, s := range st.substs {
		bound[s.Name] = true
	}
	seen := map[string]bool{}
	var out []string
	add := func(v string) {
		if !bound[v] && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for _, e := range es {
		for _, v := range pm.FreeVars(e) {
			add(v)
		}
	}
	for _, s := range st.substs {
		for _, v := range pm.FreeVars(s.Val) {
			add(v)
		}
	}
	return out
}

func joinNames(vs []string) string { return strings.Join(vs, ", ") }

func subset(a, b []string) (extra []string) {
	in := map[string]bool{}
	for _, v := range b {
		in[v] = true
	}
	for _, v := range a {
		if !in[v] {
			extra = append(extra, v)
		}
	}
	return extra
}

// identTuple returns the names of a tuple of distinct variables, "(x,y,z)"
// in "all ordered triples $(x,y,z)$", else nil.
func identTuple(e ast.Expr) []string {
	t, ok := e.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) < 2 {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, it := range t.Items {
		id, ok := it.(*ast.Ident)
		if !ok || seen[id.Name] {
			return nil
		}
		seen[id.Name] = true
		out = append(out, id.Name)
	}
	return out
}

var digitCommaRe = regexp.MustCompile(`(\d),(\d)`)

// hasRoundedItem reports an answer item printed as a decimal with digits
// after the point.
func hasRoundedItem(a *answer) bool {
	for _, it := range a.items {
		if _, ok := printedTolerance(it.E); ok {
			return true
		}
	}
	return false
}
