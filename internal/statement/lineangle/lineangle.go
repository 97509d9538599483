// Package lineangle reads the angle between two vectors or two lines
// given by columns (issue 42, MATH Precalculus), the whitespace collapsed:
//
//	If $\theta$ is the angle between the vectors $U$ and $V$, then find $\cos \theta$.
//	The lines defined by \[P + t U\]and \[Q + u V\]intersect at $P.$ Find the acute angle formed by the two lines at $P,$ in degrees.
//	One line is parameterized by \[L(t).\]Another line is parameterized by \[M(s).\]The two lines intersect at $P.$ If $\theta$ is the acute angle formed by the two lines at $P,$ then find $\cos \theta.$
//
// with columns of integers or fractions (L(t), M(s) columns of entries of
// degree at most one in their parameter). It reads; internal/check/space
// (CheckLineAngle) computes the angle.
package lineangle

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// Question is one question read: two lines P + t U and Q + s V (vectors:
// P and Q nil), the cosine asked (else the acute angle in degrees).
type Question struct {
	P, U, Q, V []*big.Rat
	Lines      bool
	Cos        bool
}

const (
	col  = `\\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}`
	disp = `(?:\\\[|\$\$)`
	dEnd = `(?:\\\]|\$\$)`
)

var (
	vecCosRe   = regexp.MustCompile(`^If \$\\theta\$ is the angle between the vectors \$` + col + `\$ and \$` + col + `\$, then find \$\\cos \\theta\$\.$`)
	linesDegRe = regexp.MustCompile(`^The lines defined by ` + disp + col + ` \+ t ` + col + dEnd + ` ?and ` + disp + col + ` \+ u ` + col + dEnd + ` ?intersect at \$P\.\$ Find the acute angle formed by the two lines at \$P,\$ in degrees\.$`)
	paramCosRe = regexp.MustCompile(`^One line is parameterized by ` + disp + col + `\.` + dEnd + ` ?Another line is parameterized by ` + disp + col + `\.` + dEnd + ` ?The two lines intersect at \$P\.\$ If \$\\theta\$ is the acute angle formed by the two lines at \$P,\$ then find \$\\cos \\theta\.\$$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or a column is not read.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "angle") || !strings.Contains(problem, "pmatrix") {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	if m := vecCosRe.FindStringSubmatch(s); m != nil {
		u, ok1 := column(m[1], "")
		v, ok2 := column(m[2], "")
		if !ok1 || !ok2 || len(u[0]) != len(v[0]) {
			return Question{}, false
		}
		return Question{U: u[0], V: v[0], Cos: true}, true
	}
	if m := linesDegRe.FindStringSubmatch(s); m != nil {
		var cs [4][]*big.Rat
		for i := range cs {
			c, ok := column(m[1+i], "")
			if !ok {
				return Question{}, false
			}
			cs[i] = c[0]
		}
		if len(cs[0]) != 3 || len(cs[1]) != 3 || len(cs[2]) != 3 || len(cs[3]) != 3 {
			return Question{}, false
		}
		return Question{P: cs[0], U: cs[1], Q: cs[2], V: cs[3], Lines: true}, true
	}
	if m := paramCosRe.FindStringSubmatch(s); m != nil {
		l, ok1 := column(m[1], "t")
		n, ok2 := column(m[2], "s")
		if !ok1 || !ok2 || len(l[0]) != 3 || len(n[0]) != 3 {
			return Question{}, false
		}
		return Question{P: l[0], U: l[1], Q: n[0], V: n[1], Lines: true, Cos: true}, true
	}
	return Question{}, false
}

// column reads "a \\ b \\ c": each entry a rational number, or, with a
// parameter, of degree at most one in it; the result is the constant
// column then the parameter's coefficients.
func column(src, param string) ([2][]*big.Rat, bool) {
	var out [2][]*big.Rat
	for _, e := range strings.Split(src, `\\`) {
		x, err := latex.ParseExpr(strings.TrimSpace(e))
		if err != nil {
			return out, false
		}
		name := param
		if name == "" {
			name = "t_"
		}
		p, err := algebra.PolyIn(x, name)
		if err != nil || p.Deg() > 1 {
			return out, false
		}
		c0, c1 := new(big.Rat), new(big.Rat)
		if p.Deg() >= 0 {
			c0.Set(p[0])
		}
		if p.Deg() == 1 {
			if param == "" {
				return out, false
			}
			c1.Set(p[1])
		}
		out[0], out[1] = append(out[0], c0), append(out[1], c1)
	}
	return out, true
}
