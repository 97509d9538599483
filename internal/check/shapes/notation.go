package shapes

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/notation"
)

// Issue 42 (CollegeMath 5.3): "Write the number in scientific notation: N"
// and "Write the number in standard notation: $a \times 10^{k}$"
// (internal/statement/notation). The answer is read by its writing:
// a \times 10^{k} with 1 ≤ |a| < 10 for scientific notation, a decimal
// numeral (commas between groups of three digits allowed) for standard
// notation. Its value equal to the number, exactly, confirms; another
// value refutes; the right value written another way is undecided.

// groupedRe is a numeral with commas between groups of three digits.
var groupedRe = regexp.MustCompile(`^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$`)

// CheckNotation answers a question on scientific or standard notation; ok
// is false for any other statement or an answer that is not a number so
// written.
func CheckNotation(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := notation.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	a := strings.TrimSpace(answerSrc)
	if strings.HasPrefix(a, "$") && strings.HasSuffix(a, "$") && len(a) > 2 {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	if groupedRe.MatchString(a) {
		a = strings.ReplaceAll(a, ",", "")
	}
	var val *big.Rat
	form := false
	if v, mant, ok := notation.Scientific(a); ok {
		abs := new(big.Rat).Abs(mant)
		val, form = v, q.Scientific && abs.Cmp(big.NewRat(1, 1)) >= 0 && abs.Cmp(big.NewRat(10, 1)) < 0
	} else if v, ok := notation.Decimal(a); ok {
		val, form = v, !q.Scientific
	} else {
		return decide.Result{}, false
	}
	left, err1 := latex.ParseExpr(q.Src)
	right, err2 := latex.ParseExpr(a)
	if err1 != nil || err2 != nil {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want := "standard notation (a decimal numeral)"
	if q.Scientific {
		want = "scientific notation (a \\times 10^{k}, 1 ≤ |a| < 10)"
	}
	ev := func(r decide.Result) decide.Result {
		r.Evidence = []decide.Comparison{{What: "the number and the answer", Left: left, Right: right, Want: record.WantEqual}}
		return r
	}
	switch {
	case val.Cmp(q.Value) != 0:
		return ev(decide.Refute(kind, "the number %s is %s; the answer %s is %s (the statement \"Write the number in %s\")", q.Src, q.Value.RatString(), a, val.RatString(), want)), true
	case !form:
		return decide.Undecided(kind, "the answer %s is the number %s, but not written in %s", a, q.Src, want), true
	}
	return ev(decide.Confirm(kind, "the number %s written in %s is %s, exactly the answer's value (the statement \"Write the number in ...\")", q.Src, want, a)), true
}
