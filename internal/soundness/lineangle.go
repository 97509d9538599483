package soundness

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/lineangle"
)

// Issue 42 (MATH Precalculus): the angle between two vectors or two
// meeting lines (lineangle.Read, space.CheckLineAngle). A cosine answered
// is mutated to its opposite (the obtuse angle; the vectors' sign), an
// angle in degrees to its supplement; a zero cosine or a right angle has
// no such mutant.
const LineAngleSlip = "line-angle-slip"

func init() { registerFamily(LineAngleSlip, (*gen).lineAngleSlips) }

func (g *gen) lineAngleSlips(problem, answer string) {
	q, ok := lineangle.Read(problem)
	if !ok {
		return
	}
	a := strings.TrimSpace(answer)
	var s string
	switch {
	case q.Cos && a != "0":
		s = fmt.Sprintf(`-\left(%s\right)`, a)
	case !q.Cos:
		deg := strings.TrimSuffix(strings.TrimSuffix(a, `^\circ`), `^{\circ}`)
		if n, err := strconv.Atoi(strings.TrimSpace(deg)); err == nil && n > 0 && n < 180 && n != 90 {
			s = fmt.Sprintf(`%d^\circ`, 180-n)
		}
	}
	if s == "" {
		return
	}
	if e, err := latex.ParseExpr(s); err == nil {
		g.emit(LineAngleSlip, e)
	}
}
