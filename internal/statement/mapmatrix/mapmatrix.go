// Package mapmatrix reads a question on the matrix of a projection or a
// reflection given by its entries (issue 42, MATH Precalculus), the
// statement's whitespace collapsed:
//
//	The matrix for projecting onto a certain line $\ell,$ which passes through the origin, is given by \[M.\]Find the direction vector of line $\ell.$ Enter your answer in the form $\begin{pmatrix} a \\ b \end{pmatrix},$ where $a,$ and $b$ are integers, $a > 0,$ and $\gcd(|a|,|b|) = 1.$
//	(also reflecting over a certain line, projecting onto or reflecting through a certain plane $P,$ "Find the normal vector of plane $P.$", three coordinates)
//	The matrix \[M\]corresponds to projecting onto (reflecting over) a certain vector $\begin{pmatrix} x \\ y \end{pmatrix}.$ Find $\frac{y}{x}.$
//
// M's entries are integers or fractions. It reads; internal/check/space
// (CheckMapMatrix) finds the line or the normal.
package mapmatrix

import (
	"math/big"
	"regexp"
	"strings"
)

// Question is one question read.
type Question struct {
	M       [][]*big.Rat
	Reflect bool // the matrix reflects (else it projects)
	Plane   bool // onto or through a plane (else a line or a vector)
	Ratio   bool // y/x is asked (else the integer vector)
}

const (
	mat  = `(?:\\renewcommand\{\\arraystretch\}\{1\.5\} )?\\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}(?: \\renewcommand\{\\arraystretch\}\{1\})?`
	disp = `(?:\\\[|\$\$)`
	dEnd = `(?:\\\]|\$\$)`
)

var (
	givenRe = regexp.MustCompile(`^The matrix for (projecting onto|reflecting over|reflecting through) a certain (line \$\\ell,\$|plane \$P,\$) which passes through the origin, is given by ` + disp + mat + `\.` + dEnd +
		` ?Find the (direction vector of line \$\\ell|normal vector of plane \$P)\.\$ Enter your answer in the form \$\\begin\{pmatrix\} a \\\\ b( \\\\ c)? \\end\{pmatrix\},\$ where \$a,\$ (?:and \$b\$|\$b,\$ and \$c\$) are integers, \$a > 0,\$ and \$\\gcd\(\|a\|,\|b\|(,\|c\|)?\) = 1\.\$$`)
	ratioRe = regexp.MustCompile(`^The matrix ` + disp + mat + dEnd + ` ?corresponds to (projecting onto|reflecting over) a certain vector \$\\begin\{pmatrix\} x \\\\ y \\end\{pmatrix\}\.\$ Find \$\\frac\{y\}\{x\}\.\$$`)
	entryRe = regexp.MustCompile(`^(-?)(?:\\frac\{(\d{1,6})\}\{(\d{1,6})\}|(\d{1,6}))$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes, M is not square of size 2 or 3 with rational entries, or the
// parts disagree (a line's normal, three coordinates for a 2 × 2 matrix).
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "The matrix") {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	if m := ratioRe.FindStringSubmatch(s); m != nil {
		M, ok := matrix(m[1])
		if !ok || len(M) != 2 {
			return Question{}, false
		}
		return Question{M: M, Reflect: m[2] == "reflecting over", Ratio: true}, true
	}
	m := givenRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	plane := strings.HasPrefix(m[2], "plane")
	if plane != strings.HasPrefix(m[4], "normal") || (m[1] == "reflecting through") != (plane && strings.HasPrefix(m[1], "reflecting")) {
		return Question{}, false
	}
	M, ok := matrix(m[3])
	three := m[5] != ""
	if !ok || three != (m[6] != "") || three != (len(M) == 3) || plane && !three {
		return Question{}, false
	}
	return Question{M: M, Reflect: strings.HasPrefix(m[1], "reflecting"), Plane: plane}, true
}

// matrix reads "a & b \\ c & d" as a square matrix of size 2 or 3.
func matrix(src string) ([][]*big.Rat, bool) {
	rows := strings.Split(src, `\\`)
	if len(rows) != 2 && len(rows) != 3 {
		return nil, false
	}
	var M [][]*big.Rat
	for _, row := range rows {
		cells := strings.Split(row, "&")
		if len(cells) != len(rows) {
			return nil, false
		}
		var r []*big.Rat
		for _, c := range cells {
			e := entryRe.FindStringSubmatch(strings.ReplaceAll(strings.TrimSpace(c), " ", ""))
			if e == nil {
				return nil, false
			}
			v, ok := new(big.Rat).SetString(e[4])
			if e[4] == "" {
				v, ok = new(big.Rat).SetString(e[2] + "/" + e[3])
			}
			if !ok {
				return nil, false
			}
			if e[1] == "-" {
				v.Neg(v)
			}
			r = append(r, v)
		}
		M = append(M, r)
	}
	return M, true
}
