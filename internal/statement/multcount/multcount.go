// Package multcount reads a question that counts the integers of a range
// kept by being, or not being, multiples of given numbers ("the number of
// positive integers less than or equal to 300 that are multiples of 3 or
// 5, but are not multiples of 10 or 15"; issue 42, OlympiadBench and MATH;
// see Read). It reads; it proves nothing.
package multcount

import (
	"regexp"
	"strconv"
	"strings"
)

// Question is one read question: the integers n of [Lo, Hi] (and, for
// "between", of [Lo+1, Hi-1] too: Between) with pos(n) and not neg(n),
// where pos is "a multiple of one of Pos" (of all of them when PosAll; true
// when Pos is empty; of exactly one when Xor) and neg likewise.
type Question struct {
	Lo, Hi         int64
	Between        bool
	Pos, Neg       []int64
	PosAll, NegAll bool
	Xor            bool
	Shape          string
}

var words = map[string]int64{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13}

const (
	n   = `(?:\$?\d{1,7}\$?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)`
	ask = `^(?:How many|Determine the number of|Compute the number of|Find the number of) `
	// The range asked.
	rng = `(?P<r>positive integers(?:,? less than or equal to (?P<le>` + n + `)| less than (?P<lt>` + n + `)|, not exceeding (?P<ne>` + n + `),)` +
		`|(?:numbers|integers) between (?P<a>` + n + `) and (?P<b>` + n + `)` +
		`|(?:positive )?(?P<d>two|three|four|\$?[234]\$?)-digit (?:numbers|integers))`
	// What is kept.
	keep = ` (?:that )?are (?:integer )?multiples of (?:(?P<both>both )(?P<p1>` + n + `) and (?P<p2>` + n + `)|(?P<p3>` + n + `) and of (?P<p4>` + n + `)` +
		`|(?:either )?(?P<o1>` + n + `) or (?P<o2>` + n + `)(?P<xor>,? but not both at once)?|neither (?P<x1>` + n + `) nor (?P<x2>` + n + `)|(?P<s>` + n + `))` +
		`(?:,? but (?:are )?not (?:multiples )?(?:of )?(?:(?:either )?(?P<q1>` + n + `) or (?P<q2>` + n + `)|(?P<q3>` + n + `)))?[.?]$`
)

var (
	keepRe   = regexp.MustCompile(ask + rng + keep)
	multRe   = regexp.MustCompile(`^How many positive multiples of (?P<s>` + n + `) are (?P<d>two|three|four|\$?[234]\$?)-digit (?:numbers|integers)\?$`)
	removeRe = regexp.MustCompile(`^If all multiples of (?P<o1>` + n + `) and all multiples of (?P<o2>` + n + `) are removed from the list of whole numbers 1 through (?P<hi>` + n + `), then how many whole numbers are left\?$`)
	spaceRe  = regexp.MustCompile(`\s+`)
)

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "multiples") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = strings.ReplaceAll(p, " ,", ",")
	p = strings.ReplaceAll(p, " .", ".")
	if m := removeRe.FindStringSubmatch(p); m != nil {
		g := groups(removeRe, m)
		q := Question{Lo: 1, Hi: num(g["hi"]), Neg: []int64{num(g["o1"]), num(g["o2"])}, Shape: "the numbers left once multiples are removed"}
		return q, q.ok()
	}
	if m := multRe.FindStringSubmatch(p); m != nil {
		g := groups(multRe, m)
		q := Question{Pos: []int64{num(g["s"])}, Shape: "the positive multiples with a number of digits"}
		q.Lo, q.Hi = digitRange(g["d"])
		return q, q.ok()
	}
	m := keepRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	g := groups(keepRe, m)
	q := Question{Shape: "the integers of a range that are multiples"}
	switch {
	case g["le"] != "":
		q.Lo, q.Hi = 1, num(g["le"])
	case g["lt"] != "":
		q.Lo, q.Hi = 1, num(g["lt"])-1
	case g["ne"] != "":
		q.Lo, q.Hi = 1, num(g["ne"])
	case g["a"] != "":
		q.Lo, q.Hi, q.Between = num(g["a"]), num(g["b"]), true
	case g["d"] != "":
		q.Lo, q.Hi = digitRange(g["d"])
	}
	switch {
	case g["p1"] != "":
		q.Pos, q.PosAll = []int64{num(g["p1"]), num(g["p2"])}, true
	case g["p3"] != "":
		q.Pos, q.PosAll = []int64{num(g["p3"]), num(g["p4"])}, true
	case g["o1"] != "":
		q.Pos, q.Xor = []int64{num(g["o1"]), num(g["o2"])}, g["xor"] != ""
	case g["x1"] != "":
		q.Neg = []int64{num(g["x1"]), num(g["x2"])}
	case g["s"] != "":
		q.Pos = []int64{num(g["s"])}
	}
	switch {
	case g["q1"] != "" && len(q.Neg) == 0 && !q.Xor:
		q.Neg = []int64{num(g["q1"]), num(g["q2"])}
	case g["q3"] != "" && len(q.Neg) == 0 && !q.Xor:
		q.Neg = []int64{num(g["q3"])}
	case g["q1"] != "" || g["q3"] != "":
		return Question{}, false
	}
	return q, q.ok()
}

// ok is false for a range or a number out of what is read.
func (q Question) ok() bool {
	if q.Lo < 0 || q.Hi < q.Lo || q.Hi-q.Lo > 10_000_000 {
		return false
	}
	for _, k := range append(append([]int64(nil), q.Pos...), q.Neg...) {
		if k < 1 {
			return false
		}
	}
	return true
}

func digitRange(d string) (int64, int64) {
	k := num(d)
	lo := int64(1)
	for i := int64(1); i < k; i++ {
		lo *= 10
	}
	return lo, lo*10 - 1
}

func num(s string) int64 {
	s = strings.Trim(s, "$")
	if v, ok := words[s]; ok {
		return v
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return -1
	}
	return v
}

func groups(re *regexp.Regexp, m []string) map[string]string {
	g := map[string]string{}
	for i, name := range re.SubexpNames() {
		if name != "" {
			g[name] = m[i]
		}
	}
	return g
}
