package forms

import "github.com/dgnpipe/dgnpipe/internal/algebra"

// candidateBits is how narrow candidateRoots makes an irrational root
// (≈ 57 digits, the working precision): a candidate substituted back into
// the equation it came from is then known to the evaluator's precision,
// and the one decision of equality (decideUnbounded) tells whether the
// equation's sides agree within that precision, as for any other value.
const candidateBits = 190

// candidateRoots are the distinct real roots of p, each irrational one
// narrowed to 2^-candidateBits (within its isolating interval, on the
// square-free part of p).
func CandidateRoots(p algebra.Poly) []algebra.RealRoot {
	roots := algebra.RealRoots(p)
	var sf algebra.Poly
	for i, r := range roots {
		if r.Exact != nil {
			continue
		}
		if sf == nil {
			sf, _ = algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
		}
		roots[i] = NarrowRoot(sf, r, candidateBits)
	}
	return roots
}
