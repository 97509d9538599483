package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/complexpolar"
)

// Issue 42 (MATH Precalculus): complex numbers written with angles
// (complexpolar.Read, values.CheckComplexPolar). The answer is mutated to
// its opposite and to its product by i and by -i (a turn misread by a
// half or a quarter turn, a rotation read in the other direction by 90°);
// the generic slips add its conjugate. A zero answer gives no mutant.
const ComplexPolarSlip = "complex-polar-slip"

func init() { registerFamily(ComplexPolarSlip, (*gen).complexPolarSlips) }

func (g *gen) complexPolarSlips(problem, answer string) {
	if _, ok := complexpolar.Read(problem); !ok || g.root == nil || strings.TrimSpace(answer) == "0" {
		return
	}
	for _, f := range []string{`-\left(%s\right)`, `i \left(%s\right)`, `-i \left(%s\right)`} {
		if e, err := latex.ParseExpr(fmt.Sprintf(f, answer)); err == nil {
			g.emit(ComplexPolarSlip, e)
		}
	}
}
