package soundness

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/consistent"
)

// Issue 42 (CollegeMath): whether a linear system is consistent, its
// solution set written as assignments (internal/check/linalg/consistent.go).
// Each assigned unknown's expression is moved by 1: the set shifts by that
// unknown's unit vector, another set when its column of A is not zero. The
// books' answers hold prose and are skipped by Generate; the slips are
// made for the prose answer itself when called directly.
const ConsistentSlip = "consistent-slip"

func init() { registerFamily(ConsistentSlip, (*gen).consistentSlips) }

func (g *gen) consistentSlips(problem, answer string) {
	eqs, ok := consistent.Read(problem)
	if !ok {
		return
	}
	none, as, ok := consistent.ReadAnswer(statement.DollarAnswer(answer))
	if !ok || none {
		return
	}
	for i, x := range as {
		inColumn := false
		for _, e := range eqs {
			for _, l := range consistent.Letters(e) {
				inColumn = inColumn || l == x.Var
			}
		}
		if !inColumn {
			continue
		}
		parts := make([]string, len(as))
		for j, y := range as {
			parts[j] = y.Var + "=" + y.Expr
			if j == i {
				parts[j] = y.Var + "=(" + y.Expr + ")+1"
			}
		}
		s := "Solution is: $" + strings.Join(parts, ", ") + "$"
		if !g.seen[s] {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: ConsistentSlip, Answer: s})
		}
	}
}
