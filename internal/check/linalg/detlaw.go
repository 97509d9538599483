package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/detlaw"
)

// CheckDetLaw decides the determinant of a product, a power or a scalar
// multiple of square matrices whose determinants are given (issue 42;
// detlaw.Read): det(AB) = det A · det B, det(Aⁿ) = (det A)ⁿ and,
// for n × n matrices, det(kA) = kⁿ det A, computed exactly and compared
// exactly with the answer. A scalar multiple without the size stated is
// not read (the value depends on it).
func CheckDetLaw(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := detlaw.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want := q.Value()
	ans, err := statement.ReadAnswerConfig(answerSrc, latex.DefaultConfig)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "a determinant is asked (%q); the answer is not one value", q.Shape), true
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	ar, exact := av.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "a determinant is asked (%q); the answer is not an exact rational", q.Shape), true
	}
	how := fmt.Sprintf("det(AB) = det A · det B, det(Aⁿ) = (det A)ⁿ and det(kA) = kⁿ det A for n × n matrices give %s (the question read from its shape %q)", want.RatString(), q.Shape)
	var r decide.Result
	if ar.Cmp(want) == 0 {
		r = decide.Confirm(kind, "%s, equal exactly to the answer", how)
	} else {
		r = decide.Refute(kind, "%s, not the answer %s", how, ar.RatString())
	}
	r.Evidence = []decide.Comparison{equal("the determinant by its laws against the answer", detLawExpr(q), ans.Items[0].E)}
	return r, true
}

// detLawExpr writes k^n · p^power (· q) as an expression, for other engines.
func detLawExpr(q detlaw.Law) ast.Expr {
	pow := func(x ast.Expr, n int64) ast.Expr {
		return &ast.Binary{Op: ast.Pow, X: x, Y: ratExpr(big.NewRat(n, 1))}
	}
	e := pow(ratExpr(q.Given[0]), q.Power)
	if len(q.Given) == 2 {
		e = &ast.Binary{Op: ast.Mul, X: e, Y: ratExpr(q.Given[1])}
	}
	if q.Size > 0 {
		e = &ast.Binary{Op: ast.Mul, X: pow(ratExpr(q.Scale), q.Size), Y: e}
	}
	return e
}
