package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// checkSystem substitutes every claimed solution (a tuple in the
// alphabetical order of the unknowns, or `x = 1, y = 2`) into every
// equation of the system.
func (c *checker) checkSystem(st *statement, a *answer) Result {
	kind := KindSystem
	var eqs []*ast.Rel
	var all []ast.Expr
	for _, t := range st.targets {
		if r, ok := t.E.(*ast.Rel); ok {
			if len(r.Ops) == 1 && (allEq(r) || isCondition(r)) {
				eqs = append(eqs, r)
				all = append(all, r)
			} else if allEq(r) {
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
		return undecided(kind, "the system has %d equation(s) in the statement", len(eqs))
	}
	vars := sortedVars(st.freeAfterSubst(all...))
	if a.root == nil {
		if a.text.None {
			return undecided(kind, "\"no solutions\" of a system is not checked")
		}
		return undecided(kind, "the answer has no solution to substitute")
	}
	sols, err := systemSolutions(a, vars)
	if err != "" {
		return undecided(kind, "%s", err)
	}
	var evidence []Comparison
	for si, sol := range sols {
		env, e := c.bindSubsts(st.substs, sol.env(c, vars))
		if e != nil || env == nil {
			return undecided(kind, "the solution %s cannot be evaluated", sol.src)
		}
		fail := c.failingEquation(eqs, env)
		if fail == "" {
			for _, q := range eqs {
				evidence = append(evidence, Comparison{What: fmt.Sprintf("solution %d", si+1), Left: q.Args[0], Right: q.Args[1], Points: []cas.Env{env}, Want: "equal"})
			}
			continue
		}
		if fail == "?" {
			return undecided(kind, "the solution %s cannot be evaluated in the system", sol.src)
		}
		if sol.tuple && len(vars) > 1 && c.someOrderWorks(eqs, st, sol, vars) {
			return undecided(kind, "the tuple %s fails in the order (%s) but holds in another order of the unknowns", sol.src, joinNames(vars))
		}
		r := refute(kind, "(%s) = %s fails %s", joinNames(vars), sol.src, fail)
		r.Evidence = []Comparison{{What: "solution " + sol.src, Left: eqs[0].Args[0], Right: eqs[0].Args[1], Points: []cas.Env{env}, Want: "equal"}}
		return r
	}
	r := confirm(kind, "each of the %d claimed solution(s) satisfies all %d equations (unknowns in the order %s)", len(sols), len(eqs), joinNames(vars))
	r.Evidence = evidence
	return r
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
		val, err := c.eval(e, nil)
		if err != nil {
			return nil
		}
		env[v] = val
	}
	return env
}

// systemSolutions reads the answer as tuples or named values.
func systemSolutions(a *answer, vars []string) ([]systemSol, string) {
	var out []systemSol
	// Named: x = 1, y = 2 (a new solution starts when a name repeats).
	if len(a.items) > 0 && a.items[0].Name != "" {
		cur := systemSol{named: map[string]ast.Expr{}}
		var srcs []string
		for _, it := range a.items {
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
	for _, it := range a.items {
		t, ok := it.E.(*ast.Tuple)
		if !ok {
			return nil, "the answer is not a list of tuples"
		}
		if t.Left != '(' || t.Right != ')' {
			return nil, fmt.Sprintf("%s has interval brackets, not a point's", ast.Print(t))
		}
		if len(t.Items) != len(vars) {
			return nil, fmt.Sprintf("a tuple of %d values for %d unknowns (%s)", len(t.Items), len(vars), joinNames(vars))
		}
		out = append(out, systemSol{items: t.Items, src: ast.Print(t), tuple: true})
	}
	return out, ""
}

// failingEquation returns "" when env satisfies every equation, "?" when an
// equation cannot be evaluated, else a description of the failure.
func (c *checker) failingEquation(eqs []*ast.Rel, env cas.Env) string {
	for _, q := range eqs {
		if !allEq(q) {
			ok, decided := c.holds(q, env)
			if !decided {
				return "?"
			}
			if !ok {
				return ast.Print(q)
			}
			continue
		}
		l, err1 := c.eval(q.Args[0], env)
		r, err2 := c.eval(q.Args[1], env)
		if err1 != nil || err2 != nil {
			if isDomain(firstErr(err1, err2)) {
				return clip(ast.Print(q), 60) + " (outside its domain)"
			}
			return "?"
		}
		switch compare(l, r) {
		case differ:
			return fmt.Sprintf("%s: left side %s, right side %s", clip(ast.Print(q), 60), show(l), show(r))
		case unsure:
			return "?"
		}
	}
	return ""
}

// someOrderWorks reports whether the tuple satisfies the system in some
// other order of the unknowns.
func (c *checker) someOrderWorks(eqs []*ast.Rel, st *statement, sol systemSol, vars []string) bool {
	if len(vars) > 4 {
		return false
	}
	perm := append([]string(nil), vars...)
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(perm) {
			env, err := c.bindSubsts(st.substs, sol.env(c, perm))
			return err == nil && env != nil && c.failingEquation(eqs, env) == ""
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
