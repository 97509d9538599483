package inequality

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 3: "How many integers satisfy <inequalities>?" is
// answered by the number of integers in the exact solution set of the
// inequalities (solveIneq), which must be bounded.

// The cue-table questions this checker reads, by name: the number of the
// integers of the solution set, or their sum.
const (
	integerCountAsk = "number of integer solutions"
	integerSumAsk   = "sum of the integer solutions"
)

// integersIn lists the integers of the exact solution set sol, every one
// located exactly (locateRat) and cross-checked by a direct evaluation of
// the relations. why is non-empty when they are not listed: the set is
// unbounded, holds too many integers, or the two decisions disagree.
func (c *checker) integersIn(sol *ineqSolution, rels, condRels []*ast.Rel, union bool, x string) (ints []*big.Int, lo, hi *big.Int, why string) {
	m := len(sol.roots)
	if m == 0 || sol.inPiece[0] || sol.inPiece[m] {
		return nil, nil, nil, "unbounded"
	}
	lo = forms.RatFloor(rootLow(sol.roots[0]))
	hi = forms.RatFloor(rootHigh(sol.roots[m-1]))
	hi.Add(hi, big.NewInt(1))
	if new(big.Int).Sub(hi, lo).Cmp(big.NewInt(maxIntegerSolutions)) > 0 {
		return nil, nil, nil, "too many"
	}
	for k := new(big.Int).Set(lo); k.Cmp(hi) <= 0; k.Add(k, big.NewInt(1)) {
		q := new(big.Rat).SetInt(k)
		var truth bool
		if root, piece := sol.locateRat(q); root >= 0 {
			truth = sol.atRoot[root]
		} else {
			truth = sol.inPiece[piece]
		}
		if got, dec := c.systemHolds(rels, condRels, union, x, cas.Rat(q)); dec && got != truth {
			return nil, nil, nil, "the exact solution and a direct evaluation disagree at " + x + "=" + k.String()
		}
		if truth {
			ints = append(ints, new(big.Int).Set(k))
		}
	}
	return ints, lo, hi, ""
}

// checkIntegerCount is CheckIntegerCount on this package's checker.
func (c *checker) checkIntegerCount(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindInequality
	asks := st.Read.Names(statement.CueAsk)
	if len(asks) != 1 || asks[0] != integerCountAsk && asks[0] != integerSumAsk {
		return decide.Result{}, false
	}
	sum := asks[0] == integerSumAsk
	q := "the number of the integer solutions"
	if sum {
		q = "the sum of the integer solutions"
	}
	if _, ok := st.Read.Has(statement.CueRestrict, ""); ok {
		return decide.Result{}, false
	}
	if len(st.Substs) > 0 || len(st.Targets) == 0 {
		return decide.Result{}, false
	}
	var rels []*ast.Rel
	var exprs []ast.Expr
	for _, t := range st.Targets {
		r, ok := t.E.(*ast.Rel)
		if !ok || !statement.IsCondition(r) && !statement.AllEq(r) {
			return decide.Undecided(kind, "%s is asked, but the formula %s is not an inequality or an equation", q, statement.Clip(t.Src, 40)), true
		}
		rels = append(rels, r)
		exprs = append(exprs, r)
	}
	for _, f := range st.Conds {
		exprs = append(exprs, f.E)
	}
	vars := st.FreeAfterSubst(exprs...)
	if len(vars) != 1 {
		return decide.Undecided(kind, "%s is asked of relations in %d unknowns", q, len(vars)), true
	}
	x := vars[0]
	union := len(rels) > 1 && statement.HasWord(st.Prose, "or")
	sr, stop, ok := c.ineqSystemOf(st, rels, union, x)
	if stop != nil {
		return *stop, true
	}
	if !ok {
		return decide.Undecided(kind, "%s is asked, but the relations are not rational ones in %s: not solved exactly", q, x), true
	}
	sol, err := solveIneq(sr.sys)
	if err != nil {
		return decide.Undecided(kind, "the inequality is rational but %v", err), true
	}
	setText, _ := sol.text(false)
	how := sol.how()
	if len(sr.reductions) > 0 {
		how = "reduced by monotonicity: " + strings.Join(sr.reductions, "; ") + "; " + how
	}
	what := "the inequality"
	if len(rels) == 1 && statement.AllEq(rels[0]) {
		what = "the equation"
	}
	if len(sr.sys.Chains)+len(sr.sys.Conds) > 1 {
		what = "the relations"
	}
	ints, lo, hi, why := c.integersIn(sol, rels, sr.condRels, union, x)
	if why != "" {
		return decide.Undecided(kind, "the integers of the solution set %s are not listed: %s", setText, why), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single number", q), true
	}
	v, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	claimed, exact := v.Exact()
	if !exact {
		return decide.Undecided(kind, "the answer is not known exactly"), true
	}
	n := big.NewRat(int64(len(ints)), 1)
	asked := "the number of them"
	if sum {
		n = new(big.Rat)
		for _, k := range ints {
			n.Add(n, new(big.Rat).SetInt(k))
		}
		asked = "their sum"
	}
	var pts []cas.Value
	for i, k := range ints {
		if len(ints) > 12 && i >= 3 && i < len(ints)-3 {
			continue
		}
		pts = append(pts, cas.Rat(new(big.Rat).SetInt(k)))
	}
	list := intList(ints)
	if claimed.Cmp(n) != 0 {
		r := decide.Refute(kind, "the integers that satisfy %s are %s, %s is %s, not %s: the solution set is %s (%s), every integer from %s to %s located in it exactly", what, list, asked, n.RatString(), claimed.RatString(), setText, how, lo, hi)
		r.Evidence = c.ineqEvidence(rels, sr.condRels, x, pts)
		return r, true
	}
	r := decide.Confirm(kind, "the integers that satisfy %s are %s, %s is %s, equal to the answer: the solution set is %s (%s), every integer from %s to %s located in it exactly", what, list, asked, n.RatString(), setText, how, lo, hi)
	r.Evidence = c.ineqEvidence(rels, sr.condRels, x, pts)
	return r, true
}

// CheckIntegerCount answers "how many integers satisfy <inequalities>"
// (or "the sum of all integer solutions of <inequalities>")
// when every formula of the question is an inequality (or an equation) in
// one unknown that
// solveIneq solves exactly. ok is false when the statement is not of that
// shape: the cue is the only question asked, with no restriction in words.
func CheckIntegerCount(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkIntegerCount(st, a)
}

// intList writes integers as a set, ∅ when there are none; more than 12
// are written by their first three and last three.
func intList(ints []*big.Int) string {
	if len(ints) == 0 {
		return "∅"
	}
	s := "{"
	for i, k := range ints {
		if len(ints) > 12 && i == 3 {
			s += ", …"
		}
		if len(ints) > 12 && i >= 3 && i < len(ints)-3 {
			continue
		}
		if i > 0 {
			s += ", "
		}
		s += k.String()
	}
	return s + "}"
}
