package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkImplicit checks "given F(v) = c (and a range of v), find G(v)": the
// condition is solved for v numerically on the range (sign changes refined
// by bisection and regula falsi to ~1e-40), G is evaluated at every root
// found, and the values must agree with each other (else the question is
// ambiguous and stays undecided) and with the answer. ok is false when the
// statement is not of that shape.
func (c *checker) checkImplicit(st *statement, a *answer) (Result, bool) {
	kind := KindValue
	if !st.read.named(cueTask, "find") {
		return Result{}, false
	}
	var rel *ast.Rel
	var g ast.Expr
	var rangeConds []formula
	v := ""
	for _, t := range st.targets {
		switch e := t.E.(type) {
		case *ast.Rel:
			if allEq(e) && len(e.Args) == 2 {
				if rel != nil || g != nil {
					return Result{}, false
				}
				if _, isID := e.Args[0].(*ast.Ident); isID {
					return Result{}, false
				}
				fv := pm.FreeVars(e)
				if len(fv) != 1 {
					return Result{}, false
				}
				rel, v = e, fv[0]
				continue
			}
			if isCondition(e) {
				rangeConds = append(rangeConds, t)
				continue
			}
			return Result{}, false
		default:
			if g != nil || rel == nil {
				return Result{}, false
			}
			g = e
		}
	}
	if rel == nil || g == nil || isTrivial(g) {
		return Result{}, false
	}
	if fv := pm.FreeVars(g); len(fv) != 1 || fv[0] != v {
		return Result{}, false
	}
	rangeConds = append(rangeConds, st.conds...)
	for _, f := range rangeConds {
		if fv := pm.FreeVars(f.E); len(fv) != 1 || fv[0] != v {
			return Result{}, false
		}
	}
	if _, fn := st.read.has(cueTopic, "function"); len(st.substs) > 0 || fn {
		return Result{}, false
	}
	if a.root == nil || len(a.items) != 1 {
		return undecided(kind, "a value given %s is asked; the answer is not a single value", clip(ast.Print(rel), 40)), true
	}
	if _, isRel := a.items[0].E.(*ast.Rel); isRel || len(pm.FreeVars(a.items[0].E)) > 0 {
		return undecided(kind, "a value given %s is asked; the answer is not a number", clip(ast.Print(rel), 40)), true
	}
	roots, where := c.solveOn(rel, v, rangeConds)
	if len(roots) == 0 {
		return undecided(kind, "no root of %s found %s (a sign-change scan; touching roots are missed)", clip(ast.Print(rel), 40), where), true
	}
	var val cas.Value
	var vals []string
	for i, r := range roots {
		gv, err := c.eval(g, cas.Env{v: cas.Float(r)})
		if err != nil {
			return undecided(kind, "%s at %s=%s: %v", clip(ast.Print(g), 30), v, r.Text('g', 15), err), true
		}
		if i == 0 {
			val = gv
		} else if compareTol(val, gv, 1e-25, 1e-12) != same {
			return undecided(kind, "%s is ambiguous: %s at %s=%s but %s at %s=%s (both satisfy %s %s)", clip(ast.Print(g), 30),
				val.Text(15), v, roots[0].Text('g', 15), gv.Text(15), v, r.Text('g', 15), clip(ast.Print(rel), 30), where), true
		}
		if i < 3 {
			vals = append(vals, v+"≈"+r.Text('g', 15))
		}
	}
	more := ""
	if len(roots) > 3 {
		more = fmt.Sprintf(" and %d more", len(roots)-3)
	}
	what := fmt.Sprintf("%s at the root(s) %s%s of %s %s", clip(ast.Print(g), 40), strings.Join(vals, ", "), more, clip(ast.Print(rel), 40), where)
	gf := val.Float(precBits)
	errEst := new(big.Float).SetPrec(precBits).Abs(gf)
	if errEst.Cmp(bf(1)) < 0 {
		errEst = bf(1)
	}
	errEst.Mul(errEst, bf(1e-28))
	res := c.numericVerdict(kind, what, gf, errEst, "the condition solved numerically", a.items[0].E, a.text.Math)
	res.Recomputed = recomputedText(val)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res, true
}

// solveOn finds the roots of rel in v on the range the conditions give:
// a grid of 400 points when the range is bounded, the sinh grid of scan on
// [-1000, 1000] otherwise. where describes the range for notes.
func (c *checker) solveOn(rel *ast.Rel, v string, conds []formula) ([]*big.Float, string) {
	smp := c.newSampler([]string{v}, conds, false)
	b := smp.bounds[v]
	st := &statement{conds: conds}
	if b[0] == nil || b[1] == nil {
		where := "on [-1000, 1000]"
		if len(conds) > 0 {
			where += " where " + condList(conds)
		}
		return c.scan(st, rel, v), where
	}
	lo := new(big.Float).SetPrec(precBits).SetRat(b[0])
	hi := new(big.Float).SetPrec(precBits).SetRat(b[1])
	where := "where " + condList(conds)
	f := func(cx *cas.Context, x *big.Float) (*big.Float, *big.Float, bool) {
		env := cas.Env{v: cas.Float(x)}
		if !c.satisfies(conds, env) || c.ctx.Err() != nil {
			return nil, nil, false
		}
		l, err1 := cx.EvalContext(c.ctx, rel.Args[0], env)
		r, err2 := cx.EvalContext(c.ctx, rel.Args[1], env)
		if err1 != nil || err2 != nil {
			return nil, nil, false
		}
		lf, rf := l.Float(precBits), r.Float(precBits)
		scale := bfAbs(lf)
		if a := bfAbs(rf); a.Cmp(scale) > 0 {
			scale = a
		}
		return new(big.Float).SetPrec(precBits).Sub(lf, rf), scale, true
	}
	const n = 400
	low := c.cas.WithPrec(64)
	w := new(big.Float).SetPrec(precBits).Sub(hi, lo)
	at := func(i int) *big.Float {
		// Interior points only: the range is open or closed alike.
		t := (float64(i) + 0.5) / (n + 1)
		x := new(big.Float).SetPrec(precBits).Mul(w, bf(t))
		return x.Add(x, lo)
	}
	var out []*big.Float
	prevX := at(0)
	prevV, _, prevOK := f(low, prevX)
	for i := 1; i <= n && c.ctx.Err() == nil; i++ {
		x := at(i)
		val, _, ok := f(low, x)
		if ok && val.Sign() == 0 {
			out = append(out, x)
		} else if ok && prevOK && prevV.Sign() != 0 && val.Sign() != prevV.Sign() {
			if r, good := c.bisect(f, prevX, x, prevV.Sign()); good {
				out = append(out, r)
			}
		}
		prevX, prevV, prevOK = x, val, ok
		if len(out) > 50 {
			break
		}
	}
	return out, where
}

func condList(conds []formula) string {
	var s []string
	for _, f := range conds {
		s = append(s, f.Src)
	}
	return strings.Join(s, ", ")
}
