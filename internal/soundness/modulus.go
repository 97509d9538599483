package soundness

import (
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
)

// Issue 42 (MATH Intermediate Algebra): the modulus of a complex number
// asked ("Find $|9i-12|\cdot |3+4i|$."). The answer v, one exact rational
// other than 0 and ±1, is replaced by v², the slip of the modulus squared
// (|z|² = z·z̄ taken for |z|); v² ≠ v exactly when v ∉ {0, 1}.

// ModulusSquare is the mutation type of a modulus.
const ModulusSquare = "modulus-square"

// modulusCue is a statement with a modulus of a formula holding i.
var modulusCue = regexp.MustCompile(`\|[^|$]*\bi\b|\|[^|$]*\di\b|\|[^|$]*\}i\b`)

func (g *gen) modulusSquare(problem string) {
	if !modulusCue.MatchString(problem) {
		return
	}
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	r, exact := v.Exact()
	if !exact || r.Sign() == 0 || r.Cmp(big.NewRat(1, 1)) == 0 {
		return
	}
	sq := new(big.Rat).Mul(r, r)
	g.emit(ModulusSquare, replace(g.root, part, algebra.RatExpr(sq)))
}
