// Package selection reads a question that asks for the number of ways to
// choose k of n people or things, with or without order (issue 42, MATH
// Counting & Probability; see Read).
package selection

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed
// (N, K numerals or number words up to twenty):
//
//	In how many ways can a K-person committee be chosen from a group of N people?
//	  (also "… (where the order in which we choose the K people doesn't matter)?")
//	In how many ways can K students be selected from a group of N students?
//	In how many ways can K books be selected from a shelf of N books if the order in which the books are selected does not matter?
//	In how many ways can I choose K captains from a team of N people?
//	In how many ways can I choose a K-person committee from a club of N people?
//	In how many ways can <Name> choose K out of N (math classes to take | colors to paint his room)?
//	A club has N members and needs to choose K members to be co-presidents. In how many ways can the club choose its co-presidents?
//	My club has N members. In how many ways can I choose members to form a K-person executive committee?
//	N people attend a party. During the party everyone shakes hands with everyone else. How many handshakes take place at the party?
//
// are C(N, K); and, offices held by different people (N!/(N-K)!) or by
// anyone (N^K), the offices a list of distinct office names:
//
//	In how many ways can <offices> be chosen from a group of N people if no one can serve two roles at the same time?
//	In how many ways can a President and a Vice-President be chosen from a group of N people (assuming that the President and the Vice-President cannot be the same person)?
//	(My|Our|Your math) club has N members. In how many ways can (we|it) (choose|select) <offices>(,) if no member can hold more than one office?
//	Our club has N members, and wishes to pick <offices>. In how many ways can we choose the officers, if individual members can only hold at most one office? (may hold more than one office: N^K)
//	In how many ways can I choose K different officers (<offices>) from a club of N people?
//
// Anything else, one more word or condition, is not read.

// Selection is the question: K of N, Ordered (distinct offices) or not,
// Repeat (one person may hold several offices).
type Selection struct {
	N, K    int
	Ordered bool
	Repeat  bool
	Shape   string
}

const n = `(\d{1,3}|[a-z]+)`

var (
	spaceRe   = regexp.MustCompile(`\s+`)
	unordered = []*regexp.Regexp{
		regexp.MustCompile(`^In how many ways can a ` + n + `-person committee be chosen from a group of ` + n + ` people(?: \(where the order in which we choose the ` + n + ` people doesn't matter\))?\?$`),
		regexp.MustCompile(`^In how many ways can ` + n + ` students be selected from a group of ` + n + ` students\?$`),
		regexp.MustCompile(`^In how many ways can ` + n + ` books be selected from a shelf of ` + n + ` books if the order in which the books are selected does not matter\?$`),
		regexp.MustCompile(`^In how many ways can I choose ` + n + ` captains from a team of ` + n + ` people\?$`),
		regexp.MustCompile(`^In how many ways can I choose a ` + n + `-person committee from a club of ` + n + ` people\?$`),
		regexp.MustCompile(`^In how many ways can [A-Z][a-z]+ choose ` + n + ` out of ` + n + ` (?:math classes to take|colors to paint his room)\?$`),
	}
	coPresidents  = regexp.MustCompile(`^A club has ` + n + ` members and needs to choose ` + n + ` members to be co-presidents\. In how many ways can the club choose its co-presidents\?$`)
	clubCommittee = regexp.MustCompile(`^My club has ` + n + ` members\. In how many ways can I choose members to form a ` + n + `-person executive committee\?$`)
	handshakes    = regexp.MustCompile(`^` + n + ` people attend a party\. During the party everyone shakes hands with everyone else\. How many handshakes take place at the party\?$`)

	officesFrom = regexp.MustCompile(`^In how many ways can (.+?) be chosen from a group of ` + n + ` people if no one can serve two roles at the same time\?$`)
	presVice    = regexp.MustCompile(`^In how many ways can a President and a Vice-President be chosen from a group of ` + n + ` people \(assuming that the President and the Vice-President cannot be the same person\)\?$`)
	clubNoTwo   = regexp.MustCompile(`^(?:My|Our|Your math) club has ` + n + ` members\. In how many ways can (?:we|it) (?:choose|select) (.+?),? if no member can hold more than one office\?$`)
	clubPick    = regexp.MustCompile(`^Our club has ` + n + ` members, and wishes to pick (.+?)\. In how many ways can we choose the officers, if individual members (can only hold at most one office|may hold more than one office)\?$`)
	officersOf  = regexp.MustCompile(`^In how many ways can I choose ` + n + ` different officers \((.+?)\) from a club of ` + n + ` people\?$`)

	officeSplit = regexp.MustCompile(`,? and |, `)
	offices     = map[string]bool{"president": true, "vice-president": true, "vice president": true, "secretary": true, "treasurer": true, "morale officer": true}
	words       = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
)

func count(s string) (int, bool) {
	if v, ok := words[strings.ToLower(s)]; ok {
		return v, true
	}
	v, err := strconv.Atoi(s)
	return v, err == nil && v >= 0
}

// officeList counts a list of distinct office names ("a president,
// vice-president, secretary, and treasurer").
func officeList(s string) (int, bool) {
	seen := map[string]bool{}
	for _, it := range officeSplit.Split(s, -1) {
		it = strings.ToLower(strings.TrimSpace(it))
		it = strings.TrimPrefix(strings.TrimPrefix(it, "a "), "an ")
		it = strings.ReplaceAll(it, "vice president", "vice-president")
		if !offices[it] || seen[it] {
			return 0, false
		}
		seen[it] = true
	}
	return len(seen), len(seen) >= 2
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Selection, bool) {
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	if !strings.Contains(p, "ow many") {
		return Selection{}, false
	}
	for _, re := range unordered {
		if m := re.FindStringSubmatch(p); m != nil {
			k, ok1 := count(m[1])
			nn, ok2 := count(m[2])
			if !ok1 || !ok2 || len(m) > 3 && m[3] != "" && m[3] != m[1] {
				return Selection{}, false
			}
			return Selection{N: nn, K: k, Shape: "K of N chosen, without order"}, true
		}
	}
	if m := coPresidents.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := count(m[2])
		return Selection{N: nn, K: k, Shape: "K co-presidents of N members, without order"}, ok1 && ok2
	}
	if m := clubCommittee.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := count(m[2])
		return Selection{N: nn, K: k, Shape: "a K-person committee of N members"}, ok1 && ok2
	}
	if m := handshakes.FindStringSubmatch(p); m != nil {
		nn, ok := count(m[1])
		return Selection{N: nn, K: 2, Shape: "handshakes of N people, each pair once"}, ok
	}
	if m := officesFrom.FindStringSubmatch(p); m != nil {
		k, ok1 := officeList(m[1])
		nn, ok2 := count(m[2])
		return Selection{N: nn, K: k, Ordered: true, Shape: "K distinct offices held by different people of N"}, ok1 && ok2
	}
	if m := presVice.FindStringSubmatch(p); m != nil {
		nn, ok := count(m[1])
		return Selection{N: nn, K: 2, Ordered: true, Shape: "K distinct offices held by different people of N"}, ok
	}
	if m := clubNoTwo.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := officeList(m[2])
		return Selection{N: nn, K: k, Ordered: true, Shape: "K distinct offices held by different people of N"}, ok1 && ok2
	}
	if m := clubPick.FindStringSubmatch(p); m != nil {
		nn, ok1 := count(m[1])
		k, ok2 := officeList(m[2])
		rep := strings.HasPrefix(m[3], "may")
		shape := "K distinct offices held by different people of N"
		if rep {
			shape = "K distinct offices, each held by any of N"
		}
		return Selection{N: nn, K: k, Ordered: true, Repeat: rep, Shape: shape}, ok1 && ok2
	}
	if m := officersOf.FindStringSubmatch(p); m != nil {
		k, ok1 := count(m[1])
		l, ok2 := officeList(m[2])
		nn, ok3 := count(m[3])
		return Selection{N: nn, K: k, Ordered: true, Shape: "K distinct offices held by different people of N"}, ok1 && ok2 && ok3 && l == k
	}
	return Selection{}, false
}
