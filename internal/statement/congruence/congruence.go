// Package congruence reads a question about one congruence in one
// unknown, or a remainder under given congruences, from the whole
// statement (issue 42, MATH Number Theory; see Read).
package congruence

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 42 (MATH Number Theory): whole-statement shapes, the statement's
// whitespace collapsed and its displayed formulas ($$…$$, \[…\]) written
// inline, the punctuation at the end of a formula ("~?", ".", ",") moved
// after it:
//
//	What integer $n$ satisfies $0\le n<101$ and $A\equiv B\pmod{m}$?
//	Find the integer $n$, $0 \le n \le 5$, (that satisfies | such that) $A \equiv B \pmod{m}$.
//	Suppose $A \equiv n\pmod{m}$, where $0\le n<m$. What is the value of $n$?
//	If $A \equiv n\pmod{m}$, where $0\le n<m$, what is the value of $n$?
//	What is the unique three-digit positive integer $x$ satisfying $A\equiv B\pmod{m}$?
//	Solve the congruence $an \equiv b \pmod{m}$, as a residue modulo m.
//	    [(Give an answer between 0 and m-1.) | (That is, find the value of $n$ that
//	    satisfies the congruence such that $0\le n \le m-1$.)]
//	Given that $a^{-1} \equiv r \pmod{m}$, find $b^{-1} \pmod{m}$, as a residue modulo m.
//	    [(Give an answer between 0 and m-1, inclusive.)]
//	If $a\equiv r\pmod{m}$ and $b\equiv s\pmod{m}$, then for what integer $n$ in the set
//	    $\{L,L+1,L+2,\ldots,H-1,H\}$ is it true that $E\equiv n\pmod{m}$?
//	If $x \equiv r \pmod{m}$ [and $y \equiv s \pmod{m}$], then find the remainder when
//	    $E$ is divided by m.
//
// The range of the unknown is read from "L \le n < H", "L \le n \le H",
// "as a residue modulo m" ([0, m-1]), "between 0 and m-1" (the same) and
// the set written with \ldots; the givens "x \equiv r \pmod{m}" name a
// letter and its class. Anything else, one more word, is not read.

// Question is one congruence A ≡ B (mod Mod) whose unknown Var lies in
// [Lo, Hi], or (Var "") the remainder of Expr modulo Mod; Given are the
// congruences stated as facts (each a letter's class, or a closed
// congruence to be verified: Letter "").
type Question struct {
	Var         string
	Left, Right string
	Mod         string
	Lo, Hi      *big.Int
	Expr        string
	Given       []Given
	Shape       string
	// Issue 42 (solutions.go): Agg, when set, asks for an aggregate of
	// every solution of the range (AggCount, AggSum, AggMin, AggMax,
	// AggSumTwo, AggMeanTwo) instead of the one solution; Lo or Hi nil is
	// a range open on that side (AggMin, AggMax and the two smallest
	// only). Also are further congruences in Var that must hold with the
	// first (a system). HiBelowMod sets Hi to the modulus minus 1 (a
	// modulus written as a formula). Notes are closed equations the
	// statement states as facts ("Notice that $31\cdot37=1147$."), each
	// to be verified.
	Agg        Agg
	Also       []Given
	HiBelowMod bool
	Notes      []Note
}

// Given is a congruence stated as a fact: Letter ≡ Value (mod Mod), or a
// closed congruence Left ≡ Right (mod Mod) when Letter is "".
type Given struct {
	Letter      string
	Left, Right string
	Mod         string
}

const (
	f   = `\$([^$]*)\$`
	v   = `\$([a-z])\$`
	num = `(\d{1,7})`
)

var (
	satisfiesRe  = regexp.MustCompile(`^What integer ` + v + ` satisfies ` + f + ` and ` + f + `\?$`)
	findIntRe    = regexp.MustCompile(`^Find the integer ` + v + `, ` + f + `, (?:that satisfies|such that) ` + f + `\.$`)
	supposeRe    = regexp.MustCompile(`^(?:Suppose|If) ` + f + `, where ` + f + `(?:\. What|, what) is the value of ` + v + `\?$`)
	threeRe      = regexp.MustCompile(`^What is the unique three-digit positive integer ` + v + ` satisfying ` + f + `\?$`)
	solveRe      = regexp.MustCompile(`^Solve the congruence ` + f + `, as a residue modulo ` + num + `\.(?: \(Give an answer between ` + num + ` and ` + num + `\.\)| \(That is, find the value of ` + v + ` that satisfies the congruence such that ` + f + `\.\))?$`)
	inverseRe    = regexp.MustCompile(`^Given that ` + f + `, find ` + f + `,? as a residue modulo ` + num + `\.(?: \(Give (?:an answer|a number) between ` + num + ` and ` + num + `, inclusive\.\))?$`)
	setRe        = regexp.MustCompile(`^If ` + f + ` and ` + f + `, then for what integer ` + v + ` in the set ` + f + ` is it true that ` + f + `\?$`)
	remainderRes = []*regexp.Regexp{
		regexp.MustCompile(`^(?:In this problem, ` + v + ` and ` + v + ` are integers\. )?If ` + f + `(?: and ` + f + `)?, then (?:find|what is) the remainder when ` + f + ` is divided by \$?` + num + `\$?[.?]$`),
		regexp.MustCompile(`^If ` + v + ` and ` + v + ` are integers such that ` + f + `(?: and ` + f + `)?, then what is the remainder when ` + f + ` is divided by \$?` + num + `\$?\?$`),
		regexp.MustCompile(`^Let ` + v + `(?: and ` + v + `)? be (?:a positive integer|an integer|positive integers|integers) such that ` + f + `(?: and ` + f + `)?\. What is the remainder when ` + f + ` is divided by \$?` + num + `\$?\?$`),
		regexp.MustCompile(`^Let ` + f + `(?: and ` + f + `)?\. What is the remainder when ` + f + ` is divided by \$?` + num + `\$?\?$`),
	}
	congruentToRe = regexp.MustCompile(`^If ` + f + `(?: and ` + f + `)?, then ` + f + ` is congruent \$\\pmod\{` + num + `\}\$ to what integer between \$0\$ and \$` + num + `\$, inclusive\?$`)

	congRe    = regexp.MustCompile(`^(.+?)\\equiv(.+?)\\pmod\s*(?:\{([^{}]+)\}|(\d+))$`)
	pmodRe    = regexp.MustCompile(`^(.+?)\\pmod\s*(?:\{([^{}]+)\}|(\d+))$`)
	rangeRe   = regexp.MustCompile(`^(-?\d{1,7})\s*\\leq?\s*([a-z])\s*(<|\\leq?)\s*\{?(\d{1,7})\}?$`)
	inverseOf = regexp.MustCompile(`^(\d{1,7})\s*\^\s*\{\s*-1\s*\}$`)
	setOpen   = regexp.MustCompile(`^\\\{\s*(-?\d{1,7})\s*,\s*(-?\d{1,7})\s*,\s*(-?\d{1,7})\s*,\s*\\ldots\s*,\s*(-?\d{1,7})\s*,\s*(-?\d{1,7})\s*\\\}$`)
	commandRe = regexp.MustCompile(`\\[a-zA-Z]+`)
	letterRe  = regexp.MustCompile(`^\s*([a-z])\s*$`)
	spaceRe   = regexp.MustCompile(`\s+`)
	displayRe = regexp.MustCompile(`\$\$(.*?)\$\$|\\\[(.*?)\\\]`)
	inlineRe  = regexp.MustCompile(`\$([^$]*)\$`)
	tailRe    = regexp.MustCompile(`(?:\s|~|\\,|\\;|\\quad)*([.,?]?)(?:\s|~|\\,|\\;)*$`)
)

// Normalize collapses whitespace, writes displayed formulas inline and
// moves the punctuation that ends a formula after it.
func Normalize(problem string) string {
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = displayRe.ReplaceAllStringFunc(p, func(s string) string {
		m := displayRe.FindStringSubmatch(s)
		return " $" + m[1] + m[2] + "$ "
	})
	p = inlineRe.ReplaceAllStringFunc(p, func(s string) string {
		body := s[1 : len(s)-1]
		t := tailRe.FindStringSubmatch(body)
		body = strings.TrimSpace(body[:len(body)-len(t[0])])
		return "$" + body + "$" + t[1]
	})
	p = spaceRe.ReplaceAllString(strings.TrimSpace(p), " ")
	p = strings.NewReplacer(" ,", ",", " .", ".", " ?", "?").Replace(p)
	return regexp.MustCompile(`([,.?])\$`).ReplaceAllString(p, "$1 $$")
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, `\pmod`) && !strings.Contains(problem, `\equiv`) && !strings.Contains(problem, "inverse") && !strings.Contains(problem, "congruent") {
		return Question{}, false
	}
	p := Normalize(problem)
	if q, ok := readSolutions(p); ok {
		return q, true
	}
	if m := satisfiesRe.FindStringSubmatch(p); m != nil {
		return ranged(m[1], m[2], m[3], "What integer n satisfies L ≤ n < H and A ≡ B (mod m)?")
	}
	if m := findIntRe.FindStringSubmatch(p); m != nil {
		return ranged(m[1], m[2], m[3], "Find the integer n, L ≤ n ≤ H, such that A ≡ B (mod m).")
	}
	if m := supposeRe.FindStringSubmatch(p); m != nil {
		return ranged(m[3], m[2], m[1], "Suppose A ≡ n (mod m), where L ≤ n < H. What is the value of n?")
	}
	if m := threeRe.FindStringSubmatch(p); m != nil {
		q, ok := cong(m[1], m[2])
		q.Lo, q.Hi, q.Shape = big.NewInt(100), big.NewInt(999), "the unique three-digit positive integer x satisfying A ≡ B (mod m)"
		return q, ok
	}
	if m := solveRe.FindStringSubmatch(p); m != nil {
		return solveShape(m)
	}
	if m := inverseRe.FindStringSubmatch(p); m != nil {
		return inverseShape(m)
	}
	if m := setRe.FindStringSubmatch(p); m != nil {
		return setShape(m)
	}
	for _, re := range remainderRes {
		if m := re.FindStringSubmatch(p); m != nil {
			// The last groups: up to two givens, E, m.
			n := len(m)
			var gs []string
			for _, g := range m[n-4 : n-2] {
				if g != "" {
					gs = append(gs, g)
				}
			}
			return remainderShape(gs, m[n-2], m[n-1])
		}
	}
	if m := congruentToRe.FindStringSubmatch(p); m != nil {
		var gs []string
		for _, g := range m[1:3] {
			if g != "" {
				gs = append(gs, g)
			}
		}
		mod, _ := new(big.Int).SetString(m[4], 10)
		if m[5] != new(big.Int).Sub(mod, big.NewInt(1)).String() {
			return Question{}, false
		}
		return remainderShape(gs, m[3], m[4])
	}
	return Question{}, false
}

// cong reads the congruence src in the unknown x.
func cong(x, src string) (Question, bool) {
	m := congRe.FindStringSubmatch(strings.TrimSpace(src))
	if m == nil {
		return Question{}, false
	}
	mod := m[3] + m[4]
	if !strings.Contains(m[1]+m[2], x) || strings.ContainsAny(mod, "abcdefghijklmnopqrstuvwxyz") {
		return Question{}, false
	}
	return Question{Var: x, Left: strings.TrimSpace(m[1]), Right: strings.TrimSpace(m[2]), Mod: strings.TrimSpace(mod)}, true
}

// ranged reads a congruence in x and its range "L \le x < H" (or \le H).
func ranged(x, rng, src, shape string) (Question, bool) {
	q, ok := cong(x, src)
	if !ok {
		return Question{}, false
	}
	r := rangeRe.FindStringSubmatch(strings.TrimSpace(rng))
	if r == nil || r[2] != x {
		return Question{}, false
	}
	lo, _ := new(big.Int).SetString(r[1], 10)
	hi, _ := new(big.Int).SetString(r[4], 10)
	if r[3] == "<" {
		hi.Sub(hi, big.NewInt(1))
	}
	q.Lo, q.Hi, q.Shape = lo, hi, shape
	return q, true
}

// solveShape: "Solve the congruence $an \equiv b \pmod{m}$, as a residue
// modulo m." and the range it may restate, which must be [0, m-1].
func solveShape(m []string) (Question, bool) {
	letters := regexp.MustCompile(`[a-z]`).FindAllString(commandRe.ReplaceAllString(m[1], ""), -1)
	letters = uniq(letters)
	if len(letters) != 1 {
		return Question{}, false
	}
	x := letters[0]
	q, ok := cong(x, m[1])
	if !ok || q.Mod != m[2] {
		return Question{}, false
	}
	mod, _ := new(big.Int).SetString(m[2], 10)
	q.Lo, q.Hi = new(big.Int), new(big.Int).Sub(mod, big.NewInt(1))
	switch {
	case m[3] != "":
		if m[3] != "0" || m[4] != q.Hi.String() {
			return Question{}, false
		}
	case m[5] != "":
		r, ok := ranged(m[5], m[6], m[1], "")
		if !ok || m[5] != x || r.Lo.Cmp(q.Lo) != 0 || r.Hi.Cmp(q.Hi) != 0 {
			return Question{}, false
		}
	}
	q.Shape = "Solve the congruence A ≡ B (mod m), as a residue modulo m."
	return q, true
}

// inverseShape: "Given that $a^{-1} \equiv r \pmod{m}$, find $b^{-1}
// \pmod{m}$, as a residue modulo m.", read as b·n ≡ 1 (mod m), n in
// [0, m-1], the given fact to be verified.
func inverseShape(m []string) (Question, bool) {
	g := congRe.FindStringSubmatch(strings.TrimSpace(m[1]))
	t := pmodRe.FindStringSubmatch(strings.TrimSpace(m[2]))
	if g == nil || t == nil {
		return Question{}, false
	}
	b := inverseOf.FindStringSubmatch(strings.TrimSpace(t[1]))
	tmod := strings.TrimSpace(t[2] + t[3])
	if b == nil || tmod != m[3] || strings.TrimSpace(g[3]+g[4]) != m[3] || strings.ContainsAny(g[1]+g[2], "abcdefghijklmnopqrstuvwxyz") {
		return Question{}, false
	}
	mod, _ := new(big.Int).SetString(m[3], 10)
	q := Question{Var: "n", Left: b[1] + " n", Right: "1", Mod: m[3], Lo: new(big.Int), Hi: new(big.Int).Sub(mod, big.NewInt(1)),
		Given: []Given{{Left: strings.TrimSpace(g[1]), Right: strings.TrimSpace(g[2]), Mod: m[3]}},
		Shape: "Given that a^{-1} ≡ r (mod m), find b^{-1} (mod m), as a residue modulo m."}
	if m[4] != "" && (m[4] != "0" || m[5] != q.Hi.String()) {
		return Question{}, false
	}
	return q, true
}

// givenLetter reads "x \equiv r \pmod{m}", a letter's class.
func givenLetter(src string) (Given, bool) {
	g := congRe.FindStringSubmatch(strings.TrimSpace(src))
	if g == nil {
		return Given{}, false
	}
	l := letterRe.FindStringSubmatch(g[1])
	if l == nil || strings.ContainsAny(g[2], "abcdefghijklmnopqrstuvwxyz") || strings.ContainsAny(g[3]+g[4], "abcdefghijklmnopqrstuvwxyz") {
		return Given{}, false
	}
	return Given{Letter: l[1], Left: l[1], Right: strings.TrimSpace(g[2]), Mod: strings.TrimSpace(g[3] + g[4])}, true
}

// setShape: two letters' classes, and n in {L, L+1, L+2, …, H-1, H} with
// E ≡ n (mod m).
func setShape(m []string) (Question, bool) {
	g1, ok1 := givenLetter(m[1])
	g2, ok2 := givenLetter(m[2])
	if !ok1 || !ok2 || g1.Letter == g2.Letter {
		return Question{}, false
	}
	x := m[3]
	q, ok := cong(x, m[5])
	if !ok || x == g1.Letter || x == g2.Letter {
		return Question{}, false
	}
	s := setOpen.FindStringSubmatch(strings.TrimSpace(m[4]))
	if s == nil {
		return Question{}, false
	}
	var e [5]int64
	for i := range e {
		n, _ := new(big.Int).SetString(s[i+1], 10)
		e[i] = n.Int64()
	}
	if e[1] != e[0]+1 || e[2] != e[0]+2 || e[4] != e[3]+1 || e[3] <= e[2] {
		return Question{}, false
	}
	q.Lo, q.Hi, q.Given = big.NewInt(e[0]), big.NewInt(e[4]), []Given{g1, g2}
	q.Shape = "If a ≡ r and b ≡ s (mod m), for what integer n in the set {L, …, H} is E ≡ n (mod m)?"
	return q, true
}

// remainderShape: the givens, congruences in letters, and the remainder
// of E divided by m.
func remainderShape(givens []string, expr, mod string) (Question, bool) {
	var gs []Given
	for _, src := range givens {
		g := congRe.FindStringSubmatch(strings.TrimSpace(src))
		if g == nil || strings.ContainsAny(g[3]+g[4], "abcdefghijklmnopqrstuvwxyz") {
			return Question{}, false
		}
		gs = append(gs, Given{Left: strings.TrimSpace(g[1]), Right: strings.TrimSpace(g[2]), Mod: strings.TrimSpace(g[3] + g[4])})
	}
	if len(gs) == 0 || strings.Contains(expr, `\equiv`) || strings.Contains(expr, `\pmod`) {
		return Question{}, false
	}
	return Question{Expr: strings.TrimSpace(expr), Mod: mod, Given: gs,
		Shape: "given congruences in letters, the remainder when E is divided by m"}, true
}

func uniq(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
