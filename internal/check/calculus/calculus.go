package calculus

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

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Calculus tasks are checked numerically (package cas does not evaluate
// Limit, Integral and Derivative nodes): definite integrals by adaptive
// Gauss–Legendre quadrature, derivatives by central differences at
// seeded points, indefinite integrals by differentiating the answer,
// limits by Richardson extrapolation of an approach sequence.

// calcSlot is one calculus node of an expression, replaced by an
// identifier whose value is computed numerically at each point.
type calcSlot struct {
	name string
	node ast.Expr
}

// liftCalc returns a copy of e in which every Limit, Integral and
// Derivative node is an identifier ("calc·k"), and the nodes. ok is false
// when a calculus node sits where the copy cannot reach (inside a list,
// a set or another calculus node's bound).
func liftCalc(e ast.Expr) (ast.Expr, []calcSlot, bool) {
	var slots []calcSlot
	ok := true
	var rec func(e ast.Expr) ast.Expr
	rec = func(e ast.Expr) ast.Expr {
		switch n := e.(type) {
		case *ast.Limit, *ast.Integral, *ast.Derivative:
			name := fmt.Sprintf("calc·%d", len(slots))
			slots = append(slots, calcSlot{name, e})
			return &ast.Ident{Span: spanOf(e), Name: name}
		case *ast.Unary:
			m := *n
			m.X = rec(n.X)
			return &m
		case *ast.Binary:
			m := *n
			m.X, m.Y = rec(n.X), rec(n.Y)
			return &m
		case *ast.Root:
			m := *n
			m.X = rec(n.X)
			if n.Index != nil {
				m.Index = rec(n.Index)
			}
			return &m
		case *ast.Func:
			m := *n
			m.Args = make([]ast.Expr, len(n.Args))
			for i, a := range n.Args {
				m.Args[i] = rec(a)
			}
			return &m
		case *ast.Postfix:
			m := *n
			m.X = rec(n.X)
			return &m
		}
		if statement.Contains(e, statement.IsCalcNode) {
			ok = false
		}
		return e
	}
	out := rec(e)
	return out, slots, ok
}

func spanOf(e ast.Expr) ast.Span { return ast.Span{From: e.Pos(), To: e.End()} }

// evalCalcHow evaluates an expression lifted by liftCalc at env: each slot
// is computed by calcNodeHow, errEst sums the slots' absolute error
// estimates, and the calcHows say how the slots were computed (the closed
// forms used, in order, and whether any slot's error is only estimated).
func (c *checker) evalCalcHow(e ast.Expr, slots []calcSlot, env cas.Env) (cas.Value, *big.Float, calcHows, error) {
	env2 := cas.Env{}
	for k, v := range env {
		env2[k] = v
	}
	errEst := new(big.Float).SetPrec(decide.PrecBits)
	var hows calcHows
	for _, s := range slots {
		v, est, m, err := c.calcNodeHow(s.node, env)
		if err != nil {
			return cas.Value{}, nil, hows, err
		}
		env2[s.name] = v
		errEst.Add(errEst, est)
		if m.how != "" {
			hows.closed = append(hows.closed, m.how)
		}
		hows.estimated = hows.estimated || m.estimated
	}
	v, err := c.Eval(e, env2)
	if err != nil {
		return cas.Value{}, nil, hows, err
	}
	if len(slots) > 0 {
		// An error estimate of the parts is not one of the whole; the
		// parts' sum bounds it when e is a sum of them (the usual case),
		// otherwise it is scaled by the value.
		s := decide.BfAbs(v.Float(decide.PrecBits))
		if s.Cmp(decide.Bf(1)) > 0 {
			errEst.Mul(errEst, s)
		}
	}
	return v, errEst, hows, nil
}

// calcHows is how the slots of a lifted expression were computed.
type calcHows struct {
	closed    []string // the closed forms used, in order
	estimated bool     // some slot's error is only estimated
}

// calcMethod is how calcNodeHow computed a value: exactly, from a closed
// form (how names it: closedIntegral, closedDerivative; then to the
// evaluator's precision), or by a numerical method that only estimates
// its error (quadrature, a difference quotient, an extrapolation).
type calcMethod struct {
	how       string
	estimated bool
}

var calcExact, calcEstimated = calcMethod{}, calcMethod{estimated: true}

// calcNodeHow computes one calculus node at env, and says how.
func (c *checker) calcNodeHow(node ast.Expr, env cas.Env) (cas.Value, *big.Float, calcMethod, error) {
	if statement.Contains(childrenExpr(node), statement.IsCalcNode) {
		return cas.Value{}, nil, calcExact, fmt.Errorf("nested limits, integrals or derivatives are not computed")
	}
	switch n := node.(type) {
	case *ast.Integral:
		if n.Lo == nil || n.Hi == nil {
			return cas.Value{}, nil, calcExact, fmt.Errorf("an indefinite integral has no value")
		}
		if v, ok := c.exactIntegral(n, env); ok {
			return v, new(big.Float), calcExact, nil
		}
		if v, how, ok := c.closedIntegral(n, env); ok {
			return v, new(big.Float), calcMethod{how: how}, nil
		}
		v, est, err := c.quadrature(n, env)
		return v, est, calcEstimated, err
	case *ast.Derivative:
		return c.derivativeNode(n, env)
	case *ast.Limit:
		if v, how, ok := c.closedLimit(n, env); ok {
			return v, new(big.Float), calcMethod{how: how}, nil
		}
		v, est, err := c.limit(n, env)
		if err == nil && v.IsExact() {
			return v, est, calcExact, nil
		}
		return v, est, calcEstimated, err
	}
	return cas.Value{}, nil, calcExact, fmt.Errorf("not a calculus node")
}

// quadrature is a definite integral by adaptive Gauss–Legendre, with its
// error estimate.
func (c *checker) quadrature(n *ast.Integral, env cas.Env) (cas.Value, *big.Float, error) {
	lo, loInf, err := c.bound(n.Lo, env)
	if err != nil {
		return cas.Value{}, nil, err
	}
	hi, hiInf, err := c.bound(n.Hi, env)
	if err != nil {
		return cas.Value{}, nil, err
	}
	sign := 1
	if loInf > 0 || hiInf < 0 {
		lo, hi, loInf, hiInf = hi, lo, -hiInf, -loInf
		sign = -1
	}
	if loInf == 0 && hiInf == 0 && lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
		sign = -sign
	}
	val, est, err := c.definite(n.X, n.Var, env, lo, hi, decide.Bf(1e-32))
	if err != nil {
		return cas.Value{}, nil, fmt.Errorf("the integral %s: %w", statement.Clip(ast.Print(n), 40), err)
	}
	if sign < 0 {
		val.Neg(val)
	}
	return cas.Float(val), est, nil
}

// derivativeNode is a derivative at a point: exactly for a polynomial at a
// rational point, from its formula where the table has one, else by a
// difference quotient with its error estimate.
func (c *checker) derivativeNode(n *ast.Derivative, env cas.Env) (cas.Value, *big.Float, calcMethod, error) {
	v := n.Var
	if v == "" {
		fv := pm.FreeVars(n.X)
		if len(fv) != 1 {
			return cas.Value{}, nil, calcExact, fmt.Errorf("the variable of the derivative %s is not clear", statement.Clip(ast.Print(n), 40))
		}
		v = fv[0]
	}
	if _, ok := env[v]; !ok {
		return cas.Value{}, nil, calcExact, fmt.Errorf("the derivative %s is a function of %s", statement.Clip(ast.Print(n), 40), v)
	}
	if d, ok := c.exactDerivative(n, v, env); ok {
		return d, new(big.Float), calcExact, nil
	}
	if d, how, ok := c.closedDerivative(n, v, env); ok {
		return d, new(big.Float), calcMethod{how: how}, nil
	}
	d, err := c.numDeriv(n.X, v, env, n.Order)
	if err != nil {
		return cas.Value{}, nil, calcEstimated, err
	}
	return d, derivErr(d, n.Order), calcEstimated, nil
}

// derivErr is the error estimate of a central difference of the given
// order: ~1e-35 (first) or ~1e-22 (second) relative to max(1, |d|).
func derivErr(d cas.Value, order int) *big.Float {
	s := decide.BfAbs(d.Float(decide.PrecBits))
	if s.Cmp(decide.Bf(1)) < 0 {
		s = decide.Bf(1)
	}
	if order == 1 {
		return s.Mul(s, decide.Bf(1e-33))
	}
	return s.Mul(s, decide.Bf(1e-21))
}

func childrenExpr(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Limit:
		return &ast.List{Items: []ast.Expr{n.To, n.X}}
	case *ast.Integral:
		var items []ast.Expr
		for _, x := range []ast.Expr{n.Lo, n.Hi, n.X} {
			if x != nil {
				items = append(items, x)
			}
		}
		return &ast.List{Items: items}
	case *ast.Derivative:
		return n.X
	}
	return e
}

// bound evaluates an integration bound or a limit point; inf is +1 or -1
// for ±∞ (then the value is nil).
func (c *checker) bound(e ast.Expr, env cas.Env) (*big.Float, int, error) {
	switch n := e.(type) {
	case *ast.Const:
		if n.Kind == ast.Infinity {
			return nil, 1, nil
		}
	case *ast.Unary:
		if k, ok := n.X.(*ast.Const); ok && k.Kind == ast.Infinity {
			if n.Op == ast.Neg {
				return nil, -1, nil
			}
			return nil, 1, nil
		}
	}
	v, err := c.Eval(e, env)
	if err != nil {
		return nil, 0, err
	}
	return v.Float(decide.PrecBits), 0, nil
}

// limit computes lim_{v→a} X by Richardson extrapolation of X(a ± h_j),
// h_j = 2^-(4+j) (for a = ±∞, of X(±1/h_j)); each side must converge, and
// two sides must agree. The error estimate is the last correction.
func (c *checker) limit(n *ast.Limit, env cas.Env) (cas.Value, *big.Float, error) {
	a, inf, err := c.bound(n.To, env)
	if err != nil {
		return cas.Value{}, nil, err
	}
	var exactA *big.Rat
	if inf == 0 {
		if v, err := c.Eval(n.To, env); err == nil {
			if r, ok := v.Exact(); ok {
				exactA = r
			}
		}
	}
	if v, ok := c.exactLimit(n, inf, exactA); ok {
		return cas.Rat(v), new(big.Float).SetPrec(decide.PrecBits), nil
	}
	if why := c.offScale(n.X, n.Var, env); why != "" {
		return cas.Value{}, nil, fmt.Errorf("the limit %s is not computed numerically: %s is far outside the scale its approach sequence samples (|x - a| from 2^-15 to 2^-4, or |x| from 2^4 to 2^15)", statement.Clip(ast.Print(n), 40), why)
	}
	dirs := []int{1, -1}
	switch {
	case inf != 0:
		dirs = []int{1}
	case n.Dir != 0:
		dirs = []int{n.Dir}
	}
	pt := limitAt{a: a, inf: inf, exactA: exactA}
	var val, est *big.Float
	for _, d := range dirs {
		v, e, err := c.limitSide(n, env, pt, d)
		if err != nil {
			return cas.Value{}, nil, fmt.Errorf("the limit %s: %w", statement.Clip(ast.Print(n), 40), err)
		}
		if val == nil {
			val, est = v, e
			continue
		}
		gap := new(big.Float).SetPrec(decide.PrecBits).Sub(val, v)
		gap.Abs(gap)
		tol := new(big.Float).SetPrec(decide.PrecBits).Add(est, e)
		tol.Mul(tol, decide.Bf(10))
		s := decide.BfAbs(val)
		if s.Cmp(decide.Bf(1)) < 0 {
			s = decide.Bf(1)
		}
		if gap.Cmp(tol) > 0 && gap.Cmp(new(big.Float).Mul(s, decide.Bf(1e-6))) > 0 {
			return cas.Value{}, nil, fmt.Errorf("the one-sided limits of %s differ (%s from the right, %s from the left)", statement.Clip(ast.Print(n.X), 40), val.Text('g', 12), v.Text('g', 12))
		}
		if e.Cmp(est) > 0 {
			est = e
		}
	}
	at := limitApproach(pt, dirs)
	if err := c.offPowersOfTwo(n, env, at, val); err != nil {
		return cas.Value{}, nil, err
	}
	return cas.Float(val), est, nil
}

// limitAt is the point a limit approaches: a (exactA when it is exact),
// or ±∞ when inf is nonzero (its sign).
type limitAt struct {
	a      *big.Float
	inf    int
	exactA *big.Rat
}

// limitSide is one side of limit: Richardson extrapolation of X at the
// approach points from the direction dir, with the last correction as the
// error estimate.
func (c *checker) limitSide(n *ast.Limit, env cas.Env, at limitAt, dir int) (*big.Float, *big.Float, error) {
	a, inf, exactA := at.a, at.inf, at.exactA
	const levels = 12
	table := make([]*big.Float, 0, levels)
	var prevDiag, est *big.Float
	for j := 0; j < levels; j++ {
		h := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), uint(4+j)))
		env2 := cas.Env{}
		for k, v := range env {
			env2[k] = v
		}
		switch {
		case inf != 0:
			x := new(big.Rat).Inv(h)
			if inf < 0 {
				x.Neg(x)
			}
			env2[n.Var] = cas.Rat(x)
		case exactA != nil:
			off := new(big.Rat).Mul(h, big.NewRat(int64(dir), 1))
			env2[n.Var] = cas.Rat(new(big.Rat).Add(exactA, off))
		default:
			off := new(big.Float).SetPrec(decide.PrecBits).SetRat(h)
			if dir < 0 {
				off.Neg(off)
			}
			env2[n.Var] = cas.Float(new(big.Float).SetPrec(decide.PrecBits).Add(a, off))
		}
		y, err := c.Eval(n.X, env2)
		if err != nil {
			return nil, nil, err
		}
		// Richardson: R(j,m) = (2^m R(j,m-1) - R(j-1,m-1)) / (2^m - 1).
		row := []*big.Float{y.Float(decide.PrecBits)}
		for m := 1; m <= j; m++ {
			p := decide.Bf(float64(uint64(1) << uint(m)))
			t := new(big.Float).SetPrec(decide.PrecBits).Mul(p, row[m-1])
			t.Sub(t, table[m-1])
			t.Quo(t, new(big.Float).SetPrec(decide.PrecBits).Sub(p, decide.Bf(1)))
			row = append(row, t)
		}
		diag := row[j]
		if prevDiag != nil {
			est = new(big.Float).SetPrec(decide.PrecBits).Sub(diag, prevDiag)
			est.Abs(est)
		}
		prevDiag = diag
		table = row
	}
	return prevDiag, est, nil
}

// limitApproach returns the approach points of limit: x = ±X at infinity,
// a ± 1/X at a finite a (one point per direction in dirs).
func limitApproach(pt limitAt, dirs []int) func(X *big.Rat) []cas.Value {
	a, inf, exactA := pt.a, pt.inf, pt.exactA
	return func(X *big.Rat) []cas.Value {
		if inf != 0 {
			x := new(big.Rat).Set(X)
			if inf < 0 {
				x.Neg(x)
			}
			return []cas.Value{cas.Rat(x)}
		}
		var out []cas.Value
		for _, d := range dirs {
			off := new(big.Rat).Inv(X)
			if d < 0 {
				off.Neg(off)
			}
			if exactA != nil {
				out = append(out, cas.Rat(off.Add(off, exactA)))
			} else {
				out = append(out, cas.Float(new(big.Float).SetPrec(decide.PrecBits).Add(a, new(big.Float).SetPrec(decide.PrecBits).SetRat(off))))
			}
		}
		return out
	}
}

// offPowersOfTwo checks a limit found from the approach points a ± 2^-k
// (±2^k at infinity), which a function can be built to take one value at:
// cos(2πx) and (-1)^n are 1 at every even integer, cos(2π/x) at every
// x = 2^-k. The function is also evaluated at X = 2^k + 1 (odd), 2^k·4/3,
// 2^k·7/5 and three 2^k·(1+a/q) with q a large prime drawn from the seed
// and the inputs, for k = 8, 11, 14 (x = ±X, or a ± 1/X); unless it
// approaches the value there (within 10^-4 of it, relative, at the largest
// scale, or 2 times closer at each scale than at the one before), the
// limit is refused as oscillating or not reached.
func (c *checker) offPowersOfTwo(n *ast.Limit, env cas.Env, at func(X *big.Rat) []cas.Value, val *big.Float) error {
	scale := decide.BfAbs(val)
	if scale.Cmp(decide.Bf(1)) < 0 {
		scale = decide.Bf(1)
	}
	ks := []uint{8, 11, 14}
	dev := make([]*big.Float, len(ks)) // the largest deviation at each scale
	var worstAt cas.Value
	var worstVal *big.Float
	// A factor 1 + a/q with q a large prime drawn from the seed and the
	// inputs: cos(30πx) is 1 at 2^k·4/3 and 2^k·7/5 too.
	smp := &decide.Sampler{C: c.Checker}
	var hard []*big.Rat
	for range 3 {
		q := smp.HardPrime()
		hard = append(hard, big.NewRat(q+1+c.Hrng.Int64N(q-2), q))
	}
	for i, k := range ks {
		p := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), k))
		xs := []*big.Rat{new(big.Rat).Add(p, big.NewRat(1, 1)), new(big.Rat).Mul(p, big.NewRat(4, 3)), new(big.Rat).Mul(p, big.NewRat(7, 5))}
		for _, h := range hard {
			xs = append(xs, new(big.Rat).Mul(p, h))
		}
		for _, X := range xs {
			for _, x := range at(X) {
				env2 := cas.Env{}
				for name, v := range env {
					env2[name] = v
				}
				env2[n.Var] = x
				y, err := c.Eval(n.X, env2)
				if err != nil {
					continue
				}
				d := new(big.Float).SetPrec(decide.PrecBits).Sub(y.Float(decide.PrecBits), val)
				d.Abs(d).Quo(d, scale)
				if dev[i] == nil || d.Cmp(dev[i]) > 0 {
					dev[i] = d
					if i == len(ks)-1 {
						worstAt, worstVal = x, y.Float(decide.PrecBits)
					}
				}
			}
		}
	}
	last := dev[len(ks)-1]
	if last == nil {
		return fmt.Errorf("the limit %s: the function cannot be evaluated off the powers of two (odd integers, non-integers), so an oscillation is not ruled out", statement.Clip(ast.Print(n), 40))
	}
	if last.Cmp(decide.Bf(1e-4)) <= 0 {
		return nil
	}
	shrinks := true // by a factor 2 or more from each scale to the next
	for i := 1; i < len(ks); i++ {
		if dev[i-1] == nil || dev[i] == nil || new(big.Float).Mul(dev[i], decide.Bf(2)).Cmp(dev[i-1]) > 0 {
			shrinks = false
		}
	}
	if shrinks {
		return nil
	}
	return fmt.Errorf("the limit %s: at the powers of two the values approach %s, but at %s=%s the function is %s: it oscillates or does not approach that value (sampled at odd integers and non-integers of three scales)",
		statement.Clip(ast.Print(n), 40), val.Text('g', 12), n.Var, worstAt.Text(12), worstVal.Text('g', 12))
}

// checkCalculus is CheckCalculus on this package's checker.
func (c *checker) checkCalculus(st *statement.Statement, a *statement.Answer, kind statement.Kind) decide.Result {
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the answer is not a single expression")
	}
	ansE := answerRHS(a.Items[0].E)
	if _, isRel := ansE.(*ast.Rel); isRel {
		return decide.Undecided(kind, "the answer is a relation")
	}
	// The target: the one formula with a calculus node, else the
	// function a derivative is asked of.
	var target ast.Expr
	for _, t := range st.Targets {
		if statement.Contains(t.E, statement.IsCalcNode) {
			if target != nil {
				return decide.Undecided(kind, "the statement has several limits, integrals or derivatives")
			}
			target = t.E
		}
	}
	if target == nil {
		return c.checkDerivativeProse(st, a, ansE, kind)
	}
	if r, ok := target.(*ast.Rel); ok {
		return decide.Undecided(kind, "the formula %s is a relation, not a value", statement.Clip(ast.Print(r), 40))
	}
	if in, ok := target.(*ast.Integral); ok && (in.Lo == nil || in.Hi == nil) {
		if in.Lo != nil || in.Hi != nil {
			return decide.Undecided(kind, "an integral with one bound")
		}
		return c.checkAntiderivative(st, in.X, in.Var, ansE, a.Text.Math, kind)
	}
	lifted, slots, ok := liftCalc(target)
	if !ok {
		return decide.Undecided(kind, "a limit, integral or derivative inside a list or a bound is not computed")
	}
	return c.compareCalc(st, lifted, slots, ansE, a.Text.Math, kind)
}

// CheckCalculus checks limits, derivatives and integrals (see the file
// comment).
func CheckCalculus(c *decide.Checker, st *statement.Statement, a *statement.Answer, kind statement.Kind) decide.Result {
	return (&checker{c}).checkCalculus(st, a, kind)
}

// answerRHS drops a leading "f'(x) =", "y' =", "F(x) =" of an answer.
func answerRHS(e ast.Expr) ast.Expr {
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return e
	}
	switch l := r.Args[0].(type) {
	case *ast.Call, *ast.Postfix, *ast.Derivative, *ast.Ident:
		_ = l
		return r.Args[1]
	}
	return e
}

// compareCalc compares a lifted expression with the answer: as a value
// when it has no free variables, else at seeded admissible points.
func (c *checker) compareCalc(st *statement.Statement, lifted ast.Expr, slots []calcSlot, ansE ast.Expr, ansSrc string, kind statement.Kind) decide.Result {
	all := []ast.Expr{lifted}
	for _, s := range slots {
		all = append(all, s.node)
	}
	vars := st.FreeAfterSubst(all...)
	var free []string
	for _, v := range vars {
		if !strings.HasPrefix(v, "calc·") {
			free = append(free, v)
		}
	}
	if extra := statement.Subset(pm.FreeVars(ansE), free); len(extra) > 0 {
		return decide.Undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	what := "the " + kind.String()
	if len(free) == 0 {
		return c.compareCalcValue(st, lifted, slots, ansE, ansSrc, kind, what)
	}
	if len(free) > 1 {
		return decide.Undecided(kind, "the %s depends on %s: more than one free variable", kind, statement.JoinNames(free))
	}
	return c.compareCalcSampled(st, lifted, slots, ansE, ansSrc, kind, what, free)
}

// compareCalcValue is compareCalc without free variables: the lifted
// expression's value against the answer, exactly where it can be, and a
// numerical confirmation re-checked at a much higher precision.
func (c *checker) compareCalcValue(st *statement.Statement, lifted ast.Expr, slots []calcSlot, ansE ast.Expr, ansSrc string, kind statement.Kind, what string) decide.Result {
	env, err := c.BindSubsts(st.Substs, nil)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	v, est, hows, err := c.evalCalcHow(lifted, slots, env)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	closed := len(hows.closed) > 0 && !hows.estimated
	if !closed {
		if r, ok := c.exactCalcVerdict(st, kind, what+" "+statement.Clip(ast.Print(slots[0].node), 50), slots, v, ansE, ansSrc); ok {
			return r
		}
	}
	hiFound := false
	if closed && !v.IsExact() {
		if hv, bound, ok := c.hiCalcValue(st, lifted, slots, ansE); ok {
			v, est, hiFound = hv, bound, true
		}
	}
	how := "computed numerically"
	switch {
	case hiFound:
		how = fmt.Sprintf("computed %s, at %d bits as the answer asks for more than %d digits", strings.Join(hows.closed, "; "), decide.HiPrecBits, decide.LowDigits)
	case closed && v.IsExact():
		how = "computed exactly, " + strings.Join(hows.closed, "; ")
	case closed:
		how = "computed " + strings.Join(hows.closed, "; ")
	case v.IsExact():
		how = "computed exactly"
	}
	res := c.FoundVerdict(st, kind, what+" "+statement.Clip(ast.Print(slots[0].node), 50), v, est, how, ansE, ansSrc)
	if res.Verdict == record.Confirm && hows.estimated {
		// Quadrature, a difference quotient or an extrapolation only
		// estimates its error: agreement is not proof.
		return decide.Undecided(kind, "%s; but the value rests on a numerical method whose error is estimated, not proven (no exact method or closed form applies), so leg 1 does not confirm it", strings.TrimPrefix(res.Note, "confirmed: "))
	}
	if res.Verdict == record.Confirm && st.DecimalTolerance(ansE).Tol == nil {
		// Equal to 20 digits: a derivative is re-checked at a much
		// higher precision with a finer step.
		if rv, err := c.Eval(ansE, nil); err == nil {
			if h, ok := c.calcRecheck(lifted, slots, ansE, nil, st.Substs, v, rv); ok {
				switch h.State {
				case decide.Differ:
					r := decide.Refute(kind, "%s and the answer %s agree to 20 digits, but at %d bits (step 2^-256 or 2^-160) they are %s and %s, a difference of %s",
						what, statement.Clip(ansSrc, 50), decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3))
					return decide.WithValueEvidence(r, what, h.Lv, ansE, nil)
				case decide.Unsure:
					return decide.Undecided(kind, "%s and the answer %s agree to 20 digits, but %s", what, statement.Clip(ansSrc, 50), h.Why())
				case decide.Same:
					res.Note += fmt.Sprintf("; re-checked at %d bits with a step of 2^-256 (2^-160 for a second derivative): equal to 120 (80) digits", decide.HiPrecBits)
				}
			}
		}
	}
	if hiFound && len(res.Evidence) == 1 {
		res.Evidence[0].Left = decide.ValueExprDigits(v, c.AnswerDemand(ansE)+2*decide.EqualGuard)
	}
	res.Recomputed = decide.RecomputedText(v)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res
}

// compareCalcSampled is compareCalc with one free variable: the lifted
// expression against the answer at seeded admissible points, the first
// inexact agreement re-checked at a much higher precision.
func (c *checker) compareCalcSampled(st *statement.Statement, lifted ast.Expr, slots []calcSlot, ansE ast.Expr, ansSrc string, kind statement.Kind, what string, free []string) decide.Result {
	positive := len(st.Conds) == 0 && (forms.NeedsPositive(lifted) || forms.NeedsPositive(ansE) || statement.Contains(lifted, func(e ast.Expr) bool { return forms.NeedsPositive(calcInner(e)) }))
	smp := c.NewSampler(free, st.Conds, positive)
	// Both sides of every place where the function or the answer
	// changes its formula, whatever the seed (breakSamples).
	inner := []ast.Expr{ansE}
	for _, s := range slots {
		inner = append(inner, calcInner(s.node))
	}
	extra := forms.BreakSamples(c.Checker, free, st.Conds, positive, inner...)
	var agree []cas.Env
	rechecked, estimated := false, false
	demand := c.AnswerDemand(ansE)
	digits := decide.Equality{Exact: true}
	for try := 0; try < c.Opts.Points*4+len(extra)+decide.HardPoints && len(agree) < c.Opts.Points+len(extra)+decide.HardPoints; try++ {
		env0, skip, done := smp.Next(try, extra)
		if done {
			break
		}
		if skip {
			continue
		}
		env, err := c.BindSubsts(st.Substs, env0)
		if err != nil {
			continue
		}
		lv, est, hw, err := c.evalCalcHow(lifted, slots, env)
		estimated = estimated || hw.estimated
		if err != nil {
			if decide.IsDomain(err) {
				continue
			}
			return decide.Undecided(kind, "%v", err)
		}
		rv, err := c.Eval(ansE, env)
		if err != nil {
			if decide.IsDomain(err) {
				continue
			}
			return decide.Undecided(kind, "the answer cannot be evaluated: %v", err)
		}
		eq := decide.DecideCalc(lv, decide.PartsErr(est, lv), rv, demand)
		if eq.State == decide.Unsure && !hw.estimated {
			if h, ok := c.hiCalcPoint(st, lifted, slots, ansE, env0, demand); ok {
				eq = h
			}
		}
		state := eq.State
		if (state == decide.Same || eq.Near) && !rechecked {
			// Once per check: equal to 18 digits is re-checked at a much
			// higher precision with a finer step (derivatives only).
			if h, ok := c.calcRecheck(lifted, slots, ansE, env0, st.Substs, lv, rv); ok {
				rechecked = true
				switch h.State {
				case decide.Differ:
					r := decide.Refute(kind, "at %s %s and the answer %s agree to 18 digits, but at %d bits (step 2^-256 or 2^-160) they are %s and %s, a difference of %s (seed %d)",
						decide.ShowEnv(env0), what, statement.Clip(ansSrc, 50), decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3), c.Opts.Seed)
					return decide.WithValueEvidence(r, what+" at "+decide.ShowEnv(env0), h.Lv, ansE, []cas.Env{env0})
				case decide.Unsure:
					return decide.Undecided(kind, "at %s %s and the answer %s agree to 18 digits, but %s", decide.ShowEnv(env0), what, statement.Clip(ansSrc, 50), h.Why())
				}
				state, eq.Digits = decide.Same, 80 // equal at hiPrecBits
			}
		}
		switch state {
		case decide.Same:
			agree = append(agree, env0)
			digits = decide.MinDigits(digits, eq)
		case decide.Differ:
			r := decide.Refute(kind, "at %s %s is %s (computed numerically) but the answer %s is %s (seed %d)", decide.ShowEnv(env0), what, lv.Text(20), statement.Clip(ansSrc, 50), rv.Text(20), c.Opts.Seed)
			return decide.WithValueEvidence(r, what+" at "+decide.ShowEnv(env0), lv, ansE, []cas.Env{env0})
		default:
			return decide.Undecided(kind, "at %s %s is %s and the answer %s: %s", decide.ShowEnv(env0), what, lv.Text(25), rv.Text(25), eq.Why)
		}
	}
	need := max(3, c.Opts.Points/2)
	if len(agree) < need {
		return decide.Undecided(kind, "only %d admissible sample points", len(agree))
	}
	also := ""
	if rechecked {
		also = fmt.Sprintf("; at the first point where a value was inexact, re-checked at %d bits with a step of 2^-256 (2^-160 for a second derivative): equal to 120 (80) digits", decide.HiPrecBits)
	}
	how := "computed numerically"
	switch {
	case digits.Exact:
		how = "computed exactly at each point"
	case !estimated:
		how = "computed from closed forms at each point"
	}
	if estimated {
		return decide.Undecided(kind, "%s (%s) is %s to the answer at %d admissible points, seed %d, e.g. %s; but the values rest on a numerical method whose error is estimated, not proven (no exact method or closed form applies), so leg 1 does not confirm it", what, how, digits.Text(), len(agree), c.Opts.Seed, decide.ShowEnv(agree[0]))
	}
	r := decide.Confirm(kind, "%s (%s) is %s to the answer at %d admissible points%s, seed %d, e.g. %s%s", what, how, digits.Text(), len(agree), decide.HardNote(agree), c.Opts.Seed, decide.ShowEnv(agree[0]), also)
	if digits.Exact && len(st.Substs) == 0 {
		r.Evidence = c.derivativeFormulaEvidence(lifted, slots, ansE, agree)
	}
	return r
}

// derivativeFormulaEvidence is the evidence of derivatives computed
// exactly at points: the expression with each derivative replaced by its
// formula (algebra.Derivative, the rules of calculus), against the answer
// at the points, where leg 1 computes the same exact value from the
// formula at each of them (nil otherwise: a slot that is not a derivative
// or has no formula, a point where the formula is undefined or gives
// another value). Spare: it never changes the verdict.
func (c *checker) derivativeFormulaEvidence(lifted ast.Expr, slots []calcSlot, ansE ast.Expr, pts []cas.Env) []decide.Comparison {
	var out []decide.Comparison
	if !c.Spare(func() bool {
		subst := map[string]ast.Expr{}
		for _, s := range slots {
			n, ok := s.node.(*ast.Derivative)
			if !ok || n.Order < 1 || n.Order > 3 {
				return false
			}
			v := n.Var
			if fv := pm.FreeVars(n.X); v == "" && len(fv) == 1 {
				v = fv[0]
			}
			d := n.X
			for range n.Order {
				if d, ok = algebra.Derivative(d, v); !ok || v == "" {
					return false
				}
			}
			subst[s.name] = d
		}
		formula := forms.ReplaceNames(lifted, subst)
		for _, env := range pts {
			want, _, _, err1 := c.evalCalcHow(lifted, slots, env)
			got, err2 := c.Eval(formula, env)
			w, ok1 := want.Exact()
			g, ok2 := got.Exact()
			if err1 != nil || err2 != nil || !ok1 || !ok2 || w.Cmp(g) != 0 {
				return false
			}
		}
		out = []decide.Comparison{{What: "the derivative's formula (rules of calculus) against the answer at the points", Left: formula, Right: ansE, Points: pts, Want: record.WantEqual}}
		return true
	}) {
		return nil
	}
	return out
}

func calcInner(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Integral:
		return n.X
	case *ast.Derivative:
		return n.X
	case *ast.Limit:
		return n.X
	}
	return &ast.Number{Int: "0"}
}

// checkAntiderivative checks an indefinite integral: the derivative of the
// answer F (a constant C ignored) must equal the integrand at seeded points.
func (c *checker) checkAntiderivative(st *statement.Statement, f ast.Expr, v string, F ast.Expr, ansSrc string, kind statement.Kind) decide.Result {
	if v == "" {
		return decide.Undecided(kind, "the integration variable is not clear")
	}
	env0 := cas.Env{}
	for _, name := range pm.FreeVars(F) {
		if name != v && statement.ConstNameRe.MatchString(name) && !statement.ContainsVar(f, name) {
			env0[name] = cas.Int(0)
		}
	}
	free := pm.FreeVars(f)
	if !statement.ContainsName(free, v) {
		free = append(free, v)
	}
	if extra := statement.Subset(pm.FreeVars(F), append(append([]string(nil), free...), keys(env0)...)); len(extra) > 0 {
		return decide.Undecided(kind, "the answer uses %s, which the integrand does not", statement.JoinNames(extra))
	}
	if len(free) > 1 {
		return decide.Undecided(kind, "the integrand has the parameters %s", statement.JoinNames(free))
	}
	positive := forms.NeedsPositive(f) || forms.NeedsPositive(F)
	smp := c.NewSampler([]string{v}, st.Conds, positive)
	extra := forms.BreakSamples(c.Checker, []string{v}, st.Conds, positive, f, F)
	var agree []cas.Env
	rechecked := false
	demand := c.AnswerDemand(F)
	digits := decide.Equality{Exact: true}
	for try := 0; try < c.Opts.Points*4+len(extra)+decide.HardPoints && len(agree) < c.Opts.Points+len(extra)+decide.HardPoints; try++ {
		var p cas.Env
		if try < len(extra) {
			p = extra[try]
		} else {
			var ok bool
			if p, ok = smp.Point(); !ok {
				break
			}
		}
		env := cas.Env{}
		for k, val := range env0 {
			env[k] = val
		}
		env[v] = p[v]
		dF, err := c.numDeriv(F, v, env, 1)
		if err != nil {
			if decide.IsDomain(err) {
				continue
			}
			return decide.Undecided(kind, "the answer cannot be differentiated numerically: %v", err)
		}
		fv, err := c.Eval(f, env)
		if err != nil {
			if decide.IsDomain(err) {
				continue
			}
			return decide.Undecided(kind, "the integrand cannot be evaluated: %v", err)
		}
		eq := decide.DecideCalc(dF, derivErr(dF, 1), fv, demand)
		state := eq.State
		if (state == decide.Same || eq.Near) && !rechecked && p[v].IsExact() {
			// Once per check: equal (or near it) is re-checked at a much
			// higher precision with a finer step.
			rechecked = true
			h, dH := c.antiderivRecheck(F, f, v, env, dF, fv)
			switch h.State {
			case decide.Differ:
				r := decide.Refute(kind, "at %s the derivative of the answer %s and the integrand %s agree to 25 digits, but at %d bits (step 2^-256) they are %s and %s, a difference of %s (seed %d)",
					decide.ShowEnv(p), statement.Clip(ansSrc, 50), statement.Clip(ast.Print(f), 40), decide.HiPrecBits, h.Lv.Text(50), h.Rv.Text(50), h.Diff.Text('g', 3), c.Opts.Seed)
				r.Evidence = []decide.Comparison{{What: "the derivative of the answer at " + decide.ShowEnv(p), Left: decide.ValueExpr(dH), Right: f, Points: []cas.Env{env}, Want: record.WantEqual}}
				return r
			case decide.Unsure:
				return decide.Undecided(kind, "at %s the derivative of the answer %s and the integrand agree to 25 digits, but %s", decide.ShowEnv(p), statement.Clip(ansSrc, 50), h.Why())
			}
			state, eq.Digits = decide.Same, 120 // equal at hiPrecBits
		}
		switch state {
		case decide.Same:
			agree = append(agree, p)
			digits = decide.MinDigits(digits, eq)
		case decide.Differ:
			r := decide.Refute(kind, "at %s the derivative of the answer %s is %s (central difference) but the integrand %s is %s (seed %d)",
				decide.ShowEnv(p), statement.Clip(ansSrc, 50), dF.Text(20), statement.Clip(ast.Print(f), 40), fv.Text(20), c.Opts.Seed)
			r.Evidence = []decide.Comparison{{What: "the derivative of the answer at " + decide.ShowEnv(p), Left: decide.ValueExpr(dF), Right: f, Points: []cas.Env{env}, Want: record.WantEqual}}
			return r
		default:
			return decide.Undecided(kind, "at %s the derivative of the answer %s and the integrand %s: %s", decide.ShowEnv(p), dF.Text(25), fv.Text(25), eq.Why)
		}
	}
	need := max(3, c.Opts.Points/2)
	if len(agree) < need {
		return decide.Undecided(kind, "only %d admissible sample points", len(agree))
	}
	// The answer must be defined wherever the integrand is: ln(x-2) is
	// an antiderivative of 1/(x-2) only for x > 2 (ln|x-2| on both sides).
	for _, p := range forms.BreakSamples(c.Checker, []string{v}, st.Conds, false, f, F) {
		if !c.Satisfies(st.Conds, p) {
			continue
		}
		env := cas.Env{}
		for k, val := range env0 {
			env[k] = val
		}
		env[v] = p[v]
		fv, err := c.Eval(f, env)
		if err != nil {
			continue
		}
		if _, err := c.Eval(F, env); err != nil && decide.IsDomain(err) {
			return decide.Undecided(kind, "the derivative of the answer equals the integrand at %d admissible points, but at %s the integrand is defined (%s) and the answer %s is not: it is an antiderivative only on part of the integrand's domain",
				len(agree), decide.ShowEnv(p), decide.Show(fv), statement.Clip(ansSrc, 50))
		}
	}
	also := ""
	if rechecked {
		also = fmt.Sprintf("; at the first point, re-checked at %d bits with a step of 2^-256: equal to 120 digits", decide.HiPrecBits)
	}
	return decide.Confirm(kind, "the derivative of the answer (central difference, step 2^-64) is %s to the integrand at %d admissible points%s, seed %d, e.g. %s%s; the answer is defined wherever the integrand is at the points checked on both sides of each place where a formula changes or a domain ends", digits.Text(), len(agree), decide.HardNote(agree), c.Opts.Seed, decide.ShowEnv(agree[0]), also)
}

func keys(env cas.Env) []string {
	var out []string
	for k := range env {
		out = append(out, k)
	}
	return out
}

// checkDerivativeProse checks "Find the derivative of f(x) = ..." and
// "Find f'(x) (or f'(2)) for f(x) = ...": the target function gets a
// Derivative node and is compared like a written one.
func (c *checker) checkDerivativeProse(st *statement.Statement, a *statement.Answer, ansE ast.Expr, kind statement.Kind) decide.Result {
	if w, ok := st.Read.Has(statement.CueTopic, "tangent"); ok {
		return decide.Undecided(kind, "a tangent, a slope or a point is asked (%q), not the derivative", w)
	}
	if w, ok := st.Read.Has(statement.CueTopic, "at a point"); ok {
		return decide.Undecided(kind, "a tangent, a slope or a point is asked (%q), not the derivative", w)
	}
	var fn ast.Expr
	var asked *ast.Call
	fname := ""
	for _, t := range st.Targets {
		switch e := t.E.(type) {
		case *ast.Call:
			if statement.PrimeCallRe.MatchString(e.Name) && len(e.Args) == 1 && asked == nil {
				asked = e
				continue
			}
		case *ast.Rel:
			if len(e.Ops) == 1 && e.Ops[0] == ast.Eq {
				switch l := e.Args[0].(type) {
				case *ast.Call:
					if len(l.Args) == 1 && fn == nil {
						fn, fname = e.Args[1], l.Name
						continue
					}
				case *ast.Ident:
					if l.Name == "y" && fn == nil {
						fn, fname = e.Args[1], "y"
						continue
					}
				}
			}
			return decide.Undecided(kind, "the formula %s is not a function definition", statement.Clip(ast.Print(e), 40))
		}
		if fn == nil && len(pm.FreeVars(t.E)) == 1 {
			fn = t.E
		}
	}
	if fn == nil {
		return decide.Undecided(kind, "no function to differentiate")
	}
	fv := pm.FreeVars(fn)
	if len(fv) != 1 {
		return decide.Undecided(kind, "the function %s has %d variables", statement.Clip(ast.Print(fn), 40), len(fv))
	}
	order := 1
	if _, ok := st.Read.Has(statement.CueTopic, "second derivative"); ok {
		order = 2
	}
	if asked != nil {
		if strings.TrimRight(asked.Name, "'") != fname {
			return decide.Undecided(kind, "%s is asked, the function defined is %s", asked.Name, fname)
		}
		order = len(asked.Name) - len(strings.TrimRight(asked.Name, "'"))
		if order > 2 {
			return decide.Undecided(kind, "derivatives of order %d are not computed", order)
		}
	} else if !st.Read.Asks(statement.KindDerivative) {
		return decide.Undecided(kind, "the statement does not ask for a derivative")
	}
	d := &ast.Derivative{X: fn, Var: fv[0], Order: order}
	var target ast.Expr = d
	if asked != nil {
		if id, ok := asked.Args[0].(*ast.Ident); !ok || id.Name != fv[0] {
			if len(pm.FreeVars(asked.Args[0])) > 0 {
				return decide.Undecided(kind, "%s at %s is not computed", asked.Name, ast.Print(asked.Args[0]))
			}
			// f'(x0): the derivative at a point.
			st2 := *st
			st2.Substs = append(append([]statement.Substitution(nil), st.Substs...), statement.Substitution{Name: fv[0], Val: asked.Args[0], Src: ast.Print(asked.Args[0])})
			return c.compareCalc(&st2, &ast.Ident{Name: "calc·0"}, []calcSlot{{"calc·0", target}}, ansE, a.Text.Math, statement.KindDerivative)
		}
	}
	return c.compareCalc(st, &ast.Ident{Name: "calc·0"}, []calcSlot{{"calc·0", target}}, ansE, a.Text.Math, statement.KindDerivative)
}

// exactIntegral is the integral of a polynomial with rational coefficients
// between rational bounds, from its antiderivative: exact, so that
// "equal" is decided with rationals; or of a rational function with a
// rational antiderivative (ratIntegral).
func (c *checker) exactIntegral(n *ast.Integral, env cas.Env) (cas.Value, bool) {
	lo, err1 := c.Eval(n.Lo, env)
	hi, err2 := c.Eval(n.Hi, env)
	if err1 != nil || err2 != nil {
		return cas.Value{}, false
	}
	a, ok1 := lo.Exact()
	b, ok2 := hi.Exact()
	if !ok1 || !ok2 || n.Var == "" {
		return cas.Value{}, false
	}
	p, ok := forms.PolyOfAt(c.Checker, n.X, n.Var, env)
	if !ok {
		return c.exactRatIntegral(n, a, b)
	}
	prim := make(algebra.Poly, len(p)+1)
	prim[0] = new(big.Rat)
	for i, k := range p {
		prim[i+1] = new(big.Rat).Quo(k, big.NewRat(int64(i+1), 1))
	}
	return cas.Rat(new(big.Rat).Sub(prim.Eval(b), prim.Eval(a))), true
}

// exactDerivative is a derivative of a polynomial (or a rational function,
// ratDerivativeAt) with rational coefficients at a rational point, exactly.
func (c *checker) exactDerivative(n *ast.Derivative, v string, env cas.Env) (cas.Value, bool) {
	x0, ok := env[v].Exact()
	if !ok || n.Order < 1 {
		return cas.Value{}, false
	}
	rest := cas.Env{}
	for k, val := range env {
		if k != v {
			rest[k] = val
		}
	}
	p, ok := forms.PolyOfAt(c.Checker, n.X, v, rest)
	if !ok {
		if d, ok := c.ratDerivativeAt(n.X, v, n.Order, x0); ok {
			return cas.Rat(d), true
		}
		return cas.Value{}, false
	}
	for range n.Order {
		p = p.Derive()
	}
	return cas.Rat(p.Eval(x0)), true
}
