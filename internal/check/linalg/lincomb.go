package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/lincomb"
)

// CheckLinearCombination decides whether v is a linear combination of
// the vectors u (issue 42; statement/lincomb). The answer "v = Σ cᵢ uᵢ",
// the statement's vectors written out in order, is confirmed when the sum
// is v exactly (evidence: each entry of the sum against v's); "the system
// v = Σ aᵢ uᵢ has no solution" when a combination λ of the coordinates
// has λ·uᵢ = 0 for every i and λ·v ≠ 0 (augmentedWitness on [U | v],
// evidence: those dot products). Any other outcome is undecided.
func CheckLinearCombination(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := lincomb.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, ok := lincomb.ReadAnswer(statement.DollarAnswer(answerSrc))
	if !ok || !sameVectors(ans.Vecs, append([][]*big.Int{q.V}, q.U...)) {
		return decide.Undecided(kind, "whether v is a linear combination is asked; the answer is not \"v = Σ cᵢ uᵢ\" or \"the system … has no solution\" with the statement's vectors in order"), true
	}
	v := ratRows([][]*big.Int{q.V})[0]
	u := ratRows(q.U)
	aug, err := algebra.NewMatrix(len(v), len(u)+1)
	if err != nil {
		return decide.Undecided(kind, "the vectors are too large: %v", err), true
	}
	for i := range v {
		for j := range u {
			aug.A[i][j].Set(u[j][i])
		}
		aug.A[i][len(u)].Set(v[i])
	}
	if !ans.Yes {
		_, lambda := augmentedWitness(aug, 0, 0, aug.A[0][0])
		if lambda == nil {
			return decide.Undecided(kind, "v is a linear combination of the u (exact elimination over ℚ); the answer says no: not trusted as a refutation of a worked answer"), true
		}
		var ev []decide.Comparison
		for j := range u {
			ev = append(ev, equal(fmt.Sprintf("λ·u%d", j+1), dotExpr(lambda, u[j]), &ast.Number{Int: "0"}))
		}
		ev = append(ev, decide.Comparison{What: "λ·v is not zero", Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{dotExpr(lambda, v), &ast.Number{Int: "0"}}}, Want: record.WantHolds})
		r := decide.Confirm(kind, "λ = %s has λ·uᵢ = 0 for every i and λ·v = %s ≠ 0 (exact elimination of [U | v] over ℚ): v is not a linear combination of the u, as the answer says", ratsText(lambda), dotRat(lambda, v).RatString())
		r.Evidence = ev
		return r, true
	}
	coefs := make([]*big.Rat, len(ans.Coefs))
	for i, x := range ans.Coefs {
		coefs[i] = new(big.Rat).SetInt(x)
	}
	var ev []decide.Comparison
	same := true
	for i := range v {
		row := make([]*big.Rat, len(u))
		for j := range u {
			row[j] = u[j][i]
		}
		ev = append(ev, equal(fmt.Sprintf("entry %d of Σ cᵢ uᵢ against v's", i+1), dotExpr(coefs, row), ratExpr(v[i])))
		same = same && dotRat(coefs, row).Cmp(v[i]) == 0
	}
	if !same {
		return decide.Undecided(kind, "the answer's combination with coefficients %s is not v: not trusted as a refutation of a worked answer", ratsText(coefs)), true
	}
	r := decide.Confirm(kind, "the combination with the answer's coefficients %s of the statement's vectors is v, entry by entry (exact)", ratsText(coefs))
	r.Evidence = ev
	return r, true
}

func sameVectors(a, b [][]*big.Int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if a[i][j].Cmp(b[i][j]) != 0 {
				return false
			}
		}
	}
	return true
}
