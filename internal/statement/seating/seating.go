// Package seating reads a question that asks for the number of ways to
// seat people in a row or around a table under conditions of adjacency
// (issue 42, MATH Counting & Probability; see Read).
package seating

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed and "$7$" read as 7. Around a table,
// one of the rotation sentences of rotations (below) must follow the
// question (rotations the same; a sentence that makes reflections the
// same too is not read); in a row, none may. Numbers are digits or words
// up to twenty; names are capitalized words, all different.
//
//	In how many ways can N [different] people sit (be seated) around (at) a [round|circular] table [with N places] [if C]?
//	In how many ways can we seat N people around (at) a [round|circular] table [if C]?
//	How many ways are there for N people to sit around a round (circular) table [if C]?
//	How many ways are there to arrange N people around a circular table with S seats?
//	In how many ways can N people be seated in a row of chairs if C?
//
// C, of named people: "X and Y insist on sitting next to each other",
// "X and Y want to sit together[, but Z doesn't want to sit next to either
// of them]", "X and Y won't sit next to each other", "two of the people, X
// and Y, refuse to sit next to each other", "X and Y insist on sitting
// opposite each other", "K of the people -- X, Y, and Z -- all want to sit
// together", "no two of the K people X, Y, and Z can sit next to each
// other", "none of X, Y, and Z (K of the N people) want to sit next to each
// other", "K of the people, X, Y, and Z, refuse to sit in K consecutive
// seats". And of parties (groups shapes):
//
//	A Senate committee has A Democrats[, B Republicans,] and C Republicans (Independent[s]). In how many [distinguishable] ways can they sit around a circular table if all the members of each party all sit next to each other?
//	A Senate committee has A Democrats and B Republicans. Assuming all politicians are distinguishable, in how many ways can they sit around a circular table without restrictions?
//	A Senate committee has A Democrats and B Republicans. In how many ways can they sit around a circular table if each member sits next to two members of the other party?
//	A senate committee has A Republicans and B Democrats. In how many ways can the committee members sit in a row of N chairs, such that all B Democrats sit together?
//	In how many ways can A girls and B boys sit in a row if the B boys insist on sitting next to each other?
//	The <Name> family has A sons and B daughters. In how many ways can they be seated in a row of N chairs such that all B girls sit next to each other (at least 2 boys are next to each other)?
//
// and the shapes of the table shapes below (books on a shelf, math books
// apart or at both ends, each kind of book, plant, delegate, player or
// animal in one block, alike copies, the youngest not first in line,
// green frogs apart from red ones), each word fixed, the totals the
// statement says equal to the people. Alike people (Same) are read in a
// row only.
//
// Anything else, one more word or condition, is not read.

// Rule kinds.
const (
	Together    = "together"     // the seats of A form one block
	NotTogether = "not together" // they do not
	Apart       = "apart"        // no one of A sits next to one of B
	SomeAdj     = "some adjacent"
	Opposite    = "opposite"  // A's one person sits opposite B's
	Ends        = "ends"      // the two ends of a row are of A
	NotFirst    = "not first" // the first of a row is not of A
)

// Type is a kind of person: Count people, each distinct unless Same.
type Type struct {
	Name  string
	Count int
	Same  bool
}

// Rule is a condition on the seating: Kind on the sets of types A and B
// (bit i for Types[i]).
type Rule struct {
	Kind string
	A, B uint32
}

// Seating is the question: the people by type, Seats seats (empty seats
// alike), in a row or around a table (Circle, rotations the same), the
// rules every seating obeys.
type Seating struct {
	Types  []Type
	Seats  int
	Circle bool
	Rules  []Rule
	Shape  string
}

// People is the number of people seated.
func (s Seating) People() int {
	n := 0
	for _, t := range s.Types {
		n += t.Count
	}
	return n
}

const (
	num  = `(\d{1,2}|[A-Za-z][a-z]+)`
	name = `([A-Z][a-z]+)`
	// table is a round table; "around a table" too.
	table = `(?:around a (?:round |circular )?|at a (?:round|circular) )table`
)

var (
	spaceRe  = regexp.MustCompile(`\s+`)
	dollarRe = regexp.MustCompile(`\$(\d{1,2})\$`)

	rotations = []string{
		"(Two seatings are considered the same if one is a rotation of the other.)",
		"Two seatings are considered the same if one is a rotation of the other.",
		"(Two seatings are considered equivalent if one is a rotation of the other.)",
		"Two seatings are considered equivalent if one can be rotated to form the other.",
		"(Two seatings are equivalent if one is a rotation of the other.)",
		"(Two seatings are the same if one is a rotation of the other.)",
		"(Seating arrangements which are rotations of each other are treated as the same.)",
		"(Treat rotations as not distinct but reflections as distinct.)",
		"(If the table is rotated, it should be counted as the same seating.)",
		"(Two ways are considered the same if one can be rotated to produce the other.)",
	}

	circleQ = []*regexp.Regexp{
		regexp.MustCompile(`^In how many ways can ` + num + ` (?:different )?people (?:sit|be seated) ` + table + `(?: with ` + num + ` places)?(?: if (.+))?\?$`),
		regexp.MustCompile(`^In how many ways can we seat ` + num + ` people ` + table + `()(?: if (.+))?\?$`),
		regexp.MustCompile(`^How many ways are there for ` + num + ` people to sit around a (?:round|circular) table()(?: if (.+))?\?$`),
		regexp.MustCompile(`^How many ways are there to arrange ` + num + ` people around a circular table with ` + num + ` seats()\?$`),
	}
	rowQ = regexp.MustCompile(`^In how many ways can ` + num + ` people be seated in a row of chairs if (.+)\?$`)

	together2  = regexp.MustCompile(`^` + name + ` and ` + name + ` (?:insist on sitting next to each other|want to sit together)$`)
	togetherBt = regexp.MustCompile(`^` + name + ` and ` + name + ` want to sit together, but ` + name + ` doesn't want to sit next to either of them$`)
	apart2     = regexp.MustCompile(`^(?:two of the people, )?` + name + ` and ` + name + `,? (?:won't|refuse to) sit next to each other$`)
	opposite2  = regexp.MustCompile(`^` + name + ` and ` + name + ` insist on sitting opposite each other$`)
	together3  = regexp.MustCompile(`^` + num + ` of the people -- ` + name + `, ` + name + `, and ` + name + ` -- all want to sit together$`)
	apart3     = regexp.MustCompile(`^no two of the ` + num + ` people ` + name + `, ` + name + `, and ` + name + ` can sit next to each other$`)
	none3      = regexp.MustCompile(`^none of ` + name + `, ` + name + `, and ` + name + ` \(` + num + ` of the ` + num + ` people\) want to sit next to each other$`)
	consec3    = regexp.MustCompile(`^` + num + ` of the people, ` + name + `, ` + name + `, and ` + name + `, refuse to sit in ` + num + ` consecutive seats$`)

	senate      = regexp.MustCompile(`^A Senate committee has ` + num + ` (Democrats|Republicans)(?:, ` + num + ` (Democrats|Republicans),)? and ` + num + ` (Democrats|Republicans|Independents?)\. (.+)$`)
	senateBlock = regexp.MustCompile(`^In how many (?:distinguishable )?ways can they sit around a circular table if all the members of each party all sit next to each other\?$`)
	senateFree  = regexp.MustCompile(`^Assuming all politicians are distinguishable, in how many ways can they sit around a circular table without restrictions\?$`)
	senateAlt   = regexp.MustCompile(`^In how many ways can they sit around a circular table if each member sits next to two members of the other party\?$`)
	senateRow   = regexp.MustCompile(`^A senate committee has ` + num + ` (Democrats|Republicans) and ` + num + ` (Democrats|Republicans)\. In how many ways can the committee members sit in a row of ` + num + ` chairs, such that all ` + num + ` (Democrats|Republicans) sit together\?$`)
	girlsBoys   = regexp.MustCompile(`^In how many ways can ` + num + ` (girls|boys) and ` + num + ` (girls|boys) sit in a row if the ` + num + ` (girls|boys) insist on sitting next to each other\?$`)
	family      = regexp.MustCompile(`^The [A-Z][a-z]+ family has ` + num + ` sons and ` + num + ` daughters\. In how many ways can they be seated in a row of ` + num + ` chairs such that (?:all ` + num + ` girls sit next to each other|at least (2|two) boys are next to each other)\?$`)

	words = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
)

func count(s string) (int, bool) {
	if v, ok := words[strings.ToLower(s)]; ok {
		return v, true
	}
	if s == "" || len(s) > 1 && s[0] == '0' {
		return 0, false
	}
	v, err := strconv.Atoi(s)
	return v, err == nil && v > 0
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Seating, bool) {
	if !strings.Contains(problem, "ways") || !strings.Contains(problem, " sit") && !strings.Contains(problem, " seat") &&
		!strings.Contains(problem, "shelf") && !strings.Contains(problem, "in a row") && !strings.Contains(problem, " line") {
		return Seating{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = dollarRe.ReplaceAllString(p, "$1")
	rotated := false
	for _, r := range rotations {
		if strings.HasSuffix(p, " "+r) {
			p, rotated = strings.TrimSuffix(p, " "+r), true
			break
		}
	}
	if strings.Contains(p, "otat") || strings.Contains(p, "eflect") {
		return Seating{}, false
	}
	if strings.HasPrefix(p, "A Senate committee has ") || strings.HasPrefix(p, "A senate committee has ") {
		return readSenate(p, rotated)
	}
	if rotated {
		if q, ok := readCircle(p); ok {
			return q, true
		}
		return readShapes(p, true)
	}
	if q, ok := readRow(p); ok {
		return q, true
	}
	return readShapes(p, false)
}

// readCircle reads the named people's shapes around a table.
func readCircle(p string) (Seating, bool) {
	for _, re := range circleQ {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		n, ok := count(m[1])
		if !ok {
			return Seating{}, false
		}
		seats := n
		if m[2] != "" {
			if seats, ok = count(m[2]); !ok || re == circleQ[0] && seats != n || seats < n {
				return Seating{}, false
			}
		}
		s := Seating{Seats: seats, Circle: true, Shape: "people around a table, rotations the same"}
		if len(m) > 3 && m[3] != "" {
			return withCond(s, n, m[3])
		}
		s.Types = []Type{{Name: "people", Count: n}}
		return s, true
	}
	return Seating{}, false
}

// readRow reads the named people's shapes in a row.
func readRow(p string) (Seating, bool) {
	if m := rowQ.FindStringSubmatch(p); m != nil {
		n, ok := count(m[1])
		if !ok {
			return Seating{}, false
		}
		return withCond(Seating{Seats: n, Shape: "people in a row"}, n, m[2])
	}
	return readGroups(p)
}

// withCond reads a condition on named people among n: each named person
// is a type of one, the others one type.
func withCond(s Seating, n int, c string) (Seating, bool) {
	var names []string
	var rules []func(idx map[string]uint32) Rule
	k := 0
	switch m := matchAny(c, together2, togetherBt, apart2, opposite2); {
	case m == nil:
	case m[0] == "together2":
		names = m[1:3]
		rules = append(rules, ruleOf(Together, names, names))
	case m[0] == "togetherBt":
		names = m[1:4]
		rules = append(rules, ruleOf(Together, names[:2], names[:2]), ruleOf(Apart, names[2:], names[:2]))
	case m[0] == "apart2":
		names = m[1:3]
		rules = append(rules, ruleOf(Apart, names[:1], names[1:]))
	case m[0] == "opposite2":
		names = m[1:3]
		rules = append(rules, ruleOf(Opposite, names[:1], names[1:]))
	}
	if names == nil {
		var ok bool
		if names, rules, k, ok = cond3(c, n); !ok {
			return Seating{}, false
		}
	}
	if k != 0 && k != len(names) || len(names) >= n || !distinct(names) {
		return Seating{}, false
	}
	idx := map[string]uint32{}
	for i, nm := range names {
		s.Types = append(s.Types, Type{Name: nm, Count: 1})
		idx[nm] = 1 << uint(i)
	}
	s.Types = append(s.Types, Type{Name: "the others", Count: n - len(names)})
	for _, r := range rules {
		s.Rules = append(s.Rules, r(idx))
	}
	return s, true
}

// cond3 reads the conditions on three named people; k is the number the
// statement says they are.
func cond3(c string, n int) ([]string, []func(map[string]uint32) Rule, int, bool) {
	if m := together3.FindStringSubmatch(c); m != nil {
		k, ok := count(m[1])
		return m[2:5], []func(map[string]uint32) Rule{ruleOf(Together, m[2:5], m[2:5])}, k, ok
	}
	if m := apart3.FindStringSubmatch(c); m != nil {
		k, ok := count(m[1])
		return m[2:5], []func(map[string]uint32) Rule{ruleOf(Apart, m[2:5], m[2:5])}, k, ok
	}
	if m := none3.FindStringSubmatch(c); m != nil {
		k, ok1 := count(m[4])
		nn, ok2 := count(m[5])
		return m[1:4], []func(map[string]uint32) Rule{ruleOf(Apart, m[1:4], m[1:4])}, k, ok1 && ok2 && nn == n
	}
	if m := consec3.FindStringSubmatch(c); m != nil {
		k, ok1 := count(m[1])
		k2, ok2 := count(m[5])
		return m[2:5], []func(map[string]uint32) Rule{ruleOf(NotTogether, m[2:5], m[2:5])}, k, ok1 && ok2 && k2 == k
	}
	return nil, nil, 0, false
}

func ruleOf(kind string, a, b []string) func(map[string]uint32) Rule {
	return func(idx map[string]uint32) Rule {
		r := Rule{Kind: kind}
		for _, x := range a {
			r.A |= idx[x]
		}
		for _, x := range b {
			r.B |= idx[x]
		}
		return r
	}
}

// matchAny returns the first regexp's match with its name in front.
func matchAny(s string, res ...*regexp.Regexp) []string {
	tags := []string{"together2", "togetherBt", "apart2", "opposite2"}
	for i, re := range res {
		if m := re.FindStringSubmatch(s); m != nil {
			return append([]string{tags[i]}, m[1:]...)
		}
	}
	return nil
}

func distinct(names []string) bool {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return false
		}
		seen[n] = true
	}
	return true
}

// readSenate reads the Senate committee's shapes.
func readSenate(p string, rotated bool) (Seating, bool) {
	if m := senateRow.FindStringSubmatch(p); m != nil {
		if rotated {
			return Seating{}, false
		}
		s, ok := parties(m[1], m[2], m[3], m[4])
		seats, ok1 := count(m[5])
		k, ok2 := count(m[6])
		i := typeIndex(s.Types, m[7])
		if !ok || !ok1 || !ok2 || i < 0 || s.Types[i].Count != k || seats != s.People() {
			return Seating{}, false
		}
		s.Seats, s.Shape = seats, "a committee in a row"
		s.Rules = []Rule{{Kind: Together, A: 1 << uint(i), B: 1 << uint(i)}}
		return s, true
	}
	m := senate.FindStringSubmatch(p)
	if m == nil || !rotated {
		return Seating{}, false
	}
	s, ok := parties(m[1], m[2], m[3], m[4], m[5], m[6])
	if !ok {
		return Seating{}, false
	}
	s.Seats, s.Circle = s.People(), true
	switch q := m[7]; {
	case senateBlock.MatchString(q):
		s.Shape = "a committee around a table, each party together, rotations the same"
		for i := range s.Types {
			s.Rules = append(s.Rules, Rule{Kind: Together, A: 1 << uint(i), B: 1 << uint(i)})
		}
	case senateFree.MatchString(q) && len(s.Types) == 2:
		s.Shape = "a committee around a table, rotations the same"
	case senateAlt.MatchString(q) && len(s.Types) == 2:
		s.Shape = "a committee around a table, each member between two of the other party, rotations the same"
		for i := range s.Types {
			s.Rules = append(s.Rules, Rule{Kind: Apart, A: 1 << uint(i), B: 1 << uint(i)})
		}
	default:
		return Seating{}, false
	}
	return s, true
}

// parties reads pairs of a count and a party's name ("" for a pair not
// there), the names all different, a single Independent alone.
func parties(g ...string) (Seating, bool) {
	var s Seating
	for i := 0; i+1 < len(g); i += 2 {
		if g[i] == "" && g[i+1] == "" {
			continue
		}
		k, ok := count(g[i])
		party := strings.TrimSuffix(g[i+1], "s")
		if !ok || typeIndex(s.Types, party) >= 0 || (k == 1) != (g[i+1] == "Independent") {
			return Seating{}, false
		}
		s.Types = append(s.Types, Type{Name: party, Count: k})
	}
	return s, len(s.Types) >= 2
}

func typeIndex(ts []Type, nm string) int {
	nm = strings.TrimSuffix(nm, "s")
	for i, t := range ts {
		if t.Name == nm {
			return i
		}
	}
	return -1
}

// readGroups reads girls and boys, sons and daughters in a row.
func readGroups(p string) (Seating, bool) {
	if m := girlsBoys.FindStringSubmatch(p); m != nil {
		a, ok1 := count(m[1])
		b, ok2 := count(m[3])
		k, ok3 := count(m[5])
		if !ok1 || !ok2 || !ok3 || m[2] == m[4] {
			return Seating{}, false
		}
		s := Seating{Types: []Type{{Name: strings.TrimSuffix(m[2], "s"), Count: a}, {Name: strings.TrimSuffix(m[4], "s"), Count: b}}, Seats: a + b, Shape: "girls and boys in a row"}
		i := typeIndex(s.Types, m[6])
		if i < 0 || s.Types[i].Count != k {
			return Seating{}, false
		}
		s.Rules = []Rule{{Kind: Together, A: 1 << uint(i), B: 1 << uint(i)}}
		return s, true
	}
	if m := family.FindStringSubmatch(p); m != nil {
		a, ok1 := count(m[1])
		b, ok2 := count(m[2])
		seats, ok3 := count(m[3])
		if !ok1 || !ok2 || !ok3 || seats != a+b {
			return Seating{}, false
		}
		s := Seating{Types: []Type{{Name: "son", Count: a}, {Name: "daughter", Count: b}}, Seats: seats, Shape: "a family in a row"}
		if m[4] != "" {
			if k, ok := count(m[4]); !ok || k != b {
				return Seating{}, false
			}
			s.Rules = []Rule{{Kind: Together, A: 2, B: 2}}
		} else {
			s.Rules = []Rule{{Kind: SomeAdj, A: 1, B: 1}}
		}
		return s, true
	}
	return Seating{}, false
}

// shape is one whole-statement shape of types: the submatch indices of
// the types' counts, their names, which are alike, the indices of totals
// that must equal the people, the rules on the types, whether it is
// around a table (a rotation sentence after it).
type shape struct {
	re     *regexp.Regexp
	counts []int
	names  []string
	same   []bool
	totals []int
	rules  []Rule
	circle bool
	what   string
}

// Each type of a shape apart; the rules name types by bit.
var shapes = []shape{
	{re: regexp.MustCompile(`^Suppose that I have ` + num + ` different books, ` + num + ` of which are math books\. In how many ways can I stack my ` + num + ` books on a shelf if I do not want the math books to be next to each other\?$`),
		counts: []int{2, -1}, names: []string{"math book", "other book"}, totals: []int{1, 3}, rules: []Rule{{Kind: Apart, A: 1, B: 1}}, what: "books on a shelf"},
	{re: regexp.MustCompile(`^Suppose that I have ` + num + ` different books, ` + num + ` of which are math books\. In how many ways can I stack my ` + num + ` books on a shelf if I want a math book on both ends of the stack\?$`),
		counts: []int{2, -1}, names: []string{"math book", "other book"}, totals: []int{1, 3}, rules: []Rule{{Kind: Ends, A: 1}}, what: "books on a shelf"},
	{re: regexp.MustCompile(`^In how many ways can I arrange ` + num + ` different math books and ` + num + ` different history books on my bookshelf, if I require there to be a math book on both ends\?$`),
		counts: []int{1, 2}, names: []string{"math book", "history book"}, rules: []Rule{{Kind: Ends, A: 1}}, what: "books on a shelf"},
	{re: regexp.MustCompile(`^How many ways can we put ` + num + ` math books and ` + num + ` English books on a shelf if all the math books must stay together and all the English books must also stay together\? \(The math books are all different and so are the English books\.\)$`),
		counts: []int{1, 2}, names: []string{"math book", "English book"}, rules: []Rule{{Kind: Together, A: 1, B: 1}, {Kind: Together, A: 2, B: 2}}, what: "books on a shelf"},
	{re: regexp.MustCompile(`^[A-Z][a-z]+ has ` + num + ` different basil plants and ` + num + ` different tomato plants\. In how many ways can she arrange the plants in a row if she puts all the tomato plants next to each other\?$`),
		counts: []int{1, 2}, names: []string{"basil plant", "tomato plant"}, rules: []Rule{{Kind: Together, A: 2, B: 2}}, what: "plants in a row"},
	{re: regexp.MustCompile(`^The [A-Z][a-z]+ School's European debate club has ` + num + ` German delegates, ` + num + ` French delegates, and ` + num + ` Italian delegates\. In how many ways can these ` + num + ` delegates sit in a row of ` + num + ` chairs, if each country's delegates insist on all sitting next to each other\?$`),
		counts: []int{1, 2, 3}, names: []string{"German", "French", "Italian"}, totals: []int{4, 5}, rules: eachTogether(3), what: "delegates in a row"},
	{re: regexp.MustCompile(`^An international meeting is held between England, Germany, and France\. ` + num + ` representatives attend from England, ` + num + ` from Germany, and ` + num + ` from France\. How many ways can all ` + num + ` representatives sit around a circular table, if representatives of the same country sit together\?$`),
		counts: []int{1, 2, 3}, names: []string{"English", "German", "French"}, totals: []int{4}, rules: eachTogether(3), circle: true, what: "representatives around a table, rotations the same"},
	{re: regexp.MustCompile(`^In a press conference before the All-Star Game, ` + num + ` All-Stars will be taking questions\. ` + num + ` are Cubs, ` + num + ` are Red Sox, and ` + num + ` are Yankees\. If teammates insist on sitting together, how many ways can the ` + num + ` All-Stars be seated in a row\?$`),
		counts: []int{2, 3, 4}, names: []string{"Cub", "Red Sox", "Yankee"}, totals: []int{1, 5}, rules: eachTogether(3), what: "players in a row"},
	{re: regexp.MustCompile(`^The Happy Valley Kennel has ` + num + ` chickens, ` + num + ` dogs, and ` + num + ` cats\. \(Some people in Happy Valley like to keep chickens as pets!\) In how many ways can the ` + num + ` animals be placed in a row of ` + num + ` cages, such that all of the animals of each type are in adjacent cages\? \(Two animals of the same species are considered distinguishable\.\)$`),
		counts: []int{1, 2, 3}, names: []string{"chicken", "dog", "cat"}, totals: []int{4, 5}, rules: eachTogether(3), what: "animals in a row"},
	{re: regexp.MustCompile(`^There are ` + num + ` wombats in a council\. ` + num + ` of them are hairy-nosed wombats, while the rest are all different species\. If the hairy-nosed wombats are indistinguishable but the other wombats are, how many ways can the wombats seat themselves in a row\?$`),
		counts: []int{2, -1}, names: []string{"hairy-nosed wombat", "other wombat"}, same: []bool{true, false}, totals: []int{1}, what: "wombats in a row"},
	{re: regexp.MustCompile(`^There are ` + num + ` clearly distinguishable frogs sitting in a row\. ` + num + ` are green, ` + num + ` are red, and ` + num + ` is blue\. Green frogs refuse to sit next to the red frogs, for they are highly poisonous\. In how many ways can the frogs be arranged\?$`),
		counts: []int{2, 3, 4}, names: []string{"green frog", "red frog", "blue frog"}, totals: []int{1}, rules: []Rule{{Kind: Apart, A: 1, B: 2}}, what: "frogs in a row"},
	{re: regexp.MustCompile(`^In how many ways can ` + num + ` people line up in a straight line if the youngest person cannot be first in line\?$`),
		counts: []int{-2, -1}, names: []string{"youngest", "other"}, totals: []int{1}, rules: []Rule{{Kind: NotFirst, A: 1}}, what: "people in a line"},
	{re: regexp.MustCompile(`^A teacher wants to arrange ` + num + ` copies of Introduction to Geometry and ` + num + ` copies of Introduction to Number Theory on a bookshelf\. In how many ways can he do that\?$`),
		counts: []int{1, 2}, names: []string{"Geometry copy", "Number Theory copy"}, same: []bool{true, true}, what: "copies on a shelf"},
	{re: regexp.MustCompile(`^I have ` + num + ` books, two of which are identical copies of the same math book \(and all of the rest of the books are different\)\. In how many ways can I arrange them on a shelf\?$`),
		counts: []int{-3, -1}, names: []string{"math book copy", "other book"}, same: []bool{true, false}, totals: []int{1}, what: "books on a shelf"},
}

func eachTogether(n int) []Rule {
	var rs []Rule
	for i := 0; i < n; i++ {
		rs = append(rs, Rule{Kind: Together, A: 1 << uint(i), B: 1 << uint(i)})
	}
	return rs
}

// readShapes reads the shapes of types above. A count index -1 is the
// rest of the first total, -2 is one, -3 is two.
func readShapes(p string, rotated bool) (Seating, bool) {
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		if sh.circle != rotated {
			return Seating{}, false
		}
		var totals []int
		for _, t := range sh.totals {
			v, ok := count(m[t])
			if !ok {
				return Seating{}, false
			}
			totals = append(totals, v)
		}
		s := Seating{Circle: sh.circle, Rules: sh.rules, Shape: sh.what}
		known := 0
		for i, c := range sh.counts {
			v, ok := 0, true
			switch c {
			case -1:
				continue
			case -2:
				v = 1
			case -3:
				v = 2
			default:
				v, ok = count(m[c])
			}
			if !ok {
				return Seating{}, false
			}
			known += v
			s.Types = append(s.Types, Type{Name: sh.names[i], Count: v, Same: sh.same != nil && sh.same[i]})
		}
		for i, c := range sh.counts {
			if c == -1 { // the rest, after the others
				if len(totals) == 0 || totals[0] <= known {
					return Seating{}, false
				}
				rest := Type{Name: sh.names[i], Count: totals[0] - known, Same: sh.same != nil && sh.same[i]}
				s.Types = append(s.Types[:i], append([]Type{rest}, s.Types[i:]...)...)
			}
		}
		s.Seats = s.People()
		for _, t := range totals {
			if t != s.Seats {
				return Seating{}, false
			}
		}
		return s, true
	}
	return Seating{}, false
}
