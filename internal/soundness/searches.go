package soundness

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, integer searches ("the smallest positive integer such that",
// "the largest three-digit multiple of 13"): the answer n is mutated to
// its neighbours n ± m for every number m written in the statement (a
// divisor, a modulus, a bound): the next candidate of the same residue
// class, which a search that stops one step early or late would accept.
const SearchStep = "search-step"

var (
	searchCue   = regexp.MustCompile(`(?i)\b(smallest|largest|greatest|least)\b`)
	searchNumRe = regexp.MustCompile(`\d+`)
)

// searches adds n ± m for an answer that is one integer n in digits.
func (g *gen) searches(problem string) {
	if !searchCue.MatchString(problem) {
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil {
		return
	}
	if neg {
		v.Neg(v)
	}
	seen := map[string]bool{}
	for _, s := range searchNumRe.FindAllString(strings.ReplaceAll(problem, ",", ""), 20) {
		m, ok := new(big.Int).SetString(s, 10)
		if !ok || m.Cmp(big.NewInt(2)) < 0 || m.BitLen() > 40 || seen[s] {
			continue
		}
		seen[s] = true
		for _, sign := range []int64{1, -1} {
			w := new(big.Int).Add(v, new(big.Int).Mul(m, big.NewInt(sign)))
			var e ast.Expr = num(new(big.Int).Abs(w).String())
			if w.Sign() < 0 {
				e = &ast.Unary{Op: ast.Neg, X: e}
			}
			g.emit(SearchStep, e)
		}
	}
}

// intAnswer reads an answer that is one integer in digits, or its
// negation.
func intAnswer(root ast.Expr) (*big.Int, bool) {
	neg := false
	if u, ok := root.(*ast.Unary); ok && u.Op == ast.Neg {
		root, neg = u.X, true
	}
	n, ok := root.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" {
		return nil, false
	}
	v, ok := new(big.Int).SetString(n.Int, 10)
	if !ok {
		return nil, false
	}
	return v, neg
}
