// Package trials reads a question that asks for the probability of a
// count of successes in independent fair trials, coin flips or rolls of a
// fair die (issue 42, MATH Counting & Probability; see Read).
package trials

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// N and K numerals or number words up to twenty, <cmp> one of "at least",
// "at most", "exactly", and an optional "Express your answer as a common
// fraction." at the end:
//
//	We flip a fair coin N times. What is the probability that we get heads in <cmp> K of the N flips?
//	A fair coin is flipped N times. What is the probability that <cmp> K of the flips come up heads?
//	N coins are simultaneously flipped. What is the probability that heads are showing on <cmp> K of them?
//	If we flip N coins, what is the probability of getting <cmp> K heads?
//	Suppose that N fair coins are flipped. Compute the probability that at least one tails is flipped.
//	We roll a fair 6-sided die N times. What is the probability that we get (a D | an odd number | an even number) in <cmp> K of the [N] rolls?
//	We roll a fair 6-sided die N times. What is the probability that <cmp> K of the N rolls are either a D or a E?
//
// The probability of a success is 1/2 for a coin, s/6 for a die (s the
// faces that succeed); the trials are independent.

// Trials is the question: the probability that the number of successes
// in N independent trials, each a success with probability Num/Den, is
// at least (Cmp ">="), at most ("<=") or exactly ("=") K.
type Trials struct {
	N, K     int
	Num, Den int64
	Cmp      string
	Shape    string
}

const (
	n   = `(\d{1,2}|[a-z]+)`
	cmp = `(at least|at most|exactly)`
	end = `(?: Express your answer as a common fraction\.)?$`
)

var (
	spaceRe = regexp.MustCompile(`\s+`)
	coinRes = []*regexp.Regexp{
		regexp.MustCompile(`^We flip a fair coin ` + n + ` times\. What is the probability that we get heads in ` + cmp + ` ` + n + ` of the ` + n + ` flips\?` + end),
		regexp.MustCompile(`^A fair coin is flipped ` + n + ` times\. What is the probability that ` + cmp + ` ` + n + ` of the flips come up heads\?` + end),
		regexp.MustCompile(`^` + n + ` coins are simultaneously flipped\. What is the probability that heads are showing on ` + cmp + ` ` + n + ` of them\?` + end),
		regexp.MustCompile(`^If we flip ` + n + ` coins, what is the probability of getting ` + cmp + ` ` + n + ` heads\?` + end),
	}
	// OlympiadBench, after the relay preamble is substituted: "Suppose
	// that $(3)$ fair coins are flipped. Compute the probability that at
	// least one tails is flipped." (tails succeed, with probability 1/2).
	coinsTails = regexp.MustCompile(`^Suppose that \$?\(?(\d{1,2})\)?\$? fair coins are flipped\. Compute the probability that at least one tails is flipped\.$`)
	dieFace    = regexp.MustCompile(`^We roll a fair 6-sided die ` + n + ` times\. What is the probability that we get (a [1-6]|an odd number|an even number) in ` + cmp + ` ` + n + ` of the (?:` + n + ` )?rolls\?` + end)
	dieTwo     = regexp.MustCompile(`^We roll a fair 6-sided die ` + n + ` times\. What is the probability that ` + cmp + ` ` + n + ` of the ` + n + ` rolls are either a ([1-6]) or a ([1-6])\?` + end)
	words      = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
	cmps = map[string]string{"at least": ">=", "at most": "<=", "exactly": "="}
)

func count(s string) (int, bool) {
	if v, ok := words[strings.ToLower(s)]; ok {
		return v, true
	}
	v, err := strconv.Atoi(s)
	return v, err == nil
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Trials, bool) {
	// The cheap test first: collapsing whitespace neither makes nor
	// breaks the word.
	if !strings.Contains(problem, "probability") {
		return Trials{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	for i, re := range coinRes {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		nn, ok1 := count(m[1])
		c := m[2]
		k, ok2 := count(m[3])
		if i == 0 {
			if n2, ok := count(m[4]); !ok || n2 != nn {
				return Trials{}, false
			}
		}
		return Trials{N: nn, K: k, Num: 1, Den: 2, Cmp: cmps[c], Shape: "heads in N flips of a fair coin"}, ok1 && ok2
	}
	if m := coinsTails.FindStringSubmatch(p); m != nil {
		nn, ok := count(m[1])
		return Trials{N: nn, K: 1, Num: 1, Den: 2, Cmp: ">=", Shape: "tails in N flips of fair coins"}, ok
	}
	if m := dieFace.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := count(m[4])
		n2, ok3 := nn, true
		if m[5] != "" {
			n2, ok3 = count(m[5])
		}
		var s int64 = 1
		if m[2] == "an odd number" || m[2] == "an even number" {
			s = 3
		}
		return Trials{N: nn, K: k, Num: s, Den: 6, Cmp: cmps[m[3]], Shape: "successes in N rolls of a fair die"}, ok1 && ok2 && ok3 && n2 == nn
	}
	if m := dieTwo.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := count(m[3])
		n2, ok3 := count(m[4])
		if m[5] == m[6] {
			return Trials{}, false
		}
		return Trials{N: nn, K: k, Num: 2, Den: 6, Cmp: cmps[m[2]], Shape: "successes in N rolls of a fair die"}, ok1 && ok2 && ok3 && n2 == nn
	}
	return Trials{}, false
}
