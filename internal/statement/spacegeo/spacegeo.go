// Package spacegeo reads whole-statement questions on points and planes
// of space given by integer coordinates and equations (issue 42, MATH
// Precalculus), the statement's whitespace collapsed, P, Q, R, S points
// (a,b,c) of integers, E, F planes "ax + by + cz + d = e" linear with
// integer coefficients:
//
//	Find the distance between the points $P$ and $Q.$
//	Find the mid-point of the line segment with end-points $P$ and $Q.$
//	Find the distance from the point $P$ to the plane $E.$
//	Find the distance between the planes $E$ and $F.$
//	Let $A = P,$ $B = Q,$ and $C = R.$ Compute $\angle ABC,$ in degrees.
//	Find the volume of the tetrahedron whose vertices are $A = P,$ $B = Q,$ $C = R,$ and $D = S.$
//	Three of the vertices of parallelogram $ABCD$ are $A = P,$ $B = Q,$ and $C = R.$ Find the coordinates of $D.$
//	Find the point where the line passing through $P$ and $Q$ intersects the $xy$-plane.
//	Find the distance from the point $P$ to the line passing through $Q$ and $R.$
//	Find the foot of the perpendicular from the point $A = P$ to the line passing through $B = Q$ and $C = R.$
//	Find the reflection of the point $P$ across the plane $E.$
//	Find the point in the plane $E$ that is closest to the point $P.$
//	In coordinate space, $A = P,$ $B = Q,$ $C = R,$ and $D = S.$ Find the intersection point of lines $AB$ and $CD.$
//	A line passes through $P$ and $Q.$ A point on this line has an $x$-coordinate of n. Find the $z$-coordinate of the point.
//	Let $\theta$ be the angle between the planes $E$ and $F.$ Find $\cos \theta.$
//	A plane passes through the points $P,$ $Q,$ and $R.$ Find the distance from the origin to this plane.
//	The graph of \[x^2 + 4x + y^2 - 10y + z^2 + 2z + 5 = 0\]is a sphere. Find the center (radius) of the sphere.
//	In triangle $ABC,$ the midpoint of $\overline{BC}$ is $P,$ the midpoint of $\overline{AC}$ is $Q,$ and the midpoint of $\overline{AB}$ is $R.$ Find the coordinates of vertex $A.$
//
// It reads; internal/check/space (CheckSpace) computes the value asked.
package spacegeo

import (
	"math/big"
	"regexp"
	"strings"
)

// Kind is the question asked.
type Kind int

// The questions.
const (
	None           Kind = iota
	PointDistance       // |PQ|
	Midpoint            // (P + Q)/2
	PointPlane          // the distance from P to the plane E
	PlanePlane          // the distance between parallel planes E and F
	AngleDegrees        // ∠ABC in degrees
	TetraVolume         // the volume of ABCD
	ParallelogramD      // D = A + C − B
	LineMeetsPlane      // the line PQ meets the coordinate plane Axis = 0
	PointLine           // the distance from P to the line QR
	FootOnLine          // the foot of the perpendicular from P to the line QR
	ReflectPlane        // the reflection of P across the plane E
	ClosestInPlane      // the point of the plane E closest to P
	LinesMeet           // the intersection of the lines AB and CD
	CoordOnLine         // the Axis-coordinate of the point of the line PQ whose From-coordinate is Value
	PlanesCos           // the cosine of the angle between the planes E and F
	OriginToPlane       // the distance from the origin to the plane through P, Q, R
	VertexFromMids      // A from the midpoints of BC, AC, AB
	SphereCenter        // the center of the sphere Quadric = 0
	SphereRadius        // its radius
)

// Question is one question read.
type Question struct {
	Kind   Kind
	Points [][3]*big.Rat // in the order the shape names them
	Planes [][4]*big.Rat // a, b, c, d of ax + by + cz + d = 0
	Axis   int           // 0, 1, 2 for x, y, z
	From   int           // CoordOnLine: the coordinate given
	Value  *big.Rat      // CoordOnLine: its value
	// Quadric is a x² + b y² + c z² + d x + e y + f z + g = 0 (SphereCenter,
	// SphereRadius): the coefficients in that order.
	Quadric [7]*big.Rat
}

const (
	pt = `(\(-?\d{1,4}, ?-?\d{1,4}, ?-?\d{1,4}\))`
	eq = `([-+ 0-9xyz=]+)`
)

var (
	distPointsRe = regexp.MustCompile(`^Find the distance between the points \$` + pt + `\$ and \$` + pt + `\.\$$`)
	midpointRe   = regexp.MustCompile(`^Find the (?:mid-point|midpoint) of the line segment with (?:end-points|endpoints) \$` + pt + `\$ and \$` + pt + `\.\$$`)
	pointPlaneRe = regexp.MustCompile(`^Find the distance from the point \$` + pt + `\$ to the plane \$` + eq + `\.\$$`)
	planesRe     = regexp.MustCompile(`^Find the distance between the planes \$` + eq + `\$ and \$` + eq + `\.\$$`)
	angleRe      = regexp.MustCompile(`^Let \$A = ` + pt + `,\$ \$B = ` + pt + `,\$ and \$C = ` + pt + `\.\$ Compute \$\\angle ABC,\$ in degrees\.$`)
	tetraRe      = regexp.MustCompile(`^Find the volume of the tetrahedron whose vertices are \$A = ` + pt + `,\$ \$B = ` + pt + `,\$ \$C = ` + pt + `,\$ and \$D = ` + pt + `\.\$$`)
	paraRe       = regexp.MustCompile(`^Three of the vertices of parallelogram \$ABCD\$ are \$A = ` + pt + `,\$ \$B = ` + pt + `,\$ and \$C = ` + pt + `\.\$ Find the coordinates of \$D\.\$$`)
	meetsRe      = regexp.MustCompile(`^Find the point where the line passing through \$` + pt + `\$ and \$` + pt + `\$ intersects the \$(xy|xz|yz)\$-plane\.$`)
	pointLineRe  = regexp.MustCompile(`^Find the distance from the point \$` + pt + `\$ to the line passing through \$` + pt + `\$ and \$` + pt + `\.\$$`)
	footRe       = regexp.MustCompile(`^Find the foot of the perpendicular from the point \$A = ` + pt + `\$ to the line passing through \$B = ` + pt + `\$ and \$C = ` + pt + `\.\$$`)
	reflectRe    = regexp.MustCompile(`^Find the reflection of the point \$` + pt + `\$ across the plane \$` + eq + `\.\$$`)
	closestRe    = regexp.MustCompile(`^Find the point in the plane \$` + eq + `\$ that is closest to the point \$` + pt + `\.\$$`)
	linesMeetRe  = regexp.MustCompile(`^In coordinate space, \$A = ` + pt + `,\$ \$B = ` + pt + `,\$ \$C = ` + pt + `,\$ and \$D = ` + pt + `\.\$ Find the intersection point of lines \$AB\$ and \$CD\.\$$`)
	coordLineRe  = regexp.MustCompile(`^A line passes through \$` + pt + `\$ and \$` + pt + `\.\$ A point on this line has an \$([xyz])\$-coordinate of (-?\d{1,4})\. Find the \$([xyz])\$-coordinate of the point\.$`)
	planesCosRe  = regexp.MustCompile(`^Let \$\\theta\$ be the angle between the planes \$` + eq + `\$ and \$` + eq + `\.\$ Find \$\\cos \\theta\.\$$`)
	originRe     = regexp.MustCompile(`^A plane passes through the points \$` + pt + `,\$ \$` + pt + `,\$ and \$` + pt + `\.\$ Find the distance from the origin to this plane\.$`)
	sphereRe     = regexp.MustCompile(`^The graph of (?:\\\[|\$\$)([-+ 0-9xyz^=]+)(?:\\\]|\$\$) ?is a sphere\. Find the (center|radius) of the sphere\.$`)
	midsRe       = regexp.MustCompile(`^In triangle \$ABC,\$ the midpoint of \$\\overline\{BC\}\$ is \$` + pt + `,\$ the midpoint of \$\\overline\{AC\}\$ is \$` + pt + `,\$ and the midpoint of \$\\overline\{AB\}\$ is \$` + pt + `\.\$ Find the coordinates of vertex \$A\.\$$`)
)

// shape is one template: its regexp, the question, and which groups are
// points (p) and planes (e), in order.
type shape struct {
	re    *regexp.Regexp
	kind  Kind
	parts string
}

var shapes = []shape{
	{distPointsRe, PointDistance, "pp"},
	{midpointRe, Midpoint, "pp"},
	{pointPlaneRe, PointPlane, "pe"},
	{planesRe, PlanePlane, "ee"},
	{angleRe, AngleDegrees, "ppp"},
	{tetraRe, TetraVolume, "pppp"},
	{paraRe, ParallelogramD, "ppp"},
	{meetsRe, LineMeetsPlane, "ppa"},
	{pointLineRe, PointLine, "ppp"},
	{footRe, FootOnLine, "ppp"},
	{reflectRe, ReflectPlane, "pe"},
	{closestRe, ClosestInPlane, "ep"},
	{linesMeetRe, LinesMeet, "pppp"},
	{coordLineRe, CoordOnLine, "ppcvc"},
	{planesCosRe, PlanesCos, "ee"},
	{originRe, OriginToPlane, "ppp"},
	{midsRe, VertexFromMids, "ppp"},
	{sphereRe, SphereCenter, "qk"},
}

// Read reads the question; ok is false when the statement is not one of
// the shapes or a plane is not linear with integer coefficients.
func Read(problem string) (Question, bool) {
	if !hasPrefix(problem) {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		return build(sh, m[1:])
	}
	return Question{}, false
}

func build(sh shape, groups []string) (Question, bool) {
	q := Question{Kind: sh.kind}
	axis := map[string]int{"x": 0, "y": 1, "z": 2, "yz": 0, "xz": 1, "xy": 2}
	if len(groups) != len(sh.parts) {
		return Question{}, false
	}
	coordSeen := 0
	for i, g := range groups {
		switch sh.parts[i] {
		case 'p':
			p, ok := readPoint(g)
			if !ok {
				return Question{}, false
			}
			q.Points = append(q.Points, p)
		case 'e':
			e, ok := readPlane(g)
			if !ok {
				return Question{}, false
			}
			q.Planes = append(q.Planes, e)
		case 'a':
			q.Axis = axis[g]
		case 'c':
			if coordSeen == 0 {
				q.From = axis[g]
			} else {
				q.Axis = axis[g]
			}
			coordSeen++
		case 'q':
			e, ok := readQuadric(g)
			if !ok {
				return Question{}, false
			}
			q.Quadric = e
		case 'k':
			if g == "radius" {
				q.Kind = SphereRadius
			}
		case 'v':
			v, ok := new(big.Rat).SetString(g)
			if !ok {
				return Question{}, false
			}
			q.Value = v
		}
	}
	return q, true
}

// readPoint reads "(a,b,c)".
func readPoint(s string) ([3]*big.Rat, bool) {
	var p [3]*big.Rat
	parts := strings.Split(strings.Trim(s, "()"), ",")
	if len(parts) != 3 {
		return p, false
	}
	for i, x := range parts {
		r, ok := new(big.Rat).SetString(strings.TrimSpace(x))
		if !ok {
			return p, false
		}
		p[i] = r
	}
	return p, true
}

var termRe = regexp.MustCompile(`^([+-]?)(\d{0,6})([xyz]?)$`)

// readPlane reads "ax + by + cz + d = e" (each of x, y, z at most once a
// side, integer coefficients) as a, b, c, d − e; the normal must not be 0.
func readPlane(src string) ([4]*big.Rat, bool) {
	var out [4]*big.Rat
	for i := range out {
		out[i] = new(big.Rat)
	}
	sides := strings.Split(strings.ReplaceAll(src, " ", ""), "=")
	if len(sides) != 2 {
		return out, false
	}
	for k, side := range sides {
		if side == "" {
			return out, false
		}
		seen := map[string]bool{}
		for start, i := 0, 1; i <= len(side); i++ {
			if i < len(side) && side[i] != '+' && side[i] != '-' {
				continue
			}
			m := termRe.FindStringSubmatch(side[start:i])
			start = i
			if m == nil || m[2] == "" && m[3] == "" || seen[m[3]] {
				return out, false
			}
			seen[m[3]] = true
			c := big.NewRat(1, 1)
			if m[2] != "" {
				c.SetString(m[2])
			}
			if m[1] == "-" {
				c.Neg(c)
			}
			if k == 1 {
				c.Neg(c)
			}
			at := map[string]int{"x": 0, "y": 1, "z": 2, "": 3}[m[3]]
			out[at].Add(out[at], c)
		}
	}
	if out[0].Sign() == 0 && out[1].Sign() == 0 && out[2].Sign() == 0 {
		return out, false
	}
	return out, true
}

// prefixes are the shapes' first words: a cheap test before the regexps.
var prefixes = []string{"The graph of", "Find the ", "Let $", "Three of the vertices", "In coordinate space", "A line passes", "A plane passes", "In triangle $ABC,$ the midpoint"}

func hasPrefix(problem string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(problem, p) {
			return true
		}
	}
	return false
}

var quadTermRe = regexp.MustCompile(`^([+-]?)(\d{0,6})([xyz]?)(\^2)?$`)

// readQuadric reads "x^2 + 4x + y^2 - 10y + z^2 + 2z + 5 = 0": terms of
// x², y², z², x, y, z and a constant, each at most once, integer
// coefficients, the right side 0.
func readQuadric(src string) ([7]*big.Rat, bool) {
	var out [7]*big.Rat
	for i := range out {
		out[i] = new(big.Rat)
	}
	sides := strings.Split(strings.ReplaceAll(src, " ", ""), "=")
	if len(sides) != 2 || sides[1] != "0" || sides[0] == "" {
		return out, false
	}
	side := sides[0]
	seen := map[int]bool{}
	for start, i := 0, 1; i <= len(side); i++ {
		if i < len(side) && side[i] != '+' && side[i] != '-' {
			continue
		}
		m := quadTermRe.FindStringSubmatch(side[start:i])
		start = i
		if m == nil || m[2] == "" && m[3] == "" || m[4] != "" && m[3] == "" {
			return out, false
		}
		at := 6
		if m[3] != "" {
			at = map[string]int{"x": 3, "y": 4, "z": 5}[m[3]]
			if m[4] != "" {
				at -= 3
			}
		}
		if seen[at] {
			return out, false
		}
		seen[at] = true
		c := big.NewRat(1, 1)
		if m[2] != "" {
			c.SetString(m[2])
		}
		if m[1] == "-" {
			c.Neg(c)
		}
		out[at].Set(c)
	}
	return out, true
}
