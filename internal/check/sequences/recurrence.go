package sequences

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/recurrence"
)

// Recurrences (issue 42, OlympiadBench): a sequence given by some values
// and one recurrence (internal/statement/recurrence), each term from the
// first value given on computed exactly over ℚ, in order. The terms of
// the first window the recurrence needs that are not given make one
// unknown x at most; every term is then a + b·x, and a later value given
// fixes x (b ≠ 0) or must agree (b = 0). The term asked must not depend
// on x. A term is computed only from an instance of the recurrence inside
// the range it holds on, the top term solved from an equation that is
// affine in it with a nonzero constant coefficient.

// Bounds: terms computed, bits of a term's numerator and denominator, and
// the largest exponent of a power.
const (
	recMaxSteps = 100_000
	recMaxBits  = 1 << 14
	recMaxPow   = 64
)

// affine is a + b·x over ℚ.
type affine struct{ a, b *big.Rat }

func constAff(v *big.Rat) affine { return affine{v, new(big.Rat)} }

func (u affine) isConst() bool { return u.b.Sign() == 0 }

var errNotAffine = errors.New("not affine in the unknown term")

// recEnv is what an instance of the recurrence is evaluated at: the index
// n, the terms at n + offset, and the top term's stand-in.
type recEnv struct {
	q     recurrence.Recurrence
	n     int64
	terms map[int64]affine // by offset
}

func (env *recEnv) eval(e ast.Expr) (affine, error) {
	switch e := e.(type) {
	case *ast.Number:
		v, err := algebra.RatValue(e)
		if err != nil {
			return affine{}, err
		}
		return constAff(v), nil
	case *ast.Ident:
		if e.Name == env.q.Var {
			return constAff(new(big.Rat).SetInt64(env.n)), nil
		}
		return env.term(e)
	case *ast.Call:
		return env.term(e)
	case *ast.Unary:
		x, err := env.eval(e.X)
		if err != nil || e.Op == ast.Plus {
			return x, err
		}
		if e.Op != ast.Neg {
			return affine{}, fmt.Errorf("the operator %v", e.Op)
		}
		return affine{new(big.Rat).Neg(x.a), new(big.Rat).Neg(x.b)}, nil
	case *ast.Binary:
		return env.binary(e)
	}
	return affine{}, fmt.Errorf("the formula %s", statement.Clip(ast.Print(e), 30))
}

func (env *recEnv) term(e ast.Expr) (affine, error) {
	name, idx, ok := recurrence.Term(e)
	if !ok || name != env.q.Name {
		return affine{}, fmt.Errorf("the name %s", statement.Clip(ast.Print(e), 20))
	}
	off, ok := recurrence.Offset(idx, env.q.Var)
	if !ok {
		return affine{}, fmt.Errorf("the index %s", ast.Print(idx))
	}
	v, ok := env.terms[off]
	if !ok {
		return affine{}, fmt.Errorf("the term at %s%+d, not known", env.q.Var, off)
	}
	return v, nil
}

func (env *recEnv) binary(e *ast.Binary) (affine, error) {
	x, err := env.eval(e.X)
	if err != nil {
		return affine{}, err
	}
	y, err := env.eval(e.Y)
	if err != nil {
		return affine{}, err
	}
	switch e.Op {
	case ast.Add:
		return affine{new(big.Rat).Add(x.a, y.a), new(big.Rat).Add(x.b, y.b)}, nil
	case ast.Sub:
		return affine{new(big.Rat).Sub(x.a, y.a), new(big.Rat).Sub(x.b, y.b)}, nil
	case ast.Mul:
		if !x.isConst() && !y.isConst() {
			return affine{}, errNotAffine
		}
		if !x.isConst() {
			x, y = y, x
		}
		return affine{new(big.Rat).Mul(x.a, y.a), new(big.Rat).Mul(x.a, y.b)}, nil
	case ast.Div:
		if !y.isConst() || y.a.Sign() == 0 {
			return affine{}, errors.New("a division by zero or by the unknown")
		}
		inv := new(big.Rat).Inv(y.a)
		return affine{new(big.Rat).Mul(x.a, inv), new(big.Rat).Mul(x.b, inv)}, nil
	case ast.Pow:
		if !y.isConst() || !y.a.IsInt() || !y.a.Num().IsInt64() || y.a.Num().Int64() < 0 || y.a.Num().Int64() > recMaxPow {
			return affine{}, errors.New("a power that is not a small natural one")
		}
		k := y.a.Num().Int64()
		if !x.isConst() && k > 1 {
			return affine{}, errNotAffine
		}
		if k == 1 {
			return x, nil
		}
		return constAff(new(big.Rat).SetFrac(new(big.Int).Exp(x.a.Num(), big.NewInt(k), nil), new(big.Int).Exp(x.a.Denom(), big.NewInt(k), nil))), nil
	}
	return affine{}, fmt.Errorf("the operator %v", e.Op)
}

// recShape is the recurrence's terms: their offsets and the top one.
type recShape struct {
	low, top int64
}

// shapeOf checks the recurrence's terms: every one the sequence's at Var
// plus an offset, the top offset written exactly once and on an affine
// path (sums, differences, products by and quotients of formulas without
// it).
func shapeOf(q recurrence.Recurrence) (recShape, bool) {
	var offs []int64
	ok := true
	ast.Inspect(q.Rel, func(e ast.Expr) bool {
		switch e.(type) {
		case *ast.Ident, *ast.Call:
			if id, isID := e.(*ast.Ident); isID && id.Name == q.Var {
				return false
			}
			name, idx, isTerm := recurrence.Term(e)
			off, isOff := recurrence.Offset(idx, q.Var)
			if !isTerm || !isOff || name != q.Name {
				ok = false
			}
			offs = append(offs, off)
			return false
		}
		return true
	})
	if !ok || len(offs) < 2 {
		return recShape{}, false
	}
	s := recShape{low: offs[0], top: offs[0]}
	for _, o := range offs {
		s.low, s.top = min(s.low, o), max(s.top, o)
	}
	tops := 0
	for _, o := range offs {
		if o == s.top {
			tops++
		}
	}
	if tops != 1 || s.low == s.top || !affinePath(q.Rel.Args[0], q, s.top) && !affinePath(q.Rel.Args[1], q, s.top) {
		return recShape{}, false
	}
	return s, true
}

// affinePath reports that e holds the top term on a path of sums,
// differences, negations, products by formulas without it and quotients
// with it in the numerator.
func affinePath(e ast.Expr, q recurrence.Recurrence, top int64) bool {
	if name, idx, ok := recurrence.Term(e); ok && name == q.Name {
		off, ok := recurrence.Offset(idx, q.Var)
		return ok && off == top
	}
	switch e := e.(type) {
	case *ast.Unary:
		return (e.Op == ast.Neg || e.Op == ast.Plus) && affinePath(e.X, q, top)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul:
			return affinePath(e.X, q, top) || affinePath(e.Y, q, top)
		case ast.Div:
			return affinePath(e.X, q, top)
		}
	}
	return false
}

// CheckRecurrence checks the term asked of a sequence given by values and
// a recurrence; ok is false when the statement is not one.
func CheckRecurrence(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := recurrence.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := fmt.Sprintf("the term %s of a sequence given by a recurrence", q.AskSrc)
	want, why := recTerm(q)
	if why != "" {
		return decide.Undecided(kind, "%s: %s", what, why), true
	}
	how := fmt.Sprintf("%s = %s, computed term by term from the values given with %s (exact over ℚ)", q.AskSrc, want.RatString(), q.RelSrc)
	got, bad := c.OneExactAnswer(answerSrc, kind, what, "")
	if bad != nil {
		return decide.Undecided(kind, "%s; %s", how, bad.Note), true
	}
	if got.Cmp(want) != 0 {
		return decide.Undecided(kind, "%s, not the answer's %s", how, got.RatString()), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s, equal to the answer", how), what, want, decide.ValueExpr(cas.Rat(got))), true
}

// recTerm computes the term asked, or says why not.
func recTerm(q recurrence.Recurrence) (*big.Rat, string) {
	s, ok := shapeOf(q)
	if !ok {
		return nil, "the recurrence is not one equation in terms at the index plus offsets, its top term written once and affinely"
	}
	given := map[int64]*big.Rat{}
	start, last := q.Given[0].Index, q.Ask
	for _, g := range q.Given {
		v, err := algebra.RatValue(g.E)
		if err != nil {
			return nil, fmt.Sprintf("the value %s is not a rational number: %v", g.Src, err)
		}
		given[g.Index] = v
		start, last = min(start, g.Index), max(last, g.Index)
	}
	if q.Ask < start || last-start > recMaxSteps {
		return nil, "the term asked is not after the values given, within the bound"
	}
	order := s.top - s.low
	vals := map[int64]affine{}
	unknowns := 0
	var x *big.Rat // the unknown's value, once fixed
	for j := start; j <= last; j++ {
		g, isGiven := given[j]
		n := j - s.top
		switch {
		case j < start+order || q.HasFrom && n < q.From:
			if isGiven {
				vals[j] = constAff(g)
				continue
			}
			if unknowns++; unknowns > 1 || j >= start+order {
				return nil, fmt.Sprintf("the term %s_%d is neither given nor computed", q.Name, j)
			}
			vals[j] = affine{new(big.Rat), big.NewRat(1, 1)}
			continue
		}
		v, why := recStep(q, s, vals, n)
		if why != "" {
			return nil, why
		}
		if x != nil {
			v = constAff(new(big.Rat).Add(v.a, new(big.Rat).Mul(v.b, x)))
		}
		if v.a.Num().BitLen() > recMaxBits || v.a.Denom().BitLen() > recMaxBits || v.b.Num().BitLen() > recMaxBits || v.b.Denom().BitLen() > recMaxBits {
			return nil, "a term past the size bound"
		}
		if isGiven {
			if v.isConst() && v.a.Cmp(g) != 0 {
				return nil, fmt.Sprintf("the value given of %s_%d is not the one computed, %s", q.Name, j, v.a.RatString())
			}
			if !v.isConst() {
				x = new(big.Rat).Quo(new(big.Rat).Sub(g, v.a), v.b)
				for k, u := range vals {
					vals[k] = constAff(new(big.Rat).Add(u.a, new(big.Rat).Mul(u.b, x)))
				}
			}
			v = constAff(g)
		}
		vals[j] = v
	}
	v := vals[q.Ask]
	if !v.isConst() {
		return nil, "the values given do not fix the term asked"
	}
	return v.a, ""
}

// recStep is the top term of the instance at n: the equation L = R is
// D(T) = L − R = D(0) + c·T with c = D(1) − D(0) a nonzero constant.
func recStep(q recurrence.Recurrence, s recShape, vals map[int64]affine, n int64) (affine, string) {
	env := &recEnv{q: q, n: n, terms: map[int64]affine{}}
	for off := s.low; off < s.top; off++ {
		if v, ok := vals[n+off]; ok {
			env.terms[off] = v
		}
	}
	diff := func(t affine) (affine, error) {
		env.terms[s.top] = t
		l, err := env.eval(q.Rel.Args[0])
		if err != nil {
			return affine{}, err
		}
		r, err := env.eval(q.Rel.Args[1])
		if err != nil {
			return affine{}, err
		}
		return affine{new(big.Rat).Sub(l.a, r.a), new(big.Rat).Sub(l.b, r.b)}, nil
	}
	d0, err := diff(constAff(new(big.Rat)))
	if err != nil {
		return affine{}, fmt.Sprintf("the recurrence at %s = %d: %v", q.Var, n, err)
	}
	d1, err := diff(constAff(big.NewRat(1, 1)))
	if err != nil {
		return affine{}, fmt.Sprintf("the recurrence at %s = %d: %v", q.Var, n, err)
	}
	c := affine{new(big.Rat).Sub(d1.a, d0.a), new(big.Rat).Sub(d1.b, d0.b)}
	if !c.isConst() || c.a.Sign() == 0 {
		return affine{}, fmt.Sprintf("the recurrence at %s = %d does not fix its top term", q.Var, n)
	}
	inv := new(big.Rat).Inv(c.a)
	inv.Neg(inv)
	return affine{new(big.Rat).Mul(d0.a, inv), new(big.Rat).Mul(d0.b, inv)}, ""
}

// RecurrenceTerm is the term q asks for, computed as CheckRecurrence
// does, or why not (for the soundness harness's neighbouring terms).
func RecurrenceTerm(q recurrence.Recurrence) (*big.Rat, string) { return recTerm(q) }
