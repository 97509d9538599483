package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecnorms"
)

// Issue 42 (MATH Precalculus): vectors known by their norms, dot products
// and angles (vecnorms.Read, space.CheckVecNorms). The answer is mutated
// to its opposite (a sign of the cross term slipped) and to itself + 1;
// a zero answer only to 1.
const VecNormsSlip = "vec-norms-slip"

func init() { registerFamily(VecNormsSlip, (*gen).vecNormsSlips) }

func (g *gen) vecNormsSlips(problem, answer string) {
	if _, ok := vecnorms.Read(problem); !ok {
		return
	}
	fs := []string{`\left(%s\right) + 1`}
	if strings.TrimSpace(answer) != "0" {
		fs = append(fs, `-\left(%s\right)`)
	}
	for _, f := range fs {
		if e, err := latex.ParseExpr(fmt.Sprintf(f, answer)); err == nil {
			g.emit(VecNormsSlip, e)
		}
	}
}
