package check

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// complexValue is re + im·i with real parts evaluated by cas (exact when
// rational).
type complexValue struct{ re, im cas.Value }

func (z complexValue) String() string {
	if z.im.Sign() == 0 {
		return show(z.re)
	}
	sign := "+"
	im := show(z.im)
	if z.im.Sign() < 0 {
		sign, im = "-", im[1:]
	}
	if im == "1" {
		im = ""
	}
	if z.re.Sign() == 0 {
		return strings.TrimPrefix(sign, "+") + im + "i"
	}
	return show(z.re) + sign + im + "i"
}

var errComplexUnsupported = errors.New("only +, -, ·, /, integer powers and |z| are evaluated over the complex numbers")

// maxComplexPower bounds the exponent of an integer power of a complex
// value (binary powering: about 2·log2 multiplications).
const maxComplexPower = 1 << 20

// evalComplex evaluates e with i the imaginary unit. A part without i is
// evaluated over the reals by cas; the rest is built of +, -, ·, /, integer
// powers and |z|.
func (c *checker) evalComplex(e ast.Expr, env cas.Env) (complexValue, error) {
	if !statement.ContainsVar(e, "i") {
		v, err := c.eval(e, env)
		return complexValue{re: v}, err
	}
	k := c.cas
	switch n := e.(type) {
	case *ast.Ident:
		return complexValue{re: cas.Int(0), im: cas.Int(1)}, nil
	case *ast.Unary:
		z, err := c.evalComplex(n.X, env)
		if err != nil {
			return z, err
		}
		switch n.Op {
		case ast.Plus:
			return z, nil
		case ast.Neg:
			return complexValue{k.Neg(z.re), k.Neg(z.im)}, nil
		}
	case *ast.Binary:
		if n.Op == ast.Pow {
			return c.powComplex(n, env)
		}
		a, err := c.evalComplex(n.X, env)
		if err != nil {
			return a, err
		}
		b, err := c.evalComplex(n.Y, env)
		if err != nil {
			return b, err
		}
		switch n.Op {
		case ast.Add:
			return c.addComplex(a, b, false)
		case ast.Sub:
			return c.addComplex(a, b, true)
		case ast.Mul:
			return c.mulComplex(a, b)
		case ast.Div:
			return c.divComplex(a, b)
		}
	case *ast.Func:
		if n.Name == ast.Abs && len(n.Args) == 1 {
			z, err := c.evalComplex(n.Args[0], env)
			if err != nil {
				return z, err
			}
			n2, err := c.norm2(z)
			if err != nil {
				return z, err
			}
			r, err := k.Sqrt(n2)
			return complexValue{re: r}, err
		}
	}
	return complexValue{}, errComplexUnsupported
}

func (c *checker) addComplex(a, b complexValue, sub bool) (complexValue, error) {
	op := c.cas.Add
	if sub {
		op = c.cas.Sub
	}
	re, err := op(a.re, b.re)
	if err != nil {
		return complexValue{}, err
	}
	im, err := op(a.im, b.im)
	return complexValue{re, im}, err
}

// mulComplex is (a+bi)(c+di) = (ac-bd) + (ad+bc)i.
func (c *checker) mulComplex(x, y complexValue) (complexValue, error) {
	k := c.cas
	var errs [6]error
	ac, e0 := k.Mul(x.re, y.re)
	bd, e1 := k.Mul(x.im, y.im)
	ad, e2 := k.Mul(x.re, y.im)
	bc, e3 := k.Mul(x.im, y.re)
	re, e4 := k.Sub(ac, bd)
	im, e5 := k.Add(ad, bc)
	errs = [6]error{e0, e1, e2, e3, e4, e5}
	return complexValue{re, im}, errors.Join(errs[:]...)
}

func (c *checker) norm2(z complexValue) (cas.Value, error) {
	a, err1 := c.cas.Mul(z.re, z.re)
	b, err2 := c.cas.Mul(z.im, z.im)
	s, err3 := c.cas.Add(a, b)
	return s, errors.Join(err1, err2, err3)
}

// divComplex is x·conj(y)/|y|²; division by 0 is a domain error.
func (c *checker) divComplex(x, y complexValue) (complexValue, error) {
	n, err := c.norm2(y)
	if err != nil {
		return complexValue{}, err
	}
	if r, ok := n.Exact(); ok && r.Sign() == 0 || n.Sign() == 0 {
		return complexValue{}, fmt.Errorf("division by zero: %w", cas.ErrDomain)
	}
	p, err := c.mulComplex(x, complexValue{y.re, c.cas.Neg(y.im)})
	if err != nil {
		return complexValue{}, err
	}
	re, err1 := c.cas.Div(p.re, n)
	im, err2 := c.cas.Div(p.im, n)
	return complexValue{re, im}, errors.Join(err1, err2)
}

// powComplex raises to an exact integer power (negative: the reciprocal).
func (c *checker) powComplex(n *ast.Binary, env cas.Env) (complexValue, error) {
	if statement.ContainsVar(n.Y, "i") {
		return complexValue{}, errComplexUnsupported
	}
	ev, err := c.eval(n.Y, env)
	if err != nil {
		return complexValue{}, err
	}
	r, ok := ev.Exact()
	if !ok || !r.IsInt() || !r.Num().IsInt64() || r.Num().Int64() > maxComplexPower || r.Num().Int64() < -maxComplexPower {
		return complexValue{}, errComplexUnsupported
	}
	base, err := c.evalComplex(n.X, env)
	if err != nil {
		return base, err
	}
	e := r.Num().Int64()
	neg := e < 0
	if neg {
		e = -e
	}
	acc := complexValue{re: cas.Int(1), im: cas.Int(0)}
	for ; e > 0; e >>= 1 {
		if err := c.ctx.Err(); err != nil {
			return complexValue{}, errTimeLimit
		}
		if e&1 == 1 {
			if acc, err = c.mulComplex(acc, base); err != nil {
				return acc, err
			}
		}
		if e > 1 {
			if base, err = c.mulComplex(base, base); err != nil {
				return base, err
			}
		}
	}
	if neg {
		return c.divComplex(complexValue{re: cas.Int(1), im: cas.Int(0)}, acc)
	}
	return acc, nil
}

// checkComplexExpr checks a value or a simplification over the complex
// numbers (i the imaginary unit): exactly when every part is rational, at
// admissible sample points of the other variables otherwise.
func (c *checker) checkComplexExpr(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind, cmp Comparison) Result {
	var vars []string
	for _, v := range st.FreeAfterSubst(f.E) {
		if v != "i" {
			vars = append(vars, v)
		}
	}
	if extra := statement.Subset(pm.FreeVars(ansE), append(append([]string{"i"}, vars...), substNames(st)...)); len(extra) > 0 {
		return undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	demand := c.answerDemand(ansE)
	var eq equality
	compareAt := func(env cas.Env) (complexValue, complexValue, cmpState, error) {
		lv, err := c.evalComplex(f.E, env)
		if err != nil {
			return lv, lv, unsure, fmt.Errorf("the statement's expression: %w", err)
		}
		rv, err := c.evalComplex(ansE, env)
		if err != nil {
			return lv, rv, unsure, fmt.Errorf("the answer: %w", err)
		}
		eq = decideComplex(lv, rv, demand)
		return lv, rv, eq.state, nil
	}
	if len(vars) == 0 {
		env, err := c.bindSubsts(st.Substs, nil)
		if err != nil {
			return undecided(kind, "%v", err)
		}
		lv, rv, state, err := compareAt(env)
		if err != nil {
			return undecided(kind, "%v over the complex numbers", err)
		}
		cmp.Points = nil
		switch state {
		case same:
			r := confirm(kind, "with i the imaginary unit (as the statement says), the statement's expression evaluates to %s, %s to the answer", lv, eq.text())
			return r
		case differ:
			r := refute(kind, "with i the imaginary unit (as the statement says), the statement's expression evaluates to %s, the answer %s is %s", lv, statement.Clip(ansSrc, 60), rv)
			return r
		}
		return undecided(kind, "with i the imaginary unit, %s and the answer %s: %s", lv, rv, eq.why)
	}
	smp := c.newSampler(vars, st.Conds, false)
	agree := 0
	var first cas.Env
	for try := 0; try < c.opts.Points*6+hardPoints && agree < c.opts.Points+hardPoints; try++ {
		env0, ok := smp.point()
		if !ok {
			break
		}
		env, err := c.bindSubsts(st.Substs, env0)
		if err != nil {
			continue
		}
		lv, rv, state, err := compareAt(env)
		if err != nil {
			if isDomain(err) {
				continue
			}
			return undecided(kind, "%v over the complex numbers", err)
		}
		switch state {
		case same:
			if agree == 0 {
				first = env0
			}
			agree++
		case differ:
			return refute(kind, "with i the imaginary unit (as the statement says), at %s the statement's expression is %s but the answer %s is %s (seed %d)", showEnv(env0), lv, statement.Clip(ansSrc, 60), rv, c.opts.Seed)
		}
	}
	need := max(3, c.opts.Points/2)
	if agree < need {
		return undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", agree, need)
	}
	return confirm(kind, "with i the imaginary unit (as the statement says), equal at %d sample points of %s over both signs, seed %d, e.g. %s", agree, statement.JoinNames(vars), c.opts.Seed, showEnv(first))
}
