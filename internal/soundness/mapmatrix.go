package soundness

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/mapmatrix"
)

// Issue 42 (MATH Precalculus): the line or the normal of a projection or a
// reflection given by its matrix (mapmatrix.Read, space.CheckMapMatrix).
// A column answered is mutated to a perpendicular in the plane ((b, −a):
// the normal for the line), to one entry negated, and doubled (the form's
// gcd 1 broken); a ratio y/x to x/y and to −y/x.
const MapMatrixSlip = "map-matrix-slip"

func init() { registerFamily(MapMatrixSlip, (*gen).mapMatrixSlips) }

var columnAnswerRe = regexp.MustCompile(`^\\begin\{pmatrix\}(.+)\\end\{pmatrix\}$`)

func (g *gen) mapMatrixSlips(problem, answer string) {
	q, ok := mapmatrix.Read(problem)
	if !ok {
		return
	}
	var outs []string
	if q.Ratio {
		// Only values that differ: 1/r = r at ±1, −r = r at 0.
		v, ok := g.exactAnswer()
		if !ok || v.Sign() == 0 {
			return
		}
		if v.Cmp(big.NewRat(1, 1)) != 0 && v.Cmp(big.NewRat(-1, 1)) != 0 {
			outs = append(outs, fmt.Sprintf(`\frac{1}{%s}`, answer))
		}
		outs = append(outs, fmt.Sprintf(`-\left(%s\right)`, answer))
	} else if m := columnAnswerRe.FindStringSubmatch(strings.TrimSpace(answer)); m != nil {
		parts := strings.Split(m[1], `\\`)
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		col := func(es []string) string { return `\begin{pmatrix} ` + strings.Join(es, ` \\ `) + ` \end{pmatrix}` }
		if len(parts) == 2 && (parts[0] != "0" || parts[1] != "0") {
			outs = append(outs, col([]string{parts[1], "-" + parts[0]}))
		}
		for i := range parts {
			if parts[i] == "0" {
				continue // the opposite of 0 is 0
			}
			alt := append([]string{}, parts...)
			alt[i] = fmt.Sprintf(`-(%s)`, parts[i])
			outs = append(outs, col(alt))
		}
		dbl := make([]string, len(parts))
		for i, p := range parts {
			dbl[i] = fmt.Sprintf(`2(%s)`, p)
		}
		outs = append(outs, col(dbl))
	}
	for _, s := range outs {
		if g.seen[s] {
			continue
		}
		if _, err := latex.ParseExpr(s); err == nil {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: MapMatrixSlip, Answer: s})
		}
	}
}
