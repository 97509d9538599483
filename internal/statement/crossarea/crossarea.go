// Package crossarea reads the vector-geometry questions of the
// linear-algebra books whose answer is one number computed from integer
// vectors of ℝ³ (issue 42, CollegeMath), by the whole statement's shape.
// The column vectors ("\left[\begin{array}{r} 1 \\ -7 \\ -5
// \end{array}\right]", integer entries) and the points ("(1,2,3)") are read
// exactly and taken out, and the prose left, with every blank removed,
// must be one of a fixed list:
//
//   - "Find the area of the parallelogram determined by the vectors $u, v$."
//     (Parallelogram: ‖u × v‖);
//   - "Find the area of the triangle determined by the three points, $P,
//     Q$ and $R$." (Triangle: ½‖(Q − P) × (R − P)‖);
//   - "Find the area of the parallelogram with vertices $P, Q, R$, and
//     $S$." (Vertices: the four points in any order);
//   - "Find the volume of the parallelepiped determined by the vectors $u$,
//     $v$, and $w$" (Volume: |(u × v)·w|);
//   - "Find $\cos \theta$ where $\theta$ is the angle between the vectors
//     $$\mathbf{u}=u, \mathbf{v}=v$$" (Cosine: u·v / (‖u‖‖v‖), any
//     dimension).
//
// Anything else (a further question such as "Did something interesting
// happen here?", a non-integer entry, another wording) is not read.
// FinalMember reads the value a worked answer ends with. It reads; the
// checker (internal/check/linalg) computes.
package crossarea

import (
	"math/big"
	"regexp"
	"strings"
)

// Ask is the quantity asked.
type Ask int

const (
	Parallelogram Ask = iota + 1 // the area of the parallelogram on two vectors
	Triangle                     // the area of the triangle with three vertices
	Vertices                     // the area of the parallelogram with four vertices
	Volume                       // the volume of the parallelepiped on three vectors
	Cosine                       // the cosine of the angle between two vectors
)

// Question is a read statement: the quantity and its integer vectors or
// points, in the statement's order.
type Question struct {
	Ask  Ask
	Vecs [][]*big.Int
}

var (
	columnRe = regexp.MustCompile(`(?s)\\left\[\s*\\begin\{array\}\{[lrc]{1,3}\}(.*?)\\end\{array\}\s*\\right\]`)
	pointRe  = regexp.MustCompile(`\(\s*(-?\d{1,6})\s*,\s*(-?\d{1,6})\s*,\s*(-?\d{1,6})\s*\)`)
	intRe    = regexp.MustCompile(`^-?\d{1,6}$`)
	blanksRe = regexp.MustCompile(`\s+`)
)

// The prose left once every vector is "V" and every point "P", without
// blanks, and the number of vectors or points it holds.
var templates = []struct {
	prose string
	ask   Ask
	n     int
}{
	{`Findtheareaoftheparallelogramdeterminedbythevectors$V,V$.`, Parallelogram, 2},
	{`Findtheareaofthetriangledeterminedbythethreepoints,$P,P$and$P$.`, Triangle, 3},
	{`Findtheareaoftheparallelogramwithvertices$P,P,P$,and$P$.`, Vertices, 4},
	{`Findthevolumeoftheparallelepipeddeterminedbythevectors$V$,$V$,and$V$`, Volume, 3},
	{`Findthevolumeoftheparallelepipeddeterminedbythevectors$V,V$,and$V$`, Volume, 3},
	{`Find$\cos\theta$where$\theta$istheanglebetweenthevectors$$\mathbf{u}=V,\mathbf{v}=V$$`, Cosine, 2},
}

// Read reads the statement; ok is false when it is not one of the shapes.
func Read(problem string) (Question, bool) {
	// Every template starts with "Find" and holds vectors or points.
	if !strings.HasPrefix(strings.TrimLeft(problem, " \t\n\f\r"), "Find") ||
		!strings.Contains(problem, `\begin{array}`) && !strings.Contains(problem, "(") {
		return Question{}, false
	}
	var vecs [][]*big.Int
	bad := false
	prose := columnRe.ReplaceAllStringFunc(problem, func(m string) string {
		body := columnRe.FindStringSubmatch(m)[1]
		var v []*big.Int
		for _, e := range strings.Split(body, `\\`) {
			e = strings.TrimSpace(e)
			if !intRe.MatchString(e) {
				bad = true
				return "V"
			}
			n, _ := new(big.Int).SetString(e, 10)
			v = append(v, n)
		}
		vecs = append(vecs, v)
		return "V"
	})
	var points [][]*big.Int
	prose = pointRe.ReplaceAllStringFunc(prose, func(m string) string {
		sm := pointRe.FindStringSubmatch(m)
		var p []*big.Int
		for _, e := range sm[1:] {
			n, _ := new(big.Int).SetString(e, 10)
			p = append(p, n)
		}
		points = append(points, p)
		return "P"
	})
	if bad || len(vecs) > 0 && len(points) > 0 {
		return Question{}, false
	}
	prose = blanksRe.ReplaceAllString(prose, "")
	for _, t := range templates {
		if prose != t.prose {
			continue
		}
		got := vecs
		if t.ask == Triangle || t.ask == Vertices {
			got = points
		}
		if len(got) != t.n {
			return Question{}, false
		}
		for _, v := range got {
			if len(v) != len(got[0]) || t.ask != Cosine && len(v) != 3 || len(v) < 2 {
				return Question{}, false
			}
		}
		return Question{Ask: t.ask, Vecs: got}, true
	}
	return Question{}, false
}

var (
	// tailIsRe: a worked answer closed by "So the area is 9." after its
	// last formula.
	tailIsRe = regexp.MustCompile(`^(?:So the|The) (?:area|volume) is (\d{1,9})$`)
	// leadRe: the prose just before the formula an answer ends with.
	leadRe = regexp.MustCompile(`^(?:So the|The) (?:area|volume)[a-z ]{0,40} is(?: given by)?$`)
)

// FinalMember is the value a worked answer ends with: the plain number of
// a closing "So the area is 9." after the last formula, or else the last
// member of the chain of the formula the answer ends with (a final period
// aside), when nothing or "The area [of the …] is" stands just before
// that formula. The answer's prose is read in dollars ("The area is $8
// \sqrt{3}$") or as \text pieces ("…\text{. The area is }8 \sqrt{3}"). ok
// is false when the answer ends with other words.
func FinalMember(answerSrc string) (string, bool) {
	s := strings.TrimSpace(answerSrc)
	s = strings.TrimSpace(strings.TrimSuffix(s, "."))
	if i := strings.LastIndex(s, `\text{`); i >= 0 {
		j := closing(s, i+len(`\text`))
		if j < 0 {
			return "", false
		}
		prose, rest := cleanProse(s[i+len(`\text{`):j]), strings.TrimSpace(s[j+1:])
		if rest == "" {
			if m := tailIsRe.FindStringSubmatch(prose); m != nil {
				return m[1], true
			}
			return "", false
		}
		if !leadRe.MatchString(prose) {
			return "", false
		}
		return lastMember(rest)
	}
	if i := strings.LastIndex(s, "$"); i >= 0 && i < len(s)-1 {
		if m := tailIsRe.FindStringSubmatch(cleanProse(s[i+1:])); m != nil {
			return m[1], true
		}
		return "", false
	}
	s = strings.TrimRight(s, "$")
	if i := strings.LastIndex(s, "$"); i >= 0 {
		before := strings.TrimRight(s[:i], "$")
		if k := strings.LastIndex(before, "$"); k >= 0 {
			before = before[k+1:]
		}
		if p := cleanProse(before); p != "" && !leadRe.MatchString(p) {
			return "", false
		}
		s = s[i+1:]
	}
	return lastMember(s)
}

// cleanProse is prose with its blanks collapsed and its edges' periods and
// blanks taken off.
func cleanProse(p string) string {
	p = blanksRe.ReplaceAllString(p, " ")
	return strings.Trim(p, ". ")
}

// closing is the index of the brace closing the one at open.
func closing(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// lastMember is the last member of a chain of equalities (outside braces).
func lastMember(s string) (string, bool) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "."))
	depth, last := 0, 0
	for i, r := range s {
		switch r {
		case '{':
			depth++
		case '}':
			depth--
		case '=':
			if depth == 0 {
				last = i + 1
			}
		}
	}
	m := strings.TrimSpace(s[last:])
	if m == "" || strings.ContainsAny(m, "$<>") || strings.Contains(m, `\approx`) || strings.Contains(m, `\text`) {
		return "", false
	}
	return m, true
}
