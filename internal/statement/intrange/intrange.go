// Package intrange reads "the integer in a range that satisfies a
// condition" (issue 42, MATH Precalculus and Number Theory): "Find the
// integer $n,$ $-90 < n < 90,$ such that $\tan n^\circ = \tan 252^\circ.$",
// "Find the integer $n,$ $0 \le n \le 180,$ such that $\cos n^\circ = \cos
// 568^\circ.$", "Find the integer $n$, $0 \le n \le 5$, that satisfies
// \[n \equiv 12345 \pmod{6}.\]". The whole statement must be the shape;
// the range has integer ends; the condition is one of two templates:
// f(n°) = g(c°) with f, g among sin, cos, tan and c an integer, or n ≡ c
// (mod m) with integers c and m > 0. The package reads; the check
// (internal/check/integers, CheckIntRange) decides.
package intrange

import (
	"regexp"
	"strconv"
	"strings"
)

// Question is the integer asked.
type Question struct {
	Var      string
	Lo, Hi   int64 // the range, ends included (a strict end moved by one)
	RangeSrc string
	Trig     bool   // f(n°) = g(c°); else n ≡ c (mod m)
	F, G     string // "sin", "cos", "tan"
	C, M     int64
	CondSrc  string
}

var (
	shape = regexp.MustCompile(`^Find the integer \$([a-z])(?:\$,|,\$) \$([^$]*)(?:\$,|,\$) (?:such that|that satisfies) (?:\$\$([^$]*)\$\$|\$([^$]*)\$|\\\[([^$]*?)\\\])\.?\s*$`)
	// The range: lo (<|\le) n (<|\le) hi.
	rangeRe = regexp.MustCompile(`^(-?\d{1,4}) *(<|\\le|\\leq) *([a-z]) *(<|\\le|\\leq) *(-?\d{1,4})$`)
	trigRe  = regexp.MustCompile(`^\\(sin|cos|tan) *([a-z])\^\{?\\circ\}? *= *\\(sin|cos|tan) *(-?\d{1,6})\^\{?\\circ\}?$`)
	modRe   = regexp.MustCompile(`^([a-z]) *\\equiv *(-?\d{1,12}) *\\pmod\{(\d{1,6})\}$`)
)

// Read reads the question; ok is false when the statement is not the
// shape.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "Find the integer $") {
		return Question{}, false
	}
	m := shape.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return Question{}, false
	}
	q := Question{Var: m[1], RangeSrc: strings.TrimSpace(m[2])}
	cond := strings.TrimSpace(m[3] + m[4] + m[5])
	cond = strings.TrimSpace(strings.TrimRight(cond, ".,"))
	q.CondSrc = cond
	r := rangeRe.FindStringSubmatch(q.RangeSrc)
	if r == nil || r[3] != q.Var {
		return Question{}, false
	}
	lo, err1 := strconv.ParseInt(r[1], 10, 64)
	hi, err2 := strconv.ParseInt(r[5], 10, 64)
	if err1 != nil || err2 != nil {
		return Question{}, false
	}
	if r[2] == "<" {
		lo++
	}
	if r[4] == "<" {
		hi--
	}
	if lo > hi || hi-lo > 1000 {
		return Question{}, false
	}
	q.Lo, q.Hi = lo, hi
	if t := trigRe.FindStringSubmatch(cond); t != nil && t[2] == q.Var {
		c, err := strconv.ParseInt(t[4], 10, 64)
		if err != nil {
			return Question{}, false
		}
		q.Trig, q.F, q.G, q.C = true, t[1], t[3], c
		return q, true
	}
	if t := modRe.FindStringSubmatch(cond); t != nil && t[1] == q.Var {
		c, err1 := strconv.ParseInt(t[2], 10, 64)
		mod, err2 := strconv.ParseInt(t[3], 10, 64)
		if err1 != nil || err2 != nil || mod <= 0 {
			return Question{}, false
		}
		q.C, q.M = c, mod
		return q, true
	}
	return Question{}, false
}

// Holds reports the condition at the integer n, exactly. For integer
// degrees: sin a° = sin b° iff a ≡ b or a ≡ 180 − b (mod 360); cos a° =
// cos b° iff a ≡ ±b (mod 360); tan a° = tan b° iff both are defined (not
// ≡ 90 mod 180) and a ≡ b (mod 180); cos b° = sin (90 − b)°, so a mixed
// pair is turned into one of these. defined is false when a side is not
// defined (a tangent at 90° + k·180°).
func (q Question) Holds(n int64) (holds, defined bool) {
	if !q.Trig {
		return mod(n-q.C, q.M) == 0, true
	}
	f, a, g, b := q.F, n, q.G, q.C
	if f == "tan" || g == "tan" {
		if mod(a-90, 180) == 0 && f == "tan" || mod(b-90, 180) == 0 && g == "tan" {
			return false, false
		}
		if f != g {
			return false, false // tan against sin or cos: not read
		}
		return mod(a-b, 180) == 0, true
	}
	if f != g { // sin a = cos b = sin(90 − b); cos a = sin b = cos(90 − b)
		b = 90 - b
	}
	if f == "sin" {
		return mod(a-b, 360) == 0 || mod(a-(180-b), 360) == 0, true
	}
	return mod(a-b, 360) == 0 || mod(a+b, 360) == 0, true
}

// Mixed reports a tangent against a sine or cosine (not decided).
func (q Question) Mixed() bool {
	return q.Trig && q.F != q.G && (q.F == "tan" || q.G == "tan")
}

func mod(a, m int64) int64 {
	r := a % m
	if r < 0 {
		r += m
	}
	return r
}
