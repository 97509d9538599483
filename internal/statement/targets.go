package statement

import (
	"fmt"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Unanswered returns why the statement asks for more than the checker of
// its kind answers, or "": a formula, a name or a condition that the
// checker would not read ("In the answer write $x_0+y_0$" after a system,
// "and compute $y'(2)$" after a derivative, a relation left among the
// Targets) may be the real question, so the answer cannot be confirmed by
// checking the rest. run calls it once, before the kind's checker.
func (st *Statement) Unanswered(kind Kind) string {
	if st.OrCond != "" {
		return fmt.Sprintf("the statement joins the condition %s to another by \"or\" (a union of conditions), which leg 1 does not apply", Clip(st.OrCond, 40))
	}
	tu := st.newTargetUse(kind)
	used := map[int]bool{}
	for i, t := range st.Targets {
		used[i] = tu.used(i, t)
		if !used[i] {
			if _, ok := t.E.(*ast.Rel); ok {
				return fmt.Sprintf("the relation %s is neither the %s checked nor a condition leg 1 applies; it may change the question", Clip(t.Src, 40), kind)
			}
			return fmt.Sprintf("the statement also asks for %s, which the %s check does not answer", Clip(t.Src, 40), kind)
		}
	}
	if kind == KindDerivative && st.Read.Asks(KindDerivative) {
		for _, i := range st.AskedAgain {
			if c, ok := st.Targets[i].E.(*ast.Call); ok && PrimeCallRe.MatchString(c.Name) && len(pm.FreeVars(c)) == 0 {
				// "Find the derivative of f and compute f'(1)": both are asked.
				return fmt.Sprintf("the statement asks for the derivative and also for %s; the answer is checked against one of them only", Clip(st.Targets[i].Src, 40))
			}
		}
	}
	if kind == KindFactor && len(st.Substs) > 0 {
		return fmt.Sprintf("the statement also asks for the value at %s, which the factorisation check does not answer", Clip(st.Substs[0].Src, 40))
	}
	if len(st.Asked) == 0 || kind == KindValue || kind == KindUnknown {
		return ""
	}
	return st.askedUnanswered(kind, used, tu.defined)
}

// targetUse decides, target by target in order, whether the checker of
// kind reads a target; primed and fn carry what earlier targets took.
type targetUse struct {
	kind    Kind
	defined []string // names a definition f(x) = ... or y = ... gives
	firstEq int      // the first equation among the targets, or -1
	calc    int      // the first target with a limit, derivative or integral, or -1
	primed  bool     // a derivative f'(x) or f'(2) is asked
	fn      bool     // the function of an extremum, or of a derivative in words, is taken
}

// newTargetUse reads the definitions, the first equation and the first
// calculus target among the statement's targets.
func (st *Statement) newTargetUse(kind Kind) *targetUse {
	tu := &targetUse{kind: kind, firstEq: -1, calc: -1}
	for i, t := range st.Targets {
		r, ok := t.E.(*ast.Rel)
		if !ok {
			continue
		}
		if tu.firstEq < 0 && AllEq(r) && len(r.Args) == 2 {
			tu.firstEq = i
		}
		if len(r.Ops) == 1 && r.Ops[0] == ast.Eq {
			switch l := r.Args[0].(type) {
			case *ast.Call:
				tu.defined = append(tu.defined, l.Name)
			case *ast.Ident:
				tu.defined = append(tu.defined, l.Name)
			}
		}
	}
	for i, t := range st.Targets {
		if Contains(t.E, IsCalcNode) {
			tu.calc = i
			break
		}
	}
	return tu
}

// used reports whether the checker reads target i.
func (tu *targetUse) used(i int, t Formula) bool {
	switch e := t.E.(type) {
	case *ast.Tuple, *ast.Set, *ast.List, *ast.Ident, *ast.Number, *ast.Text:
		// An interval, a segment, the order of the unknowns, a name.
		return true
	case *ast.Rel:
		return tu.relUsed(i, e)
	}
	return tu.exprUsed(i, t)
}

// relUsed reports whether the checker reads the relation e, target i.
func (tu *targetUse) relUsed(i int, e *ast.Rel) bool {
	switch tu.kind {
	case KindEquation, KindIdentity:
		return i == tu.firstEq
	case KindSystem:
		return len(e.Ops) == 1 && (AllEq(e) || IsCondition(e)) || AllEq(e)
	case KindInequality:
		return IsCondition(e)
	case KindLimit, KindDerivative, KindIntegral:
		u := i == tu.calc || !IsCondition(e) && IsDefinition(e)
		if tu.calc < 0 && IsDefinition(e) {
			tu.fn = true
		}
		return u
	case KindExtremum:
		u := IsCondition(e) || IsDefinition(e) && !tu.fn
		if IsDefinition(e) {
			tu.fn = true
		}
		return u
	}
	// A value, a simplification, a factorisation: an equation may define
	// a name; a condition left here is not read.
	return !IsCondition(e)
}

// exprUsed reports whether the checker reads the expression of target i
// (neither a relation nor a name, number, tuple or text).
func (tu *targetUse) exprUsed(i int, t Formula) bool {
	if c, ok := t.E.(*ast.Call); ok && IsCalcKind(tu.kind) && PrimeCallRe.MatchString(c.Name) {
		// f'(x), f'(2): the derivative asked; the checker reads the
		// first one only.
		u := !tu.primed
		tu.primed = true
		return u
	}
	if len(pm.FreeVars(t.E)) == 0 {
		return true // a constant: a bound or a number in the prose
	}
	switch tu.kind {
	case KindEquation, KindSystem, KindInequality, KindIdentity:
		return false
	case KindLimit, KindDerivative, KindIntegral:
		if p := strings.TrimSpace(t.Src); PrimeCallRe.MatchString(p) && ContainsName(tu.defined, strings.TrimRight(p, "'")) {
			return true // y' after y = ...: the derivative asked
		}
		u := i == tu.calc || tu.calc < 0 && !tu.fn && len(pm.FreeVars(t.E)) == 1
		if tu.calc < 0 && len(pm.FreeVars(t.E)) == 1 {
			tu.fn = true
		}
		return u
	case KindExtremum:
		u := !tu.fn
		tu.fn = true
		return u
	}
	return true // single() takes one expression and refuses more
}

// askedUnanswered returns why a name the statement asks for is not what
// the check answers (not an unknown of the targets read, or a kind that
// answers no name), or "".
func (st *Statement) askedUnanswered(kind Kind, used map[int]bool, defined []string) string {
	var exprs []ast.Expr
	for i, t := range st.Targets {
		if used[i] {
			exprs = append(exprs, t.E)
		}
	}
	vars := st.FreeAfterSubst(exprs...)
	var asked []string
	for _, a := range st.Asked {
		name := a.E.(*ast.Ident).Name
		asked = append(asked, name)
		if ContainsName(defined, strings.TrimRight(name, "'")) && kind != KindExtremum {
			// y or y' after y = ...: the function defined, or its derivative.
			continue
		}
		if !ContainsName(vars, name) || kind == KindExtremum || kind == KindSimplify || kind == KindFactor {
			return fmt.Sprintf("the statement also asks for %s, which the %s check does not answer", Clip(a.Src, 40), kind)
		}
	}
	if kind == KindSystem {
		if missing := Subset(vars, asked); len(missing) > 0 {
			return fmt.Sprintf("the statement asks for %s alone, not for every unknown of the system (%s is not asked)", JoinNames(asked), JoinNames(missing))
		}
	}
	return ""
}

// IsDefinition reports f(x) = ... or y = ...: a name defined by an
// expression.
func IsDefinition(r *ast.Rel) bool {
	if len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return false
	}
	switch r.Args[0].(type) {
	case *ast.Call, *ast.Ident:
		return true
	}
	return false
}

func IsCalcKind(k Kind) bool { return k == KindLimit || k == KindDerivative || k == KindIntegral }
