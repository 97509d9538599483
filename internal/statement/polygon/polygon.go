// Package polygon reads questions on the sides, diagonals and angles of a
// polygon named in words (issue 42, MATH Prealgebra, Geometry, Counting &
// Probability): "How many diagonals does a convex polygon with 23 sides
// have?", "What is the degree measure of an interior angle of a regular
// pentagon?", "A regular polygon has interior angles of 144 degrees. How
// many sides does the polygon have?", "A regular polygon has an exterior
// angle that measures 15 degrees. How many sides does the polygon have?".
//
// The whole statement is one of a few sentences whose every word is read:
// a polygon is named by its name (triangle to decagon, dodecagon), "polygon
// with n sides" or "n-sided polygon", with "convex" or "regular"; an
// angle is a number of degrees ("$140^\circ$", "144 degrees"); a few
// definitions of "diagonal" and "convex" that say the usual meaning may
// come first. An interior angle is read only of a polygon said regular (or
// whose every interior angle is said equal). One other word, a figure, a
// letter and the statement is not read. The reader says what is asked and
// the numbers given; internal/check/measure computes and decides.
package polygon

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// Ask is what a statement asks.
type Ask int

const (
	AskNone                Ask = iota
	AskDiagonals               // the number of diagonals of an N-gon
	AskInterior                // an interior angle of a regular N-gon, in degrees
	AskInteriorDiff            // an interior angle of a regular N-gon minus one of a regular M-gon
	AskSidesFromInterior       // the sides of a regular polygon whose interior angles measure Given degrees
	AskSidesFromExterior       // the sides of a regular polygon whose exterior angles measure Given degrees
	AskSumFromExterior         // the sum of the interior angles of that polygon, in degrees
	AskSidesFromRatio          // the sides of a regular polygon whose interior angle is Given times its exterior angle
	AskSidesFromDiagonals      // the sides of a polygon with Given diagonals
	AskSidesDiagonalsEqual     // the sides of a polygon with as many diagonals as sides
)

// Question is a question on a polygon.
type Question struct {
	Ask   Ask
	N, M  int      // the sides of the polygons named
	Given *big.Rat // the angle, the ratio or the count given
	Shape string   // the sentence read, for notes
}

var (
	names = map[string]int{"triangle": 3, "quadrilateral": 4, "pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8,
		"nonagon": 9, "decagon": 10, "dodecagon": 12}
	countWords = map[string]int{"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"eleven": 11, "twelve": 12, "twenty": 20}

	mathRe   = regexp.MustCompile(`\$([^$]*)\$`)
	degRe    = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*\^\s*(?:\\circ|\{\\circ\})$`)
	numRe    = regexp.MustCompile(`^\d+(?:\.\d+)?$`)
	emphRe   = regexp.MustCompile(`^\\(?:emph|textit)\{([a-z ]+)\}$`)
	tokRe    = regexp.MustCompile(`\d+-sided|[a-z]+(?:-[a-z]+)*|\d+(?:\.\d+)?|[?.,()]`)
	restRe   = regexp.MustCompile(`[^a-z0-9?.,()\s-]`)
	numPat   = `(\d+(?:\.\d+)?)`
	countPat = `(\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)`
	namePat  = `(triangle|quadrilateral|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)`
)

// polyPat is a polygon named in words; its four groups: the adjective,
// the name, the sides in a parenthesis after the name, the sides of "a
// polygon with n sides", the sides of "an n-sided polygon" (the last two
// as a digit string or a count word).
func polyPat() string {
	adj := `((?:convex |regular )?)`
	return `(?:an? )?` + adj + `(?:` + namePat + `(?: \( (?:an? )?(\d+)-sided polygon \))?|polygon with ` + countPat + ` sides|` + countPat + `-sided (?:convex |regular )?polygon)`
}

var (
	poly = polyPat()
	defs = `(?:(?:a diagonal of a polygon is a segment joining two nonconsecutive vertices of the polygon|a convex polygon is a polygon in which every interior angle is less than 180 degrees|a diagonal of a convex polygon is a line segment that connects two non-adjacent vertices) \. )*`

	diagonalsRe = regexp.MustCompile(`^` + defs + `how many (?:distinct |unique )?diagonals (?:can be drawn (?:for|in) ` + poly + `|does ` + poly + ` (?:have|contain)|of ` + poly + ` can be drawn) \?$`)
	interiorRe  = regexp.MustCompile(`^(?:how many degrees are in each interior angle of|what is the (?:degree )?measure(?: , in degrees ,)? of (?:an|one) interior angle of) ` + poly + ` \?$`)
	diffRe      = regexp.MustCompile(`^(?:by how many degrees does the measure of an interior angle of ` + poly + ` exceed the measure of an interior angle of ` + poly + `|the measure of an interior angle of ` + poly + ` is how many degrees greater than the measure of an interior angle of ` + poly + `) \?$`)
	sidesIntRe  = regexp.MustCompile(`^(?:a regular polygon has interior angles of|each interior angle of a regular polygon measures|each interior angle of a polygon measures) ` + numPat + ` degrees \. how many sides does (?:the|this) polygon have \?$`)
	sidesExtRe  = regexp.MustCompile(`^a regular polygon has (?:an exterior angle that measures|exterior angles each measuring) ` + numPat + ` degrees \. how many sides does the polygon have \?$`)
	sumExtRe    = regexp.MustCompile(`^the measure of each exterior angle of a regular polygon is ` + numPat + ` degrees \. what is the sum of the measures of the interior angles , in degrees \?$`)
	ratioRe     = regexp.MustCompile(`^in a regular polygon , the measure of an interior angle is ` + numPat + ` times the measure of an exterior angle \. how many sides does the polygon have \?$`)
	sidesDiagRe = regexp.MustCompile(`^if a (?:regular |convex )?polygon has a total of ` + countPat + ` diagonals , how many sides does it have \?$`)
	equalRe     = regexp.MustCompile(`^the number of diagonals of a regular polygon is subtracted from the number of sides of the polygon and the result is zero \. what is the number of sides of this polygon \?$`)
)

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	l := strings.ToLower(problem)
	if !strings.Contains(l, "polygon") && !strings.Contains(l, "gon") {
		return Question{}, false
	}
	s, ok := words(l)
	if !ok {
		return Question{}, false
	}
	if m := diagonalsRe.FindStringSubmatch(s); m != nil {
		b := blocks(m[1:])
		if len(b) != 1 {
			return Question{}, false
		}
		n, ok := sides(b[0])
		return Question{Ask: AskDiagonals, N: n, Shape: "How many diagonals does an n-gon have?"}, ok
	}
	if m := interiorRe.FindStringSubmatch(s); m != nil {
		n, ok := sides(m[1:])
		return Question{Ask: AskInterior, N: n, Shape: "What is the measure of an interior angle of a regular n-gon?"}, ok && m[1] == "regular "
	}
	if m := diffRe.FindStringSubmatch(s); m != nil {
		b := blocks(m[1:])
		if len(b) != 2 || b[0][0] != "regular " || b[1][0] != "regular " {
			return Question{}, false
		}
		n, ok1 := sides(b[0])
		k, ok2 := sides(b[1])
		return Question{Ask: AskInteriorDiff, N: n, M: k, Shape: "By how many degrees does an interior angle of a regular n-gon exceed one of a regular m-gon?"}, ok1 && ok2
	}
	for _, r := range []struct {
		re    *regexp.Regexp
		ask   Ask
		shape string
	}{
		{sidesIntRe, AskSidesFromInterior, "Each interior angle of a regular polygon measures a degrees. How many sides?"},
		{sidesExtRe, AskSidesFromExterior, "A regular polygon has exterior angles of a degrees. How many sides?"},
		{sumExtRe, AskSumFromExterior, "Each exterior angle of a regular polygon is a degrees. What is the sum of the interior angles?"},
		{ratioRe, AskSidesFromRatio, "An interior angle of a regular polygon is k times an exterior angle. How many sides?"},
	} {
		if m := r.re.FindStringSubmatch(s); m != nil {
			v, ok := new(big.Rat).SetString(m[1])
			return Question{Ask: r.ask, Given: v, Shape: r.shape}, ok
		}
	}
	if m := sidesDiagRe.FindStringSubmatch(s); m != nil {
		k, ok := count(m[1])
		return Question{Ask: AskSidesFromDiagonals, Given: big.NewRat(int64(k), 1), Shape: "A polygon has k diagonals. How many sides?"}, ok
	}
	if equalRe.MatchString(s) {
		return Question{Ask: AskSidesDiagonalsEqual, Shape: "The number of diagonals subtracted from the number of sides is zero. How many sides?"}, true
	}
	return Question{}, false
}

// words writes the lower-case statement as its tokens joined by single
// spaces, each formula read as a number, a number of degrees or an
// emphasised word; ok is false for any other formula or sign.
func words(l string) (string, bool) {
	ok := true
	l = mathRe.ReplaceAllStringFunc(l, func(f string) string {
		src := strings.TrimSpace(f[1 : len(f)-1])
		src = strings.TrimSpace(strings.TrimRight(src, ".,?"))
		switch {
		case numRe.MatchString(src):
			return " " + src + " "
		case degRe.MatchString(src):
			return " " + degRe.FindStringSubmatch(src)[1] + " degrees "
		case emphRe.MatchString(src):
			return " " + emphRe.FindStringSubmatch(src)[1] + " "
		}
		ok = false
		return ""
	})
	if !ok || restRe.MatchString(l) {
		return "", false
	}
	return strings.Join(tokRe.FindAllString(l, -1), " "), true
}

// blocks cuts the groups of several polyPat into one block of five per
// polygon, keeping the blocks of the alternative that matched.
func blocks(g []string) [][]string {
	var out [][]string
	for i := 0; i+5 <= len(g); i += 5 {
		if g[i+1] != "" || g[i+3] != "" || g[i+4] != "" {
			out = append(out, g[i:i+5])
		}
	}
	return out
}

// sides is the number of sides named by the groups of polyPat.
func sides(g []string) (int, bool) {
	switch {
	case g[1] != "":
		n := names[g[1]]
		if g[2] != "" {
			if k, err := strconv.Atoi(g[2]); err != nil || k != n {
				return 0, false
			}
		}
		return n, true
	case g[3] != "":
		return count(g[3])
	case g[4] != "":
		return count(strings.TrimSuffix(g[4], "-sided"))
	}
	return 0, false
}

// count reads a count written in digits (at most 6) or in words.
func count(w string) (int, bool) {
	if n, ok := countWords[w]; ok {
		return n, true
	}
	if len(w) > 6 {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	return n, err == nil && n >= 3
}
