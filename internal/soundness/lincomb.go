package soundness

import (
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement/lincomb"
)

// Issue 42 (CollegeMath): whether v is a linear combination of given
// vectors (internal/check/linalg/lincomb.go). The answer "v = Σ cᵢ uᵢ" is
// mutated to each coefficient moved by ±1: the sum moves by ±uᵢ, another
// vector when uᵢ is not zero. ("No solution" answers hold prose and are
// skipped by Generate.)
const LinCombSlip = "lincomb-slip"

func init() { registerFamily(LinCombSlip, (*gen).linCombSlips) }

func (g *gen) linCombSlips(problem, answer string) {
	q, ok := lincomb.Read(problem)
	if !ok {
		return
	}
	a, ok := lincomb.ReadAnswer(answer)
	if !ok || !a.Yes || len(a.Coefs) != len(q.U) {
		return
	}
	col := func(v []string) string {
		return `\left[\begin{array}{r}` + strings.Join(v, ` \\ `) + `\end{array}\right]`
	}
	text := func(v [][]string, coefs []int64) string {
		s := col(v[0]) + "="
		for i, c := range coefs {
			switch {
			case c < 0:
				s += "-"
			case i > 0:
				s += "+"
			}
			if c < 0 {
				c = -c
			}
			s += strconv.FormatInt(c, 10) + col(v[i+1])
		}
		return s
	}
	vecs := make([][]string, len(a.Vecs))
	for i, v := range a.Vecs {
		for _, x := range v {
			vecs[i] = append(vecs[i], x.String())
		}
	}
	base := make([]int64, len(a.Coefs))
	for i, c := range a.Coefs {
		if !c.IsInt64() {
			return
		}
		base[i] = c.Int64()
	}
	for i, u := range q.U {
		nonzero := false
		for _, x := range u {
			nonzero = nonzero || x.Sign() != 0
		}
		for _, d := range []int64{1, -1} {
			m := append([]int64(nil), base...)
			m[i] += d
			if s := text(vecs, m); nonzero && !g.seen[s] {
				g.seen[s] = true
				g.out = append(g.out, Mutant{Type: LinCombSlip, Answer: s})
			}
		}
	}
}
