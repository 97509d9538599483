package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/closest"
)

// Issue 42 (MATH Precalculus): the point of a line closest to a point
// (closest.Read, space.CheckClosest). The answer's point is mutated one
// coordinate at a time (+ 1).
const ClosestSlip = "closest-slip"

func init() { registerFamily(ClosestSlip, (*gen).closestSlips) }

func (g *gen) closestSlips(problem, _ string) {
	if _, ok := closest.Read(problem); !ok || g.root == nil {
		return
	}
	t, ok := g.root.(*ast.Tuple)
	if !ok || len(t.Items) < 2 {
		return
	}
	items := make([]string, len(t.Items))
	for i, e := range t.Items {
		items[i] = ast.Print(e)
	}
	var outs []string
	for i := range items {
		alt := append([]string{}, items...)
		alt[i] = fmt.Sprintf(`\left(%s\right) + 1`, items[i])
		outs = append(outs, `\left(`+strings.Join(alt, ", ")+`\right)`)
	}
	for _, s := range outs {
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(ClosestSlip, e)
		}
	}
}
