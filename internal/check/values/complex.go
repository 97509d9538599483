package values

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// complexValue is re + im·i with real parts evaluated by cas (exact when
// rational).
type ComplexValue struct{ Re, Im cas.Value }

func (z ComplexValue) String() string {
	if z.Im.Sign() == 0 {
		return decide.Show(z.Re)
	}
	sign := "+"
	im := decide.Show(z.Im)
	if z.Im.Sign() < 0 {
		sign, im = "-", im[1:]
	}
	if im == "1" {
		im = ""
	}
	if z.Re.Sign() == 0 {
		return strings.TrimPrefix(sign, "+") + im + "i"
	}
	return decide.Show(z.Re) + sign + im + "i"
}

var errComplexUnsupported = errors.New("only +, -, ·, /, integer powers and |z| are evaluated over the complex numbers")

// maxComplexPower bounds the exponent of an integer power of a complex
// value (binary powering: about 2·log2 multiplications).
const maxComplexPower = 1 << 20

// evalComplex is EvalComplex on this package's checker.
func (c *checker) evalComplex(e ast.Expr, env cas.Env) (ComplexValue, error) {
	if !statement.ContainsVar(e, "i") {
		v, err := c.Eval(e, env)
		return ComplexValue{Re: v}, err
	}
	k := c.Cas
	switch n := e.(type) {
	case *ast.Ident:
		return ComplexValue{Re: cas.Int(0), Im: cas.Int(1)}, nil
	case *ast.Unary:
		z, err := c.evalComplex(n.X, env)
		if err != nil {
			return z, err
		}
		switch n.Op {
		case ast.Plus:
			return z, nil
		case ast.Neg:
			return ComplexValue{k.Neg(z.Re), k.Neg(z.Im)}, nil
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
			return ComplexValue{Re: r}, err
		}
	}
	return ComplexValue{}, errComplexUnsupported
}

// EvalComplex evaluates e with i the imaginary unit. A part without i is
// evaluated over the reals by cas; the rest is built of +, -, ·, /, integer
// powers and |z|.
func EvalComplex(c *decide.Checker, e ast.Expr, env cas.Env) (ComplexValue, error) {
	return (&checker{c}).evalComplex(e, env)
}

func (c *checker) addComplex(a, b ComplexValue, sub bool) (ComplexValue, error) {
	op := c.Cas.Add
	if sub {
		op = c.Cas.Sub
	}
	re, err := op(a.Re, b.Re)
	if err != nil {
		return ComplexValue{}, err
	}
	im, err := op(a.Im, b.Im)
	return ComplexValue{re, im}, err
}

// AddComplex is addComplex for the other packages of the checker.
func AddComplex(c *decide.Checker, a ComplexValue, b ComplexValue, sub bool) (ComplexValue, error) {
	return (&checker{c}).addComplex(a, b, sub)
}

// mulComplex is MulComplex on this package's checker.
func (c *checker) mulComplex(x, y ComplexValue) (ComplexValue, error) {
	k := c.Cas
	var errs [6]error
	ac, e0 := k.Mul(x.Re, y.Re)
	bd, e1 := k.Mul(x.Im, y.Im)
	ad, e2 := k.Mul(x.Re, y.Im)
	bc, e3 := k.Mul(x.Im, y.Re)
	re, e4 := k.Sub(ac, bd)
	im, e5 := k.Add(ad, bc)
	errs = [6]error{e0, e1, e2, e3, e4, e5}
	return ComplexValue{re, im}, errors.Join(errs[:]...)
}

// MulComplex is (a+bi)(c+di) = (ac-bd) + (ad+bc)i.
func MulComplex(c *decide.Checker, x ComplexValue, y ComplexValue) (ComplexValue, error) {
	return (&checker{c}).mulComplex(x, y)
}

func (c *checker) norm2(z ComplexValue) (cas.Value, error) {
	a, err1 := c.Cas.Mul(z.Re, z.Re)
	b, err2 := c.Cas.Mul(z.Im, z.Im)
	s, err3 := c.Cas.Add(a, b)
	return s, errors.Join(err1, err2, err3)
}

// divComplex is x·conj(y)/|y|²; division by 0 is a domain error.
func (c *checker) divComplex(x, y ComplexValue) (ComplexValue, error) {
	n, err := c.norm2(y)
	if err != nil {
		return ComplexValue{}, err
	}
	if r, ok := n.Exact(); ok && r.Sign() == 0 || n.Sign() == 0 {
		return ComplexValue{}, fmt.Errorf("division by zero: %w", cas.ErrDomain)
	}
	p, err := c.mulComplex(x, ComplexValue{y.Re, c.Cas.Neg(y.Im)})
	if err != nil {
		return ComplexValue{}, err
	}
	re, err1 := c.Cas.Div(p.Re, n)
	im, err2 := c.Cas.Div(p.Im, n)
	return ComplexValue{re, im}, errors.Join(err1, err2)
}

// powComplex raises to an exact integer power (negative: the reciprocal).
func (c *checker) powComplex(n *ast.Binary, env cas.Env) (ComplexValue, error) {
	if statement.ContainsVar(n.Y, "i") {
		if k, ok := n.X.(*ast.Const); ok && k.Kind == ast.E { // issue 42: e^{x+iy}
			return c.expComplex(n.Y, env)
		}
		return ComplexValue{}, errComplexUnsupported
	}
	ev, err := c.Eval(n.Y, env)
	if err != nil {
		return ComplexValue{}, err
	}
	r, ok := ev.Exact()
	if !ok || !r.IsInt() || !r.Num().IsInt64() || r.Num().Int64() > maxComplexPower || r.Num().Int64() < -maxComplexPower {
		return ComplexValue{}, errComplexUnsupported
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
	acc := ComplexValue{Re: cas.Int(1), Im: cas.Int(0)}
	for ; e > 0; e >>= 1 {
		if err := c.Stopped(); err != nil {
			return ComplexValue{}, err
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
		return c.divComplex(ComplexValue{Re: cas.Int(1), Im: cas.Int(0)}, acc)
	}
	return acc, nil
}

// checkComplexExpr checks a value or a simplification over the complex
// numbers (i the imaginary unit): exactly when every part is rational, at
// admissible sample points of the other variables otherwise.
func (c *checker) checkComplexExpr(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind, cmp decide.Comparison) decide.Result {
	var vars []string
	for _, v := range st.FreeAfterSubst(f.E) {
		if v != "i" {
			vars = append(vars, v)
		}
	}
	if extra := statement.Subset(pm.FreeVars(ansE), append(append([]string{"i"}, vars...), substNames(st)...)); len(extra) > 0 {
		return decide.Undecided(kind, "the answer uses %s, which the statement does not", statement.JoinNames(extra))
	}
	demand := c.AnswerDemand(ansE)
	var eq decide.Equality
	compareAt := func(env cas.Env) (ComplexValue, ComplexValue, decide.CmpState, error) {
		lv, err := c.evalComplex(f.E, env)
		if err != nil {
			return lv, lv, decide.Unsure, fmt.Errorf("the statement's expression: %w", err)
		}
		rv, err := c.evalComplex(ansE, env)
		if err != nil {
			return lv, rv, decide.Unsure, fmt.Errorf("the answer: %w", err)
		}
		eq = DecideComplex(lv, rv, demand)
		return lv, rv, eq.State, nil
	}
	if len(vars) == 0 {
		env, err := c.BindSubsts(st.Substs, nil)
		if err != nil {
			return decide.Undecided(kind, "%v", err)
		}
		lv, rv, state, err := compareAt(env)
		if err != nil {
			return decide.Undecided(kind, "%v over the complex numbers", err)
		}
		cmp.Points = nil
		switch state {
		case decide.Same:
			r := decide.Confirm(kind, "with i the imaginary unit (as the statement says), the statement's expression evaluates to %s, %s to the answer", lv, eq.Text())
			return r
		case decide.Differ:
			r := decide.Refute(kind, "with i the imaginary unit (as the statement says), the statement's expression evaluates to %s, %s", lv, decide.AnswerIs(ansSrc, rv.String()))
			return r
		}
		return decide.Undecided(kind, "with i the imaginary unit, %s and the answer %s: %s", lv, rv, eq.Why)
	}
	smp := c.NewSampler(vars, st.Conds, false)
	agree := 0
	var first cas.Env
	for try := 0; try < c.Opts.Points*6+decide.HardPoints && agree < c.Opts.Points+decide.HardPoints; try++ {
		env0, ok := smp.Point()
		if !ok {
			break
		}
		env, err := c.BindSubsts(st.Substs, env0)
		if err != nil {
			continue
		}
		lv, rv, state, err := compareAt(env)
		if err != nil {
			if decide.IsDomain(err) {
				continue
			}
			return decide.Undecided(kind, "%v over the complex numbers", err)
		}
		switch state {
		case decide.Same:
			if agree == 0 {
				first = env0
			}
			agree++
		case decide.Differ:
			return decide.Refute(kind, "with i the imaginary unit (as the statement says), at %s the statement's expression is %s but %s (seed %d)", decide.ShowEnv(env0), lv, decide.AnswerIs(ansSrc, rv.String()), c.Opts.Seed)
		}
	}
	need := max(3, c.Opts.Points/2)
	if agree < need {
		return decide.Undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", agree, need)
	}
	return decide.Confirm(kind, "with i the imaginary unit (as the statement says), equal at %d sample points of %s over both signs, seed %d, e.g. %s", agree, statement.JoinNames(vars), c.Opts.Seed, decide.ShowEnv(first))
}
