package check

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// solveInequality solves a polynomial or rational inequality exactly and
// compares the claimed set ivs with the solution set. ok is false when the
// inequality is not of that kind (the caller then only probes).
func (c *checker) solveInequality(st *statement.Statement, rels []*ast.Rel, union bool, x string, a *statement.Answer, ivs []statement.Interval) (Result, bool) {
	kind := statement.KindInequality
	if len(st.Substs) > 0 {
		return Result{}, false
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
	// Absolute values of rational arguments are reduced by the sign of
	// their arguments: |g| is g or -g on each piece.
	var absNodes []*ast.Func
	sys := algebra.IneqSystem{Union: union}
	all := make([]ast.Expr, 0, len(rels)+len(st.Conds))
	for _, r := range rels {
		all = append(all, r)
	}
	for _, f := range st.Conds {
		all = append(all, f.E)
	}
	for _, e := range all {
		statement.WalkExprs(e, func(n ast.Expr) bool {
			if f, ok := n.(*ast.Func); ok && f.Name == ast.Abs && len(f.Args) == 1 && statement.ContainsVar(f, x) {
				absNodes = append(absNodes, f)
				return false
			}
			return true
		})
	}
	if len(absNodes) > maxAbs {
		return Result{}, false
	}
	for _, f := range absNodes {
		if statement.Contains(f.Args[0], func(n ast.Expr) bool { g, ok := n.(*ast.Func); return ok && g.Name == ast.Abs }) {
			return Result{}, false // nested absolute values
		}
		g, ok := c.ratFuncOf(f.Args[0], x)
		if !ok {
			return Result{}, false
		}
		sys.AbsArgs = append(sys.AbsArgs, g)
	}
	var reductions []string
	links := func(r *ast.Rel) ([]algebra.IneqLink, bool) {
		var raw []rawLink
		for i := 0; i+1 < len(r.Args); i++ {
			switch r.Ops[i] {
			case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Eq, ast.Ne:
			default:
				return nil, false
			}
			got, ok := c.reduceLink(rawLink{r.Args[i], r.Args[i+1], r.Ops[i]}, x, 0, &reductions)
			if !ok {
				return nil, false
			}
			raw = append(raw, got...)
		}
		var out []algebra.IneqLink
		for _, rl := range raw {
			diff := &ast.Binary{Op: ast.Sub, X: rl.a, Y: rl.b}
			op := rl.op
			if len(absNodes) == 0 {
				f, ok := c.ratFuncOf(diff, x)
				if !ok {
					return nil, false
				}
				out = append(out, algebra.IneqLink{F: f, Op: op})
				continue
			}
			l := algebra.IneqLink{Op: op}
			for pat := 0; pat < 1<<len(absNodes); pat++ {
				f, ok := c.ratFuncOf(replaceAbs(diff, absNodes, pat), x)
				if !ok {
					return nil, false
				}
				l.Fs = append(l.Fs, f)
			}
			out = append(out, l)
		}
		return out, true
	}
	for _, r := range rels {
		l, ok := links(r)
		if !ok {
			return Result{}, false
		}
		sys.Chains = append(sys.Chains, l)
	}
	var condRels []*ast.Rel
	for _, f := range st.Conds {
		r, ok := f.E.(*ast.Rel)
		if !ok {
			return Result{}, false
		}
		if extra := statement.Subset(pm.FreeVars(r), []string{x}); len(extra) > 0 {
			return undecided(kind, "a condition %s involves %s", statement.Clip(f.Src, 40), statement.JoinNames(extra)), true
		}
		l, ok := links(r)
		if !ok {
			return Result{}, false
		}
		sys.Conds = append(sys.Conds, l)
		condRels = append(condRels, r)
	}
	sol, err := solveIneq(sys)
	if err != nil {
		return undecided(kind, "the inequality is rational but %v", err), true
	}
	setText, _ := sol.text(false)
	what := "the inequality"
	if len(sys.Chains)+len(sys.Conds) > 1 {
		what = "the inequalities"
	}
	how := sol.how()
	if len(reductions) > 0 {
		how = "reduced by monotonicity: " + strings.Join(reductions, "; ") + "; " + how
	}
	if st.IntUnknown == origX {
		if rootIdx > 0 {
			return undecided(kind, "the statement restricts %s to integers and the inequality is solved in a root of %s", origX, origX), true
		}
		return c.integerSolutions(sol, rels, condRels, union, x, a, setText, how), true
	}

	// Locate the claimed ends among the critical points.
	type bp = ineqBreak
	bps := make([]bp, 0, len(sol.roots)+2*len(ivs))
	for k, r := range sol.roots {
		bps = append(bps, bp{root: k, piece: -1, f: r.Approx(), val: algebra.RootValue(r)})
	}
	type claimedIv struct {
		lo, hi             int // breakpoint index; -1 for an infinite end
		loClosed, hiClosed bool
		src                string
	}
	var extra []bp
	locate := func(e ast.Expr) (bp, *Result) {
		if rootIdx > 0 {
			e = &ast.Root{Index: &ast.Number{Int: fmt.Sprint(rootIdx)}, X: e}
		}
		v, err := c.eval(e, nil)
		if err != nil {
			r := undecided(kind, "an end of the answer cannot be evaluated: %v", err)
			return bp{}, &r
		}
		if q, ok := v.Exact(); ok {
			root, piece := sol.locateRat(q)
			return bp{root: root, piece: piece, f: v.Float(precBits), val: v}, nil
		}
		root, piece, why := c.locateEnd(sol, e, v)
		if why != "" {
			r := undecided(kind, "%s", why)
			return bp{}, &r
		}
		return bp{root: root, piece: piece, f: v.Float(precBits), val: v}, nil
	}
	raw := make([][2]*bp, len(ivs))
	for i, iv := range ivs {
		for j, e := range []ast.Expr{iv.Lo, iv.Hi} {
			if e == nil {
				continue
			}
			b, bad := locate(e)
			if bad != nil {
				return *bad, true
			}
			if b.root < 0 {
				extra = append(extra, b)
			}
			raw[i][j] = &b
		}
	}
	// Claimed ends that are no critical point, merged when equal.
	sort.SliceStable(extra, func(i, j int) bool {
		if extra[i].piece != extra[j].piece {
			return extra[i].piece < extra[j].piece
		}
		return extra[i].f.Cmp(extra[j].f) < 0
	})
	var merged []bp
	for _, b := range extra {
		if n := len(merged); n > 0 && merged[n-1].piece == b.piece {
			switch eq := decideUnbounded(merged[n-1].val, b.val, nil, 0); eq.state {
			case same:
				continue
			case unsure:
				return undecided(kind, "two ends of the answer, %s and %s: %s", show(merged[n-1].val), show(b.val), eq.why), true
			}
		}
		merged = append(merged, b)
	}
	bps = append(bps, merged...)
	// Order: critical point k sits between piece k and piece k+1.
	key := func(b bp) int {
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
	index := func(b *bp) int {
		for i := range bps {
			if b.root >= 0 && bps[i].root == b.root {
				return i
			}
			if b.root < 0 && bps[i].root < 0 && bps[i].piece == b.piece && compare(bps[i].val, b.val) == same {
				return i
			}
		}
		panic("check: a claimed end lost its breakpoint")
	}
	n := len(bps)
	var claimed []claimedIv
	for i, iv := range ivs {
		ci := claimedIv{lo: -1, hi: 2*n + 1, loClosed: iv.LoClosed, hiClosed: iv.HiClosed, src: intervalText(iv)}
		if raw[i][0] != nil {
			ci.lo = 2*index(raw[i][0]) + 1
		}
		if raw[i][1] != nil {
			ci.hi = 2*index(raw[i][1]) + 1
		}
		switch {
		case ci.lo > ci.hi:
			return refute(kind, "the answer's interval %s has its ends in the wrong order", ci.src), true
		case ci.lo == ci.hi && !(ci.loClosed && ci.hiClosed):
			return refute(kind, "the answer's interval %s is empty: one end, not closed on both sides", ci.src), true
		}
		claimed = append(claimed, ci)
	}
	// Positions 0..2n: 2j is the gap before breakpoint j, 2j+1 the point.
	inClaimed := func(p int) bool {
		for _, ci := range claimed {
			if ci.lo < p && p < ci.hi || p == ci.lo && ci.loClosed || p == ci.hi && ci.hiClosed {
				return true
			}
		}
		return false
	}
	roots := 0
	for p := 0; p <= 2*n; p++ {
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
			at = c.gapPoint(bps, p/2)
		}
		if truth == inClaimed(p) {
			continue
		}
		what := "satisfies the inequality but is not in the answer"
		if !truth {
			what = "is in the answer but does not satisfy the inequality"
			for _, r := range append(append([]*ast.Rel(nil), rels...), condRels...) {
				if c.undefinedAt(r, cas.Env{x: at}) {
					what = "is in the answer but the inequality is undefined there"
				}
			}
		}
		// Cross-check the exact reading at the witness with a direct
		// evaluation of the statement's relations.
		if got, dec := c.systemHolds(rels, condRels, union, x, at); dec && got != truth {
			return undecided(kind, "the exact solution and a direct evaluation disagree at %s=%s", x, show(at)), true
		}
		point := fmt.Sprintf("%s=%s", x, show(at))
		if rootIdx > 0 {
			xv, err := c.cas.Pow(at, cas.Int(int64(rootIdx)))
			if err != nil {
				return undecided(kind, "%v", err), true
			}
			point = fmt.Sprintf("%s=%s (%s=%s)", origX, show(xv), x, show(at))
		}
		r := refute(kind, "%s %s: the solution set is %s (%s)", point, what, setText, how)
		if rootIdx == 0 {
			r.Recomputed, _ = sol.text(true)
			r.RecomputedDiffers = true
		}
		r.Evidence = c.ineqEvidence(rels, condRels, x, []cas.Value{at})
		return r, true
	}
	// Cross-check every test point and every rational critical point.
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
		if got, dec := c.systemHolds(rels, condRels, union, x, v); dec && got != truth {
			return undecided(kind, "the exact solution and a direct evaluation disagree at %s=%s", x, show(v)), true
		}
	}
	if rootIdx > 0 {
		r := confirm(kind, "with %s = the %s root of %s (increasing, onto ℝ), the solution set of %s in %s is %s (%s), equal to the answer's set mapped by the same root", x, ordinal(rootIdx), origX, what, x, setText, how)
		r.Evidence = c.ineqEvidence(rels, condRels, x, pts)
		return r, true
	}
	r := confirm(kind, "the solution set of %s is %s (%s), equal to the answer", what, setText, how)
	r.Recomputed, _ = sol.text(true)
	r.Evidence = c.ineqEvidence(rels, condRels, x, pts)
	return r, true
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
		got, dec := c.holds(r, env)
		if !dec {
			return false, false
		}
		if !got {
			return false, true
		}
	}
	anyTrue, allTrue := false, true
	for _, r := range rels {
		got, dec := c.holds(r, env)
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
func (c *checker) ineqEvidence(rels, conds []*ast.Rel, x string, pts []cas.Value) []Comparison {
	var envs []cas.Env
	for _, v := range pts {
		if len(envs) == 16 {
			break
		}
		envs = append(envs, cas.Env{x: v})
	}
	var out []Comparison
	for _, r := range append(append([]*ast.Rel(nil), rels...), conds...) {
		out = append(out, Comparison{What: "inequality", Left: r, Points: envs, Want: record.WantClaimedSet})
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
