package score

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// A parametric answer such as x = π/6 + πk/3 (k ∈ Z) is a set of reals: a
// union of arithmetic progressions (answer.Progression). Under strict
// rules two such answers are equal when they describe the same set,
// whatever the parameter's name or how the progressions are written
// (answer.EqualUnions).

// compareFamilies compares two answers, at least one of which has a
// parametric family, as sets of reals.
func (s *symbolic) compareFamilies(g, p []*symItem) Outcome {
	gp, ok1 := s.progressions(g)
	pp, ok2 := s.progressions(p)
	if !ok1 || !ok2 {
		return Undecided
	}
	switch equal, decided := answer.EqualUnions(gp, pp); {
	case !decided:
		return Undecided
	case equal:
		return Accept
	}
	return Reject
}

// progressions turns every item of one side into progressions and points.
func (s *symbolic) progressions(items []*symItem) ([]answer.Progression, bool) {
	var out []answer.Progression
	for _, it := range items {
		if it.kind != kindExpr {
			return nil, false
		}
		for _, e := range it.alts {
			if !it.family {
				if len(answer.FreeVars(e)) > 0 {
					return nil, false
				}
				v, err := s.c.Eval(e, nil)
				if err != nil {
					return nil, false
				}
				out = append(out, answer.Progression{Step: new(big.Float).SetPrec(answer.FamilyPrec), Start: v.Float(answer.FamilyPrec)})
				continue
			}
			ps, ok := answer.Decompose(func(k int64) (*big.Float, bool) {
				v, err := s.c.Eval(e, cas.Env{it.param: cas.Int(k)})
				if err != nil {
					return nil, false
				}
				return v.Float(answer.FamilyPrec), true
			})
			if !ok {
				return nil, false
			}
			out = append(out, ps...)
		}
	}
	return out, true
}
