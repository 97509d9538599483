package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/constident"
)

// CheckConstIdentity decides "Find constants $A,$ $B,$ and $C$ so that
// \[\frac{x^2 - 7}{(x - 2)(x - 3)(x - 5)} = \frac{A}{x - 2} + \frac{B}{x -
// 3} + \frac{C}{x - 5}.\]Enter the ordered triple $(A,B,C).$" and "There
// exist constants … so that \[L = R.\]Find $E.$" (constident.Read; issue
// 42, MATH Intermediate Algebra). L − R is written exactly as N/D,
// polynomials in x and the constants (forms.NewAlgBuilder), D free of the
// constants: the equation holds for every x where both sides are defined
// exactly when N is 0 as a polynomial in x, that is when each coefficient
// of a power of x is 0. Those coefficients must be affine in the
// constants; the linear system must have exactly one solution (rank =
// the number of constants, consistent, exact over ℚ). The answer's tuple
// is compared with it entry by entry, or E evaluated at it with the
// answer. Anything else (a constant in a denominator or in a power, a
// radical, no or many solutions) leaves the row undecided.
func CheckConstIdentity(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := constident.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	sol, why := identityConstants(c, q)
	if why != "" {
		return decide.Undecided(kind, "the constants of the identity %s are asked, but %s", statement.Clip(q.Src, 60), why), true
	}
	env := cas.Env{}
	parts := make([]string, len(q.Names))
	for i, n := range q.Names {
		env[n] = cas.Rat(sol[i])
		parts[i] = n + " = " + sol[i].RatString()
	}
	how := fmt.Sprintf("%s holds for every x exactly when %s (the coefficients of the powers of x in the numerator of L − R equated to 0, a linear system of rank %d, exact over ℚ)", statement.Clip(q.Src, 60), strings.Join(parts, ", "), len(q.Names))
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s; the answer is not one formula", how), true
	}
	if q.Expr == nil {
		return tupleVerdict(c, sol, ans.Root, how), true
	}
	v, err := c.Eval(q.Expr, env)
	want, exact := v.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "%s; %s is not an exact rational there", how, ast.Print(q.Expr)), true
	}
	got, ok := exactRat(c, ans.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not an exact rational", how), true
	}
	var r decide.Result
	if got.Cmp(want) == 0 {
		r = decide.Confirm(kind, "%s, so %s = %s, as the answer", how, ast.Print(q.Expr), want.RatString())
	} else {
		r = decide.Refute(kind, "%s, so %s = %s; the answer is %s", how, ast.Print(q.Expr), want.RatString(), got.RatString())
	}
	r.Evidence = []decide.Comparison{{What: "E at the constants against the answer", Left: q.Expr, Right: ans.Items[0].E, Points: []cas.Env{env}, Want: record.WantEqual}}
	return r, true
}

// tupleVerdict compares the constants with the answer's tuple.
func tupleVerdict(c *decide.Checker, sol []*big.Rat, root ast.Expr, how string) decide.Result {
	kind := statement.KindValue
	t, ok := root.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) != len(sol) {
		return decide.Undecided(kind, "%s; the answer is not a tuple of %d entries", how, len(sol))
	}
	var ev []decide.Comparison
	same := true
	for i, e := range t.Items {
		got, ok := exactRat(c, e)
		if !ok {
			return decide.Undecided(kind, "%s; entry %d of the answer is not an exact rational", how, i+1)
		}
		same = same && got.Cmp(sol[i]) == 0
		ev = append(ev, decide.Comparison{What: fmt.Sprintf("constant %d against the answer's", i+1), Left: algebra.RatExpr(sol[i]), Right: e, Want: record.WantEqual})
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if !same {
		r = decide.Refute(kind, "%s; the answer's tuple differs", how)
	}
	r.Evidence = ev
	return r
}

// identityConstants solves the coefficients of L − R's numerator for the
// constants.
func identityConstants(c *decide.Checker, q constident.Question) ([]*big.Rat, string) {
	unknowns := append([]string{"x"}, q.Names...)
	b := forms.NewAlgBuilder(c, unknowns)
	m, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: q.L, Y: q.R})
	if !ok || len(b.Aux) > 0 {
		return nil, "the equation is not read as a quotient of polynomials in x and the constants"
	}
	k := len(q.Names)
	for _, t := range m.Den {
		for i := 1; i < len(t.E); i++ {
			if t.E[i] != 0 {
				return nil, "a constant stands in a denominator"
			}
		}
	}
	// rows[e]: the coefficient of xᵉ, as (c₁ … c_k | constant term).
	rows := map[int][]*big.Rat{}
	for _, t := range m.Num {
		deg := 0
		for i := 1; i < len(t.E); i++ {
			deg += t.E[i]
			if i > k && t.E[i] != 0 {
				return nil, "the numerator holds an auxiliary unknown"
			}
		}
		if deg > 1 {
			return nil, "a coefficient is not affine in the constants"
		}
		row := rows[t.E[0]]
		if row == nil {
			row = make([]*big.Rat, k+1)
			for i := range row {
				row[i] = new(big.Rat)
			}
			rows[t.E[0]] = row
		}
		at := k
		for i := 1; i <= k; i++ {
			if t.E[i] == 1 {
				at = i - 1
			}
		}
		row[at].Add(row[at], t.C)
	}
	return solveUnique(rows, k)
}

// maxIdentityRows bounds the powers of x whose coefficients are equated.
const maxIdentityRows = 32

// solveUnique solves Σ row[i]·cᵢ + row[k] = 0 over the rows, when the
// solution is one point: Gauss–Jordan elimination, exact over ℚ (the rows
// are the powers of x, more than algebra.NewMatrix's bound allows).
func solveUnique(rows map[int][]*big.Rat, k int) ([]*big.Rat, string) {
	if len(rows) > maxIdentityRows || k > algebra.MaxMatrixDim {
		return nil, fmt.Sprintf("%d equations in %d constants are more than leg 1 solves", len(rows), k)
	}
	var a [][]*big.Rat
	for _, row := range rows {
		r := make([]*big.Rat, k+1)
		for j := range k {
			r[j] = new(big.Rat).Set(row[j])
		}
		r[k] = new(big.Rat).Neg(row[k])
		a = append(a, r)
	}
	for col := range k {
		p := -1
		for i := col; i < len(a); i++ {
			if a[i][col].Sign() != 0 {
				p = i
				break
			}
		}
		if p < 0 {
			return nil, fmt.Sprintf("the coefficients do not fix the constant %d (no single solution)", col+1)
		}
		a[p], a[col] = a[col], a[p]
		inv := new(big.Rat).Inv(a[col][col])
		for j := range a[col] {
			a[col][j].Mul(a[col][j], inv)
		}
		for i := range a {
			if i == col || a[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(a[i][col])
			for j := range a[i] {
				a[i][j].Sub(a[i][j], new(big.Rat).Mul(f, a[col][j]))
			}
		}
	}
	for i := k; i < len(a); i++ {
		if a[i][k].Sign() != 0 {
			return nil, "the coefficients' system has no solution"
		}
	}
	sol := make([]*big.Rat, k)
	for i := range k {
		sol[i] = a[i][k]
	}
	return sol, ""
}

func exactRat(c *decide.Checker, e ast.Expr) (*big.Rat, bool) {
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	return v.Exact()
}
