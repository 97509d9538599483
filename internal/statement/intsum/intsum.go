// Package intsum reads questions for the sum of the integers of a kind in
// a range (issue 42): "What is the sum of all of the multiples of 3
// between 100 and 200?", "What is the sum of all the odd integers between
// $500$ and $700$?", "What is the sum of the odd integers from 11 through
// 39, inclusive?", "What is the sum of the first ten positive multiples of
// $13$?", "What is the sum of the 10 smallest positive multiples of
// three?", "What is the sum of all the three-digit positive integers?".
// The terms are an arithmetic progression: the integers n ≡ Rem (mod Step)
// with Lo ≤ n ≤ Hi (Count terms from Lo when Count > 0). "Between" with no
// "inclusive" excludes the ends (Between: the checker leaves the row
// undecided when an end is itself a term, the reading would matter). It reads and proves
// nothing; internal/check/values sums the terms exactly.
package intsum

import (
	"math/big"
	"regexp"
	"strings"
)

// Question: the sum of the terms n ≡ Rem (mod Step), Lo ≤ n ≤ Hi, or the
// first Count terms ≥ Lo.
type Question struct {
	Step, Rem *big.Int
	Lo, Hi    *big.Rat
	LoOpen    bool // the ends excluded ("between")
	HiOpen    bool
	Count     int64
	// Between: the range said "between" with no "inclusive"; an end that
	// is itself a term makes the sum depend on the reading.
	Between bool
}

const num = `(-?\d+(?:\.\d+)?)`

var (
	lead     = `^what is the sum of (?:all )?(?:of )?(?:the )?`
	betweenR = regexp.MustCompile(lead + `(?P<kind>odd |even )?(?P<pos>positive )?integers (?P<rel>between|from) (?P<a>-?\d+(?:\.\d+)?) (?:and|to|through) (?P<b>-?\d+(?:\.\d+)?)(?P<incl>,? inclusive)?\?$`)
	multR    = regexp.MustCompile(lead + `multiples of (?P<m>\d+) between ` + num + ` and ` + num + `\?$`)
	firstR   = regexp.MustCompile(lead + `first (?P<n>\d+) (?:(?P<k1>odd|even) positive|positive (?P<k2>odd|even)) integers\?$`)
	firstMR  = regexp.MustCompile(lead + `(?:first (?P<n>\d+) positive multiples of (?P<m>\d+)|(?P<n2>\d+) smallest (?:distinct )?positive (?:integer )?multiples of (?P<m2>\d+))\?$`)
	threeR   = regexp.MustCompile(lead + `three-digit positive integers\?$`)
	evenLtR  = regexp.MustCompile(lead + `even, positive integers less than (\d+)\?$`)
	bothR    = regexp.MustCompile(lead + `integers that are both greater than ` + num + ` and less than ` + num + `\?$`)
	dollarRe = regexp.MustCompile(`\$(-?\d+(?:\.\d+)?)\$`)
	words    = strings.NewReplacer(" five ", " 5 ", " seven ", " 7 ", " ten ", " 10 ", " three?", " 3?", " three ", " 3 ")
)

func rat(s string) *big.Rat { r, _ := new(big.Rat).SetString(s); return r }

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "What is the sum of") || strings.Count(problem, "$")%2 != 0 { // a cheap test first
		return Question{}, false
	}
	t := strings.Join(strings.Fields(strings.ToLower(dollarRe.ReplaceAllString(problem, "$1"))), " ")
	if strings.Contains(t, "$") {
		return Question{}, false
	}
	t = strings.TrimSpace(words.Replace(" " + t + " "))
	one, two := big.NewInt(1), big.NewInt(2)
	q := Question{Step: one, Rem: new(big.Int)}
	parity := func(k string) {
		switch strings.TrimSpace(k) {
		case "odd":
			q.Step, q.Rem = two, big.NewInt(1)
		case "even":
			q.Step, q.Rem = two, new(big.Int)
		}
	}
	get := func(re *regexp.Regexp, m []string, name string) string {
		if i := re.SubexpIndex(name); i >= 0 {
			return m[i]
		}
		return ""
	}
	if m := betweenR.FindStringSubmatch(t); m != nil {
		parity(get(betweenR, m, "kind"))
		q.Lo, q.Hi = rat(get(betweenR, m, "a")), rat(get(betweenR, m, "b"))
		incl := get(betweenR, m, "incl") != ""
		switch rel := get(betweenR, m, "rel"); {
		case rel == "between":
			q.LoOpen, q.HiOpen, q.Between = !incl, !incl, !incl
		case !incl && !strings.Contains(t, " through "):
			return Question{}, false // "from a to b": the ends not said
		}
		if get(betweenR, m, "pos") != "" && q.Lo.Sign() <= 0 {
			q.Lo, q.LoOpen = new(big.Rat), true
		}
		return q, true
	}
	if m := multR.FindStringSubmatch(t); m != nil {
		q.Step, _ = new(big.Int).SetString(m[1], 10)
		q.Lo, q.Hi, q.LoOpen, q.HiOpen, q.Between = rat(m[2]), rat(m[3]), true, true, true
		return q, q.Step.Sign() > 0
	}
	if m := firstR.FindStringSubmatch(t); m != nil {
		parity(get(firstR, m, "k1") + get(firstR, m, "k2"))
		q.Lo, q.LoOpen = new(big.Rat), true
		n, _ := new(big.Int).SetString(m[1], 10)
		q.Count = n.Int64()
		return q, n.IsInt64() && q.Count > 0 && q.Count <= 1e6
	}
	if m := firstMR.FindStringSubmatch(t); m != nil {
		ns, ms := m[1]+m[3], m[2]+m[4]
		n, _ := new(big.Int).SetString(ns, 10)
		q.Step, _ = new(big.Int).SetString(ms, 10)
		q.Lo, q.LoOpen = new(big.Rat), true
		q.Count = n.Int64()
		return q, n.IsInt64() && q.Count > 0 && q.Count <= 1e6 && q.Step.Sign() > 0
	}
	if threeR.MatchString(t) {
		q.Lo, q.Hi = big.NewRat(100, 1), big.NewRat(999, 1)
		return q, true
	}
	if m := evenLtR.FindStringSubmatch(t); m != nil {
		q.Step, q.Lo, q.LoOpen, q.Hi, q.HiOpen = two, new(big.Rat), true, rat(m[1]), true
		return q, true
	}
	if m := bothR.FindStringSubmatch(t); m != nil {
		q.Lo, q.Hi, q.LoOpen, q.HiOpen = rat(m[1]), rat(m[2]), true, true
		return q, true
	}
	return Question{}, false
}
