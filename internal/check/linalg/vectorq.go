package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// CheckVectorQuestion decides a projection or a reflection of vectors
// given by their components (issue 42; statement.ReadVectorQuestion):
// proj_w v = (v·w / w·w) w; the projection of a onto b from a·b = d alone,
// (d / b·b) b; the reflection of u over the line along v, 2 proj_v u − u.
// The result is written as formulas in the statement's entries, computed
// exactly and compared with the answer's column entry by entry. A zero
// vector to project onto, an entry that is not an exact rational or an
// answer that is not a column of as many entries: undecided.
func CheckVectorQuestion(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadVectorQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	add := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Add, X: a, Y: b} }
	mul := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Mul, X: a, Y: b} }
	dot := func(a, b []ast.Expr) ast.Expr {
		e := mul(a[0], b[0])
		for i := 1; i < len(a); i++ {
			e = add(e, mul(a[i], b[i]))
		}
		return e
	}
	if z, ok := exactOf(c, dot(q.Onto, q.Onto)); !ok || z.Sign() == 0 {
		return decide.Undecided(kind, "the %s is asked onto a vector that is zero or not exact", q.Ask), true
	}
	var coef ast.Expr
	if q.Dot != nil {
		coef = &ast.Binary{Op: ast.Div, X: q.Dot, Y: dot(q.Onto, q.Onto)}
	} else {
		coef = &ast.Binary{Op: ast.Div, X: dot(q.Of, q.Onto), Y: dot(q.Onto, q.Onto)}
	}
	want := make([]ast.Expr, len(q.Onto))
	for i := range want {
		want[i] = mul(coef, q.Onto[i])
		if q.Ask == "reflection" {
			want[i] = &ast.Binary{Op: ast.Sub, X: mul(ratExpr(big.NewRat(2, 1)), want[i]), Y: q.Of[i]}
		}
	}
	ans, err := statement.ReadAnswerConfig(answerSrc, latex.DefaultConfig)
	var rows [][]ast.Expr
	if err == nil && ans.Root != nil {
		if t, isTuple := ans.Root.(*ast.Tuple); isTuple {
			rows, _ = statement.MatrixLiteral(t, ans.Text.Math)
		}
	}
	if len(rows) != len(want) || len(rows[0]) != 1 {
		return decide.Undecided(kind, "the %s is asked; the answer is not a column of %d entries", q.Ask, len(want)), true
	}
	var ev []decide.Comparison
	var gotS, wantS []string
	same := true
	for i := range want {
		w, ok1 := exactOf(c, want[i])
		a, ok2 := exactOf(c, rows[i][0])
		if !ok1 || !ok2 {
			return decide.Undecided(kind, "the %s is asked; entry %d is not an exact rational", q.Ask, i+1), true
		}
		same = same && w.Cmp(a) == 0
		wantS, gotS = append(wantS, w.RatString()), append(gotS, a.RatString())
		ev = append(ev, equal(fmt.Sprintf("entry %d of the %s against the answer's", i+1, q.Ask), want[i], rows[i][0]))
	}
	how := fmt.Sprintf("the %s is %v, computed exactly from the statement's components", q.Ask, wantS)
	var r decide.Result
	if same {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	} else {
		r = decide.Refute(kind, "%s, not the answer %v", how, gotS)
	}
	r.Evidence = ev
	return r, true
}
