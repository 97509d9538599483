package values

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/arithphrase"
)

// CheckArithPhrase checks a value asked in words from numbers (issue 42;
// statement/arithphrase: "What is $\frac{3}{4}$ divided by $\frac{7}{8}$?",
// "What is 50$\%$ of $\frac{1}{3}$ of 36?"): the formula the sentence
// builds is compared with the answer by the one decision of equality,
// exactly for a rational value. The answer must be one formula written in
// the form the sentence names; an answer asked as a decimal that is not
// the exact value is left undecided (it may be a rounding the book
// accepts). ok is false when the statement is not such a sentence.
func CheckArithPhrase(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := arithphrase.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" || a.Text.Prose != "" {
		return decide.Undecided(kind, "the value of %q is asked; the answer is not one number", q.Shape), true
	}
	ansE := a.Items[0].E
	sh := statement.ExactShape{Name: q.Shape, Kind: kind, Form: q.Form}
	if why := statement.ShapeFormUnmet(sh, ansE); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	e, what := q.E, "the value the sentence builds"
	if q.Round != nil {
		var why string
		if e, why = roundedValue(c, q.E, q.Round); why != "" {
			return decide.Undecided(kind, "the value of %q is asked rounded to %s; %s", q.Shape, decide.UnitText(q.Round), why), true
		}
		what = "the value the sentence builds, rounded to " + decide.UnitText(q.Round) + " (ties upward)"
	}
	f := statement.Formula{E: e, Src: ast.Print(e)}
	cmp := decide.Comparison{What: what, Left: e, Right: ansE, Want: record.WantEqual}
	res := c.CompareValue(&statement.Statement{}, f, ansE, a.Text.Math, kind, cmp)
	if res.Verdict == record.Refute && q.Form == statement.ShapeFormDecimal && q.Round == nil {
		return decide.Undecided(kind, "the value is asked as a decimal; the answer is not its exact value (%s)", strings.TrimPrefix(res.Note, "refuted: ")), true
	}
	if res.Verdict != record.Undecided {
		res.Note += " (the value " + f.Src + " read from the sentence \"" + q.Shape + "\")"
	}
	return res, true
}

// roundedValue is v rounded to the unit u, written u·⌊v/u + 1/2⌋ so that
// another engine recomputes it, where v is E's exact rational value; why
// says why it is not built: a value that is not rational, or a negative
// value halfway between two multiples of u (a tie the books may round
// either way).
func roundedValue(c *decide.Checker, e ast.Expr, u *big.Rat) (ast.Expr, string) {
	val, err := c.Eval(e, nil)
	if err != nil {
		return nil, "its value is not computed"
	}
	v, ok := val.Exact()
	if !ok {
		return nil, "its value is not a rational number computed exactly"
	}
	q := new(big.Rat).Quo(v, u)
	if v.Sign() < 0 && new(big.Rat).Sub(q, new(big.Rat).SetInt(forms.RatFloor(q))).Cmp(big.NewRat(1, 2)) == 0 {
		return nil, "the negative value is halfway between two multiples"
	}
	ue := algebra.RatExpr(u)
	half := &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Number{Int: "1"}, Y: &ast.Number{Int: "2"}}
	fl := &ast.Func{Name: ast.Floor, Args: []ast.Expr{&ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Div, X: e, Y: ue}, Y: half}}}
	return &ast.Binary{Op: ast.Mul, X: ue, Y: fl}, ""
}
