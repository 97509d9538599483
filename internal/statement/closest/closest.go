// Package closest reads "Find the point on the line \[y = mx + b\]that is
// closest to the point $(p,q).$" and "Find the point on the line defined
// by \[P + t D\]that is closest to the point $(a,b,c).$" (issue 42, MATH
// Precalculus), the line's formula of degree one in x, the columns and the
// point of integers or fractions. It reads; internal/check/space
// (CheckClosest) computes the foot of the perpendicular.
package closest

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// Question is one question read: the line A + t D and the point Q.
type Question struct {
	A, D, Q []*big.Rat
}

var (
	slopeRe = regexp.MustCompile(`^Find the point on the line (?:\\\[|\$\$)y = (.+?)(?:\\\]|\$\$) ?that is closest to the point \$\((-?\d{1,4}), ?(-?\d{1,4})\)\.\$$`)
	paramRe = regexp.MustCompile(`^Find the point on the line defined by (?:\\\[|\$\$)\\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\} \+ t \\begin\{pmatrix\} ([^$]+?) \\end\{pmatrix\}(?:\\\]|\$\$) ?that is closest to the point \$\((-?\d{1,4}), ?(-?\d{1,4}), ?(-?\d{1,4})\)\.\$$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or a part is not read exactly.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "Find the point on the line") {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	if m := slopeRe.FindStringSubmatch(s); m != nil {
		e, err := latex.ParseExpr(m[1])
		if err != nil {
			return Question{}, false
		}
		p, err := algebra.PolyIn(e, "x")
		if err != nil || p.Deg() > 1 {
			return Question{}, false
		}
		b, k := new(big.Rat), new(big.Rat)
		if p.Deg() >= 0 {
			b.Set(p[0])
		}
		if p.Deg() == 1 {
			k.Set(p[1])
		}
		return Question{A: []*big.Rat{new(big.Rat), b}, D: []*big.Rat{big.NewRat(1, 1), k}, Q: ints(m[2:4])}, true
	}
	if m := paramRe.FindStringSubmatch(s); m != nil {
		a, ok1 := entries(m[1])
		d, ok2 := entries(m[2])
		if !ok1 || !ok2 || len(a) != 3 || len(d) != 3 {
			return Question{}, false
		}
		return Question{A: a, D: d, Q: ints(m[3:6])}, true
	}
	return Question{}, false
}

func ints(ss []string) []*big.Rat {
	out := make([]*big.Rat, len(ss))
	for i, s := range ss {
		out[i], _ = new(big.Rat).SetString(s)
	}
	return out
}

// entries reads a column of integers or fractions.
func entries(src string) ([]*big.Rat, bool) {
	var out []*big.Rat
	for _, e := range strings.Split(src, `\\`) {
		x, err := latex.ParseExpr(strings.TrimSpace(e))
		if err != nil {
			return nil, false
		}
		p, err := algebra.PolyIn(x, "t_")
		if err != nil || p.Deg() > 0 {
			return nil, false
		}
		v := new(big.Rat)
		if p.Deg() == 0 {
			v.Set(p[0])
		}
		out = append(out, v)
	}
	return out, true
}
