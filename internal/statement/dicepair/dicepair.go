// Package dicepair reads a question that asks for the probability of an
// event of the two numbers shown by two fair dice (issue 42, MATH
// Counting & Probability; see Read).
package dicepair

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the statement's whitespace
// collapsed, a lead that rolls two fair dice with N faces numbered 1 to N
// (six where no number is said), then the question:
//
//	Two [fair|standard][,] [N-sided|N-faced] dice are rolled (thrown, tossed). What is the probability [that] E?
//	If two … dice are tossed, what is the probability that E?
//	Suppose that we roll two … dice. What is the probability that E?
//	<Name> rolls a pair of (two) … dice. What is the probability that E?
//	<Name> rolled two … dice once. What is the probability that E?
//	When rolling two … dice, what is the probability of E?
//	What is the probability that if you roll two … dice, E?
//	Two N-sided dice each have faces numbered 1 through N. When the dice are rolled, each face has an
//	    equal probability of appearing on the top. What is the probability that E?
//
// with an optional "Express your answer as a common fraction." at the
// end. The events E: the sum (product) [of the two [top] numbers [showing
// | rolled] | of the numbers shown on the dice | rolled] is P, the two
// numbers rolled sum to K, the difference between the two numbers rolled
// will be 0, a K is rolled on at least one of the two dice, at least one
// of the dice shows a K, the two numbers he rolls are relatively prime,
// "doubles" are rolled (i.e., that the two dice show the same number),
// rolling the same number on both dice, he did not roll a prime number on
// either die, the product of the two top numbers is greater than their
// sum, the red die shows D and the green die shows D', he will roll D on
// the first die and D' on the second die (D: a K, an odd, even or prime
// number, a number that is a perfect square, a number less or greater
// than K; after the leads "Two N-sided dice, one red and one green, are
// rolled." and "<Name> will roll two … dice."); P is K, a multiple of K, less (greater) than K, between K and K',
// inclusive, a prime number, a perfect square, odd, even. Numbers are
// digits or words up to twelve. Any other word and the statement is not
// read.

// Question is an event of two fair dice with Sides faces.
type Question struct {
	Sides int
	Event Event
}

// Cond is a condition on one die's number: Pred "eq", "odd", "even",
// "prime", "square", "lt" or "gt", with K.
type Cond struct {
	Pred string
	K    int
}

// cond reads a die's condition from its groups: the phrase, then the
// numbers of "a K", "less than K", "greater than K".
func cond(g []string) (Cond, bool) {
	switch {
	case g[1] != "":
		return Cond{"eq", atoi(g[1])}, atoi(g[1]) >= 1
	case g[2] != "":
		return Cond{"lt", atoi(g[2])}, atoi(g[2]) >= 0
	case g[3] != "":
		return Cond{"gt", atoi(g[3])}, atoi(g[3]) >= 0
	}
	switch g[0] {
	case "an odd number":
		return Cond{Pred: "odd"}, true
	case "an even number":
		return Cond{Pred: "even"}, true
	case "a prime number":
		return Cond{Pred: "prime"}, true
	case "a number that is a perfect square":
		return Cond{Pred: "square"}, true
	}
	return Cond{}, false
}

// Event is what the two numbers a, b must satisfy. Of is "sum",
// "product", "difference" (|a - b|) with the predicate Pred on it, or one
// of "one" (a = K or b = K), "coprime", "same", "noprime" (neither is
// prime), "prodsum" (ab > a + b), "each" (First on a, Second on b).
type Event struct {
	// First and Second are the conditions on each die where Of is
	// "each" (the red and the green die, the first and the second).
	First, Second Cond
	Of            string
	Pred          string // "eq", "mult", "lt", "gt", "between", "prime", "square", "odd", "even"
	K             int
	K2            int
	Text          string
}

const (
	numW  = `(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
	adjs  = `(?:(?:fair|standard),? )*`
	sides = `(?:(\d{1,2}|six|eight|twelve|twenty)-(?:sided|faced) )?`
	rolls = `(?:rolled|thrown|tossed)`
	frac  = `(?: Express your answer as a common fraction\.)?`
)

var (
	leads = []*regexp.Regexp{
		regexp.MustCompile(`^Two ` + adjs + sides + `dice are ` + rolls + `\. What is the probability (?:that )?(.+?)\?` + frac + `$`),
		regexp.MustCompile(`^If two ` + adjs + sides + `dice are ` + rolls + `, what is the probability that (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^Suppose that we roll two ` + adjs + sides + `dice\. What is the probability that (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^[A-Z][a-z]+ (?:rolls a pair of|rolls two|rolled two) ` + adjs + sides + `dice(?: once)?\. What is the probability that (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^When rolling two ` + adjs + sides + `dice, what is the probability of (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^What is the probability that if you roll two ` + adjs + sides + `dice, (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^Two ` + adjs + sides + `dice, one red and one green, are rolled\. What is the probability that (.+?)\?` + frac + `$`),
		regexp.MustCompile(`^[A-Z][a-z]+ will roll two ` + adjs + sides + `dice\. What is the probability that (.+?)\?` + frac + `$`),
	}
	numberedLead = regexp.MustCompile(`^Two (\d{1,2}|six|eight|twelve|twenty)-sided dice each have faces numbered 1 through (\d{1,2})\. When the dice are rolled, each face has an equal probability of appearing on the top\. What is the probability that (.+?)\?` + frac + `$`)

	ofRe    = `(?:the (sum|product)(?: of the two (?:top )?numbers(?: showing| rolled)?| of the numbers shown on the dice| rolled)?|the difference between the two numbers rolled) (?:is|will be) `
	predRes = []struct {
		pred string
		re   *regexp.Regexp
	}{
		{"mult", regexp.MustCompile(`^` + ofRe + `a multiple of ` + numW + `$`)},
		{"between", regexp.MustCompile(`^` + ofRe + `between ` + numW + ` and ` + numW + `, inclusive$`)},
		{"lt", regexp.MustCompile(`^` + ofRe + `less than ` + numW + `$`)},
		{"gt", regexp.MustCompile(`^` + ofRe + `greater than ` + numW + `$`)},
		{"prime", regexp.MustCompile(`^` + ofRe + `a prime number$`)},
		{"square", regexp.MustCompile(`^` + ofRe + `a perfect square$`)},
		{"odd", regexp.MustCompile(`^` + ofRe + `odd$`)},
		{"even", regexp.MustCompile(`^` + ofRe + `even$`)},
		{"eq", regexp.MustCompile(`^` + ofRe + numW + `$`)},
	}
	dieCond = `(a ` + numW + `|an odd number|an even number|a prime number|a number that is a perfect square|a number less than ` + numW + `|a number greater than ` + numW + `)`
	eachDie = []*regexp.Regexp{
		regexp.MustCompile(`^the red die shows ` + dieCond + ` and the green die shows ` + dieCond + `$`),
		regexp.MustCompile(`^he will roll ` + dieCond + ` on the first die and ` + dieCond + ` on the second die$`),
	}
	sumTo    = regexp.MustCompile(`^the two numbers rolled sum to ` + numW + `$`)
	oneShows = regexp.MustCompile(`^(?:a ` + numW + ` is rolled on at least one of the two dice|at least one of the dice shows a ` + numW + `)$`)
	fixed    = map[string]string{
		"the two numbers he rolls are relatively prime":                       "coprime",
		`"doubles" are rolled (i.e., that the two dice show the same number)`: "same",
		"rolling the same number on both dice":                                "same",
		"he did not roll a prime number on either die":                        "noprime",
		"the product of the two top numbers is greater than their sum":        "prodsum",
	}
	spaceRe = regexp.MustCompile(`\s+`)
)

var words = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20}

func atoi(s string) int {
	if v, ok := words[s]; ok {
		return v
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return v
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "dice") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	if m := numberedLead.FindStringSubmatch(p); m != nil {
		if atoi(m[1]) != atoi(m[2]) {
			return Question{}, false
		}
		return event(atoi(m[1]), m[3])
	}
	for _, re := range leads {
		if m := re.FindStringSubmatch(p); m != nil {
			n := 6
			if m[1] != "" {
				n = atoi(m[1])
			}
			return event(n, m[2])
		}
	}
	return Question{}, false
}

// event reads the event e of two dice with n faces.
func event(n int, e string) (Question, bool) {
	if n < 2 || n > 20 {
		return Question{}, false
	}
	q := Question{Sides: n, Event: Event{Text: e}}
	if of, ok := fixed[e]; ok {
		q.Event.Of = of
		return q, true
	}
	for _, re := range eachDie {
		if m := re.FindStringSubmatch(e); m != nil {
			first, ok1 := cond(m[1:5])
			second, ok2 := cond(m[5:9])
			q.Event.Of, q.Event.First, q.Event.Second = "each", first, second
			return q, ok1 && ok2
		}
	}
	if m := sumTo.FindStringSubmatch(e); m != nil {
		q.Event.Of, q.Event.Pred, q.Event.K = "sum", "eq", atoi(m[1])
		return q, q.Event.K >= 0
	}
	if m := oneShows.FindStringSubmatch(e); m != nil {
		q.Event.Of, q.Event.K = "one", atoi(m[1]+m[2])
		return q, q.Event.K >= 1
	}
	for _, pr := range predRes {
		m := pr.re.FindStringSubmatch(e)
		if m == nil {
			continue
		}
		q.Event.Of, q.Event.Pred = m[1], pr.pred
		if m[1] == "" {
			q.Event.Of = "difference"
		}
		if len(m) > 2 {
			q.Event.K = atoi(m[2])
		}
		if len(m) > 3 {
			q.Event.K2 = atoi(m[3])
		}
		return q, q.Event.K >= 0 && q.Event.K2 >= 0
	}
	return Question{}, false
}
