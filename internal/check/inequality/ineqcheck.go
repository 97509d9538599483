package inequality

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// solveInequality solves a polynomial or rational inequality exactly and
// compares the claimed set ivs with the solution set. ok is false when the
// inequality is not of that kind (the caller then only probes).
func (c *checker) solveInequality(st *statement.Statement, rels []*ast.Rel, union bool, x string, a *statement.Answer, ivs []statement.Interval) (decide.Result, bool) {
	kind := statement.KindInequality
	if len(st.Substs) > 0 {
		return decide.Result{}, false
	}
	// x only under one odd root ∛x: t = ∛x is an increasing bijection of
	// the reals, so the inequality is solved in t and the answer's ends
	// are mapped by the same root.
	origX, rootIdx := x, 0
	if nr, nc, t, k, ok := oddRootSubst(rels, st.Conds, x); ok {
		rels, x, rootIdx = nr, t, k
		st2 := *st
		st2.Conds = nc
		st = &st2
	}
	sr, stop, ok := c.ineqSystemOf(st, rels, union, x)
	if stop != nil {
		return *stop, true
	}
	if !ok {
		return decide.Result{}, false
	}
	sol, err := solveIneq(sr.sys)
	if err != nil {
		return decide.Undecided(kind, "the inequality is rational but %v", err), true
	}
	setText, _ := sol.text(false)
	what := "the inequality"
	if len(sr.sys.Chains)+len(sr.sys.Conds) > 1 {
		what = "the inequalities"
	}
	how := sol.how()
	if len(sr.reductions) > 0 {
		how = "reduced by monotonicity: " + strings.Join(sr.reductions, "; ") + "; " + how
	}
	if st.IntUnknown == origX {
		if rootIdx > 0 {
			return decide.Undecided(kind, "the statement restricts %s to integers and the inequality is solved in a root of %s", origX, origX), true
		}
		return c.integerSolutions(sol, rels, sr.condRels, union, x, a, setText, how), true
	}
	ic := &ineqComparison{c: c, rels: rels, condRels: sr.condRels, union: union, x: x, origX: origX, rootIdx: rootIdx, sol: sol, setText: setText, how: how}
	bps, claimed, stop := ic.breaksAndClaims(ivs)
	if stop != nil {
		return *stop, true
	}
	if r, found := ic.firstDifference(bps, claimed); found {
		return r, true
	}
	return ic.crossChecked(what), true
}

// ineqSystemReading is an inequality read as an algebra.IneqSystem, with
// the statement's conditions as relations and the monotone reductions
// that were taken on the way.
type ineqSystemReading struct {
	sys        algebra.IneqSystem
	condRels   []*ast.Rel
	reductions []string
}

// ineqSystemOf reads the relations and the statement's conditions as a
// system of rational inequalities in x, their absolute values of rational
// arguments split by sign. ok is false when they are not of that kind;
// stop is a verdict reached on the way (a condition on another unknown).
func (c *checker) ineqSystemOf(st *statement.Statement, rels []*ast.Rel, union bool, x string) (sr ineqSystemReading, stop *decide.Result, ok bool) {
	sr.sys = algebra.IneqSystem{Union: union}
	all := make([]ast.Expr, 0, len(rels)+len(st.Conds))
	for _, r := range rels {
		all = append(all, r)
	}
	for _, f := range st.Conds {
		all = append(all, f.E)
	}
	lk := &ineqLinker{c: c, x: x, absNodes: absOfVar(all, x)}
	if len(lk.absNodes) > maxAbs {
		return sr, nil, false
	}
	for _, f := range lk.absNodes {
		if statement.Contains(f.Args[0], func(n ast.Expr) bool { g, ok := n.(*ast.Func); return ok && g.Name == ast.Abs }) {
			return sr, nil, false // nested absolute values
		}
		g, ok := forms.RatFuncOf(c.Checker, f.Args[0], x)
		if !ok {
			return sr, nil, false
		}
		sr.sys.AbsArgs = append(sr.sys.AbsArgs, g)
	}
	for _, r := range rels {
		l, ok := lk.links(r)
		if !ok {
			return sr, nil, false
		}
		sr.sys.Chains = append(sr.sys.Chains, l)
	}
	for _, f := range st.Conds {
		r, ok := f.E.(*ast.Rel)
		if !ok {
			return sr, nil, false
		}
		if extra := statement.Subset(pm.FreeVars(r), []string{x}); len(extra) > 0 {
			u := decide.Undecided(statement.KindInequality, "a condition %s involves %s", statement.Clip(f.Src, 40), statement.JoinNames(extra))
			return sr, &u, false
		}
		l, ok := lk.links(r)
		if !ok {
			return sr, nil, false
		}
		sr.sys.Conds = append(sr.sys.Conds, l)
		sr.condRels = append(sr.condRels, r)
	}
	sr.reductions = lk.reductions
	return sr, nil, true
}

// absOfVar returns the outermost absolute values |g| of the expressions
// whose argument involves x: each is g or -g on each piece.
func absOfVar(all []ast.Expr, x string) []*ast.Func {
	var absNodes []*ast.Func
	for _, e := range all {
		statement.WalkExprs(e, func(n ast.Expr) bool {
			if f, ok := n.(*ast.Func); ok && f.Name == ast.Abs && len(f.Args) == 1 && statement.ContainsVar(f, x) {
				absNodes = append(absNodes, f)
				return false
			}
			return true
		})
	}
	return absNodes
}

// ineqLinker turns relation chains into links of rational functions of x,
// reducing monotone sides on the way (noted in reductions).
type ineqLinker struct {
	c          *checker
	x          string
	absNodes   []*ast.Func
	reductions []string
}

// links reads the chain r as its links a op b, each as the rational
// function a-b (one per sign pattern of the absolute values) and op.
func (lk *ineqLinker) links(r *ast.Rel) ([]algebra.IneqLink, bool) {
	var raw []rawLink
	for i := 0; i+1 < len(r.Args); i++ {
		switch r.Ops[i] {
		case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Eq, ast.Ne:
		default:
			return nil, false
		}
		got, ok := lk.c.reduceLink(rawLink{r.Args[i], r.Args[i+1], r.Ops[i]}, lk.x, 0, &lk.reductions)
		if !ok {
			return nil, false
		}
		raw = append(raw, got...)
	}
	var out []algebra.IneqLink
	for _, rl := range raw {
		diff := &ast.Binary{Op: ast.Sub, X: rl.a, Y: rl.b}
		op := rl.op
		if len(lk.absNodes) == 0 {
			f, ok := forms.RatFuncOf(lk.c.Checker, diff, lk.x)
			if !ok {
				return nil, false
			}
			out = append(out, algebra.IneqLink{F: f, Op: op})
			continue
		}
		l := algebra.IneqLink{Op: op}
		for pat := 0; pat < 1<<len(lk.absNodes); pat++ {
			f, ok := forms.RatFuncOf(lk.c.Checker, replaceAbs(diff, lk.absNodes, pat), lk.x)
			if !ok {
				return nil, false
			}
			l.Fs = append(l.Fs, f)
		}
		out = append(out, l)
	}
	return out, true
}

// ineqComparison holds an exactly solved inequality while the answer's
// set is compared with its solution set. When x was an odd root of origX
// (rootIdx > 0), the solution is in x and the answer's ends are mapped.
type ineqComparison struct {
	c              *checker
	rels, condRels []*ast.Rel
	union          bool
	x, origX       string
	rootIdx        int
	sol            *ineqSolution
	setText, how   string
}

// claimedIv is an interval of the answer by its positions among the
// breakpoints: 2j is the gap before breakpoint j, 2j+1 the point.
type claimedIv struct {
	lo, hi             int // position; -1 or 2n+1 for an infinite end
	loClosed, hiClosed bool
	src                string
}

// breaksAndClaims locates the answer's ends among the critical points and
// returns the ordered breakpoints (critical points and the other claimed
// ends, equal ones merged) and the claimed intervals by position. stop is
// a verdict reached on the way.
func (ic *ineqComparison) breaksAndClaims(ivs []statement.Interval) ([]ineqBreak, []claimedIv, *decide.Result) {
	kind := statement.KindInequality
	sol := ic.sol
	bps := make([]ineqBreak, 0, len(sol.roots)+2*len(ivs))
	for k, r := range sol.roots {
		bps = append(bps, ineqBreak{root: k, piece: -1, f: r.Approx(), val: algebra.RootValue(r)})
	}
	var extra []ineqBreak
	raw := make([][2]*ineqBreak, len(ivs))
	for i, iv := range ivs {
		for j, e := range []ast.Expr{iv.Lo, iv.Hi} {
			if e == nil {
				continue
			}
			b, bad := ic.locate(e)
			if bad != nil {
				return nil, nil, bad
			}
			if b.root < 0 {
				extra = append(extra, b)
			}
			raw[i][j] = &b
		}
	}
	merged, bad := mergeEqualEnds(extra)
	if bad != nil {
		return nil, nil, bad
	}
	bps = append(bps, merged...)
	sortBreaks(bps)
	n := len(bps)
	var claimed []claimedIv
	for i, iv := range ivs {
		ci := claimedIv{lo: -1, hi: 2*n + 1, loClosed: iv.LoClosed, hiClosed: iv.HiClosed, src: intervalText(iv)}
		if raw[i][0] != nil {
			ci.lo = 2*breakIndex(bps, raw[i][0]) + 1
		}
		if raw[i][1] != nil {
			ci.hi = 2*breakIndex(bps, raw[i][1]) + 1
		}
		switch {
		case ci.lo > ci.hi:
			r := decide.Refute(kind, "the answer's interval %s has its ends in the wrong order", ci.src)
			return nil, nil, &r
		case ci.lo == ci.hi && !(ci.loClosed && ci.hiClosed):
			r := decide.Refute(kind, "the answer's interval %s is empty: one end, not closed on both sides", ci.src)
			return nil, nil, &r
		}
		claimed = append(claimed, ci)
	}
	return bps, claimed, nil
}

// locate places an end e of the answer (mapped by the root when the
// inequality is solved in a root of the unknown) among the critical
// points: at one, or inside a piece.
func (ic *ineqComparison) locate(e ast.Expr) (ineqBreak, *decide.Result) {
	kind := statement.KindInequality
	if ic.rootIdx > 0 {
		e = &ast.Root{Index: &ast.Number{Int: fmt.Sprint(ic.rootIdx)}, X: e}
	}
	v, err := ic.c.Eval(e, nil)
	if err != nil {
		r := decide.Undecided(kind, "an end of the answer cannot be evaluated: %v", err)
		return ineqBreak{}, &r
	}
	if q, ok := v.Exact(); ok {
		root, piece := ic.sol.locateRat(q)
		return ineqBreak{root: root, piece: piece, f: v.Float(decide.PrecBits), val: v}, nil
	}
	root, piece, why := ic.c.locateEnd(ic.sol, e, v)
	if why != "" {
		r := decide.Undecided(kind, "%s", why)
		return ineqBreak{}, &r
	}
	return ineqBreak{root: root, piece: piece, f: v.Float(decide.PrecBits), val: v}, nil
}

// mergeEqualEnds sorts the claimed ends that are no critical point and
// merges those that are equal; bad is set when two cannot be compared.
func mergeEqualEnds(extra []ineqBreak) ([]ineqBreak, *decide.Result) {
	sort.SliceStable(extra, func(i, j int) bool {
		if extra[i].piece != extra[j].piece {
			return extra[i].piece < extra[j].piece
		}
		return extra[i].f.Cmp(extra[j].f) < 0
	})
	var merged []ineqBreak
	for _, b := range extra {
		if n := len(merged); n > 0 && merged[n-1].piece == b.piece {
			switch eq := decide.DecideUnbounded(merged[n-1].val, b.val, nil, 0); eq.State {
			case decide.Same:
				continue
			case decide.Unsure:
				r := decide.Undecided(statement.KindInequality, "two ends of the answer, %s and %s: %s", decide.Show(merged[n-1].val), decide.Show(b.val), eq.Why)
				return nil, &r
			}
		}
		merged = append(merged, b)
	}
	return merged, nil
}

// sortBreaks orders the breakpoints: critical point k sits between piece
// k and piece k+1, and the claimed ends inside a piece by value.
func sortBreaks(bps []ineqBreak) {
	key := func(b ineqBreak) int {
		if b.root >= 0 {
			return 2*b.root + 1
		}
		return 2 * b.piece
	}
	sort.SliceStable(bps, func(i, j int) bool {
		ki, kj := key(bps[i]), key(bps[j])
		if ki != kj {
			return ki < kj
		}
		return bps[i].f.Cmp(bps[j].f) < 0
	})
}

// breakIndex returns the index of the claimed end b among the ordered
// breakpoints.
func breakIndex(bps []ineqBreak, b *ineqBreak) int {
	for i := range bps {
		if b.root >= 0 && bps[i].root == b.root {
			return i
		}
		if b.root < 0 && bps[i].root < 0 && bps[i].piece == b.piece && decide.Compare(bps[i].val, b.val) == decide.Same {
			return i
		}
	}
	panic("check: a claimed end lost its breakpoint")
}

// firstDifference walks the positions 0..2n (2j the gap before breakpoint
// j, 2j+1 the point) and refutes at the first where the solution set and
// the claimed set differ; found is false when they agree everywhere.
func (ic *ineqComparison) firstDifference(bps []ineqBreak, claimed []claimedIv) (decide.Result, bool) {
	inClaimed := func(p int) bool {
		for _, ci := range claimed {
			if ci.lo < p && p < ci.hi || p == ci.lo && ci.loClosed || p == ci.hi && ci.hiClosed {
				return true
			}
		}
		return false
	}
	sol := ic.sol
	roots := 0
	for p := 0; p <= 2*len(bps); p++ {
		var truth bool
		var at cas.Value
		if p%2 == 1 {
			b := bps[p/2]
			if b.root >= 0 {
				truth = sol.atRoot[b.root]
				roots++
			} else {
				truth = sol.inPiece[b.piece]
			}
			at = b.val
		} else {
			truth = sol.inPiece[roots]
			at = ic.c.gapPoint(bps, p/2)
		}
		if truth == inClaimed(p) {
			continue
		}
		return ic.refuteAt(at, truth), true
	}
	return decide.Result{}, false
}

// refuteAt refutes the answer at the witness at, where the solution set
// holds truth and the answer the opposite, after a cross-check of the
// exact reading with a direct evaluation of the statement's relations.
func (ic *ineqComparison) refuteAt(at cas.Value, truth bool) decide.Result {
	kind := statement.KindInequality
	c, x := ic.c, ic.x
	what := "satisfies the inequality but is not in the answer"
	if !truth {
		what = "is in the answer but does not satisfy the inequality"
		for _, r := range append(append([]*ast.Rel(nil), ic.rels...), ic.condRels...) {
			if c.undefinedAt(r, cas.Env{x: at}) {
				what = "is in the answer but the inequality is undefined there"
			}
		}
	}
	if got, dec := c.systemHolds(ic.rels, ic.condRels, ic.union, x, at); dec && got != truth {
		return decide.Undecided(kind, "the exact solution and a direct evaluation disagree at %s=%s", x, decide.Show(at))
	}
	point := fmt.Sprintf("%s=%s", x, decide.Show(at))
	if ic.rootIdx > 0 {
		xv, err := c.Cas.Pow(at, cas.Int(int64(ic.rootIdx)))
		if err != nil {
			return decide.Undecided(kind, "%v", err)
		}
		point = fmt.Sprintf("%s=%s (%s=%s)", ic.origX, decide.Show(xv), x, decide.Show(at))
	}
	r := decide.Refute(kind, "%s %s: the solution set is %s (%s)", point, what, ic.setText, ic.how)
	if ic.rootIdx == 0 {
		r.Recomputed, _ = ic.sol.text(true)
		r.RecomputedDiffers = true
	}
	r.Evidence = c.ineqEvidence(ic.rels, ic.condRels, x, []cas.Value{at})
	return r
}

// crossChecked cross-checks every test point and every rational critical
// point of the solution with a direct evaluation, then confirms the
// answer, whose set equals the solution set; what names the inequality.
func (ic *ineqComparison) crossChecked(what string) decide.Result {
	kind := statement.KindInequality
	c, sol, x := ic.c, ic.sol, ic.x
	var pts []cas.Value
	for k, t := range sol.test {
		pts = append(pts, cas.Rat(t))
		if k < len(sol.roots) && sol.roots[k].Exact != nil {
			pts = append(pts, cas.Rat(sol.roots[k].Exact))
		}
	}
	for _, v := range pts {
		var truth bool
		q, _ := v.Exact()
		if root, piece := sol.locateRat(q); root >= 0 {
			truth = sol.atRoot[root]
		} else {
			truth = sol.inPiece[piece]
		}
		if got, dec := c.systemHolds(ic.rels, ic.condRels, ic.union, x, v); dec && got != truth {
			return decide.Undecided(kind, "the exact solution and a direct evaluation disagree at %s=%s", x, decide.Show(v))
		}
	}
	if ic.rootIdx > 0 {
		r := decide.Confirm(kind, "with %s = the %s root of %s (increasing, onto ℝ), the solution set of %s in %s is %s (%s), equal to the answer's set mapped by the same root", x, ordinal(ic.rootIdx), ic.origX, what, x, ic.setText, ic.how)
		r.Evidence = c.ineqEvidence(ic.rels, ic.condRels, x, pts)
		return r
	}
	r := decide.Confirm(kind, "the solution set of %s is %s (%s), equal to the answer", what, ic.setText, ic.how)
	r.Recomputed, _ = sol.text(true)
	r.Evidence = c.ineqEvidence(ic.rels, ic.condRels, x, pts)
	return r
}

func ordinal(k int) string {
	switch k {
	case 3:
		return "cube"
	case 5:
		return "fifth"
	case 7:
		return "seventh"
	}
	return fmt.Sprintf("%d-th", k)
}

// oddRootSubst rewrites relations in which x occurs only as the same odd
// root of x itself (∛x) with a new unknown t for that root. ok is false
// when x occurs otherwise or under different roots.
func oddRootSubst(rels []*ast.Rel, conds []statement.Formula, x string) (nr []*ast.Rel, nc []statement.Formula, t string, k int, ok bool) {
	t = "t"
	if x == "t" {
		t = "u"
	}
	bad := false
	var rewrite func(e ast.Expr) ast.Expr
	rewrite = func(e ast.Expr) ast.Expr {
		switch n := e.(type) {
		case *ast.Ident:
			if n.Name == x {
				bad = true
			}
			return n
		case *ast.Root:
			if id, isID := n.X.(*ast.Ident); isID && id.Name == x && n.Index != nil {
				idx, okI := statement.IntLiteral(n.Index)
				if okI && idx%2 == 1 && idx >= 3 && (k == 0 || k == idx) {
					k = idx
					return &ast.Ident{Name: t}
				}
			}
			if statement.ContainsVar(n, x) {
				bad = true
			}
			return n
		case *ast.Unary:
			c := *n
			c.X = rewrite(n.X)
			return &c
		case *ast.Binary:
			c := *n
			c.X, c.Y = rewrite(n.X), rewrite(n.Y)
			return &c
		case *ast.Func:
			c := *n
			c.Args = make([]ast.Expr, len(n.Args))
			for i, a := range n.Args {
				c.Args[i] = rewrite(a)
			}
			return &c
		}
		if statement.ContainsVar(e, x) {
			bad = true
		}
		return e
	}
	rewriteRel := func(r *ast.Rel) *ast.Rel {
		c := *r
		c.Args = make([]ast.Expr, len(r.Args))
		for i, a := range r.Args {
			c.Args[i] = rewrite(a)
		}
		return &c
	}
	for _, r := range rels {
		nr = append(nr, rewriteRel(r))
	}
	for _, f := range conds {
		r, isRel := f.E.(*ast.Rel)
		if !isRel {
			return nil, nil, "", 0, false
		}
		nc = append(nc, statement.Formula{E: rewriteRel(r), Src: f.Src})
	}
	if bad || k == 0 {
		return nil, nil, "", 0, false
	}
	return nr, nc, t, k, true
}

// maxAbs bounds the absolute values an inequality is reduced by (2^maxAbs
// sign patterns).
const maxAbs = 4

// replaceAbs returns e with the absolute value absNodes[j] replaced by its
// argument, negated when bit j of pat is set. Only the nodes a rational
// function is built of are rebuilt; an absolute value anywhere else stays
// and makes the result non-rational.
func replaceAbs(e ast.Expr, absNodes []*ast.Func, pat int) ast.Expr {
	switch n := e.(type) {
	case *ast.Func:
		for j, a := range absNodes {
			if n == a {
				if pat&(1<<j) != 0 {
					return &ast.Unary{Op: ast.Neg, X: n.Args[0]}
				}
				return n.Args[0]
			}
		}
	case *ast.Unary:
		c := *n
		c.X = replaceAbs(n.X, absNodes, pat)
		return &c
	case *ast.Binary:
		c := *n
		c.X = replaceAbs(n.X, absNodes, pat)
		c.Y = replaceAbs(n.Y, absNodes, pat)
		return &c
	}
	return e
}

// how says how the critical points were found, for a note.
func (sol *ineqSolution) how() string {
	exact, surds, iso := 0, 0, 0
	for k, r := range sol.roots {
		switch {
		case r.Exact != nil:
			exact++
		case sol.surds[k] != nil:
			surds++
		default:
			iso++
		}
	}
	if len(sol.roots) == 0 {
		return "no critical point: the signs are constant, read at one point"
	}
	var parts []string
	if exact > 0 {
		parts = append(parts, fmt.Sprintf("%d rational", exact))
	}
	if surds > 0 {
		parts = append(parts, fmt.Sprintf("%d quadratic surd", surds))
	}
	if iso > 0 {
		parts = append(parts, fmt.Sprintf("%d isolated by Sturm sequences to 2^-130", iso))
	}
	abs := ""
	if sol.nAbs > 0 {
		abs = fmt.Sprintf(", with the zeros of the %d absolute values' arguments among them", sol.nAbs)
	}
	return fmt.Sprintf("critical points exact: %s%s; the sign decided on each of the %d pieces and at each critical point", strings.Join(parts, ", "), abs, len(sol.roots)+1)
}

// gapPoint returns a rational point strictly inside gap j (before
// breakpoint j; gap n is after the last).
func (c *checker) gapPoint(bps []ineqBreak, j int) cas.Value {
	n := len(bps)
	if n == 0 {
		return cas.Int(0)
	}
	one := big.NewRat(1, 1)
	var lo, hi *big.Rat
	switch {
	case j == 0:
		hi, _ = bps[0].f.Rat(nil)
		hi.Sub(hi, one)
		lo = new(big.Rat).Sub(hi, one)
	case j == n:
		lo, _ = bps[n-1].f.Rat(nil)
		lo.Add(lo, one)
		hi = new(big.Rat).Add(lo, one)
	default:
		lo, _ = bps[j-1].f.Rat(nil)
		hi, _ = bps[j].f.Rat(nil)
	}
	return cas.Rat(algebra.Between(lo, hi))
}

// ineqBreak is a breakpoint of the comparison of a claimed set with the
// solution set: a critical point (root ≥ 0) or a claimed end inside a piece.
type ineqBreak struct {
	root  int        // the critical point it is, or -1
	piece int        // for a claimed end that is no critical point
	f     *big.Float // its value, for ordering inside a piece
	val   cas.Value
}

// systemHolds evaluates the statement's relations at x = v; decided is
// false when a relation cannot be decided there numerically.
func (c *checker) systemHolds(rels, conds []*ast.Rel, union bool, x string, v cas.Value) (ok, decided bool) {
	env := cas.Env{x: v}
	for _, r := range conds {
		got, dec := c.Holds(r, env)
		if !dec {
			return false, false
		}
		if !got {
			return false, true
		}
	}
	anyTrue, allTrue := false, true
	for _, r := range rels {
		got, dec := c.Holds(r, env)
		if !dec && c.undefinedAt(r, env) {
			got, dec = false, true // undefined there: it does not hold
		}
		if !dec {
			return false, false
		}
		anyTrue = anyTrue || got
		allTrue = allTrue && got
	}
	if union {
		return anyTrue, true
	}
	return allTrue, true
}

// ineqEvidence records the relations at the given points for legs 2 and 3.
func (c *checker) ineqEvidence(rels, conds []*ast.Rel, x string, pts []cas.Value) []decide.Comparison {
	var envs []cas.Env
	for _, v := range pts {
		if len(envs) == 16 {
			break
		}
		envs = append(envs, cas.Env{x: v})
	}
	var out []decide.Comparison
	for _, r := range append(append([]*ast.Rel(nil), rels...), conds...) {
		out = append(out, decide.Comparison{What: "inequality", Left: r, Points: envs, Want: record.WantClaimedSet})
	}
	return out
}

// intervalText prints one claimed interval.
func intervalText(iv statement.Interval) string {
	lo, hi := "(-∞", "∞)"
	if iv.Lo != nil {
		lo = "(" + ast.Print(iv.Lo)
		if iv.LoClosed {
			lo = "[" + ast.Print(iv.Lo)
		}
	}
	if iv.Hi != nil {
		hi = ast.Print(iv.Hi) + ")"
		if iv.HiClosed {
			hi = ast.Print(iv.Hi) + "]"
		}
	}
	return statement.Clip(lo+", "+hi, 60)
}
