// Package drawprob reads small probability questions of a random draw
// whose sample space the statement gives by counts (issue 42, Gaokao),
// each by the whole statement's shape:
//
//   - one of a group drawn, the group split in two by a property: "In a
//     group of 8 children, 2 have freckles and 6 do not have freckles. If
//     one of the 8 children is selected at random, what is the probability
//     of selecting a child who has freckles?" (One: P = m/n);
//   - k people each choosing one of n items, all different: "There are 6
//     topics to choose from in an essay competition. Each contestant
//     chooses 1 topic. If there are 2 contestants, what is the probability
//     that the topics they choose are different?" (Distinct: P =
//     n!/((n−k)!·n^k));
//   - two chosen from a group of two kinds, one of each: "A team of 2
//     students is to be chosen from 4 candidates. Among the 4 candidates,
//     there are 2 juniors and 2 seniors. What is the probability that the
//     2 selected students are in different grades?" (Mixed: P =
//     m₁m₂/C(m₁+m₂, 2)).
//
// The counts must agree (the parts add up to the whole, the numbers
// repeated are the same); one word outside a shape and the statement is not
// read. The package reads; internal/check/counting (CheckDrawProb)
// enumerates and decides.
package drawprob

import (
	"regexp"
	"strconv"
	"strings"
)

// The kinds of question.
const (
	One      = "one"
	Distinct = "distinct"
	Mixed    = "mixed"
)

// Question is what Read read. One: N the group, M the part asked;
// Distinct: N items, K people; Mixed: M1 and M2 the two kinds.
type Question struct {
	Kind    string
	N, M, K int
	M1, M2  int
}

// Shape names the shapes in notes.
const Shape = "a random draw whose sample space the statement gives by counts (one of a group; k choices of n all different; two of two kinds, one of each)"

var (
	oneRe      = regexp.MustCompile(`^In a group of (\d{1,3}) ([a-z]+), (\d{1,3}) have ([a-z]+) and (\d{1,3}) do not have ([a-z]+)\. If one of the (\d{1,3}) ([a-z]+) is selected at random, what is the probability of selecting an? ([a-z]+) who has ([a-z]+)\?$`)
	distinctRe = regexp.MustCompile(`^There are (\d{1,2}) ([a-z]+) to choose from in an? [a-z ]{1,40}\. Each ([a-z]+) chooses 1 ([a-z]+)\. If there are (\d) ([a-z]+), what is the probability that the ([a-z]+) they choose are different\?$`)
	mixedRe    = regexp.MustCompile(`^A team of 2 ([a-z]+) is to be chosen from (\d{1,3}) ([a-z]+)\. Among the (\d{1,3}) ([a-z]+), there are (\d{1,3}) ([a-z]+) and (\d{1,3}) ([a-z]+)\. What is the probability that the 2 selected ([a-z]+) are in different ([a-z]+)\?$`)
)

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// singular reports whether one is the singular of many ("child",
// "children"; "topic", "topics").
func singular(one, many string) bool {
	return many == one+"s" || many == one+"es" || one == "child" && many == "children" || one == "person" && many == "people"
}

// Read reads a statement of one of the shapes; ok is false for any other
// statement or counts that do not agree.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	if m := oneRe.FindStringSubmatch(s); m != nil {
		n, a, b := atoi(m[1]), atoi(m[3]), atoi(m[5])
		if n < 1 || a+b != n || atoi(m[7]) != n || m[8] != m[2] || m[4] != m[6] || m[10] != m[4] || !singular(m[9], m[2]) {
			return Question{}, false
		}
		return Question{Kind: One, N: n, M: a}, true
	}
	if m := distinctRe.FindStringSubmatch(s); m != nil {
		n, k := atoi(m[1]), atoi(m[5])
		if n < 1 || k < 2 || k > n || m[7] != m[2] || !singular(m[4], m[2]) || !singular(m[3], m[6]) {
			return Question{}, false
		}
		return Question{Kind: Distinct, N: n, K: k}, true
	}
	if m := mixedRe.FindStringSubmatch(s); m != nil {
		n, a, b := atoi(m[2]), atoi(m[6]), atoi(m[8])
		if n < 2 || a < 0 || b < 0 || a+b != n || atoi(m[4]) != n || m[5] != m[3] || m[1] != m[10] || m[7] == m[9] {
			return Question{}, false
		}
		return Question{Kind: Mixed, N: n, M1: a, M2: b}, true
	}
	return Question{}, false
}
