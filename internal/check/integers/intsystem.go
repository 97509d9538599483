package integers

import (
	"errors"
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
	"github.com/dgnpipe/dgnpipe/internal/statement/intsystem"
)

// Integers tied by equations (issue 42, OlympiadBench; read by
// internal/statement/intsystem): every letter gets a finite range before
// anything is enumerated, either from its kind (a two-digit prime: 10 to
// 99) or from an equation that is a polynomial whose terms in the letters
// all have coefficients of one sign and whose constant has the other: for
// positive integers each such term is at least its coefficient times any
// letter in it, so no letter exceeds |constant| / |coefficient|. A letter
// written once in an equation, on a path of sums, differences and
// products by (quotients of) formulas without it, is solved from it
// exactly; the others are enumerated over their ranges. Every tuple is
// then checked against every equation exactly, so the solutions found are
// all the solutions, and the smallest, largest, common value of the
// formula asked or the number of solutions is read off them.

// Bounds: tuples enumerated, and the largest factorial evaluated.
const (
	systemMaxTuples    = 400_000
	systemMaxFactorial = 1000
)

// CheckIntSystem checks the answer of a question on integers tied by
// equations; ok is false when the statement is not one.
func CheckIntSystem(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	s, ok := intsystem.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := map[intsystem.Ask]string{intsystem.AskCount: "the number of solutions", intsystem.AskMin: "the smallest value of ",
		intsystem.AskMax: "the largest value of ", intsystem.AskValue: "the value (the same at every solution) of "}[s.Ask]
	if s.Ask != intsystem.AskCount {
		what += statement.Clip(s.ESrc, 30) + " over the integer solutions"
	}
	sols, values, why := solveSystem(c, s)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", what, why), true
	}
	want, witness, why := systemAnswer(s, sols, values)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", what, why), true
	}
	how := fmt.Sprintf("%s is %s: every tuple of %s in the ranges %s tried exactly, %d solution(s) of %s",
		what, want.RatString(), strings.Join(s.Vars, ", "), systemRanges(s, sols), len(sols.tuples), strings.Join(s.EqSrcs, ", "))
	got, bad := c.OneExactAnswer(answerSrc, kind, what, "")
	if bad != nil {
		return decide.Undecided(kind, "%s; %s", how, bad.Note), true
	}
	if got.Cmp(want) != 0 {
		return decide.Undecided(kind, "%s, not the answer's %s", how, got.RatString()), true
	}
	r := decide.WithExactEvidence(decide.Confirm(kind, "%s, equal to the answer", how), what, want, decide.ValueExpr(cas.Rat(got)))
	if witness >= 0 {
		r.Evidence = append(r.Evidence, decide.Comparison{
			What:  fmt.Sprintf("%s at the solution (%s)", statement.Clip(s.ESrc, 30), sols.show(witness)),
			Left:  forms.ReplaceNames(s.E, sols.names(s.Vars, witness)),
			Right: decide.ValueExpr(cas.Rat(got)), Want: record.WantEqual,
		})
	}
	return r, true
}

// solutions are the tuples found, with the ranges tried.
type solutions struct {
	lo, hi []int64
	tuples [][]*big.Int
}

func (sols solutions) show(k int) string {
	var parts []string
	for _, v := range sols.tuples[k] {
		parts = append(parts, v.String())
	}
	return strings.Join(parts, ", ")
}

func (sols solutions) names(vars []string, k int) map[string]ast.Expr {
	m := map[string]ast.Expr{}
	for i, v := range vars {
		m[v] = decide.IntExpr(sols.tuples[k][i])
	}
	return m
}

func systemRanges(s intsystem.System, sols solutions) string {
	var parts []string
	for i, v := range s.Vars {
		parts = append(parts, fmt.Sprintf("%d ≤ %s ≤ %d", sols.lo[i], v, sols.hi[i]))
	}
	return strings.Join(parts, ", ")
}

// systemAnswer reads the answer off the solutions: the extreme or common
// value of E (and a solution where E takes it), or their number.
func systemAnswer(s intsystem.System, sols solutions, values []*big.Rat) (*big.Rat, int, string) {
	if s.Ask == intsystem.AskCount {
		return new(big.Rat).SetInt64(int64(len(sols.tuples))), -1, ""
	}
	if len(values) == 0 {
		return nil, -1, "no tuple satisfies the equations"
	}
	best := 0
	for k, v := range values {
		switch c := v.Cmp(values[best]); {
		case s.Ask == intsystem.AskMin && c < 0, s.Ask == intsystem.AskMax && c > 0:
			best = k
		case s.Ask == intsystem.AskValue && c != 0:
			return nil, -1, fmt.Sprintf("it takes two values, %s and %s", values[best].RatString(), v.RatString())
		}
	}
	return values[best], best, ""
}

// bounds gives every letter its range: the kind's, narrowed by the
// equations whose terms are all of one sign (positive letters only).
func bounds(c *decide.Checker, s intsystem.System) ([]int64, []int64, string) {
	n := len(s.Vars)
	lo, hi, bounded := make([]int64, n), make([]int64, n), make([]bool, n)
	for i := range s.Vars {
		lo[i], hi[i], bounded[i] = s.Lo, s.Hi, s.Hi > 0
	}
	for _, eq := range s.Eqs {
		if s.Lo < 1 {
			break
		}
		b := forms.NewAlgBuilder(c, s.Vars)
		f, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: eq.Args[0], Y: eq.Args[1]})
		if !ok || len(b.Aux) > 0 || algebra.Mdegree(f.Den) != 0 || len(f.Den) != 1 {
			continue
		}
		p := f.Num
		constant, sign, same := new(big.Rat), 0, true
		for _, t := range p {
			if algebra.Mdegree(algebra.Mpoly{t}) == 0 {
				constant = t.C
				continue
			}
			if sign == 0 {
				sign = t.C.Sign()
			}
			same = same && t.C.Sign() == sign
		}
		if !same || sign == 0 || constant.Sign() != -sign {
			separableBounds(p, n, lo, hi, bounded)
			continue
		}
		N := new(big.Rat).Abs(constant)
		for _, t := range p {
			for i := 0; i < n; i++ {
				if t.E[i] == 0 {
					continue
				}
				q := new(big.Rat).Quo(N, new(big.Rat).Abs(t.C))
				m := new(big.Int).Quo(q.Num(), q.Denom())
				if m.IsInt64() && (!bounded[i] || m.Int64() < hi[i]) {
					hi[i], bounded[i] = m.Int64(), true
				}
			}
		}
	}
	for i, v := range s.Vars {
		if !bounded[i] {
			return nil, nil, fmt.Sprintf("no equation bounds %s (its terms are not all of one sign)", v)
		}
		if hi[i] < lo[i] {
			hi[i] = lo[i] - 1
		}
	}
	return lo, hi, ""
}

var errSysEval = errors.New("not evaluated exactly")

// sysEval evaluates e exactly at the letters' values.
func sysEval(e ast.Expr, env map[string]*big.Rat) (*big.Rat, error) {
	switch e := e.(type) {
	case *ast.Number:
		return algebra.RatValue(e)
	case *ast.Ident:
		if v, ok := env[e.Name]; ok {
			return v, nil
		}
	case *ast.Unary:
		x, err := sysEval(e.X, env)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case ast.Neg:
			return new(big.Rat).Neg(x), nil
		case ast.Plus:
			return x, nil
		}
	case *ast.Func:
		if e.Name != ast.Factorial || e.Base != nil || len(e.Args) != 1 {
			break
		}
		x, err := sysEval(e.Args[0], env)
		if err != nil || !x.IsInt() || x.Sign() < 0 || x.Num().Int64() > systemMaxFactorial {
			return nil, errSysEval
		}
		return new(big.Rat).SetInt(new(big.Int).MulRange(1, max(1, x.Num().Int64()))), nil
	case *ast.Binary:
		return sysBinary(e, env)
	}
	return nil, errSysEval
}

func sysBinary(e *ast.Binary, env map[string]*big.Rat) (*big.Rat, error) {
	x, err := sysEval(e.X, env)
	if err != nil {
		return nil, err
	}
	y, err := sysEval(e.Y, env)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case ast.Add:
		return new(big.Rat).Add(x, y), nil
	case ast.Sub:
		return new(big.Rat).Sub(x, y), nil
	case ast.Mul:
		return new(big.Rat).Mul(x, y), nil
	case ast.Div:
		if y.Sign() == 0 {
			return nil, errSysEval
		}
		return new(big.Rat).Quo(x, y), nil
	case ast.Pow:
		if !y.IsInt() || y.Sign() < 0 || y.Num().Int64() > 64 || !y.Num().IsInt64() {
			return nil, errSysEval
		}
		k := big.NewInt(y.Num().Int64())
		return new(big.Rat).SetFrac(new(big.Int).Exp(x.Num(), k, nil), new(big.Int).Exp(x.Denom(), k, nil)), nil
	}
	return nil, errSysEval
}

// solved is a letter solved from an equation written once in it.
type solved struct {
	v  int // the letter's index
	eq int // the equation's index
}

// planSolved picks, equation by equation, a letter written once on an
// affine path (the one with the widest range) to solve from it, in an
// order where each equation's other letters are known first.
func planSolved(s intsystem.System, lo, hi []int64) []solved {
	var plan []solved
	known := make([]bool, len(s.Vars))
	taken := make([]bool, len(s.Vars))
	cands := make([]int, len(s.Eqs))
	for k, eq := range s.Eqs {
		cands[k] = -1
		for i, v := range s.Vars {
			if taken[i] || countName(eq, v) != 1 || !namePath(eq.Args[0], v) && !namePath(eq.Args[1], v) {
				continue
			}
			if cands[k] < 0 || hi[i]-lo[i] > hi[cands[k]]-lo[cands[k]] {
				cands[k] = i
			}
		}
		if cands[k] >= 0 {
			taken[cands[k]] = true
		}
	}
	for i := range s.Vars {
		known[i] = !taken[i]
	}
	for progress := true; progress; {
		progress = false
		for k, i := range cands {
			if i < 0 || known[i] {
				continue
			}
			ready := true
			for j, v := range s.Vars {
				if j != i && !known[j] && countName(s.Eqs[k], v) > 0 {
					ready = false
				}
			}
			if ready {
				plan, known[i], progress = append(plan, solved{i, k}), true, true
			}
		}
	}
	return plan
}

// countName counts the occurrences of the letter v in e.
func countName(e ast.Expr, v string) int {
	n := 0
	ast.Inspect(e, func(x ast.Expr) bool {
		if id, ok := x.(*ast.Ident); ok && id.Name == v {
			n++
		}
		return true
	})
	return n
}

// namePath reports that e holds v on a path of sums, differences,
// negations, products and quotients with v in the numerator.
func namePath(e ast.Expr, v string) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == v
	case *ast.Unary:
		return (e.Op == ast.Neg || e.Op == ast.Plus) && namePath(e.X, v)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul:
			return namePath(e.X, v) || namePath(e.Y, v)
		case ast.Div:
			return namePath(e.X, v)
		}
	}
	return false
}

// solveSystem enumerates the letters not solved for over their ranges,
// solves the others, and keeps every tuple that satisfies every equation
// exactly, with E's value there.
func solveSystem(c *decide.Checker, s intsystem.System) (solutions, []*big.Rat, string) {
	lo, hi, why := bounds(c, s)
	if why != "" {
		return solutions{}, nil, why
	}
	sols := solutions{lo: lo, hi: hi}
	plan := planSolved(s, lo, hi)
	isSolved := make([]bool, len(s.Vars))
	for _, p := range plan {
		isSolved[p.v] = true
	}
	var free []int
	total := int64(1)
	for i := range s.Vars {
		if isSolved[i] {
			continue
		}
		free = append(free, i)
		if total *= hi[i] - lo[i] + 1; total > systemMaxTuples || total <= 0 {
			if total <= 0 {
				return sols, nil, ""
			}
			return solutions{}, nil, fmt.Sprintf("more than %d tuples to try", systemMaxTuples)
		}
	}
	var values []*big.Rat
	cur := make([]int64, len(s.Vars))
	env := map[string]*big.Rat{}
	var failed string
	var walk func(k int)
	walk = func(k int) {
		if failed != "" {
			return
		}
		if k < len(free) {
			i := free[k]
			for x := lo[i]; x <= hi[i]; x++ {
				cur[i] = x
				walk(k + 1)
			}
			return
		}
		for _, i := range free {
			env[s.Vars[i]] = new(big.Rat).SetInt64(cur[i])
		}
		ok, v, why := systemTuple(s, plan, env, lo, hi)
		if why != "" {
			failed = why
			return
		}
		if ok {
			t := make([]*big.Int, len(s.Vars))
			for i, name := range s.Vars {
				t[i] = new(big.Int).Set(env[name].Num())
			}
			sols.tuples = append(sols.tuples, t)
			values = append(values, v)
		}
	}
	walk(0)
	if failed != "" {
		return solutions{}, nil, failed
	}
	return sols, values, ""
}

// systemTuple completes a tuple with the solved letters and checks it:
// ok when every letter is an integer of its range (a prime where asked)
// and every equation holds; v is E there. why is set when a letter
// cannot be solved for at this tuple.
func systemTuple(s intsystem.System, plan []solved, env map[string]*big.Rat, lo, hi []int64) (bool, *big.Rat, string) {
	for _, p := range plan {
		name, eq := s.Vars[p.v], s.Eqs[p.eq]
		diff := func(t int64) (*big.Rat, error) {
			env[name] = big.NewRat(t, 1)
			l, err := sysEval(eq.Args[0], env)
			if err != nil {
				return nil, err
			}
			r, err := sysEval(eq.Args[1], env)
			if err != nil {
				return nil, err
			}
			return l.Sub(l, r), nil
		}
		d0, err := diff(0)
		if err != nil {
			return false, nil, fmt.Sprintf("%s cannot be evaluated exactly at a tuple", s.EqSrcs[p.eq])
		}
		d1, err := diff(1)
		if err != nil {
			return false, nil, fmt.Sprintf("%s cannot be evaluated exactly at a tuple", s.EqSrcs[p.eq])
		}
		coef := d1.Sub(d1, d0)
		if coef.Sign() == 0 {
			return false, nil, fmt.Sprintf("%s is not fixed by %s at one tuple", name, s.EqSrcs[p.eq])
		}
		x := new(big.Rat).Quo(d0.Neg(d0), coef)
		if !x.IsInt() || !x.Num().IsInt64() || x.Num().Int64() < lo[p.v] || x.Num().Int64() > hi[p.v] {
			return false, nil, ""
		}
		env[name] = x
	}
	for _, name := range s.Vars {
		if s.Prime && !env[name].Num().ProbablyPrime(20) {
			return false, nil, ""
		}
	}
	for k, eq := range s.Eqs {
		l, err := sysEval(eq.Args[0], env)
		if err != nil {
			return false, nil, fmt.Sprintf("%s cannot be evaluated exactly at a tuple", s.EqSrcs[k])
		}
		r, err := sysEval(eq.Args[1], env)
		if err != nil {
			return false, nil, fmt.Sprintf("%s cannot be evaluated exactly at a tuple", s.EqSrcs[k])
		}
		if l.Cmp(r) != 0 {
			return false, nil, ""
		}
	}
	if s.E == nil {
		return true, nil, ""
	}
	v, err := sysEval(s.E, env)
	if err != nil {
		return false, nil, fmt.Sprintf("%s cannot be evaluated at a solution", statement.Clip(s.ESrc, 30))
	}
	return true, v, ""
}

// SystemValues are the values of the formula asked at every solution of
// s, found as CheckIntSystem finds them (for the soundness harness's
// other values); ok is false where it does not decide.
func SystemValues(c *decide.Checker, s intsystem.System) ([]*big.Rat, bool) {
	_, values, why := solveSystem(c, s)
	return values, why == ""
}

// separableBounds bounds the letters of an equation Σ g_i(x_i) + c = 0
// whose terms each hold one letter, every g_i with a leading coefficient
// of one sign (made positive): on x_i ≥ lo_i each g_j is at least its
// minimum m_j (g_j increases past the Cauchy bound of g_j'), so g_i(x_i)
// ≤ C_i = −c − Σ_{j≠i} m_j, and x_i is below the Cauchy bound of g_i −
// C_i, past which g_i − C_i is positive.
func separableBounds(p algebra.Mpoly, n int, lo, hi []int64, bounded []bool) {
	gs := make([]map[int]*big.Rat, n)
	c := new(big.Rat)
	for _, t := range p {
		v, deg := -1, 0
		for i, e := range t.E {
			if e == 0 {
				continue
			}
			if v >= 0 || i >= n {
				return // two letters in one term, or a letter of another kind
			}
			v, deg = i, e
		}
		if v < 0 {
			c.Add(c, t.C)
			continue
		}
		if gs[v] == nil {
			gs[v] = map[int]*big.Rat{}
		}
		gs[v][deg] = t.C
	}
	sign := 0
	for _, g := range gs {
		if g == nil {
			continue
		}
		if s := g[polyDeg(g)].Sign(); sign == 0 {
			sign = s
		} else if s != sign {
			return
		}
	}
	if sign < 0 {
		c.Neg(c)
		for _, g := range gs {
			for k, a := range g {
				g[k] = new(big.Rat).Neg(a)
			}
		}
	}
	mins := make([]*big.Rat, n)
	for j, g := range gs {
		if g == nil {
			continue
		}
		m, ok := polyMinFrom(g, lo[j])
		if !ok {
			return
		}
		mins[j] = m
	}
	for i, g := range gs {
		if g == nil {
			continue
		}
		C := new(big.Rat).Neg(c)
		for j, m := range mins {
			if j != i && m != nil {
				C.Sub(C, m)
			}
		}
		h := map[int]*big.Rat{}
		for k, a := range g {
			h[k] = a
		}
		h[0] = new(big.Rat).Sub(valueOr0(g[0]), C)
		b, ok := cauchyBound(h)
		if ok && (!bounded[i] || b < hi[i]) {
			hi[i], bounded[i] = b, true
		}
	}
}

func valueOr0(a *big.Rat) *big.Rat {
	if a == nil {
		return new(big.Rat)
	}
	return a
}

func polyDeg(g map[int]*big.Rat) int {
	d := 0
	for k, a := range g {
		if a.Sign() != 0 && k > d {
			d = k
		}
	}
	return d
}

// cauchyBound is ⌊1 + max |a_k / a_n|⌋: every real root of g is below
// it, and past it g has its leading coefficient's sign.
func cauchyBound(g map[int]*big.Rat) (int64, bool) {
	d := polyDeg(g)
	if d == 0 {
		return 0, false
	}
	m := new(big.Rat)
	for k, a := range g {
		if k < d {
			if q := new(big.Rat).Abs(new(big.Rat).Quo(a, g[d])); q.Cmp(m) > 0 {
				m = q
			}
		}
	}
	m.Add(m, big.NewRat(1, 1))
	f := new(big.Int).Quo(m.Num(), m.Denom())
	if !f.IsInt64() || f.Int64() > systemMaxTuples {
		return 0, false
	}
	return f.Int64(), true
}

// polyMinFrom is the least value of g on the integers from lo: g
// increases past the Cauchy bound of g', so the integers up to it are
// tried.
func polyMinFrom(g map[int]*big.Rat, lo int64) (*big.Rat, bool) {
	d := polyDeg(g)
	top := lo
	if d >= 2 {
		dg := map[int]*big.Rat{}
		for k, a := range g {
			if k > 0 {
				dg[k-1] = new(big.Rat).Mul(a, big.NewRat(int64(k), 1))
			}
		}
		b, ok := cauchyBound(dg)
		if !ok {
			return nil, false
		}
		top = max(lo, b+1)
	}
	if top-lo > systemMaxTuples {
		return nil, false
	}
	var m *big.Rat
	for x := lo; x <= top; x++ {
		v := new(big.Rat)
		for k, a := range g {
			v.Add(v, new(big.Rat).Mul(a, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(x), big.NewInt(int64(k)), nil))))
		}
		if m == nil || v.Cmp(m) < 0 {
			m = v
		}
	}
	return m, true
}
