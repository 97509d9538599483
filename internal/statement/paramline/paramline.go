// Package paramline reads questions on lines of the plane or of space
// given by a parameterization or a normal vector (issue 42, MATH
// Precalculus; see Read). It reads; the linear-algebra checker
// (check/linalg.CheckParamLine) computes.
package paramline

import (
	"regexp"
	"strings"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// P, D, Q, E, N, V columns of integers:
//
//	A line is parameterized by \[\begin{pmatrix} x \\ y \end{pmatrix} = P + t D.\]The equation of the line can be expressed in the form $y = mx + b.$ Enter the ordered pair $(m,b).$
//	A line is expressed in the form \[N \cdot \left( \begin{pmatrix} x \\ y \end{pmatrix} - P \right) = 0.\]The equation … $(m,b).$
//	A line is parameterized by … P + t D.\]A second line is parameterized by \[\begin{pmatrix} x \\ y \end{pmatrix} = Q + u E.\]Find the point where the lines intersect.
//	… A second line … If $\theta$ is the acute angle formed by the two lines, then find $\cos \theta.$
//	A line is parameterized by a parameter $t,$ so that the vector on the line at $t = a$ is $V,$ and the vector on the line at $t = b$ is $W.$ Find the vector on the line at $t = c.$

// A display \[ … \] may be written $$ … $$ (as the normaliser writes it).
//
// Ask is the question.
type Ask int

// The questions.
const (
	SlopeIntercept Ask = iota + 1 // (m, b) of the line P + t D, or N·(X − P) = 0 (Normal)
	Intersection                  // the point where P + t D and Q + u E meet
	CosAngle                      // cos of the acute angle between the lines
	VectorAt                      // the vector at T[2] on the line through V at T[0] and W at T[1]
)

// Question is the question and its parts, as written.
type Question struct {
	Ask    Ask
	Normal bool     // SlopeIntercept: the line is N·(X − P) = 0, N in D
	P, D   []string // the first line
	Q, E   []string // the second line (Intersection, CosAngle); V and W (VectorAt)
	T      []string // VectorAt: the parameters a, b, c
}

const (
	col  = `\\begin\{pmatrix\} ?(-?\d{1,4}) ?\\\\ ?(-?\d{1,4}) ?(?:\\\\ ?(-?\d{1,4}) ?)?\\end\{pmatrix\}`
	xy   = `\\begin\{pmatrix\} x \\\\ y \\end\{pmatrix\}`
	line = `A line is parameterized by (?:\\\[|\$\$)` + xy + ` = ` + col + ` \+ t ` + col
	num  = `(-?\d{1,4})`
)

var (
	mbTail     = ` ?The equation of the line can be expressed in the form \$y = mx \+ b\.\$ Enter the ordered pair \$\(m,b\)\.\$$`
	paramMBRe  = regexp.MustCompile(`^` + line + `\.(?:\\\]|\$\$)` + mbTail)
	normalMBRe = regexp.MustCompile(`^A line is expressed in the form (?:\\\[|\$\$)` + col + ` \\cdot \\left\( ` + xy + ` - ` + col + ` \\right\) = 0\.(?:\\\]|\$\$)` + mbTail)
	twoLinesRe = regexp.MustCompile(`^` + line + `\.(?:\\\]|\$\$) ?A second line is parameterized by (?:\\\[|\$\$)` + xy + ` = ` + col + ` \+ u ` + col + `\.(?:\\\]|\$\$) ?(Find the point where the lines intersect\.|If \$\\theta\$ is the acute angle formed by the two lines, then find \$\\cos \\theta\.\$)$`)
	vectorAtRe = regexp.MustCompile(`^A line is parameterized by a parameter \$t,\$ so that the vector on the line at \$t = ` + num + `\$ is \$` + col + `,\$ and the vector on the line at \$t = ` + num + `\$ is \$` + col + `\.\$ Find the vector on the line at \$t = ` + num + `\.\$$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes (the columns of one question all of one size, two in the
// plane questions).
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	if m := paramMBRe.FindStringSubmatch(s); m != nil {
		return planar(Question{Ask: SlopeIntercept, P: column(m[1:4]), D: column(m[4:7])})
	}
	if m := normalMBRe.FindStringSubmatch(s); m != nil {
		return planar(Question{Ask: SlopeIntercept, Normal: true, D: column(m[1:4]), P: column(m[4:7])})
	}
	if m := twoLinesRe.FindStringSubmatch(s); m != nil {
		q := Question{Ask: Intersection, P: column(m[1:4]), D: column(m[4:7]), Q: column(m[7:10]), E: column(m[10:13])}
		if strings.Contains(m[13], "theta") {
			q.Ask = CosAngle
		}
		return planar(q)
	}
	if m := vectorAtRe.FindStringSubmatch(s); m != nil {
		q := Question{Ask: VectorAt, P: column(m[2:5]), Q: column(m[6:9]), T: []string{m[1], m[5], m[9]}}
		if len(q.P) != len(q.Q) {
			return Question{}, false
		}
		return q, true
	}
	return Question{}, false
}

// planar: every column of q has two entries.
func planar(q Question) (Question, bool) {
	for _, c := range [][]string{q.P, q.D, q.Q, q.E} {
		if c != nil && len(c) != 2 {
			return Question{}, false
		}
	}
	return q, true
}

// column is the entries matched (a third one when present).
func column(m []string) []string {
	if m[2] == "" {
		return []string{m[0], m[1]}
	}
	return []string{m[0], m[1], m[2]}
}
