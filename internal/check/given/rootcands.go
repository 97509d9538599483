package given

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/rootcands"
)

// CheckRootCandidates (issue 42, MATH Intermediate Algebra): the rational
// root theorem's questions (rootcands.Read) about L xⁿ + a_{n−1}xⁿ⁻¹ + … +
// a_1 x + C with the a_k any integers, n ≥ 2. A rational p/q in lowest
// terms is a possible root exactly when p | C and q | L: then (qx − p)·S
// with S of degree n − 1 ≥ 1, leading coefficient L/q, constant −C/p and
// any middle coefficients, is of the form; conversely Gauss's lemma. An
// integer r is a possible double root exactly when r² | C (n ≥ 3, the
// same argument with (x − r)²). The count or the list is computed by
// enumerating the divisors and compared with the answer exactly. ok is
// false when the statement is not read or the answer is not integers.
func CheckRootCandidates(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := rootcands.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) == 0 {
		return decide.Result{}, false
	}
	var got []*big.Rat
	for _, it := range ans.Items {
		v, ok := intItem(it.E)
		if !ok || it.Name != "" && it.Name != "r" {
			return decide.Result{}, false
		}
		got = append(got, v)
	}
	cs := divisors(abs64(q.Const))
	var want []*big.Rat
	what := "the possible integer roots, ± the divisors of " + fmt.Sprint(q.Const)
	switch q.Ask {
	case rootcands.RationalCount:
		seen := map[string]bool{}
		for _, p := range cs {
			for _, d := range divisors(q.Lead) {
				r := big.NewRat(p, d)
				seen[r.RatString()] = true
			}
		}
		n := big.NewRat(int64(2*len(seen)), 1)
		want = []*big.Rat{n}
		what = fmt.Sprintf("the number of possible rational roots ±p/q, p | %d, q | %d", q.Const, q.Lead)
	case rootcands.IntegerRoots:
		for _, p := range cs {
			want = append(want, big.NewRat(p, 1), big.NewRat(-p, 1))
		}
	case rootcands.DoubleRoots:
		for _, p := range cs {
			if abs64(q.Const)%(p*p) == 0 {
				want = append(want, big.NewRat(p, 1), big.NewRat(-p, 1))
			}
		}
		what = fmt.Sprintf("the possible double roots r, r² | %d", q.Const)
	}
	sortRats(want)
	sortRats(got)
	got = dedupRats(got) // a value listed twice is still the one value
	cmp := decide.Comparison{What: what, Left: ratSet(want), Right: ratSet(got), Want: record.WantEqual}
	kind := statement.KindValue
	var r decide.Result
	if sameRats(want, got) {
		r = decide.Confirm(kind, "%s: %s, as answered", what, statement.Clip(ast.Print(cmp.Left), 60))
	} else {
		r = decide.Refute(kind, "%s: %s, not %s", what, statement.Clip(ast.Print(cmp.Left), 60), statement.Clip(answerSrc, 40))
	}
	r.Evidence = []decide.Comparison{cmp}
	return r, true
}

// intItem is e's value when e is an integer, written as one.
func intItem(e ast.Expr) (*big.Rat, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		neg, e = true, u.X
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 12 {
		return nil, false
	}
	v, ok := new(big.Rat).SetString(n.Int)
	if !ok {
		return nil, false
	}
	if neg {
		v.Neg(v)
	}
	return v, true
}

// divisors are n's positive divisors (1 ≤ n ≤ 10⁹), by trial division.
func divisors(n int64) []int64 {
	var out []int64
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 {
			out = append(out, d)
			if d*d != n {
				out = append(out, n/d)
			}
		}
	}
	return out
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

func sortRats(v []*big.Rat) { sort.Slice(v, func(i, j int) bool { return v[i].Cmp(v[j]) < 0 }) }

func sameRats(a, b []*big.Rat) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

func ratSet(v []*big.Rat) ast.Expr {
	if len(v) == 1 {
		return algebra.RatExpr(v[0])
	}
	items := make([]ast.Expr, len(v))
	for i, r := range v {
		items[i] = algebra.RatExpr(r)
	}
	return &ast.Set{Items: items}
}

func dedupRats(v []*big.Rat) []*big.Rat {
	var out []*big.Rat
	for i, r := range v {
		if i == 0 || r.Cmp(v[i-1]) != 0 {
			out = append(out, r)
		}
	}
	return out
}
