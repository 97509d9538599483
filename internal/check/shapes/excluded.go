package shapes

import (
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): "State the excluded values for $E$"
// (statement.ReadExcludedValues): the real zeros of every divisor written
// in E, before any cancellation (domainExcluded: each divisor expanded
// exactly, its real roots isolated, all rational). The answer must list
// numbers: the same set is confirmed, another set refuted. An answer with
// a letter (a simplified expression), an irrational zero, or an expression
// that is not rational: undecided.

// checkExcluded is CheckExcluded on this package's checker.
func (c *checker) checkExcluded(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadExcludedValues(problem)
	if !ok {
		return decide.Result{}, false
	}
	excl, divs, why := domainExcluded(q.Expr, q.Var)
	if why != "" || len(divs) == 0 {
		return decide.Result{}, false
	}
	got, ok := c.excludedAnswer(st.ReadAnswer(answerSrc))
	if !ok {
		return decide.Result{}, false
	}
	res := c.excludedVerdict(q, excl, divs, got)
	if !excludedDigitComma.MatchString(answerSrc) {
		return res, true
	}
	// "0,2": a decimal comma or a list. The list reading decides where the
	// decimal one is refuted; a confirmation stands only if both agree.
	cfg := latex.DefaultConfig
	cfg.ListComma = true
	got2, ok := c.excludedAnswer(statement.ReadAnswerConfig(answerSrc, cfg))
	if !ok {
		return decide.Result{}, false
	}
	res2 := c.excludedVerdict(q, excl, divs, got2)
	switch {
	case res.Verdict == res2.Verdict:
		return res, true
	case res.Verdict == record.Refute && res2.Verdict == record.Confirm:
		res2.Note += fmt.Sprintf(" (the answer %q read as a list, the comma as a separator)", statement.Clip(answerSrc, 40))
		return res2, true
	}
	return decide.Result{}, false
}

// excludedDigitComma is a comma between two digits: a decimal comma or a
// list separator.
var excludedDigitComma = regexp.MustCompile(`(\d),(\d)`)

// excludedAnswer is the answer's values: numbers, exact rationals.
func (c *checker) excludedAnswer(ans *statement.Answer, err error) ([]*big.Rat, bool) {
	if err != nil || ans.Root == nil || len(pm.FreeVars(ans.Root)) != 0 {
		return nil, false
	}
	var got []*big.Rat
	for _, it := range ans.Items {
		if it.Name != "" {
			return nil, false
		}
		v, err := c.Eval(it.E, nil)
		if err != nil {
			return nil, false
		}
		r, exact := v.Exact()
		if !exact {
			return nil, false
		}
		got = append(got, r)
	}
	return got, len(got) > 0
}

// excludedVerdict compares the answer's values with the excluded ones.
func (c *checker) excludedVerdict(q statement.DomainQuestion, excl []*big.Rat, divs []ast.Expr, got []*big.Rat) decide.Result {
	prod := divs[0]
	for _, d := range divs[1:] {
		prod = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: prod, Y: d}
	}
	kind := statement.KindValue
	texts := make([]string, len(excl))
	for i, r := range excl {
		texts[i] = r.RatString()
	}
	how := fmt.Sprintf("the real zeros of the divisors written in %s are {%s} (each divisor expanded exactly, its real roots isolated)", statement.Clip(q.Src, 50), strings.Join(texts, ", "))
	has := func(set []*big.Rat, r *big.Rat) bool {
		return slices.ContainsFunc(set, func(x *big.Rat) bool { return x.Cmp(r) == 0 })
	}
	for _, r := range got {
		if !has(excl, r) {
			res := decide.Refute(kind, "%s; the answer's %s is not one of them", how, r.RatString())
			v, err := c.Eval(prod, cas.Env{q.Var: cas.Rat(r)})
			if pv, exact := v.Exact(); err == nil && exact {
				res.Evidence = []decide.Comparison{{What: "the divisors' product at the answer's value", Left: prod, Right: algebra.RatExpr(pv), Points: []cas.Env{{q.Var: cas.Rat(r)}}, Want: record.WantEqual}}
			}
			return res
		}
	}
	var pts []cas.Env
	for _, x := range excl {
		pts = append(pts, cas.Env{q.Var: cas.Rat(x)})
	}
	ev := []decide.Comparison{{What: "the divisors' product at the excluded values", Left: prod, Points: pts, Want: record.WantZero}}
	for _, r := range excl {
		if !has(got, r) {
			res := decide.Refute(kind, "%s; the answer leaves out %s", how, r.RatString())
			res.Evidence = ev
			return res
		}
	}
	res := decide.Confirm(kind, "%s, the answer's values (the statement \"State the excluded values for $E$\")", how)
	res.Evidence = ev
	return res
}

// CheckExcluded answers the excluded values of a rational expression; ok
// is false for any other statement or answer.
func CheckExcluded(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkExcluded(st, problem, answerSrc)
}
