package soundness

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 42, counts of integers under conditions ("How many positive
// three-digit integers are not multiples of 7?"): the answer n is mutated
// to the count of the complement, N - n, for each size N the statement
// names a range of (9·10^(k-1) for "k-digit", M - 1 and M for a number M):
// what a count that misreads "not", or counts the wrong side of a
// condition, would give.
const CountComplement = "count-complement"

var (
	countComplementCue = regexp.MustCompile(`(?i)^\s*how many\b`)
	kDigitWordRe       = regexp.MustCompile(`(?i)\b(two|three|four|five|[2-9])-digit\b`)
	kDigitWords        = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5}
)

// countComplements adds N - n for an answer that is one integer n in
// digits of a statement that asks "how many".
func (g *gen) countComplements(problem string) {
	if !countComplementCue.MatchString(problem) {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil || neg {
		return
	}
	var sizes []*big.Int
	for _, m := range kDigitWordRe.FindAllStringSubmatch(problem, 4) {
		k, ok := kDigitWords[strings.ToLower(m[1])]
		if !ok {
			k = int(m[1][0] - '0')
		}
		sizes = append(sizes, new(big.Int).Mul(big.NewInt(9), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k-1)), nil)))
	}
	for _, s := range searchNumRe.FindAllString(strings.ReplaceAll(problem, ",", ""), 20) {
		m, ok := new(big.Int).SetString(s, 10)
		if !ok || m.BitLen() > 40 {
			continue
		}
		sizes = append(sizes, new(big.Int).Sub(m, big.NewInt(1)), m)
	}
	for _, size := range sizes {
		w := new(big.Int).Sub(size, v)
		if w.Sign() > 0 && w.Cmp(v) != 0 {
			g.emit(CountComplement, num(w.String()))
		}
	}
}
