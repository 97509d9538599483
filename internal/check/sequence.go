package check

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
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

// checkSequence answers a statement ReadSequence reads; ok is false when
// it reads none.
func (c *checker) checkSequence(problem, answerSrc string) (Result, bool) {
	seq, ok := statement.ReadSequence(problem)
	if !ok {
		return Result{}, false
	}
	kind := statement.KindValue
	idx := map[int]*big.Rat{}
	for _, t := range seq.Terms {
		v, err := c.eval(t.E, nil)
		r, exact := v.Exact()
		if err != nil || !exact {
			return undecided(kind, "the term %s of %s is not a rational number computed exactly", statement.Clip(t.Src, 30), seq.Describe()), true
		}
		if old, ok := idx[t.Index]; ok && old.Cmp(r) != 0 {
			return undecided(kind, "%s gives term %d twice, with different values", seq.Describe(), t.Index), true
		}
		idx[t.Index] = r
	}
	var last *big.Rat
	if seq.Last != nil {
		v, err := c.eval(seq.Last, nil)
		r, exact := v.Exact()
		if err != nil || !exact {
			return undecided(kind, "the last term %s of %s is not a rational number computed exactly", statement.Clip(seq.LastSrc, 30), seq.Describe()), true
		}
		last = r
	}
	vals, how, why := seqAsked(seq, idx, last)
	if why != "" {
		return undecided(kind, "%s: %s", seq.Describe(), why), true
	}
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 {
		return undecided(kind, "%s is asked; the answer is not a single value", how), true
	}
	if seq.Fraction && !statement.IsCommonFraction(a.Items[0].E) {
		return undecided(kind, "the statement asks for a common fraction, and the answer %s is not written as one", statement.Clip(a.Text.Math, 30)), true
	}
	av, err := c.eval(a.Items[0].E, nil)
	ar, exact := av.Exact()
	if err != nil || !exact {
		return undecided(kind, "%s is asked; the answer %s is not a rational number computed exactly", how, statement.Clip(a.Text.Math, 30)), true
	}
	want := vals[0].v
	cmp := Comparison{What: how, Left: algebra.RatExpr(want), Right: a.Items[0].E, Want: record.WantEqual}
	var res Result
	if ar.Cmp(want) == 0 {
		res = confirm(kind, "%s: %s = %s, computed exactly, equal to the answer", seq.Describe(), how, seqProgNote(vals, want))
	} else {
		res = refute(kind, "%s: %s = %s, computed exactly, not %s", seq.Describe(), how, seqProgNote(vals, want), ar.RatString())
		res.Recomputed, res.RecomputedDiffers = ratTeX(want), true
	}
	res.Evidence = []Comparison{cmp}
	return res, true
}

// seqProgNote writes the progressions and the value: "a_1 = 6, d = 4;
// 402".
func seqProgNote(vals []seqValue, want *big.Rat) string {
	var ps []string
	for _, v := range vals {
		step := "d"
		if v.prog.Geometric {
			step = "q"
		}
		ps = append(ps, fmt.Sprintf("a_1 = %s, %s = %s", v.prog.A1.RatString(), step, v.prog.Step.RatString()))
	}
	return want.RatString() + " (" + strings.Join(ps, "; or ") + ")"
}

// seqAsked computes the quantity asked for every progression the terms
// fix; the values must agree. how names the quantity ("a_100").
func seqAsked(seq *statement.Sequence, idx map[int]*big.Rat, last *big.Rat) ([]seqValue, string, string) {
	progs, why := seqFit(seq.Geometric, idx)
	if why != "" {
		return nil, "", why
	}
	if seq.PosInt {
		if progs = seqPosInt(progs); len(progs) == 0 {
			return nil, "", "no sequence of positive integers has these terms"
		}
	}
	var how string
	switch seq.Ask {
	case statement.SeqAskTerm:
		how = fmt.Sprintf("a_%d", seq.N)
	case statement.SeqAskSum:
		how = fmt.Sprintf("a_1 + … + a_%d", seq.N)
	case statement.SeqAskCount:
		how = "the number of terms"
	case statement.SeqAskSumAll:
		how = fmt.Sprintf("the sum of the %d terms", seq.N)
	case statement.SeqAskBefore:
		how = "the number of terms before " + statement.Clip(seq.LastSrc, 20)
	default:
		how = "the common difference d"
		if seq.Geometric {
			how = "the common ratio q"
		}
	}
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
			return nil, "", fmt.Sprintf("%s is %s for one real ratio and %s for another; the statement does not say which", how, out[0].v.RatString(), v.RatString())
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
	}
	if seq.Ask == statement.SeqAskBefore {
		n, ok := p.IndexOf(last, 1)
		if !ok {
			return nil, fmt.Sprintf("%s is not a term of the sequence (or the terms repeat)", last.RatString())
		}
		return new(big.Rat).SetInt64(n - 1), ""
	}
	n, ok := p.IndexOf(last, int64(seq.Listed)+1)
	if !ok {
		return nil, fmt.Sprintf("the last term %s is not a term after the listed ones (or the terms repeat)", last.RatString())
	}
	if seq.Integer && !seqAllIntegers(p, n) {
		return nil, "the integers are asked and not every term is an integer"
	}
	if seq.Ask == statement.SeqAskSumAll {
		if n != int64(seq.N) {
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

// seqFit returns the progressions (over the reals, with rational first
// term and step) that have the given terms: one for an arithmetic
// sequence, one or two for a geometric one. why says why none is fixed.
func seqFit(geometric bool, idx map[int]*big.Rat) ([]algebra.Prog, string) {
	var ix []int
	for i := range idx {
		ix = append(ix, i)
	}
	sort.Ints(ix)
	if len(ix) < 2 {
		return nil, "one term does not fix the sequence"
	}
	i0, i1 := ix[0], ix[1]
	v0, v1 := idx[i0], idx[i1]
	var cands []algebra.Prog
	if !geometric {
		d := new(big.Rat).Sub(v1, v0)
		d.Quo(d, new(big.Rat).SetInt64(int64(i1-i0)))
		a1 := new(big.Rat).Sub(v0, new(big.Rat).Mul(d, new(big.Rat).SetInt64(int64(i0-1))))
		cands = []algebra.Prog{{A1: a1, Step: d}}
	} else {
		if v0.Sign() == 0 || v1.Sign() == 0 {
			return nil, "a geometric sequence with a term 0 is not read"
		}
		qs, ok := algebra.RatRealRoots(new(big.Rat).Quo(v1, v0), i1-i0)
		if !ok {
			return nil, fmt.Sprintf("the common ratio q with q^%d = %s is not rational", i1-i0, new(big.Rat).Quo(v1, v0).RatString())
		}
		if len(qs) == 0 {
			return nil, fmt.Sprintf("no real ratio q has q^%d = %s", i1-i0, new(big.Rat).Quo(v1, v0).RatString())
		}
		for _, q := range qs {
			a1 := new(big.Rat).Set(v0)
			qp, err := (algebra.Prog{Geometric: true, A1: big.NewRat(1, 1), Step: q}).Term(int64(i0))
			if err != nil {
				return nil, err.Error()
			}
			cands = append(cands, algebra.Prog{Geometric: true, A1: a1.Quo(a1, qp), Step: q})
		}
	}
	var fit []algebra.Prog
	why := ""
	for _, p := range cands {
		if w := seqMisfit(p, ix, idx); w != "" {
			why = fmt.Sprintf("%s does not fit the sequence fixed by terms %d and %d", w, i0, i1)
			continue
		}
		fit = append(fit, p)
	}
	if len(fit) == 0 {
		return nil, why
	}
	return fit, ""
}

// seqMisfit names a given term the progression does not have, or "".
func seqMisfit(p algebra.Prog, ix []int, idx map[int]*big.Rat) string {
	for _, i := range ix {
		t, err := p.Term(int64(i))
		if err != nil {
			return err.Error()
		}
		if t.Cmp(idx[i]) != 0 {
			return fmt.Sprintf("the given term %d (%s, not %s)", i, idx[i].RatString(), t.RatString())
		}
	}
	return ""
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
