package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// Issue 42, a number-theory question asked in one sentence about one
// closed number (statement/intphrase: a remainder, a digit, divisors,
// prime factors, decimal places): the answer is mutated to the near
// misses of a count or a place off by one (the answer ± 1), of divisors
// counted with their negatives (twice the answer) and, for a remainder,
// of the negative remainder read as its absolute value (m − r); leg 1
// must compute the quantity the sentence names. A remainder asked of
// integers known by their remainders, a base asked by an equation
// between numerals, a value built of gcds and lcms, a count of
// terminating decimals or a quantity of a range written in words gets the
// same near misses.
const IntPhraseSlip = "int-phrase-slip"

func init() { registerFamily(IntPhraseSlip, (*gen).intPhraseSlips) }

func (g *gen) intPhraseSlips(problem, _ string) {
	q, ok := intphrase.Read(problem)
	gr, given := intphrase.ReadGivenRemainder(problem)
	_, base := intphrase.ReadBaseEquation(problem)
	_, gcd := intphrase.ReadGcd(problem)
	_, term := intphrase.ReadTermSearch(problem)
	_, rng := intphrase.ReadRange(problem)
	if !ok && !given && !base && !gcd && !term && !rng {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	if ok && q.Kind == intphrase.TermDecimal {
		g.decimalSlips(ans)
		return
	}
	one := big.NewRat(1, 1)
	cands := []*big.Rat{new(big.Rat).Add(ans, one), new(big.Rat).Sub(ans, one), new(big.Rat).Add(ans, ans)}
	if given {
		cands = append(cands, new(big.Rat).Sub(big.NewRat(gr.M, 1), ans))
	}
	if q.Kind == intphrase.Remainder {
		if m, err := algebra.IntValue(q.Mod); err == nil {
			cands = append(cands, new(big.Rat).Sub(new(big.Rat).SetInt(m), ans))
		}
	}
	for _, v := range cands {
		if v.Sign() >= 0 && v.Cmp(ans) != 0 {
			g.emit(IntPhraseSlip, algebra.RatExpr(v))
		}
	}
}

// decimalSlips are the decimals of the answer's places with the last
// place off by one, and the answer shifted by one place (×10, ÷10).
func (g *gen) decimalSlips(ans *big.Rat) {
	places := 0
	for places < 30 && new(big.Int).Mod(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil), ans.Denom()).Sign() != 0 {
		places++
	}
	step := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil))
	for _, v := range []*big.Rat{new(big.Rat).Add(ans, step), new(big.Rat).Sub(ans, step), new(big.Rat).Mul(ans, big.NewRat(10, 1)), new(big.Rat).Mul(ans, big.NewRat(1, 10))} {
		if v.Sign() < 0 || v.Cmp(ans) == 0 {
			continue
		}
		s := strings.TrimRight(strings.TrimRight(v.FloatString(places+1), "0"), ".")
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(IntPhraseSlip, e)
		}
	}
}
