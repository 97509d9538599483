package statement

import (
	"fmt"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// ImaginaryUnit reports whether the statement says that i is the
// imaginary unit (the cue's own `$i$` is not an unknown) and does not
// substitute a value for i.
func (st *Statement) ImaginaryUnit() bool {
	if _, ok := st.Read.Has(CueConvention, "imaginary unit"); !ok {
		return false
	}
	return !HasSubst(st, "i")
}

// OnlySomeRoots returns the words of a cue that restricts the roots the
// question is about ("the sum of the positive roots", "modulo 7"), or "".
func (st *Statement) OnlySomeRoots() string {
	for _, h := range st.Read.Hits {
		switch {
		case h.Def.Class == CueRestrict, h.Def.Class == CueScope, h.Def.Class == CueAsk && h.Def.Name == "digits":
			return h.Words
		}
	}
	return ""
}

// Single returns the one target expression of a value or simplification
// task, or why there is none.
func (st *Statement) Single() (Formula, string) {
	var exprs []Formula
	for _, t := range st.Targets {
		if _, ok := t.E.(*ast.Rel); ok {
			continue
		}
		exprs = append(exprs, t)
	}
	switch {
	case len(exprs) == 0:
		return Formula{}, "the statement has no expression to evaluate"
	case len(exprs) > 1:
		return Formula{}, fmt.Sprintf("the statement has %d formulas; which one is asked is not clear", len(exprs))
	}
	if !st.AfterKeyword {
		return Formula{}, "the formula is not what the task keyword asks for (a word problem)"
	}
	return exprs[0], ""
}

// unknowns returns the free variables of the targets that no substitution
// binds, plus the variables of the substitutions' right sides.
func (st *Statement) FreeAfterSubst(es ...ast.Expr) []string {
	bound := map[string]bool{}
	for _, s := range st.Substs {
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
	for _, s := range st.Substs {
		for _, v := range pm.FreeVars(s.Val) {
			add(v)
		}
	}
	return out
}

func JoinNames(vs []string) string { return strings.Join(vs, ", ") }

func Subset(a, b []string) (extra []string) {
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

// precBits is the working precision of leg 1: that of the algebra below it.
