// Package polyarea reads questions on the area of a polygon given by the
// coordinates of its vertices (issue 42: MATH Algebra, Geometry and
// Precalculus, OlympiadBench), by the whole statement's shape. The points
// ("$(-1, 0)$", "$A(-4, -1)$", "A\ (0, 0)", "$T=(0,0)$", in or out of
// dollars) are read exactly and taken out, each list of them becomes one
// token, a polygon's name of three to eight capitals ("$ABCD$", "$A B C D E
// F$") another, and the prose left must be one of a fixed list:
//
//   - "What is the area[, in square units,] of the|a <kind> [whose
//     vertices are|with [the four] vertices] [at] <points>?" (also "Find
//     the area of ...", "What is the area in square units of ...");
//   - "How many square units are in the area of the|a <kind> with vertices
//     [at] <points>?";
//   - "What is the number of square units in the area of <kind> <name>
//     with vertices <points>?";
//   - "A|An <kind> [in a Cartesian coordinate plane|in the plane] has
//     vertices [at] <points>. What is the area[, in square units,] of
//     [the] <kind> [<name>]?" or "How many square units are|is [in] the
//     area of the <kind>?";
//   - "[When plotted in the standard rectangular coordinate system,]
//     <kind> <name> has vertices <points>. What is the area of <kind>
//     <name>?";
//   - "Let <points>. Compute the area of <kind> <name>."
//
// each optionally followed by "Express your answer as a decimal to the
// nearest tenth." A kind is triangle, quadrilateral, convex
// quadrilateral, square, rectangle, parallelogram, trapezoid, pentagon,
// hexagon or polygon. Anything else is not read. internal/check/shapes
// computes the area.
package polyarea

import (
	"math/big"
	"regexp"
	"strings"
)

// Point is a vertex: its label ("" when none) and its coordinates (two or
// three).
type Point struct {
	Label  string
	Coords []*big.Rat
	Src    string
}

// Question is the area of the polygon with the vertices Points.
type Question struct {
	Kind   string
	Name   string // the polygon's name ("ABCD"), "" when none
	Points []Point
}

var (
	num     = `(-?\d+(?:\.\d+)?)`
	pointRe = regexp.MustCompile(`(?:\b([A-Z])\s*=?\s*)?\(\s*` + num + `\s*,\s*` + num + `(?:\s*,\s*` + num + `)?\s*\)`)
	listRe  = regexp.MustCompile(`§p§(?:\s*,\s*§p§)*(?:\s*,?\s*and\s+§p§)?`)
	nameRe  = regexp.MustCompile(`\b[A-Z](?: ?[A-Z]){2,7}\b`)
	kind    = `(triangle|quadrilateral|convex quadrilateral|square|rectangle|parallelogram|trapezoid|pentagon|hexagon|polygon)`
	areaQ   = `(?:what is the area(?:,? in square units,?)?|find the area) of`
	shapes  = []*regexp.Regexp{
		regexp.MustCompile(`^` + areaQ + ` (?:the|a) ` + kind + ` (?:whose vertices are|with (?:the (?:three|four) )?vertices)(?: at)? §pts§[?.]$`),
		regexp.MustCompile(`^how many square units are in the area of (?:the|a) ` + kind + ` with vertices(?: at)? §pts§\?$`),
		regexp.MustCompile(`^what is the number of square units in the area of ` + kind + ` §n§ with vertices §pts§\?$`),
		regexp.MustCompile(`^an? ` + kind + ` (?:in a cartesian coordinate plane |in the plane )?has vertices(?: at)? §pts§\. (?:what is the area(?:,? in square units,?)? of (?:the )?` + kind + `(?: §n§)?|how many square units (?:are in|is) the area of the ` + kind + `)\?$`),
		regexp.MustCompile(`^(?:when plotted in the standard rectangular coordinate system, )?` + kind + ` §n§ has vertices §pts§\. what is the area of ` + kind + ` §n§\?$`),
		regexp.MustCompile(`^let §pts§\. compute the area of ` + kind + ` §n§\.$`),
	}
	// spacePunct is a space before a full stop, question mark or comma.
	spacePunct = regexp.MustCompile(` ([.?,])`)
	tail       = regexp.MustCompile(` express your answer as a decimal to the nearest tenth\.$`)
)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "area") || !strings.Contains(problem, "(") {
		return Question{}, false
	}
	s := strings.NewReplacer("$", " ", `\ `, " ", "~", " ", `\quad`, " ", `\,`, " ").Replace(problem)
	var pts []Point
	bad := false
	s = pointRe.ReplaceAllStringFunc(s, func(m string) string {
		sm := pointRe.FindStringSubmatch(m)
		p := Point{Label: sm[1], Src: strings.TrimSpace(m)}
		for _, c := range sm[2:] {
			if c == "" {
				continue
			}
			r, ok := new(big.Rat).SetString(c)
			if !ok {
				bad = true
			}
			p.Coords = append(p.Coords, r)
		}
		pts = append(pts, p)
		return " §p§ "
	})
	if bad || len(pts) < 3 {
		return Question{}, false
	}
	var names []string
	s = nameRe.ReplaceAllStringFunc(s, func(m string) string {
		names = append(names, strings.ReplaceAll(m, " ", ""))
		return " §n§ "
	})
	s = strings.Join(strings.Fields(s), " ")
	s = spacePunct.ReplaceAllString(s, "$1")
	lists := listRe.FindAllStringIndex(s, -1)
	if len(lists) != 1 {
		return Question{}, false
	}
	s = s[:lists[0][0]] + "§pts§" + s[lists[0][1]:]
	s = strings.Join(strings.Fields(s), " ")
	// "§pts§." or "§pts§?" may be "§pts§,." after a trailing comma in a formula.
	s = strings.NewReplacer("§pts§,.", "§pts§.", "§pts§,?", "§pts§?", "§pts§ .", "§pts§.", "§pts§ ?", "§pts§?").Replace(s)
	low := strings.ToLower(s)
	low = tail.ReplaceAllString(low, "")
	for _, re := range shapes {
		m := re.FindStringSubmatch(low)
		if m == nil {
			continue
		}
		var kinds []string
		for _, k := range m[1:] {
			if k != "" {
				kinds = append(kinds, k)
			}
		}
		for _, k := range kinds[1:] {
			if k != kinds[0] {
				return Question{}, false
			}
		}
		q := Question{Kind: kinds[0], Points: pts}
		for _, n := range names {
			if q.Name != "" && n != q.Name {
				return Question{}, false
			}
			q.Name = n
		}
		if !q.consistent() {
			return Question{}, false
		}
		return q, true
	}
	return Question{}, false
}

// sides are the number of vertices of each kind (0: any).
var sides = map[string]int{"triangle": 3, "quadrilateral": 4, "convex quadrilateral": 4, "square": 4, "rectangle": 4,
	"parallelogram": 4, "trapezoid": 4, "pentagon": 5, "hexagon": 6, "polygon": 0}

// consistent checks the count of vertices against the kind, one dimension
// for all points, labels all or none, and a name that is the labels in
// order.
func (q Question) consistent() bool {
	if n := sides[q.Kind]; n != 0 && n != len(q.Points) {
		return false
	}
	dim := len(q.Points[0].Coords)
	labels := ""
	for _, p := range q.Points {
		if len(p.Coords) != dim || (p.Label == "") != (q.Points[0].Label == "") {
			return false
		}
		labels += p.Label
	}
	if dim == 3 && len(q.Points) != 3 {
		return false
	}
	if q.Name != "" && labels != "" && labels != q.Name {
		return false
	}
	if q.Name != "" && labels == "" {
		return false
	}
	return true
}
