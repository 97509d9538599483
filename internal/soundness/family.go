package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// familyDiffer compares two members of families a + p·k of one integer
// parameter k (`\frac{\pi}{4} + \pi k`) as sets over the integers: equal
// when |p| = |q| and (a - b)/p is an integer (`\frac{\pi}{4} - \pi k` is
// the same family); a family is told by π in one of them. ok is false when a or b has an integer parameter but
// the two are not such families of the same letter and nothing else;
// family says whether an integer parameter appears at all.
func (p *prover) familyDiffer(a, b ast.Expr) (differ, ok, family bool) {
	va, vb := freeVars(a), freeVars(b)
	intParam := func(vs []string) bool {
		for _, v := range vs {
			if answer.IsIntParam(v) {
				return true
			}
		}
		return false
	}
	isPi := func(x ast.Expr) bool { c, ok := x.(*ast.Const); return ok && c.Kind == ast.Pi }
	if !intParam(va) && !intParam(vb) || !has(a, isPi) && !has(b, isPi) {
		// A family is periodic: its parameter's term has π (n in 10-4n
		// is a real letter).
		return false, false, false
	}
	if len(va) != 1 || len(vb) != 1 || va[0] != vb[0] || !answer.IsIntParam(va[0]) {
		return false, false, true
	}
	k := va[0]
	a0, pa, okA := p.linearIn(a, k)
	b0, pb, okB := p.linearIn(b, k)
	if !okA || !okB || pa.Sign() == 0 || pb.Sign() == 0 {
		return false, false, true
	}
	near := func(x, y *big.Float) bool {
		d := new(big.Float).Sub(x, y)
		d.Abs(d)
		s := new(big.Float).Abs(x)
		if s.Cmp(big.NewFloat(1)) < 0 {
			s.SetInt64(1)
		}
		return d.Cmp(s.Mul(s, big.NewFloat(relTol))) <= 0
	}
	if !near(new(big.Float).Abs(pa), new(big.Float).Abs(pb)) {
		return true, true, true
	}
	r := new(big.Float).Quo(new(big.Float).Sub(a0, b0), pa)
	n, _ := r.Int(nil)
	for _, m := range []*big.Int{n, new(big.Int).Add(n, big.NewInt(1)), new(big.Int).Sub(n, big.NewInt(1))} {
		if near(r, new(big.Float).SetInt(m)) {
			return false, true, true
		}
	}
	return true, true, true
}

// linearIn writes e as a0 + p·k (k at 0, 1 and 2, the second difference
// zero); ok is false when e is not so.
func (p *prover) linearIn(e ast.Expr, k string) (a0, step *big.Float, ok bool) {
	var f [3]*big.Float
	for i := range f {
		v, err := p.eval(e, cas.Env{k: cas.Rat(big.NewRat(int64(i), 1))})
		if err != nil {
			return nil, nil, false
		}
		f[i] = v.Float(256)
	}
	step = new(big.Float).Sub(f[1], f[0])
	step2 := new(big.Float).Sub(f[2], f[1])
	d := new(big.Float).Sub(step, step2)
	if d.Abs(d).Cmp(new(big.Float).Mul(new(big.Float).Add(new(big.Float).Abs(step), big.NewFloat(1)), big.NewFloat(relTol))) > 0 {
		return nil, nil, false
	}
	return f[0], step, true
}
