package soundness

import (
	"context"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/integers"
	"github.com/dgnpipe/dgnpipe/internal/statement/intsystem"
)

// Issue 42 (OlympiadBench), integers tied by equations
// (internal/check/integers/intsystem.go): the answer is mutated to the
// formula's values at the other solutions (the other extreme, a value
// between), to the answer ± 1 and to the count ± 1: each differs from
// the value leg 1 proves by enumeration, so none may be confirmed.
const SystemSlip = "system-slip"

func init() { registerFamily(SystemSlip, (*gen).systemSlips) }

// systemMaxOthers bounds the other solutions' values emitted.
const systemMaxOthers = 3

func (g *gen) systemSlips(problem, _ string) {
	s, ok := intsystem.Read(problem)
	if !ok {
		return
	}
	want, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	xs := []*big.Rat{new(big.Rat).Add(want, one), new(big.Rat).Sub(want, one)}
	if s.Ask != intsystem.AskCount {
		if vals, ok := integers.SystemValues(decide.NewChecker(context.Background(), decide.Options{}), s); ok {
			others := 0
			for _, v := range vals {
				if v.Cmp(want) != 0 && others < systemMaxOthers {
					xs, others = append(xs, v), others+1
				}
			}
		}
	}
	for _, x := range xs {
		if x.Cmp(want) != 0 {
			g.emit(SystemSlip, ratTree(x))
		}
	}
}
