// Package pascal reads a question about the numbers of Pascal's triangle
// or one binomial coefficient (issue 42, MATH Counting & Probability; see
// Read).
package pascal

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed; rows are counted from row 0 (the top
// 1), row n is C(n, 0), …, C(n, n):
//
//	In the row of Pascal's triangle that starts (1, N | with 1 and then N), what is the (next | <ordinal>) number?
//	What is the <ordinal> number in the row of Pascal's triangle that has M numbers?
//	How many primes are in the row of Pascal's Triangle that starts with a $1$ followed by a $N$?
//	How many numbers are in the first $M$ rows of Pascal's Triangle (from the $0$th row to the $M-1$th row)?
//	In Pascal's Triangle, the <ordinal> row has <count> elements, and the sum of these elements is S. What is the sum of the elements in the <ordinal> row? (Note that we are counting the top row with a single 1 as the 0th row).
//	Given that $\binom{a}{b}=v$, $\binom{a'}{b'}=v'$[,] and $\binom{a''}{b''}=v''$, (find|calculate) $\binom{N}{K}$.
//	What is $\dbinom{n}{K}$ for any positive integer $n$? [(Answer in terms of $n$.)]   (K: 0, 1, n-1, n)
//
// "starts 1, N" is row N (N ≥ 2); the k-th number of row n is C(n, k-1);
// the given values of the penultimate shape must be true, and the example
// of the sum shape (row r has r+1 elements summing to 2^r) too.

// Kind says what is asked.
const (
	Entry    = "entry"    // C(N, K)
	Primes   = "primes"   // the primes in row N
	Count    = "count"    // the numbers in rows 0 to N-1
	RowSum   = "row sum"  // the sum of row N
	Symbolic = "symbolic" // C(n, K) for every n: Poly "1" or "n"
)

// Question is the question read.
type Question struct {
	Kind  string
	N, K  int
	Poly  string
	Given [][3]int64 // a, b, v of each given C(a, b) = v
	Shape string
}

const ord = `(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|\d{1,3}(?:st|nd|rd|th))`

var (
	spaceRe  = regexp.MustCompile(`\s+`)
	startsRe = regexp.MustCompile(`^In the row of Pascal's triangle that starts (?:1, (\d{1,3})|with 1 and then (\d{1,3})), what is the ` + ord + ` number\?$`)
	hasRe    = regexp.MustCompile(`^What is the ` + ord + ` number in the row of Pascal's triangle that has (\d{1,3}) numbers\?$`)
	primesRe = regexp.MustCompile(`^How many primes are in the row of Pascal's Triangle that starts with a \$1\$ followed by a \$(\d{1,3})\$\?$`)
	countRe  = regexp.MustCompile(`^How many numbers are in the first \$(\d{1,3})\$ rows of Pascal's Triangle \(from the \$0\$th row to the \$(\d{1,3})\$th row\)\?$`)
	sumRe    = regexp.MustCompile(`^In Pascal's Triangle, the ` + ord + ` row has ([a-z]+) elements, and the sum of these elements is (\d{1,4})\. What is the sum of the elements in the ` + ord + ` row\? \(Note that we are counting the top row with a single 1 as the 0th row\)\.?$`)
	givenRe  = regexp.MustCompile(`^Given that (.+), (?:find|calculate) \$\\d?binom\{(\d{1,2})\}\{(\d{1,2})\}\$\.$`)
	oneGiven = regexp.MustCompile(`^\$\\d?binom\{(\d{1,2})\}\{(\d{1,2})\}=(\d{1,12})\$$`)
	givenSep = regexp.MustCompile(`,? and |, `)
	symRe    = regexp.MustCompile(`^What is \$\\dbinom\{n\}\{(0|1|n|n-1)\}\$ for any positive integer \$n\$\?( \(Answer in terms of \$n\$\.\))?$`)

	ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
	numbers  = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
)

// ordinal reads "ninth" or "39th" (the suffix the one English gives it).
func ordinal(s string) (int, bool) {
	if v, ok := ordinals[s]; ok {
		return v, true
	}
	if len(s) < 3 {
		return 0, false
	}
	v, err := strconv.Atoi(s[:len(s)-2])
	if err != nil || v < 1 || s[0] == '0' {
		return 0, false
	}
	suf := "th"
	if v%100 < 11 || v%100 > 13 {
		suf = map[int]string{1: "st", 2: "nd", 3: "rd"}[v%10]
		if suf == "" {
			suf = "th"
		}
	}
	return v, s[len(s)-2:] == suf
}

func atoi(s string) (int, bool) {
	v, err := strconv.Atoi(s)
	return v, err == nil && (s == "0" || s[0] != '0')
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "ascal's") && !strings.Contains(problem, "binom{") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	if m := startsRe.FindStringSubmatch(p); m != nil {
		n, ok := atoi(m[1] + m[2])
		k := 3
		if m[3] != "next" {
			k, ok = ordinal(m[3])
			ok = ok && atoi1(m[1]+m[2])
		}
		return Question{Kind: Entry, N: n, K: k - 1, Shape: "the k-th number of the row that starts 1, N"}, ok && n >= 2 && k >= 1 && k <= n+1
	}
	if m := hasRe.FindStringSubmatch(p); m != nil {
		k, ok1 := ordinal(m[1])
		c, ok2 := atoi(m[2])
		return Question{Kind: Entry, N: c - 1, K: k - 1, Shape: "the k-th number of the row of M numbers"}, ok1 && ok2 && c >= 1 && k <= c
	}
	if m := primesRe.FindStringSubmatch(p); m != nil {
		n, ok := atoi(m[1])
		return Question{Kind: Primes, N: n, Shape: "the primes in the row that starts 1, N"}, ok && n >= 2
	}
	if m := countRe.FindStringSubmatch(p); m != nil {
		n, ok1 := atoi(m[1])
		last, ok2 := atoi(m[2])
		return Question{Kind: Count, N: n, Shape: "the numbers in the first M rows"}, ok1 && ok2 && n >= 1 && last == n-1
	}
	if m := sumRe.FindStringSubmatch(p); m != nil {
		r, ok1 := ordinal(m[1])
		e, ok2 := numbers[m[2]]
		s, ok3 := atoi(m[3])
		n, ok4 := ordinal(m[4])
		// the example must be true of the rows counted from 0
		ok := ok1 && ok2 && ok3 && ok4 && m[1] != "next" && m[4] != "next" && r < 20 && e == r+1 && s == 1<<uint(r)
		return Question{Kind: RowSum, N: n, Shape: "the sum of a row"}, ok
	}
	if m := symRe.FindStringSubmatch(p); m != nil {
		poly := map[string]string{"0": "1", "1": "n", "n-1": "n", "n": "1"}[m[1]]
		return Question{Kind: Symbolic, Poly: poly, Shape: "C(n, " + m[1] + ") for every positive integer n"}, true
	}
	return readGiven(p)
}

func atoi1(s string) bool { _, ok := atoi(s); return ok }

// readGiven reads "Given that $\binom{a}{b}=v$, …, find $\binom{N}{K}$."
func readGiven(p string) (Question, bool) {
	m := givenRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	q := Question{Kind: Entry, Shape: "C(N, K), given values of other binomial coefficients"}
	for _, g := range givenSep.Split(m[1], -1) {
		gm := oneGiven.FindStringSubmatch(g)
		if gm == nil {
			return Question{}, false
		}
		var t [3]int64
		for i := 0; i < 3; i++ {
			v, err := strconv.ParseInt(gm[i+1], 10, 64)
			if err != nil {
				return Question{}, false
			}
			t[i] = v
		}
		q.Given = append(q.Given, t)
	}
	var ok1, ok2 bool
	q.N, ok1 = atoi(m[2])
	q.K, ok2 = atoi(m[3])
	return q, ok1 && ok2 && len(q.Given) >= 1 && q.K <= q.N
}
