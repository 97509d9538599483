package sequences

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 3b: arithmetic and geometric sequences given by
// their terms (statement.ReadSequence). The given terms fix the first term
// and the common difference or ratio exactly, over ℚ; every given term is
// verified against them; the quantity asked (a term, the sum of the first
// terms, the number of terms of a finite listing, the common difference or
// ratio) is computed exactly (algebra.Prog). A geometric sequence fixed by
// two terms k places apart has one real ratio for k odd and two for k
// even: the answer must be the same for every real ratio, or the row is
// undecided.

// seqValue is the quantity asked for one progression, with its name.
type seqValue struct {
	prog algebra.Prog
	v    *big.Rat
}

// checkSequence is CheckSequence on this package's checker.
func (c *checker) checkSequence(problem, answerSrc string) (decide.Result, bool) {
	seq, ok := statement.ReadSequence(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	idx := map[int]*big.Rat{}
	for _, t := range seq.Terms {
		v, err := c.Eval(t.E, nil)
		r, exact := v.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "the term %s of %s is not a rational number computed exactly", statement.Clip(t.Src, 30), seq.Describe()), true
		}
		if old, ok := idx[t.Index]; ok && old.Cmp(r) != 0 {
			return decide.Undecided(kind, "%s gives term %d twice, with different values", seq.Describe(), t.Index), true
		}
		idx[t.Index] = r
	}
	var last *big.Rat
	if seq.Last != nil {
		v, err := c.Eval(seq.Last, nil)
		r, exact := v.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "the last term %s of %s is not a rational number computed exactly", statement.Clip(seq.LastSrc, 30), seq.Describe()), true
		}
		last = r
	}
	var given [2]*big.Rat // the given infinite sum and ratio of a series
	for i, e := range []ast.Expr{seq.SumAll, seq.Ratio} {
		if e == nil {
			continue
		}
		v, err := c.Eval(e, nil)
		r, exact := v.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "the given sum or ratio of %s is not a rational number computed exactly", seq.Describe()), true
		}
		given[i] = r
	}
	if len(seq.Lin) > 0 {
		return c.checkSequenceLinear(seq, idx, answerSrc), true
	}
	vals, how, why := seqAsked(seq, idx, last, given)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", seq.Describe(), statement.Clip(why, 200)), true
	}
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", how), true
	}
	if seq.Fraction && !statement.IsCommonFraction(a.Items[0].E) {
		return decide.Undecided(kind, "the statement asks for a common fraction, and the answer %s is not written as one", statement.Clip(a.Text.Math, 30)), true
	}
	av, err := c.Eval(a.Items[0].E, nil)
	ar, exact := av.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "%s is asked; the answer %s is not a rational number computed exactly", how, statement.Clip(a.Text.Math, 30)), true
	}
	want := vals[0].v
	cmp := decide.Comparison{What: how, Left: algebra.RatExpr(want), Right: a.Items[0].E, Want: record.WantEqual}
	var res decide.Result
	if ar.Cmp(want) == 0 {
		res = decide.Confirm(kind, "%s: %s = %s, computed exactly, equal to the answer", seq.Describe(), how, seqProgNote(vals, want))
	} else {
		res = decide.Refute(kind, "%s: %s = %s, computed exactly, not %s", seq.Describe(), how, seqProgNote(vals, want), clipRat(ar))
		res.Recomputed, res.RecomputedDiffers = ratTeX(want), true
	}
	res.Evidence = seqEvidence(seq, vals[0].prog, cmp)
	return res, true
}

// seqEvidence is what a progression's verdict rests on, for another
// engine to redo from the progression (a_1 and the step): each given term
// of the statement (at most maxSeqEvidence) against the progression's
// formula at its index, and the term or the sum asked written as that
// formula (a sum of at most 64 terms written out as one) against the
// answer. Other quantities asked keep cmp, leg 1's value against the
// answer.
func seqEvidence(seq *statement.Sequence, p algebra.Prog, cmp decide.Comparison) []decide.Comparison {
	if p.A1 == nil || p.Step == nil {
		return []decide.Comparison{cmp}
	}
	var ev []decide.Comparison
	for _, t := range seq.Terms[:min(len(seq.Terms), maxSeqEvidence)] {
		ev = append(ev, decide.Comparison{What: fmt.Sprintf("the given term %d against the progression's", t.Index),
			Left: seqTermExpr(p, decide.IntExpr(big.NewInt(int64(t.Index)))), Right: t.E, Want: record.WantEqual})
	}
	switch {
	case seq.Ask == statement.SeqAskTerm:
		cmp.Left = seqTermExpr(p, decide.IntExpr(big.NewInt(int64(seq.N))))
		cmp.What += ", the progression's term"
	case seq.Ask == statement.SeqAskSum && seq.N >= 1 && seq.N <= 64:
		cmp.Left = &ast.BigOp{Var: "k", Lo: decide.IntExpr(big.NewInt(1)), Hi: decide.IntExpr(big.NewInt(int64(seq.N))), X: seqTermExpr(p, &ast.Ident{Name: "k"})}
		cmp.What += ", the progression's terms summed"
	case (seq.Ask == statement.SeqAskCount || seq.Ask == statement.SeqAskBefore) && seq.Last != nil:
		// The count's defining equation, the answer put in: the term at
		// the answer (after it, for the terms before a value) is the
		// statement's last term.
		n := cmp.Right
		if seq.Ask == statement.SeqAskBefore {
			n = &ast.Binary{Op: ast.Add, X: n, Y: decide.IntExpr(big.NewInt(1))}
		}
		cmp = decide.Comparison{What: "the progression's term at the answer against the last term", Left: seqTermExpr(p, n), Right: seq.Last, Want: record.WantEqual}
	}
	return append(ev, cmp)
}

// maxSeqEvidence bounds the given terms recorded.
const maxSeqEvidence = 4

// seqTermExpr is the progression's term at index k: a_1 + (k - 1)·d, or
// a_1·q^{k - 1}.
func seqTermExpr(p algebra.Prog, k ast.Expr) ast.Expr {
	km1 := &ast.Binary{Op: ast.Sub, X: k, Y: decide.IntExpr(big.NewInt(1))}
	if p.Geometric {
		return &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: algebra.RatExpr(p.A1), Y: &ast.Binary{Op: ast.Pow, X: algebra.RatExpr(p.Step), Y: km1}}
	}
	return &ast.Binary{Op: ast.Add, X: algebra.RatExpr(p.A1), Y: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: km1, Y: algebra.RatExpr(p.Step)}}
}

// CheckSequence answers a statement ReadSequence reads; ok is false when
// it reads none.
func CheckSequence(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkSequence(problem, answerSrc)
}

// seqProgNote writes the progressions and the value: "a_1 = 6, d = 4;
// 402".
func seqProgNote(vals []seqValue, want *big.Rat) string {
	var ps []string
	for _, v := range vals {
		if v.prog.A1 == nil {
			return clipRat(want)
		}
		step := "d"
		if v.prog.Geometric {
			step = "q"
		}
		ps = append(ps, fmt.Sprintf("a_1 = %s, %s = %s", clipRat(v.prog.A1), step, clipRat(v.prog.Step)))
	}
	return clipRat(want) + " (" + strings.Join(ps, "; or ") + ")"
}

// seqAsked computes the quantity asked for every progression the terms
// fix; the values must agree. how names the quantity ("a_100").
func seqAsked(seq *statement.Sequence, idx map[int]*big.Rat, last *big.Rat, given [2]*big.Rat) ([]seqValue, string, string) {
	progs, why := algebra.FitProg(seq.Geometric, idx)
	if given[0] != nil {
		if !seq.Geometric {
			return nil, "", "an infinite arithmetic series given by its sum is not read"
		}
		progs, why = seqFromSum(idx, given[0], given[1])
	}
	if why != "" {
		if v, how, ok := seqTermByPowers(seq, idx); ok {
			return []seqValue{{v: v}}, how, ""
		}
		return nil, "", why
	}
	if seq.PosInt {
		if progs = seqPosInt(progs); len(progs) == 0 {
			return nil, "", "no sequence of positive integers has these terms"
		}
	}
	how := seqHow(seq)
	var out []seqValue
	for _, p := range progs {
		v, why := seqValueOf(seq, p, last)
		if why != "" {
			return nil, "", why
		}
		if seq.Positive && v.Sign() <= 0 {
			continue // the positive value is asked
		}
		if len(out) > 0 && out[0].v.Cmp(v) != 0 {
			return nil, "", fmt.Sprintf("%s is %s for one real ratio and %s for another; the statement does not say which", how, clipRat(out[0].v), clipRat(v))
		}
		out = append(out, seqValue{prog: p, v: v})
	}
	if len(out) == 0 {
		return nil, "", how + " is not positive for any real ratio"
	}
	return out, how, ""
}

// seqPosInt keeps the progressions of positive integers: a_1 a positive
// integer and the step a positive integer (ratio) or a nonnegative one
// (difference).
func seqPosInt(progs []algebra.Prog) []algebra.Prog {
	var out []algebra.Prog
	for _, p := range progs {
		ok := p.A1.IsInt() && p.A1.Sign() > 0 && p.Step.IsInt()
		if p.Geometric {
			ok = ok && p.Step.Sign() > 0
		} else {
			ok = ok && p.Step.Sign() >= 0
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// seqValueOf is the quantity asked for one progression.
func seqValueOf(seq *statement.Sequence, p algebra.Prog, last *big.Rat) (*big.Rat, string) {
	switch seq.Ask {
	case statement.SeqAskTerm, statement.SeqAskSum:
		f := p.Term
		if seq.Ask == statement.SeqAskSum {
			f = p.Sum
		}
		v, err := f(int64(seq.N))
		if err != nil {
			return nil, err.Error()
		}
		return v, ""
	case statement.SeqAskStep:
		return p.Step, ""
	case statement.SeqAskUnknowns:
		return seqUnknowns(seq, p)
	case statement.SeqAskDiff, statement.SeqAskNext:
		return seqDiffNext(seq, p)
	}
	if seq.Ask == statement.SeqAskSumIndex {
		return seqSumIndex(p, last)
	}
	if seq.Ask == statement.SeqAskSeriesSum && last == nil {
		if !p.Geometric {
			return nil, "an infinite arithmetic series has no sum"
		}
		one := big.NewRat(1, 1)
		if new(big.Rat).Abs(p.Step).Cmp(one) >= 0 {
			return nil, fmt.Sprintf("the ratio %s is not below 1 in absolute value: the series diverges", clipRat(p.Step))
		}
		return new(big.Rat).Quo(p.A1, new(big.Rat).Sub(one, p.Step)), ""
	}
	if seq.Ask == statement.SeqAskBefore {
		n, why := p.IndexOf(last, 1)
		if why != "" {
			return nil, clipRat(last) + ": " + why
		}
		return new(big.Rat).SetInt64(n - 1), ""
	}
	n, why := p.IndexOf(last, int64(seq.Listed)+1)
	if why != "" {
		return nil, "the last term " + clipRat(last) + ": " + why
	}
	if seq.Integer && !seqAllIntegers(p, n) {
		return nil, "the integers are asked and not every term is an integer"
	}
	if seq.Ask == statement.SeqAskSumAll || seq.Ask == statement.SeqAskSeriesSum {
		if seq.Ask == statement.SeqAskSumAll && n != int64(seq.N) {
			return nil, fmt.Sprintf("the listing has %d terms, not the %d the statement says", n, seq.N)
		}
		v, err := p.Sum(n)
		if err != nil {
			return nil, err.Error()
		}
		return v, ""
	}
	return new(big.Rat).SetInt64(n), ""
}

// seqAllIntegers reports that a_1, …, a_n are all integers.
func seqAllIntegers(p algebra.Prog, n int64) bool {
	if !p.Geometric {
		return p.A1.IsInt() && p.Step.IsInt()
	}
	for i := int64(1); i <= n; i++ {
		t, err := p.Term(i)
		if err != nil || !t.IsInt() {
			return false
		}
	}
	return true
}

// seqSumIndex is the n with a_1 + … + a_n = v, for a sequence of positive
// terms (a_1 > 0 and a ratio q > 0, or a difference d ≥ 0): the sums
// increase strictly, so the n found is the only one.
func seqSumIndex(p algebra.Prog, v *big.Rat) (*big.Rat, string) {
	if p.A1.Sign() <= 0 || (p.Geometric && p.Step.Sign() <= 0) || (!p.Geometric && p.Step.Sign() < 0) {
		return nil, "the terms are not all positive, so the sums need not increase"
	}
	for n := int64(1); n <= 4096; n++ {
		s, err := p.Sum(n)
		if err != nil {
			return nil, err.Error()
		}
		switch s.Cmp(v) {
		case 0:
			return new(big.Rat).SetInt64(n), ""
		case 1:
			return nil, fmt.Sprintf("no sum of the first terms is %s (the sums increase past it at n = %d)", clipRat(v), n)
		}
	}
	return nil, "no sum of the first 4096 terms is " + clipRat(v)
}

// seqTermByPowers answers a term of a geometric sequence given by two
// terms a_i and a_j, j = i + k, whose ratio q (q^k = r = a_j/a_i) is
// irrational: when n - i = m k, a_n = a_i r^m for every real q. A real q
// exists when k is odd or r > 0.
func seqTermByPowers(seq *statement.Sequence, idx map[int]*big.Rat) (*big.Rat, string, bool) {
	if !seq.Geometric || seq.Ask != statement.SeqAskTerm || len(idx) != 2 || seq.PosInt {
		return nil, "", false
	}
	var ix []int
	for i := range idx {
		ix = append(ix, i)
	}
	sort.Ints(ix)
	i, k := ix[0], ix[1]-ix[0]
	vi := idx[i]
	if vi.Sign() == 0 || idx[ix[1]].Sign() == 0 || (seq.N-i)%k != 0 {
		return nil, "", false
	}
	r := new(big.Rat).Quo(idx[ix[1]], vi)
	if k%2 == 0 && r.Sign() < 0 {
		return nil, "", false
	}
	m := (seq.N - i) / k
	base := r
	if m < 0 {
		base, m = new(big.Rat).Inv(r), -m
	}
	p, err := (algebra.Prog{Geometric: true, A1: vi, Step: base}).Term(int64(m) + 1)
	if err != nil || (seq.Positive && p.Sign() <= 0) {
		return nil, "", false
	}
	how := fmt.Sprintf("a_%d = a_%d (a_%d/a_%d)^%d (q^%d = %s for every real ratio q)", seq.N, i, ix[1], i, (seq.N-i)/k, k, clipRat(r))
	return p, how, true
}

// seqHow names the quantity asked ("a_100").
func seqHow(seq *statement.Sequence) string {
	switch seq.Ask {
	case statement.SeqAskTerm:
		return fmt.Sprintf("a_%d", seq.N)
	case statement.SeqAskSum:
		return fmt.Sprintf("a_1 + … + a_%d", seq.N)
	case statement.SeqAskCount:
		return "the number of terms"
	case statement.SeqAskSumAll:
		return fmt.Sprintf("the sum of the %d terms", seq.N)
	case statement.SeqAskSumIndex:
		return "the number n of terms whose sum is " + statement.Clip(seq.LastSrc, 20)
	case statement.SeqAskBefore:
		return "the number of terms before " + statement.Clip(seq.LastSrc, 20)
	case statement.SeqAskUnknowns:
		return strings.Join(seq.AskNames, " + ")
	case statement.SeqAskDiff:
		return fmt.Sprintf("|a_%d - a_%d|", seq.N, seq.N2)
	case statement.SeqAskNext:
		return fmt.Sprintf("a_%d + … + a_%d", seq.Listed+1, seq.Listed+seq.N)
	case statement.SeqAskSeriesSum:
		if seq.Last == nil {
			return "the sum of the series a_1/(1 - q)"
		}
		return "the sum of the series up to " + statement.Clip(seq.LastSrc, 20)
	}
	if seq.Geometric {
		return "the common ratio q"
	}
	return "the common difference d"
}

// seqFromSum is the geometric series with the given infinite sum s and
// either the given ratio q or the given first term a_1 (idx[1]): a_1 =
// s (1 - q), or q = 1 - a_1/s. The series converges only for |q| < 1.
func seqFromSum(idx map[int]*big.Rat, s, q *big.Rat) ([]algebra.Prog, string) {
	one := big.NewRat(1, 1)
	var a1 *big.Rat
	switch {
	case q != nil && len(idx) == 0:
		a1 = new(big.Rat).Mul(s, new(big.Rat).Sub(one, q))
	case q == nil && len(idx) == 1 && idx[1] != nil && s.Sign() != 0:
		a1 = idx[1]
		q = new(big.Rat).Sub(one, new(big.Rat).Quo(a1, s))
	default:
		return nil, "the series is not fixed by its sum and one more given"
	}
	if new(big.Rat).Abs(q).Cmp(one) >= 0 {
		return nil, fmt.Sprintf("the ratio %s does not make the series converge (|q| ≥ 1)", clipRat(q))
	}
	return []algebra.Prog{{Geometric: true, A1: a1, Step: q}}, ""
}

// seqUnknowns is the sum of the listed unknown terms asked.
func seqUnknowns(seq *statement.Sequence, p algebra.Prog) (*big.Rat, string) {
	sum := new(big.Rat)
	for _, n := range seq.AskNames {
		t, err := p.Term(int64(seq.Unknowns[n]))
		if err != nil {
			return nil, err.Error()
		}
		sum.Add(sum, t)
	}
	if seq.IntValue && !sum.IsInt() {
		return nil, "the integer value is asked, and " + sum.RatString() + " is not an integer"
	}
	return sum, ""
}

// clipRat writes a rational for a note (algebra.ShortRat).
func clipRat(r *big.Rat) string { return algebra.ShortRat(r) }

// seqDiffNext is |a_N - a_N2|, or the sum of the N terms after the
// listed ones.
func seqDiffNext(seq *statement.Sequence, p algebra.Prog) (*big.Rat, string) {
	var x, y *big.Rat
	var err1, err2 error
	if seq.Ask == statement.SeqAskDiff {
		x, err1 = p.Term(int64(seq.N))
		y, err2 = p.Term(int64(seq.N2))
	} else {
		x, err1 = p.Sum(int64(seq.Listed + seq.N))
		y, err2 = p.Sum(int64(seq.Listed))
	}
	if err1 != nil || err2 != nil {
		return nil, algebra.ErrProgTooBig.Error()
	}
	d := new(big.Rat).Sub(x, y)
	if seq.Ask == statement.SeqAskDiff {
		d.Abs(d)
	}
	return d, ""
}

// checkSequenceLinear answers an arithmetic sequence given by sums of its
// terms (and terms): every fact is linear in a_1 and d, and so is the
// term, the sum or the difference asked (algebra.SolveArith).
func (c *checker) checkSequenceLinear(seq *statement.Sequence, idx map[int]*big.Rat, answerSrc string) decide.Result {
	kind := statement.KindValue
	if seq.Geometric || seq.Listed > 0 {
		return decide.Undecided(kind, "%s: sums of terms are read for an arithmetic sequence given by named terms only", seq.Describe())
	}
	r := func(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }
	var facts []algebra.ArithFact
	for i, v := range idx {
		facts = append(facts, algebra.ArithFact{C1: r(1), Cd: r(int64(i - 1)), V: v})
	}
	for _, l := range seq.Lin {
		v, err := c.Eval(l.E, nil)
		x, exact := v.Exact()
		if err != nil || !exact {
			return decide.Undecided(kind, "the sum %s is not a rational number computed exactly", statement.Clip(l.Src, 30))
		}
		f := algebra.ArithFact{C1: r(2), Cd: r(int64(l.I + l.J - 2)), V: x}
		if l.I == 0 {
			f = algebra.ArithFact{C1: r(int64(l.N)), Cd: r(int64(l.N) * int64(l.N-1) / 2), V: x}
		}
		facts = append(facts, f)
	}
	n := int64(seq.N)
	var ask algebra.ArithFact
	switch seq.Ask {
	case statement.SeqAskTerm:
		ask = algebra.ArithFact{C1: r(1), Cd: r(n - 1)}
	case statement.SeqAskSum:
		ask = algebra.ArithFact{C1: r(n), Cd: r(n * (n - 1) / 2)}
	case statement.SeqAskStep:
		ask = algebra.ArithFact{C1: r(0), Cd: r(1)}
	default:
		return decide.Undecided(kind, "%s: the question is not read with sums given", seq.Describe())
	}
	want, prog, why := algebra.SolveArith(facts, ask)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", seq.Describe(), why)
	}
	how := seqHow(seq)
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", how)
	}
	if seq.Fraction && !statement.IsCommonFraction(a.Items[0].E) {
		return decide.Undecided(kind, "the statement asks for a common fraction, and the answer %s is not written as one", statement.Clip(a.Text.Math, 30))
	}
	av, err := c.Eval(a.Items[0].E, nil)
	ar, exact := av.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "%s is asked; the answer %s is not a rational number computed exactly", how, statement.Clip(a.Text.Math, 30))
	}
	fixed := "the facts, linear in a_1 and d, fix it"
	if prog != nil {
		fixed = fmt.Sprintf("a_1 = %s, d = %s solved exactly from the facts", clipRat(prog.A1), clipRat(prog.Step))
	}
	var res decide.Result
	if ar.Cmp(want) == 0 {
		res = decide.Confirm(kind, "%s: %s = %s (%s), computed exactly, equal to the answer", seq.Describe(), how, clipRat(want), fixed)
	} else {
		res = decide.Refute(kind, "%s: %s = %s (%s), computed exactly, not %s", seq.Describe(), how, clipRat(want), fixed, clipRat(ar))
		res.Recomputed, res.RecomputedDiffers = ratTeX(want), true
	}
	res.Evidence = []decide.Comparison{{What: how, Left: algebra.RatExpr(want), Right: a.Items[0].E, Want: record.WantEqual}}
	return res
}
