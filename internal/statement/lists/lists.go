// Package lists reads the question "How many numbers are in the list
// $a_1, a_2, a_3, \ldots, b_2, b_1$?" (issue 42): a finite list written
// by its first terms, an ellipsis and its last terms. It reads and
// computes; internal/check/sequences compares the count with the answer.
package lists

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// ListCount is a finite arithmetic list read from its written terms.
type ListCount struct {
	First, Step, Last *big.Rat
	Count             *big.Int
	Src               string // the list as written
}

var (
	listQuestionRe = regexp.MustCompile(`^how many numbers are in the (following )?list:?$`)
	listNumberRe   = regexp.MustCompile(`^-?\d+(\.\d+)?$`)
	listDotsRe     = regexp.MustCompile(`^(\\ldots|\\dots|\\cdots|\.\.\.)$`)
)

// ReadListCount reads "How many numbers are in the (following) list(:)
// $L$?" with L at least three numerals, an ellipsis and at least one
// numeral. The written terms must be one arithmetic progression: the
// first three (or more) fix the step d ≠ 0, the last ones follow it, and
// the last term is the first plus a whole number of steps, reached after
// the leading terms. The count is (last − first)/d + 1. ok is false for
// any other statement or list (the ellipsis then continues no one
// pattern that the written terms prove).
func ReadListCount(problem string) (ListCount, bool) {
	parts := statement.SplitDollars(statement.UnicodeFix.Replace(problem))
	var prose []string
	var src string
	n := 0
	for _, p := range parts {
		if p.Math {
			n++
			src = strings.TrimSpace(p.Text)
			continue
		}
		prose = append(prose, p.Text)
	}
	if n != 1 || len(prose) == 0 {
		return ListCount{}, false
	}
	tail := strings.TrimSpace(strings.Join(prose[1:], ""))
	src, hasQ := strings.CutSuffix(strings.TrimSpace(src), "?")
	if tail == "?" {
		hasQ = true
	} else if tail != "" {
		return ListCount{}, false
	}
	q := strings.ToLower(strings.Join(strings.Fields(prose[0]), " "))
	if !listQuestionRe.MatchString(q) || (!hasQ && !strings.HasSuffix(q, ":")) {
		return ListCount{}, false
	}
	return readList(strings.TrimSpace(src))
}

// readList reads the terms "a, b, c, \ldots, y, z".
func readList(src string) (ListCount, bool) {
	var lead, tail []*big.Rat
	dots := 0
	for _, it := range strings.Split(src, ",") {
		it = strings.TrimSpace(it)
		if listDotsRe.MatchString(it) {
			dots++
			continue
		}
		if !listNumberRe.MatchString(it) {
			return ListCount{}, false
		}
		v, _ := new(big.Rat).SetString(it)
		if dots == 0 {
			lead = append(lead, v)
		} else {
			tail = append(tail, v)
		}
	}
	if dots != 1 || len(lead) < 3 || len(tail) < 1 {
		return ListCount{}, false
	}
	d := new(big.Rat).Sub(lead[1], lead[0])
	if d.Sign() == 0 || !steps(lead, d) || !steps(tail, d) {
		return ListCount{}, false
	}
	// The index of each tail term: (t − first)/d, a whole number after the
	// leading terms.
	k := new(big.Rat).Quo(new(big.Rat).Sub(tail[0], lead[0]), d)
	if !k.IsInt() || k.Num().Cmp(big.NewInt(int64(len(lead)))) < 0 {
		return ListCount{}, false
	}
	last := tail[len(tail)-1]
	count := new(big.Int).Add(k.Num(), big.NewInt(int64(len(tail))))
	return ListCount{First: lead[0], Step: d, Last: last, Count: count, Src: src}, true
}

// steps says whether each term is the one before plus d.
func steps(ts []*big.Rat, d *big.Rat) bool {
	for i := 1; i < len(ts); i++ {
		if new(big.Rat).Sub(ts[i], ts[i-1]).Cmp(d) != 0 {
			return false
		}
	}
	return true
}
