package soundness

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement/planeq"
)

// Issue 42 (MATH Precalculus): the equation of a plane in the form
// Ax + By + Cz + D = 0 (planeq.Read, linalg.CheckPlaneEquation). The
// answer's integer coefficients are mutated to other planes: D negated,
// B or C negated, D off by one (each kept when it changes the
// coefficients); the mutant is printed in the same form.
const PlaneSlip = "plane-slip"

func init() { registerFamily(PlaneSlip, (*gen).planeSlips) }

var planeAnswerRe = regexp.MustCompile(`^(-?\d*)x ([-+]) (\d*)y ([-+]) (\d*)z(?: ([-+]) (\d+))? = 0$`)

func (g *gen) planeSlips(problem, answer string) {
	if _, ok := planeq.Read(problem); !ok {
		return
	}
	m := planeAnswerRe.FindStringSubmatch(strings.TrimSpace(strings.Trim(strings.TrimSpace(answer), "$")))
	if m == nil {
		return
	}
	coef := func(sign, digits string) int64 {
		n := int64(1)
		if digits != "" && digits != "-" {
			n, _ = strconv.ParseInt(strings.TrimPrefix(digits, "-"), 10, 64)
		}
		if sign == "-" || strings.HasPrefix(digits, "-") {
			n = -n
		}
		return n
	}
	a, b, c := coef("", m[1]), coef(m[2], m[3]), coef(m[4], m[5])
	d := int64(0)
	if m[7] != "" {
		d = coef(m[6], m[7])
	}
	for _, v := range [][4]int64{{a, b, c, -d}, {a, -b, c, d}, {a, b, -c, d}, {a, b, c, d + 1}} {
		if v == [4]int64{a, b, c, d} {
			continue
		}
		s := printPlane(v)
		if !g.seen[s] {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: PlaneSlip, Answer: s})
		}
	}
}

// printPlane writes Ax + By + Cz + D = 0, a term with coefficient 0 left
// out (x's kept).
func printPlane(v [4]int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx", v[0])
	for i, name := range []string{"y", "z", ""} {
		k := v[i+1]
		if k == 0 {
			continue
		}
		sign := "+"
		if k < 0 {
			sign, k = "-", -k
		}
		fmt.Fprintf(&b, " %s %d%s", sign, k, name)
	}
	return b.String() + " = 0"
}
