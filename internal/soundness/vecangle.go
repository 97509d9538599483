package soundness

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecangle"
)

// Issue 42 (MATH Precalculus): the angle between two vectors, or the
// entry that makes them orthogonal (vecangle.Read,
// linalg.CheckVectorAngle). An angle A° is mutated to 180° − A and
// A ± 15° (each in [0°, 180°] and another angle); a value to itself ± 1.
const VectorAngleSlip = "vector-angle-slip"

func init() { registerFamily(VectorAngleSlip, (*gen).vectorAngleSlips) }

var slipDegreesRe = regexp.MustCompile(`^(\d{1,3})\s*\^\s*\\circ$`)

func (g *gen) vectorAngleSlips(problem, answer string) {
	q, ok := vecangle.Read(problem)
	if !ok {
		return
	}
	if q.Letter == "" {
		m := slipDegreesRe.FindStringSubmatch(strings.TrimSpace(answer))
		if m == nil {
			return
		}
		a, _ := strconv.Atoi(m[1])
		for _, b := range []int{180 - a, a + 15, a - 15} {
			if b == a || b < 0 || b > 180 {
				continue
			}
			s := strconv.Itoa(b) + `^\circ`
			if !g.seen[s] {
				g.seen[s] = true
				g.out = append(g.out, Mutant{Type: VectorAngleSlip, Answer: s})
			}
		}
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, d := range []int64{1, -1} {
		if e, err := latex.ParseExpr(ratLatex(new(big.Rat).Add(v, big.NewRat(d, 1)))); err == nil {
			g.emit(VectorAngleSlip, e)
		}
	}
}
