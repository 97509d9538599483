package counting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/pascal"
)

// maxPascalRow bounds the rows of Pascal's triangle read.
const maxPascalRow = 200

// CheckPascal checks a number of Pascal's triangle or one binomial
// coefficient: C(N, K) computed exactly (the given values of other
// coefficients checked true first), the primes of a row tried by
// ProbablyPrime (exact below 2^64, rows up to 60), the numbers of the first rows, the sum
// 2^N of row N; C(n, 0) = C(n, n) = 1 and C(n, 1) = C(n, n-1) = n for
// every n, the answer's text "1" or "n"; ok is false when the statement
// does not ask for it.
func CheckPascal(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := pascal.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Kind == pascal.Symbolic {
		return symbolicBinom(q, answerSrc), true
	}
	// Below 2^64 ProbablyPrime is exact: C(60, k) < 2^64.
	if q.N < 0 || q.N > maxPascalRow || q.K < 0 || q.K > q.N || q.Kind == pascal.Primes && q.N > 60 {
		return decide.Undecided(kind, "%s: row %d is not a row leg 1 reads", q.Shape, q.N), true
	}
	for _, g := range q.Given {
		if g[0] > maxPascalRow || g[1] > g[0] || new(big.Int).Binomial(g[0], g[1]).Cmp(big.NewInt(g[2])) != 0 {
			return decide.Undecided(kind, "%s: the given C(%d, %d) = %d is not true", q.Shape, g[0], g[1], g[2]), true
		}
	}
	want, how := pascalValue(q)
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return withExact(r, q.Shape, want, got), true
}

// pascalValue is the number asked and how it was found.
func pascalValue(q pascal.Question) (*big.Int, string) {
	switch q.Kind {
	case pascal.Primes:
		n := 0
		for k := 0; k <= q.N; k++ {
			if b := new(big.Int).Binomial(int64(q.N), int64(k)); b.ProbablyPrime(20) {
				n++
			}
		}
		return big.NewInt(int64(n)), fmt.Sprintf("%s: %d of C(%d, 0), …, C(%d, %d) are prime", q.Shape, n, q.N, q.N, q.N)
	case pascal.Count:
		v := big.NewInt(int64(q.N) * int64(q.N+1) / 2)
		return v, fmt.Sprintf("%s: rows 0 to %d hold 1 + 2 + … + %d = %s numbers", q.Shape, q.N-1, q.N, v)
	case pascal.RowSum:
		v := new(big.Int).Lsh(big.NewInt(1), uint(q.N))
		return v, fmt.Sprintf("%s: row %d sums to 2^%d = %s", q.Shape, q.N, q.N, v)
	}
	v := new(big.Int).Binomial(int64(q.N), int64(q.K))
	return v, fmt.Sprintf("%s: C(%d, %d) = %s", q.Shape, q.N, q.K, v)
}

// symbolicBinom compares C(n, K) for every n, 1 or n, with the answer's
// text "1", "n" or an integer; any other answer is undecided.
func symbolicBinom(q pascal.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	how := fmt.Sprintf("%s: %s", q.Shape, q.Poly)
	// The answer at n = at: "n" is at, an integer is itself.
	var at int64 = 7
	var val *big.Int
	switch v, ok := statement.AnswerInteger(a); {
	case a == "n":
		val = big.NewInt(at)
	case ok:
		if v.Cmp(big.NewInt(at)) == 0 {
			at = 8
		}
		val = v
	default:
		return decide.Undecided(kind, "%s; the answer %q is not read as a polynomial in n", how, statement.Clip(answerSrc, 30))
	}
	k := int64(0)
	if q.Poly == "n" {
		k = 1
	}
	want := new(big.Int).Binomial(at, k)
	var r decide.Result
	switch {
	case a == q.Poly:
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	case a == "n" || q.Poly == "n" || val.Cmp(want) != 0:
		r = decide.Refute(kind, "%s, not %s: at n = %d, %s against %s", how, a, at, want, val)
	default:
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return decide.WithExactEvidence(r, fmt.Sprintf("C(n, K) at n = %d", at), new(big.Rat).SetInt(want), decide.IntExpr(val))
}
