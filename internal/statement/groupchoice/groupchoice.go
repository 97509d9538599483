// Package groupchoice reads a question that asks for the number of ways
// to choose K of people or things split into groups, a condition on how
// many come from each group (issue 42, MATH Counting & Probability; see
// Read).
package groupchoice

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed, numbers digits or words up to twenty,
// names capitalized words. Every member of every group is distinct; the
// ways are the subsets of K members whose numbers j_i from the groups obey
// the condition:
//
//	Our school's girls volleyball team has N players, including a set of 3 triplets: A, B, and C. In how many ways can we choose K starters <if exactly (at most, at least) J of the triplets is (are) in the starting lineup | if the only restriction is that not all 3 triplets can be in the starting lineup | with no restrictions? (The triplets are treated as distinguishable.)>?
//	A Senate committee has A Republicans and B Democrats. In how many ways can we form a subcommittee <with a Republicans and b Democrats | of K members that has at least one member from each party>?
//	My school's math club has A boys and B girls. I need to select a team to send to the state math competition. We want K people on the team. In how many ways can I select the team <without restrictions | to have more girls than boys | to have more boys than girls | to have a boys and b girls>?
//	There are A men and B women in the <Name …> Club. They wish to form a K-person steering committee with a men and b women. In how many ways can they form the committee?
//	The Senate has N members, A Republicans and B Democrats. In how many ways can I choose a K-person committee consisting of a Republicans and b Democrats?
//	A school organization consists of A teachers, B parents and C students. A subcommittee of this group is formed by choosing a teachers, b parents and c students. How many different subcommittees can be formed?
//	Mr. <Name> needs to select a girls and b boys to go on a backpacking trip. In how many ways can he do this if A girls and B boys are interested in going on the trip?
//	Mr. <Name> has A boys and B girls in his statistics class. In how many ways can he pick a boys and b girls to give a group presentation tomorrow? (The order in which the boys and girls are chosen does not matter.)
//	The K-member math team at <Name> Middle School is chosen from the math club, which has A girls and B boys. How many different teams made up of a girls and b boys could be chosen?
//	If the grocery store has A different kinds of fruit and B different kinds of canned soup, in how many ways can <Name> choose a different kinds of fruit and b different kinds of soup to buy?
//	I have N distinguishable socks in my drawer: A white, B brown, and C blue. In how many ways can I choose a pair of socks, provided that I get two socks of the same color?
//	<Name> has N marbles of different colors. In how many ways can she choose K of the marbles, if she refuses to choose the green one and the purple one at the same time?
//	<Name> has N marbles of different colors, including one red, one green, and one blue marble. In how many ways can he choose K marbles, if exactly one of the chosen marbles is red, green, or blue?
//
// and K of N, one group: "My school's math team has N members and my
// coach needs to select K of them for a particular contest. In how many
// ways can she do that?", "In how many ways can K students be selected
// from a group of N students to serve on a chalkboard-cleaning team?",
// "<Name> wants to order a pizza with K different toppings. (He|She) has N
// different toppings to choose from. How many different pizzas could
// (he|she) order?", "I want to read K books over the next month. My
// bookshelf has N different books. In how many ways can I choose which
// books to read over the next month, without regard to the order that I
// read them?", "There are N tourist locations in Italy that <Name> would
// like to visit, but she only has time to see K. In how many ways can she
// choose K of the locations to visit (the order in which she visits them
// does not matter)?", "There are N different-colored crayons in a box. How many
// ways can <Name> select K crayons if the order in which he draws them out
// does not matter?", "<Name> has N different colored marbles in his bag.
// In how many ways can he choose K different marbles from his bag to play
// a game?", "N distinct points are identified on the circumference of a
// circle. How many different (triangles | convex quadrilaterals) can be
// formed if each vertex must be one of these N points?" (K points of a
// circle are the vertices of one convex K-gon). Totals the statement says
// twice must agree.

// Choice is the question: K chosen from groups of Sizes, the numbers
// chosen from each obeying Cond.
type Choice struct {
	Sizes []int
	K     int
	Cond  func(j []int) bool
	Shape string
}

const (
	num  = `(\d{1,3}|[a-z]+)`
	name = `([A-Z][a-z]+)`
)

var (
	spaceRe = regexp.MustCompile(`\s+`)

	triplets = regexp.MustCompile(`^Our school's girls volleyball team has ` + num + ` players, including a set of 3 triplets: ` + name + `, ` + name + `, and ` + name + `\. In how many ways can we choose ` + num + ` starters (.+)$`)
	tripJ    = regexp.MustCompile(`^if (exactly|at most|at least) (one|two|three) of the triplets (is|are) in the starting lineup\?$`)
	senateSC = regexp.MustCompile(`^A Senate committee has ` + num + ` Republicans and ` + num + ` Democrats\. In how many ways can we form a subcommittee (?:with ` + num + ` Republicans and ` + num + ` Democrats|of ` + num + ` members that has at least one member from each party)\?$`)
	mathClub = regexp.MustCompile(`^My school's math club has ` + num + ` boys and ` + num + ` girls\. I need to select a team to send to the state math competition\. We want ` + num + ` people on the team\. In how many ways can I select the team (without restrictions|to have more girls than boys|to have more boys than girls|to have ` + num + ` boys and ` + num + ` girls)\?$`)

	fixed = []*regexp.Regexp{
		regexp.MustCompile(`^There are ` + num + ` men and ` + num + ` women in the (?:[A-Z][a-z]+ )+Club\. They wish to form a ` + num + `-person steering committee with ` + num + ` men and ` + num + ` women\. In how many ways can they form the committee\?$`),
		regexp.MustCompile(`^The Senate has ` + num + ` members, ` + num + ` Republicans and ` + num + ` Democrats\. In how many ways can I choose a ` + num + `-person committee consisting of ` + num + ` Republicans and ` + num + ` Democrats\?$`),
		regexp.MustCompile(`^A school organization consists of ` + num + ` teachers, ` + num + ` parents and ` + num + ` students\. A subcommittee of this group is formed by choosing ` + num + ` teachers, ` + num + ` parents and ` + num + ` students\. How many different subcommittees can be formed\?$`),
		regexp.MustCompile(`^Mr\. [A-Z][a-z]+ needs to select ` + num + ` girls and ` + num + ` boys to go on a backpacking trip\. In how many ways can he do this if ` + num + ` girls and ` + num + ` boys are interested in going on the trip\?$`),
		regexp.MustCompile(`^Mr\. [A-Z][a-z]+ has ` + num + ` boys and ` + num + ` girls in his statistics class\. In how many ways can he pick ` + num + ` boys and ` + num + ` girls to give a group presentation tomorrow\? \(The order in which the boys and girls are chosen does not matter\.\)$`),
		regexp.MustCompile(`^If the grocery store has ` + num + ` different kinds of fruit and ` + num + ` different kinds of canned soup, in how many ways can [A-Z][a-z]+ choose ` + num + ` different kinds of fruit and ` + num + ` different kinds of soup to buy\?$`),
		regexp.MustCompile(`^The ` + num + `-member math team at [A-Z][a-z]+ Middle School is chosen from the math club, which has ` + num + ` girls and ` + num + ` boys\. How many different teams made up of ` + num + ` girls and ` + num + ` boys could be chosen\?$`),
	}
	// fixedOrder says, for each fixed shape, which groups are sizes and
	// which are numbers chosen (indices into the submatch; 0: a total).
	fixedSizes = [][]int{{1, 2}, {2, 3}, {1, 2, 3}, {3, 4}, {1, 2}, {1, 2}, {2, 3}}
	fixedPicks = [][]int{{4, 5}, {5, 6}, {4, 5, 6}, {1, 2}, {3, 4}, {3, 4}, {4, 5}}
	fixedTotal = []int{3, 4, 0, 0, 0, 0, 1} // the total K said (0: none)
	fixedN     = []int{0, 1, 0, 0, 0, 0, 0} // the total N said (0: none)

	socks   = regexp.MustCompile(`^I have ` + num + ` distinguishable socks in my drawer: ` + num + ` white, ` + num + ` brown, and ` + num + ` blue\. In how many ways can I choose a pair of socks, provided that I get two socks of the same color\?$`)
	notBoth = regexp.MustCompile(`^[A-Z][a-z]+ has ` + num + ` marbles of different colors\. In how many ways can she choose ` + num + ` of the marbles, if she refuses to choose the green one and the purple one at the same time\?$`)
	oneRGB  = regexp.MustCompile(`^[A-Z][a-z]+ has ` + num + ` marbles of different colors, including one red, one green, and one blue marble\. In how many ways can he choose ` + num + ` marbles, if exactly one of the chosen marbles is red, green, or blue\?$`)

	// single: K of N; the submatch indices of K and N.
	single = []*regexp.Regexp{
		regexp.MustCompile(`^My school's math team has ` + num + ` members and my coach needs to select ` + num + ` of them for a particular contest\. In how many ways can she do that\?$`),
		regexp.MustCompile(`^In how many ways can ` + num + ` students be selected from a group of ` + num + ` students to serve on a chalkboard-cleaning team\?$`),
		regexp.MustCompile(`^[A-Z][a-z]+ wants to order a pizza with ` + num + ` different toppings\. (?:He|She) has ` + num + ` different toppings to choose from\. How many different pizzas could (?:he|she) order\?$`),
		regexp.MustCompile(`^I want to read ` + num + ` books over the next month\. My bookshelf has ` + num + ` different books\. In how many ways can I choose which books to read over the next month, without regard to the order that I read them\?$`),
		regexp.MustCompile(`^There are ` + num + ` different-colored crayons in a box\. How many ways can [A-Z][a-z]+ select ` + num + ` crayons if the order in which he draws them out does not matter\?$`),
		regexp.MustCompile(`^[A-Z][a-z]+ has ` + num + ` different colored marbles in his bag\. In how many ways can he choose ` + num + ` different marbles from his bag to play a game\?$`),
	}
	singleK = []int{2, 1, 1, 1, 2, 2}
	singleN = []int{1, 2, 2, 2, 1, 1}
	italy   = regexp.MustCompile(`^There are ` + num + ` tourist locations in Italy that [A-Z][a-z]+ would like to visit, but she only has time to see ` + num + `\. In how many ways can she choose ` + num + ` of the locations to visit \(the order in which she visits them does not matter\)\?$`)
	circle  = regexp.MustCompile(`^(\d{1,3}|[A-Z][a-z]+) distinct points are identified on the circumference of a circle\. How many different (triangles|convex quadrilaterals) can be formed if each vertex must be one of these ` + num + ` points\?$`)

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
	return v, err == nil
}

// counts reads the submatches at idx as counts.
func counts(m []string, idx []int) ([]int, bool) {
	out := make([]int, len(idx))
	for i, x := range idx {
		v, ok := count(m[x])
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// exactly is the condition that group i gives want[i] for every i.
func exactly(want []int) func([]int) bool {
	return func(j []int) bool {
		for i := range want {
			if j[i] != want[i] {
				return false
			}
		}
		return true
	}
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Choice, bool) {
	if !strings.Contains(problem, "ow many") {
		return Choice{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	if c, ok := readGroups(p); ok {
		return c, true
	}
	for i, re := range fixed {
		m := re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		sizes, ok1 := counts(m, fixedSizes[i])
		picks, ok2 := counts(m, fixedPicks[i])
		if !ok1 || !ok2 {
			return Choice{}, false
		}
		if t := fixedTotal[i]; t != 0 {
			if k, ok := count(m[t]); !ok || k != sum(picks) {
				return Choice{}, false
			}
		}
		if t := fixedN[i]; t != 0 {
			if n, ok := count(m[t]); !ok || n != sum(sizes) {
				return Choice{}, false
			}
		}
		return Choice{Sizes: sizes, K: sum(picks), Cond: exactly(picks), Shape: "so many of each group"}, true
	}
	return readSingle(p)
}

// readGroups reads the shapes with a condition other than fixed numbers.
func readGroups(p string) (Choice, bool) {
	if m := triplets.FindStringSubmatch(p); m != nil {
		return readTriplets(m)
	}
	if m := senateSC.FindStringSubmatch(p); m != nil {
		g, ok := counts(m, []int{1, 2})
		if !ok {
			return Choice{}, false
		}
		if m[5] != "" {
			k, ok := count(m[5])
			return Choice{Sizes: g, K: k, Cond: func(j []int) bool { return j[0] >= 1 && j[1] >= 1 }, Shape: "at least one of each party"}, ok
		}
		picks, ok := counts(m, []int{3, 4})
		return Choice{Sizes: g, K: sum(picks), Cond: exactly(picks), Shape: "so many of each party"}, ok
	}
	if m := mathClub.FindStringSubmatch(p); m != nil {
		g, ok1 := counts(m, []int{1, 2})
		k, ok2 := count(m[3])
		if !ok1 || !ok2 {
			return Choice{}, false
		}
		c := Choice{Sizes: g, K: k, Shape: "a team of boys and girls"}
		switch m[4] {
		case "without restrictions":
			c.Cond = func([]int) bool { return true }
		case "to have more girls than boys":
			c.Cond = func(j []int) bool { return j[1] > j[0] }
		case "to have more boys than girls":
			c.Cond = func(j []int) bool { return j[0] > j[1] }
		default:
			picks, ok := counts(m, []int{5, 6})
			if !ok || sum(picks) != k {
				return Choice{}, false
			}
			c.Cond = exactly(picks)
		}
		return c, true
	}
	if m := socks.FindStringSubmatch(p); m != nil {
		g, ok1 := counts(m, []int{2, 3, 4})
		n, ok2 := count(m[1])
		return Choice{Sizes: g, K: 2, Cond: func(j []int) bool { return j[0] == 2 || j[1] == 2 || j[2] == 2 }, Shape: "a pair of socks of one colour"}, ok1 && ok2 && n == sum(g)
	}
	if m := notBoth.FindStringSubmatch(p); m != nil {
		n, ok1 := count(m[1])
		k, ok2 := count(m[2])
		return Choice{Sizes: []int{1, 1, n - 2}, K: k, Cond: func(j []int) bool { return j[0]+j[1] < 2 }, Shape: "not both of two marbles"}, ok1 && ok2 && n >= 2
	}
	if m := oneRGB.FindStringSubmatch(p); m != nil {
		n, ok1 := count(m[1])
		k, ok2 := count(m[2])
		return Choice{Sizes: []int{3, n - 3}, K: k, Cond: func(j []int) bool { return j[0] == 1 }, Shape: "exactly one of three marbles"}, ok1 && ok2 && n >= 3
	}
	return Choice{}, false
}

// readTriplets reads the volleyball team's conditions on the triplets.
func readTriplets(m []string) (Choice, bool) {
	n, ok1 := count(m[1])
	k, ok2 := count(m[5])
	if !ok1 || !ok2 || n < 3 || m[2] == m[3] || m[3] == m[4] || m[2] == m[4] {
		return Choice{}, false
	}
	c := Choice{Sizes: []int{3, n - 3}, K: k, Shape: "starters and the triplets"}
	switch q := m[6]; {
	case q == "with no restrictions? (The triplets are treated as distinguishable.)":
		c.Cond = func([]int) bool { return true }
	case q == "if the only restriction is that not all 3 triplets can be in the starting lineup?":
		c.Cond = func(j []int) bool { return j[0] < 3 }
	default:
		t := tripJ.FindStringSubmatch(q)
		if t == nil {
			return Choice{}, false
		}
		v, _ := count(t[2])
		if (v == 1) != (t[3] == "is") {
			return Choice{}, false
		}
		switch t[1] {
		case "exactly":
			c.Cond = func(j []int) bool { return j[0] == v }
		case "at most":
			c.Cond = func(j []int) bool { return j[0] <= v }
		default:
			c.Cond = func(j []int) bool { return j[0] >= v }
		}
	}
	return c, true
}

// readSingle reads K of N, one group.
func readSingle(p string) (Choice, bool) {
	all := func([]int) bool { return true }
	for i, re := range single {
		if m := re.FindStringSubmatch(p); m != nil {
			k, ok1 := count(m[singleK[i]])
			n, ok2 := count(m[singleN[i]])
			return Choice{Sizes: []int{n}, K: k, Cond: all, Shape: "K of N"}, ok1 && ok2
		}
	}
	if m := italy.FindStringSubmatch(p); m != nil {
		n, ok1 := count(m[1])
		k, ok2 := count(m[2])
		k2, ok3 := count(m[3])
		return Choice{Sizes: []int{n}, K: k, Cond: all, Shape: "K of N"}, ok1 && ok2 && ok3 && k == k2
	}
	if m := circle.FindStringSubmatch(p); m != nil {
		n, ok1 := count(m[1])
		n2, ok2 := count(m[3])
		k := 3
		if m[2] != "triangles" {
			k = 4
		}
		return Choice{Sizes: []int{n}, K: k, Cond: all, Shape: "K of N points of a circle, the vertices of one convex polygon"}, ok1 && ok2 && n == n2
	}
	return Choice{}, false
}
