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
	used := map[int]bool{}
	var defined []string // names a definition f(x) = ... or y = ... gives
	firstEq := -1
	for i, t := range st.Targets {
		r, ok := t.E.(*ast.Rel)
		if !ok {
			continue
		}
		if firstEq < 0 && AllEq(r) && len(r.Args) == 2 {
			firstEq = i
		}
		if len(r.Ops) == 1 && r.Ops[0] == ast.Eq {
			switch l := r.Args[0].(type) {
			case *ast.Call:
				defined = append(defined, l.Name)
			case *ast.Ident:
				defined = append(defined, l.Name)
			}
		}
	}
	calc := -1
	for i, t := range st.Targets {
		if Contains(t.E, IsCalcNode) {
			calc = i
			break
		}
	}
	primed := false // a derivative f'(x) or f'(2) is asked
	fn := false     // the function of an extremum, or of a derivative in words, is taken
	for i, t := range st.Targets {
		switch e := t.E.(type) {
		case *ast.Tuple, *ast.Set, *ast.List, *ast.Ident, *ast.Number, *ast.Text:
			// An interval, a segment, the order of the unknowns, a name.
			used[i] = true
		case *ast.Rel:
			switch kind {
			case KindEquation, KindIdentity:
				used[i] = i == firstEq
			case KindSystem:
				used[i] = len(e.Ops) == 1 && (AllEq(e) || IsCondition(e)) || AllEq(e)
			case KindInequality:
				used[i] = IsCondition(e)
			case KindLimit, KindDerivative, KindIntegral:
				used[i] = i == calc || !IsCondition(e) && IsDefinition(e)
				if calc < 0 && IsDefinition(e) {
					fn = true
				}
			case KindExtremum:
				used[i] = IsCondition(e) || IsDefinition(e) && !fn
				if IsDefinition(e) {
					fn = true
				}
			default:
				// A value, a simplification, a factorisation: an equation
				// may define a name; a condition left here is not read.
				used[i] = !IsCondition(e)
			}
		default:
			if c, ok := t.E.(*ast.Call); ok && IsCalcKind(kind) && PrimeCallRe.MatchString(c.Name) {
				// f'(x), f'(2): the derivative asked; the checker reads the
				// first one only.
				used[i] = !primed
				primed = true
				break
			}
			if len(pm.FreeVars(t.E)) == 0 {
				used[i] = true // a constant: a bound or a number in the prose
				continue
			}
			switch kind {
			case KindEquation, KindSystem, KindInequality, KindIdentity:
				used[i] = false
			case KindLimit, KindDerivative, KindIntegral:
				if p := strings.TrimSpace(t.Src); PrimeCallRe.MatchString(p) && ContainsName(defined, strings.TrimRight(p, "'")) {
					used[i] = true // y' after y = ...: the derivative asked
					continue
				}
				used[i] = i == calc || calc < 0 && !fn && len(pm.FreeVars(t.E)) == 1
				if calc < 0 && len(pm.FreeVars(t.E)) == 1 {
					fn = true
				}
			case KindExtremum:
				used[i] = !fn
				fn = true
			default:
				used[i] = true // single() takes one expression and refuses more
			}
		}
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
