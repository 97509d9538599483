// Package multidice reads a question that asks for the probability of an
// event of the numbers N fair six-sided dice show (issue 42, MATH Counting
// & Probability; see Read).
package multidice

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed, "$1$" read as 1, an optional "Express
// your answer as a common fraction." at the end; each die fair, six faces
// 1 to 6, the dice independent:
//
//	N [fair] 6-sided dice are rolled. What is the probability that E?
//	If <Name> rolls N fair dice, what is the probability that he will E?
//	<Name> rolls N fair six-sided dice. What is the probability that E?
//	What is the probability that E when you roll N fair six-sided dice?
//	What is the probability that when we roll N fair 6-sided dice, E?
//	If N, standard, 6-faced dice are rolled, what is the probability that E?
//	If I roll a fair, regular six-sided die N times, what is the probability that I will E?
//	What is the probability of rolling N standard, six-sided dice and getting E?
//	When three standard dice are tossed, the numbers $a,b,c$ are obtained. Find the probability that $abc = K$.
//
// E: roll at least K D's; at least two dice show the same number; at least
// two of the faces match; exactly K of the dice show a D and exactly K' of
// the dice show a D'; at most K of them will show a D; exactly K of the
// dice show a D or a D'; K of the dice show prime numbers and the rest
// show composite numbers; the number of dice showing even numbers and the
// number of dice showing odd numbers is equal; the sum of the face up
// integers is K; roll the number D exactly K times; N distinct numbers.
// Anything else, one more word, is not read.

// Question is the question read: N dice, the event a test of the numbers.
type Question struct {
	N     int
	Event func(d []int) bool
	Shape string
}

const (
	num = `(\d{1,2}|[a-z]+)`
	end = `(?: Express your answer as a common fraction\.)?$`
)

var (
	spaceRe  = regexp.MustCompile(`\s+`)
	dollarRe = regexp.MustCompile(`\$(\d{1,2})\$`)
	leads    = []*regexp.Regexp{
		regexp.MustCompile(`^([A-Z][a-z]+) (?:fair )?6-sided dice are rolled\. What is the probability that (.+?)\?` + end),
		regexp.MustCompile(`^If [A-Z][a-z]+ rolls ` + num + ` fair dice, what is the probability that he will (.+?)\?` + end),
		regexp.MustCompile(`^[A-Z][a-z]+ rolls ` + num + ` fair six-sided dice\. What is the probability that (.+?)\?` + end),
		regexp.MustCompile(`^What is the probability that when we roll ` + num + ` fair 6-sided dice, (.+?)\?` + end),
		regexp.MustCompile(`^If ` + num + `, standard, 6-faced dice are rolled, what is the probability that (.+?)\?` + end),
		regexp.MustCompile(`^If I roll a fair, regular six-sided die ` + num + ` times, what is the probability that I will (.+?)\?` + end),
		regexp.MustCompile(`^What is the probability of rolling ` + num + ` standard, six-sided dice and getting (.+?)\?` + end),
	}
	// the lead whose event comes first
	eventFirst = regexp.MustCompile(`^What is the probability that (.+?) when you roll ` + num + ` fair six-sided dice\?` + end)
	abcRe      = regexp.MustCompile(`^When three standard dice are tossed, the numbers \$a,b,c\$ are obtained\. Find the probability that \$abc = (\d{1,3})\$\.$`)

	events = []struct {
		re   *regexp.Regexp
		make func(m []string) (func([]int) bool, bool)
	}{
		{regexp.MustCompile(`^roll at least ` + num + ` ([1-6])'s$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[1])
			return func(d []int) bool { return faces(d, m[2]) >= k }, ok
		}},
		{regexp.MustCompile(`^(?:at least two dice show the same number|at least two of the faces match)$`), func([]string) (func([]int) bool, bool) {
			return func(d []int) bool { return !distinct(d) }, true
		}},
		{regexp.MustCompile(`^exactly ` + num + ` of the dice show a ([1-6]) and exactly ` + num + ` of the dice show a ([1-6])$`), func(m []string) (func([]int) bool, bool) {
			k1, ok1 := count(m[1])
			k2, ok2 := count(m[3])
			return func(d []int) bool { return faces(d, m[2]) == k1 && faces(d, m[4]) == k2 }, ok1 && ok2 && m[2] != m[4]
		}},
		{regexp.MustCompile(`^at most ` + num + ` of them will show a ([1-6])$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[1])
			return func(d []int) bool { return faces(d, m[2]) <= k }, ok
		}},
		{regexp.MustCompile(`^exactly ` + num + ` of the dice show a ([1-6]) or a ([1-6])$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[1])
			return func(d []int) bool { return faces(d, m[2])+faces(d, m[3]) == k }, ok && m[2] != m[3]
		}},
		{regexp.MustCompile(`^` + num + ` of the dice show prime numbers and the rest show composite numbers$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[1])
			return func(d []int) bool {
				p, c := 0, 0
				for _, x := range d {
					switch x {
					case 2, 3, 5:
						p++
					case 4, 6:
						c++
					}
				}
				return p == k && c == len(d)-k
			}, ok
		}},
		{regexp.MustCompile(`^the number of dice showing even numbers and the number of dice showing odd numbers is equal$`), func([]string) (func([]int) bool, bool) {
			return func(d []int) bool {
				e := 0
				for _, x := range d {
					e += 1 - x%2
				}
				return 2*e == len(d)
			}, true
		}},
		{regexp.MustCompile(`^the sum of the face up integers is (\d{1,2})$`), func(m []string) (func([]int) bool, bool) {
			k, _ := strconv.Atoi(m[1])
			return func(d []int) bool { return sum(d) == k }, true
		}},
		{regexp.MustCompile(`^roll the number ([1-6]) exactly ` + num + ` times$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[2])
			return func(d []int) bool { return faces(d, m[1]) == k }, ok
		}},
		{regexp.MustCompile(`^` + num + ` distinct numbers$`), func(m []string) (func([]int) bool, bool) {
			k, ok := count(m[1])
			return func(d []int) bool { return len(d) == k && distinct(d) }, ok
		}},
	}
	words = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
)

func count(s string) (int, bool) {
	if v, ok := words[strings.ToLower(s)]; ok {
		return v, true
	}
	v, err := strconv.Atoi(s)
	return v, err == nil && v >= 0 && (len(s) == 1 || s[0] != '0')
}

func faces(d []int, f string) int {
	n := 0
	for _, x := range d {
		if strconv.Itoa(x) == f {
			n++
		}
	}
	return n
}

func sum(d []int) int {
	s := 0
	for _, x := range d {
		s += x
	}
	return s
}

func distinct(d []int) bool {
	seen := 0
	for _, x := range d {
		if seen&(1<<uint(x)) != 0 {
			return false
		}
		seen |= 1 << uint(x)
	}
	return true
}

func event(s string) (func([]int) bool, bool) {
	for _, e := range events {
		if m := e.re.FindStringSubmatch(s); m != nil {
			return e.make(m)
		}
	}
	return nil, false
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "probability") || !strings.Contains(problem, "dice") && !strings.Contains(problem, " die ") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = dollarRe.ReplaceAllString(p, "$1")
	if m := abcRe.FindStringSubmatch(p); m != nil {
		k, _ := strconv.Atoi(m[1])
		return Question{N: 3, Event: func(d []int) bool { return len(d) == 3 && d[0]*d[1]*d[2] == k }, Shape: "three fair dice, the product of the numbers"}, true
	}
	nS, eS := "", ""
	for _, re := range leads {
		if m := re.FindStringSubmatch(p); m != nil {
			nS, eS = m[1], m[2]
			break
		}
	}
	if m := eventFirst.FindStringSubmatch(p); m != nil {
		nS, eS = m[2], m[1]
	}
	if nS == "" {
		return Question{}, false
	}
	n, ok1 := count(nS)
	f, ok2 := event(eS)
	return Question{N: n, Event: f, Shape: "N fair six-sided dice, an event of the numbers"}, ok1 && ok2 && n >= 1
}
