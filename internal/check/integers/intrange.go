package integers

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intrange"
)

// checkIntRange is CheckIntRange on this package's checker.
func (c *checker) checkIntRange(problem, answerSrc string) (decide.Result, bool) {
	q, ok := intrange.Read(problem)
	if !ok || q.Mixed() {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var sols []int64
	for n := q.Lo; n <= q.Hi; n++ {
		if h, _ := q.Holds(n); h {
			sols = append(sols, n)
		}
	}
	if len(sols) != 1 {
		return decide.Result{}, false // "the integer": one is presupposed
	}
	how := fmt.Sprintf("of the %d integers %s with %s, only %d satisfies %s (%s)",
		q.Hi-q.Lo+1, q.Var, q.RangeSrc, sols[0], statement.Clip(q.CondSrc, 50), rule(q))
	st := statement.ReadStatement(problem)
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	v, err := c.Eval(ans.Items[0].E, nil)
	if err != nil {
		return decide.Result{}, false
	}
	if r, exact := v.Exact(); !exact || !r.IsInt() {
		return decide.Result{}, false // an integer is asked: another answer is not read here
	}
	r := c.FoundVerdict(st, kind, "the integer "+q.Var, cas.Rat(big.NewRat(sols[0], 1)), nil, how, ans.Items[0].E, answerSrc)
	if r.Verdict == record.Undecided {
		return decide.Result{}, false
	}
	if q.Trig {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the condition at the integer found", Left: trigDeg(q.F, sols[0]), Right: trigDeg(q.G, q.C), Want: record.WantEqual})
	}
	return r, true
}

// rule names the exact rule the condition was decided by.
func rule(q intrange.Question) string {
	if !q.Trig {
		return fmt.Sprintf("%s ≡ %d (mod %d) iff %d divides %s − (%d)", q.Var, q.C, q.M, q.M, q.Var, q.C)
	}
	switch {
	case q.F == "tan":
		return "tan a° = tan b° iff a ≡ b (mod 180), both defined"
	case q.F != q.G:
		return "cos b° = sin (90 − b)°, then sin a° = sin b° iff a ≡ b or 180 − b (mod 360), cos a° = cos b° iff a ≡ ±b (mod 360)"
	case q.F == "sin":
		return "sin a° = sin b° iff a ≡ b or 180 − b (mod 360)"
	}
	return "cos a° = cos b° iff a ≡ ±b (mod 360)"
}

// trigDeg is f(d°), written f(d·π/180).
func trigDeg(f string, d int64) ast.Expr {
	names := map[string]ast.FuncName{"sin": ast.Sin, "cos": ast.Cos, "tan": ast.Tan}
	arg := &ast.Binary{Op: ast.Div, X: &ast.Binary{Op: ast.Mul, X: intExpr(d), Y: &ast.Const{Kind: ast.Pi}}, Y: &ast.Number{Int: "180"}}
	return &ast.Func{Name: names[f], Args: []ast.Expr{arg}}
}

func intExpr(d int64) ast.Expr {
	if d < 0 {
		return &ast.Unary{Op: ast.Neg, X: &ast.Number{Int: fmt.Sprint(-d)}}
	}
	return &ast.Number{Int: fmt.Sprint(d)}
}

// CheckIntRange (issue 42): "Find the integer $n,$ <range>, such that
// <condition>." (intrange.Read): every integer of the range tried, the
// condition decided exactly (integer degrees by the rules of equal sines,
// cosines and tangents; a congruence by division); exactly one must hold,
// and it is compared with the answer. ok is false when the shape is not
// read or nothing is decided.
func CheckIntRange(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkIntRange(problem, answerSrc)
}
