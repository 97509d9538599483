package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/spacegeo"
)

// Issue 42 (MATH Precalculus): points, lines and planes of space
// (spacegeo.Read, space.CheckSpace). A point answered is mutated one
// coordinate at a time (± 1, its sign flipped: a reflection or a midpoint
// slipped in one place); a number to itself + 1, doubled, and squared (a
// distance left under its root).
const SpaceSlip = "space-slip"

func init() { registerFamily(SpaceSlip, (*gen).spaceSlips) }

func (g *gen) spaceSlips(problem, answer string) {
	if _, ok := spacegeo.Read(problem); !ok || g.root == nil {
		return
	}
	var outs []string
	if t, ok := g.root.(*ast.Tuple); ok && len(t.Items) == 3 {
		items := make([]string, 3)
		for i, e := range t.Items {
			items[i] = ast.Print(e)
		}
		for i := range items {
			for _, f := range []string{`\left(%s\right) + 1`, `\left(%s\right) - 1`, `-\left(%s\right)`} {
				if f[0] == '-' && items[i] == "0" {
					continue // the opposite of 0 is 0
				}
				alt := append([]string{}, items...)
				alt[i] = fmt.Sprintf(f, items[i])
				outs = append(outs, `\left(`+strings.Join(alt, ", ")+`\right)`)
			}
		}
	} else {
		for _, f := range []string{`\left(%s\right) + 1`, `2 \left(%s\right)`, `\left(%s\right)^2`} {
			if f[0] != '\\' && strings.TrimSpace(answer) == "0" || f[len(f)-1] == '2' && (strings.TrimSpace(answer) == "1" || strings.TrimSpace(answer) == "0") {
				continue // 2·0 = 0, 0² = 0, 1² = 1
			}
			outs = append(outs, fmt.Sprintf(f, answer))
		}
	}
	for _, s := range outs {
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(SpaceSlip, e)
		}
	}
}
