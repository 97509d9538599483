package soundness

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 42, remainders (of a series written with dots, among others): the
// answer r of "the remainder when N is divided by m" (or "modulo m") is
// mutated to r + m, congruent to it but not a remainder: leg 1 must
// compare the remainder itself, never its class.
const ResidueWrap = "residue-wrap"

var residueModRe = regexp.MustCompile(`(?i)(?:divided by|modulo)\s*\$?\{?(\d{1,9})\}?\$?`)

// residueWraps adds r + m for an answer that is one integer r ≥ 0 of a
// statement that asks for a remainder.
func (g *gen) residueWraps(problem string) {
	if !strings.Contains(strings.ToLower(problem), "remainder") {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil || neg {
		return
	}
	for _, m := range residueModRe.FindAllStringSubmatch(problem, 4) {
		n, ok := new(big.Int).SetString(m[1], 10)
		if !ok || n.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		g.emit(ResidueWrap, num(new(big.Int).Add(v, n).String()))
	}
}
