package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/sphpoint"
)

// Issue 42 (MATH Precalculus): a point in rectangular, spherical or polar
// coordinates (sphpoint.Read, space.CheckSphPoint). A point answered is
// mutated one coordinate at a time (negated; an angle turned by π, a
// length + 1); a number to its opposite and to itself + 1 (a sign of the
// quadrant or a coordinate slipped).
const SphPointSlip = "sph-point-slip"

func init() { registerFamily(SphPointSlip, (*gen).sphPointSlips) }

func (g *gen) sphPointSlips(problem, answer string) {
	if _, ok := sphpoint.Read(problem); !ok || g.root == nil {
		return
	}
	var outs []string
	if t, ok := g.root.(*ast.Tuple); ok && len(t.Items) >= 2 {
		items := make([]string, len(t.Items))
		for i, e := range t.Items {
			items[i] = ast.Print(e)
		}
		for i := range items {
			shift := `\left(%s\right) + 1`
			if strings.Contains(items[i], `\pi`) {
				shift = `\left(%s\right) + \pi`
			}
			for _, f := range []string{shift, `-\left(%s\right)`} {
				if f[0] == '-' && items[i] == "0" {
					continue // the opposite of 0 is 0
				}
				alt := append([]string{}, items...)
				alt[i] = fmt.Sprintf(f, items[i])
				outs = append(outs, `\left(`+strings.Join(alt, ", ")+`\right)`)
			}
		}
	} else if strings.TrimSpace(answer) != "0" {
		for _, f := range []string{`-\left(%s\right)`, `\left(%s\right) + 1`} {
			outs = append(outs, fmt.Sprintf(f, answer))
		}
	}
	for _, s := range outs {
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(SphPointSlip, e)
		}
	}
}
