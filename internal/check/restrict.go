package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// rootRestriction is what the statement's restriction cues ("positive",
// "integer", "on $[0,2\pi]$") allow of a root of a one-unknown equation.
type rootRestriction struct {
	tests []func(v cas.Value) (ok, decided bool)
	what  []string
	// bounded: the roots are restricted to a bounded interval [lo, hi].
	lo, hi             cas.Value
	bounded            bool
	loClosed, hiClosed bool
	// why is set when a restriction is stated that cannot be applied.
	why string
}

func (r *rootRestriction) String() string { return strings.Join(r.what, ", ") }

// allows reports whether v satisfies every stated restriction.
func (r *rootRestriction) allows(v cas.Value) (ok, decided bool) {
	for _, t := range r.tests {
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

// readRootRestriction reads the restriction cues of st for the unknown x.
func (c *checker) readRootRestriction(st *statement.Statement, x string) *rootRestriction {
	r := &rootRestriction{}
	cmp0 := func(want func(int) bool) func(cas.Value) (bool, bool) {
		return func(v cas.Value) (bool, bool) {
			s, sure := sign(v, cas.Int(0))
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
			r.tests = append(r.tests, cmp0(func(s int) bool { return s > 0 }))
		case "negative":
			r.tests = append(r.tests, cmp0(func(s int) bool { return s < 0 }))
		case "nonnegative":
			r.tests = append(r.tests, cmp0(func(s int) bool { return s >= 0 }))
		case "nonpositive":
			r.tests = append(r.tests, cmp0(func(s int) bool { return s <= 0 }))
		case "nonzero":
			r.tests = append(r.tests, cmp0(func(s int) bool { return s != 0 }))
		case "integer":
			r.tests = append(r.tests, isInt)
		case "interval":
			if !c.readInterval(st, r) && len(st.Conds) == 0 {
				r.why = "the statement restricts the roots to an interval that is not read"
			}
			// else the interval is read, or is a stated condition
			// (0 \le x < 2\pi) applied as such.
			continue
		default:
			r.why = fmt.Sprintf("the statement restricts the roots (%s), which is not applied", name)
			continue
		}
		r.what = append(r.what, name)
	}
	// Name the interval of a condition (0 \le x \le 2\pi, x \in [0, 2\pi])
	// unless "on $[0, 2\pi]$" named it.
	named := false
	for _, w := range r.what {
		named = named || strings.HasPrefix(w, "in ")
	}
	if inCond != "" && !named {
		r.what = append(r.what, inCond)
	}
	return r
}

// readInterval finds the interval of "on $[0, 2\pi]$": a target tuple of
// two constant ends.
func (c *checker) readInterval(st *statement.Statement, r *rootRestriction) bool {
	for _, t := range st.Targets {
		tp, ok := t.E.(*ast.Tuple)
		if !ok || len(tp.Items) != 2 || len(pm.FreeVars(tp)) > 0 {
			continue
		}
		if tp.Left != '[' && tp.Left != '(' || tp.Right != ']' && tp.Right != ')' {
			continue
		}
		lo, err1 := c.eval(tp.Items[0], nil)
		hi, err2 := c.eval(tp.Items[1], nil)
		if err1 != nil || err2 != nil {
			return false
		}
		r.lo, r.hi, r.bounded = lo, hi, true
		r.loClosed, r.hiClosed = tp.Left == '[', tp.Right == ']'
		src := ast.Print(tp)
		r.tests = append(r.tests, func(v cas.Value) (bool, bool) {
			s1, ok1 := sign(v, lo)
			s2, ok2 := sign(v, hi)
			if !ok1 || !ok2 {
				return false, false
			}
			in := (s1 > 0 || s1 == 0 && r.loClosed) && (s2 < 0 || s2 == 0 && r.hiClosed)
			return in, true
		})
		r.what = append(r.what, "in "+src)
		return true
	}
	return false
}

// condInterval reads a stated condition lo ≤ x ≤ hi (or <) with constant
// ends as the bounded interval of the roots (the condition itself is
// applied as a condition). It returns the interval's text for the notes
// ("in [0, 2 \pi]"), or "".
func (c *checker) condInterval(st *statement.Statement, x string, r *rootRestriction) string {
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
		lo, err1 := c.eval(rel.Args[0], nil)
		hi, err2 := c.eval(rel.Args[2], nil)
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
