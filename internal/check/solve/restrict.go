package solve

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// rootRestriction is what the statement's restriction cues ("positive",
// "integer", "on $[0,2\pi]$") allow of a root of a one-unknown equation.
type RootRestriction struct {
	Tests []func(v cas.Value) (ok, decided bool)
	What  []string
	// bounded: the roots are restricted to a bounded interval [lo, hi].
	lo, hi             cas.Value
	bounded            bool
	loClosed, hiClosed bool
	// why is set when a restriction is stated that cannot be applied.
	Why string
}

func (r *RootRestriction) String() string { return strings.Join(r.What, ", ") }

// allows reports whether v satisfies every stated restriction.
func (r *RootRestriction) Allows(v cas.Value) (ok, decided bool) {
	for _, t := range r.Tests {
		ok, d := t(v)
		if !d {
			return false, false
		}
		if !ok {
			return false, true
		}
	}
	return true, true
}

// readRootRestriction is ReadRootRestriction on this package's checker.
func (c *checker) readRootRestriction(st *statement.Statement, x string) *RootRestriction {
	r := &RootRestriction{}
	cmp0 := func(want func(int) bool) func(cas.Value) (bool, bool) {
		return func(v cas.Value) (bool, bool) {
			s, sure := decide.Sign(v, cas.Int(0))
			return want(s), sure
		}
	}
	isInt := func(v cas.Value) (bool, bool) {
		q, ok := v.Exact()
		if !ok {
			return false, false
		}
		return q.IsInt(), true
	}
	inCond := c.condInterval(st, x, r)
	for _, name := range st.Read.Names(statement.CueRestrict) {
		if statement.SolutionConds[name] != nil {
			continue // already a stated condition (restrictSolutions)
		}
		switch name {
		case "positive":
			r.Tests = append(r.Tests, cmp0(func(s int) bool { return s > 0 }))
		case "negative":
			r.Tests = append(r.Tests, cmp0(func(s int) bool { return s < 0 }))
		case "nonnegative":
			r.Tests = append(r.Tests, cmp0(func(s int) bool { return s >= 0 }))
		case "nonpositive":
			r.Tests = append(r.Tests, cmp0(func(s int) bool { return s <= 0 }))
		case "nonzero":
			r.Tests = append(r.Tests, cmp0(func(s int) bool { return s != 0 }))
		case "integer":
			r.Tests = append(r.Tests, isInt)
		case "interval":
			if !c.readInterval(st, r) && len(st.Conds) == 0 {
				r.Why = "the statement restricts the roots to an interval that is not read"
			}
			// else the interval is read, or is a stated condition
			// (0 \le x < 2\pi) applied as such.
			continue
		default:
			r.Why = fmt.Sprintf("the statement restricts the roots (%s), which is not applied", name)
			continue
		}
		r.What = append(r.What, name)
	}
	// Name the interval of a condition (0 \le x \le 2\pi, x \in [0, 2\pi])
	// unless "on $[0, 2\pi]$" named it.
	named := false
	for _, w := range r.What {
		named = named || strings.HasPrefix(w, "in ")
	}
	if inCond != "" && !named {
		r.What = append(r.What, inCond)
	}
	return r
}

// ReadRootRestriction reads the restriction cues of st for the unknown x.
func ReadRootRestriction(c *decide.Checker, st *statement.Statement, x string) *RootRestriction {
	return (&checker{c}).readRootRestriction(st, x)
}

// readInterval finds the interval of "on $[0, 2\pi]$": a target tuple of
// two constant ends.
func (c *checker) readInterval(st *statement.Statement, r *RootRestriction) bool {
	for _, t := range st.Targets {
		tp, ok := t.E.(*ast.Tuple)
		if !ok || len(tp.Items) != 2 || len(pm.FreeVars(tp)) > 0 {
			continue
		}
		if tp.Left != '[' && tp.Left != '(' || tp.Right != ']' && tp.Right != ')' {
			continue
		}
		lo, err1 := c.Eval(tp.Items[0], nil)
		hi, err2 := c.Eval(tp.Items[1], nil)
		if err1 != nil || err2 != nil {
			return false
		}
		r.lo, r.hi, r.bounded = lo, hi, true
		r.loClosed, r.hiClosed = tp.Left == '[', tp.Right == ']'
		src := ast.Print(tp)
		r.Tests = append(r.Tests, func(v cas.Value) (bool, bool) {
			s1, ok1 := decide.Sign(v, lo)
			s2, ok2 := decide.Sign(v, hi)
			if !ok1 || !ok2 {
				return false, false
			}
			in := (s1 > 0 || s1 == 0 && r.loClosed) && (s2 < 0 || s2 == 0 && r.hiClosed)
			return in, true
		})
		r.What = append(r.What, "in "+src)
		return true
	}
	return false
}

// condInterval reads a stated condition lo ≤ x ≤ hi (or <) with constant
// ends as the bounded interval of the roots (the condition itself is
// applied as a condition). It returns the interval's text for the notes
// ("in [0, 2 \pi]"), or "".
func (c *checker) condInterval(st *statement.Statement, x string, r *RootRestriction) string {
	for _, f := range st.Conds {
		rel, ok := f.E.(*ast.Rel)
		if !ok || len(rel.Args) != 3 {
			continue
		}
		id, ok := rel.Args[1].(*ast.Ident)
		if !ok || id.Name != x || len(pm.FreeVars(rel.Args[0])) > 0 || len(pm.FreeVars(rel.Args[2])) > 0 {
			continue
		}
		if rel.Ops[0] != ast.Le && rel.Ops[0] != ast.Lt || rel.Ops[1] != ast.Le && rel.Ops[1] != ast.Lt {
			continue
		}
		lo, err1 := c.Eval(rel.Args[0], nil)
		hi, err2 := c.Eval(rel.Args[2], nil)
		if err1 != nil || err2 != nil {
			continue
		}
		r.lo, r.hi, r.bounded = lo, hi, true
		r.loClosed, r.hiClosed = rel.Ops[0] == ast.Le, rel.Ops[1] == ast.Le
		l, h := "(", ")"
		if r.loClosed {
			l = "["
		}
		if r.hiClosed {
			h = "]"
		}
		return fmt.Sprintf("in %s%s, %s%s", l, ast.Print(rel.Args[0]), ast.Print(rel.Args[2]), h)
	}
	return ""
}
