package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/consistent"
)

// CheckConsistency decides "Determine if the system is consistent. If
// so, is the solution unique?" for a linear system with rational
// coefficients (issue 42; statement/consistent). "There is no solution"
// is confirmed by a combination λ of the equations with λ·A = 0 and λ·b ≠
// 0 (augmentedWitness, the evidence); a solution given as assignments
// (the unknowns not assigned and any other letter its parameters) is the
// solution set exactly when its constant part solves the system and its
// directions are n − rank A independent null vectors, as for
// CheckSolutionSet. Anything else is undecided.
func CheckConsistency(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	eqs, ok := consistent.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var unknowns []string
	seen := map[string]bool{}
	for _, e := range eqs {
		for _, l := range consistent.Letters(e) {
			if !seen[l] {
				seen[l] = true
				unknowns = append(unknowns, l)
			}
		}
	}
	aug, ok := linearRows(eqs, unknowns)
	if !ok {
		return decide.Undecided(kind, "the system is not read as linear equations with rational coefficients"), true
	}
	none, as, ok := consistent.ReadAnswer(statement.DollarAnswer(answerSrc))
	if !ok {
		return decide.Undecided(kind, "whether the system is consistent is asked; the answer is not \"There is no solution\" or a solution written as assignments"), true
	}
	n := len(unknowns)
	a, b := make([][]*big.Rat, aug.Rows), make([]*big.Rat, aug.Rows)
	for i := range aug.Rows {
		a[i], b[i] = aug.A[i][:n], aug.A[i][n]
	}
	if none {
		_, lambda := augmentedWitness(aug, 0, 0, aug.A[0][0])
		if lambda == nil {
			return decide.Undecided(kind, "the system is consistent (exact elimination over ℚ); the answer says no solution: not trusted as a refutation"), true
		}
		var ev []decide.Comparison
		for j := range n {
			ev = append(ev, equal(fmt.Sprintf("λ times the column of %s", unknowns[j]), dotExpr(lambda, column(aug, j)), &ast.Number{Int: "0"}))
		}
		ev = append(ev, decide.Comparison{What: "λ times the right sides is not zero", Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{dotExpr(lambda, b), &ast.Number{Int: "0"}}}, Want: record.WantHolds})
		r := decide.Confirm(kind, "the combination λ = %s of the equations has λ·A = 0 and λ·b = %s ≠ 0 (exact elimination over ℚ): the system has no solution, as the answer says", ratsText(lambda), dotRat(lambda, b).RatString())
		r.Evidence = ev
		return r, true
	}
	entries, params, ok := assignedEntries(unknowns, as)
	if !ok {
		return decide.Undecided(kind, "the answer's assignments are not one per unknown in free parameters"), true
	}
	base, dirs, ok := affineColumn(entries, params)
	if !ok {
		return decide.Undecided(kind, "an assignment of the answer is not affine in its parameters"), true
	}
	return solutionSetVerdict(a, b, base, dirs, nil), true
}

// linearRows reads each equation as a row of [A | b] in the unknowns;
// ok is false for a term that is not a rational multiple of one unknown.
func linearRows(eqs, unknowns []string) (*algebra.Matrix, bool) {
	vars := map[string]bool{}
	for _, u := range unknowns {
		vars[u] = true
	}
	n := len(unknowns)
	aug, err := algebra.NewMatrix(len(eqs), n+1)
	if err != nil || n == 0 {
		return nil, false
	}
	for i, src := range eqs {
		e, err := latex.ParseExpr(src)
		rel, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return nil, false
		}
		l, err := algebra.LaurentOf(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, vars)
		if err != nil {
			return nil, false
		}
		for _, t := range l {
			if len(t.Exps) == 0 {
				aug.A[i][n].Sub(aug.A[i][n], t.C)
				continue
			}
			j := -1
			for v, x := range t.Exps {
				for k, u := range unknowns {
					if u == v && x.Cmp(big.NewRat(1, 1)) == 0 && len(t.Exps) == 1 {
						j = k
					}
				}
			}
			if j < 0 {
				return nil, false
			}
			aug.A[i][j].Add(aug.A[i][j], t.C)
		}
	}
	return aug, true
}

// assignedEntries is the answer's solution as one formula per unknown:
// an assigned unknown's expression, or the unknown itself (a parameter);
// the parameters are the letters of the entries. ok is false for an
// assignment of a letter that is not an unknown, or an expression in an
// assigned unknown.
func assignedEntries(unknowns []string, as []consistent.Assignment) (entries, params []string, ok bool) {
	assigned := map[string]string{}
	for _, x := range as {
		assigned[x.Var] = x.Expr
	}
	isUnknown := map[string]bool{}
	for _, u := range unknowns {
		isUnknown[u] = true
	}
	for v := range assigned {
		if !isUnknown[v] {
			return nil, nil, false
		}
	}
	seen := map[string]bool{}
	for _, u := range unknowns {
		e, has := assigned[u]
		if !has {
			e = u
		}
		entries = append(entries, e)
		for _, l := range consistent.Letters(e) {
			if _, isAssigned := assigned[l]; isAssigned && has {
				return nil, nil, false
			}
			if !seen[l] {
				seen[l] = true
				params = append(params, l)
			}
		}
	}
	return entries, params, true
}
