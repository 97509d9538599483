package shapes

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, Gaokao: an expression of sets given by their elements or by a
// set-builder condition (statement.ReadSetQuestion), asked as a listed set.
// The expression is evaluated only when its result lies inside the listed
// sets (an intersection with a listed set, a complement in a listed U, a
// union of bounded parts): then each element of the listed sets is tested
// exactly (every element a rational, every condition decided in exact
// rational arithmetic), and the result compared with the answer's set.

// maxSetElems bounds the elements of the listed sets tested.
const maxSetElems = 200

func (c *checker) checkSetOps(problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadSetQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if res, ok := c.checkSetInterval(q, answerSrc); ok {
		return res, true
	}
	if !setBounded(q.Target, q.Defs) {
		return decide.Undecided(kind, "the set %s is asked, but it is not inside the sets listed by their elements", statement.Clip(q.TargetSrc, 40)), true
	}
	cands, why := c.setCandidates(q.Defs)
	if why != "" {
		return decide.Undecided(kind, "the set %s is asked, but %s", statement.Clip(q.TargetSrc, 40), why), true
	}
	var got []*big.Rat
	for _, x := range cands {
		in, err := c.setMember(q.Target, q.Defs, x)
		if err != nil {
			return decide.Undecided(kind, "the set %s is asked, but %v", statement.Clip(q.TargetSrc, 40), err), true
		}
		if in {
			got = append(got, x)
		}
	}
	elems, ok := statement.ReadSetAnswer(answerSrc)
	if !ok {
		return decide.Undecided(kind, "the set %s is asked; the answer is not a set listed by its elements", statement.Clip(q.TargetSrc, 40)), true
	}
	want, why := c.exactDistinct(elems)
	if why != "" {
		return decide.Undecided(kind, "the set %s is asked; in the answer %s", statement.Clip(q.TargetSrc, 40), why), true
	}
	how := fmt.Sprintf("%s = %s (each of the %d elements of the listed sets tested exactly", q.TargetSrc, ratSetString(got), len(cands))
	if _, ok := q.Defs["U"]; ok && setHasComplement(q.Target) {
		how += ", the complement taken in U"
	}
	how += ")"
	if ratSetString(want) != ratSetString(got) {
		return decide.Refute(kind, "%s, not %s", how, ratSetString(want)), true
	}
	return decide.Confirm(kind, "%s, equal to the answer", how), true
}

// CheckSetOps is checkSetOps for the other packages of the checker.
func CheckSetOps(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkSetOps(problem, answerSrc)
}

func setBounded(n *statement.SetNode, defs map[string]statement.SetDef) bool {
	switch n.Op {
	case "name":
		return defs[n.Name].Elems != nil || defs[n.Name].Node != nil
	case "cap":
		return setBounded(n.X, defs) || setBounded(n.Y, defs)
	case "cup":
		return setBounded(n.X, defs) && setBounded(n.Y, defs)
	case "minus":
		return setBounded(n.X, defs)
	case "comp":
		return defs["U"].Elems != nil
	}
	return false
}

func setHasComplement(n *statement.SetNode) bool {
	return n != nil && (n.Op == "comp" || setHasComplement(n.X) || setHasComplement(n.Y))
}

// setCandidates returns the distinct elements of the listed sets.
func (c *checker) setCandidates(defs map[string]statement.SetDef) ([]*big.Rat, string) {
	var all []ast.Expr
	for _, d := range defs {
		all = append(all, d.Elems...)
	}
	if len(all) > maxSetElems {
		return nil, fmt.Sprintf("the listed sets have more than %d elements", maxSetElems)
	}
	return c.exactDistinct(all)
}

// exactDistinct evaluates elements exactly and returns the distinct ones
// in increasing order.
func (c *checker) exactDistinct(es []ast.Expr) ([]*big.Rat, string) {
	seen := map[string]bool{}
	var out []*big.Rat
	for _, e := range es {
		v, err := c.Eval(e, nil)
		if err != nil {
			return nil, fmt.Sprintf("the element %s cannot be evaluated", ast.Print(e))
		}
		r, ok := v.Exact()
		if !ok {
			return nil, fmt.Sprintf("the element %s is not a rational number", ast.Print(e))
		}
		if !seen[r.RatString()] {
			seen[r.RatString()] = true
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out, ""
}

func (c *checker) setMember(n *statement.SetNode, defs map[string]statement.SetDef, x *big.Rat) (bool, error) {
	switch n.Op {
	case "name":
		if d := defs[n.Name]; d.Node != nil {
			return c.setMember(d.Node, defs, x) // x \in P and x \notin Q (issue 42, Gaokao)
		}
		return c.inSetDef(defs[n.Name], x)
	case "comp":
		inU, err := c.inSetDef(defs["U"], x)
		if err != nil || !inU {
			return false, err
		}
		in, err := c.setMember(n.X, defs, x)
		return !in, err
	}
	a, err := c.setMember(n.X, defs, x)
	if err != nil {
		return false, err
	}
	b, err := c.setMember(n.Y, defs, x)
	if err != nil {
		return false, err
	}
	switch n.Op {
	case "cap":
		return a && b, nil
	case "cup":
		return a || b, nil
	}
	return a && !b, nil // minus
}

func (c *checker) inSetDef(d statement.SetDef, x *big.Rat) (bool, error) {
	if d.Elems != nil {
		for _, e := range d.Elems {
			v, err := c.Eval(e, nil)
			if err != nil {
				return false, err
			}
			if r, ok := v.Exact(); ok && r.Cmp(x) == 0 {
				return true, nil
			}
		}
		return false, nil
	}
	rel := d.Cond.(*ast.Rel)
	env := cas.Env{d.Var: cas.Rat(x)}
	var prev *big.Rat
	for i, arg := range rel.Args {
		v, err := c.Eval(arg, env)
		if err != nil {
			return false, fmt.Errorf("the condition of %s cannot be evaluated at %s", d.Name, x.RatString())
		}
		r, ok := v.Exact()
		if !ok {
			return false, fmt.Errorf("the condition of %s is not decided exactly at %s", d.Name, x.RatString())
		}
		if i > 0 {
			holds, err := forms.CmpRelation(rel.Ops[i-1], prev.Cmp(r))
			if err != nil || !holds {
				return false, err
			}
		}
		prev = r
	}
	return true, nil
}

func ratSetString(rs []*big.Rat) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.RatString()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
