// Package planeq reads a question that asks for the equation of a plane
// of ℝ³ in the normalised form Ax + By + Cz + D = 0 (issue 42, MATH
// Precalculus; see Read). It reads the conditions that fix the plane; the
// linear-algebra checker (check/linalg.CheckPlaneEquation) solves them.
package planeq

import (
	"regexp"
	"strings"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// P, Q, R points (a,b,c) of integers, E, F equations of planes, W, U
// columns, each followed by the form asked:
//
//	Find the equation of the plane containing the points $P,$ $Q,$ and $R.$
//	Find the equation of the plane which passes through the point $P,$ and which is parallel to the plane $E.$
//	Find the equation of the plane passing through $P$ and $Q,$ and which is perpendicular to the plane $E.$
//	Find the equation of the plane passing through the point $P$ and containing the line \[\frac{x - a}{u} = \frac{y - b}{v} = \frac{z - c}{w}.\]
//	The foot of the perpendicular from the origin to a plane is $P.$ Find the equation of the plane.
//	Let line $L$ be the intersection of the planes $E$ and $F.$ Find the equation of the plane containing line $L$ and the point $P.$
//	Let $\mathbf{w} = W.$ The set of vectors $\mathbf{v}$ such that \[\operatorname{proj}_{\mathbf{w}} \mathbf{v} = (U | \mathbf{0})\]lie on a plane.
//	A plane is expressed parametrically by \[\mathbf{v} = V.\]Find the equation of the plane. (V's entries linear in s and t)
//
// A display \[ … \] may be written $$ … $$ (as the normaliser writes it).
//
// and then "Enter [your answer | the equation of this plane] in the form
// \[Ax + By + Cz + D = 0,\]where $A,$ $B,$ $C,$ $D$ are integers such
// that $A > 0$ and $\gcd(|A|,|B|,|C|,|D|) = 1.$"

// CondKind is a kind of condition on the plane.
type CondKind int

// The conditions.
const (
	Point     CondKind = iota + 1 // the plane holds the point Src[0..2]
	Along                         // the plane holds the direction Src[0..2] (its normal is orthogonal to it)
	PerpTo                        // the plane is perpendicular to the plane Src[0] (an equation)
	Parallel                      // the plane is parallel to the plane Src[0] (an equation)
	NormalTo                      // the plane's normal is along the vector Src[0..2]
	HoldsLine                     // the plane holds the line where the planes Src[0] and Src[1] meet
	ProjSet                       // the plane is {v : proj_w v = u}, w = Src[0..2], u = Src[3..5]
	Param                         // the plane is the set of the column Src[0..2], linear in s and t
)

// Cond is one condition, its parts' sources as written.
type Cond struct {
	Kind CondKind
	Src  []string
}

const (
	pt      = `\((-?\d{1,4}), ?(-?\d{1,4}), ?(-?\d{1,4})\)`
	eq      = `([-+ 0-9xyz=]+)`
	col3    = `\\begin\{pmatrix\} ?([^$&]*?) ?\\\\ ?([^$&]*?) ?\\\\ ?([^$&]*?) ?\\end\{pmatrix\}`
	tailRe  = ` ?Enter (?:your answer|the equation of this plane) in the form (?:\\\[|\$\$)Ax \+ By \+ Cz \+ D = 0,(?:\\\]|\$\$) ?where \$A,\$ \$B,\$ \$C,\$ \$D\$ are integers such that \$A > 0\$ and \$\\gcd\(\|A\|,\|B\|,\|C\|,\|D\|\) = 1\.\$$`
	symPart = `\\frac\{([xyz]) ([-+]) (\d{1,4})\}\{(-?\d{1,4})\}`
)

var (
	threePointsRe = regexp.MustCompile(`^Find the equation of the plane containing the points \$` + pt + `,\$ \$` + pt + `,\$ and \$` + pt + `\.\$` + tailRe)
	parallelRe    = regexp.MustCompile(`^Find the equation of the plane which passes through the point \$` + pt + `,\$ and which is parallel to the plane \$` + eq + `\.\$` + tailRe)
	perpRe        = regexp.MustCompile(`^Find the equation of the plane passing through \$` + pt + `\$ and \$` + pt + `,\$ and which is perpendicular to the plane \$` + eq + `\.\$` + tailRe)
	lineRe        = regexp.MustCompile(`^Find the equation of the plane passing through the point \$` + pt + `\$ and containing the line (?:\\\[|\$\$)` + symPart + ` = ` + symPart + ` = ` + symPart + `\.(?:\\\]|\$\$)` + tailRe)
	footRe        = regexp.MustCompile(`^The foot of the perpendicular from the origin to a plane is \$` + pt + `\.\$ Find the equation of the plane\.` + tailRe)
	pencilRe      = regexp.MustCompile(`^Let line \$L\$ be the intersection of the planes \$` + eq + `\$ and \$` + eq + `\.\$ Find the equation of the plane containing line \$L\$ and the point \$` + pt + `\.\$` + tailRe)
	projSetRe     = regexp.MustCompile(`^Let \$\\mathbf\{w\} = ` + col3 + `\.\$ The set of vectors \$\\mathbf\{v\}\$ such that (?:\\\[|\$\$)\\operatorname\{proj\}_\{\\mathbf\{w\}\} \\mathbf\{v\} = (?:` + col3 + `|(\\mathbf\{0\}))(?:\\\]|\$\$) ?lie on a plane\.` + tailRe)
	paramRe       = regexp.MustCompile(`^A plane is expressed parametrically by (?:\\\[|\$\$)\\mathbf\{v\} = ` + col3 + `\.(?:\\\]|\$\$) ?Find the equation of the plane\.` + tailRe)
)

// Read reads the conditions of the plane asked; ok is false when the
// statement is not one of the shapes.
func Read(problem string) ([]Cond, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	point := func(m []string, i int) Cond { return Cond{Point, m[i : i+3]} }
	if m := threePointsRe.FindStringSubmatch(s); m != nil {
		return []Cond{point(m, 1), point(m, 4), point(m, 7)}, true
	}
	if m := parallelRe.FindStringSubmatch(s); m != nil {
		return []Cond{point(m, 1), {Parallel, m[4:5]}}, true
	}
	if m := perpRe.FindStringSubmatch(s); m != nil {
		return []Cond{point(m, 1), point(m, 4), {PerpTo, m[7:8]}}, true
	}
	if m := lineRe.FindStringSubmatch(s); m != nil {
		// (x ∓ a)/u: the line holds (±a, …) and has direction (u, v, w).
		var at, dir []string
		for i, name := range []string{"x", "y", "z"} {
			part := m[4+4*i : 8+4*i]
			if part[0] != name {
				return nil, false
			}
			a := part[2]
			if part[1] == "+" {
				a = "-" + a
			}
			at, dir = append(at, a), append(dir, part[3])
		}
		return []Cond{point(m, 1), {Point, at}, {Along, dir}}, true
	}
	if m := footRe.FindStringSubmatch(s); m != nil {
		return []Cond{point(m, 1), {NormalTo, m[1:4]}}, true
	}
	if m := pencilRe.FindStringSubmatch(s); m != nil {
		return []Cond{point(m, 3), {HoldsLine, m[1:3]}}, true
	}
	if m := projSetRe.FindStringSubmatch(s); m != nil {
		u := m[4:7]
		if m[7] != "" {
			u = []string{"0", "0", "0"}
		}
		return []Cond{{ProjSet, append(append([]string{}, m[1:4]...), u...)}}, true
	}
	if m := paramRe.FindStringSubmatch(s); m != nil {
		return []Cond{{Param, m[1:4]}}, true
	}
	return nil, false
}
