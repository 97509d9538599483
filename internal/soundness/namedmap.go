package soundness

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/namedmap"
)

// Issue 42 (MATH Precalculus): a value of the matrix of a map named in
// words (namedmap.Read, space.CheckNamedMap). A number is mutated to its
// opposite and to itself + 1 (a reflection's determinant read as a
// rotation's, k for k²); a 2 × 2 matrix to its transpose-like swaps (the
// off-diagonal entries negated: the other direction of turn) and to its
// opposite.
const NamedMapSlip = "named-map-slip"

func init() { registerFamily(NamedMapSlip, (*gen).namedMapSlips) }

func (g *gen) namedMapSlips(problem, answer string) {
	if _, ok := namedmap.Read(problem); !ok {
		return
	}
	var outs []string
	if m := columnAnswerRe.FindStringSubmatch(strings.TrimSpace(answer)); m != nil {
		rows := strings.Split(m[1], `\\`)
		if len(rows) != 2 {
			return
		}
		var e []string
		for _, r := range rows {
			cells := strings.Split(r, "&")
			if len(cells) != 2 {
				return
			}
			e = append(e, strings.TrimSpace(cells[0]), strings.TrimSpace(cells[1]))
		}
		mat := func(a, b, c, d string) string {
			return fmt.Sprintf(`\begin{pmatrix} %s & %s \\ %s & %s \end{pmatrix}`, a, b, c, d)
		}
		// Only when they differ: a zero entry negated is the same entry.
		if e[1] != "0" || e[2] != "0" {
			outs = append(outs, mat(e[0], "-("+e[1]+")", "-("+e[2]+")", e[3]))
		}
		if e[0] != "0" || e[1] != "0" || e[2] != "0" || e[3] != "0" {
			outs = append(outs, mat("-("+e[0]+")", "-("+e[1]+")", "-("+e[2]+")", "-("+e[3]+")"))
		}
	} else if strings.TrimSpace(answer) != "0" {
		outs = append(outs, fmt.Sprintf(`-\left(%s\right)`, answer), fmt.Sprintf(`\left(%s\right) + 1`, answer))
	}
	for _, s := range outs {
		if g.seen[s] {
			continue
		}
		if _, err := latex.ParseExpr(s); err == nil {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: NamedMapSlip, Answer: s})
		}
	}
}
