// Package trigraph reads "Below is the graph of $y = a \sin (bx + c) +
// d$ for some positive constants $a,$ $b,$ $c,$ and $d.$ Find $b.$"
// followed by the Asymptote picture that draws the graph (issue 42, MATH
// Precalculus). The picture's one function `real f(real x) { return E; }`
// is the graph drawn; E is read as K·F(B·x + C) + D with K, B, D rational
// and C a rational multiple of π. It reads; internal/check/values
// (CheckTrigGraph) finds the constant asked.
package trigraph

import (
	"math/big"
	"regexp"
	"strings"
)

// Question is one question on a graph.
type Question struct {
	F        string         // sin, cos, tan, cot, sec, csc
	HasC     bool           // the template has the phase c: F(bx + c)
	HasD     bool           // the template has the shift d
	Sign     map[string]int // the sign each constant is stated to have
	Ask      string         // a, b, d, ab, or "c" for the smallest possible c
	Drawn    Drawn          // the function the picture draws
	Template string         // y = … as the statement writes it
	Func     string         // the picture's formula as written
}

// Drawn is K·F(B·x + Cπ) + D, read from the picture.
type Drawn struct {
	F          string
	K, B, C, D *big.Rat // C is the phase's coefficient of π
}

var (
	proseRe = regexp.MustCompile(`^Below is the graph of \$y = (a \\(sin|cos|tan|cot|sec|csc) ?(\(bx \+ c\)|bx)( \+ d)?)\$ for some (.+?) Find (\$(?:a|b|d|ab)\.\$|the smallest possible value of \$c\.\$)$`)
	funcRe  = regexp.MustCompile(`real ([a-z])\(real x\)\s*\{\s*return ([^;{}]+);\s*\}`)
	drawRe  = regexp.MustCompile(`graph\(([a-z]),`)
)

// constants are the sentences that state the constants' signs.
var constants = map[string]map[string]int{
	`positive constants $a$ and $b.$`:                   {"a": 1, "b": 1},
	`positive constants $a,$ $b,$ and $c.$`:             {"a": 1, "b": 1, "c": 1},
	`positive constants $a,$ $b,$ and $d.$`:             {"a": 1, "b": 1, "d": 1},
	`positive constants $a,$ $b,$ $c,$ and $d.$`:        {"a": 1, "b": 1, "c": 1, "d": 1},
	`constants $a < 0$ and $b > 0.$`:                    {"a": -1, "b": 1},
	`constants $a > 0$ and $b < 0.$`:                    {"a": 1, "b": -1},
	`constants $a < 0,$ $b > 0,$ and $c > 0.$`:          {"a": -1, "b": 1, "c": 1},
	`constants $a < 0,$ $b > 0,$ $c > 0,$ and $d > 0.$`: {"a": -1, "b": 1, "c": 1, "d": 1},
}

// Read reads the question; ok is false when the statement is not the
// shape, the picture does not draw exactly one function, or its formula is
// not K·F(B·x + C) + D of the template's F.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "Below is the graph of $y = a ") {
		return Question{}, false
	}
	i := strings.Index(problem, "[asy]")
	j := strings.Index(problem, "[/asy]")
	if i < 0 || j < i || strings.TrimSpace(problem[j+len("[/asy]"):]) != "" || strings.Count(problem, "[asy]") != 1 {
		return Question{}, false
	}
	m := proseRe.FindStringSubmatch(strings.Join(strings.Fields(problem[:i]), " "))
	if m == nil {
		return Question{}, false
	}
	q := Question{F: m[2], HasC: m[3] != "bx", HasD: m[4] != "", Template: "y = " + m[1]}
	sign, ok := constants[m[5]]
	if !ok {
		return Question{}, false
	}
	want := map[string]bool{"a": true, "b": true, "c": q.HasC, "d": q.HasD}
	for l, on := range want {
		if _, stated := sign[l]; stated != on {
			return Question{}, false
		}
	}
	q.Sign = sign
	switch m[6] {
	case "the smallest possible value of $c.$":
		if !q.HasC {
			return Question{}, false
		}
		q.Ask = "c"
	default:
		q.Ask = strings.TrimSuffix(strings.TrimPrefix(m[6], "$"), ".$")
		if q.Ask == "d" && !q.HasD {
			return Question{}, false
		}
	}
	asy := problem[i+len("[asy]") : j]
	fs := funcRe.FindAllStringSubmatch(asy, -1)
	if len(fs) != 1 || strings.Count(asy, "real x)") != 1 {
		return Question{}, false
	}
	draws := drawRe.FindAllStringSubmatch(asy, -1)
	if len(draws) == 0 || strings.Count(asy, "graph(") != len(draws) {
		return Question{}, false
	}
	for _, d := range draws {
		if d[1] != fs[0][1] {
			return Question{}, false
		}
	}
	dr, ok := readDrawn(fs[0][2])
	if !ok || dr.F != q.F {
		return Question{}, false
	}
	q.Drawn, q.Func = dr, strings.TrimSpace(fs[0][2])
	return q, true
}
