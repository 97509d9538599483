package shapes

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/undefined"
)

// checkUndefined is CheckUndefined on this package's checker.
func (c *checker) checkUndefined(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := undefined.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	excl, divs, why := domainExcluded(q.Expr, q.Var)
	if why != "" {
		return decide.Undecided(kind, "the values where %s is undefined are asked, but %s", statement.Clip(q.Src, 40), why), true
	}
	parts := make([]string, len(excl))
	for i, r := range excl {
		parts[i] = r.RatString()
	}
	how := "the expression " + statement.Clip(q.Src, 50) + " is undefined exactly at {" + strings.Join(parts, ", ") +
		"} (the real roots of every divisor written in it, expanded exactly)"
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	var r decide.Result
	if q.Ask == undefined.AskList {
		r = c.undefinedList(kind, excl, ans, how)
	} else {
		if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
			return decide.Undecided(kind, "%s; the answer is not a single value", how), true
		}
		v, what, ok := undefinedValue(q.Ask, excl)
		if !ok {
			return decide.Undecided(kind, "%s; %s is not one number", how, what), true
		}
		r = c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, ans.Items[0].E, answerSrc)
	}
	if r.Verdict != record.Undecided && len(excl) > 0 {
		// The product of the divisors at each excluded point, for other
		// engines (that no other point is a root is not redone).
		prod := divs[0]
		for _, d := range divs[1:] {
			prod = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: prod, Y: d}
		}
		var pts []cas.Env
		for _, x := range excl {
			pts = append(pts, cas.Env{q.Var: cas.Rat(x)})
		}
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the divisors' product at the excluded points", Left: prod, Points: pts, Want: record.WantZero})
	}
	return r, true
}

// undefinedValue is the number asked of the excluded points.
func undefinedValue(ask undefined.Ask, excl []*big.Rat) (*big.Rat, string, bool) {
	switch ask {
	case undefined.AskCount:
		return big.NewRat(int64(len(excl)), 1), "the number of values", true
	case undefined.AskSum:
		s := new(big.Rat)
		for _, x := range excl {
			s.Add(s, x)
		}
		return s, "the sum of the values", len(excl) > 0
	case undefined.AskProduct:
		p := big.NewRat(1, 1)
		for _, x := range excl {
			p.Mul(p, x)
		}
		return p, "the product of the values", len(excl) > 0
	case undefined.AskValue:
		if len(excl) != 1 {
			return nil, "the value (there is not exactly one)", false
		}
		return excl[0], "the value", true
	case undefined.AskLargest:
		if len(excl) == 0 {
			return nil, "the largest value (there is none)", false
		}
		return excl[len(excl)-1], "the largest value", true
	}
	return nil, "the quantity asked", false
}

// undefinedList compares the values, in increasing order, with the
// answer's list item by item.
func (c *checker) undefinedList(kind statement.Kind, excl []*big.Rat, ans *statement.Answer, how string) decide.Result {
	if len(ans.Items) == 0 {
		return decide.Undecided(kind, "%s; the answer is not read as a list", how)
	}
	var got []*big.Rat
	for _, it := range ans.Items {
		if it.Name != "" {
			return decide.Undecided(kind, "%s; the answer's items are not bare values", how)
		}
		v, err := c.Eval(it.E, nil)
		if err != nil {
			return decide.Undecided(kind, "%s; an item of the answer cannot be evaluated", how)
		}
		r, exact := v.Exact()
		if !exact {
			return decide.Undecided(kind, "%s; an item of the answer is not an exact rational", how)
		}
		got = append(got, r)
	}
	var ev []decide.Comparison
	for i, it := range ans.Items {
		if i < len(excl) {
			ev = append(ev, decide.Comparison{What: "an excluded value, in order", Left: algebra.RatExpr(excl[i]), Right: it.E, Want: record.WantEqual})
		}
	}
	same := len(got) == len(excl)
	for i := 0; same && i < len(got); i++ {
		same = got[i].Cmp(excl[i]) == 0
	}
	var r decide.Result
	if same {
		r = decide.Confirm(kind, "%s, equal exactly to the answer's values in increasing order", how)
	} else {
		r = decide.Refute(kind, "%s, not the answer's values in increasing order", how)
		if len(ev) == 0 {
			return decide.Undecided(kind, "%s; the answer lists none of them", how)
		}
	}
	r.Evidence = ev
	return r
}

// CheckUndefined (issue 42): the values where a rational expression is
// undefined (undefined.Read): the real roots of every divisor written in
// it (domainExcluded, exact; an irrational root leaves the row
// undecided), then their number, sum, product, largest, the one value, or
// the list in increasing order, compared exactly with the answer.
func CheckUndefined(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkUndefined(st, problem, answerSrc)
}
