package counting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/seating"
)

// maxSeatPatterns bounds the patterns of types tried for a seating.
const maxSeatPatterns = 400000

// CheckSeating checks the number of ways to seat people in a row or
// around a table (rotations the same) under conditions of adjacency: every
// pattern of the people's types over the seats is tried (at most
// maxSeatPatterns), those that obey every condition counted, times the
// orders of the people within each type, divided by the number of seats
// around a table (a rotation moves every seating of distinct people to
// another); ok is false when the statement does not ask for it.
func CheckSeating(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := seating.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, why := seatingWays(q)
	if want == nil {
		return decide.Undecided(kind, "%s: %s", q.Shape, why), true
	}
	how := fmt.Sprintf("%s: %s, %s ways", q.Shape, seatingText(q), want)
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return withExact(r, "the ways to seat "+seatingText(q), want, got), true
}

// seatingText says the people, the seats and the conditions.
func seatingText(q seating.Seating) string {
	var ps []string
	for _, t := range q.Types {
		if t.Same {
			ps = append(ps, fmt.Sprintf("%d %s (alike)", t.Count, t.Name))
		} else {
			ps = append(ps, fmt.Sprintf("%d %s", t.Count, t.Name))
		}
	}
	where := fmt.Sprintf("%d seats in a row", q.Seats)
	if q.Circle {
		where = fmt.Sprintf("%d seats around a table", q.Seats)
	}
	var rs []string
	for _, r := range q.Rules {
		rs = append(rs, fmt.Sprintf("%s (%s | %s)", r.Kind, typeNames(q, r.A), typeNames(q, r.B)))
	}
	s := strings.Join(ps, ", ") + " on " + where
	if len(rs) > 0 {
		s += " with " + strings.Join(rs, ", ")
	}
	return s
}

func typeNames(q seating.Seating, set uint32) string {
	var ns []string
	for i, t := range q.Types {
		if set&(1<<uint(i)) != 0 {
			ns = append(ns, t.Name)
		}
	}
	return strings.Join(ns, ", ")
}

// seatingWays counts the seatings, or says why it does not.
func seatingWays(q seating.Seating) (*big.Int, string) {
	n := q.People()
	if n < 1 || q.Seats < n || q.Seats > 30 || len(q.Types) > 20 {
		return nil, fmt.Sprintf("%d people on %d seats is not a seating leg 1 counts", n, q.Seats)
	}
	counts := make([]int, 0, len(q.Types)+1)
	mult := big.NewInt(1)
	for _, t := range q.Types {
		if t.Count < 1 {
			return nil, "a type of no people"
		}
		if t.Same && q.Circle {
			return nil, "alike people around a table are not counted by rotation classes"
		}
		counts = append(counts, t.Count)
		if !t.Same {
			mult.Mul(mult, factorial(t.Count))
		}
	}
	if q.Seats > n {
		counts = append(counts, q.Seats-n) // the empty seats, alike
	}
	patterns := factorial(q.Seats)
	for _, k := range counts {
		patterns.Quo(patterns, factorial(k))
	}
	if patterns.Cmp(big.NewInt(maxSeatPatterns)) > 0 {
		return nil, fmt.Sprintf("%s patterns of the types over the seats are more than leg 1 tries", patterns)
	}
	for _, r := range q.Rules {
		if r.Kind == seating.Opposite && (!q.Circle || q.Seats%2 != 0) {
			return nil, "sitting opposite is read around a table of an even number of seats only"
		}
		if (r.Kind == seating.Ends || r.Kind == seating.NotFirst) && q.Circle {
			return nil, "the ends of a row are not read around a table"
		}
	}
	seq := make([]int, q.Seats)
	var good int64
	var fill func(pos int)
	fill = func(pos int) {
		if pos == len(seq) {
			if seatingObeys(q, seq) {
				good++
			}
			return
		}
		for t := range counts {
			if counts[t] > 0 {
				counts[t]--
				seq[pos] = t
				fill(pos + 1)
				counts[t]++
			}
		}
	}
	fill(0)
	ways := new(big.Int).Mul(big.NewInt(good), mult)
	if q.Circle {
		var rem big.Int
		ways.QuoRem(ways, big.NewInt(int64(q.Seats)), &rem)
		if rem.Sign() != 0 {
			return nil, "the seatings are not a whole number of rotation classes"
		}
	}
	return ways, ""
}

// seatingObeys says whether a pattern of types obeys every rule.
func seatingObeys(q seating.Seating, seq []int) bool {
	for _, r := range q.Rules {
		if !ruleHolds(q, r, seq) {
			return false
		}
	}
	return true
}

func ruleHolds(q seating.Seating, r seating.Rule, seq []int) bool {
	in := func(set uint32, i int) bool { return set&(1<<uint(seq[i])) != 0 }
	s := len(seq)
	switch r.Kind {
	case seating.Together:
		return together(q.Circle, seq, r.A)
	case seating.NotTogether:
		return !together(q.Circle, seq, r.A)
	case seating.Apart, seating.SomeAdj:
		apart := true
		for i := 0; i < s && apart; i++ {
			j := i + 1
			if j == s {
				if !q.Circle || s < 3 {
					break
				}
				j = 0
			}
			if in(r.A, i) && in(r.B, j) || in(r.B, i) && in(r.A, j) {
				apart = false
			}
		}
		return apart == (r.Kind == seating.Apart)
	case seating.Ends:
		return in(r.A, 0) && in(r.A, s-1)
	case seating.NotFirst:
		return !in(r.A, 0)
	case seating.Opposite:
		for i := 0; i < s; i++ {
			if in(r.A, i) {
				return in(r.B, (i+s/2)%s)
			}
		}
	}
	return false
}

// together says whether the seats of the types in set form one block.
func together(circle bool, seq []int, set uint32) bool {
	s := len(seq)
	first, last, m, ends := -1, -1, 0, 0
	for i := 0; i < s; i++ {
		if set&(1<<uint(seq[i])) == 0 {
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
		m++
		if set&(1<<uint(seq[(i+1)%s])) == 0 {
			ends++
		}
	}
	switch {
	case m <= 1 || m == s:
		return true
	case circle:
		return ends == 1
	}
	return last-first+1 == m
}
