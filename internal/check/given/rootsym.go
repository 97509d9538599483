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
	"github.com/dgnpipe/dgnpipe/internal/statement/rootsym"
)

// Issue 42 (MATH Intermediate Algebra): an expression E in the named
// roots r₁, …, rₙ of a polynomial p of degree n with rational
// coefficients (internal/statement/rootsym). The points (r₁, …, rₙ) that
// list the roots of p with their multiplicities, in any order, are
// exactly the complex zeros of the ideal I of Vieta's relations
// eₖ(r₁, …, rₙ) = (−1)ᵏ·p_{n−k}/p_n. E is made a quotient N/D of
// polynomials (forms.NewAlgBuilder; no radical). Every divisor written
// in E must vanish at no zero of I (with I, a Gröbner basis {1}). The
// distinct images D = D₁, …, D_m of D under the permutations of the
// names are multiplied: S = D₁⋯D_m is symmetric, T = N·D₂⋯D_m, and
// E = T/S wherever D ≠ 0. When the remainders of T and S by I's Gröbner
// basis are constants t and s ≠ 0, E = t/s at every zero of I (the value
// does not depend on which root has which name), exactly. Otherwise
// (E not symmetric, a bound passed) the row is left to the other readers.

// Bounds on the exact work: roots named, the orbit of the denominator,
// the degree and terms of T and S before they are reduced.
const (
	maxSymRoots  = 5
	maxSymOrbit  = 24
	maxSymDegree = 24
	maxSymTerms  = 4000
)

// checkRootSymmetric is CheckRootSymmetric on this package's checker.
func (c *checker) checkRootSymmetric(problem, answerSrc string) (decide.Result, bool) {
	q, ok := rootsym.Read(problem)
	if !ok || len(q.Names) > maxSymRoots {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	p, ok := forms.PolyOf(c.Checker, q.Poly, q.Var)
	if !ok || p.Deg() != len(q.Names) {
		return decide.Result{}, false
	}
	v, how, ok := c.rootSymValue(q, p)
	if !ok {
		return decide.Result{}, false
	}
	st := statement.ReadStatement(problem)
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	r := c.FoundVerdict(st, kind, "the value of "+statement.Clip(q.ExprSrc, 40)+" at the roots", cas.Rat(v), nil, how, ans.Items[0].E, answerSrc)
	if r.Verdict == record.Undecided {
		return decide.Result{}, false
	}
	return r, true
}

// rootSymValue is E's value at the roots, exactly, and how it was found.
func (c *checker) rootSymValue(q rootsym.Question, p algebra.Poly) (*big.Rat, string, bool) {
	n := len(q.Names)
	b := forms.NewAlgBuilder(c.Checker, q.Names)
	lead := p[n]
	var vieta []algebra.Mpoly
	var rels []string
	for k := 1; k <= n; k++ {
		ck := new(big.Rat).Quo(p[n-k], lead)
		if k%2 == 1 {
			ck.Neg(ck)
		}
		vieta = append(vieta, algebra.Madd(elementary(b.N, n, k), algebra.Mconst(b.N, ck), true))
		rels = append(rels, fmt.Sprintf("e%d = %s", k, ck.RatString()))
	}
	g, ok := algebra.Groebner(c.Ctx, vieta)
	if !ok {
		return nil, "", false
	}
	e, ok := b.Conv(q.Expr)
	if !ok || len(b.Aux) > 0 || len(e.Num) > maxSymTerms || len(e.Den) > maxSymTerms {
		return nil, "", false
	}
	// Every divisor written in E is nonzero at every zero of I.
	for _, d := range c.divisors(q.Expr) {
		dm, ok := b.Conv(d)
		if !ok || len(b.Aux) > 0 || !unitIdeal(c.Ctx, append(append([]algebra.Mpoly{}, g...), dm.Num)) {
			return nil, "", false
		}
	}
	orbit := []algebra.Mpoly{e.Den}
	for _, perm := range permutations(n, b.N) {
		img := algebra.Mpermute(e.Den, perm)
		seen := false
		for _, o := range orbit {
			seen = seen || algebra.Mequal(o, img)
		}
		if !seen {
			if orbit = append(orbit, img); len(orbit) > maxSymOrbit {
				return nil, "", false
			}
		}
	}
	s, t := orbit[0], e.Num
	for _, o := range orbit[1:] {
		s, t = algebra.Mmul(s, o), algebra.Mmul(t, o)
		if algebra.Mdegree(s) > maxSymDegree || algebra.Mdegree(t) > maxSymDegree || len(s) > maxSymTerms || len(t) > maxSymTerms {
			return nil, "", false
		}
	}
	if c.Stopped() != nil {
		return nil, "", false
	}
	sr, ok1 := constantOf(algebra.Mreduce(s, g))
	tr, ok2 := constantOf(algebra.Mreduce(t, g))
	if !ok1 || !ok2 || sr.Sign() == 0 {
		return nil, "", false
	}
	v := new(big.Rat).Quo(tr, sr)
	how := fmt.Sprintf("%s are the roots of %s, so by Vieta's relations %s (e_k the elementary symmetric polynomials of the roots); "+
		"with the %d images of the expression's denominator under the permutations of the roots multiplied into numerator and denominator, "+
		"both reduce modulo these relations (their Gröbner basis) to the constants %s and %s, and no divisor of the expression vanishes at the roots: "+
		"the value is %s whichever root has which name, exactly",
		strings.Join(q.Names, ", "), statement.Clip(q.PolySrc, 50), strings.Join(rels, ", "), len(orbit), tr.RatString(), sr.RatString(), v.RatString())
	return v, how, true
}

// elementary is eₖ of the first n of the N variables.
func elementary(N, n, k int) algebra.Mpoly {
	var out algebra.Mpoly
	for mask := 0; mask < 1<<n; mask++ {
		if bitCount(mask) != k {
			continue
		}
		e := make([]int, N)
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				e[i] = 1
			}
		}
		out = algebra.Madd(out, algebra.Mpoly{{E: e, C: big.NewRat(1, 1)}}, false)
	}
	return out
}

// permutations lists the permutations of the first n of the N variables
// (the others fixed), as Mpermute takes them.
func permutations(n, N int) [][]int {
	var out [][]int
	perm := make([]int, N)
	for i := range perm {
		perm[i] = i
	}
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			out = append(out, append([]int(nil), perm...))
			return
		}
		for i := k; i < n; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			rec(k + 1)
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	rec(0)
	return out
}

// constantOf is the constant a reduced polynomial is, if it is one.
func constantOf(p algebra.Mpoly) (*big.Rat, bool) {
	if len(p) == 0 {
		return new(big.Rat), true
	}
	if len(p) == 1 && algebra.Mdegree(p) == 0 {
		return p[0].C, true
	}
	return nil, false
}

// divisors are the formulas E divides by: every denominator, and every
// base raised to a negative power.
func (c *checker) divisors(e ast.Expr) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(e, func(x ast.Expr) bool {
		if bin, ok := x.(*ast.Binary); ok {
			switch bin.Op {
			case ast.Div:
				out = append(out, bin.Y)
			case ast.Pow:
				if v, err := c.Eval(bin.Y, nil); err != nil || v.Sign() <= 0 {
					out = append(out, bin.X) // a negative exponent, or one not known
				}
			}
		}
		return true
	})
	return out
}

// CheckRootSymmetric (issue 42): an expression in the named roots of a
// polynomial given by its coefficients (rootsym.Read), its value found
// exactly from Vieta's relations when it does not depend on which root
// has which name, compared with the answer. ok is false when the shape
// is not read or no verdict is reached (the row is left to the other
// readers).
func CheckRootSymmetric(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkRootSymmetric(problem, answerSrc)
}

// RootSymValue is the value of the question's expression at the roots of
// p (of degree len(q.Names)), exactly; ok is false where CheckRootSymmetric
// would find none. The soundness harness takes it at a polynomial with a
// slip in its coefficients.
func RootSymValue(c *decide.Checker, q rootsym.Question, p algebra.Poly) (*big.Rat, bool) {
	if len(q.Names) > maxSymRoots || p.Deg() != len(q.Names) {
		return nil, false
	}
	v, _, ok := (&checker{c}).rootSymValue(q, p)
	return v, ok
}
