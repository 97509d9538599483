// Package polyangle reads a question about the angles of a polygon named
// by its number of sides: an interior angle of a regular polygon, the
// sum of the interior angles, the number of sides from an interior or an
// exterior angle, the difference of two interior angles (issue 42,
// OlympiadBench and MATH Prealgebra and Geometry; see Read). It reads; it
// proves nothing.
package polyangle

import (
	"regexp"
	"strconv"
	"strings"
)

// Ask is what is asked.
type Ask int

const (
	// AskInterior is one interior angle of the regular N-gon, in degrees.
	AskInterior Ask = iota + 1
	// AskSidesInterior is N from the interior angle Angle.
	AskSidesInterior
	// AskSidesExterior is N from the exterior angle Angle.
	AskSidesExterior
	// AskDiff is interior(N) - interior(N2).
	AskDiff
	// AskSumFromExterior is the sum of the interior angles of the regular
	// polygon with the exterior angle Angle.
	AskSumFromExterior
	// AskSidesFromSums is n with sum(n) = sum(N) + sum(N2).
	AskSidesFromSums
)

// Question is one read question.
type Question struct {
	Ask   Ask
	N, N2 int
	// Angle is the angle given, in degrees: digits, maybe a decimal point.
	Angle string
	Shape string
}

var names = map[string]int{"triangle": 3, "quadrilateral": 4, "pentagon": 5, "hexagon": 6, "heptagon": 7,
	"octagon": 8, "nonagon": 9, "decagon": 10, "dodecagon": 12}

const (
	poly  = `(?P<g>triangle|quadrilateral|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon|\$\(?(?P<k>\d{1,4})\)?\$-gon|\$\(?(?P<k2>\d{1,4})\)?-gon\$)`
	poly2 = `(?P<h>triangle|quadrilateral|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)`
	ang   = `(?P<a>\d{1,3}(?:\.\d{1,3})?) degrees`
	many  = `How many sides does the polygon have\?$`
)

type shape struct {
	ask  Ask
	name string
	re   *regexp.Regexp
}

func sh(ask Ask, name, re string) shape { return shape{ask, name, regexp.MustCompile(`^` + re)} }

var shapes = []shape{
	sh(AskInterior, "an interior angle of a regular N-gon", `Each interior angle of a regular `+poly+` has measure \$d\^\{?\\circ\}?\$\. Compute \$d\$\.$`),
	sh(AskInterior, "an interior angle of a regular N-gon", `What is the measure, in degrees, of one interior angle of a regular `+poly+`\?$`),
	sh(AskInterior, "an interior angle of a regular N-gon", `What is the degree measure of an interior angle of a regular `+poly+`\?$`),
	sh(AskInterior, "an interior angle of a regular N-gon", `How many degrees are in each interior angle of a regular `+poly+`\?$`),
	sh(AskSidesInterior, "the sides of a polygon from its interior angle", `A regular polygon has interior angles of `+ang+`\. `+many),
	sh(AskSidesInterior, "the sides of a polygon from its interior angle", `Each interior angle of a (?:regular )?polygon measures `+ang+`\. `+many),
	sh(AskSidesExterior, "the sides of a polygon from its exterior angle", `A regular polygon has an exterior angle that measures `+ang+`\. `+many),
	sh(AskSidesExterior, "the sides of a polygon from its exterior angle", `A regular polygon has exterior angles each measuring `+ang+`\. `+many),
	sh(AskDiff, "the difference of two interior angles", `By how many degrees does the measure of an interior angle of a regular `+poly+` exceed the measure of an interior angle of a regular `+poly2+`\?$`),
	sh(AskDiff, "the difference of two interior angles", `The measure of an interior angle of a regular `+poly+` is how many degrees greater than the measure of an interior angle of a regular `+poly2+`\?$`),
	sh(AskSumFromExterior, "the sum of the interior angles from an exterior angle", `The measure of each exterior angle of a regular polygon is `+ang+`\. What is the sum of the measures of the interior angles, in degrees\?$`),
	sh(AskSidesFromSums, "the sides of a polygon from sums of interior angles", `The sum of the interior angles of an \$n\$-gon equals the sum of the interior angles of an? `+poly+` plus the sum of the interior angles of an? `+poly2+`\. Compute \$n\$\.$`),
}

var (
	spaceRe = regexp.MustCompile(`\s+`)
	// "$140^\circ$", "$15$ degrees" are written "140 degrees", "15 degrees".
	degreeRe = regexp.MustCompile(`\$(\d{1,3}(?:\.\d{1,3})?)(?:\^\{?\\circ\}?\$|\$ degrees)`)
)

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "interior angle") && !strings.Contains(problem, "exterior angle") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	p = strings.ReplaceAll(p, " .", ".")
	p = degreeRe.ReplaceAllString(p, "$1 degrees")
	for _, s := range shapes {
		m := s.re.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		q := Question{Ask: s.ask, Shape: s.name}
		for i, name := range s.re.SubexpNames() {
			switch {
			case m[i] == "":
			case name == "g":
				q.N = names[m[i]]
			case name == "k" || name == "k2":
				n, err := strconv.Atoi(m[i])
				if err != nil {
					return Question{}, false
				}
				q.N = n
			case name == "h":
				q.N2 = names[m[i]]
			case name == "a":
				q.Angle = m[i]
			}
		}
		switch s.ask {
		case AskInterior:
			if q.N < 3 {
				return Question{}, false
			}
		case AskDiff, AskSidesFromSums:
			if q.N < 3 || q.N2 < 3 {
				return Question{}, false
			}
		}
		return q, true
	}
	return Question{}, false
}
