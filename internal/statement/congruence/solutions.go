package congruence

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 42 (MATH Number Theory): more whole-statement shapes,
// normalized as Read does:
//
//	Compute $a^{-1}\pmod{m}$. Express your answer as a residue from $0$ to $m-1$, inclusive.
//	    [(You may find it helpful to consider the fact that $a\cdot b=c$.)]
//	Find $a^{-1} \pmod{M}$. That is, find the residue $b$ for which $ab \equiv 1\pmod{M}$.
//	    Express your answer as an integer from $0$ to $M-1$, inclusive.
//	[Notice that $a\cdot b=c$.] Find (an|some) integer $n$ (such that|with) $0\leq n<m$
//	    (and|such that) $n$ is (a|the) multiplicative inverse to a modulo m.
//	[Notice that $a\cdot b=c$.] Find some integer $n$ with $0\leq n<m$ such that $A\equiv B\pmod{m}$.
//	[The numbers A, B, and C are the legs and hypotenuse of a right triangle.] Find the
//	    multiplicative inverse to a modulo m. (Express your answer as an integer $n$ with $0\leq n<m$.)
//	If $E$ is congruent to $n$ modulo m, where $0\le n<m$, [then] what is the value of $n$?
//	Determine the residue of $E\pmod{m}$. Your answer should be an integer in the range $0,1,2,\ldots,m-2,m-1$.
//	How many integers from $L$ to $H$ are congruent to $r \pmod{m}$?
//	Determine the number of solutions in $x$ of the congruence $A\equiv B\pmod{m}$ such that $L< x\le H$.
//	Given that $x$ is a positive integer less than H, how many solutions does the congruence $C$ have?
//	What is the sum of all positive integer solutions less than or equal to $H$ to the congruence $C$?
//	What is the average of the two smallest positive integer solutions to the congruence $C$?
//	What is the sum of the smallest and second-smallest positive integers $a$ satisfying the congruence $C$?
//	What is the largest negative integer $x$ satisfying $C$?
//	Determine the number of integers $x$ such that $L\le x< H$ and $x$ satisfies the following
//	    system of equations: \begin{align*} C_1,\\ C_2. \end{align*}
//	Determine the smallest non-negative integer $a$ that satisfies the congruences: \begin{align*} … \end{align*}
//	Find the least positive four-digit solution to the following system of congruences. \begin{align*} … \end{align*}
//
// Each congruence is A \equiv B \pmod{m} in the one unknown; the rows of
// an align environment are such congruences (a leading "&", a trailing
// "," or "." dropped). A hint that is not of the forms above, one more
// word, and the statement is not read.

// Agg is what a question asks of the solutions of its range.
type Agg int

const (
	AggOne     Agg = iota // the one solution (Read's shapes)
	AggCount              // how many solve it
	AggSum                // the sum of the solutions
	AggMin                // the smallest solution
	AggMax                // the largest solution
	AggSumTwo             // the sum of the two smallest solutions
	AggMeanTwo            // the mean of the two smallest solutions
)

// Note is a closed equation Left = Right the statement states as a fact.
type Note struct{ Left, Right string }

var (
	helpRe     = `(?: \(You may find it helpful to consider the fact that \$([^$=]+)=([^$=]+)\$\.\))?`
	noticeRe   = `^(?:Notice that \$([^$=]+)=([^$=]+)\$\. )?`
	computeInv = regexp.MustCompile(`^Compute \$(\d{1,7})\s*\^\s*\{-1\}\s*\\pmod\{(\d{1,7})\}\$\. Express your answer as a residue from \$0\$ to \$(\d{1,7})\$, inclusive\.` + helpRe + `$`)
	findInv    = regexp.MustCompile(`^Find \$(\d{1,7})\s*\^\s*\{-1\}\s*\\pmod\{([^{}$]+)\}\$\. That is, find the residue ` + v + ` for which ` + f + `\. Express your answer as an integer from \$0\$ to \$([^$]+)\$, inclusive\.$`)
	someInv    = regexp.MustCompile(noticeRe + `Find (?:an|some) integer ` + v + ` (?:such that|with) ` + f + ` (?:and|such that) ` + v + ` is (?:a|the) multiplicative inverse to (\d{1,7}) modulo (\d{1,7})\.$`)
	someCong   = regexp.MustCompile(noticeRe + `Find some integer ` + v + ` with ` + f + ` such that ` + f + `\.$`)
	theInv     = regexp.MustCompile(`^(?:The numbers (\d{1,5}), (\d{1,5}), and (\d{1,5}) are the legs and hypotenuse of a right triangle\. )?Find the multiplicative inverse to (\d{1,7}) modulo (\d{1,7})\. \(Express your answer as an integer ` + v + ` with ` + f + `\.\)$`)
	congTo     = regexp.MustCompile(`^If ` + f + ` is congruent to ` + v + ` modulo (\d{1,7}), where ` + f + `,? (?:then )?what is the value of ` + v + `\?$`)
	residueIn  = regexp.MustCompile(`^Determine the residue of \$([^$]+?)\s*\\pmod\{(\d{1,7})\}\$\. Your answer should be an integer in the range \$0,\s*1,\s*2,\s*\\ldots,\s*(\d{1,7}),\s*(\d{1,7})\$\.$`)
	howManyTo  = regexp.MustCompile(`^How many integers from \$(-?\d{1,7})\$ to \$(-?\d{1,7})\$ are congruent to \$(-?\d{1,7})\s*\\pmod\{(\d{1,7})\}\$\?$`)
	numSolsIn  = regexp.MustCompile(`^Determine the number of solutions in ` + v + ` of the congruence ` + f + ` such that ` + f + `\.$`)
	givenLess  = regexp.MustCompile(`^Given that ` + v + ` is a positive integer less than (\d{1,7}), how many solutions does the congruence ` + f + ` have\?$`)
	sumUpTo    = regexp.MustCompile(`^What is the sum of all positive integer solutions less than or equal to \$(\d{1,7})\$ to the congruence ` + f + `\?$`)
	meanTwo    = regexp.MustCompile(`^What is the average of the two smallest positive integer solutions to the congruence ` + f + `\?$`)
	sumTwo     = regexp.MustCompile(`^What is the sum of the smallest and second-smallest positive integers ` + v + ` satisfying the congruence ` + f + `\?$`)
	maxNeg     = regexp.MustCompile(`^What is the largest negative integer ` + v + ` satisfying ` + f + `\?$`)
	countSys   = regexp.MustCompile(`^Determine the number of integers ` + v + ` such that ` + f + ` and ` + v + ` satisfies the following system of equations: ` + alignRe + `$`)
	minNonNeg  = regexp.MustCompile(`^Determine the smallest non-negative integer ` + v + ` that satisfies the congruences: ` + alignRe + `$`)
	minFour    = regexp.MustCompile(`^Find the least positive four-digit solution to the following system of congruences\. ` + alignRe + `$`)

	alignRe   = `\\begin\{align\*\}(.*)\\end\{align\*\}`
	boundsRe  = regexp.MustCompile(`^(-?\d{1,7})\s*(<|\\leq?)\s*([a-z])\s*(<|\\leq?)\s*(\d{1,7})$`)
	productRe = regexp.MustCompile(`^\s*\d{1,7}\s*\\cdot\s*\d{1,7}\s*$`)
	digitsRe  = regexp.MustCompile(`^\s*\d{1,9}\s*$`)
)

// readSolutions reads the shapes above.
func readSolutions(p string) (Question, bool) {
	if m := computeInv.FindStringSubmatch(p); m != nil {
		q := inverseQ(m[1], m[2], "n", "Compute a^{-1} (mod m), a residue from 0 to m-1.")
		return withNotes(q, m[3] == hiOf(m[2]), m[4], m[5])
	}
	if m := findInv.FindStringSubmatch(p); m != nil {
		return findInverse(m)
	}
	if m := someInv.FindStringSubmatch(p); m != nil {
		if m[3] != m[5] {
			return Question{}, false
		}
		q := inverseQ(m[6], m[7], m[3], "Find an integer n, L ≤ n < H, that is a multiplicative inverse to a modulo m.")
		return boundedNotes(q, m[4], m[1], m[2])
	}
	if m := someCong.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[3], m[5])
		if !ok {
			return Question{}, false
		}
		q.Shape = "Find some integer n with L ≤ n < H such that A ≡ B (mod m)."
		return boundedNotes(q, m[4], m[1], m[2])
	}
	if m := theInv.FindStringSubmatch(p); m != nil {
		q := inverseQ(m[4], m[5], m[6], "Find the multiplicative inverse to a modulo m, an integer n with L ≤ n < H.")
		if m[1] != "" {
			q.Notes = append(q.Notes, Note{Left: m[1] + "^2+" + m[2] + "^2", Right: m[3] + "^2"})
		}
		return boundedNotes(q, m[7], "", "")
	}
	if m := congTo.FindStringSubmatch(p); m != nil {
		if m[2] != m[5] || strings.ContainsAny(m[1], "abcdefghijklmnopqrstuvwxyz") {
			return Question{}, false
		}
		q := Question{Var: m[2], Left: m[1], Right: m[2], Mod: m[3], Shape: "If E is congruent to n modulo m, where L ≤ n < H, what is the value of n?"}
		return bounded(q, m[4])
	}
	if m := residueIn.FindStringSubmatch(p); m != nil {
		if m[4] != hiOf(m[2]) || m[3] != hiOf(m[4]) || strings.ContainsAny(m[1], "abcdefghijklmnopqrstuvwxyz") {
			return Question{}, false
		}
		mod, _ := new(big.Int).SetString(m[2], 10)
		return Question{Var: "n", Left: m[1], Right: "n", Mod: m[2], Lo: new(big.Int), Hi: mod.Sub(mod, big.NewInt(1)),
			Shape: "Determine the residue of E (mod m), an integer in the range 0, 1, …, m-1."}, true
	}
	return readAggregates(p)
}

// readAggregates reads the shapes that ask for an aggregate of the
// solutions.
func readAggregates(p string) (Question, bool) {
	if m := howManyTo.FindStringSubmatch(p); m != nil {
		q := Question{Var: "n", Left: "n", Right: m[3], Mod: m[4], Agg: AggCount, Lo: atoi(m[1]), Hi: atoi(m[2]),
			Shape: "How many integers from L to H are congruent to r (mod m)?"}
		return q, q.Lo.Cmp(q.Hi) <= 0
	}
	if m := numSolsIn.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[1], m[2])
		if !ok {
			return Question{}, false
		}
		q.Agg, q.Shape = AggCount, "Determine the number of solutions in x of the congruence C such that L < x ≤ H."
		return bounded(q, m[3])
	}
	if m := givenLess.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[1], m[3])
		q.Agg, q.Lo, q.Hi = AggCount, big.NewInt(1), new(big.Int).Sub(atoi(m[2]), big.NewInt(1))
		q.Shape = "Given that x is a positive integer less than H, how many solutions does the congruence C have?"
		return q, ok && q.Hi.Sign() > 0
	}
	if m := sumUpTo.FindStringSubmatch(p); m != nil {
		q, ok := oneLetter(m[2])
		q.Agg, q.Lo, q.Hi = AggSum, big.NewInt(1), atoi(m[1])
		q.Shape = "What is the sum of all positive integer solutions less than or equal to H to the congruence C?"
		return q, ok && q.Hi.Sign() > 0
	}
	if m := meanTwo.FindStringSubmatch(p); m != nil {
		q, ok := oneLetter(m[1])
		q.Agg, q.Lo, q.Shape = AggMeanTwo, big.NewInt(1), "What is the average of the two smallest positive integer solutions to the congruence C?"
		return q, ok
	}
	if m := sumTwo.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[1], m[2])
		q.Agg, q.Lo, q.Shape = AggSumTwo, big.NewInt(1), "the sum of the smallest and second-smallest positive integers satisfying the congruence C"
		return q, ok
	}
	if m := maxNeg.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[1], m[2])
		q.Agg, q.Hi, q.Shape = AggMax, big.NewInt(-1), "What is the largest negative integer x satisfying C?"
		return q, ok
	}
	if m := countSys.FindStringSubmatch(p); m != nil {
		if m[1] != m[3] {
			return Question{}, false
		}
		q, ok := system(m[1], m[4])
		if !ok {
			return Question{}, false
		}
		q.Agg, q.Shape = AggCount, "Determine the number of integers x such that L ≤ x < H and x satisfies the system."
		return bounded(q, m[2])
	}
	if m := minNonNeg.FindStringSubmatch(p); m != nil {
		q, ok := system(m[1], m[2])
		q.Agg, q.Lo, q.Shape = AggMin, new(big.Int), "Determine the smallest non-negative integer a that satisfies the congruences."
		return q, ok
	}
	if m := minFour.FindStringSubmatch(p); m != nil {
		rows := alignRows(m[1])
		if len(rows) == 0 {
			return Question{}, false
		}
		one, ok := oneLetter(rows[0])
		if !ok {
			return Question{}, false
		}
		q, ok := system(one.Var, m[1])
		q.Agg, q.Lo, q.Hi = AggMin, big.NewInt(1000), big.NewInt(9999)
		q.Shape = "Find the least positive four-digit solution to the system of congruences."
		return q, ok
	}
	return Question{}, false
}

// inverseQ is the question a·n ≡ 1 (mod m) in n.
func inverseQ(a, mod, x, shape string) Question {
	return Question{Var: x, Left: a + " " + x, Right: "1", Mod: mod, Shape: shape}
}

// findInverse: "Find $a^{-1} \pmod{M}$. That is, find the residue $b$ for
// which $ab \equiv 1\pmod{M}$. … from $0$ to $M-1$": the restated
// congruence must be a·b ≡ 1 modulo the same M.
func findInverse(m []string) (Question, bool) {
	q, ok := cong(m[3], m[4])
	if !ok || strings.ReplaceAll(q.Left, " ", "") != m[1]+m[3] || q.Right != "1" ||
		strings.ReplaceAll(q.Mod, " ", "") != strings.ReplaceAll(m[2], " ", "") ||
		strings.ReplaceAll(m[5], " ", "") != strings.ReplaceAll(m[2], " ", "")+"-1" {
		return Question{}, false
	}
	q.Lo, q.HiBelowMod = new(big.Int), true
	q.Shape = "Find a^{-1} (mod M), the residue b for which ab ≡ 1 (mod M), from 0 to M-1."
	return q, true
}

// withNotes sets the range [0, m-1] of q (ok false when the statement
// says another) and the note left = right where there is one.
func withNotes(q Question, rangeOK bool, left, right string) (Question, bool) {
	if !rangeOK {
		return Question{}, false
	}
	mod, _ := new(big.Int).SetString(q.Mod, 10)
	q.Lo, q.Hi = new(big.Int), mod.Sub(mod, big.NewInt(1))
	return addNote(q, left, right)
}

// addNote adds the fact "a\cdot b = c" (ok false for any other).
func addNote(q Question, left, right string) (Question, bool) {
	if left == "" {
		return q, true
	}
	if !productRe.MatchString(left) || !digitsRe.MatchString(right) {
		return Question{}, false
	}
	q.Notes = append(q.Notes, Note{Left: strings.TrimSpace(left), Right: strings.TrimSpace(right)})
	return q, true
}

// boundedNotes reads the range of q and its note.
func boundedNotes(q Question, rng, left, right string) (Question, bool) {
	q, ok := bounded(q, rng)
	if !ok {
		return Question{}, false
	}
	return addNote(q, left, right)
}

// bounded reads "L < x ≤ H" (each side < or \le) in q's unknown.
func bounded(q Question, rng string) (Question, bool) {
	r := boundsRe.FindStringSubmatch(strings.TrimSpace(rng))
	if r == nil || r[3] != q.Var {
		return Question{}, false
	}
	q.Lo, q.Hi = atoi(r[1]), atoi(r[5])
	if r[2] == "<" {
		q.Lo.Add(q.Lo, big.NewInt(1))
	}
	if r[4] == "<" {
		q.Hi.Sub(q.Hi, big.NewInt(1))
	}
	return q, q.Lo.Cmp(q.Hi) <= 0
}

// oneLetter reads a congruence whose only letter is its unknown.
func oneLetter(src string) (Question, bool) {
	letters := uniq(regexp.MustCompile(`[a-z]`).FindAllString(commandRe.ReplaceAllString(src, ""), -1))
	if len(letters) != 1 {
		return Question{}, false
	}
	return cong(letters[0], src)
}

// system reads the rows of an align environment, each a congruence in
// x whose only letter is x: the first is the question's, the others Also.
func system(x, body string) (Question, bool) {
	rows := alignRows(body)
	if len(rows) < 2 {
		return Question{}, false
	}
	var q Question
	for i, row := range rows {
		c, ok := oneLetter(row)
		if !ok || c.Var != x {
			return Question{}, false
		}
		if i == 0 {
			q = c
			continue
		}
		q.Also = append(q.Also, Given{Left: c.Left, Right: c.Right, Mod: c.Mod})
	}
	return q, true
}

// alignRows splits an align body at "\\", dropping "&", a trailing ","
// or "." and an empty last row; nil when a row is empty otherwise.
func alignRows(body string) []string {
	parts := strings.Split(body, `\\`)
	var rows []string
	for i, part := range parts {
		r := strings.TrimSpace(strings.ReplaceAll(part, "&", ""))
		r = strings.TrimSpace(strings.TrimRight(r, ",."))
		if r == "" {
			if i == len(parts)-1 && i > 0 {
				break
			}
			return nil
		}
		rows = append(rows, r)
	}
	return rows
}

// hiOf is the decimal n-1 of the decimal n.
func hiOf(n string) string {
	return new(big.Int).Sub(atoi(n), big.NewInt(1)).String()
}

func atoi(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return new(big.Int)
	}
	return n
}
