package intphrase

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// GivenRemainder is a remainder asked of integers known by their
// remainders (issue 42, MATH Number Theory): "When $n$ is divided by 3,
// the remainder is 2. What is the remainder when $5n$ is divided by 3?",
// "When three positive integers are divided by $24$, the remainders are
// $10,$ $4,$ and $12,$ respectively. When the sum of the three integers
// is divided by $24$, what is the remainder?".
type GivenRemainder struct {
	// Given: each letter's remainder Rem modulo Mod, 0 ≤ Rem < Mod
	// unless Neg (the letter is Rem less than a multiple of Mod).
	Given []Given
	// E is the integer whose remainder modulo M is asked, in the
	// letters; Op is "sum" or "product" where E is the letters' sum or
	// product (E nil).
	E  ast.Expr
	Op string
	M  int64
}

// Given is x ≡ Rem (mod Mod), or x ≡ −Rem where Neg.
type Given struct {
	Var      string
	Mod, Rem int64
	Neg      bool
}

const (
	gnum = `\$?([0-9]+)\$?`
	gvar = `(\$[a-z]\$|a number|an integer)`
)

var countWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5}

var (
	multiRe1 = regexp.MustCompile(`^When (two|three|four|five) positive integers are divided by ` + gnum + `, the remainders are ([$0-9, and]+?),? respectively\. When the (sum|product) of the (two|three|four|five) integers is divided by ` + gnum + `, what is the remainder\?$`)
	multiRe2 = regexp.MustCompile(`^The remainders when (two|three|four|five) positive integers are divided by ` + gnum + ` are ([$0-9, and]+?)\. Find the remainder when their (sum|product) is divided by ` + gnum + `\.$`)
	pairRe   = regexp.MustCompile(`^[A-Z][a-z]+ has two numbers, \$a\$ and \$b\$\. When (he|she) divides \$a\$ by ` + gnum + ` (?:he|she) gets a remainder of ` + gnum + `\. When (?:he|she) divides \$b\$ by ` + gnum + ` (?:he|she) gets a remainder of ` + gnum + `\. What remainder does (?:he|she) get when (?:he|she) divides \$a ?\+ ?b\$ by ` + gnum + `\?$`)
	singleRe = regexp.MustCompile(`^When ` + gvar + ` is divided by ` + gnum + `, (?:the remainder is ` + gnum + `|a remainder of ` + gnum + ` is given)\. What is the remainder when (.+?) is divided by ` + gnum + `\?$`)
	givesRe  = regexp.MustCompile(`^If (\$[a-z]\$) gives a remainder of ` + gnum + ` when divided by ` + gnum + `, then what remainder does (\$[^$]+\$) give when divided by ` + gnum + `\?$`)
	lessRe   = regexp.MustCompile(`^If (\$[a-z]\$) is ` + gnum + ` less than a multiple of ` + gnum + `, then what is the remainder when (\$[^$]+\$) is divided by ` + gnum + `\?$`)
	multRe   = regexp.MustCompile(`^If (\$[a-z]\$) is a multiple of (` + `[0-9]+|\$[0-9]+\$|two|three|four|five` + `), what is the remainder when (\$[^$]+\$) is divided by ` + gnum + `\?$`)
	timesRe  = regexp.MustCompile(`^(twice|two times|three times|four times|five times) the number(?: (plus|minus) ([0-9]+))?$`)
)

var timesWords = map[string]string{"twice": "2", "two times": "2", "three times": "3", "four times": "4", "five times": "5"}

// ReadGivenRemainder reads the statement; ok is false when it is not one
// of the shapes or a number in it is not read.
func ReadGivenRemainder(problem string) (GivenRemainder, bool) {
	if len(problem) > 400 || !strings.Contains(problem, "remainder") {
		return GivenRemainder{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	atoi := func(t string) int64 {
		n, err := strconv.ParseInt(strings.Trim(t, "$"), 10, 64)
		if err != nil || n > 1_000_000 {
			return -1
		}
		return n
	}
	if m := multiRe1.FindStringSubmatch(s); m != nil && m[1] == m[5] {
		return multi(countWords[m[1]], atoi(m[2]), m[3], m[4], atoi(m[6]))
	}
	if m := multiRe2.FindStringSubmatch(s); m != nil {
		return multi(countWords[m[1]], atoi(m[2]), m[3], m[4], atoi(m[5]))
	}
	if m := pairRe.FindStringSubmatch(s); m != nil {
		g := []Given{{Var: "a", Mod: atoi(m[2]), Rem: atoi(m[3])}, {Var: "b", Mod: atoi(m[4]), Rem: atoi(m[5])}}
		return checked(GivenRemainder{Given: g, Op: "sum", M: atoi(m[6])})
	}
	if m := singleRe.FindStringSubmatch(s); m != nil {
		rem := m[3] + m[4]
		return single(m[1], atoi(m[2]), atoi(rem), false, m[5], atoi(m[6]))
	}
	if m := givesRe.FindStringSubmatch(s); m != nil {
		return single(m[1], atoi(m[3]), atoi(m[2]), false, m[4], atoi(m[5]))
	}
	if m := lessRe.FindStringSubmatch(s); m != nil {
		return single(m[1], atoi(m[3]), atoi(m[2]), true, m[4], atoi(m[5]))
	}
	if m := multRe.FindStringSubmatch(s); m != nil {
		k := atoi(m[2])
		if n, ok := countWords[m[2]]; ok {
			k = int64(n)
		}
		return single(m[1], k, 0, false, m[3], atoi(m[4]))
	}
	return GivenRemainder{}, false
}

// multi is n integers of the remainders list modulo mod, their sum or
// product asked modulo m.
func multi(n int, mod int64, list, op string, m int64) (GivenRemainder, bool) {
	items := strings.FieldsFunc(strings.ReplaceAll(strings.ReplaceAll(list, "$", ""), " and ", ","), func(r rune) bool { return r == ',' || r == ' ' })
	if len(items) != n {
		return GivenRemainder{}, false
	}
	var g []Given
	for i, it := range items {
		r, err := strconv.ParseInt(it, 10, 64)
		if err != nil {
			return GivenRemainder{}, false
		}
		g = append(g, Given{Var: string(rune('a' + i)), Mod: mod, Rem: r})
	}
	return checked(GivenRemainder{Given: g, Op: op, M: m})
}

// single is one letter's remainder, E asked modulo m; "a number" is
// written x, and E may say it in words ("twice the number").
func single(v string, mod, rem int64, neg bool, e string, m int64) (GivenRemainder, bool) {
	name := strings.Trim(v, "$")
	src := ""
	switch {
	case name == "a number" || name == "an integer":
		name = "x"
		t := timesRe.FindStringSubmatch(e)
		if t == nil {
			return GivenRemainder{}, false
		}
		src = timesWords[t[1]] + "x"
		switch t[2] {
		case "plus":
			src += "+" + t[3]
		case "minus":
			src += "-" + t[3]
		}
	case len(e) > 2 && e[0] == '$' && e[len(e)-1] == '$':
		src = e[1 : len(e)-1]
	default:
		return GivenRemainder{}, false
	}
	x, err := latex.ParseExpr(src)
	if err != nil {
		return GivenRemainder{}, false
	}
	return checked(GivenRemainder{Given: []Given{{Var: name, Mod: mod, Rem: rem, Neg: neg}}, E: x, M: m})
}

// checked: every modulus above 1, every remainder below its modulus.
func checked(q GivenRemainder) (GivenRemainder, bool) {
	if q.M < 2 {
		return GivenRemainder{}, false
	}
	for _, g := range q.Given {
		if g.Mod < 2 || g.Rem < 0 || g.Rem >= g.Mod {
			return GivenRemainder{}, false
		}
	}
	return q, true
}
