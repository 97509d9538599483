package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkImplicit is CheckImplicit on this package's checker.
func (c *checker) checkImplicit(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindValue
	if !st.Read.Named(statement.CueTask, "find") {
		return decide.Result{}, false
	}
	rel, g, rangeConds, v, ok := implicitShape(st)
	if !ok {
		return decide.Result{}, false
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "a value given %s is asked; the answer is not a single value", statement.Clip(ast.Print(rel), 40)), true
	}
	if _, isRel := a.Items[0].E.(*ast.Rel); isRel || len(pm.FreeVars(a.Items[0].E)) > 0 {
		return decide.Undecided(kind, "a value given %s is asked; the answer is not a number", statement.Clip(ast.Print(rel), 40)), true
	}
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueScope || h.Def.Class == statement.CueAsk && h.Def.Name == "digits" {
			return decide.Undecided(kind, "a value given %s is asked, and the statement asks about it in other terms (%q)", statement.Clip(ast.Print(rel), 40), h.Words), true
		}
	}
	// "a positive real number x such that ...": the roots allowed
	stc := *st
	stc.Conds = rangeConds // "in the range $0 < x < 1$" read as a condition
	restr := solve.ReadRootRestriction(c.Checker, &stc, v)
	if restr.Why != "" {
		return decide.Undecided(kind, "a value given %s is asked; %s", statement.Clip(ast.Print(rel), 40), restr.Why), true
	}
	rs, res, ok := c.findImplicitRoots(kind, rel, v, g, rangeConds, restr)
	if !ok {
		return res, true
	}
	val, what, res, ok := c.implicitValueAtRoots(kind, rel, g, rangeConds, restr, rs)
	if !ok {
		return res, true
	}
	if rs.proven {
		if res, ok := c.exactConditionVerdict(kind, rel, v, g, rs.pts, what, rs.how, a); ok {
			return res, true
		}
		if ev, ok := c.valueAtRationalRoots(g, rs.pts); ok {
			res = c.FoundVerdict(st, kind, what, ev, nil, rs.how+"; every root rational, the value computed exactly", a.Items[0].E, a.Text.Math)
			res.Recomputed = decide.RecomputedText(ev)
			res.RecomputedDiffers = res.Verdict == record.Refute
			return res, true
		}
	}
	res = c.implicitNumericVerdict(st, kind, rel, g, what, val, rs, a)
	if !rs.proven && res.Verdict == record.Confirm {
		return decide.Undecided(kind, "%s agrees with the answer, but the roots of the condition could not be proven complete (%s; a sign-change scan misses touching roots and roots outside its range)", what, rs.why), true
	}
	res.Recomputed = decide.RecomputedText(val)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res, true
}

// CheckImplicit checks "given F(v) = c (and a range of v), find G(v)": G
// is evaluated at every root of the condition, and the values must agree
// with each other (else the question is ambiguous and stays undecided)
// and with the answer. A confirmation needs the roots proven complete
// (conditionRoots, or a strictly monotone condition with the one root a
// scan finds); roots found only by a sign-change scan can refute but never
// confirm. ok is false when the statement is not of that shape.
func CheckImplicit(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkImplicit(st, a)
}

// implicitShape reads the targets of "given F(v) = c, find G(v)": the
// condition rel in its one variable v, the expression g in v alone, and
// the range conditions (the targets', then the statement's), each in v
// alone. ok is false when the statement is not of that shape.
func implicitShape(st *statement.Statement) (rel *ast.Rel, g ast.Expr, rangeConds []statement.Formula, v string, ok bool) {
	for _, t := range st.Targets {
		switch e := t.E.(type) {
		case *ast.Rel:
			if statement.AllEq(e) && len(e.Args) == 2 {
				if rel != nil || g != nil {
					return nil, nil, nil, "", false
				}
				if _, isID := e.Args[0].(*ast.Ident); isID {
					return nil, nil, nil, "", false
				}
				fv := pm.FreeVars(e)
				if len(fv) != 1 {
					return nil, nil, nil, "", false
				}
				rel, v = e, fv[0]
				continue
			}
			if statement.IsCondition(e) {
				rangeConds = append(rangeConds, t)
				continue
			}
			return nil, nil, nil, "", false
		default:
			if g != nil || rel == nil {
				return nil, nil, nil, "", false
			}
			g = e
		}
	}
	if rel == nil || g == nil || statement.IsTrivial(g) {
		return nil, nil, nil, "", false
	}
	if fv := pm.FreeVars(g); len(fv) != 1 || fv[0] != v {
		return nil, nil, nil, "", false
	}
	rangeConds = append(rangeConds, st.Conds...)
	for _, f := range rangeConds {
		if fv := pm.FreeVars(f.E); len(fv) != 1 || fv[0] != v {
			return nil, nil, nil, "", false
		}
	}
	if _, fn := st.Read.Has(statement.CueTopic, "function"); len(st.Substs) > 0 || fn {
		return nil, nil, nil, "", false
	}
	return rel, g, rangeConds, v, true
}

// implicitRoots holds the roots of the condition at which G is evaluated.
type implicitRoots struct {
	pts    []cas.Env
	shown  []string // each root as shown in a note
	how    string   // how the roots were found
	where  string   // the range a scan searched, "" when proven
	why    string   // why conditionRoots could not prove the roots complete
	proven bool     // the roots are all of them
	only   bool     // the condition has no other root (strictly monotone)
}

// findImplicitRoots finds the roots of rel allowed by restr: those of
// conditionRoots when proven complete, else the roots a sign-change scan
// finds, proven complete only when the condition is strictly monotone with
// one root. ok is false, with the undecided result, when no usable root is
// found.
func (c *checker) findImplicitRoots(kind statement.Kind, rel *ast.Rel, v string, g ast.Expr, rangeConds []statement.Formula, restr *solve.RootRestriction) (rs implicitRoots, res decide.Result, ok bool) {
	pts, shown, how, why := c.conditionRoots(rel, v, g, rangeConds, restr)
	proven := why == ""
	where := ""
	if proven && len(pts) == 0 {
		return implicitRoots{}, decide.Undecided(kind, "no real %s satisfies %s%s (%s): the value asked is not defined", v, statement.Clip(ast.Print(rel), 40), restrictionSuffix(rangeConds, restr), how), false
	}
	if !proven {
		// A scan may still show the question ambiguous or the answer
		// wrong at a root it finds; it never shows that no root is missed.
		var roots []*big.Float
		roots, where = c.solveOn(rel, v, rangeConds)
		if len(roots) == 0 {
			return implicitRoots{}, decide.Undecided(kind, "no root of %s found %s (a sign-change scan; touching roots are missed), and the roots of the condition could not be proven complete (%s)", statement.Clip(ast.Print(rel), 40), where, why), false
		}
		pts, shown = nil, nil
		for _, r := range roots {
			env := cas.Env{v: cas.Float(r)}
			ok, decided := restr.Allows(env[v])
			if !decided {
				return implicitRoots{}, decide.Undecided(kind, "whether the root %s≈%s is %s cannot be decided", v, r.Text('g', 15), restr), false
			}
			if ok {
				pts = append(pts, env)
				shown = append(shown, v+"≈"+r.Text('g', 15))
			}
		}
		if len(pts) == 0 {
			return implicitRoots{}, decide.Undecided(kind, "no root of %s %s found %s is %s, and the roots of the condition could not be proven complete (%s)", statement.Clip(ast.Print(rel), 40), v, where, restr, why), false
		}
		how = "the condition solved numerically"
		if m := solve.Monotone(c.Checker, &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, v); (m == solve.MonoInc || m == solve.MonoDec) && c.oneRoot(rel, v, roots) {
			// A strictly monotone function has at most one root: the
			// one found is all of them.
			proven, where = true, ""
			pts, shown = pts[:1], shown[:1]
			rs.only = true
			how = "left minus right side of the condition is strictly monotone (read from its structure), so the root found by a sign change is its only one"
		}
	}
	rs.pts, rs.shown, rs.how, rs.where, rs.why, rs.proven = pts, shown, how, where, why, proven
	return rs, decide.Result{}, true
}

// implicitValueAtRoots evaluates g at every root and gives the common
// value with the description of what was computed. ok is false, with the
// undecided result, when g cannot be evaluated at a root or its values at
// two roots differ.
func (c *checker) implicitValueAtRoots(kind statement.Kind, rel *ast.Rel, g ast.Expr, rangeConds []statement.Formula, restr *solve.RootRestriction, rs implicitRoots) (val cas.Value, what string, res decide.Result, ok bool) {
	var vals []string
	for i, env := range rs.pts {
		gv, err := c.Eval(g, env)
		if err != nil {
			return cas.Value{}, "", decide.Undecided(kind, "%s at %s: %v", statement.Clip(ast.Print(g), 30), rs.shown[i], err), false
		}
		if i == 0 {
			val = gv
		} else if decide.CompareTol(val, gv, 1e-25, 1e-12) != decide.Same {
			return cas.Value{}, "", decide.Undecided(kind, "%s is ambiguous: %s at %s but %s at %s (both satisfy %s%s)", statement.Clip(ast.Print(g), 30),
				val.Text(15), rs.shown[0], gv.Text(15), rs.shown[i], statement.Clip(ast.Print(rel), 30), restrictionSuffix(rangeConds, restr)), false
		}
		if i < 3 {
			vals = append(vals, rs.shown[i])
		}
	}
	more := ""
	if len(rs.pts) > 3 {
		more = fmt.Sprintf(" and %d more", len(rs.pts)-3)
	}
	if rs.proven {
		what = fmt.Sprintf("%s at every root %s%s of %s%s", statement.Clip(ast.Print(g), 40), strings.Join(vals, ", "), more, statement.Clip(ast.Print(rel), 40), restrictionSuffix(rangeConds, restr))
	} else {
		what = fmt.Sprintf("%s at the root(s) %s%s of %s %s", statement.Clip(ast.Print(g), 40), strings.Join(vals, ", "), more, statement.Clip(ast.Print(rel), 40), rs.where)
	}
	return val, what, decide.Result{}, true
}

// oneRoot reports whether the scanned roots are one root, a clear sign
// change.
func (c *checker) oneRoot(rel *ast.Rel, v string, roots []*big.Float) bool {
	for _, r := range roots[1:] {
		if !solve.CloseTo(r, roots[0], 1e-25) {
			return false
		}
	}
	return solve.ClearSignChange(c.Checker, rel, v, roots[0])
}

// conditionRoots finds every real v satisfying rel and conds when that set
// can be proven complete: exactly for polynomial, rational, algebraic,
// exponential and logarithmic conditions (the machinery that recomputes
// the roots of an equation), and for trigonometric ones from their
// residues in [-π, π) (translated by 2πk over a bounded range, or as they
// are when the asked expression g has period 2π). It returns the points at
// which to evaluate g, how each is shown in notes and how the roots were
// found; why says why the set cannot be proven complete.
func (c *checker) conditionRoots(rel *ast.Rel, v string, g ast.Expr, conds []statement.Formula, restr *solve.RootRestriction) (pts []cas.Env, shown []string, how, why string) {
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	var all []algebra.RealRoot
	if p, ok := forms.PolyOf(c.Checker, diff, v); ok {
		if len(p) == 0 {
			return nil, nil, "", fmt.Sprintf("every %s satisfies the condition", v)
		}
		all = algebra.RealRoots(p)
		how = fmt.Sprintf("the condition is a polynomial of degree %d, all real roots by a Sturm count", p.Deg())
	} else if rf, ok := forms.RatFuncOf(c.Checker, diff, v); ok && len(rf.Num) > 0 && rf.Num.Deg() <= algebra.MaxPolyDegree*2 {
		all = forms.RationalRoots(rf)
		how = fmt.Sprintf("the condition is rational, numerator of degree %d, all real roots by a Sturm count", rf.Num.Deg())
	} else if sols, er, why1 := forms.SolveExactly(c.Checker, &statement.Statement{}, []*ast.Rel{rel}, []string{v}); why1 == "" {
		if _, odd := forms.OddRootReading(rel); odd {
			return nil, nil, "", "odd roots of negative numbers may or may not be taken as real"
		}
		for _, s := range sols {
			all = append(all, s[0])
		}
		how = "the condition's radicals eliminated, eliminant of degree " + forms.EliminantDegrees(er) + ", every candidate substituted"
	} else if xs, how2, why2 := solve.ExpoRoots(c.Checker, rel, v); why2 == "" {
		all, how = xs, "the condition solved exactly: "+how2
	} else if xs, how3, why3 := solve.LogRoots(c.Checker, &statement.Statement{}, rel, v); why3 == "" {
		all, how = xs, "the condition solved exactly: "+how3
	} else {
		return c.trigConditionRoots(rel, v, g, conds, restr, why1)
	}
	for _, r := range all {
		env := cas.Env{v: algebra.RootValue(r)}
		ok, decided := c.admits(conds, restr, env)
		if !decided {
			return nil, nil, "", fmt.Sprintf("whether the root %s=%s meets %s cannot be decided", v, r, restrictionText(conds, restr))
		}
		if ok {
			pts = append(pts, env)
			shown = append(shown, v+"="+r.String())
		}
	}
	return pts, shown, how, ""
}

// restrictionText names the conditions and the restriction for notes.
func restrictionText(conds []statement.Formula, restr *solve.RootRestriction) string {
	var parts []string
	if len(conds) > 0 {
		parts = append(parts, decide.CondList(conds))
	}
	if len(restr.What) > 0 {
		parts = append(parts, restr.String())
	}
	return strings.Join(parts, ", ")
}

func restrictionSuffix(conds []statement.Formula, restr *solve.RootRestriction) string {
	if t := restrictionText(conds, restr); t != "" {
		return " where " + t
	}
	return ""
}

// admits reports whether env meets the conditions and the restriction.
func (c *checker) admits(conds []statement.Formula, restr *solve.RootRestriction, env cas.Env) (ok, decided bool) {
	ok, decided = c.holdsAll(conds, env)
	if !ok || !decided {
		return ok, decided
	}
	for _, x := range env {
		return restr.Allows(x)
	}
	return true, true
}

// holdsAll is satisfies with undecided conditions told apart.
func (c *checker) holdsAll(conds []statement.Formula, env cas.Env) (ok, decided bool) {
	ok = true
	for _, f := range conds {
		good, dec := c.Holds(f.E, env)
		if !dec {
			return false, false
		}
		ok = ok && good
	}
	return ok, true
}

// maxTranslates bounds the roots of a trigonometric condition enumerated
// over a bounded range.
const maxTranslates = 200

// trigConditionRoots is conditionRoots for a trigonometric condition: its
// roots in [-π, π) are complete (trigResidues), every root is one of them
// plus 2πk.
func (c *checker) trigConditionRoots(rel *ast.Rel, v string, g ast.Expr, conds []statement.Formula, restr *solve.RootRestriction, notAlg string) (pts []cas.Env, shown []string, how, why string) {
	res, why := solve.TrigResidues(c.Checker, rel, v)
	if why != "" {
		return nil, nil, "", fmt.Sprintf("the condition is neither polynomial nor solved exactly (%s), nor a trigonometric one in n·%s (%s)", notAlg, v, why)
	}
	b := c.NewSampler([]string{v}, conds, false).Bounds[v]
	if b[0] == nil || b[1] == nil {
		if len(restr.Tests) > 0 {
			return nil, nil, "", fmt.Sprintf("the condition has infinitely many roots and the restriction (%s) is not applied to them", restr)
		}
		if !solve.Periodic2Pi(c.Checker, g, v) {
			return nil, nil, "", fmt.Sprintf("the condition has infinitely many roots and %s is not seen to have period 2π", statement.Clip(ast.Print(g), 30))
		}
		for _, f := range conds {
			if !solve.Periodic2Pi(c.Checker, f.E, v) {
				return nil, nil, "", fmt.Sprintf("the condition has infinitely many roots and %s is not seen to have period 2π", statement.Clip(f.Src, 30))
			}
		}
		for _, r := range res {
			env := cas.Env{v: r}
			ok, decided := c.admits(conds, restr, env)
			if !decided {
				return nil, nil, "", fmt.Sprintf("whether the root %s≈%s meets %s cannot be decided", v, r.Text(15), restrictionText(conds, restr))
			}
			if ok {
				pts = append(pts, env)
				shown = append(shown, v+"≈"+r.Text(15)+"+2πk")
			}
		}
		return pts, shown, fmt.Sprintf("all roots in [-π, π) of the trigonometric condition (tan(%s/2) substitution, Sturm count), and %s has period 2π", v, statement.Clip(ast.Print(g), 30)), ""
	}
	twoPi, err := c.Eval(&ast.Binary{Op: ast.Mul, X: &ast.Number{Int: "2"}, Y: &ast.Const{Kind: ast.Pi}}, nil)
	if err != nil {
		return nil, nil, "", "2π cannot be evaluated"
	}
	tp := twoPi.Float(decide.PrecBits)
	lo := new(big.Float).SetPrec(decide.PrecBits).SetRat(b[0])
	hi := new(big.Float).SetPrec(decide.PrecBits).SetRat(b[1])
	kLo := new(big.Float).Quo(lo, tp)
	kHi := new(big.Float).Quo(hi, tp)
	k0, _ := kLo.Int64()
	k1, _ := kHi.Int64()
	k0, k1 = k0-2, k1+2
	if k1-k0 > maxTranslates {
		return nil, nil, "", fmt.Sprintf("the range %s holds too many periods", decide.CondList(conds))
	}
	for k := k0; k <= k1; k++ {
		shift, err := c.Cas.Mul(cas.Int(k), twoPi)
		if err != nil {
			return nil, nil, "", "2πk cannot be evaluated"
		}
		for _, r := range res {
			x, err := c.Cas.Add(r, shift)
			if err != nil {
				return nil, nil, "", "a root cannot be evaluated"
			}
			env := cas.Env{v: x}
			ok, decided := c.admits(conds, restr, env)
			if !decided {
				return nil, nil, "", fmt.Sprintf("whether the root %s≈%s meets %s cannot be decided", v, x.Text(15), restrictionText(conds, restr))
			}
			if ok {
				pts = append(pts, env)
				shown = append(shown, v+"≈"+x.Text(15))
			}
		}
	}
	return pts, shown, fmt.Sprintf("all roots of the trigonometric condition: its roots in [-π, π) (tan(%s/2) substitution, Sturm count) translated by 2πk over the range", v), ""
}

// solveOn finds the roots of rel in v on the range the conditions give:
// a grid of 400 points when the range is bounded, the sinh grid of scan on
// [-1000, 1000] otherwise. where describes the range for notes.
func (c *checker) solveOn(rel *ast.Rel, v string, conds []statement.Formula) ([]*big.Float, string) {
	smp := c.NewSampler([]string{v}, conds, false)
	b := smp.Bounds[v]
	st := &statement.Statement{Conds: conds}
	if b[0] == nil || b[1] == nil {
		where := "on [-1000, 1000]"
		if len(conds) > 0 {
			where += " where " + decide.CondList(conds)
		}
		return solve.Scan(c.Checker, st, rel, v), where
	}
	lo := new(big.Float).SetPrec(decide.PrecBits).SetRat(b[0])
	hi := new(big.Float).SetPrec(decide.PrecBits).SetRat(b[1])
	where := "where " + decide.CondList(conds)
	f := func(cx *cas.Context, x *big.Float) (*big.Float, *big.Float, bool) {
		env := cas.Env{v: cas.Float(x)}
		if !c.Satisfies(conds, env) || c.Stopped() != nil {
			return nil, nil, false
		}
		l, err1 := cx.EvalContext(c.Ctx, rel.Args[0], env)
		r, err2 := cx.EvalContext(c.Ctx, rel.Args[1], env)
		if err1 != nil || err2 != nil {
			return nil, nil, false
		}
		lf, rf := l.Float(decide.PrecBits), r.Float(decide.PrecBits)
		scale := decide.BfAbs(lf)
		if a := decide.BfAbs(rf); a.Cmp(scale) > 0 {
			scale = a
		}
		return new(big.Float).SetPrec(decide.PrecBits).Sub(lf, rf), scale, true
	}
	const n = 400
	low := c.Cas.WithPrec(64)
	w := new(big.Float).SetPrec(decide.PrecBits).Sub(hi, lo)
	at := func(i int) *big.Float {
		// Interior points only: the range is open or closed alike.
		t := (float64(i) + 0.5) / (n + 1)
		x := new(big.Float).SetPrec(decide.PrecBits).Mul(w, decide.Bf(t))
		return x.Add(x, lo)
	}
	var out []*big.Float
	prevX := at(0)
	prevV, _, prevOK := f(low, prevX)
	for i := 1; i <= n && c.Stopped() == nil; i++ {
		x := at(i)
		val, _, ok := f(low, x)
		if ok && val.Sign() == 0 {
			out = append(out, x)
		} else if ok && prevOK && prevV.Sign() != 0 && val.Sign() != prevV.Sign() {
			if r, good := solve.Bisect(c.Checker, f, prevX, x, prevV.Sign()); good {
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
