package integers

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkBaseQuestion is CheckBaseQuestion on this package's checker.
func (c *checker) checkBaseQuestion(problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadBaseQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	v, err := c.Eval(q.E, nil)
	if err != nil {
		return decide.Undecided(kind, "the value asked in base %d cannot be evaluated: %v", q.Base, err), true
	}
	want, exact := v.Exact()
	if !exact || !want.IsInt() {
		return decide.Undecided(kind, "%s is not an integer; its digits in base %d are not asked for", statement.Clip(q.Src, 40), q.Base), true
	}
	got, how, why := baseAnswer(answerSrc, q.Base)
	if why != "" {
		return decide.Undecided(kind, "the statement asks for %s in base %d; %s", statement.Clip(q.Src, 40), q.Base, why), true
	}
	w := want.Num()
	// The value asked as the statement writes it against the answer's
	// numeral read in base 10, for other engines.
	// The value asked (leg 1's, the statement's numerals in other bases
	// have no math.js reading) against the answer's numeral read in base
	// 10: exact values.
	ev := []decide.Comparison{{What: fmt.Sprintf("the value asked against the answer's numeral in base %d, read in base 10, exact values", q.Base), Left: decide.IntExpr(w), Right: decide.IntExpr(got), Want: record.WantEqual}}
	if got.Cmp(w) != 0 {
		r := decide.Refute(kind, "%s = %s in base 10, which is %s in base %d, not %s", statement.Clip(q.Src, 40), w, w.Text(q.Base), q.Base, how)
		r.Evidence = ev
		return r, true
	}
	r := decide.Confirm(kind, "%s = %s in base 10, which is %s in base %d, computed exactly; the answer %s", statement.Clip(q.Src, 40), w, w.Text(q.Base), q.Base, how)
	r.Evidence = ev
	return r, true
}

// Issue 25, capability 6: a value asked in a base (statement.
// ReadBaseQuestion). The formula is evaluated exactly (a numeral d_b is its
// value); the answer must be an integer written in the base asked: d_b, or
// digits alone (read in the base asked, each digit below it).
func CheckBaseQuestion(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkBaseQuestion(problem, answerSrc)
}

// baseAnswer reads an answer written in base b: `d_b`, `-d_b`, or digits
// alone; it returns the value and how it was read.
func baseAnswer(src string, b int) (*big.Int, string, string) {
	a, err := statement.ReadAnswer(src)
	if err != nil || a.Root == nil || len(a.Items) != 1 {
		return nil, "", "the answer is not one numeral"
	}
	e, neg := a.Items[0].E, false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e, neg = u.X, true
	}
	var digits string
	switch x := e.(type) {
	case *ast.Func:
		ab, ok := statement.BaseNumeral(x)
		if !ok {
			return nil, "", "the answer is not a numeral"
		}
		if ab != b {
			return nil, "", fmt.Sprintf("the answer is written in base %d", ab)
		}
		digits = x.Args[0].(*ast.Number).Int
	case *ast.Number:
		if x.Frac != "" || x.Repeat != "" {
			return nil, "", "the answer is not an integer numeral"
		}
		digits = x.Int
	default:
		return nil, "", "the answer is not a numeral"
	}
	v, ok := new(big.Int).SetString(digits, b)
	if !ok {
		return nil, "", fmt.Sprintf("%s is not a numeral in base %d", digits, b)
	}
	if neg {
		v.Neg(v)
	}
	return v, fmt.Sprintf("%q read as a numeral in base %d", statement.Clip(src, 30), b), ""
}
