package linalg

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/matrixfind"
)

// CheckFindMatrix decides "Find the matrix that corresponds to projecting
// onto the vector $V.$" and the other shapes of matrixfind.Read (issue 42,
// MATH Precalculus): the matrix asked is computed exactly over ℚ from the
// statement's integer entries and compared entry by entry with the
// answer's matrix:
//
//   - the projection onto the line along v: v vᵀ/(v·v); the reflection
//     over it: 2 v vᵀ/(v·v) − I; onto or through the plane normal to n:
//     I − n nᵀ/(n·n), I − 2 n nᵀ/(n·n);
//   - a dilation with scale factor k (M v = k v for every v): k I;
//   - M v = u × v for every v: the cross-product matrix of u;
//   - M A = B with A square and invertible: B A⁻¹, the only solution
//     (M uᵢ = vᵢ read as the columns of A and B);
//   - M X = Y for every value of the letters of X, Y's entries linear
//     forms in them with integer coefficients: with X the identity, M can
//     only be Y's coefficient matrix C at X = I, and it is the answer
//     exactly when C X ≡ Y coefficient by coefficient; otherwise no M
//     exists, and the answer asked is the zero matrix where the statement
//     says so (undecided where it does not).
//
// A singular A, an entry that is not an integer or an answer that is not
// one matrix with rational entries of the size computed leave the row
// undecided.
func CheckFindMatrix(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := matrixfind.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, how, why := findMatrix(q)
	if why != "" {
		return decide.Undecided(kind, "the matrix asked is read (%s), but %s", how, why), true
	}
	src := strings.TrimSpace(statement.DollarAnswer(answerSrc))
	if m := oneFormulaRe.FindStringSubmatch(src); m != nil {
		src = m[1]
	}
	got, ok := (&checker{c}).literalMatrix(strings.TrimSpace(src))
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not one matrix with rational entries", how), true
	}
	if got.Rows != want.Rows || got.Cols != want.Cols {
		return decide.Undecided(kind, "%s; the answer is %d×%d", how, got.Rows, got.Cols), true
	}
	var r decide.Result
	if got.Equal(want) {
		r = decide.Confirm(kind, "%s, equal entry by entry to the answer", how)
	} else {
		r = decide.Refute(kind, "%s; the answer is %s", how, got)
	}
	if q.Kind == matrixfind.Solve {
		a, _ := intRows(q.A)
		b, _ := intRows(q.B)
		r.Evidence = productEquals(got, a, b)
	} else {
		r.Evidence = entriesEqual("the matrix asked against the answer's", want, got)
	}
	return r, true
}

// findMatrix computes the matrix asked, with a note on how, or says why
// it is not computed.
func findMatrix(q matrixfind.Question) (want *algebra.Matrix, how, why string) {
	switch q.Kind {
	case matrixfind.Project, matrixfind.Reflect, matrixfind.PlaneProject, matrixfind.PlaneReflect:
		return lineMap(q)
	case matrixfind.Dilate:
		k, ok := intRat(q.Scale)
		if !ok {
			return nil, "a dilation", fmt.Sprintf("the scale factor %q is not an integer", q.Scale)
		}
		id, _ := algebra.Identity(q.Dim)
		want, _ = algebra.ScaleMatrix(k, id)
		return want, fmt.Sprintf("M v = %s v for every v of ℚ^%d: M = %s", k.RatString(), q.Dim, want), ""
	case matrixfind.Cross:
		u, ok := intRows([][]string{q.V})
		if !ok {
			return nil, "M v = u × v", "an entry of u is not an integer"
		}
		x, y, z := u.A[0][0], u.A[0][1], u.A[0][2]
		want, _ = algebra.NewMatrix(3, 3)
		for _, e := range []struct {
			i, j int
			v    *big.Rat
		}{{0, 1, neg(z)}, {0, 2, y}, {1, 0, z}, {1, 2, neg(x)}, {2, 0, neg(y)}, {2, 1, x}} {
			want.A[e.i][e.j].Set(e.v)
		}
		return want, fmt.Sprintf("M v = u × v for every v, u = %s: M = %s (the cross-product matrix of u)", u, want), ""
	case matrixfind.Solve:
		return solveMatrix(q)
	case matrixfind.Generic:
		return genericMatrix(q)
	}
	return nil, "a matrix", "the kind is unknown"
}

// lineMap is the matrix of a projection onto, or a reflection over, a line
// or a plane through the origin.
func lineMap(q matrixfind.Question) (*algebra.Matrix, string, string) {
	names := map[matrixfind.Kind]string{matrixfind.Project: "the projection onto the line along", matrixfind.Reflect: "the reflection over the line along",
		matrixfind.PlaneProject: "the projection onto the plane normal to", matrixfind.PlaneReflect: "the reflection through the plane normal to"}
	name := names[q.Kind]
	rows := make([][]string, len(q.V))
	for i, e := range q.V {
		rows[i] = []string{e}
	}
	v, ok := intRows(rows)
	if !ok {
		return nil, name + " a vector", "an entry of the vector is not an integer"
	}
	vv, _ := algebra.Dot(v, v)
	if vv.Sign() == 0 {
		return nil, name + " 0", "the vector is zero"
	}
	outer, _ := algebra.MulMatrix(v, algebra.Transpose(v))
	s := new(big.Rat).Inv(vv) // P = s v vᵀ
	if q.Kind == matrixfind.Reflect || q.Kind == matrixfind.PlaneReflect {
		s.Add(s, s)
	}
	p, _ := algebra.ScaleMatrix(s, outer)
	id, _ := algebra.Identity(v.Rows)
	var want *algebra.Matrix
	formula := "v vᵀ/(v·v)"
	switch q.Kind {
	case matrixfind.Project:
		want = p
	case matrixfind.Reflect:
		want, _ = algebra.AddMatrix(p, id, -1)
		formula = "2 v vᵀ/(v·v) − I"
	case matrixfind.PlaneProject:
		want, _ = algebra.AddMatrix(id, p, -1)
		formula = "I − v vᵀ/(v·v)"
	default:
		want, _ = algebra.AddMatrix(id, p, -1)
		formula = "I − 2 v vᵀ/(v·v)"
	}
	return want, fmt.Sprintf("the matrix of %s v = %s is %s = %s (exact over ℚ)", name, algebra.Transpose(v), formula, want), ""
}

// solveMatrix is B A⁻¹, the only M with M A = B when A is invertible.
func solveMatrix(q matrixfind.Question) (*algebra.Matrix, string, string) {
	a, ok1 := intRows(q.A)
	b, ok2 := intRows(q.B)
	if !ok1 || !ok2 || a.Rows != a.Cols || b.Cols != a.Rows {
		return nil, "M A = B", "the entries are not integers of matching sizes"
	}
	how := fmt.Sprintf("M A = B with A = %s, B = %s", a, b)
	inv, err := algebra.Inverse(a)
	if err != nil {
		return nil, how, "A is not invertible (no single M)"
	}
	want, _ := algebra.MulMatrix(b, inv)
	return want, fmt.Sprintf("%s: A is invertible, so M = B A⁻¹ = %s is the only solution (exact over ℚ)", how, want), ""
}

// genericMatrix is the M with M X = Y for every value of X's letters, or
// the zero matrix asked where there is none.
func genericMatrix(q matrixfind.Question) (*algebra.Matrix, string, string) {
	n, p := len(q.A), len(q.A[0])
	where := map[string][2]int{}
	for i, row := range q.A {
		for j, l := range row {
			where[l] = [2]int{i, j}
		}
	}
	how := fmt.Sprintf("M X = Y for every value of the letters of X = %v, Y = %v", q.A, q.B)
	// coef[i][j][k][l]: the coefficient of X_kl in Y_ij.
	coef := make([][][][]*big.Rat, n)
	for i := range n {
		coef[i] = make([][][]*big.Rat, p)
		for j := range p {
			form, ok := linearForm(q.B[i][j], where, n, p)
			if !ok {
				return nil, how, fmt.Sprintf("the entry %q of Y is not a linear form in X's letters with integer coefficients", q.B[i][j])
			}
			coef[i][j] = form
		}
	}
	m, _ := algebra.NewMatrix(n, n)
	for i := range n {
		for k := range n {
			m.A[i][k].Set(coef[i][0][k][0]) // Y at X = I (first column)
		}
	}
	for i := range n {
		for j := range p {
			for k := range n {
				for l := range p {
					w := new(big.Rat)
					if l == j {
						w.Set(m.A[i][k])
					}
					if coef[i][j][k][l].Cmp(w) != 0 {
						if !q.ZeroIfNone {
							return nil, how, "no such M exists and the statement names no answer for that case"
						}
						zero, _ := algebra.NewMatrix(n, n)
						return zero, fmt.Sprintf("%s: the only candidate is M = %s (Y's coefficients), but the coefficient of %s in Y[%d,%d] is %s where M X has %s, so no M exists and the zero matrix is asked", how, m, q.A[k][l], i+1, j+1, coef[i][j][k][l].RatString(), w.RatString()), ""
					}
				}
			}
		}
	}
	return m, fmt.Sprintf("%s: M = %s, Y's coefficients, and M X ≡ Y coefficient by coefficient (exact over ℚ)", how, m), ""
}

var linearTermRe = regexp.MustCompile(`^([+-]?)(\d{0,6})([a-z])$`)

// linearForm reads src as Σ c·letter (integer c, each letter of X at most
// once, no constant term) as the coefficients of X's entries.
func linearForm(src string, where map[string][2]int, n, p int) ([][]*big.Rat, bool) {
	form := make([][]*big.Rat, n)
	for k := range n {
		form[k] = make([]*big.Rat, p)
		for l := range p {
			form[k][l] = new(big.Rat)
		}
	}
	s := strings.ReplaceAll(src, " ", "")
	var terms []string
	for start, i := 0, 1; i <= len(s); i++ {
		if i == len(s) || s[i] == '+' || s[i] == '-' {
			terms = append(terms, s[start:i])
			start = i
		}
	}
	seen := map[string]bool{}
	for _, t := range terms {
		m := linearTermRe.FindStringSubmatch(t)
		if m == nil || seen[m[3]] {
			return nil, false
		}
		at, ok := where[m[3]]
		if !ok {
			return nil, false
		}
		seen[m[3]] = true
		c := big.NewRat(1, 1)
		if m[2] != "" {
			c.SetString(m[2])
		}
		if m[1] == "-" {
			c.Neg(c)
		}
		form[at[0]][at[1]] = c
	}
	return form, true
}

// intRows reads integer entries.
func intRows(rows [][]string) (*algebra.Matrix, bool) {
	if len(rows) == 0 || len(rows[0]) == 0 {
		return nil, false
	}
	m, err := algebra.NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		return nil, false
	}
	for i, row := range rows {
		if len(row) != m.Cols {
			return nil, false
		}
		for j, e := range row {
			v, ok := intRat(e)
			if !ok {
				return nil, false
			}
			m.A[i][j] = v
		}
	}
	return m, true
}

func intRat(s string) (*big.Rat, bool) {
	if !intEntryRe.MatchString(s) {
		return nil, false
	}
	v, ok := new(big.Rat).SetString(s)
	return v, ok
}

func neg(x *big.Rat) *big.Rat { return new(big.Rat).Neg(x) }

// productEquals is the evidence of M A = B: (answer·A)[i,j] = B[i,j].
func productEquals(m, a, b *algebra.Matrix) []decide.Comparison {
	var out []decide.Comparison
	for i := range m.Rows {
		for j := range a.Cols {
			out = append(out, equal(fmt.Sprintf("(answer·A)[%d,%d] = B[%d,%d]", i+1, j+1, i+1, j+1), dotExpr(m.A[i], column(a, j)), ratExpr(b.A[i][j])))
		}
	}
	return out
}
