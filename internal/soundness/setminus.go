package soundness

import (
	"math/big"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (Gaokao), a set-builder {x | x ∈ P and x ∉ Q} of listed sets
// (internal/statement/sets.go, internal/check/shapes/setops.go): the
// answer is mutated to the other readings of the condition, Q \ P, P ∩ Q
// and P ∪ Q, each a listed set different from the answer's.
const SetMinusSlip = "setminus-slip"

func init() { registerFamily(SetMinusSlip, (*gen).setMinusSlips) }

func (g *gen) setMinusSlips(problem, answer string) {
	q, ok := statement.ReadSetQuestion(problem)
	if !ok || q.Target.Op != "name" || q.Defs[q.Target.Name].Node == nil {
		return
	}
	n := q.Defs[q.Target.Name].Node
	elems := func(name string) (map[string]*big.Rat, bool) {
		out := map[string]*big.Rat{}
		for _, e := range q.Defs[name].Elems {
			v, ok := g.exactValue(e)
			if !ok {
				return nil, false
			}
			out[v.RatString()] = v
		}
		return out, true
	}
	p, ok1 := elems(n.X.Name)
	r, ok2 := elems(n.Y.Name)
	as, ok3 := statement.ReadSetAnswer(answer)
	if !ok1 || !ok2 || !ok3 {
		return
	}
	want := map[string]bool{}
	for _, e := range as {
		v, ok := g.exactValue(e)
		if !ok {
			return
		}
		want[v.RatString()] = true
	}
	pick := func(in func(k string) bool) {
		var out []*big.Rat
		same := true
		for k, v := range union(p, r) {
			if in(k) {
				out = append(out, v)
				same = same && want[k]
			}
		}
		if same && len(out) == len(want) {
			return
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
		set := &ast.Set{}
		for _, v := range out {
			e, err := latex.ParseExpr(ratLatex(v))
			if err != nil {
				return
			}
			set.Items = append(set.Items, e)
		}
		g.emit(SetMinusSlip, set)
	}
	pick(func(k string) bool { return r[k] != nil && p[k] == nil })
	pick(func(k string) bool { return r[k] != nil && p[k] != nil })
	pick(func(k string) bool { return true })
}

func union(a, b map[string]*big.Rat) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}
