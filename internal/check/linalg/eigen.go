package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/eigen"
)

// CheckEigen decides the eigenvalues and eigenvectors of an integer matrix
// (issue 42; statement/eigen), exactly over ℚ: every vector v given for λ
// is not zero and A·v = λ·v; the vectors of each λ are independent and
// n − rank(A − λI) many (a basis of the eigenspace); the characteristic
// polynomial det(xI − A) (Faddeev–LeVerrier) has no root but the λ
// given (it is Π (x − λ)^m), and the eigenvalues listed first, if any,
// are its roots with their multiplicities (or as a set); P and D, if given,
// satisfy A·P = P·D with D diagonal and det P ≠ 0; "not diagonalizable"
// holds when the eigenspaces' dimensions add up to less than n. For an
// orthonormal basis, each scaled vector v/√k has k = v·v and the vectors
// are pairwise orthogonal. Any failure is undecided.
func CheckEigen(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := eigen.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, ok := eigen.ReadAnswer(statement.DollarAnswer(answerSrc))
	if !ok {
		ans, ok = eigen.ReadAnswer(answerSrc)
	}
	if !ok {
		return decide.Undecided(kind, "the eigenvalues and eigenvectors are asked; the answer is not read as groups of integer eigenvectors"), true
	}
	a, ok := ratEntries(q.A)
	if !ok {
		return decide.Undecided(kind, "the matrix is not read as rational numbers"), true
	}
	n := len(a)
	am, _ := algebra.NewMatrix(n, n)
	am.A = a
	if q.AsksU != ans.UColumns {
		return decide.Undecided(kind, "the orthogonal matrix U is asked and not given, or given and not asked"), true
	}
	why, ev := eigenWhy(a, q.Orthonormal, ans)
	if why != "" {
		return decide.Undecided(kind, "A = %s: %s; not trusted as a refutation of a worked answer", am, why), true
	}
	r := decide.Confirm(kind, "A = %s: every vector given for λ satisfies A·v = λ·v, those of each λ are a basis of its eigenspace, and the characteristic polynomial has no other root (exact over ℚ, %d×%d)", am, n, n)
	r.Evidence = ev
	return r, true
}

// eigenWhy is why the answer fails ("" when every check holds) and the
// evidence gathered.
func eigenWhy(a [][]*big.Rat, ortho bool, ans eigen.Answer) (string, []decide.Comparison) {
	n := len(a)
	var ev []decide.Comparison
	byLambda := map[string][][]*big.Rat{}
	var lambdas []*big.Rat
	var all [][]*big.Rat
	for _, g := range ans.Groups {
		key := g.Lambda.RatString()
		if _, seen := byLambda[key]; !seen {
			lambdas = append(lambdas, g.Lambda)
		}
		for _, v := range g.Vecs {
			x, f, ok := eigenVector(v)
			if !ok || len(x) != n {
				return "a vector is not read as a rational column times one square root", nil
			}
			if ortho && new(big.Rat).Mul(f, dotRat(x, x)).Cmp(big.NewRat(1, 1)) != 0 {
				return "a vector of the orthonormal basis is not of length 1", nil
			}
			byLambda[key] = append(byLambda[key], x)
			all = append(all, x)
			for i := range n {
				ev = append(ev, equal(fmt.Sprintf("entry %d of A·v against λ·v for λ = %s", i+1, key), dotExpr(a[i], x), &ast.Binary{Op: ast.Mul, X: ratExpr(g.Lambda), Y: ratExpr(x[i])}))
				if dotRat(a[i], x).Cmp(new(big.Rat).Mul(g.Lambda, x[i])) != 0 {
					return fmt.Sprintf("a vector given for λ = %s is not an eigenvector for it", key), nil
				}
			}
		}
	}
	if ortho {
		for i := range all {
			for j := i + 1; j < len(all); j++ {
				ev = append(ev, equal("the dot product of two vectors of the basis", dotExpr(all[i], all[j]), &ast.Number{Int: "0"}))
				if dotRat(all[i], all[j]).Sign() != 0 {
					return "two vectors of the orthonormal basis are not orthogonal", nil
				}
			}
		}
	}
	total := 0
	for _, l := range lambdas {
		shifted := make([][]*big.Rat, n)
		for i := range n {
			shifted[i] = make([]*big.Rat, n)
			for j := range n {
				shifted[i][j] = new(big.Rat).Set(a[i][j])
				if i == j {
					shifted[i][j].Sub(shifted[i][j], l)
				}
			}
		}
		m, _ := algebra.NewMatrix(n, n)
		m.A = shifted
		_, rank := algebra.RREF(m)
		vs := byLambda[l.RatString()]
		if !independent(vs, n-rank, &ev) {
			return fmt.Sprintf("the vectors given for λ = %s are not a basis of its eigenspace (dimension %d)", l.RatString(), n-rank), nil
		}
		if rows, cols, ok := nonzeroMinor(shifted, rank); ok && rank > 0 {
			ev = append(ev, minorNonzero(fmt.Sprintf("a minor of A − %sI of order %d", l.RatString(), rank), shifted, rows, cols))
		}
		total += n - rank
	}
	mult, ok := charRoots(a, lambdas)
	if !ok {
		return "the characteristic polynomial has a root the answer does not give", nil
	}
	ev = append(ev, charEvidence(a, lambdas, mult))
	if ans.Listed != nil && !listedMatches(ans.Listed, ans.ListedSet, lambdas, mult) {
		return "the eigenvalues listed are not the characteristic polynomial's roots", nil
	}
	switch {
	case ans.NotDiagonalizable && total == n:
		return "the matrix is diagonalizable", nil
	case ans.P != nil:
		if why := checkPD(a, ratRows(ans.P), ratRows(ans.D), &ev); why != "" {
			return why, nil
		}
	}
	return "", ev
}

// ratEntries reads each entry's source as an exact rational.
func ratEntries(src [][]string) ([][]*big.Rat, bool) {
	out := make([][]*big.Rat, len(src))
	for i, r := range src {
		for _, e := range r {
			x, err := latex.ParseExpr(e)
			if err != nil {
				return nil, false
			}
			v, err := algebra.RatValue(x)
			if err != nil {
				return nil, false
			}
			out[i] = append(out[i], v)
		}
	}
	return out, true
}

// eigenVector is a given vector as √f·x with x rational: an integer
// column scaled by 1/√k (f = 1/k), or entries q·√m sharing one m (f = m).
func eigenVector(v eigen.Vector) (x []*big.Rat, f *big.Rat, ok bool) {
	if v.V != nil {
		f = big.NewRat(1, 1)
		if v.Scale != 0 {
			f = big.NewRat(1, v.Scale)
		}
		return ratRows([][]*big.Int{v.V})[0], f, true
	}
	for _, src := range v.Src {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return nil, nil, false
		}
		q, m, ok := surdOf(e)
		if !ok {
			return nil, nil, false
		}
		if q.Sign() == 0 || m.Sign() == 0 {
			x = append(x, new(big.Rat))
			continue
		}
		if f != nil && f.Cmp(m) != 0 {
			return nil, nil, false
		}
		f = m
		x = append(x, q)
	}
	return x, f, f != nil
}

// charPoly is det(xI − A) by Faddeev–LeVerrier, coefficients from degree 0.
func charPoly(a [][]*big.Rat) []*big.Rat {
	n := len(a)
	c := make([]*big.Rat, n+1)
	c[n] = big.NewRat(1, 1)
	m := make([][]*big.Rat, n) // M_0 = 0
	for i := range m {
		m[i] = make([]*big.Rat, n)
		for j := range m[i] {
			m[i][j] = new(big.Rat)
		}
	}
	for k := 1; k <= n; k++ {
		next := make([][]*big.Rat, n)
		for i := range n {
			next[i] = make([]*big.Rat, n)
			for j := range n {
				s := new(big.Rat)
				for l := range n {
					s.Add(s, new(big.Rat).Mul(a[i][l], m[l][j]))
				}
				if i == j {
					s.Add(s, c[n-k+1])
				}
				next[i][j] = s
			}
		}
		m = next
		tr := new(big.Rat)
		for i := range n {
			for l := range n {
				tr.Add(tr, new(big.Rat).Mul(a[i][l], m[l][i]))
			}
		}
		c[n-k] = tr.Quo(tr, big.NewRat(-int64(k), 1))
	}
	return c
}

// charRoots divides the characteristic polynomial by (x − λ) while it can
// for each λ; ok is true when nothing but the constant 1 is left.
func charRoots(a [][]*big.Rat, lambdas []*big.Rat) ([]int, bool) {
	p := algebra.Poly(charPoly(a))
	mult := make([]int, len(lambdas))
	for i, l := range lambdas {
		lin := algebra.Poly{new(big.Rat).Neg(l), big.NewRat(1, 1)}
		for p.Deg() >= 1 {
			q, r := algebra.Divmod(p, lin)
			if len(algebra.Trim(r)) != 0 {
				break
			}
			p = q
			mult[i]++
		}
		if mult[i] == 0 {
			return nil, false
		}
	}
	p = algebra.Trim(p)
	return mult, len(p) == 1 && p[0].Cmp(big.NewRat(1, 1)) == 0
}

// charEvidence: det(xI − A) = Π (x − λ)^m at n + 1 points.
func charEvidence(a [][]*big.Rat, lambdas []*big.Rat, mult []int) decide.Comparison {
	n := len(a)
	x := &ast.Ident{Name: "x"}
	rows := make([][]ast.Expr, n)
	for i := range n {
		for j := range n {
			var e ast.Expr = &ast.Unary{Op: ast.Neg, X: ratExpr(a[i][j])}
			if i == j {
				e = &ast.Binary{Op: ast.Sub, X: x, Y: ratExpr(a[i][j])}
			}
			rows[i] = append(rows[i], e)
		}
	}
	var prod ast.Expr
	for i, l := range lambdas {
		f := &ast.Binary{Op: ast.Pow, X: &ast.Binary{Op: ast.Sub, X: x, Y: ratExpr(l)}, Y: &ast.Number{Int: fmt.Sprint(mult[i])}}
		if prod == nil {
			prod = f
		} else {
			prod = &ast.Binary{Op: ast.Mul, X: prod, Y: f}
		}
	}
	var pts []cas.Env
	for k := 0; k <= n; k++ {
		pts = append(pts, cas.Env{"x": cas.Rat(big.NewRat(int64(k)-1, 1))})
	}
	return decide.Comparison{What: "the characteristic polynomial against the product of the eigenvalues' factors (degree n, at n + 1 points)", Left: DeterminantExpr(rows), Right: prod, Points: pts, Want: record.WantEqual}
}

func listedMatches(listed []*big.Rat, set bool, lambdas []*big.Rat, mult []int) bool {
	count := map[string]int{}
	for _, l := range listed {
		count[l.RatString()]++
	}
	if len(count) != len(lambdas) {
		return false
	}
	for i, l := range lambdas {
		c, ok := count[l.RatString()]
		if !ok || !set && c != mult[i] || set && c != 1 {
			return false
		}
	}
	return true
}

// checkPD: D diagonal, A·P = P·D entry by entry, det P ≠ 0.
func checkPD(a, p, d [][]*big.Rat, ev *[]decide.Comparison) string {
	n := len(a)
	if len(p) != n || len(d) != n || len(p[0]) != n || len(d[0]) != n {
		return "P or D is not n×n"
	}
	for i := range n {
		for j := range n {
			if i != j && d[i][j].Sign() != 0 {
				return "D is not diagonal"
			}
			pcol := make([]*big.Rat, n)
			for k := range n {
				pcol[k] = p[k][j]
			}
			left := dotRat(a[i], pcol)
			right := new(big.Rat).Mul(p[i][j], d[j][j])
			*ev = append(*ev, equal(fmt.Sprintf("entry (%d, %d) of A·P against P·D", i+1, j+1), dotExpr(a[i], pcol), &ast.Binary{Op: ast.Mul, X: ratExpr(p[i][j]), Y: ratExpr(d[j][j])}))
			if left.Cmp(right) != 0 {
				return "A·P is not P·D"
			}
		}
	}
	rows, cols, ok := nonzeroMinor(p, n)
	if !ok {
		return "P is singular"
	}
	*ev = append(*ev, minorNonzero("det P", p, rows, cols))
	return ""
}
