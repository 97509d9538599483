package equations

import (
	"fmt"
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

// checkSystem is CheckSystem on this package's checker.
func (c *checker) checkSystem(st *statement.Statement, a *statement.Answer) decide.Result {
	kind := statement.KindSystem
	if len(st.Substs) > 0 && len(st.Targets) < 2 || systemValuesAreEquations(st) { // issue 25: "and $z=3$" in a system of equations
		// In a system of fewer than two other equations, `y = 2` is one of
		// the equations, not a value to substitute.
		st2 := *st
		st2.Substs = nil
		for _, s := range st.Substs {
			st2.Targets = append(st2.Targets, statement.Formula{E: &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: s.Name}, s.Val}}, Src: s.Src})
		}
		st = &st2
	}
	var eqs []*ast.Rel
	var all []ast.Expr
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok {
			if len(r.Ops) == 1 && (statement.AllEq(r) || statement.IsCondition(r)) {
				eqs = append(eqs, r)
				all = append(all, r)
			} else if statement.AllEq(r) {
				// a = b = c: split into a = b, b = c
				for i := 0; i+1 < len(r.Args); i++ {
					e := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{r.Args[i], r.Args[i+1]}}
					eqs = append(eqs, e)
					all = append(all, e)
				}
			}
		}
	}
	if len(eqs) < 2 {
		return decide.Undecided(kind, "the system has %d equation(s) in the statement", len(eqs))
	}
	for _, t := range st.Targets {
		if m := DigitCommaRe.FindString(t.Src); m != "" {
			// "=-3,8x+3y=-1": a decimal comma, or two equations?
			return decide.Undecided(kind, "the comma in %q may be a decimal comma or separate two equations", m)
		}
	}
	vars := sortedVars(st.FreeAfterSubst(all...))
	for _, t := range st.Targets {
		// "ordered triples $(x,y,z)$" gives the order of the unknowns.
		if order := IdentTuple(t.E); len(order) == len(vars) && len(statement.Subset(vars, order)) == 0 {
			vars = order
		}
	}
	if a.Root == nil {
		if a.Text.None {
			return c.systemComplete(st, eqs, vars, nil, nil)
		}
		return decide.Undecided(kind, "the answer has no solution to substitute")
	}
	a = namedTupleAnswer(a, vars) // Issue 25 (CollegeMath linear algebra): "(x, y)=(1,0)"
	if t, ok := a.Root.(*ast.Tuple); ok && len(a.Items) == 1 {
		// [x=1, y=2, z=-5]: named values in brackets.
		named := true
		for _, it := range t.Items {
			r, isRel := it.(*ast.Rel)
			if !isRel || !statement.AllEq(r) || len(r.Args) != 2 {
				named = false
			} else if _, id := r.Args[0].(*ast.Ident); !id {
				named = false
			}
		}
		if named {
			a2 := *a
			a2.Items = statement.SplitItems(&ast.List{Items: t.Items})
			a = &a2
		}
	}
	sols, err := systemSolutions(a, vars, len(eqs))
	if err == "" && len(sols) == 1 && sols[0].named != nil {
		if r, ok := c.systemFamily(st, eqs, vars, sols[0]); ok {
			return r
		}
	}
	if err != "" {
		return decide.Undecided(kind, "%s", err)
	}
	var evidence []decide.Comparison
	for si, sol := range sols {
		env, e := c.BindSubsts(st.Substs, sol.env(c, vars))
		if e != nil || env == nil {
			return decide.Undecided(kind, "the solution %s cannot be evaluated", sol.src)
		}
		fail := c.failingEquation(eqs, env, c.claimedSolutionCheck(st, sol, vars))
		if fail == "" {
			for _, q := range eqs {
				evidence = append(evidence, decide.Comparison{What: fmt.Sprintf("solution %d", si+1), Left: q.Args[0], Right: q.Args[1], Points: []cas.Env{env}, Want: record.WantEqual})
			}
			continue
		}
		if fail == "?" {
			return decide.Undecided(kind, "the solution %s cannot be evaluated in the system", sol.src)
		}
		if sol.tuple && len(vars) > 1 && c.someOrderWorks(eqs, st, sol, vars) {
			return decide.Undecided(kind, "the tuple %s fails in the order (%s) but holds in another order of the unknowns", sol.src, statement.JoinNames(vars))
		}
		r := decide.Refute(kind, "(%s) = %s fails %s", statement.JoinNames(vars), sol.src, fail)
		r.Evidence = []decide.Comparison{{What: "solution " + sol.src, Left: eqs[0].Args[0], Right: eqs[0].Args[1], Points: []cas.Env{env}, Want: record.WantEqual}}
		return r
	}
	return c.systemComplete(st, eqs, vars, sols, evidence)
}

// CheckSystem substitutes every claimed solution (a tuple in the
// alphabetical order of the unknowns, or `x = 1, y = 2`) into every
// equation of the system.
func CheckSystem(c *decide.Checker, st *statement.Statement, a *statement.Answer) decide.Result {
	return (&checker{c}).checkSystem(st, a)
}

type systemSol struct {
	items []ast.Expr
	named map[string]ast.Expr
	src   string
	tuple bool
}

func (s systemSol) env(c *checker, vars []string) cas.Env {
	env := cas.Env{}
	for i, v := range vars {
		var e ast.Expr
		if s.named != nil {
			e = s.named[v]
		} else if i < len(s.items) {
			e = s.items[i]
		}
		if e == nil {
			return nil
		}
		val, err := c.Eval(e, nil)
		if err != nil {
			return nil
		}
		env[v] = val
	}
	return env
}

// systemSolutions reads the answer as tuples or named values.
func systemSolutions(a *statement.Answer, vars []string, nEqs int) ([]systemSol, string) {
	var out []systemSol
	// Named: x = 1, y = 2 (a new solution starts when a name repeats).
	if len(a.Items) > 0 && a.Items[0].Name != "" {
		cur := systemSol{named: map[string]ast.Expr{}}
		var srcs []string
		for _, it := range a.Items {
			if it.Name == "" {
				return nil, "the answer mixes named and unnamed values"
			}
			if _, dup := cur.named[it.Name]; dup {
				cur.src = strings.Join(srcs, ", ")
				out = append(out, cur)
				cur, srcs = systemSol{named: map[string]ast.Expr{}}, nil
			}
			cur.named[it.Name] = it.E
			srcs = append(srcs, it.Name+"="+ast.Print(it.E))
		}
		cur.src = strings.Join(srcs, ", ")
		out = append(out, cur)
		for _, s := range out {
			for _, v := range vars {
				if s.named[v] == nil {
					return nil, fmt.Sprintf("the answer gives no value of %s", v)
				}
			}
		}
		return out, ""
	}
	if len(vars) > 1 && len(a.Items) == len(vars) && nEqs >= len(vars) {
		// "1, 2, 3" for (x, y, z): one solution written as a bare list.
		bare := true
		var srcs []string
		for _, it := range a.Items {
			if _, ok := it.E.(*ast.Tuple); ok {
				bare = false
			}
			srcs = append(srcs, ast.Print(it.E))
		}
		if bare {
			items := make([]ast.Expr, len(a.Items))
			for i, it := range a.Items {
				items[i] = it.E
			}
			return []systemSol{{items: items, src: "(" + strings.Join(srcs, ", ") + ")", tuple: true}}, ""
		}
	}
	for _, it := range a.Items {
		t, ok := it.E.(*ast.Tuple)
		if !ok {
			return nil, "the answer is not a list of tuples"
		}
		if t.Left != '(' || t.Right != ')' {
			return nil, fmt.Sprintf("%s has interval brackets, not a point's", ast.Print(t))
		}
		if len(t.Items) != len(vars) {
			return nil, fmt.Sprintf("a tuple of %d values for %d unknowns (%s)", len(t.Items), len(vars), statement.JoinNames(vars))
		}
		out = append(out, systemSol{items: t.Items, src: ast.Print(t), tuple: true})
	}
	return out, ""
}

// failingEquation returns "" when env satisfies every equation, "?" when an
// equation cannot be evaluated, else a description of the failure.
func (c *checker) failingEquation(eqs []*ast.Rel, env cas.Env, sc solutionCheck) string {
	for _, q := range eqs {
		if !statement.AllEq(q) {
			ok, decided := c.Holds(q, env)
			if !decided {
				return "?"
			}
			if !ok {
				return ast.Print(q)
			}
			continue
		}
		l, err1 := c.Eval(q.Args[0], env)
		r, err2 := c.Eval(q.Args[1], env)
		if err1 != nil || err2 != nil {
			if decide.IsDomain(decide.FirstErr(err1, err2)) {
				return statement.Clip(ast.Print(q), 60) + " (outside its domain)"
			}
			return "?"
		}
		switch state, why := sc.decide(q, l, r); state {
		case decide.Differ:
			if why != "" {
				return fmt.Sprintf("%s: %s", statement.Clip(ast.Print(q), 60), why)
			}
			return fmt.Sprintf("%s: left side %s, right side %s", statement.Clip(ast.Print(q), 60), decide.Show(l), decide.Show(r))
		case decide.Unsure:
			return "?"
		}
	}
	return ""
}

// someOrderWorks reports whether the tuple satisfies the system in some
// other order of the unknowns.
func (c *checker) someOrderWorks(eqs []*ast.Rel, st *statement.Statement, sol systemSol, vars []string) bool {
	if len(vars) > 4 {
		return false
	}
	perm := append([]string(nil), vars...)
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(perm) {
			env, err := c.BindSubsts(st.Substs, sol.env(c, perm))
			return err == nil && env != nil && c.failingEquation(eqs, env, c.claimedSolutionCheck(st, sol, perm)) == ""
		}
		for i := k; i < len(perm); i++ {
			perm[k], perm[i] = perm[i], perm[k]
			if try(k + 1) {
				return true
			}
			perm[k], perm[i] = perm[i], perm[k]
		}
		return false
	}
	return try(0)
}

// systemComplete recomputes the whole real solution set of the system and
// compares it with the claimed solutions (each already substituted): a
// confirmation needs the two sets equal.
func (c *checker) systemComplete(st *statement.Statement, eqs []*ast.Rel, vars []string, sols []systemSol, evidence []decide.Comparison) decide.Result {
	kind := statement.KindSystem
	var rels []*ast.Rel
	for _, q := range eqs {
		if statement.AllEq(q) {
			rels = append(rels, q)
		}
	}
	if len(rels) < len(eqs) {
		return decide.Undecided(kind, "the system mixes equations and inequalities: its solution set is not recomputed")
	}
	if strings.Contains(st.Prose, "complex") {
		return decide.Undecided(kind, "complex solutions are asked: only the real solution set is recomputed")
	}
	if len(st.Substs) > 0 {
		return decide.Undecided(kind, "the system has indicated substitutions: its solution set is not recomputed")
	}
	all, er, why := forms.SolveExactly(c.Checker, st, rels, vars)
	if why != "" {
		return decide.Undecided(kind, "each of the %d claimed solution(s) satisfies all %d equations, but the solution set cannot be proven complete: %s", len(sols), len(rels), why)
	}
	set := forms.SolutionSet(all)
	how := fmt.Sprintf("elimination by lexicographic Gröbner bases, eliminants of degree %s, %d real solution(s)", forms.EliminantDegrees(er), len(all))
	if m, ok := st.Read.Has(statement.CueRestrict, ""); ok {
		return decide.Undecided(kind, "the real solution set of the system is %s (%s), but the statement restricts the solutions (%q)", set, how, m)
	}
	claimedVals := make([]cas.Env, len(sols))
	for i, s := range sols {
		claimedVals[i] = s.env(c, vars)
		if claimedVals[i] == nil {
			return decide.Undecided(kind, "the solution %s cannot be evaluated", s.src)
		}
	}
	missing := -1
	for i, s := range all {
		switch solutionMatch(s, vars, claimedVals) {
		case decide.Unsure:
			return decide.Undecided(kind, "(%s) = %s satisfies all %d equations; a claimed solution is near it, but not proven equal", statement.JoinNames(vars), s, len(rels))
		case decide.Differ:
			missing = i
		}
		if missing >= 0 {
			break
		}
	}
	if missing >= 0 {
		s := all[missing]
		if len(sols) > 0 && sols[0].tuple && len(vars) > 1 && c.someOrderMatches(all, vars, sols) {
			return decide.Undecided(kind, "the claimed tuples are the solution set %s only in another order of the unknowns than (%s)", set, statement.JoinNames(vars))
		}
		r := decide.Refute(kind, "(%s) = %s satisfies all %d equations but is not in the answer; the real solution set of the system is %s (%s)", statement.JoinNames(vars), s, len(rels), set, how)
		r.Recomputed, r.RecomputedDiffers = solutionLatex(all), true
		env := s.Env(vars)
		for _, q := range rels {
			r.Evidence = append(r.Evidence, decide.Comparison{What: "missing solution " + s.String(), Left: q.Args[0], Right: q.Args[1], Points: []cas.Env{env}, Want: record.WantEqual})
		}
		return r
	}
	for i, cv := range claimedVals {
		found := false
		for _, s := range all {
			if solutionClaimed(s, vars, []cas.Env{cv}) {
				found = true
			}
		}
		if !found {
			return decide.Undecided(kind, "the claimed solution %s holds but is not among the recomputed solutions %s", sols[i].src, set)
		}
	}
	r := decide.Confirm(kind, "the real solution set of the system is %s (%s), the same as the answer's (unknowns in the order %s)", set, how, statement.JoinNames(vars))
	r.Recomputed = solutionLatex(all)
	r.Evidence = append(evidence, forms.EliminantEvidence(er, vars)...)
	if len(all) == 0 {
		var cmp decide.Comparison
		if c.Spare(func() (ok bool) { cmp, ok = c.inconsistentCombination(rels, vars); return ok }) {
			r.Evidence = append(r.Evidence, cmp)
		}
	}
	return r
}

func solutionLatex(all []forms.Solution) string {
	if len(all) == 0 {
		return "\\varnothing"
	}
	parts := make([]string, len(all))
	for i, s := range all {
		items := make([]string, len(s))
		for j, r := range s {
			items[j] = algebra.RatLatex(r)
		}
		parts[i] = "(" + strings.Join(items, ", ") + ")"
	}
	return strings.Join(parts, ", ")
}

// solutionClaimed reports whether s is proven one of the claimed points.
func solutionClaimed(s forms.Solution, vars []string, claimed []cas.Env) bool {
	return solutionMatch(s, vars, claimed) == decide.Same
}

// solutionMatch decides whether s is one of the claimed points: same when
// one matches it in every unknown (rootMatch), differ when each differs
// from it in some unknown, unsure otherwise.
func solutionMatch(s forms.Solution, vars []string, claimed []cas.Env) decide.CmpState {
	out := decide.Differ
	for _, env := range claimed {
		st := decide.Same
		for i, v := range vars {
			m := forms.RootMatch(env[v], s[i], nil, 0)
			if m == decide.Differ {
				st = decide.Differ
				break
			}
			if m == decide.Unsure {
				st = decide.Unsure
			}
		}
		if st == decide.Same {
			return decide.Same
		}
		if st == decide.Unsure {
			out = decide.Unsure
		}
	}
	return out
}

// someOrderMatches reports whether the claimed tuples, read in another
// order of the unknowns, are exactly the solution set.
func (c *checker) someOrderMatches(all []forms.Solution, vars []string, sols []systemSol) bool {
	if len(vars) > 4 || len(all) != len(sols) {
		return false
	}
	perm := append([]string(nil), vars...)
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(perm) {
			var envs []cas.Env
			for _, s := range sols {
				env := s.env(c, perm)
				if env == nil {
					return false
				}
				envs = append(envs, env)
			}
			for _, s := range all {
				if !solutionClaimed(s, vars, envs) {
					return false
				}
			}
			return true
		}
		for i := k; i < len(perm); i++ {
			perm[k], perm[i] = perm[i], perm[k]
			if try(k + 1) {
				return true
			}
			perm[k], perm[i] = perm[i], perm[k]
		}
		return false
	}
	return try(0)
}

// systemFamily checks a one-parameter family of solutions of a linear
// system ([x=2-4t, y=-8t, z=t]): the family is affine in its parameter,
// satisfies every equation at two parameter values (so at all, the
// equations being linear), has a non-zero direction, and the solution set
// has dimension one (n minus the rank, read from the Gröbner basis). ok is
// false when the answer is not such a family.
func (c *checker) systemFamily(st *statement.Statement, eqs []*ast.Rel, vars []string, sol systemSol) (decide.Result, bool) {
	kind := statement.KindSystem
	var params []string
	for _, v := range vars {
		for _, p := range pm.FreeVars(sol.named[v]) {
			if !statement.ContainsName(vars, p) && !statement.ContainsName(params, p) {
				params = append(params, p)
			}
		}
	}
	if len(params) == 0 {
		return decide.Result{}, false
	}
	if len(params) > 1 {
		return decide.Undecided(kind, "a family of solutions with %d parameters is not checked", len(params)), true
	}
	t := params[0]
	b := forms.NewAlgBuilder(c.Checker, vars)
	var polys []algebra.Mpoly
	for _, q := range eqs {
		if !statement.AllEq(q) {
			return decide.Undecided(kind, "a family of solutions of a system with inequalities is not checked"), true
		}
		d, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: q.Args[0], Y: q.Args[1]})
		if !ok || len(b.Aux) > 0 || algebra.Mdegree(d.Num) > 1 || algebra.Mdegree(d.Den) > 0 {
			return decide.Undecided(kind, "a family of solutions of a system that is not linear is not checked"), true
		}
		polys = append(polys, d.Num)
	}
	direction := false
	for _, v := range vars {
		p, ok := forms.PolyOf(c.Checker, sol.named[v], t)
		if !ok || len(p) > 2 {
			return decide.Undecided(kind, "the family %s is not affine in %s", sol.src, t), true
		}
		if len(p) == 2 {
			direction = true
		}
	}
	if !direction {
		return decide.Undecided(kind, "the family %s does not move with %s", sol.src, t), true
	}
	for _, tv := range []int64{0, 1} {
		env := cas.Env{}
		for _, v := range vars {
			val, err := c.Eval(sol.named[v], cas.Env{t: cas.Int(tv)})
			if err != nil {
				return decide.Undecided(kind, "the family %s cannot be evaluated at %s=%d", sol.src, t, tv), true
			}
			env[v] = val
		}
		if f := c.failingEquation(eqs, env, solutionCheck{demand: namedDigits(sol)}); f != "" {
			if f == "?" {
				return decide.Undecided(kind, "the family %s cannot be substituted at %s=%d", sol.src, t, tv), true
			}
			return decide.Refute(kind, "at %s=%d the family %s gives %s, which fails %s", t, tv, sol.src, decide.ShowEnv(env), f), true
		}
	}
	g, ok := algebra.Groebner(c.Ctx, polys)
	if !ok {
		return decide.Undecided(kind, "the rank of the system cannot be computed"), true
	}
	lead := map[string]bool{}
	for _, q := range g {
		lead[fmt.Sprint(q[0].E)] = true
	}
	rank := len(lead)
	if dim := len(vars) - rank; dim != 1 {
		return decide.Refute(kind, "the solution set of the linear system has dimension %d (rank %d, %d unknowns), not the one of the family %s", dim, rank, len(vars), sol.src), true
	}
	r := decide.Confirm(kind, "the linear system has rank %d in %d unknowns, so its solutions form a line; the family %s is affine in %s, moves, and satisfies every equation (checked at %s = 0 and 1), so it is that line", rank, len(vars), sol.src, t, t)
	// The defining equations: every equation with the family substituted,
	// at t = 0 and 1 (the rank is leg 1's alone).
	pts := []cas.Env{{t: cas.Int(0)}, {t: cas.Int(1)}}
	for k, q := range eqs {
		for j := range q.Ops {
			r.Evidence = append(r.Evidence, decide.Comparison{What: fmt.Sprintf("equation %d with the family %s substituted", k+1, statement.Clip(sol.src, 40)),
				Left: forms.ReplaceNames(q.Args[j], sol.named), Right: forms.ReplaceNames(q.Args[j+1], sol.named), Points: pts, Want: record.WantEqual})
		}
	}
	return r, true
}
