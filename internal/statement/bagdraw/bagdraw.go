// Package bagdraw reads a question that asks for the probability of an
// event of K things drawn from a bag of things of given colours (issue
// 42, MATH Counting & Probability; see Read).
package bagdraw

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed; the contents, the draw, the question,
// an optional "Express your answer as a common fraction." at the end:
//
//	A (bag|box|jar) (contains|has) <list>.          <list>: "A red marbles and B blue marbles", "A red and B blue marbles",
//	                                                "A red marbles, B white marbles, and C blue marbles",
//	                                                "two red marbles, three green marbles, ten white marbles and no other marbles"
//	A bag contains N congruent blocks, A of which are blue and B of which are red.
//	<A> green balls and <B> red balls are in a bag.
//	There are A blue chips[, B red chips] and C yellow chips in a bag.
//
// then the draw, K without replacement:
//
//	K (marbles|balls) are selected at random and without replacement. | K balls are drawn out of the box at random. |
//	K marbles are randomly drawn from this jar without replacement. | K marbles are drawn from the bag and not replaced. |
//	K marbles are drawn from the bag (without replacement). | K blocks are randomly pulled from the bag at the same time. |
//	A marble is selected and not replaced, then a second is selected.
//
// or two with replacement: "A ball is taken from the bag, its color
// recorded, then placed back in the bag. A second ball is taken and its
// color recorded.", "One chip is drawn from the bag. That chip is placed
// back into the bag(.|, and) a second chip is (then )?drawn."; then
// "What is the probability that E?", E: one marble is X and one (two) is
// (are) Y; both are the same color; the two balls are the same color;
// they are all the same color; they both (all) are X; these two marbles
// drawn will both be X; both blocks are X; the first marble is X and the
// second marble is Y; the two selected chips are of different colors. The
// things drawn are the container's and the colours named are its.
// Anything else, one more word, is not read.

// Draw is the question: Counts of each of Colors, K drawn (Replace:
// each put back), the event a test of the colours drawn in order.
type Draw struct {
	Colors  []string
	Counts  []int
	K       int
	Replace bool
	Event   func(c []int) bool
	Shape   string
}

const (
	num   = `(\d{1,2}|[A-Za-z][a-z]+)`
	color = `(red|blue|green|white|black|yellow)`
	thing = `(?:marbles|balls|chips|blocks)`
	end   = `(?: Express your answer as a common fraction\.)?$`
)

var (
	spaceRe  = regexp.MustCompile(`\s+`)
	contents = []*regexp.Regexp{
		regexp.MustCompile(`^A (?:bag|box|jar) (?:contains|has) ` + num + ` ` + color + ` ` + thing + ` and ` + num + ` ` + color + ` ` + thing + `\. (.+)$`),
		regexp.MustCompile(`^A bag has ` + num + ` ` + color + ` and ` + num + ` ` + color + ` marbles\. (.+)$`),
		regexp.MustCompile(`^A bag has ` + num + ` ` + color + ` marbles, ` + num + ` ` + color + ` marbles, and ` + num + ` ` + color + ` marbles\. (.+)$`),
		regexp.MustCompile(`^A jar contains ` + num + ` ` + color + ` marbles, ` + num + ` ` + color + ` marbles, ` + num + ` ` + color + ` marbles and no other marbles\. (.+)$`),
		regexp.MustCompile(`^([A-Z][a-z]+) ` + color + ` balls and ` + num + ` ` + color + ` balls are in a bag\. (.+)$`),
		regexp.MustCompile(`^There are ` + num + ` ` + color + ` chips(?:, ` + num + ` ` + color + ` chips)? and ` + num + ` ` + color + ` chips in a bag\. (.+)$`),
	}
	blocks = regexp.MustCompile(`^A bag contains ` + num + ` congruent blocks, ` + num + ` of which are ` + color + ` and ` + num + ` of which are ` + color + `\. (.+)$`)

	without  = regexp.MustCompile(`^` + num + ` (?:marbles|balls|blocks) (?:are selected at random and without replacement|are drawn out of the box at random|are randomly drawn from this jar without replacement|are drawn from the bag and not replaced|are drawn from the bag \(without replacement\)|are randomly pulled from the bag at the same time)\. (.+)$`)
	twoNot   = regexp.MustCompile(`^A marble is selected and not replaced, then a second is selected\. (.+)$`)
	with     = regexp.MustCompile(`^(?:A ball is taken from the bag, its color recorded, then placed back in the bag\. A second ball is taken and its color recorded|One chip is drawn from the bag\. That chip is placed back into the bag(?:\. A second chip is then drawn|, and a second chip is drawn))\. (.+)$`)
	question = regexp.MustCompile(`^What is the probability (?:that )?(.+?)\?` + end)

	oneOne  = regexp.MustCompile(`^one marble is ` + color + ` and (one|two) (?:is|are) ` + color + `$`)
	allX    = regexp.MustCompile(`^(?:they both are|they all are|these two marbles drawn will both be|both blocks are) ` + color + `$`)
	firstX  = regexp.MustCompile(`^the first marble is ` + color + ` and the second marble is ` + color + `$`)
	sameCol = map[string]bool{"both are the same color": true, "the two balls are the same color": true, "they are all the same color": true}

	words = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"eleven": 11, "twelve": 12}
)

func count(s string) (int, bool) {
	if v, ok := words[strings.ToLower(s)]; ok {
		return v, true
	}
	v, err := strconv.Atoi(s)
	return v, err == nil && v >= 0 && (len(s) == 1 || s[0] != '0')
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Draw, bool) {
	if !strings.Contains(problem, "probability") || !strings.Contains(problem, " bag") && !strings.Contains(problem, " box") && !strings.Contains(problem, " jar") {
		return Draw{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	d, rest, ok := readContents(p)
	if !ok {
		return Draw{}, false
	}
	if m := without.FindStringSubmatch(rest); m != nil {
		k, ok := count(m[1])
		if !ok {
			return Draw{}, false
		}
		d.K, rest = k, m[2]
	} else if m := twoNot.FindStringSubmatch(rest); m != nil {
		d.K, rest = 2, m[1]
	} else if m := with.FindStringSubmatch(rest); m != nil {
		d.K, d.Replace, rest = 2, true, m[1]
	} else {
		return Draw{}, false
	}
	q := question.FindStringSubmatch(rest)
	if q == nil || d.K < 1 {
		return Draw{}, false
	}
	ev, ok := d.event(q[1])
	d.Event, d.Shape = ev, "things drawn from a bag by colour"
	return d, ok
}

// readContents reads the contents' sentence.
func readContents(p string) (Draw, string, bool) {
	if m := blocks.FindStringSubmatch(p); m != nil {
		n, ok1 := count(m[1])
		d, ok2 := colors(m[2:6])
		return d, m[6], ok1 && ok2 && n == d.Counts[0]+d.Counts[1]
	}
	for _, re := range contents {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		var pairs []string
		for _, g := range m[1 : len(m)-1] {
			if g != "" {
				pairs = append(pairs, g)
			}
		}
		d, ok := colors(pairs)
		return d, m[len(m)-1], ok
	}
	return Draw{}, "", false
}

// colors reads count-colour pairs, the colours all different.
func colors(g []string) (Draw, bool) {
	var d Draw
	if len(g)%2 != 0 || len(g) < 4 {
		return d, false
	}
	for i := 0; i < len(g); i += 2 {
		k, ok := count(g[i])
		if !ok || k < 1 || d.index(g[i+1]) >= 0 {
			return d, false
		}
		d.Colors = append(d.Colors, g[i+1])
		d.Counts = append(d.Counts, k)
	}
	return d, true
}

func (d Draw) index(c string) int {
	for i, x := range d.Colors {
		if x == c {
			return i
		}
	}
	return -1
}

// event reads the event; the colours it names must be the bag's.
func (d Draw) event(e string) (func([]int) bool, bool) {
	allSame := func(c []int) bool {
		for _, x := range c {
			if x != c[0] {
				return false
			}
		}
		return true
	}
	switch {
	case sameCol[e] && (e != "they are all the same color" || d.K >= 2) && (e == "they are all the same color" || d.K == 2):
		return allSame, true
	case e == "the two selected chips are of different colors" && d.K == 2:
		return func(c []int) bool { return !allSame(c) }, true
	}
	if m := oneOne.FindStringSubmatch(e); m != nil {
		x, y := d.index(m[1]), d.index(m[3])
		ny := 1
		if m[2] == "two" {
			ny = 2
		}
		return func(c []int) bool { return tally(c, x) == 1 && tally(c, y) == ny }, x >= 0 && y >= 0 && x != y && d.K == 1+ny
	}
	if m := allX.FindStringSubmatch(e); m != nil {
		x := d.index(m[1])
		two := !strings.HasPrefix(e, "they all")
		return func(c []int) bool { return tally(c, x) == len(c) }, x >= 0 && (d.K == 2) == two
	}
	if m := firstX.FindStringSubmatch(e); m != nil {
		x, y := d.index(m[1]), d.index(m[2])
		return func(c []int) bool { return c[0] == x && c[1] == y }, x >= 0 && y >= 0 && d.K == 2
	}
	return nil, false
}

func tally(c []int, x int) int {
	n := 0
	for _, v := range c {
		if v == x {
			n++
		}
	}
	return n
}
