package sequences

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/pctchain"
)

// pctShape names the reading in notes.
const pctShape = "numbers tied by percentages (X is P% of / less than / greater than Y)"

// CheckPctChain decides a question read by pctchain.Read (issue 42,
// Gaokao): every number is written as an exact rational multiple of one
// of them through the relations with known percentages (each factor
// P/100, 1 − P/100 or 1 + P/100 must be nonzero, and a relation that
// closes a cycle must hold exactly); the ratio asked, or the unknown
// percentage solved from its one relation, is then exact and compared
// with the answer. Numbers not all tied together, a zero factor or a
// contradiction: undecided.
func CheckPctChain(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := pctchain.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	val, why := pctValues(q)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", pctShape, why), true
	}
	var want *big.Rat
	var what string
	if q.AskP {
		for _, r := range q.Rels {
			if r.P != nil {
				continue
			}
			ratio := new(big.Rat).Quo(val[r.X], val[r.Y])
			want = ratio.Sub(ratio, big.NewRat(r.Base, 1))
			want.Mul(want, big.NewRat(100*r.Sign, 1))
			what = fmt.Sprintf("%s from %s = (%d %+d·%s/100)·%s", q.Letter, r.X, r.Base, r.Sign, q.Letter, r.Y)
		}
	} else {
		want = new(big.Rat).Quo(val[q.AskX], val[q.AskY])
		what = fmt.Sprintf("%s/%s", q.AskX, q.AskY)
	}
	if want == nil {
		return decide.Undecided(kind, "%s: the unknown percentage is in no relation", pctShape), true
	}
	got, bad := c.OneExactAnswer(answerSrc, kind, pctShape, "")
	if bad != nil {
		return *bad, true
	}
	how := fmt.Sprintf("%s: as multiples of one of them %s, so %s = %s exactly", pctShape, pctValuesText(val), what, want.RatString())
	if got.Cmp(want) != 0 {
		r := decide.Refute(kind, "%s, not %s", how, got.RatString())
		r.Recomputed, r.RecomputedDiffers = want.RatString(), true
		return r, true
	}
	a, _ := statement.ReadAnswer(answerSrc) // read by OneExactAnswer: one item
	return decide.WithExactEvidence(decide.Confirm(kind, "%s, equal to the answer", how), what, want, a.Items[0].E), true
}

// pctValues writes every number as a multiple of the first one named
// (1); why says why not.
func pctValues(q pctchain.Question) (map[string]*big.Rat, string) {
	factor := func(r pctchain.Rel) *big.Rat {
		k := new(big.Rat).Mul(r.P, big.NewRat(r.Sign, 100))
		return k.Add(k, big.NewRat(r.Base, 1))
	}
	val := map[string]*big.Rat{}
	names := map[string]bool{}
	for _, r := range q.Rels {
		names[r.X], names[r.Y] = true, true
		if r.P != nil && factor(r).Sign() == 0 {
			return nil, fmt.Sprintf("%s is 0 times %s: the numbers are not all nonzero", r.X, r.Y)
		}
	}
	val[q.Rels[0].Y] = big.NewRat(1, 1)
	for changed := true; changed; {
		changed = false
		for _, r := range q.Rels {
			if r.P == nil {
				continue
			}
			k := factor(r)
			switch x, y := val[r.X], val[r.Y]; {
			case x == nil && y != nil:
				val[r.X], changed = new(big.Rat).Mul(k, y), true
			case x != nil && y == nil:
				val[r.Y], changed = new(big.Rat).Quo(x, k), true
			case x != nil && y != nil && x.Cmp(new(big.Rat).Mul(k, y)) != 0:
				return nil, fmt.Sprintf("the relations contradict each other at %s and %s", r.X, r.Y)
			}
		}
	}
	for n := range names {
		if val[n] == nil {
			return nil, fmt.Sprintf("%s is not tied to the others by a known percentage", n)
		}
	}
	if !q.AskP && (val[q.AskX] == nil || val[q.AskY] == nil) {
		return nil, "a number asked is in no relation"
	}
	return val, ""
}

// pctValuesText writes the multiples for the note.
func pctValuesText(val map[string]*big.Rat) string {
	var parts []string
	for n, v := range val {
		parts = append(parts, n+" = "+v.RatString())
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}
