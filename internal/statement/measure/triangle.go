package measure

import (
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// A triangle given by its three sides (Heron's formula): its area,
// perimeter, the radius or diameter of its inscribed circle, the radius
// of its circumscribed circle.
const sidesRe = `(#\d+),? (#\d+),? and (#\d+)`

var (
	triSidesGiven = []*regexp.Regexp{
		regexp.MustCompile(`^the (?:measures|lengths) of the sides of the triangle are ` + sidesRe + `$`),
		regexp.MustCompile(`^the side lengths of the triangle are ` + sidesRe + `$`),
		regexp.MustCompile(`^the sides of the triangle (?:have lengths|measure)(?: of)? ` + sidesRe + `$`),
		regexp.MustCompile(`^the triangle has (?:side lengths|sides)(?: of)?(?: lengths?)? ` + sidesRe + `$`),
	}
	// the measure asked, then "of the triangle" and the sides inline, or
	// "in triangle ABC if AB = …"
	triAskRe    = regexp.MustCompile(`^` + askRe + ` the ([a-z ]+?)(?: (?:of|for|in|about) the triangle(?: &\d+)?(?: (?:with side lengths(?: of)?|with sides(?: of length| of)?|whose sides measure|whose side lengths are|that has sides of|with sides measuring) ` + sidesRe + `)?)?$`)
	triNamedRe  = regexp.MustCompile(`^` + askRe + ` the ([a-z ]+?) (?:of|in|for) triangle (&\d+) if (%\d+)(?:,? (%\d+))?,?(?: and (%\d+))?$`)
	triMeasures = map[string]string{
		"area":                                   "area",
		"perimeter":                              "perimeter",
		"radius of the circle inscribed":         "inradius",
		"radius of the inscribed circle":         "inradius",
		"radius of the incircle":                 "inradius",
		"inradius":                               "inradius",
		"diameter of the circle inscribed":       "indiameter",
		"diameter of the inscribed circle":       "indiameter",
		"diameter of the incircle":               "indiameter",
		"circumradius":                           "circumradius",
		"radius of the circumscribed circle":     "circumradius",
		"radius of the circle circumscribed":     "circumradius",
		"number of square units in the area":     "",
		"length of the radius of the incircle":   "inradius",
		"length of the diameter of the incircle": "indiameter",
	}
)

// readTriangleSides reads a triangle given by its three sides.
func readTriangleSides(body []string, slots []slot) (Question, bool) {
	var sides []string
	setSides := func(toks ...string) bool {
		if sides != nil {
			return false
		}
		for _, tk := range toks {
			v, ok := value(tk, slots)
			if !ok {
				return false
			}
			sides = append(sides, v)
		}
		return true
	}
	asked := ""
	for i, s := range body {
		if i < len(body)-1 {
			ok := false
			for _, re := range triSidesGiven {
				if m := re.FindStringSubmatch(s); m != nil {
					ok = setSides(m[1], m[2], m[3])
					break
				}
			}
			if !ok {
				return Question{}, false
			}
			continue
		}
		if m := triNamedRe.FindStringSubmatch(s); m != nil {
			asked = m[1]
			vs, ok := namedSides(m[2], m[3:], slots)
			if !ok || !setSides() {
				return Question{}, false
			}
			sides = vs
		} else if m := triAskRe.FindStringSubmatch(s); m != nil {
			asked = m[1]
			if m[2] != "" && !setSides(m[2], m[3], m[4]) {
				return Question{}, false
			}
			if !strings.Contains(s, "triangle") {
				return Question{}, false
			}
		} else {
			return Question{}, false
		}
	}
	key := triMeasures[asked]
	if key == "" || len(sides) != 3 {
		return Question{}, false
	}
	a, b, c := `\left(`+sides[0]+`\right)`, `\left(`+sides[1]+`\right)`, `\left(`+sides[2]+`\right)`
	area := `\left(\frac{1}{4}\sqrt{\left(` + a + `+` + b + `+` + c + `\right)\left(-` + a + `+` + b + `+` + c + `\right)\left(` + a + `-` + b + `+` + c + `\right)\left(` + a + `+` + b + `-` + c + `\right)}\right)`
	per := a + `+` + b + `+` + c
	q := Question{
		Positive: append(append([]string{}, sides...), `-`+a+`+`+b+`+`+c, a+`-`+b+`+`+c, a+`+`+b+`-`+c),
		Steps:    []string{"the triangle's sides are " + strings.Join(sides, ", ")},
	}
	switch key {
	case "area":
		q.What, q.Formula = "the area of the triangle (Heron's formula)", area
	case "perimeter":
		q.What, q.Formula = "the perimeter of the triangle", per
	case "inradius":
		q.What, q.Formula = "the radius of the triangle's inscribed circle (twice the area over the perimeter)", `\frac{2\cdot`+area+`}{`+per+`}`
	case "indiameter":
		q.What, q.Formula = "the diameter of the triangle's inscribed circle (four times the area over the perimeter)", `\frac{4\cdot`+area+`}{`+per+`}`
	case "circumradius":
		q.What, q.Formula = "the radius of the triangle's circumscribed circle (abc/4K)", `\frac{`+a+b+c+`}{4\cdot`+area+`}`
	}
	return q, true
}

// namedSides reads "AB = 15", "AC = 41", "BC = 52" (or "AB = AC = 7")
// as the three sides of triangle ABC, each given once.
func namedSides(tri string, eqs []string, slots []slot) ([]string, bool) {
	tm := tokRe.FindStringSubmatch(tri)
	if tm == nil {
		return nil, false
	}
	k, _ := strconv.Atoi(tm[1])
	name := slots[k].tri
	if len(name) != 3 || name[0] == name[1] || name[1] == name[2] || name[0] == name[2] {
		return nil, false
	}
	pair := func(s string) string {
		r := []byte(s)
		sort.Slice(r, func(i, j int) bool { return r[i] < r[j] })
		return string(r)
	}
	want := map[string]int{pair(name[0:2]): 0, pair(name[1:3]): 1, pair(string(name[0]) + string(name[2])): 2}
	out := make([]string, 3)
	for _, e := range eqs {
		if e == "" {
			continue
		}
		m := tokRe.FindStringSubmatch(e)
		if m == nil || e[0] != '%' {
			return nil, false
		}
		k, _ := strconv.Atoi(m[1])
		for _, sd := range slots[k].sides {
			i, ok := want[pair(sd)]
			if !ok || out[i] != "" {
				return nil, false
			}
			out[i] = slots[k].src
		}
	}
	for _, o := range out {
		if o == "" {
			return nil, false
		}
	}
	return out, true
}

// A polygon given by its vertices: a triangle's area; a quadrilateral's,
// when the four points are the vertices of a convex quadrilateral of the
// kind named (the order of a name ABCD, or else the convex hull).
const ptsRe = `((?:@\d+,? )+and @\d+|@\d+(?:, @\d+)+)`

var (
	polyAskRe   = regexp.MustCompile(`^` + askRe + ` the area of (?:the )?(triangle|convex quadrilateral|quadrilateral|parallelogram|square|rectangle|trapezoid|rhombus)(?: (&\d+))? (?:with|whose) (?:the )?(?:three |four )?vertices (?:are )?(?:at )?` + ptsRe + `$`)
	polyHasRe   = regexp.MustCompile(`^the (triangle|convex quadrilateral|quadrilateral|parallelogram|square|rectangle|trapezoid|rhombus)(?: (&\d+))? has vertices (?:at )?` + ptsRe + `$`)
	polyAskAfRe = regexp.MustCompile(`^` + askRe + ` the area of (?:the )?(triangle|convex quadrilateral|quadrilateral|parallelogram|square|rectangle|trapezoid|rhombus)(?: (&\d+))?$`)
	ptTokRe     = regexp.MustCompile(`@(\d+)`)
)

type rpt [2]*big.Rat

// readVertices reads the area of a polygon given by its vertices.
func readVertices(body []string, slots []slot) (Question, bool) {
	var kind, name, pts string
	switch len(body) {
	case 1:
		m := polyAskRe.FindStringSubmatch(body[0])
		if m == nil {
			return Question{}, false
		}
		kind, name, pts = m[1], m[2], m[3]
	case 2:
		m := polyHasRe.FindStringSubmatch(body[0])
		a := polyAskAfRe.FindStringSubmatch(body[1])
		if m == nil || a == nil || a[1] != m[1] || (a[2] != "" && m[2] != "" && slotName(a[2], slots) != slotName(m[2], slots)) {
			return Question{}, false
		}
		kind, name, pts = m[1], m[2], m[3]
		if name == "" {
			name = a[2]
		}
	default:
		return Question{}, false
	}
	var ps []rpt
	var names []string
	var srcs []string
	for _, tm := range ptTokRe.FindAllStringSubmatch(pts, -1) {
		k, _ := strconv.Atoi(tm[1])
		s := slots[k]
		x, ok1 := ratOf(s.pt[0])
		y, ok2 := ratOf(s.pt[1])
		if !s.isPt || !ok1 || !ok2 {
			return Question{}, false
		}
		ps = append(ps, rpt{x, y})
		names = append(names, s.name)
		srcs = append(srcs, "("+s.pt[0]+", "+s.pt[1]+")")
	}
	n := 4
	if kind == "triangle" {
		n = 3
	}
	if len(ps) != n {
		return Question{}, false
	}
	// The order: a name "ABCD" whose letters are the points' names, in
	// that order; else (a triangle, or four points in convex position)
	// the order does not matter.
	order := []int{0, 1, 2, 3}[:n]
	named := false
	if name != "" {
		nm := slotName(name, slots)
		if len(nm) != n {
			return Question{}, false
		}
		for i := range order {
			j := -1
			for k, pn := range names {
				if pn == string(nm[i]) {
					j = k
				}
			}
			if j < 0 {
				return Question{}, false
			}
			order[i] = j
		}
		named = true
	}
	if n == 4 {
		if !named {
			if kind == "quadrilateral" {
				return Question{}, false // "a quadrilateral with vertices" names no order and no convexity
			}
			h, ok := hullOrder(ps)
			if !ok {
				return Question{}, false
			}
			order = h
		}
		if !convexInOrder(ps, order) || !isKind(kind, ps, order) {
			return Question{}, false
		}
	}
	var terms []string
	for i := range order {
		a, b := ps[order[i]], ps[order[(i+1)%n]]
		terms = append(terms, `\left(`+a[0].RatString()+`\right)\left(`+b[1].RatString()+`\right)-\left(`+b[0].RatString()+`\right)\left(`+a[1].RatString()+`\right)`)
	}
	if shoelace(ps, order).Sign() == 0 {
		return Question{}, false
	}
	q := Question{
		What:    "the area of the " + kind + " (the shoelace formula over its vertices in order)",
		Formula: `\frac{1}{2}\left|` + strings.Join(terms, "+") + `\right|`,
	}
	var ord []string
	for _, i := range order {
		ord = append(ord, srcs[i])
	}
	q.Steps = []string{"the vertices in order: " + strings.Join(ord, ", ")}
	return q, true
}

func slotName(tok string, slots []slot) string {
	m := tokRe.FindStringSubmatch(tok)
	if m == nil {
		return ""
	}
	k, _ := strconv.Atoi(m[1])
	return slots[k].tri
}

func ratOf(src string) (*big.Rat, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	v, err := algebra.RatValue(e)
	return v, err == nil
}

func cross(o, a, b rpt) *big.Rat {
	x1 := new(big.Rat).Sub(a[0], o[0])
	y1 := new(big.Rat).Sub(a[1], o[1])
	x2 := new(big.Rat).Sub(b[0], o[0])
	y2 := new(big.Rat).Sub(b[1], o[1])
	return new(big.Rat).Sub(new(big.Rat).Mul(x1, y2), new(big.Rat).Mul(x2, y1))
}

func shoelace(ps []rpt, order []int) *big.Rat {
	s := new(big.Rat)
	for i := range order {
		a, b := ps[order[i]], ps[order[(i+1)%len(order)]]
		s.Add(s, new(big.Rat).Sub(new(big.Rat).Mul(a[0], b[1]), new(big.Rat).Mul(b[0], a[1])))
	}
	return s
}

// convexInOrder reports a strictly convex polygon: every turn in the same
// direction, none straight.
func convexInOrder(ps []rpt, order []int) bool {
	n := len(order)
	sign := 0
	for i := range order {
		c := cross(ps[order[i]], ps[order[(i+1)%n]], ps[order[(i+2)%n]]).Sign()
		if c == 0 || (sign != 0 && c != sign) {
			return false
		}
		sign = c
	}
	return true
}

// hullOrder finds an order of four points that is strictly convex (there
// is at most one up to rotation and reversal).
func hullOrder(ps []rpt) ([]int, bool) {
	for _, o := range [][]int{{0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}} {
		if convexInOrder(ps, o) {
			return o, true
		}
	}
	return nil, false
}

// IsQuadKind reports whether the quadrilateral with the vertices xy, in
// that order, is of the kind named (a trapezoid, parallelogram, rectangle,
// rhombus or square; any for "quadrilateral"), exactly.
func IsQuadKind(kind string, xy [4][2]*big.Rat) bool {
	return isKind(kind, []rpt{xy[0], xy[1], xy[2], xy[3]}, []int{0, 1, 2, 3})
}

// isKind checks the kind named on the quadrilateral in order.
func isKind(kind string, ps []rpt, o []int) bool {
	v := func(i, j int) rpt {
		a, b := ps[o[i]], ps[o[j]]
		return rpt{new(big.Rat).Sub(b[0], a[0]), new(big.Rat).Sub(b[1], a[1])}
	}
	par := func(a, b rpt) bool {
		return new(big.Rat).Sub(new(big.Rat).Mul(a[0], b[1]), new(big.Rat).Mul(a[1], b[0])).Sign() == 0
	}
	dot := func(a, b rpt) *big.Rat {
		return new(big.Rat).Add(new(big.Rat).Mul(a[0], b[0]), new(big.Rat).Mul(a[1], b[1]))
	}
	ab, bc, cd, da := v(0, 1), v(1, 2), v(2, 3), v(3, 0)
	pgram := par(ab, cd) && par(bc, da) && dot(ab, ab).Cmp(dot(cd, cd)) == 0
	switch kind {
	case "convex quadrilateral", "quadrilateral":
		return true
	case "trapezoid":
		return par(ab, cd) || par(bc, da)
	case "parallelogram":
		return pgram
	case "rectangle":
		return pgram && dot(ab, bc).Sign() == 0
	case "rhombus":
		return pgram && dot(ab, ab).Cmp(dot(bc, bc)) == 0
	case "square":
		return pgram && dot(ab, bc).Sign() == 0 && dot(ab, ab).Cmp(dot(bc, bc)) == 0
	}
	return false
}
