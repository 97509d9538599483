package soundness

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement/solset"
)

// Issue 42 (CollegeMath): the solution set of A·x = b as a linear
// combination of vectors (internal/check/linalg/solset.go). The general
// solution c + Σ p·d is mutated to a bare column with entry i moved by 1
// (the set shifted by eᵢ, another set when column i of A is not zero:
// A·eᵢ ≠ 0) and with a parameter set to 0 (a direction dropped: a set of
// lower dimension). The books' worked answers hold prose and are skipped
// by Generate; a bare column answer is mutated.
const SolSetSlip = "solset-slip"

func init() { registerFamily(SolSetSlip, (*gen).solSetSlips) }

func (g *gen) solSetSlips(problem, answer string) {
	sys, ok := solset.Read(problem)
	if !ok {
		return
	}
	ans, ok := solset.ReadAnswer(answer)
	if !ok || len(ans.General) != len(sys.Unknowns) {
		return
	}
	emit := func(entries []string) {
		s := `\begin{pmatrix} ` + strings.Join(entries, ` \\ `) + ` \end{pmatrix}`
		if g.seen[s] {
			return
		}
		g.seen[s] = true
		g.out = append(g.out, Mutant{Type: SolSetSlip, Answer: s})
	}
	for i := range ans.General {
		nonzero := false
		for _, row := range sys.A {
			nonzero = nonzero || row[i].Sign() != 0
		}
		if !nonzero {
			continue
		}
		m := append([]string(nil), ans.General...)
		m[i] = "(" + m[i] + ")+1"
		emit(m)
	}
	for _, p := range []string{"s", "t"} {
		used := false
		m := make([]string, len(ans.General))
		for i, e := range ans.General {
			used = used || strings.Contains(e, p)
			m[i] = strings.ReplaceAll(e, p, "(0)")
		}
		if used {
			emit(m)
		}
	}
}
