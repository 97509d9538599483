package calculus

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkExtremum is CheckExtremum on this package's checker.
func (c *checker) checkExtremum(st *statement.Statement, a *statement.Answer) decide.Result {
	kind := statement.KindExtremum
	isMax, isMin := st.Read.Named(statement.CueTask, "maximum"), st.Read.Named(statement.CueTask, "minimum")
	if isMax == isMin {
		return decide.Undecided(kind, "both or neither of a greatest and a least value are asked")
	}
	_, argAsk := st.Read.Has(statement.CueTopic, "the place of an extremum")
	// Other questions (a sum, a digit, a word problem) were turned away
	// by the cue table before (statement.unhandled).
	for _, name := range []string{"a point", "where", "x-axis"} {
		if w, ok := st.Read.Has(statement.CueTopic, name); ok {
			return decide.Undecided(kind, "the question is not the extreme value of one function (%q)", w)
		}
	}
	if w, ok := st.Read.Has(statement.CueRestrict, ""); ok && !strings.Contains(w, "segment") && !strings.Contains(w, "interval") && w != "on $" {
		return decide.Undecided(kind, "the question is not the extreme value of one function (%q)", w)
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the answer is not a single value")
	}
	ansE := answerRHS(a.Items[0].E)
	if len(pm.FreeVars(ansE)) > 0 {
		return decide.Undecided(kind, "the answer is not a number")
	}
	fn, seg, conds, res, ok := extremumTarget(st, kind)
	if !ok {
		return res
	}
	fv := pm.FreeVars(fn)
	if len(fv) > 1 && len(conds) == 0 && seg == nil {
		// Issue 42: a quadratic in several variables over all real points.
		if res, ok := c.quadExtremumVerdict(st, a, kind, isMax, argAsk, fn, fv, ansE); ok {
			return res
		}
	}
	if len(fv) != 1 {
		return decide.Undecided(kind, "the function %s has %d variables", statement.Clip(ast.Print(fn), 40), len(fv))
	}
	v := fv[0]
	if res, done := c.exactExtremumVerdict(st, a, kind, isMax, argAsk, fn, v, seg, conds, ansE); done {
		return res
	}
	lo, hi, loClosed, hiClosed, res, ok := c.extremumRange(kind, seg, conds, v)
	if !ok {
		return res
	}
	bestX, how, res, ok := c.gridExtremum(kind, isMax, fn, v, seg, lo, hi, loClosed, hiClosed)
	if !ok {
		return res
	}
	return c.numericExtremumVerdict(st, a, kind, isMax, argAsk, fn, v, bestX, how, lo, hi, ansE)
}

// CheckExtremum checks "find the greatest (least) value of f(x) [on
// [a; b]]": f is sampled on a grid (400 points on a segment, the sinh grid
// on [-1000, 1000] otherwise), the best grid point is refined by bisection
// on the sign of the numeric derivative, and the ends of a closed segment
// are candidates too. An extremum at the edge of the sampled range, or of
// the domain, leaves the row undecided.
func CheckExtremum(c *decide.Checker, st *statement.Statement, a *statement.Answer) decide.Result {
	return (&checker{c}).checkExtremum(st, a)
}

// extremumTarget reads the statement's targets: the function (the right
// side of "f(x) = ..." or a bare formula), the segment it is taken on, and
// the conditions, added to the statement's own. ok is false, with the
// undecided result, when no single function is found.
func extremumTarget(st *statement.Statement, kind statement.Kind) (fn ast.Expr, seg *ast.Tuple, conds []statement.Formula, res decide.Result, ok bool) {
	conds = append([]statement.Formula(nil), st.Conds...)
	for _, t := range st.Targets {
		switch e := t.E.(type) {
		case *ast.Tuple:
			if len(e.Items) == 2 && seg == nil {
				seg = e
				continue
			}
		case *ast.Rel:
			if statement.IsCondition(e) {
				conds = append(conds, t)
				continue
			}
			if len(e.Ops) == 1 && e.Ops[0] == ast.Eq && fn == nil {
				switch e.Args[0].(type) {
				case *ast.Call, *ast.Ident:
					fn = e.Args[1]
					continue
				}
			}
			return nil, nil, nil, decide.Undecided(kind, "the formula %s is not a function", statement.Clip(ast.Print(e), 40)), false
		}
		if fn == nil {
			fn = t.E
			continue
		}
		return nil, nil, nil, decide.Undecided(kind, "several formulas: which function is meant is not clear"), false
	}
	if fn == nil {
		return nil, nil, nil, decide.Undecided(kind, "no function found"), false
	}
	return fn, seg, conds, decide.Result{}, true
}

// exactExtremumVerdict decides the row exactly when the range is read
// exactly and the function is rational in v. done is false when the exact
// path does not apply and the grid search is to be tried.
func (c *checker) exactExtremumVerdict(st *statement.Statement, a *statement.Answer, kind statement.Kind, isMax, argAsk bool, fn ast.Expr, v string, seg *ast.Tuple, conds []statement.Formula, ansE ast.Expr) (res decide.Result, done bool) {
	rlo, rhi, exact := c.readRange(seg, conds, v)
	if !exact {
		return decide.Result{}, false
	}
	er, why, rational := c.exactExtremum(fn, v, rlo, rhi, isMax)
	if !rational {
		return decide.Result{}, false
	}
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	if argAsk {
		if len(er.where) != 1 {
			return decide.Undecided(kind, "the %s %s is attained at %d points", extremName(isMax), decide.Show(er.best), len(er.where)), true
		}
		return c.argExact(st, kind, isMax, fn, v, er, ansE, a.Text.Math), true
	}
	what := "the " + extremName(isMax) + " of " + statement.Clip(ast.Print(fn), 40)
	res, ok := c.extremeExactVerdict(st, kind, what, er, ansE, a.Text.Math)
	if !ok {
		res = c.FoundVerdict(st, kind, what, er.best, decide.ExactErr(er.best), er.how, ansE, a.Text.Math)
		if atIrrationalCritical(er) {
			res = decide.NotOnEstimate(res, kind, "the function at an irrational critical point, evaluated in floating point near it,")
		}
	}
	res.Recomputed = decide.RecomputedText(er.best)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res, true
}

// extremumRange gives the numeric range of v for the grid search: the
// segment, or the bounds the conditions put on v, with whether each end
// belongs to it. lo and hi are nil when nothing bounds v. ok is false,
// with the undecided result, when the range cannot be read.
func (c *checker) extremumRange(kind statement.Kind, seg *ast.Tuple, conds []statement.Formula, v string) (lo, hi *big.Float, loClosed, hiClosed bool, res decide.Result, ok bool) {
	if seg != nil {
		l, err1 := c.Eval(seg.Items[0], nil)
		h, err2 := c.Eval(seg.Items[1], nil)
		if err1 != nil || err2 != nil {
			return nil, nil, false, false, decide.Undecided(kind, "the segment %s cannot be read", ast.Print(seg)), false
		}
		lo, hi = l.Float(decide.PrecBits), h.Float(decide.PrecBits)
		loClosed, hiClosed = seg.Left == '[', seg.Right == ']'
	} else if len(conds) > 0 {
		smp := c.NewSampler([]string{v}, conds, false)
		b := smp.Bounds[v]
		if b[0] == nil || b[1] == nil {
			return nil, nil, false, false, decide.Undecided(kind, "the conditions %s do not bound %s on both sides", decide.CondList(conds), v), false
		}
		lo, hi = new(big.Float).SetPrec(decide.PrecBits).SetRat(b[0]), new(big.Float).SetPrec(decide.PrecBits).SetRat(b[1])
		loClosed = c.Satisfies(conds, cas.Env{v: cas.Rat(b[0])})
		hiClosed = c.Satisfies(conds, cas.Env{v: cas.Rat(b[1])})
	}
	return lo, hi, loClosed, hiClosed, decide.Result{}, true
}

// gridExtremum samples fn on a grid of 401 points over [lo, hi] (the sinh
// grid when lo is nil), takes the best point and refines it by bisection
// on the derivative's sign, or keeps a closed end of the segment. It gives
// the place found and how; ok is false, with the undecided result, when
// the extremum is at an open edge or cannot be found.
func (c *checker) gridExtremum(kind statement.Kind, isMax bool, fn ast.Expr, v string, seg *ast.Tuple, lo, hi *big.Float, loClosed, hiClosed bool) (bestX *big.Float, how string, res decide.Result, ok bool) {
	low := c.Cas.WithPrec(64)
	f := func(cx *cas.Context, x *big.Float) (*big.Float, bool) {
		if c.Stopped() != nil {
			return nil, false
		}
		y, err := cx.EvalContext(c.Ctx, fn, cas.Env{v: cas.Float(x)})
		if err != nil {
			return nil, false
		}
		return y.Float(decide.PrecBits), true
	}
	better := func(a, b *big.Float) bool { // a strictly better than b
		if isMax {
			return a.Cmp(b) > 0
		}
		return a.Cmp(b) < 0
	}
	const n = 400
	grid := make([]*big.Float, 0, n+2)
	if lo != nil {
		if lo.Cmp(hi) >= 0 {
			return nil, "", decide.Undecided(kind, "the segment %s is empty", ast.Print(seg)), false
		}
		w := new(big.Float).SetPrec(decide.PrecBits).Sub(hi, lo)
		for i := 0; i <= n; i++ {
			x := new(big.Float).SetPrec(decide.PrecBits).Mul(w, decide.Bf(float64(i)/n))
			grid = append(grid, x.Add(x, lo))
		}
	} else {
		for i := 0; i <= n; i++ {
			t := -solve.ScanT + 2*solve.ScanT*float64(i)/n + 0.000123456
			grid = append(grid, decide.Bf(math.Sinh(t)))
		}
	}
	vals := make([]*big.Float, len(grid))
	best := -1
	for i, x := range grid {
		y, ok := f(low, x)
		if !ok {
			continue
		}
		vals[i] = y
		if best < 0 || better(y, vals[best]) {
			best = i
		}
	}
	if best < 0 {
		return nil, "", decide.Undecided(kind, "the function cannot be evaluated on the range"), false
	}
	last := len(grid) - 1
	switch {
	case best == 0 || best == last:
		closed := best == 0 && loClosed || best == last && hiClosed
		if !closed {
			return nil, "", decide.Undecided(kind, "the %s is approached at the edge of the range (x≈%s): it may not be attained", extremName(isMax), grid[best].Text('g', 10)), false
		}
		bestX = grid[best]
		how = "at an end of the segment"
	case vals[best-1] == nil || vals[best+1] == nil:
		return nil, "", decide.Undecided(kind, "the %s sits at the edge of the domain (x≈%s)", extremName(isMax), grid[best].Text('g', 10)), false
	default:
		x, ok := c.refineCritical(fn, v, grid[best-1], grid[best+1], isMax)
		if !ok {
			return nil, "", decide.Undecided(kind, "the critical point near x≈%s could not be refined", grid[best].Text('g', 10)), false
		}
		bestX = x
		how = "at a critical point (derivative sign change bisected)"
	}
	return bestX, how, decide.Result{}, true
}

// numericExtremumVerdict compares the value at the place the grid search
// found with the answer (or the place itself when the place is asked). A
// grid search confirms nothing, and refutes only when the function is seen
// to take a value beyond the answer.
func (c *checker) numericExtremumVerdict(st *statement.Statement, a *statement.Answer, kind statement.Kind, isMax, argAsk bool, fn ast.Expr, v string, bestX *big.Float, how string, lo, hi *big.Float, ansE ast.Expr) decide.Result {
	y, err := c.Eval(fn, cas.Env{v: cas.Float(bestX)})
	if err != nil {
		return decide.Undecided(kind, "the function at x≈%s: %v", bestX.Text('g', 10), err)
	}
	yf := y.Float(decide.PrecBits)
	errEst := decide.BfAbs(yf)
	if errEst.Cmp(decide.Bf(1)) < 0 {
		errEst = decide.Bf(1)
	}
	errEst.Mul(errEst, decide.Bf(1e-30))
	if argAsk {
		return c.argExtremum(kind, isMax, fn, v, bestX, yf, lo, hi, ansE, a.Text.Math, false)
	}
	what := "the " + extremName(isMax) + " of " + statement.Clip(ast.Print(fn), 40)
	if lo != nil {
		what += " on [" + lo.Text('g', 10) + ", " + hi.Text('g', 10) + "]"
	}
	what += " (" + how + ", x≈" + bestX.Text('g', 15) + ")"
	res := c.NumericVerdict(st, kind, what, yf, errEst, "grid of 401 points refined", ansE, a.Text.Math)
	switch res.Verdict {
	case record.Confirm:
		return decide.Undecided(kind, "%s agrees with the answer, but a grid search is not a proof: the function is not a rational function of %s with a range read exactly, so its critical points are not found exactly", what, v)
	case record.Refute:
		if !c.attainedBeyond(st, fn, v, bestX, yf, ansE, isMax) {
			return decide.Undecided(kind, "%s by a grid search, which may miss the %s; the answer is not shown wrong by a value the function takes", what, extremName(isMax))
		}
	}
	res.Recomputed = decide.RecomputedText(y)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res
}

// attainedBeyond reports whether the function takes at x a value clearly
// better than the answer (greater for a maximum): then the answer is not
// the extreme value, whatever a grid search missed.
func (c *checker) attainedBeyond(st *statement.Statement, fn ast.Expr, v string, x, y *big.Float, ansE ast.Expr, isMax bool) bool {
	av, err := c.Eval(ansE, nil)
	if err != nil {
		return false
	}
	d := new(big.Float).SetPrec(decide.PrecBits).Sub(y, av.Float(decide.PrecBits))
	if !isMax {
		d.Neg(d)
	}
	scale := decide.BfAbs(y)
	if scale.Cmp(decide.Bf(1)) < 0 {
		scale = decide.Bf(1)
	}
	if t := st.DecimalTolerance(ansE); t.Tol != nil {
		d.Sub(d, t.Tol)
	}
	return d.Cmp(new(big.Float).Mul(scale, decide.Bf(1e-9))) > 0
}

func extremName(isMax bool) string {
	if isMax {
		return "greatest value"
	}
	return "least value"
}

// refineCritical bisects on the sign of the numeric derivative in (lo,
// hi) around an interior best grid point: for a maximum f' > 0 on the left.
func (c *checker) refineCritical(fn ast.Expr, v string, lo, hi *big.Float, isMax bool) (*big.Float, bool) {
	lo, hi = new(big.Float).Copy(lo), new(big.Float).Copy(hi)
	dsign := func(x *big.Float) (int, bool) {
		d, err := c.numDeriv(fn, v, cas.Env{v: cas.Float(x)}, 1)
		if err != nil {
			return 0, false
		}
		s := d.Float(decide.PrecBits).Sign()
		if !isMax {
			s = -s
		}
		return s, true
	}
	sl, ok1 := dsign(lo)
	sh, ok2 := dsign(hi)
	if !ok1 || !ok2 || sl < 0 || sh > 0 {
		return nil, false
	}
	for i := 0; i < 110 && c.Stopped() == nil; i++ {
		mid := new(big.Float).SetPrec(decide.PrecBits).Add(lo, hi)
		mid.Quo(mid, decide.Bf(2))
		s, ok := dsign(mid)
		if !ok {
			return nil, false
		}
		if s == 0 {
			return mid, true
		}
		if s > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	mid := new(big.Float).SetPrec(decide.PrecBits).Add(lo, hi)
	return mid.Quo(mid, decide.Bf(2)), c.Stopped() == nil
}

// argExact checks an answer that names where the extremum is attained,
// found exactly (er.where, a rational or an isolated root of an exact
// polynomial): the answer is compared as x with that point by the one
// decision of equality, never through the function's value (near an
// extremum the function is flat, so a wrong x gives nearly the value).
func (c *checker) argExact(st *statement.Statement, kind statement.Kind, isMax bool, fn ast.Expr, v string, er extremeResult, ansE ast.Expr, ansSrc string) decide.Result {
	x := er.where[0]
	what := fmt.Sprintf("the point %s of the %s %s of %s", v, extremName(isMax), decide.Show(er.best), statement.Clip(ast.Print(fn), 40))
	r := c.FoundVerdict(st, kind, what, x, decide.ExactErr(x), er.how+"; the point compared with the answer as x", ansE, ansSrc)
	r.Recomputed = decide.RecomputedText(x)
	r.RecomputedDiffers = r.Verdict == record.Refute
	return r
}

// argExtremum checks an answer that names where the extremum is attained:
// the function at the answer must equal the extreme value found at bestX.
// An answer whose value is worse is refuted; one whose value is better
// than the one found (the search missed it) leaves the row undecided.
func (c *checker) argExtremum(kind statement.Kind, isMax bool, fn ast.Expr, v string, bestX, best, lo, hi *big.Float, ansE ast.Expr, ansSrc string, exact bool) decide.Result {
	av, err := c.Eval(ansE, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err)
	}
	ax := av.Float(decide.PrecBits)
	if lo != nil && ax.Cmp(lo) < 0 || hi != nil && ax.Cmp(hi) > 0 {
		return decide.Undecided(kind, "the answer %s lies outside the range", statement.Clip(ansSrc, 40))
	}
	y, err := c.Eval(fn, cas.Env{v: av})
	if err != nil {
		return decide.Undecided(kind, "the function at the answer %s: %v", statement.Clip(ansSrc, 40), err)
	}
	yf := y.Float(decide.PrecBits)
	scale := decide.BfAbs(best)
	if scale.Cmp(decide.Bf(1)) < 0 {
		scale = decide.Bf(1)
	}
	d := new(big.Float).SetPrec(decide.PrecBits).Sub(yf, best) // > 0: the answer is worse for a minimum
	if isMax {
		d.Neg(d)
	}
	what := fmt.Sprintf("the %s of %s is %s (at %s≈%s)", extremName(isMax), statement.Clip(ast.Print(fn), 40), best.Text('g', 20), v, bestX.Text('g', 15))
	pts := []cas.Env{{v: av}}
	switch {
	case new(big.Float).Abs(d).Cmp(new(big.Float).Mul(scale, decide.Bf(1e-20))) <= 0:
		if !exact {
			return decide.Undecided(kind, "%s by a grid search; at the answer %s=%s the function takes that value, but a grid search is not a proof", what, v, statement.Clip(ansSrc, 40))
		}
		r := decide.Confirm(kind, "%s, found exactly; at the answer %s=%s the function takes that value", what, v, statement.Clip(ansSrc, 40))
		return decide.WithValueEvidence(r, "the extreme value against the function at the answer", cas.Float(best), fn, pts)
	case d.Cmp(new(big.Float).Mul(scale, decide.Bf(1e-9))) > 0:
		r := decide.Refute(kind, "%s, but at the answer %s=%s the function is %s", what, v, statement.Clip(ansSrc, 40), yf.Text('g', 20))
		return decide.WithValueEvidence(r, "the extreme value against the function at the answer", cas.Float(best), fn, pts)
	}
	return decide.Undecided(kind, "%s; at the answer %s=%s the function is %s, not clearly equal", what, v, statement.Clip(ansSrc, 40), yf.Text('g', 20))
}
