package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/eigen"
)

// Issue 42 (CollegeMath): the eigenvalues and eigenvectors of an integer
// matrix (internal/check/linalg/eigen.go). The answer's groups are written
// again with one group's eigenvalue moved by 1 (its vectors, not zero,
// satisfy A·v = λ·v, so not A·v = (λ+1)·v) and with one group left out
// (a root of the characteristic polynomial then missing). The books'
// answers hold prose and are skipped by Generate; the slips are made for
// the prose answer itself when called directly.
const EigenSlip = "eigen-slip"

func init() { registerFamily(EigenSlip, (*gen).eigenSlips) }

func (g *gen) eigenSlips(problem, answer string) {
	if _, ok := eigen.Read(problem); !ok {
		return
	}
	a, ok := eigen.ReadAnswer(statement.DollarAnswer(answer))
	if !ok {
		return
	}
	write := func(groups []eigen.Group) string {
		var parts []string
		for _, grp := range groups {
			var vs []string
			for _, v := range grp.Vecs {
				var es []string
				for _, x := range v.V {
					es = append(es, x.String())
				}
				s := `\left[\begin{array}{r}` + strings.Join(es, ` \\ `) + `\end{array}\right]`
				if v.Scale != 0 {
					s = `\frac{1}{\sqrt{` + big.NewInt(v.Scale).String() + `}}` + s
				}
				vs = append(vs, s)
			}
			parts = append(parts, `\left\{`+strings.Join(vs, ", ")+`\right\} \leftrightarrow `+grp.Lambda.RatString())
		}
		return "The eigenvectors and eigenvalues are: $$" + strings.Join(parts, ",") + "$$"
	}
	emit := func(s string) {
		if !g.seen[s] {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: EigenSlip, Answer: s})
		}
	}
	for i := range a.Groups {
		moved := append([]eigen.Group(nil), a.Groups...)
		moved[i].Lambda = new(big.Rat).Add(a.Groups[i].Lambda, big.NewRat(1, 1))
		emit(write(moved))
		if len(a.Groups) > 1 {
			dropped := append(append([]eigen.Group(nil), a.Groups[:i]...), a.Groups[i+1:]...)
			emit(write(dropped))
		}
	}
}
