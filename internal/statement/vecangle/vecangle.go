// Package vecangle reads two questions on a pair of vectors given by
// their entries (issue 42, MATH Precalculus): "Find the angle between the
// vectors $U$ and $V,$ in degrees." ("Find the angle, in degrees, between
// the vectors $U$ and $V.$") and "Find $x$ so that the vectors $U$ and $V$
// are orthogonal." (one entry the letter asked). It reads;
// internal/check/linalg (CheckVectorAngle) decides.
package vecangle

import (
	"regexp"
	"strings"
)

// Question is the angle between U and V (Letter empty) or the value of
// Letter, an entry of U or V, that makes them orthogonal.
type Question struct {
	U, V   []string
	Letter string
}

const col = `\\begin\{pmatrix\} ?([^$]*?) ?\\end\{pmatrix\}`

var (
	angleRe = regexp.MustCompile(`^Find the angle(?:, in degrees,)? between the vectors \$` + col + `\$ and \$` + col + `(,|\.)?\$( in degrees\.|\.)?$`)
	orthoRe = regexp.MustCompile(`^Find \$([a-z])\$ so that the vectors \$` + col + `\$ and \$` + col + `\$ are orthogonal\.$`)
	entryRe = regexp.MustCompile(`^(?:-?\d{1,6}|[a-z])$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes, the columns differ in size, an entry is not an integer (or
// the letter asked), or the degrees are not asked exactly once.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	if m := angleRe.FindStringSubmatch(s); m != nil {
		inTail := m[4] == " in degrees."
		inHead := strings.HasPrefix(s, "Find the angle, in degrees,")
		// the degrees asked once; ", in degrees." after a comma, else one
		// closing period (inside the formula or after it)
		if inTail == inHead || inTail != (m[3] == ",") || !inTail && (m[3] == ".") == (m[4] == ".") {
			return Question{}, false
		}
		u, v, ok := columns(m[1], m[2], "")
		return Question{U: u, V: v}, ok
	}
	if m := orthoRe.FindStringSubmatch(s); m != nil {
		u, v, ok := columns(m[2], m[3], m[1])
		return Question{U: u, V: v, Letter: m[1]}, ok
	}
	return Question{}, false
}

// columns splits the two columns' entries; the letter, when given, must
// stand exactly once, and no other letter.
func columns(a, b, letter string) (u, v []string, ok bool) {
	u, v = strings.Split(a, `\\`), strings.Split(b, `\\`)
	if len(u) != len(v) || len(u) < 2 || len(u) > 3 {
		return nil, nil, false
	}
	n := 0
	for _, side := range [][]string{u, v} {
		for i, e := range side {
			e = strings.TrimSpace(e)
			side[i] = e
			if !entryRe.MatchString(e) {
				return nil, nil, false
			}
			if e[0] >= 'a' && e[0] <= 'z' {
				if e != letter {
					return nil, nil, false
				}
				n++
			}
		}
	}
	return u, v, n == map[bool]int{true: 1, false: 0}[letter != ""]
}
