package soundness

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/trigint"
)

// Issue 42 (MATH Precalculus): a trigonometric value written as f(n)
// (trigint.Read, values.CheckTrigInt). The answer is mutated to its
// cofunction at the same angle (sin for cos, tan for cot, sec for csc;
// not at 45, where they agree) and to f(n ± 1).
const TrigIntSlip = "trig-int-slip"

func init() { registerFamily(TrigIntSlip, (*gen).trigIntSlips) }

var cofunction = map[string]string{"sin": "cos", "cos": "sin", "tan": "cot", "cot": "tan", "sec": "csc", "csc": "sec"}

func (g *gen) trigIntSlips(problem, answer string) {
	if _, ok := trigint.Read(problem); !ok {
		return
	}
	a, ok := trigint.ReadAnswer(answer)
	if !ok {
		return
	}
	deg := ""
	if a.Deg {
		deg = `^\circ`
	}
	var outs []string
	if a.N != 45 {
		outs = append(outs, fmt.Sprintf(`\%s %d%s`, cofunction[a.Func], a.N, deg))
	}
	outs = append(outs, fmt.Sprintf(`\%s %d%s`, a.Func, a.N+1, deg))
	if a.N > 1 {
		outs = append(outs, fmt.Sprintf(`\%s %d%s`, a.Func, a.N-1, deg))
	}
	for _, s := range outs {
		if g.seen[s] {
			continue
		}
		if _, err := latex.ParseExpr(s); err == nil {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: TrigIntSlip, Answer: s})
		}
	}
}
