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
// Issue 42 also reads (Name a capitalized word, he or she):
//
//	Name tosses N coins. What is the probability that he will get at least one head?
//	What is the probability that Name gets fewer heads than tails if she flips N coins?
//	If Name flips N coins, what is the probability that she gets more heads than tails?
//	A fair coin is tossed N times and the sequence of heads and tails is recorded. What is the probability that the sequence contains exactly K heads?
//	If N coins are tossed at the same time, what is the probability of getting K tails and J head(s)?
//	What is the probability that flipping a fair coin N times produces fewer than K heads?
//	I have an unfair coin that lands as heads with probability of $\dfrac{a}{b}$. If I flip the coin N times, what is the probability that I get exactly K heads?
//	Name flips an unfair coin N times. The coin has a $\frac{a}{b}$ probability of coming up heads and a $\frac{c}{d}$ probability of coming up tails. What is the probability that he flips exactly K tails?
//
// "more heads than tails" is at least ⌊N/2⌋+1 heads, "fewer heads than
// tails" at most ⌈N/2⌉-1, "fewer than K" at most K-1; a count of tails
// is N minus the count of heads; an unfair coin's two probabilities must
// sum to 1.
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
	nameRe     = `[A-Z][a-z]+`
	pron       = `(?:he|she)`
	frac       = `\$\\d?frac\{(\d{1,2})\}\{(\d{1,3})\}\$`
	more       = []*regexp.Regexp{
		regexp.MustCompile(`^` + nameRe + ` tosses ` + n + ` coins\. What is the probability that ` + pron + ` will get (at least) (one) head\?` + end),
		regexp.MustCompile(`^What is the probability that ` + nameRe + ` gets (fewer) heads than tails if ` + pron + ` flips ` + n + ` coins\?` + end),
		regexp.MustCompile(`^If ` + nameRe + ` flips ` + n + ` coins, what is the probability that ` + pron + ` gets (more) heads than tails\?` + end),
		regexp.MustCompile(`^A fair coin is tossed ` + n + ` times and the sequence of heads and tails is recorded\. What is the probability that the sequence contains (exactly) ` + n + ` heads\?` + end),
		regexp.MustCompile(`^If ` + n + ` coins are tossed at the same time, what is the probability of getting ` + n + ` tails and ` + n + ` heads?\?` + end),
		regexp.MustCompile(`^What is the probability that flipping a fair coin ` + n + ` times produces (fewer than) ` + n + ` heads\?` + end),
		regexp.MustCompile(`^I have an unfair coin that lands as heads with probability of ` + frac + `\. If I flip the coin ` + n + ` times, what is the probability that I get (exactly) ` + n + ` heads\?` + end),
		regexp.MustCompile(`^` + nameRe + ` flips an unfair coin ` + n + ` times\. The coin has a ` + frac + ` probability of coming up heads and a ` + frac + ` probability of coming up tails\. What is the probability that ` + pron + ` flips (exactly) ` + n + ` tails\?` + end),
	}
	words = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
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
	if strings.Contains(p, "coin") {
		if t, ok := readMore(p); ok {
			return t, true
		}
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

// readMore reads issue 42's further coin shapes (above).
func readMore(p string) (Trials, bool) {
	for i, re := range more {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		t := Trials{Num: 1, Den: 2, Shape: "heads in N flips of a fair coin"}
		var ok bool
		switch i {
		case 0, 3:
			t.N, t.K, t.Cmp, ok = both(m[1], m[3], cmps[m[2]])
		case 1:
			t.N, t.K, t.Cmp, ok = both(m[2], "one", "<=")
			t.K = (t.N+1)/2 - 1
		case 2:
			t.N, t.K, t.Cmp, ok = both(m[1], "one", ">=")
			t.K = t.N/2 + 1
		case 4:
			var tails, heads int
			t.N, tails, t.Cmp, ok = both(m[1], m[2], "=")
			heads, ok2 := count(m[3])
			t.K, ok = heads, ok && ok2 && tails+heads == t.N
		case 5:
			t.N, t.K, t.Cmp, ok = both(m[1], m[3], "<=")
			t.K--
		case 6:
			t.Num, t.Den, ok = fracOf(m[1], m[2])
			var ok2 bool
			t.N, t.K, t.Cmp, ok2 = both(m[3], m[5], cmps[m[4]])
			ok = ok && ok2
			t.Shape = "heads in N flips of an unfair coin"
		case 7:
			var tails int
			var ok3 bool
			t.Num, t.Den, ok = fracOf(m[2], m[3])
			q, d, ok2 := fracOf(m[4], m[5])
			ok = ok && ok2 && t.Num*d+q*t.Den == t.Den*d
			t.N, tails, t.Cmp, ok3 = both(m[1], m[7], cmps[m[6]])
			t.K, ok = t.N-tails, ok && ok3
			t.Shape = "tails in N flips of an unfair coin"
		}
		return t, ok && t.N >= 1 && t.K >= 0 && t.K <= t.N
	}
	return Trials{}, false
}

func both(a, b, c string) (int, int, string, bool) {
	x, ok1 := count(a)
	y, ok2 := count(b)
	return x, y, c, ok1 && ok2 && c != ""
}

func fracOf(a, b string) (int64, int64, bool) {
	x, err1 := strconv.ParseInt(a, 10, 64)
	y, err2 := strconv.ParseInt(b, 10, 64)
	return x, y, err1 == nil && err2 == nil && x > 0 && y > x
}
