package score

import (
	"strings"
)

// ivPart is one part of an interval set read at the string level: an
// interval with its two ends and open/closed flags, or a discrete set of
// points (an empty point list is the empty set).
type ivPart struct {
	points             []string // a discrete set \{a, b\}; nil for an interval
	isPoints           bool
	lo, hi             string
	loClosed, hiClosed bool
}

// unionTokens are the union glyphs of spec section 3.3.
var unionTokens = []string{`\bigcup`, `\cup`, "∪"}

// splitUnion splits s at top-level union glyphs.
func splitUnion(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '}') {
			if s[i+1] == '{' {
				depth++
			} else {
				depth--
			}
			i++
			continue
		}
		switch c {
		case '(', '[', '{':
			depth++
			continue
		case ')', ']', '}':
			depth--
			continue
		}
		if depth != 0 {
			continue
		}
		for _, u := range unionTokens {
			if strings.HasPrefix(s[i:], u) && !(u == `\cup` && i+len(u) < len(s) && isASCIILetter(s[i+len(u)])) {
				out = append(out, s[start:i])
				i += len(u) - 1
				start = i + 1
				break
			}
		}
		if len(out) > maxItems {
			return nil
		}
	}
	return append(out, s[start:])
}

// parseSetShape reads s as an interval set: parts joined by union glyphs,
// each an interval `(a,b)`, `[a;b)`, a discrete set `\{a,b\}`, the empty
// set or \mathbb{R}. A lone pair `(a,b)` also reads as an interval; the
// caller treats it as a point when its ends are out of order. ok is false
// when s is not of this shape.
func parseSetShape(s string) (parts []ivPart, ok bool) {
	s = strings.TrimSpace(stripIn(s))
	if s == "" {
		return nil, false
	}
	for _, p := range splitUnion(s) {
		p = strings.TrimSpace(trimSpacing(strings.TrimSpace(p)))
		part, ok := parsePart(p)
		if !ok {
			return nil, false
		}
		parts = append(parts, part)
	}
	return parts, len(parts) > 0
}

func parsePart(p string) (ivPart, bool) {
	p = strings.ReplaceAll(strings.ReplaceAll(p, `\left`, ""), `\right`, "")
	p = strings.TrimSpace(p)
	switch p {
	case `\varnothing`, `\emptyset`, "∅", `\{\}`, "{}":
		return ivPart{isPoints: true}, true
	case `\mathbb{R}`, `\mathbb R`, `\R`, "R", "ℝ":
		return ivPart{lo: `-\infty`, hi: `\infty`}, true
	}
	var inner string
	switch {
	case strings.HasPrefix(p, `\{`) && strings.HasSuffix(p, `\}`):
		inner = p[2 : len(p)-2]
	case strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}"):
		if _, end, ok := braceGroup(p, 0); !ok || end != len(p) {
			return ivPart{}, false
		}
		inner = p[1 : len(p)-1]
	default:
		if len(p) < 2 || (p[0] != '(' && p[0] != '[') || (p[len(p)-1] != ')' && p[len(p)-1] != ']') {
			return ivPart{}, false
		}
		if !balancedGroup(p) {
			return ivPart{}, false
		}
		inner = p[1 : len(p)-1]
		var ends []string
		if strings.Contains(inner, ";") {
			ends = splitTop(inner, ";")
		} else {
			ends = splitTopDC(inner, ",", false)
		}
		if len(ends) != 2 {
			return ivPart{}, false
		}
		lo, hi := strings.TrimSpace(ends[0]), strings.TrimSpace(ends[1])
		if lo == "" || hi == "" {
			return ivPart{}, false
		}
		return ivPart{lo: lo, hi: hi, loClosed: p[0] == '[', hiClosed: p[len(p)-1] == ']'}, true
	}
	var pts []string
	for _, x := range splitTop(inner, ";,") {
		if x = strings.TrimSpace(x); x != "" {
			pts = append(pts, x)
		}
	}
	return ivPart{points: pts, isPoints: true}, true
}

// balancedGroup reports whether the bracket opening p closes at its last
// byte (so "(1,2)\cdot(3,4)" is not one group).
func balancedGroup(p string) bool {
	depth := 0
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 && i != len(p)-1 {
				return false
			}
		}
	}
	return depth == 0
}

// isSetLike reports whether parts really describe a set rather than one
// ordered pair: a union, a discrete set, a closed or half-open end, or an
// infinite end.
func isSetLike(parts []ivPart) bool {
	if len(parts) != 1 {
		return true
	}
	p := parts[0]
	return p.isPoints || p.loClosed || p.hiClosed || strings.Contains(p.lo, `\infty`) || strings.Contains(p.hi, `\infty`)
}
