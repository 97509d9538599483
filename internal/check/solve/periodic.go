package solve

import (
	"fmt"
	"math/big"
	"sort"
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

// Trigonometric equations in sin, cos, tan, cot, sec, csc of integer
// multiples n·x of the unknown: with t = tan(x/2), sin x = 2t/(1+t²) and
// cos x = (1-t²)/(1+t²), so (cos x + i sin x)^n gives sin nx and cos nx as
// rational functions of t. Every root in [-π, π) is 2·arctan(t) for a real
// root t of the numerator, or π itself; the equation has period 2π, so
// these residues and their translates by 2πk are the whole solution set.

// trigResidues is TrigResidues on this package's checker.
func (c *checker) trigResidues(rel *ast.Rel, x string) ([]cas.Value, string) {
	b := forms.NewAlgBuilder(c.Checker, []string{x})
	b.Trig = true
	d, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]})
	if !ok {
		return nil, b.Reason
	}
	if len(b.Aux) > 0 {
		return nil, "a radical of a trigonometric function"
	}
	if len(d.Num) == 0 {
		return nil, "the equation reduces to 0 = 0"
	}
	u := make(algebra.Poly, algebra.Mdegree(d.Num)+1)
	for i := range u {
		u[i] = new(big.Rat)
	}
	for _, tm := range d.Num {
		u[tm.E[0]].Set(tm.C)
	}
	u = algebra.Trim(u)
	var cands []cas.Value
	pi, _ := c.Eval(&ast.Const{Kind: ast.Pi}, nil)
	for _, r := range forms.CandidateRoots(u) {
		at, err := c.Eval(&ast.Func{Name: ast.Arctan, Args: []ast.Expr{&ast.Ident{Name: "t"}}}, cas.Env{"t": algebra.RootValue(r)})
		if err != nil {
			return nil, "arctan cannot be evaluated"
		}
		v, err := c.Cas.Mul(cas.Int(2), at)
		if err != nil {
			return nil, "2 arctan t cannot be evaluated"
		}
		cands = append(cands, v)
	}
	cands = append(cands, c.negate(pi))
	var out []cas.Value
	for _, v := range cands {
		switch forms.FailingEquationsAt(c.Checker, []*ast.Rel{rel}, cas.Env{x: v}) {
		case "":
			out = append(out, v)
		case "?":
			return nil, fmt.Sprintf("the candidate %s=%s can be neither confirmed nor excluded", x, v.Text(20))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Float(decide.PrecBits).Cmp(out[j].Float(decide.PrecBits)) < 0 })
	return out, ""
}

// TrigResidues returns the roots of rel in [-π, π) when it is a
// trigonometric equation in x of the shape above.
func TrigResidues(c *decide.Checker, rel *ast.Rel, x string) ([]cas.Value, string) {
	return (&checker{c}).trigResidues(rel, x)
}

func (c *checker) negate(v cas.Value) cas.Value {
	r, err := c.Cas.Sub(cas.Int(0), v)
	if err != nil {
		return v
	}
	return r
}

// periodicRoots compares the claimed roots of a trigonometric equation
// with its complete solution set: the residues in [-π, π) translated by
// 2πk, restricted to a stated bounded interval, or matched against the
// claimed families. ok is false when the method does not apply.
func (c *checker) periodicRoots(rel *ast.Rel, x string, roots []Claimed, restr *RootRestriction, st *statement.Statement, kind statement.Kind) (decide.Result, bool) {
	if restr.Why != "" {
		return decide.Result{}, false
	}
	res, why := c.trigResidues(rel, x)
	if why != "" {
		return decide.Result{}, false
	}
	twoPi, _ := c.Eval(&ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: &ast.Const{Kind: ast.Pi}}, nil)
	names := make([]string, len(res))
	for i, v := range res {
		names[i] = v.Text(15)
	}
	resNote := "{" + strings.Join(names, ", ") + "}"
	how := fmt.Sprintf("t = tan(%s/2) makes it rational in t; the roots in [-π, π) are %s, with period 2π", x, resNote)
	families := false
	for _, cl := range roots {
		if len(cl.Params) > 0 {
			families = true
		}
	}
	if !families {
		if !restr.bounded {
			return decide.Result{}, false
		}
		// Every root in the interval: residues + 2πk.
		lo, hi := restr.lo.Float(decide.PrecBits), restr.hi.Float(decide.PrecBits)
		w := new(big.Float).Quo(new(big.Float).Sub(hi, lo), twoPi.Float(decide.PrecBits))
		if wf, _ := w.Float64(); wf > 50 {
			return decide.Result{}, false
		}
		var inside []cas.Value
		for _, r := range res {
			k0 := new(big.Float).Quo(new(big.Float).Sub(lo, r.Float(decide.PrecBits)), twoPi.Float(decide.PrecBits))
			kf, _ := k0.Float64()
			for k := int64(kf) - 2; k <= int64(kf)+60; k++ {
				shift, _ := c.Cas.Mul(cas.Int(k), twoPi)
				v, err := c.Cas.Add(r, shift)
				if err != nil {
					return decide.Result{}, false
				}
				ok, decided := restr.Allows(v)
				if decided && ok && len(st.Conds) > 0 {
					ok = c.Satisfies(st.Conds, cas.Env{x: v})
				}
				if !decided {
					return decide.Undecided(kind, "whether the root %s=%s lies in the interval cannot be decided", x, v.Text(20)), true
				}
				if ok {
					inside = append(inside, v)
				}
			}
		}
		sort.Slice(inside, func(i, j int) bool {
			return inside[i].Float(decide.PrecBits).Cmp(inside[j].Float(decide.PrecBits)) < 0
		})
		var in []string
		for _, v := range inside {
			in = append(in, v.Text(15))
		}
		for _, v := range inside {
			claimedIt := false
			for _, cl := range roots {
				if cl.HasVal && decide.Compare(cl.Value, v) == decide.Same {
					claimedIt = true
				}
			}
			if !claimedIt {
				r := decide.Refute(kind, "%s=%s satisfies the equation %s but is not in the answer (%s; its roots there are %s)", x, v.Text(20), restr, how, strings.Join(in, ", "))
				r.Evidence = []decide.Comparison{{What: "missing root " + x + "≈" + v.Text(20), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: v}}, Want: record.WantEqual}}
				return r, true
			}
		}
		return decide.Confirm(kind, "the roots of the equation %s are exactly %s, all in the answer (%s)", restr, strings.Join(in, ", "), how), true
	}
	if len(st.Conds) > 0 {
		return decide.Result{}, false
	}
	return c.familiesCover(st, rel, x, roots, res, twoPi, how, kind)
}

// familiesCover is periodicRoots' last step: the answer's families must
// cover exactly the residues modulo 2π of the roots res (sameMod).
func (c *checker) familiesCover(st *statement.Statement, rel *ast.Rel, x string, roots []Claimed, res []cas.Value, twoPi cas.Value, how string, kind statement.Kind) (decide.Result, bool) {
	var covered []cas.Value
	demand := 0
	for _, cl := range roots {
		demand = max(demand, c.AnswerDemand(cl.E))
		if len(cl.Params) > 1 {
			return decide.Result{}, false
		}
		if len(cl.Params) == 0 {
			// A single value beside families claims one root, not its
			// class modulo 2π: not compared here.
			return decide.Result{}, false
		}
		vs, ok := c.familyResidues(cl, st, twoPi)
		if !ok {
			return decide.Result{}, false
		}
		covered = append(covered, vs...)
	}
	for _, r := range res {
		hit := decide.Differ
		for _, v := range covered {
			switch c.sameMod(v, r, twoPi, demand) {
			case decide.Same:
				hit = decide.Same
			case decide.Unsure:
				if hit == decide.Differ {
					hit = decide.Unsure
				}
			}
		}
		if hit == decide.Unsure {
			return decide.Undecided(kind, "whether the root %s=%s (+2πk) is in the answer's families is not decided to the digits they ask for (%s)", x, r.Text(20), how), true
		}
		if hit == decide.Differ {
			rr := decide.Refute(kind, "%s=%s (+2πk) satisfies the equation but is in none of the answer's families (%s)", x, r.Text(20), how)
			rr.Evidence = []decide.Comparison{{What: "missing root " + x + "≈" + r.Text(20), Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{{x: r}}, Want: record.WantEqual}}
			return rr, true
		}
	}
	for _, v := range covered {
		hit := false
		for _, r := range res {
			if c.sameMod(v, r, twoPi, demand) == decide.Same {
				hit = true
			}
		}
		if !hit {
			return decide.Undecided(kind, "a member %s of the answer's families is not among the roots (%s)", v.Text(20), how), true
		}
	}
	return decide.Confirm(kind, "the answer's families cover exactly the roots of the equation modulo 2π (%s)", how), true
}

// familyResidues lists the residues modulo 2π of a linear family
// f(k) = f(0) + k·s whose step s is a rational multiple p/q of 2π (q ≤ 24),
// read as a progression by internal/answer (the scorer reads families
// there too).
func (c *checker) familyResidues(cl Claimed, st *statement.Statement, twoPi cas.Value) ([]cas.Value, bool) {
	k := cl.Params[0]
	ps, ok := pm.Decompose(func(n int64) (*big.Float, bool) {
		env, err := c.BindSubsts(st.Substs, cas.Env{k: cas.Int(n)})
		if err != nil {
			return nil, false
		}
		v, err := c.Eval(cl.E, env)
		if err != nil {
			return nil, false
		}
		return v.Float(pm.FamilyPrec), true
	})
	if !ok || len(ps) != 1 || ps[0].Step.Sign() == 0 {
		return nil, false // not linear in k
	}
	rs, ok := pm.Residues(ps, twoPi.Float(pm.FamilyPrec))
	if !ok || len(rs) > 24 {
		return nil, false
	}
	out := make([]cas.Value, len(rs))
	for i, r := range rs {
		out[i] = cas.Float(r)
	}
	return out, true
}

// sameMod decides whether a and b differ by an integer multiple of m: a
// is compared with the multiple of m nearest to it shifted by b, through
// decideUnbounded (the residues of a family are read numerically, at
// pm.FamilyPrec, without a proven bound: apart only beyond diffTol), to
// the digits the answer asks for (demand).
func (c *checker) sameMod(a, b, m cas.Value, demand int) decide.CmpState {
	af, bf, mf := a.Float(decide.PrecBits), b.Float(decide.PrecBits), m.Float(decide.PrecBits)
	d := new(big.Float).SetPrec(decide.PrecBits).Sub(af, bf)
	d.Quo(d, mf)
	i, _ := d.Int(nil)
	var best, bestErr *big.Float
	for _, k := range []int64{-1, 0, 1} {
		n := new(big.Float).SetPrec(decide.PrecBits).SetInt(new(big.Int).Add(i, big.NewInt(k)))
		if e := new(big.Float).SetPrec(decide.PrecBits).Sub(d, n); bestErr == nil || e.Abs(e).Cmp(bestErr) < 0 {
			best, bestErr = n, e
		}
	}
	shifted := new(big.Float).SetPrec(decide.PrecBits).Mul(best, mf)
	shifted.Add(shifted, bf)
	scale := new(big.Float).Abs(mf)
	for _, x := range []*big.Float{af, bf} {
		if ax := new(big.Float).Abs(x); ax.Cmp(scale) > 0 {
			scale = ax
		}
	}
	return decide.DecideUnbounded(cas.Float(af), cas.Float(shifted), scale, demand).State
}
