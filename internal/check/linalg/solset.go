package linalg

import (
	"fmt"
	"math/big"
	"math/bits"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/solset"
)

// CheckSolutionSet decides the solution set of A·x = b written as a
// linear combination of vectors (issue 42; statement/solset): the
// answer's general solution c + Σ p·d (entries affine in the parameters
// s, t, expanded exactly) is the solution set exactly when A·c = b, every
// A·d = 0, and the d are independent and as many as n − rank A; a basis
// given beside it must be as many independent vectors of the null space.
// The evidence is each A·c, A·d, A·basis entry, a nonzero minor of the
// d (independence) and a nonzero minor of A of order n − k (rank A ≥ n −
// k, so the k vectors span the null space). Anything that fails is
// undecided (a worked answer's misprint is not trusted as a refutation).
func CheckSolutionSet(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	sys, ok := solset.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, ok := solset.ReadAnswer(statement.DollarAnswer(answerSrc))
	n := len(sys.Unknowns)
	if !ok || len(ans.General) != n {
		return decide.Undecided(kind, "the solution set is asked; the answer is not read as a general solution of %d entries", n), true
	}
	base, dirs, ok := affineColumn(ans.General, []string{"s", "t"})
	if !ok {
		return decide.Undecided(kind, "the solution set is asked; an entry of the answer is not affine in the parameters s, t"), true
	}
	b := make([]*big.Rat, len(sys.B))
	for i, v := range sys.B {
		b[i] = new(big.Rat).SetInt(v)
	}
	var basis [][]*big.Rat
	if ans.Basis != nil {
		basis = ratRows(ans.Basis)
	}
	return solutionSetVerdict(ratRows(sys.A), b, base, dirs, basis), true
}

// solutionSetVerdict: c + Σ p·d is the solution set of A·x = b exactly
// when A·c = b, every A·d = 0 and the d are n − rank A independent
// vectors; basis, when not nil, must be as many independent null vectors.
func solutionSetVerdict(a [][]*big.Rat, b, base []*big.Rat, dirs, basis [][]*big.Rat) decide.Result {
	kind := statement.KindValue
	n := len(base)
	am, err := algebra.NewMatrix(len(a), n)
	if err != nil {
		return decide.Undecided(kind, "the system is too large: %v", err)
	}
	am.A = a
	_, rank := algebra.RREF(am)
	null := n - rank
	var ev []decide.Comparison
	image := func(what string, v, want []*big.Rat) bool {
		same := true
		for i := range a {
			ev = append(ev, equal(fmt.Sprintf("row %d of A times %s", i+1, what), dotExpr(a[i], v), ratExpr(want[i])))
			same = same && dotRat(a[i], v).Cmp(want[i]) == 0
		}
		return same
	}
	zero := make([]*big.Rat, len(a))
	for i := range zero {
		zero[i] = new(big.Rat)
	}
	why := ""
	if !image("the constant part", base, b) {
		why = "A times the answer's constant part is not b"
	}
	for k, d := range dirs {
		if !image(fmt.Sprintf("direction %d", k+1), d, zero) {
			why = fmt.Sprintf("direction %d of the answer is not in the null space", k+1)
		}
	}
	if why == "" && !independent(dirs, null, &ev) {
		why = fmt.Sprintf("the answer's %d directions are not %d independent vectors (n − rank A)", len(dirs), null)
	}
	if why == "" && basis != nil {
		for k, v := range basis {
			if len(v) != n || !image(fmt.Sprintf("basis vector %d", k+1), v, zero) {
				why = fmt.Sprintf("basis vector %d of the answer is not in the null space", k+1)
			}
		}
		if why == "" && !independent(basis, null, &ev) {
			why = fmt.Sprintf("the answer's basis is not %d independent vectors", null)
		}
	}
	how := fmt.Sprintf("A = %v has rank %d over ℚ, its null space dimension %d", am, rank, null)
	if why != "" {
		return decide.Undecided(kind, "%s; %s: not trusted as a refutation of a worked answer", how, why)
	}
	if rows, cols, ok := nonzeroMinor(a, rank); ok {
		ev = append(ev, minorNonzero("a minor of A of order rank A", a, rows, cols))
	}
	r := decide.Confirm(kind, "%s; the answer's constant part solves A·x = b, its %d directions (and its basis) are independent vectors of the null space: the solution set exactly", how, len(dirs))
	r.Evidence = ev
	return r
}

// affineColumn expands each entry exactly and splits it into its constant
// and its coefficient of each parameter; ok is false for another letter
// or a term of another degree.
func affineColumn(entries []string, params []string) (base []*big.Rat, dirs [][]*big.Rat, ok bool) {
	vars := map[string]bool{}
	for _, p := range params {
		vars[p] = true
	}
	coef := map[string][]*big.Rat{}
	base = make([]*big.Rat, len(entries))
	for i, src := range entries {
		l, err := affineOf(src, vars)
		if err != nil {
			return nil, nil, false
		}
		base[i] = new(big.Rat)
		for _, t := range l {
			switch len(t.Exps) {
			case 0:
				base[i].Add(base[i], t.C)
				continue
			case 1:
			default:
				return nil, nil, false
			}
			for v, x := range t.Exps {
				if x.Cmp(big.NewRat(1, 1)) != 0 {
					return nil, nil, false
				}
				if coef[v] == nil {
					coef[v] = make([]*big.Rat, len(entries))
					for j := range coef[v] {
						coef[v][j] = new(big.Rat)
					}
				}
				coef[v][i].Add(coef[v][i], t.C)
			}
		}
	}
	var names []string
	for v := range coef {
		names = append(names, v)
	}
	sort.Strings(names)
	for _, v := range names {
		dirs = append(dirs, coef[v])
	}
	return base, dirs, true
}

// affineOf expands a formula's source exactly in the variables.
func affineOf(src string, vars map[string]bool) (algebra.Laurent, error) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, err
	}
	return algebra.LaurentOf(e, vars)
}

func ratRows(m [][]*big.Int) [][]*big.Rat {
	out := make([][]*big.Rat, len(m))
	for i, r := range m {
		for _, x := range r {
			out[i] = append(out[i], new(big.Rat).SetInt(x))
		}
	}
	return out
}

// independent says the vectors are exactly want independent vectors, with
// a nonzero minor of their matrix as evidence.
func independent(vs [][]*big.Rat, want int, ev *[]decide.Comparison) bool {
	if len(vs) != want {
		return false
	}
	if want == 0 {
		return true
	}
	rows, cols, ok := nonzeroMinor(vs, want)
	if ok {
		*ev = append(*ev, minorNonzero("a minor of the answer's vectors", vs, rows, cols))
	}
	return ok
}

// nonzeroMinor finds k rows and k columns of m whose minor is not zero
// (m at most 6×6: every choice is tried).
func nonzeroMinor(m [][]*big.Rat, k int) (rows, cols []int, ok bool) {
	if k == 0 {
		return nil, nil, true
	}
	if len(m) == 0 || len(m) > 6 || len(m[0]) > 6 {
		return nil, nil, false
	}
	for rm := 0; rm < 1<<len(m); rm++ {
		if bits.OnesCount(uint(rm)) != k {
			continue
		}
		for cm := 0; cm < 1<<len(m[0]); cm++ {
			if bits.OnesCount(uint(cm)) != k {
				continue
			}
			rows, cols = maskIndex(rm), maskIndex(cm)
			sub, _ := algebra.NewMatrix(k, k)
			for i, r := range rows {
				for j, c := range cols {
					sub.A[i][j] = m[r][c]
				}
			}
			if d, err := algebra.Det(sub); err == nil && d.Sign() != 0 {
				return rows, cols, true
			}
		}
	}
	return nil, nil, false
}

func maskIndex(mask int) []int {
	var out []int
	for i := 0; mask>>i != 0; i++ {
		if mask>>i&1 == 1 {
			out = append(out, i)
		}
	}
	return out
}

// minorNonzero is the evidence that the minor on rows, cols is not zero,
// its determinant expanded from the entries.
func minorNonzero(what string, m [][]*big.Rat, rows, cols []int) decide.Comparison {
	sub := make([][]ast.Expr, len(rows))
	for i, r := range rows {
		for _, c := range cols {
			sub[i] = append(sub[i], ratExpr(m[r][c]))
		}
	}
	return decide.Comparison{What: what + " is not zero", Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{DeterminantExpr(sub), &ast.Number{Int: "0"}}}, Want: record.WantHolds}
}
