package forms

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
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
type Mrat struct{ Num, Den algebra.Mpoly }

// algBuilder turns expressions in the unknowns into polynomials.
type algBuilder struct {
	c        *checker
	unknowns []string
	N        int // length of the exponent vectors: unknowns + maxElimAux
	Aux      []algebra.Mpoly
	auxKey   map[string]int
	Reason   string
	// trig: the unknown stands only in sin, cos, tan, ... of n·x, and
	// variable 0 is t = tan(x/2) (see trigRat).
	Trig bool
}

func newAlgBuilder(c *checker, unknowns []string) *algBuilder {
	return &algBuilder{c: c, unknowns: unknowns, N: len(unknowns) + maxElimAux, auxKey: map[string]int{}}
}

// NewAlgBuilder is newAlgBuilder for the other packages of the checker.
func NewAlgBuilder(c *decide.Checker, unknowns []string) *algBuilder {
	return newAlgBuilder(&checker{c}, unknowns)
}

func (b *algBuilder) fail(format string, args ...any) (Mrat, bool) {
	if b.Reason == "" {
		b.Reason = fmt.Sprintf(format, args...)
	}
	return Mrat{}, false
}

func (b *algBuilder) hasUnknown(e ast.Expr) bool {
	for _, v := range b.unknowns {
		if statement.ContainsVar(e, v) {
			return true
		}
	}
	return false
}

func (b *algBuilder) One() algebra.Mpoly { return algebra.Mconst(b.N, big.NewRat(1, 1)) }

// conv builds e as a quotient of polynomials.
func (b *algBuilder) Conv(e ast.Expr) (Mrat, bool) {
	if !b.hasUnknown(e) {
		return b.convConst(e)
	}
	switch n := e.(type) {
	case *ast.Ident:
		if b.Trig {
			return b.fail("%s outside a trigonometric function", n.Name)
		}
		for i, v := range b.unknowns {
			if v == n.Name {
				return Mrat{algebra.Mvar(b.N, i), b.One()}, true
			}
		}
	case *ast.Unary:
		f, ok := b.Conv(n.X)
		switch n.Op {
		case ast.Neg:
			f.Num = algebra.Madd(nil, f.Num, true)
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
		if b.Trig {
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

func (b *algBuilder) check(f Mrat) (Mrat, bool) {
	if algebra.Mdegree(f.Num) > maxElimDegree || algebra.Mdegree(f.Den) > maxElimDegree || len(f.Num) > algebra.MaxGBTerms {
		return b.fail("a polynomial of degree above %d", maxElimDegree)
	}
	return f, true
}

func (b *algBuilder) power(x Mrat, k int64) (Mrat, bool) {
	neg := k < 0
	if neg {
		k = -k
		if len(x.Num) == 0 {
			return b.fail("a negative power of zero")
		}
		x = Mrat{x.Den, x.Num}
	}
	if k > maxElimDegree {
		return b.fail("a power above %d", maxElimDegree)
	}
	out := Mrat{b.One(), b.One()}
	for i := int64(0); i < k; i++ {
		out = Mrat{algebra.Mmul(out.Num, x.Num), algebra.Mmul(out.Den, x.Den)}
		if _, ok := b.check(out); !ok {
			return Mrat{}, false
		}
	}
	return out, true
}

// radical names the k-th root of u as a new unknown t with t^k = u.
func (b *algBuilder) radical(u ast.Expr, k int) (Mrat, bool) {
	return b.named(&ast.Root{Index: &ast.Number{Int: fmt.Sprint(k)}, X: u}, u, k, false)
}

func (b *algBuilder) named(whole, u ast.Expr, k int, abs bool) (Mrat, bool) {
	key := ast.Print(whole)
	if i, ok := b.auxKey[key]; ok {
		return Mrat{algebra.Mvar(b.N, i), b.One()}, true
	}
	if len(b.Aux) >= maxElimAux {
		return b.fail("more than %d radicals", maxElimAux)
	}
	f, ok := b.Conv(u)
	if !ok {
		return Mrat{}, false
	}
	i := len(b.unknowns) + len(b.Aux)
	b.auxKey[key] = i
	t := algebra.Mvar(b.N, i)
	tk := b.One()
	for j := 0; j < k; j++ {
		tk = algebra.Mmul(tk, t)
	}
	var def algebra.Mpoly
	if abs {
		// t²·den² = num²
		def = algebra.Madd(algebra.Mmul(tk, algebra.Mmul(f.Den, f.Den)), algebra.Mmul(f.Num, f.Num), true)
	} else {
		// t^k·den = num
		def = algebra.Madd(algebra.Mmul(tk, f.Den), f.Num, true)
	}
	if algebra.Mdegree(def) > maxElimDegree {
		return b.fail("a radical of degree above %d", maxElimDegree)
	}
	b.Aux = append(b.Aux, def)
	return Mrat{t, b.One()}, true
}

// elimResult is the outcome of an exact elimination.
type ElimResult struct {
	// cands are the real roots of each unknown's eliminant, in the order of
	// the unknowns; eliminants the eliminants themselves.
	Cands      [][]algebra.RealRoot
	Eliminants []algebra.Poly
	// empty: the equations have no common complex zero (the basis is {1}).
	Empty  bool
	Reason string // why the elimination could not be done ("" when done)
}

// eliminate is Eliminate on this package's checker.
func (c *checker) eliminate(rels []*ast.Rel, unknowns []string) ElimResult {
	b := newAlgBuilder(c, unknowns)
	var polys []algebra.Mpoly
	for _, r := range rels {
		d, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]})
		if !ok {
			return ElimResult{Reason: b.Reason}
		}
		if len(d.Num) > 0 {
			polys = append(polys, d.Num)
		}
	}
	polys = append(polys, b.Aux...)
	if len(polys) == 0 {
		return ElimResult{Reason: "every equation reduces to 0 = 0"}
	}
	nv := len(unknowns) + len(b.Aux)
	var res ElimResult
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
		g, ok := algebra.Groebner(c.Ctx, ps)
		if !ok {
			return ElimResult{Reason: "the Gröbner basis grew beyond the limits"}
		}
		u, ok := algebra.UnivariateLast(g)
		if !ok {
			return ElimResult{Reason: fmt.Sprintf("the elimination leaves %s free (infinitely many complex solutions)", unknowns[k])}
		}
		if u.Deg() <= 0 {
			return ElimResult{Empty: true}
		}
		res.Eliminants = append(res.Eliminants, u)
		res.Cands = append(res.Cands, CandidateRoots(u))
	}
	return res
}

// Eliminate computes, for every unknown, a univariate polynomial that
// vanishes at the unknown's value in every solution of the equations
// L = R of rels, and its real roots.
func Eliminate(c *decide.Checker, rels []*ast.Rel, unknowns []string) ElimResult {
	return (&checker{c}).eliminate(rels, unknowns)
}

// solution is one point of a recomputed solution set.
type Solution []algebra.RealRoot

func (s Solution) Env(unknowns []string) cas.Env {
	env := cas.Env{}
	for i, v := range unknowns {
		env[v] = algebra.RootValue(s[i])
	}
	return env
}

func (s Solution) String() string {
	parts := make([]string, len(s))
	for i, r := range s {
		parts[i] = r.String()
	}
	if len(s) == 1 {
		return parts[0]
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// solveExactly is SolveExactly on this package's checker.
func (c *checker) solveExactly(st *statement.Statement, rels []*ast.Rel, unknowns []string) ([]Solution, ElimResult, string) {
	return c.solveWith(st, rels, rels, unknowns)
}

// SolveExactly returns the complete real solution set of the equations
// (and of the stated conditions), or why it cannot be proven complete.
func SolveExactly(c *decide.Checker, st *statement.Statement, rels []*ast.Rel, unknowns []string) ([]Solution, ElimResult, string) {
	return (&checker{c}).solveExactly(st, rels, unknowns)
}

// solveWith is SolveWith on this package's checker.
func (c *checker) solveWith(st *statement.Statement, elim, rels []*ast.Rel, unknowns []string) ([]Solution, ElimResult, string) {
	er := c.eliminate(elim, unknowns)
	if er.Reason != "" {
		return nil, er, er.Reason
	}
	if er.Empty {
		return nil, er, ""
	}
	combos := 1
	for _, cs := range er.Cands {
		combos *= max(1, len(cs))
		if len(cs) == 0 {
			return nil, er, ""
		}
		if combos > maxElimCombos {
			return nil, er, fmt.Sprintf("%d candidate points are too many to substitute", combos)
		}
	}
	var out []Solution
	cur := make(Solution, len(unknowns))
	var why string
	var walk func(k int)
	walk = func(k int) {
		if why != "" || c.Stopped() != nil {
			return
		}
		if k == len(unknowns) {
			env, err := c.BindSubsts(st.Substs, cur.Env(unknowns))
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
					o, d := c.Holds(f.E, env)
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
			out = append(out, append(Solution(nil), cur...))
			return
		}
		for _, r := range er.Cands[k] {
			cur[k] = r
			walk(k + 1)
		}
	}
	walk(0)
	if c.Stopped() != nil {
		return nil, er, "time limit"
	}
	if why != "" {
		return nil, er, why
	}
	return out, er, ""
}

// SolveWith eliminates with the equations elim, whose solutions include
// those of rels (a transformed form), and substitutes the candidates into
// rels.
func SolveWith(c *decide.Checker, st *statement.Statement, elim []*ast.Rel, rels []*ast.Rel, unknowns []string) ([]Solution, ElimResult, string) {
	return (&checker{c}).solveWith(st, elim, rels, unknowns)
}

// failingEquationsAt is FailingEquationsAt on this package's checker.
func (c *checker) failingEquationsAt(rels []*ast.Rel, env cas.Env) string {
	for _, q := range rels {
		l, err1 := c.Eval(q.Args[0], env)
		r, err2 := c.Eval(q.Args[1], env)
		if err1 != nil || err2 != nil {
			if decide.IsDomain(decide.FirstErr(err1, err2)) {
				return "outside the domain"
			}
			return "?"
		}
		switch decide.Compare(l, r) {
		case decide.Differ:
			return "differ"
		case decide.Unsure:
			return "?"
		}
	}
	return ""
}

// FailingEquationsAt is failingEquation where a point outside an
// equation's domain is simply not a solution.
func FailingEquationsAt(c *decide.Checker, rels []*ast.Rel, env cas.Env) string {
	return (&checker{c}).failingEquationsAt(rels, env)
}

// polyExpr writes p as an expression in x (for evidence and notes) as a
// person would: x^2 - 46x + 524, not 1x^2 + (-46)x + 524. Other engines
// evaluate it: a coefficient 1 and a negated one would each cost them an
// operation at every point (a 64-digit product is some 80 microseconds in
// math.js), for the same value.
func PolyExpr(p algebra.Poly, x string) ast.Expr {
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
func EliminantEvidence(er ElimResult, vars []string) []decide.Comparison {
	var out []decide.Comparison
	for k, p := range er.Eliminants {
		if k >= len(vars) || k >= len(er.Cands) {
			break
		}
		x := vars[k]
		pe := PolyExpr(p, x)
		roots := er.Cands[k]
		var at []cas.Env
		for _, r := range roots {
			at = append(at, cas.Env{x: algebra.RootValue(r)})
		}
		if len(at) > 0 {
			out = append(out, decide.Comparison{What: "eliminant of " + x + " at its real roots", Left: pe, Points: at, Want: record.WantZero})
		}
		var gaps []cas.Env
		if len(roots) == 0 {
			gaps = append(gaps, cas.Env{x: cas.Int(0)})
		}
		for i, r := range roots {
			v := r.Approx()
			if i == 0 {
				lo := new(big.Float).SetPrec(decide.PrecBits).Sub(v, big.NewFloat(1))
				gaps = append(gaps, cas.Env{x: cas.Float(lo)})
			}
			if i+1 < len(roots) {
				mid := new(big.Float).SetPrec(decide.PrecBits).Add(v, roots[i+1].Approx())
				mid.Quo(mid, big.NewFloat(2))
				gaps = append(gaps, cas.Env{x: cas.Float(mid)})
			} else {
				hi := new(big.Float).SetPrec(decide.PrecBits).Add(v, big.NewFloat(1))
				gaps = append(gaps, cas.Env{x: cas.Float(hi)})
			}
		}
		ne := &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{pe, &ast.Number{Int: "0"}}}
		out = append(out, decide.Comparison{What: "eliminant of " + x + " between its real roots", Left: ne, Points: gaps, Want: record.WantHolds})
	}
	return out
}
