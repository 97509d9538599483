// Package pctchain reads numbers tied by percentages (issue 42, Gaokao):
// "There are positive real numbers a, b, c, d, and p such that a is
// 62.5\% of b, b is 64\% of c, c is 125\% of d, and d is p\% of a. Find
// p.", "The number a is 70\% less than the positive number b. The number
// c is 60\% greater than a. The number c is how many times b?" Each
// relation says X = k·Y, with k = P/100 ("P% of"), 1 − P/100 ("P% less
// than") or 1 + P/100 ("P% greater (more) than"); at most one percentage
// is the unknown p, asked by "Find p."; otherwise the ratio X/Y is asked
// ("X is how many times Y?"). The numbers are stated positive. The whole
// statement must be the shape. The package reads; internal/check/sequences
// (CheckPctChain) solves exactly and decides.
package pctchain

import (
	"math/big"
	"regexp"
	"strings"
)

// Rel is X = (Base + Sign·P/100)·Y: Base 0 and Sign 1 for "P% of", Base 1
// and Sign −1 for "less than", Base 1 and Sign 1 for "greater than". P
// nil: the unknown percentage.
type Rel struct {
	X, Y       string
	P          *big.Rat
	Base, Sign int64
}

// Question is what Read read: the relations, and the ratio X/Y asked, or
// the unknown percentage (AskP).
type Question struct {
	Rels   []Rel
	AskP   bool
	AskX   string
	AskY   string
	Letter string // the unknown percentage's letter
}

var (
	preambleRe = regexp.MustCompile(`^There are positive real numbers ((?:[a-z], )+(?:and )?[a-z]) such that (.*)$`)
	relRe      = regexp.MustCompile(`^(?:[Tt]he number )?([a-z]) is (\d{1,4}(?:\.\d{1,4})?|[a-z])\\?% (of|less than|greater than|more than) (?:the positive number )?([a-z])$`)
	findRe     = regexp.MustCompile(`^Find ([a-z])\.$`)
	timesRe    = regexp.MustCompile(`^(?:[Tt]he number )?([a-z]) is how many times ([a-z])\?$`)
)

// Read reads a statement of the shape; ok is false for any other
// statement, a letter used for two roles, two unknown percentages, or
// numbers not stated positive.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	positive := map[string]bool{}
	var clauses []string
	if m := preambleRe.FindStringSubmatch(s); m != nil {
		for _, n := range strings.Split(strings.ReplaceAll(m[1], "and ", ""), ", ") {
			positive[strings.TrimSpace(n)] = true
		}
		s = m[2]
	}
	// Sentences, then the clauses of each ("A, B, and C." / "A, B. C.").
	for _, sent := range splitSentences(s) {
		for _, cl := range strings.Split(strings.ReplaceAll(sent, ", and ", ", "), ", ") {
			clauses = append(clauses, cl)
		}
	}
	if len(clauses) < 2 {
		return Question{}, false
	}
	var q Question
	last := clauses[len(clauses)-1]
	for _, cl := range clauses[:len(clauses)-1] {
		m := relRe.FindStringSubmatch(strings.TrimSuffix(cl, "."))
		if m == nil || m[1] == m[4] {
			return Question{}, false
		}
		if strings.Contains(cl, "the positive number ") {
			positive[m[4]] = true
		}
		r := Rel{X: m[1], Y: m[4], Sign: 1}
		if m[2] >= "a" && m[2] <= "z" {
			if q.Letter != "" {
				return Question{}, false
			}
			q.Letter = m[2]
		} else {
			r.P, _ = new(big.Rat).SetString(m[2])
		}
		switch m[3] {
		case "less than":
			r.Base, r.Sign = 1, -1
		case "greater than", "more than":
			r.Base = 1
		}
		q.Rels = append(q.Rels, r)
	}
	if m := findRe.FindStringSubmatch(last); m != nil && q.Letter != "" && m[1] == q.Letter {
		q.AskP = true
	} else if m := timesRe.FindStringSubmatch(last); m != nil && q.Letter == "" && m[1] != m[2] {
		q.AskX, q.AskY = m[1], m[2]
	} else {
		return Question{}, false
	}
	if len(positive) == 0 {
		return Question{}, false
	}
	for _, r := range q.Rels {
		if r.X == q.Letter || r.Y == q.Letter {
			return Question{}, false
		}
	}
	return q, true
}

// splitSentences cuts s after each ". " and keeps the final one whole.
func splitSentences(s string) []string {
	var out []string
	for {
		i := strings.Index(s, ". ")
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:i+1])
		s = s[i+2:]
	}
}
