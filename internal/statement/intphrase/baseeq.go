package intphrase

import (
	"regexp"
	"strconv"
	"strings"
)

// BaseEquation is the base asked by an equation between numerals
// (issue 42, MATH Number Theory): "Find the positive base $b$ in which
// the equation $5 \cdot 25_b = 137_b$ is valid.", "In a certain base $b$,
// the square of $22_b$ is $514_b$. What is $b$?". Each side is a sum of
// products of numerals; a numeral is written in the unknown base, or in
// a base given in digits.
type BaseEquation struct {
	Var         string
	Left, Right [][]Numeral // sums of products
	LeftSigns   []int       // +1 or -1 per product of Left
	RightSigns  []int
	Src         string
}

// Numeral is a string of decimal digits in base Base (0: the unknown
// base), raised to Pow.
type Numeral struct {
	Digits string
	Base   int64
	Pow    int
}

var (
	baseValidRe  = regexp.MustCompile(`^Find the positive base \$([a-z])\$ in which the equation \$([^$]+)\$ is valid\.$`)
	baseWhatRe   = regexp.MustCompile(`^In base \$10,\$ \$[^$]+\$ does not equal \$[0-9]+\.\$ In what base does \$([^$]+)\$\?$`)
	baseEqIntRe  = regexp.MustCompile(`^If \$([0-9]+)_\{?([a-z])\}?\$ is equal to the base 10 integer ([0-9]+), find \$([a-z])\$ given that \$([a-z]) ?> ?0\$\.$`)
	baseSquareRe = regexp.MustCompile(`^In a certain base \$([a-z])\$, the square of \$([0-9]+_\{?[a-z]\}?)\$ is \$([0-9]+_\{?[a-z]\}?)\$\. What is \$([a-z])\$\?$`)
	baseNumRe    = regexp.MustCompile(`^The base (two|three|four|five|six|seven|eight|nine|ten) number \$([0-9]+)_\{?([0-9]+)\}?\$ is equal to the base \$([a-z])\$ number \$([0-9]+_\{?[a-z]\}?)\$\. What is the positive value of \$([a-z])\$\?$`)
	baseSatRe    = regexp.MustCompile(`^Find the value of \$([a-z])\$ that satisfies the equation \$([^$]+)\$\.$`)
	numeralRe    = regexp.MustCompile(`^([0-9]+)(?:_\{?([0-9]+|[a-z])\}?)?(?:\^\{?([0-9])\}?)?`)
)

var baseWords = map[string]string{"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10"}

// ReadBaseEquation reads the statement; ok is false when it is not one
// of the shapes or its equation is not read.
func ReadBaseEquation(problem string) (BaseEquation, bool) {
	if len(problem) > 300 || !strings.Contains(problem, "base") {
		return BaseEquation{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	if m := baseValidRe.FindStringSubmatch(s); m != nil {
		return readBaseEq(m[1], m[2], true)
	}
	if m := baseWhatRe.FindStringSubmatch(s); m != nil {
		return readBaseEq("b", m[1], true)
	}
	if m := baseEqIntRe.FindStringSubmatch(s); m != nil && m[2] == m[4] && m[2] == m[5] {
		return readBaseEq(m[2], m[1]+"_"+m[2]+"="+m[3]+"_{10}", false)
	}
	if m := baseSquareRe.FindStringSubmatch(s); m != nil && m[1] == m[4] {
		return readBaseEq(m[1], m[2]+"^2="+m[3], false)
	}
	if m := baseNumRe.FindStringSubmatch(s); m != nil && baseWords[m[1]] == m[3] && m[4] == m[6] {
		return readBaseEq(m[4], m[2]+"_{"+m[3]+"}="+m[5], false)
	}
	if m := baseSatRe.FindStringSubmatch(s); m != nil {
		return readBaseEq(m[1], m[2], false)
	}
	return BaseEquation{}, false
}

// readBaseEq reads "sum = sum" with numerals in the base v; a numeral
// without a base is in base v where bare, else it must be one digit.
func readBaseEq(v, eq string, bare bool) (BaseEquation, bool) {
	q := BaseEquation{Var: v, Src: eq}
	s := strings.ReplaceAll(eq, " ", "")
	s = strings.ReplaceAll(s, `\cdot`, "*")
	s = strings.ReplaceAll(s, `\times`, "*")
	sides := strings.Split(s, "=")
	if len(sides) != 2 {
		return BaseEquation{}, false
	}
	var ok bool
	if q.Left, q.LeftSigns, ok = readBaseSum(sides[0], v, bare); !ok {
		return BaseEquation{}, false
	}
	if q.Right, q.RightSigns, ok = readBaseSum(sides[1], v, bare); !ok {
		return BaseEquation{}, false
	}
	return q, true
}

func readBaseSum(s, v string, bare bool) ([][]Numeral, []int, bool) {
	var terms [][]Numeral
	var signs []int
	sign, prod := 1, []Numeral(nil)
	for len(s) > 0 {
		m := numeralRe.FindStringSubmatch(s)
		if m == nil {
			return nil, nil, false
		}
		n := Numeral{Digits: m[1], Pow: 1}
		switch {
		case m[2] == v:
		case m[2] == "":
			if !bare && len(m[1]) > 1 {
				return nil, nil, false
			}
		default:
			b, err := strconv.ParseInt(m[2], 10, 64)
			if err != nil || b < 2 || b > 36 {
				return nil, nil, false
			}
			n.Base = b
		}
		if m[3] != "" {
			n.Pow = int(m[3][0] - '0')
		}
		prod = append(prod, n)
		s = s[len(m[0]):]
		if s == "" {
			break
		}
		switch s[0] {
		case '*':
		case '+', '-':
			terms, signs = append(terms, prod), append(signs, sign)
			sign, prod = 1, nil
			if s[0] == '-' {
				sign = -1
			}
		default:
			return nil, nil, false
		}
		s = s[1:]
		if s == "" {
			return nil, nil, false
		}
	}
	return append(terms, prod), append(signs, sign), true
}
