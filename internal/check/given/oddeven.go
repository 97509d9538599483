package given

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/oddeven"
)

// CheckOddEven (issue 42, MATH Intermediate Algebra): f(x) with unknown
// constants u (oddeven.Read), f(p) = v given, Σ ± f(q_j) asked. At each
// point t, f(t) must be affine in u (every mixed difference of f(t, ·) over
// the unit vectors zero, exactly): f(t) = h(t) + m(t)·u. The sum asked is
// fixed by the fact exactly when Σ ± m(q_j) = λ·m(p) for one rational λ;
// then it is Σ ± h(q_j) + λ(v − h(p)) for every u satisfying the fact,
// compared with the answer exactly. Otherwise undecided; ok is false when
// the statement is not read or the answer is not a number.
func CheckOddEven(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := oddeven.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	want, ok := exactAt(c, ans.Items[0].E, nil)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	p, ok1 := exactAt(c, q.Known, nil)
	v, ok2 := exactAt(c, q.Is, nil)
	if !ok1 || !ok2 {
		return decide.Undecided(kind, "the value given is not exact"), true
	}
	hp, mp, ok := affineAt(c, q, p)
	if !ok {
		return decide.Undecided(kind, "f(%s) is not affine in the constants", p.RatString()), true
	}
	hs := new(big.Rat)
	ms := make([]*big.Rat, len(q.Unknowns))
	for k := range ms {
		ms[k] = new(big.Rat)
	}
	for _, call := range q.Asked {
		t, ok := exactAt(c, call.At, nil)
		if !ok {
			return decide.Undecided(kind, "a point asked is not exact"), true
		}
		h, m, ok := affineAt(c, q, t)
		if !ok {
			return decide.Undecided(kind, "f(%s) is not affine in the constants", t.RatString()), true
		}
		s := big.NewRat(int64(call.Sign), 1)
		hs.Add(hs, new(big.Rat).Mul(s, h))
		for k := range ms {
			ms[k].Add(ms[k], new(big.Rat).Mul(s, m[k]))
		}
	}
	lambda, ok := proportional(ms, mp)
	if !ok {
		return decide.Undecided(kind, "the value asked is not fixed by f(%s) = %s", p.RatString(), v.RatString()), true
	}
	val := new(big.Rat).Add(hs, new(big.Rat).Mul(lambda, new(big.Rat).Sub(v, hp)))
	what := fmt.Sprintf("%s from f(%s) = %s, f(x) = %s", statement.Clip(q.AskedSrc, 30), p.RatString(), v.RatString(), statement.Clip(q.FSrc, 30))
	cmp := decide.Comparison{What: what, Left: algebra.RatExpr(val), Right: ans.Items[0].E, Want: record.WantEqual}
	var r decide.Result
	if val.Cmp(want) == 0 {
		r = decide.Confirm(kind, "%s: the constants enter as %s times at the point given, so the value is %s, as answered", what, lambda.RatString(), val.RatString())
	} else {
		r = decide.Refute(kind, "%s: the constants enter as %s times at the point given, so the value is %s, not %s", what, lambda.RatString(), val.RatString(), statement.Clip(answerSrc, 30))
	}
	r.Evidence = []decide.Comparison{cmp}
	return r, true
}

// affineAt is f(t) = h + m·u: h at u = 0, m_k the change at u = e_k; ok is
// false when a mixed difference over two or more unknowns is not 0.
func affineAt(c *decide.Checker, q oddeven.Question, t *big.Rat) (*big.Rat, []*big.Rat, bool) {
	n := len(q.Unknowns)
	vals := make([]*big.Rat, 1<<n)
	for mask := range vals {
		env := cas.Env{"x": cas.Rat(t)}
		for k, u := range q.Unknowns {
			env[u] = cas.Rat(big.NewRat(int64(mask>>k&1), 1))
		}
		v, ok := exactAt(c, q.F, env)
		if !ok {
			return nil, nil, false
		}
		vals[mask] = v
	}
	for mask := range vals {
		if bitsOf(mask) < 2 {
			continue
		}
		sum := new(big.Rat)
		for sub := mask; ; sub = (sub - 1) & mask {
			if (bitsOf(mask)-bitsOf(sub))%2 == 0 {
				sum.Add(sum, vals[sub])
			} else {
				sum.Sub(sum, vals[sub])
			}
			if sub == 0 {
				break
			}
		}
		if sum.Sign() != 0 {
			return nil, nil, false
		}
	}
	m := make([]*big.Rat, n)
	for k := range m {
		m[k] = new(big.Rat).Sub(vals[1<<k], vals[0])
	}
	return vals[0], m, true
}

func bitsOf(n int) int {
	c := 0
	for ; n > 0; n >>= 1 {
		c += n & 1
	}
	return c
}

// proportional is λ with a = λ·b (λ = 0 when a = 0); ok is false when
// there is none.
func proportional(a, b []*big.Rat) (*big.Rat, bool) {
	var lambda *big.Rat
	for k := range a {
		switch {
		case b[k].Sign() == 0 && a[k].Sign() != 0:
			return nil, false
		case b[k].Sign() == 0:
		case lambda == nil:
			lambda = new(big.Rat).Quo(a[k], b[k])
		case new(big.Rat).Mul(lambda, b[k]).Cmp(a[k]) != 0:
			return nil, false
		}
	}
	if lambda == nil {
		lambda = new(big.Rat)
	}
	return lambda, true
}
