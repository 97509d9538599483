package linalg

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/consistent"
	"github.com/dgnpipe/dgnpipe/internal/statement/leastsq"
)

// CheckLeastSquares decides a least-squares solution (issue 42;
// statement/leastsq): the system A·x ≈ b (equations, a matrix form, or the
// rows [1, xᵢ(, xᵢ²)] ≈ yᵢ of points for a line or a parabola) has the one
// least-squares solution of the normal equations AᵀA·x = Aᵀb when AᵀA is
// invertible, computed exactly over ℚ and compared with the answer's
// values (a column, a named tuple, or the curve's coefficients). The
// evidence is Aᵀ(A·x − b) = 0 at the answer, entry by entry, and det AᵀA ≠
// 0. A singular AᵀA, an answer of another shape or another value is
// undecided.
func CheckLeastSquares(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := leastsq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	a, b, unknowns, ok := leastSystem(q)
	if !ok {
		return decide.Undecided(kind, "the least-squares system is not read with rational coefficients"), true
	}
	ans, ok := leastsq.ReadAnswer(answerSrc)
	var got []*big.Rat
	if ok {
		got, ok = leastAnswer(q, ans, unknowns)
	}
	if !ok {
		return decide.Undecided(kind, "the least-squares solution is asked; the answer is not read as values of %s", strings.Join(unknowns, ", ")), true
	}
	n := len(unknowns)
	nm, err := algebra.NewMatrix(n, n)
	if err != nil {
		return decide.Undecided(kind, "the system is too large"), true
	}
	rhs := make([]*big.Rat, n)
	for j := range n {
		rhs[j] = new(big.Rat)
		for k := range n {
			for i := range a {
				nm.A[j][k].Add(nm.A[j][k], new(big.Rat).Mul(a[i][j], a[i][k]))
			}
		}
		for i := range a {
			rhs[j].Add(rhs[j], new(big.Rat).Mul(a[i][j], b[i]))
		}
	}
	inv, err := algebra.Inverse(nm)
	if err != nil {
		return decide.Undecided(kind, "AᵀA = %s is singular: the least-squares solution is not unique", nm), true
	}
	want := make([]*big.Rat, n)
	for j := range n {
		want[j] = dotRat(inv.A[j], rhs)
	}
	same := true
	for j := range n {
		same = same && want[j].Cmp(got[j]) == 0
	}
	how := fmt.Sprintf("the normal equations AᵀA·x = Aᵀb (AᵀA = %s, invertible) give %s = %s exactly", nm, strings.Join(unknowns, ", "), ratsText(want))
	if !same {
		return decide.Undecided(kind, "%s; the answer's %s: not trusted as a refutation of a worked answer", how, ratsText(got)), true
	}
	var ev []decide.Comparison
	for j := range n {
		var e ast.Expr
		for i := range a {
			res := &ast.Binary{Op: ast.Sub, X: dotExpr(a[i], got), Y: ratExpr(b[i])}
			e = addTerm(e, &ast.Binary{Op: ast.Mul, X: ratExpr(a[i][j]), Y: res})
		}
		ev = append(ev, equal(fmt.Sprintf("entry %d of Aᵀ(A·x − b) at the answer", j+1), e, &ast.Number{Int: "0"}))
	}
	if rows, cols, ok := nonzeroMinor(nm.A, n); ok {
		ev = append(ev, minorNonzero("det AᵀA", nm.A, rows, cols))
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = ev
	return r, true
}

// leastSystem is the statement's A and b and the unknowns' names (a0,
// a1, a2 for a curve's coefficients).
func leastSystem(q leastsq.Question) (a [][]*big.Rat, b []*big.Rat, unknowns []string, ok bool) {
	switch {
	case q.Eqs != nil:
		seen := map[string]bool{}
		for _, e := range q.Eqs {
			for _, l := range consistent.Letters(e) {
				if !seen[l] {
					seen[l] = true
					unknowns = append(unknowns, l)
				}
			}
		}
		aug, ok := linearRows(q.Eqs, unknowns)
		if !ok {
			return nil, nil, nil, false
		}
		for _, row := range aug.A {
			a, b = append(a, row[:len(unknowns)]), append(b, row[len(unknowns)])
		}
		return a, b, unknowns, true
	case q.Rows != nil:
		for i, row := range q.Rows {
			var r []*big.Rat
			for _, e := range row {
				r = append(r, mustRat(e))
			}
			a, b = append(a, r), append(b, mustRat(q.B[i]))
		}
		return a, b, q.Unknowns, true
	}
	for i := range q.Xs {
		x := mustRat(q.Xs[i])
		r := []*big.Rat{big.NewRat(1, 1), x}
		if q.Degree == 2 {
			r = append(r, new(big.Rat).Mul(x, x))
		}
		a, b = append(a, r), append(b, mustRat(q.Ys[i]))
	}
	unknowns = []string{"a0", "a1", "a2"}[:q.Degree+1]
	return a, b, unknowns, true
}

// leastAnswer is the answer's values in the order of the unknowns: a
// column (unknowns in alphabetical order as first written), a tuple
// naming the unknowns in order, or a curve's coefficients of 1, x, x².
func leastAnswer(q leastsq.Question, ans leastsq.Answer, unknowns []string) ([]*big.Rat, bool) {
	if ans.Curve != "" {
		if q.Xs == nil {
			return nil, false
		}
		l, err := affineOf(ans.Curve, map[string]bool{"x": true})
		if err != nil {
			return nil, false
		}
		out := make([]*big.Rat, q.Degree+1)
		for i := range out {
			out[i] = new(big.Rat)
		}
		for _, t := range l {
			d := t.Exps["x"]
			if d == nil {
				out[0].Add(out[0], t.C)
				continue
			}
			if !d.IsInt() || d.Sign() <= 0 || d.Num().Int64() > int64(q.Degree) || len(t.Exps) != 1 {
				return nil, false
			}
			out[d.Num().Int64()].Add(out[d.Num().Int64()], t.C)
		}
		return out, true
	}
	if q.Xs != nil || len(ans.Values) != len(unknowns) {
		return nil, false
	}
	if ans.Names != nil {
		for i, n := range ans.Names {
			if n != unknowns[i] {
				return nil, false
			}
		}
	} else if !sort.StringsAreSorted(unknowns) {
		return nil, false
	}
	out := make([]*big.Rat, len(ans.Values))
	for i, v := range ans.Values {
		e, err := latex.ParseExpr(v)
		if err != nil {
			return nil, false
		}
		r, err := algebra.RatValue(e)
		if err != nil {
			return nil, false
		}
		out[i] = r
	}
	return out, true
}
