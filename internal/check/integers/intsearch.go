package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Integer searches (issue 25): a statement that is, word for word, "the
// smallest / largest <integer> <conditions>" (statement.ReadIntSearch),
// the gcd or lcm of numbers written in the prose, or the smallest / largest
// prime factor of a number. A search is proven by enumeration: every
// integer of the range from its near end is tried in order, each condition
// decided exactly, and the first that satisfies all of them is the answer.
// A range without a near end, a search past its bound, or a condition not
// decided leaves the row undecided.

// Search bounds: candidates tried, and candidates tried where a condition
// evaluates a formula; work of the factorisations.
const (
	searchMaxCandidates = 1_000_000
	searchMaxFormula    = 3_000
	// searchMaxSameDivisors: candidates tried where the only formula
	// conditions compare two divisor counts (issue 42, OlympiadBench).
	searchMaxSameDivisors = 100_000
	searchMaxWork         = 20_000_000
)

// checkIntSearch is CheckIntSearch on this package's checker.
func (c *checker) checkIntSearch(problem, answerSrc string) (decide.Result, bool) {
	s, ok := statement.ReadIntSearch(problem)
	if !ok || deferredSearch(s) {
		return decide.Result{}, false
	}
	res := c.answerIntSearch(s, answerSrc)
	if s.Kind == statement.SearchCount && res.Verdict == record.Undecided {
		return decide.Result{}, false // issue 42: the rest of the dispatch may read it
	}
	return res, true
}

// CheckIntSearch checks the answer of an integer search; ok is false when
// the statement is not one.
func CheckIntSearch(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkIntSearch(problem, answerSrc)
}

// deferredSearch reports the prime factors and divisors of a formula:
// checkDivisors reads them first, and the search decides only where it
// leaves the row undecided (intSearchFallback).
func deferredSearch(s statement.IntSearch) bool {
	return (s.Kind == statement.SearchPrimeFactor || s.Kind == statement.SearchDivisors) && s.Args[0].Formula
}

// intSearchFallback is IntSearchFallback on this package's checker.
func (c *checker) intSearchFallback(problem, answerSrc string) (decide.Result, bool) {
	s, ok := statement.ReadIntSearch(problem)
	if !ok || !deferredSearch(s) {
		return decide.Result{}, false
	}
	res := c.answerIntSearch(s, answerSrc)
	return res, res.Verdict != record.Undecided
}

// IntSearchFallback decides a deferred search the other checkers left
// undecided; ok is false when it does not decide either.
func IntSearchFallback(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).intSearchFallback(problem, answerSrc)
}

// answerIntSearch checks the answer of a search read from the statement.
func (c *checker) answerIntSearch(s statement.IntSearch, answerSrc string) decide.Result {
	kind := statement.KindValue
	want, how, why := searchValue(s)
	if why != "" {
		return decide.Undecided(kind, "the statement asks for %s: %s", searchWhat(s), why)
	}
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30))
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.WithExactEvidence(decide.Refute(kind, "%s, not %s", how, got), searchWhat(s), new(big.Rat).SetInt(want), decide.IntExpr(got))
	} else {
		r = decide.WithExactEvidence(decide.Confirm(kind, "%s, equal to the answer", how), searchWhat(s), new(big.Rat).SetInt(want), decide.IntExpr(got))
	}
	var ev []decide.Comparison
	evidence := c.searchEvidence
	if s.Kind == statement.SearchCount {
		evidence = c.countEvidence // issue 42
	}
	if c.Spare(func() bool { var ok bool; ev, ok = evidence(s, want); return ok }) {
		r.Evidence = append(ev, r.Evidence...)
	}
	return r
}

// searchWhat names what a search asks for, for a note.
func searchWhat(s statement.IntSearch) string {
	switch s.Kind {
	case statement.SearchGCD:
		return "a greatest common divisor"
	case statement.SearchLCM:
		return "a least common multiple"
	case statement.SearchPrimeFactor:
		return fmt.Sprintf("the %s prime factor of a number", s.Extreme)
	case statement.SearchRemainder:
		return "a remainder"
	case statement.SearchDivisors:
		return fmt.Sprintf("the %s of divisors", s.Agg)
	case statement.SearchCount:
		return "the number of integers under conditions"
	}
	return fmt.Sprintf("the %s integer under conditions", s.Extreme)
}

// searchValue computes the value a search asks for, and says how.
func searchValue(s statement.IntSearch) (*big.Int, string, string) {
	if s.Kind == statement.SearchRemainder {
		return remainderAsked(s.Args)
	}
	if s.Kind == statement.SearchCount {
		return countInts(s)
	}
	var args []*big.Int
	var srcs []string
	for _, a := range s.Args {
		v, err := numArgValue(a)
		if err != nil {
			return nil, "", err.Error()
		}
		src := v.String()
		if a.E != nil {
			src = a.Src
		}
		args, srcs = append(args, v), append(srcs, statement.Clip(src, 20))
	}
	switch s.Kind {
	case statement.SearchGCD, statement.SearchLCM:
		f, name := algebra.GcdInts, "gcd"
		if s.Kind == statement.SearchLCM {
			f, name = algebra.LcmInts, "lcm"
		}
		v, err := f(args)
		if err != nil {
			return nil, "", err.Error()
		}
		return v, fmt.Sprintf("%s(%s) = %s, computed exactly", name, strings.Join(srcs, ", "), v), ""
	case statement.SearchPrimeFactor:
		return primeFactorAsked(s, args[0], srcs[0])
	case statement.SearchInt:
		return searchInt(s)
	case statement.SearchDivisors:
		return divisorAggregate(s, args[0], srcs[0])
	}
	return nil, "", "not a search"
}

func numArgValue(a statement.NumArg) (*big.Int, error) {
	if a.V != nil {
		return a.V, nil
	}
	v, err := algebra.IntValue(a.E)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", statement.Clip(a.Src, 30), err)
	}
	return v, nil
}

// primeFactorAsked is the smallest (odd) or the largest prime factor of n.
func primeFactorAsked(s statement.IntSearch, n *big.Int, src string) (*big.Int, string, string) {
	if n.Cmp(big.NewInt(2)) < 0 {
		return nil, "", fmt.Sprintf("%s is not an integer above 1", n)
	}
	w := &algebra.Work{Left: searchMaxWork}
	odd := ""
	if s.Odd {
		odd = "odd "
	}
	if !s.Largest {
		p, err := algebra.SmallestPrimeFactor(n, s.Odd, w)
		if err != nil {
			return nil, "", err.Error()
		}
		return p, fmt.Sprintf("the %s %sprime factor of %s is %s (trial division: no smaller %sprime divides it)", s.Extreme, odd, statement.Clip(src, 30), p, odd), ""
	}
	f, err := algebra.Factorize(n, w)
	if err != nil {
		return nil, "", err.Error()
	}
	var parts []string
	for _, pp := range f {
		if pp.K == 1 {
			parts = append(parts, pp.P.String())
		} else {
			parts = append(parts, fmt.Sprintf("%s^%d", pp.P, pp.K))
		}
	}
	p := f[len(f)-1].P
	return p, fmt.Sprintf("%s = %s, factored exactly; its %s prime factor is %s", statement.Clip(src, 30), strings.Join(parts, "·"), s.Extreme, p), ""
}
