package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Exact real solution sets of polynomial systems (and of equations that
// become polynomial after naming their radicals): every equation is made
// a polynomial with rational coefficients, each radical √u a new unknown t
// with t² = u; a lexicographic Gröbner basis with the unknown last gives a
// univariate polynomial that vanishes at every solution's coordinate
// (elimination); its real roots are isolated exactly (Sturm), and every
// combination of the candidate coordinates is substituted into the
// original equations. The solutions are exactly the combinations that hold:
// the set is complete because no solution can have a coordinate outside the
// candidates.

const (
	maxElimAux    = 4    // radicals named as new unknowns
	maxElimDegree = 20   // degree of one polynomial
	maxElimCombos = 4096 // candidate points substituted
)

// mrat is num/den; den collects the denominators met.
type mrat struct{ num, den algebra.Mpoly }

// algBuilder turns expressions in the unknowns into polynomials.
type algBuilder struct {
	c        *checker
	unknowns []string
	n        int // length of the exponent vectors: unknowns + maxElimAux
	aux      []algebra.Mpoly
	auxKey   map[string]int
	reason   string
	// trig: the unknown stands only in sin, cos, tan, ... of n·x, and
	// variable 0 is t = tan(x/2) (see trigRat).
	trig bool
}

func newAlgBuilder(c *checker, unknowns []string) *algBuilder {
	return &algBuilder{c: c, unknowns: unknowns, n: len(unknowns) + maxElimAux, auxKey: map[string]int{}}
}

func (b *algBuilder) fail(format string, args ...any) (mrat, bool) {
	if b.reason == "" {
		b.reason = fmt.Sprintf(format, args...)
	}
	return mrat{}, false
}

func (b *algBuilder) hasUnknown(e ast.Expr) bool {
	for _, v := range b.unknowns {
		if statement.ContainsVar(e, v) {
			return true
		}
	}
	return false
}

func (b *algBuilder) one() algebra.Mpoly { return algebra.Mconst(b.n, big.NewRat(1, 1)) }

// conv builds e as a quotient of polynomials.
func (b *algBuilder) conv(e ast.Expr) (mrat, bool) {
	if !b.hasUnknown(e) {
		return b.convConst(e)
	}
	switch n := e.(type) {
	case *ast.Ident:
		if b.trig {
			return b.fail("%s outside a trigonometric function", n.Name)
		}
		for i, v := range b.unknowns {
			if v == n.Name {
				return mrat{algebra.Mvar(b.n, i), b.one()}, true
			}
		}
	case *ast.Unary:
		f, ok := b.conv(n.X)
		switch n.Op {
		case ast.Neg:
			f.num = algebra.Madd(nil, f.num, true)
			return f, ok
		case ast.Plus:
			return f, ok
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub, ast.Mul, ast.Div:
			return b.convArith(n)
		case ast.Pow:
			return b.convPow(n)
		}
	case *ast.Root:
		k := 2
		if n.Index != nil {
			var ok bool
			k, ok = statement.IntLiteral(n.Index)
			if !ok || k < 2 || k > 4 {
				return b.fail("a root of index %s", ast.Print(n.Index))
			}
		}
		return b.radical(n.X, k)
	case *ast.Func:
		if b.trig {
			return b.trigRat(n)
		}
		if n.Name == ast.Abs && len(n.Args) == 1 {
			// t = |u|: t² = u² (t ≥ 0 is left to the substitution).
			return b.named(n, n.Args[0], 2, true)
		}
		return b.fail("the function %s of an unknown", statement.Clip(ast.Print(n), 30))
	}
	return b.fail("%s is not algebraic in %s", statement.Clip(ast.Print(e), 30), statement.JoinNames(b.unknowns))
}

func (b *algBuilder) check(f mrat) (mrat, bool) {
	if algebra.Mdegree(f.num) > maxElimDegree || algebra.Mdegree(f.den) > maxElimDegree || len(f.num) > algebra.MaxGBTerms {
		return b.fail("a polynomial of degree above %d", maxElimDegree)
	}
	return f, true
}

func (b *algBuilder) power(x mrat, k int64) (mrat, bool) {
	neg := k < 0
	if neg {
		k = -k
		if len(x.num) == 0 {
			return b.fail("a negative power of zero")
		}
		x = mrat{x.den, x.num}
	}
	if k > maxElimDegree {
		return b.fail("a power above %d", maxElimDegree)
	}
	out := mrat{b.one(), b.one()}
	for i := int64(0); i < k; i++ {
		out = mrat{algebra.Mmul(out.num, x.num), algebra.Mmul(out.den, x.den)}
		if _, ok := b.check(out); !ok {
			return mrat{}, false
		}
	}
	return out, true
}

// radical names the k-th root of u as a new unknown t with t^k = u.
func (b *algBuilder) radical(u ast.Expr, k int) (mrat, bool) {
	return b.named(&ast.Root{Index: &ast.Number{Int: fmt.Sprint(k)}, X: u}, u, k, false)
}

func (b *algBuilder) named(whole, u ast.Expr, k int, abs bool) (mrat, bool) {
	key := ast.Print(whole)
	if i, ok := b.auxKey[key]; ok {
		return mrat{algebra.Mvar(b.n, i), b.one()}, true
	}
	if len(b.aux) >= maxElimAux {
		return b.fail("more than %d radicals", maxElimAux)
	}
	f, ok := b.conv(u)
	if !ok {
		return mrat{}, false
	}
	i := len(b.unknowns) + len(b.aux)
	b.auxKey[key] = i
	t := algebra.Mvar(b.n, i)
	tk := b.one()
	for j := 0; j < k; j++ {
		tk = algebra.Mmul(tk, t)
	}
	var def algebra.Mpoly
	if abs {
		// t²·den² = num²
		def = algebra.Madd(algebra.Mmul(tk, algebra.Mmul(f.den, f.den)), algebra.Mmul(f.num, f.num), true)
	} else {
		// t^k·den = num
		def = algebra.Madd(algebra.Mmul(tk, f.den), f.num, true)
	}
	if algebra.Mdegree(def) > maxElimDegree {
		return b.fail("a radical of degree above %d", maxElimDegree)
	}
	b.aux = append(b.aux, def)
	return mrat{t, b.one()}, true
}

// elimResult is the outcome of an exact elimination.
type elimResult struct {
	// cands are the real roots of each unknown's eliminant, in the order of
	// the unknowns; eliminants the eliminants themselves.
	cands      [][]algebra.RealRoot
	eliminants []algebra.Poly
	// empty: the equations have no common complex zero (the basis is {1}).
	empty  bool
	reason string // why the elimination could not be done ("" when done)
}

// eliminate computes, for every unknown, a univariate polynomial that
// vanishes at the unknown's value in every solution of the equations
// L = R of rels, and its real roots.
func (c *checker) eliminate(rels []*ast.Rel, unknowns []string) elimResult {
	b := newAlgBuilder(c, unknowns)
	var polys []algebra.Mpoly
	for _, r := range rels {
		d, ok := b.conv(&ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]})
		if !ok {
			return elimResult{reason: b.reason}
		}
		if len(d.num) > 0 {
			polys = append(polys, d.num)
		}
	}
	polys = append(polys, b.aux...)
	if len(polys) == 0 {
		return elimResult{reason: "every equation reduces to 0 = 0"}
	}
	nv := len(unknowns) + len(b.aux)
	var res elimResult
	for k := range unknowns {
		// Order: radicals first (eliminated first), the other unknowns,
		// unknown k last.
		var perm []int
		for i := len(unknowns); i < nv; i++ {
			perm = append(perm, i)
		}
		for i := range unknowns {
			if i != k {
				perm = append(perm, i)
			}
		}
		perm = append(perm, k)
		ps := make([]algebra.Mpoly, len(polys))
		for i, p := range polys {
			ps[i] = algebra.Mpermute(p, perm)
		}
		g, ok := algebra.Groebner(c.ctx, ps)
		if !ok {
			return elimResult{reason: "the Gröbner basis grew beyond the limits"}
		}
		u, ok := algebra.UnivariateLast(g)
		if !ok {
			return elimResult{reason: fmt.Sprintf("the elimination leaves %s free (infinitely many complex solutions)", unknowns[k])}
		}
		if u.Deg() <= 0 {
			return elimResult{empty: true}
		}
		res.eliminants = append(res.eliminants, u)
		res.cands = append(res.cands, candidateRoots(u))
	}
	return res
}

// solution is one point of a recomputed solution set.
type solution []algebra.RealRoot

func (s solution) env(unknowns []string) cas.Env {
	env := cas.Env{}
	for i, v := range unknowns {
		env[v] = algebra.RootValue(s[i])
	}
	return env
}

func (s solution) String() string {
	parts := make([]string, len(s))
	for i, r := range s {
		parts[i] = r.String()
	}
	if len(s) == 1 {
		return parts[0]
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// solveExactly returns the complete real solution set of the equations
// (and of the stated conditions), or why it cannot be proven complete.
func (c *checker) solveExactly(st *statement.Statement, rels []*ast.Rel, unknowns []string) ([]solution, elimResult, string) {
	return c.solveWith(st, rels, rels, unknowns)
}

// solveWith eliminates with the equations elim, whose solutions include
// those of rels (a transformed form), and substitutes the candidates into
// rels.
func (c *checker) solveWith(st *statement.Statement, elim, rels []*ast.Rel, unknowns []string) ([]solution, elimResult, string) {
	er := c.eliminate(elim, unknowns)
	if er.reason != "" {
		return nil, er, er.reason
	}
	if er.empty {
		return nil, er, ""
	}
	combos := 1
	for _, cs := range er.cands {
		combos *= max(1, len(cs))
		if len(cs) == 0 {
			return nil, er, ""
		}
		if combos > maxElimCombos {
			return nil, er, fmt.Sprintf("%d candidate points are too many to substitute", combos)
		}
	}
	var out []solution
	cur := make(solution, len(unknowns))
	var why string
	var walk func(k int)
	walk = func(k int) {
		if why != "" || c.ctx.Err() != nil {
			return
		}
		if k == len(unknowns) {
			env, err := c.bindSubsts(st.Substs, cur.env(unknowns))
			if err != nil {
				return
			}
			switch c.failingEquationsAt(rels, env) {
			case "":
			case "?":
				why = fmt.Sprintf("the candidate %s can be neither confirmed nor excluded at the working precision", cur)
				return
			default:
				return
			}
			if len(st.Conds) > 0 {
				ok, decided := true, true
				for _, f := range st.Conds {
					o, d := c.holds(f.E, env)
					ok, decided = ok && o, decided && d
				}
				if !decided {
					why = fmt.Sprintf("the stated conditions cannot be decided at the candidate %s", cur)
					return
				}
				if !ok {
					return
				}
			}
			out = append(out, append(solution(nil), cur...))
			return
		}
		for _, r := range er.cands[k] {
			cur[k] = r
			walk(k + 1)
		}
	}
	walk(0)
	if c.ctx.Err() != nil {
		return nil, er, "time limit"
	}
	if why != "" {
		return nil, er, why
	}
	return out, er, ""
}

// failingEquationsAt is failingEquation where a point outside an
// equation's domain is simply not a solution.
func (c *checker) failingEquationsAt(rels []*ast.Rel, env cas.Env) string {
	for _, q := range rels {
		l, err1 := c.eval(q.Args[0], env)
		r, err2 := c.eval(q.Args[1], env)
		if err1 != nil || err2 != nil {
			if isDomain(firstErr(err1, err2)) {
				return "outside the domain"
			}
			return "?"
		}
		switch compare(l, r) {
		case differ:
			return "differ"
		case unsure:
			return "?"
		}
	}
	return ""
}

// polyExpr writes p as an expression in x (for evidence and notes) as a
// person would: x^2 - 46x + 524, not 1x^2 + (-46)x + 524. Other engines
// evaluate it: a coefficient 1 and a negated one would each cost them an
// operation at every point (a 64-digit product is some 80 microseconds in
// math.js), for the same value.
func polyExpr(p algebra.Poly, x string) ast.Expr {
	var out ast.Expr
	for k := len(p) - 1; k >= 0; k-- {
		c := p[k]
		if c.Sign() == 0 {
			continue
		}
		a := new(big.Rat).Abs(c)
		var t ast.Expr
		if k > 0 {
			t = &ast.Ident{Name: x}
			if k > 1 {
				t = &ast.Binary{Op: ast.Pow, X: t, Y: &ast.Number{Int: fmt.Sprint(k)}}
			}
			if a.Cmp(big.NewRat(1, 1)) != 0 {
				t = &ast.Binary{Op: ast.Mul, X: algebra.RatExpr(a), Y: t}
			}
		} else {
			t = algebra.RatExpr(a)
		}
		switch {
		case out == nil && c.Sign() < 0:
			out = &ast.Unary{Op: ast.Neg, X: t}
		case out == nil:
			out = t
		case c.Sign() < 0:
			out = &ast.Binary{Op: ast.Sub, X: out, Y: t}
		default:
			out = &ast.Binary{Op: ast.Add, X: out, Y: t}
		}
	}
	if out == nil {
		return &ast.Number{Int: "0"}
	}
	return out
}

// eliminantEvidence lists the checks that make a recomputed solution set
// complete, for other engines to redo: each eliminant vanishes at its
// real roots and is non-zero between consecutive roots and beyond the
// outer ones (the count of roots itself rests on the Sturm sequence).
func eliminantEvidence(er elimResult, vars []string) []Comparison {
	var out []Comparison
	for k, p := range er.eliminants {
		if k >= len(vars) || k >= len(er.cands) {
			break
		}
		x := vars[k]
		pe := polyExpr(p, x)
		roots := er.cands[k]
		var at []cas.Env
		for _, r := range roots {
			at = append(at, cas.Env{x: algebra.RootValue(r)})
		}
		if len(at) > 0 {
			out = append(out, Comparison{What: "eliminant of " + x + " at its real roots", Left: pe, Points: at, Want: record.WantZero})
		}
		var gaps []cas.Env
		if len(roots) == 0 {
			gaps = append(gaps, cas.Env{x: cas.Int(0)})
		}
		for i, r := range roots {
			v := r.Approx()
			if i == 0 {
				lo := new(big.Float).SetPrec(precBits).Sub(v, big.NewFloat(1))
				gaps = append(gaps, cas.Env{x: cas.Float(lo)})
			}
			if i+1 < len(roots) {
				mid := new(big.Float).SetPrec(precBits).Add(v, roots[i+1].Approx())
				mid.Quo(mid, big.NewFloat(2))
				gaps = append(gaps, cas.Env{x: cas.Float(mid)})
			} else {
				hi := new(big.Float).SetPrec(precBits).Add(v, big.NewFloat(1))
				gaps = append(gaps, cas.Env{x: cas.Float(hi)})
			}
		}
		ne := &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{pe, &ast.Number{Int: "0"}}}
		out = append(out, Comparison{What: "eliminant of " + x + " between its real roots", Left: ne, Points: gaps, Want: record.WantHolds})
	}
	return out
}
