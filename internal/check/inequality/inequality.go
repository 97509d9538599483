package inequality

import (
	"errors"
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
)

// checkInequality is CheckInequality on this package's checker.
func (c *checker) checkInequality(st *statement.Statement, a *statement.Answer) decide.Result {
	kind := statement.KindInequality
	var rels []*ast.Rel
	var relExprs []ast.Expr
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.IsCondition(r) {
			rels = append(rels, r)
			relExprs = append(relExprs, r)
		}
	}
	if len(rels) == 0 {
		return decide.Undecided(kind, "no inequality in the statement")
	}
	if w, ok := st.Read.Has(statement.CueAsk, ""); ok {
		return decide.Undecided(kind, "the question asks about the solutions (%q), not for the solution set", w)
	}
	if w, ok := st.Read.Has(statement.CueRestrict, ""); ok {
		return decide.Undecided(kind, "the question asks about the solutions (%q), not for the solution set", w)
	}
	if l, r, ok := dualNotation(a.Text.Math); ok {
		return c.checkDualNotation(st, a, l, r)
	}
	union := len(rels) > 1 && statement.HasWord(st.Prose, "or")
	vars := st.FreeAfterSubst(relExprs...)
	if len(vars) != 1 {
		return decide.Undecided(kind, "the inequality has %d unknowns (%s); only one is checked", len(vars), statement.JoinNames(vars))
	}
	x := vars[0]
	if st.IntUnknown == x {
		// The integer solutions are asked: the real solution set is
		// computed exactly, then its integers listed.
		if res, ok := c.solveInequality(st, rels, union, x, a, nil); ok {
			return res
		}
		return decide.Undecided(kind, "the statement restricts %s to integers and the inequality is not solved exactly", x)
	}
	var ivs []statement.Interval
	switch {
	case a.Root == nil && a.Text.None:
		ivs = nil
	case a.Root == nil && a.Text.All:
		ivs = []statement.Interval{{}}
	default:
		if len(a.Items) > 1 && statement.HasWord(a.Text.Prose, "and") && !statement.HasWord(a.Text.Prose, "or") {
			return decide.Undecided(kind, "the answer joins its parts with \"and\": a union or an intersection is not clear")
		}
		var err error
		ivs, err = a.Intervals(x)
		var bad *statement.MalformedError
		if errors.As(err, &bad) {
			return decide.Refute(kind, "the answer %s is not a well-formed set: %s", statement.Clip(a.Text.Math, 60), bad.Why)
		}
		if err != nil {
			return decide.Undecided(kind, "%v", err)
		}
	}
	if res, ok := c.solveInequality(st, rels, union, x, a, ivs); ok {
		return res
	}
	res := c.probeInequality(st, rels, union, x, a, ivs)
	if res.Verdict == record.Confirm {
		why := c.whyNotRational(st, rels, x)
		return decide.Undecided(kind, "%s; probing at %s found no counterexample, which does not prove the set", why, strings.TrimPrefix(res.Note, "confirmed: "))
	}
	return res
}

// CheckInequality decides a claimed solution set of an inequality (a
// chain such as 0 < f < 7, or several joined by "and"/"or") in one unknown.
// A polynomial or rational inequality is solved exactly (solveIneq) and the
// claimed set is compared with the solution set end by end. Any other
// inequality is only probed: a probe can refute the answer, never confirm
// it, so without a counterexample the verdict is undecided.
func CheckInequality(c *decide.Checker, st *statement.Statement, a *statement.Answer) decide.Result {
	return (&checker{c}).checkInequality(st, a)
}

// dualNotation splits an answer that writes its set twice, as relations
// and in interval notation ("-1<x \le 1:(-1,1]"), at its one colon
// outside braces.
func dualNotation(m string) (left, right string, ok bool) {
	depth, at := 0, -1
	for i, ch := range m {
		switch ch {
		case '{':
			depth++
		case '}':
			depth--
		case ':':
			if depth == 0 {
				if at >= 0 {
					return "", "", false
				}
				at = i
			}
		}
	}
	if at <= 0 || at == len(m)-1 {
		return "", "", false
	}
	return strings.TrimSpace(m[:at]), strings.TrimSpace(m[at+1:]), true
}

// checkDualNotation checks both notations of an answer that writes its set
// twice: it is confirmed when both name the solution set, refuted when
// either does not.
func (c *checker) checkDualNotation(st *statement.Statement, a *statement.Answer, left, right string) decide.Result {
	kind := statement.KindInequality
	var res [2]decide.Result
	for i, part := range []string{left, right} {
		pa, err := st.ReadAnswer(part)
		if err != nil {
			return decide.Undecided(kind, "the answer writes its set twice (%q : %q); %v", statement.Clip(left, 30), statement.Clip(right, 30), err)
		}
		if i == 0 {
			pa.Text.Prose = strings.TrimSpace(pa.Text.Prose + " " + a.Text.Prose)
		}
		res[i] = c.checkInequality(st, pa)
		if res[i].Verdict == record.Refute {
			r := res[i]
			r.Note = fmt.Sprintf("refuted: the answer's notation %q: %s", statement.Clip(part, 40), strings.TrimPrefix(r.Note, "refuted: "))
			return r
		}
	}
	for i, part := range []string{left, right} {
		if res[i].Verdict != record.Confirm {
			return decide.Undecided(kind, "the answer's notation %q: %s", statement.Clip(part, 40), strings.TrimPrefix(res[i].Note, "undecided: "))
		}
	}
	r := res[1]
	r.Note += fmt.Sprintf("; the answer's other notation %q names the same set", statement.Clip(left, 40))
	return r
}

// whyNotRational names why an inequality is not solved exactly.
func (c *checker) whyNotRational(st *statement.Statement, rels []*ast.Rel, x string) string {
	if len(st.Substs) > 0 {
		return "the inequality has an indicated substitution; it is not solved exactly"
	}
	for _, r := range rels {
		for i := 0; i+1 < len(r.Args); i++ {
			diff := &ast.Binary{Op: ast.Sub, X: r.Args[i], Y: r.Args[i+1]}
			if _, ok := forms.RatFuncOf(c.Checker, diff, x); !ok {
				return fmt.Sprintf("%s is not a rational function of %s with rational coefficients, so the inequality is not solved exactly", statement.Clip(ast.Print(diff), 50), x)
			}
		}
	}
	return "the inequality is not solved exactly"
}

// probeInequality probes the claimed solution set: every finite end of the
// answer's intervals (at the working precision, ≥ 40 digits), points just
// inside and just outside each end, midpoints of the pieces and of the gaps,
// far points. Each probe must satisfy the inequality exactly when it lies
// in the claimed set. A confirmation from here only means no probe failed.
func (c *checker) probeInequality(st *statement.Statement, rels []*ast.Rel, union bool, x string, a *statement.Answer, ivs []statement.Interval) decide.Result {
	kind := statement.KindInequality
	rel := rels[0]
	pieces, ends, err := c.answerPieces(ivs)
	if err != nil {
		return decide.Undecided(kind, "an end of the answer cannot be evaluated: %v", err)
	}
	probes := c.inequalityProbes(pieces, ends, rels, x)
	used := 0
	var pts []cas.Env
	for _, pr := range probes {
		if c.Stopped() != nil {
			break
		}
		env, err := c.BindSubsts(st.Substs, cas.Env{x: pr.v})
		if err != nil {
			continue
		}
		want := inPieces(pieces, pr.v.Float(decide.PrecBits))
		if pr.isEnd && pr.reason == "end" {
			// An end's own membership comes from its bracket.
			want = inPieces(pieces, pr.v.Float(decide.PrecBits))
		}
		if len(st.Conds) > 0 && !c.Satisfies(st.Conds, env) {
			continue
		}
		got, decided := c.relsHold(rels, union, env)
		if !decided {
			if pr.isEnd && want && len(rels) == 1 && c.undefinedAt(rel, env) {
				return c.ineqRefute(kind, rel, x, pr.v, "is in the answer but the inequality is undefined there")
			}
			continue
		}
		used++
		if len(pts) < 16 {
			pts = append(pts, cas.Env{x: pr.v})
		}
		if got == want {
			continue
		}
		if want {
			return c.ineqRefute(kind, rel, x, pr.v, "is in the answer but fails the inequality")
		}
		return c.ineqRefute(kind, rel, x, pr.v, "satisfies the inequality but is not in the answer")
	}
	if used < 5 {
		return decide.Undecided(kind, "only %d probes where the inequality is defined", used)
	}
	res := decide.Confirm(kind, "%d probes (each end at %d bits, points just inside and outside each end, midpoints, far points, a fixed grid)", used, decide.PrecBits)
	res.Evidence = []decide.Comparison{{What: "inequality", Left: rel, Right: a.Root, Points: pts, Want: record.WantClaimedSet}}
	return res
}

// relsHold evaluates the relations at env, joined by "or" when union and
// by "and" otherwise; decided is false when the join is not decided by
// the relations that could be evaluated.
func (c *checker) relsHold(rels []*ast.Rel, union bool, env cas.Env) (ok, decided bool) {
	if len(rels) == 1 {
		return c.Holds(rels[0], env)
	}
	allDecided, any, all := true, false, true
	for _, r := range rels {
		ok, dec := c.Holds(r, env)
		if !dec {
			allDecided = false
			continue
		}
		any = any || ok
		all = all && ok
	}
	if union {
		if any {
			return true, true
		}
		return false, allDecided
	}
	if !all {
		return false, true
	}
	return true, allDecided
}

// probeEnd is a finite end of an interval of the answer.
type probeEnd struct {
	v      *big.Float
	val    cas.Value
	closed bool
}

// probePiece is an interval of the answer; a nil end is infinite.
type probePiece struct {
	lo, hi *probeEnd
}

// ineqProbe is a point at which the inequality is tested, and why.
type ineqProbe struct {
	v      cas.Value
	isEnd  bool
	reason string
}

// answerPieces evaluates the ends of the answer's intervals; ends lists
// their values in the order met.
func (c *checker) answerPieces(ivs []statement.Interval) (pieces []probePiece, ends []*big.Float, err error) {
	for _, iv := range ivs {
		var p probePiece
		for i, e := range []ast.Expr{iv.Lo, iv.Hi} {
			if e == nil {
				continue
			}
			v, err := c.Eval(e, nil)
			if err != nil {
				return nil, nil, err
			}
			en := &probeEnd{v: v.Float(decide.PrecBits), val: v}
			if i == 0 {
				en.closed = iv.LoClosed
				p.lo = en
			} else {
				en.closed = iv.HiClosed
				p.hi = en
			}
			ends = append(ends, en.v)
		}
		pieces = append(pieces, p)
	}
	return pieces, ends, nil
}

// inPieces reports whether v lies in one of the answer's intervals.
func inPieces(pieces []probePiece, v *big.Float) bool {
	for _, p := range pieces {
		okLo := p.lo == nil || v.Cmp(p.lo.v) > 0 || (p.lo.closed && v.Cmp(p.lo.v) == 0)
		okHi := p.hi == nil || v.Cmp(p.hi.v) < 0 || (p.hi.closed && v.Cmp(p.hi.v) == 0)
		if okLo && okHi {
			return true
		}
	}
	return false
}

// inequalityProbes lists the probes in order: the answer's ends, the real
// roots of each polynomial side difference (the true ends), points just
// inside and outside every end, midpoints between ends, points beyond
// them, far points and a fixed grid.
func (c *checker) inequalityProbes(pieces []probePiece, ends []*big.Float, rels []*ast.Rel, x string) []ineqProbe {
	var probes []ineqProbe
	addF := func(f *big.Float, why string) {
		probes = append(probes, ineqProbe{v: cas.Float(f), reason: why})
	}
	for _, p := range pieces {
		for _, e := range []*probeEnd{p.lo, p.hi} {
			if e != nil {
				probes = append(probes, ineqProbe{v: e.val, isEnd: true, reason: "end"})
			}
		}
	}
	for _, rel := range rels {
		for i := 0; i+1 < len(rel.Args); i++ {
			diff := &ast.Binary{Op: ast.Sub, X: rel.Args[i], Y: rel.Args[i+1]}
			if pl, ok := forms.PolyOf(c.Checker, diff, x); ok {
				for _, r := range algebra.RealRoots(pl) {
					probes = append(probes, ineqProbe{v: algebra.RootValue(r), isEnd: true, reason: "root"})
					ends = append(ends, r.Approx())
				}
			}
		}
	}
	sort.Slice(ends, func(i, j int) bool { return ends[i].Cmp(ends[j]) < 0 })
	for i, e := range ends {
		d := new(big.Float).Abs(e)
		d.Add(d, big.NewFloat(1))
		d.Mul(d, big.NewFloat(1e-9))
		addF(new(big.Float).Sub(e, d), "near an end")
		addF(new(big.Float).Add(e, d), "near an end")
		if i+1 < len(ends) && ends[i+1].Cmp(e) > 0 {
			m := new(big.Float).Add(e, ends[i+1])
			addF(m.Quo(m, big.NewFloat(2)), "midpoint")
		}
	}
	far := []float64{-1e6, -1000, -37.5, -7.25, -1.5, -0.5, 0, 0.5, 1.5, 7.25, 37.5, 1000, 1e6}
	if len(ends) > 0 {
		lo, hi := ends[0], ends[len(ends)-1]
		addF(new(big.Float).Sub(lo, big.NewFloat(1)), "beyond")
		addF(new(big.Float).Add(hi, big.NewFloat(1)), "beyond")
	}
	for _, f := range far {
		addF(big.NewFloat(f), "sample")
	}
	// A fixed grid instead of random points: the verdict must not depend
	// on the seed.
	for j := -16; j <= 16; j++ {
		addF(big.NewFloat(float64(j)*0.75+0.13), "grid")
	}
	return probes
}

func (c *checker) undefinedAt(rel *ast.Rel, env cas.Env) bool {
	for _, a := range rel.Args {
		if _, err := c.Eval(a, env); err != nil && decide.IsDomain(err) {
			return true
		}
	}
	return false
}

func (c *checker) ineqRefute(kind statement.Kind, rel *ast.Rel, x string, v cas.Value, what string) decide.Result {
	sides := ""
	env := cas.Env{x: v}
	var vals []string
	for _, a := range rel.Args {
		if val, err := c.Eval(a, env); err == nil {
			vals = append(vals, decide.Show(val))
		} else {
			vals = append(vals, "undefined")
		}
	}
	if len(vals) == 2 {
		sides = fmt.Sprintf(": left side %s, right side %s", vals[0], vals[1])
	} else {
		sides = fmt.Sprintf(": sides %v", vals)
	}
	r := decide.Refute(kind, "%s=%s %s %s%s", x, decide.Show(v), what, statement.Clip(ast.Print(rel), 60), sides)
	r.Evidence = []decide.Comparison{{What: "inequality probe", Left: rel, Points: []cas.Env{env}, Want: record.WantClaimedSet}}
	return r
}
