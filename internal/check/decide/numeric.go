package decide

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math/big"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Bands of a comparison whose error is not bounded (decideUnbounded),
// relative to max(1, |left|, |right|): above diffTol the sides differ;
// within eqTol (but beyond the evaluator's error) they are near, and a
// caller that can re-evaluate at hiPrecBits re-checks them there.
var (
	eqTol   = big.NewFloat(1e-30)
	diffTol = big.NewFloat(1e-12)
)

type Checker struct {
	Ctx  context.Context
	Opts Options
	Cas  *cas.Context
	rng  *rand.Rand
	// hrng draws the hard sample points (hardValue), apart from rng so
	// that the other points stay those of the seed; seedHard mixes the
	// problem and the answer into it.
	Hrng *rand.Rand
	// hiDeriv: numeric derivatives at hiPrecBits with finer steps (the
	// checker of a recheck, hiChecker).
	HiDeriv bool
	// work counts the evaluation steps spent, shared by the copies at
	// other precisions (Hi, AtPrec): the deterministic bound of a check.
	work *workMeter
}

// workMeter is the work a check has spent and may spend.
type workMeter struct{ spent, limit int64 }

// Work is the work the check has spent so far, in evaluation steps
// weighted by precision (a step at 1,024 bits counts 1024/192 of one).
func (c *Checker) Work() int64 { return c.work.spent }

// Stopped says why the check must stop: ErrWorkLimit once its work
// (Options.MaxWork) is spent, ErrTimeLimit once its context is done (the
// wall-clock net), nil otherwise. The work bound is what makes a verdict
// the same on any machine under any load; the net only catches a check
// that spends its time outside the evaluator.
func (c *Checker) Stopped() error {
	switch {
	case c.work.limit > 0 && c.work.spent > c.work.limit:
		return ErrWorkLimit
	case c.Ctx.Err() != nil:
		return ErrTimeLimit
	}
	return nil
}

func NewChecker(ctx context.Context, opts Options) *Checker {
	s := uint64(opts.Seed)
	return &Checker{
		Ctx:  ctx,
		Opts: opts,
		Cas:  cas.New().WithPrec(PrecBits),
		rng:  rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15)),
		Hrng: rand.New(rand.NewPCG(s^0x5851f42d4c957f2d, s+0x14057b7ef767814f)),
		work: &workMeter{limit: opts.MaxWork},
	}
}

// seedHard seeds the hard points with the seed and a hash of the problem
// and the answer: an answer cannot be built to vanish at points that
// depend on the answer itself, and the verdict stays a function of the
// seed and the inputs.
func (c *Checker) SeedHard(problem, answer string) {
	h := fnv.New64a()
	h.Write([]byte(problem))
	h.Write([]byte{0})
	h.Write([]byte(answer))
	s := uint64(c.Opts.Seed)
	c.Hrng = rand.New(rand.NewPCG(s^0x5851f42d4c957f2d, h.Sum64()))
}

func (c *Checker) Eval(e ast.Expr, env cas.Env) (cas.Value, error) {
	v, _, err := c.evalTrace(e, env)
	return v, err
}

// evalTrace evaluates e, counts its steps as the check's work and
// returns what the evaluator met.
func (c *Checker) evalTrace(e ast.Expr, env cas.Env) (cas.Value, cas.Trace, error) {
	if err := c.Stopped(); err != nil {
		return cas.Value{}, cas.Trace{}, err
	}
	weight := int64(max(1, c.Cas.Prec/PrecBits))
	maxSteps := 0
	if c.work.limit > 0 {
		maxSteps = int((c.work.limit-c.work.spent)/weight) + 1
	}
	v, tr, err := c.Cas.EvalSteps(c.Ctx, e, env, maxSteps)
	c.work.spent += int64(tr.Steps) * weight
	if err != nil && c.work.limit > 0 && c.work.spent > c.work.limit {
		return v, tr, ErrWorkLimit
	}
	return v, tr, err
}

// isDomain reports an error that means "this point is outside the domain".
func IsDomain(err error) bool { return errors.Is(err, cas.ErrDomain) }

// cmpState is the outcome of comparing two values.
type CmpState int

const (
	Same CmpState = iota
	Differ
	Unsure
)

// compare compares two values through the one decision of equality
// (decideUnbounded): exactly when both are exact, else equal within the
// evaluator's error (40 digits at precBits, relative to max(1, |a|, |b|)),
// different beyond diffTol, unsure in between (a caller that cannot bound
// its error more finely never refutes there).
func Compare(a, b cas.Value) CmpState { return DecideUnbounded(a, b, nil, 0).State }

// show prints a value for a note: a fraction when exact and short, else 20
// significant digits.
func Show(v cas.Value) string {
	if r, ok := v.Exact(); ok {
		s := r.RatString()
		if len(s) <= 40 {
			return s
		}
	}
	return v.Text(20)
}

// showEnv prints a point: "x=1/2, y=3".
func ShowEnv(env cas.Env) string {
	names := make([]string, 0, len(env))
	for k := range env {
		names = append(names, k)
	}
	sort.Strings(names)
	var parts []string
	for _, k := range names {
		parts = append(parts, k+"="+Show(env[k]))
	}
	return strings.Join(parts, ", ")
}

// sampler draws seeded admissible points for a set of variables.
type Sampler struct {
	C        *Checker
	vars     []string
	conds    []statement.Formula
	Bounds   map[string][2]*big.Rat // per-variable bounds read from the conditions (nil end: none)
	positive bool                   // draw positive values only
	// bothSigns draws the signs of the first three unbounded variables
	// from the bits of a counter instead of at random, so that every
	// sign pattern is met within eight points whatever the seed.
	BothSigns bool
	n         int // points drawn so far (the sign schedule)
	// hard is the number of hard points (hardValue) still to give before
	// the others.
	Hard int
}

// hardPoints is the number of points with a large prime denominator each
// sampler gives first: a small-denominator point is a root of sin(420πx),
// of a product of factors (x - p) over the usual points, and of anything
// else built to vanish where the sampler looks; a denominator drawn among
// the primes of [10^4, 10^6) from the seed cannot be anticipated that way.
const HardPoints = 2

func (c *Checker) NewSampler(vars []string, conds []statement.Formula, positive bool) *Sampler {
	s := &Sampler{C: c, vars: vars, conds: conds, positive: positive, BothSigns: !positive, Bounds: map[string][2]*big.Rat{}, Hard: HardPoints}
	for _, f := range conds {
		r, ok := f.E.(*ast.Rel)
		if !ok {
			continue
		}
		for i, a := range r.Args {
			id, ok := a.(*ast.Ident)
			if !ok {
				continue
			}
			b := s.Bounds[id.Name]
			if i > 0 {
				if v, ok := c.ConstRat(r.Args[i-1]); ok {
					switch r.Ops[i-1] {
					case ast.Lt, ast.Le:
						b[0] = algebra.MaxRat(b[0], v)
					case ast.Gt, ast.Ge:
						b[1] = algebra.MinRat(b[1], v)
					}
				}
			}
			if i+1 < len(r.Args) {
				if v, ok := c.ConstRat(r.Args[i+1]); ok {
					switch r.Ops[i] {
					case ast.Lt, ast.Le:
						b[1] = algebra.MinRat(b[1], v)
					case ast.Gt, ast.Ge:
						b[0] = algebra.MaxRat(b[0], v)
					}
				}
			}
			s.Bounds[id.Name] = b
		}
	}
	return s
}

// constRat evaluates a variable-free expression to a rational (rounding an
// inexact value to 30 digits is fine for a sampling bound).
func (c *Checker) ConstRat(e ast.Expr) (*big.Rat, bool) {
	if len(pm.FreeVars(e)) > 0 {
		return nil, false
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	if r, ok := v.Exact(); ok {
		return r, true
	}
	r, _ := v.Float(PrecBits).Rat(nil)
	return r, r != nil
}

var smallDens = []int64{1, 1, 1, 2, 3, 4, 5, 7}

// value draws one value for variable v, the k-th variable.
func (s *Sampler) value(v string, k int) *big.Rat {
	rng := s.C.rng
	b := s.Bounds[v]
	lo, hi := b[0], b[1]
	switch {
	case lo != nil && hi != nil:
		// A point strictly inside, at a random rational fraction.
		t := big.NewRat(int64(1+rng.IntN(97)), 98)
		w := new(big.Rat).Sub(hi, lo)
		return new(big.Rat).Add(lo, w.Mul(w, t))
	case lo != nil:
		off := big.NewRat(int64(1+rng.IntN(40)), smallDens[rng.IntN(len(smallDens))])
		return new(big.Rat).Add(lo, off)
	case hi != nil:
		off := big.NewRat(int64(1+rng.IntN(40)), smallDens[rng.IntN(len(smallDens))])
		return new(big.Rat).Sub(hi, off)
	}
	num := int64(2 + rng.IntN(19)) // 2..20
	den := smallDens[rng.IntN(len(smallDens))]
	switch {
	case s.positive:
	case s.BothSigns && k < 3:
		if s.n>>k&1 == 1 {
			num = -num
		}
	case rng.IntN(3) == 0:
		num = -num
	}
	return big.NewRat(num, den)
}

// hardPrime draws a prime of [10^4, 10^6) from the hard points' generator.
func (s *Sampler) HardPrime() int64 {
	n := big.NewInt(int64(10_000 + s.C.Hrng.IntN(990_000)))
	for !n.ProbablyPrime(8) {
		n.Add(n, big.NewInt(1))
	}
	return n.Int64()
}

// hardValue draws a value a/q for variable v with q a large prime (a not a
// multiple of q), inside the bounds read from the conditions.
func (s *Sampler) hardValue(v string) *big.Rat {
	rng := s.C.Hrng
	q := s.HardPrime()
	b := s.Bounds[v]
	lo, hi := b[0], b[1]
	frac := func(n int64) *big.Rat { // a/q with 1 ≤ a < n·q, q ∤ a
		a := 1 + rng.Int64N(n*q-1)
		if a%q == 0 {
			a++
		}
		return big.NewRat(a, q)
	}
	switch {
	case lo != nil && hi != nil:
		w := new(big.Rat).Sub(hi, lo)
		return new(big.Rat).Add(lo, w.Mul(w, frac(1)))
	case lo != nil:
		return new(big.Rat).Add(lo, frac(40))
	case hi != nil:
		return new(big.Rat).Sub(hi, frac(40))
	}
	a := q/10 + rng.Int64N(20*q-q/10) // a/q in (1/10, 20)
	if a%q == 0 {
		a++
	}
	r := big.NewRat(a, q)
	if !s.positive && rng.IntN(2) == 0 {
		r.Neg(r)
	}
	return r
}

// point draws a point that satisfies the conditions; ok is false when none
// was found in a bounded number of tries. The first hardPoints points have
// large prime denominators (when such a point meets the conditions).
func (s *Sampler) Point() (cas.Env, bool) {
	for s.Hard > 0 {
		s.Hard--
		for try := 0; try < 10 && s.C.Stopped() == nil; try++ {
			env := cas.Env{}
			for _, v := range s.vars {
				env[v] = cas.Rat(s.hardValue(v))
			}
			if s.C.Satisfies(s.conds, env) {
				return env, true
			}
		}
	}
	for try := 0; try < 40; try++ {
		if s.C.Stopped() != nil {
			return nil, false
		}
		env := cas.Env{}
		for k, v := range s.vars {
			env[v] = cas.Rat(s.value(v, k))
		}
		s.n++
		if s.C.Satisfies(s.conds, env) {
			return env, true
		}
	}
	return nil, false
}

// next is the try-th point of a comparison that is sampled at the critical
// points first: extra[try] while there are some (skip: it does not meet the
// stated conditions), then the sampler's own points (done: none was found).
func (s *Sampler) Next(try int, extra []cas.Env) (env cas.Env, skip, done bool) {
	if try < len(extra) {
		return extra[try], !s.C.Satisfies(s.conds, extra[try]), false
	}
	env, ok := s.Point()
	return env, false, !ok
}

// satisfies reports whether env meets every condition; a condition that
// cannot be evaluated at env is not met.
func (c *Checker) Satisfies(conds []statement.Formula, env cas.Env) bool {
	for _, f := range conds {
		ok, decided := c.Holds(f.E, env)
		if !decided || !ok {
			return false
		}
	}
	return true
}

// holds evaluates a relation chain at env. decided is false when a side is
// undefined there or a comparison is too close to call.
func (c *Checker) Holds(e ast.Expr, env cas.Env) (ok, decided bool) {
	r, isRel := e.(*ast.Rel)
	if !isRel {
		return false, false
	}
	vals := make([]cas.Value, len(r.Args))
	for i, a := range r.Args {
		v, err := c.Eval(a, env)
		if err != nil {
			return false, false
		}
		vals[i] = v
	}
	for i, op := range r.Ops {
		sgn, sure := Sign(vals[i], vals[i+1])
		if !sure {
			if op == ast.Ne || op == ast.Eq {
				return false, false
			}
			return false, false
		}
		var good bool
		switch op {
		case ast.Eq:
			good = sgn == 0
		case ast.Ne:
			good = sgn != 0
		case ast.Lt:
			good = sgn < 0
		case ast.Le:
			good = sgn <= 0
		case ast.Gt:
			good = sgn > 0
		case ast.Ge:
			good = sgn >= 0
		default:
			return false, false
		}
		if !good {
			return false, true
		}
	}
	return true, true
}

// sign returns the sign of a-b; sure is false when an inexact difference is
// within the equality tolerance band but not exactly zero.
func Sign(a, b cas.Value) (s int, sure bool) {
	ra, okA := a.Exact()
	rb, okB := b.Exact()
	if okA && okB {
		return ra.Cmp(rb), true
	}
	switch Compare(a, b) {
	case Same:
		return 0, true
	case Unsure:
		return 0, false
	}
	return a.Float(PrecBits).Cmp(b.Float(PrecBits)), true
}

// bindSubsts applies the indicated substitutions to a point, in order.
func (c *Checker) BindSubsts(substs []statement.Substitution, env cas.Env) (cas.Env, error) {
	if len(substs) == 0 {
		return env, nil
	}
	out := cas.Env{}
	for k, v := range env {
		out[k] = v
	}
	for _, s := range substs {
		v, err := c.Eval(s.Val, out)
		if err != nil {
			return nil, fmt.Errorf("the substitution %s: %w", s.Src, err)
		}
		out[s.Name] = v
	}
	return out, nil
}

// A tentative equality of inexact values (equal to 30 digits at precBits)
// is re-checked once per check at hiPrecBits: there the values, each
// known to hiEqTol (the evaluator's promise), are decided by numericCore
// (hiCompare): equal to about 280 digits with a difference shrunk like a
// rounding error's (by 2^-500 at least, when it was not 0 at precBits),
// apart beyond a thousand times their bounds; anything else is undecided.
const HiPrecBits = 1024

var (
	HiEqTol  = MustFloat("1e-280")
	HiShrink = new(big.Float).SetPrec(HiPrecBits).SetMantExp(big.NewFloat(1), -500)
)

func MustFloat(s string) *big.Float {
	f, _, err := big.ParseFloat(s, 10, HiPrecBits, big.ToNearestEven)
	if err != nil {
		panic(err)
	}
	return f
}

// inexactPair reports whether a comparison of a and b was not exact.
func InexactPair(a, b cas.Value) bool { return !a.IsExact() || !b.IsExact() }

// hiCheck is the outcome of recheck.
type HiCheck struct {
	State  CmpState // unsure also when err != nil
	Lv, Rv cas.Value
	Diff   *big.Float // |lv - rv| at hiPrecBits
	Err    error
}

// recheck re-evaluates l and r at hiPrecBits at the point env0 (whose
// values must be exact), the substitutions bound in order at that
// precision; lv0 and rv0 are the values found at precBits.
func (c *Checker) Recheck(l, r ast.Expr, env0 cas.Env, substs []statement.Substitution, lv0, rv0 cas.Value) HiCheck {
	for k, v := range env0 {
		if !v.IsExact() {
			return HiCheck{State: Unsure, Err: fmt.Errorf("the point's value %s=%s is not exact", k, v.Text(20))}
		}
	}
	if c.bigOpTerms(l)+c.bigOpTerms(r) > maxHiTerms {
		return HiCheck{State: Unsure, Err: fmt.Errorf("sums or products of more than %d terms are too costly at that precision", maxHiTerms)}
	}
	hc := c.HiChecker()
	env := cas.Env{}
	for k, v := range env0 {
		env[k] = v
	}
	env, err := hc.BindSubsts(substs, env)
	if err != nil {
		return HiCheck{State: Unsure, Err: err}
	}
	lv, err := hc.Eval(l, env)
	if err != nil {
		return HiCheck{State: Unsure, Err: err}
	}
	rv, err := hc.Eval(r, env)
	if err != nil {
		return HiCheck{State: Unsure, Err: err}
	}
	return HiCompare(lv, rv, lv0, rv0, HiEqTol, true, HiShrink)
}

// hiChecker is c at hiPrecBits (numeric derivatives with finer steps).
func (c *Checker) HiChecker() *Checker {
	hc := *c
	hc.Cas = c.Cas.WithPrec(HiPrecBits)
	hc.HiDeriv = true
	return &hc
}

// hiCompare compares lv and rv found at hiPrecBits through the one
// decision of equality (numericCore, hi_decide.go): each value is bounded
// by errRel relative to max(1, |lv|, |rv|); proven says that bound is
// proven (the evaluator's promise at hiPrecBits), else the values differ
// only beyond diffTol as well (decideUnbounded). Same also needs their
// difference to have shrunk from the one at precBits (lv0 - rv0) by the
// factor shrink at least (unless that was 0), as a rounding error does.
func HiCompare(lv, rv, lv0, rv0 cas.Value, errRel *big.Float, proven bool, shrink *big.Float) HiCheck {
	out := HiCheck{Lv: lv, Rv: rv, State: Unsure}
	if ra, ok := lv.Exact(); ok {
		if rb, ok := rv.Exact(); ok {
			out.Diff = new(big.Float).SetPrec(HiPrecBits).SetRat(new(big.Rat).Sub(ra, rb))
			out.Diff.Abs(out.Diff)
			out.State = Differ
			if ra.Cmp(rb) == 0 {
				out.State = Same
			}
			return out
		}
	}
	eq := hiDecide(lv, rv, errRel, proven)
	out.Diff, out.State = eq.Diff, eq.State
	d0 := new(big.Float).SetPrec(HiPrecBits).Sub(lv0.Float(HiPrecBits), rv0.Float(HiPrecBits))
	d0.Abs(d0)
	if out.State == Same && d0.Sign() != 0 && out.Diff.Cmp(new(big.Float).Mul(d0, shrink)) > 0 {
		out.State = Unsure
	}
	return out
}

// why describes an inconclusive recheck for a note.
func (h HiCheck) Why() string {
	if h.Err != nil {
		return fmt.Sprintf("they cannot be re-evaluated at %d bits: %v", HiPrecBits, h.Err)
	}
	return fmt.Sprintf("at %d bits they are %s and %s, a difference of %s: not the rounding error of an equality", HiPrecBits, h.Lv.Text(25), h.Rv.Text(25), h.Diff.Text('g', 3))
}

// maxHiTerms bounds the terms of sums and products re-evaluated at
// hiPrecBits (a term costs about 0.1 ms at precBits, several times more
// there).
const maxHiTerms = 1000

// bigOpTerms counts the terms of the sums and products of e (nested ones
// multiply); a bound that is not a constant integer counts maxHiTerms+1.
func (c *Checker) bigOpTerms(e ast.Expr) int {
	total := 0
	statement.WalkExprs(e, func(n ast.Expr) bool {
		b, ok := n.(*ast.BigOp)
		if !ok {
			return true
		}
		k := maxHiTerms + 1
		lo, okLo := c.ConstRat(b.Lo)
		hi, okHi := c.ConstRat(b.Hi)
		if okLo && okHi && lo.IsInt() && hi.IsInt() {
			d := new(big.Int).Sub(hi.Num(), lo.Num())
			if d.Sign() < 0 {
				k = 0
			} else if d.IsInt64() && d.Int64() < int64(maxHiTerms) {
				k = int(d.Int64()) + 1
			}
		}
		total += k * max(1, c.bigOpTerms(b.X))
		return false
	})
	return total
}

// precBits is the working precision of leg 1: that of the algebra below it.
const PrecBits = algebra.PrecBits
