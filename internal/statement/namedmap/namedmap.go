// Package namedmap reads a question on the matrix of a linear map of the
// plane named in words (issue 42, MATH Precalculus), the statement's
// whitespace collapsed and a sentence's period written inside a formula
// moved after it:
//
//	Find the matrix that corresponds to rotating about the origin by an angle of $d^\circ$ clockwise. (or counter-clockwise)
//	Let $\mathbf{X}$ be the matrix for projecting onto (reflecting over) the vector $\begin{pmatrix} a \\ b \end{pmatrix}$. Find $\det \mathbf{X}$. (or $\mathbf{X}^2$, or $\mathbf{X}^{-1}$ "If the inverse does not exist, then enter the zero matrix.")
//	Let $\mathbf{X}$ be the matrix for rotating about the origin counter-clockwise by an angle of $d^\circ$. Find $\det \mathbf{X}$.
//	Let $\mathbf{X}$ be the $2 \times 2$ matrix corresponding to the dilation, centered at the origin, with scale factor k. Find $\det \mathbf{X}$.
//
// It reads; internal/check/space (CheckNamedMap) computes the value.
package namedmap

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// Map is the linear map named.
type Map int

// The maps.
const (
	NoMap   Map = iota
	Project     // onto the vector V
	Reflect     // over the vector V
	Rotate      // by Degrees counter-clockwise (negative: clockwise)
	Dilate      // by the factor K
)

// Ask is what is asked of the map's matrix.
type Ask int

// The questions.
const (
	NoAsk      Ask = iota
	TheMatrix      // the matrix itself
	Det            // its determinant
	Square         // its square
	InverseOr0     // its inverse, or the zero matrix when there is none
)

// Question is one question read.
type Question struct {
	Map     Map
	Ask     Ask
	V       [2]*big.Rat
	Degrees int
	K       *big.Rat
}

var (
	rotMatRe = regexp.MustCompile(`^Find the matrix that corresponds to rotating about the origin by an angle of \$(\d{1,3})\^\\circ\$ (clockwise|counter-clockwise)\.$`)
	letRe    = regexp.MustCompile(`^Let \$\\mathbf\{([A-Z])\}\$ be the (?:matrix for (projecting onto|reflecting over) the vector \$\\begin\{pmatrix\} (-?\d{1,4}) \\\\ (-?\d{1,4}) \\end\{pmatrix\}\$|matrix for rotating about the origin counter-clockwise by an angle of \$(\d{1,3})\^\\circ\$|\$2 \\times 2\$ matrix corresponding to the dilation, centered at the origin, with scale factor (-?\d{1,4}))\. Find (.+)$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "matri") {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	s = strings.ReplaceAll(strings.ReplaceAll(s, `.$ `, `$. `), `.$`, `$.`)
	if m := rotMatRe.FindStringSubmatch(s); m != nil {
		d, _ := strconv.Atoi(m[1])
		if d <= 0 || d >= 360 {
			return Question{}, false
		}
		if m[2] == "clockwise" {
			d = -d
		}
		return Question{Map: Rotate, Ask: TheMatrix, Degrees: d}, true
	}
	m := letRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	var q Question
	x := m[1]
	switch {
	case m[2] != "":
		q.Map = Project
		if m[2] == "reflecting over" {
			q.Map = Reflect
		}
		q.V[0], _ = new(big.Rat).SetString(m[3])
		q.V[1], _ = new(big.Rat).SetString(m[4])
		if q.V[0].Sign() == 0 && q.V[1].Sign() == 0 {
			return Question{}, false
		}
	case m[5] != "":
		q.Map = Rotate
		q.Degrees, _ = strconv.Atoi(m[5])
	default:
		q.Map = Dilate
		q.K, _ = new(big.Rat).SetString(m[6])
	}
	switch m[7] {
	case `$\det \mathbf{` + x + `}$.`:
		q.Ask = Det
	case `$\mathbf{` + x + `}^2$.`:
		q.Ask = Square
	case `$\mathbf{` + x + `}^{-1}$. If the inverse does not exist, then enter the zero matrix.`:
		q.Ask = InverseOr0
	default:
		return Question{}, false
	}
	if q.Map == Rotate && q.Ask != Det || q.Map == Dilate && q.Ask != Det {
		return Question{}, false
	}
	return q, true
}
