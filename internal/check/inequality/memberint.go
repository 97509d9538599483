package inequality

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// maxIntegerSolutions bounds the integers listed of a bounded solution set.
const maxIntegerSolutions = 1000

// integerSolutions compares the answer with the integer solutions of an
// inequality whose unknown the statement restricts to integers (x \in
// \mathbb{Z}): the exact real solution set sol must be bounded; every
// integer between its least and greatest critical points is located
// exactly (locateRat) and cross-checked by a direct evaluation. The answer
// must list those integers: an interval, a family or a value that is not
// an integer is not compared.
func (c *checker) integerSolutions(sol *ineqSolution, rels, condRels []*ast.Rel, union bool, x string, a *statement.Answer, setText, how string) decide.Result {
	kind := statement.KindInequality
	m := len(sol.roots)
	if m == 0 || sol.inPiece[0] || sol.inPiece[m] {
		return decide.Undecided(kind, "%s is restricted to integers and the solution set %s is not bounded: its integers are not listed (%s)", x, setText, how)
	}
	ints, lo, hi, why := c.integersIn(sol, rels, condRels, union, x)
	switch {
	case why == "too many":
		return decide.Undecided(kind, "%s is restricted to integers and the solution set %s holds more than %d of them", x, setText, maxIntegerSolutions)
	case why != "":
		return decide.Undecided(kind, "%s", why)
	}
	in := map[string]bool{}
	for _, k := range ints {
		in[k.String()] = true
	}
	var names []string
	for _, k := range ints {
		names = append(names, k.String())
	}
	list := "{" + strings.Join(names, ", ") + "}"
	if len(ints) == 0 {
		list = "∅"
	}
	claimed := map[string]bool{}
	switch {
	case a.Root == nil && a.Text.None:
	case a.Root == nil || len(a.Items) == 0:
		return decide.Undecided(kind, "%s is restricted to integers (%s); the answer does not list values", x, list)
	default:
		// The values listed, or written as a set (\{-1, 0, 1\}, x \in
		// \{-1, 0, 1\}).
		var vals []ast.Expr
		for _, it := range a.Items {
			if it.Name != "" && it.Name != x {
				return decide.Undecided(kind, "the answer names %s, the inequality's unknown is %s", it.Name, x)
			}
			e := it.E
			if r, ok := e.(*ast.Rel); ok && len(r.Ops) == 1 && r.Ops[0] == ast.In {
				if id, ok := r.Args[0].(*ast.Ident); ok && id.Name == x {
					e = r.Args[1]
				}
			}
			if set, ok := e.(*ast.Set); ok {
				vals = append(vals, set.Items...)
				continue
			}
			vals = append(vals, e)
		}
		for _, e := range vals {
			it := statement.Item{E: e}
			if len(pm.FreeVars(it.E)) > 0 {
				return decide.Undecided(kind, "the answer item %s is not a number; the integer solutions of the inequality are %s", statement.Clip(ast.Print(it.E), 30), list)
			}
			switch it.E.(type) {
			case *ast.Tuple, *ast.Rel, *ast.Set:
				return decide.Undecided(kind, "the answer item %s is not a number (an interval?); the integer solutions of the inequality are %s", statement.Clip(ast.Print(it.E), 30), list)
			}
			v, err := c.Eval(it.E, nil)
			if err != nil {
				return decide.Undecided(kind, "the answer item %s cannot be evaluated: %v", statement.Clip(ast.Print(it.E), 30), err)
			}
			q, exact := v.Exact()
			if !exact {
				return decide.Undecided(kind, "the answer item %s is not known exactly; the integer solutions of the inequality are %s", statement.Clip(ast.Print(it.E), 30), list)
			}
			if !q.IsInt() {
				r := decide.Refute(kind, "%s=%s is in the answer but is not an integer, as the statement requires; the integer solutions are %s (the solution set is %s; %s)", x, q.RatString(), list, setText, how)
				r.Evidence = c.ineqEvidence(rels, condRels, x, []cas.Value{v})
				return r
			}
			if !in[q.Num().String()] {
				r := decide.Refute(kind, "%s=%s is in the answer but does not satisfy the inequality: the integer solutions are %s (the solution set is %s; %s)", x, q.RatString(), list, setText, how)
				r.Evidence = c.ineqEvidence(rels, condRels, x, []cas.Value{v})
				return r
			}
			claimed[q.Num().String()] = true
		}
	}
	for _, k := range ints {
		if !claimed[k.String()] {
			r := decide.Refute(kind, "%s=%s is an integer that satisfies the inequality but is not in the answer: the integer solutions are %s (the solution set is %s; %s)", x, k, list, setText, how)
			r.Evidence = c.ineqEvidence(rels, condRels, x, []cas.Value{cas.Rat(new(big.Rat).SetInt(k))})
			return r
		}
	}
	var pts []cas.Value
	for _, k := range ints {
		pts = append(pts, cas.Rat(new(big.Rat).SetInt(k)))
	}
	r := decide.Confirm(kind, "the integer solutions are %s, equal to the answer: the solution set is %s (%s), every integer from %s to %s located in it exactly", list, setText, how, lo, hi)
	r.Evidence = c.ineqEvidence(rels, condRels, x, pts)
	return r
}

// rootLow and rootHigh bound a critical point: the root itself when
// rational, else the ends of its isolating interval (Lo, Hi].
func rootLow(r algebra.RealRoot) *big.Rat {
	if r.Exact != nil {
		return r.Exact
	}
	return r.Lo
}

func rootHigh(r algebra.RealRoot) *big.Rat {
	if r.Exact != nil {
		return r.Exact
	}
	return r.Hi
}
