package soundness

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42, one congruence in one unknown or a remainder under given
// congruences (internal/check/integers/congruence.go): the integer answer
// n is mutated to n ± 1 (another class) and to n + m for each modulus m
// written \pmod{m} (the same class, outside the range asked): leg 1 must
// find the one solution in the range, never only its class.
const CongruenceSlip = "congruence-slip"

var congruenceModRe = regexp.MustCompile(`\\pmod\s*\{?\s*(\d{1,9})\s*\}?`)

// congruenceSlips adds n - 1, n + 1 and n + m for an integer answer n of
// a statement that writes a congruence.
func (g *gen) congruenceSlips(problem string) {
	if !strings.Contains(problem, `\pmod`) {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil {
		return
	}
	if neg {
		v = new(big.Int).Neg(v)
	}
	emit := func(x *big.Int) {
		if x.Sign() < 0 {
			g.emit(CongruenceSlip, &ast.Unary{Op: ast.Neg, X: num(new(big.Int).Neg(x).String())})
			return
		}
		g.emit(CongruenceSlip, num(x.String()))
	}
	emit(new(big.Int).Sub(v, big.NewInt(1)))
	emit(new(big.Int).Add(v, big.NewInt(1)))
	for _, m := range congruenceModRe.FindAllStringSubmatch(problem, 4) {
		n, ok := new(big.Int).SetString(m[1], 10)
		if !ok || n.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		emit(new(big.Int).Add(v, n))
	}
}
