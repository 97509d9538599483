package values

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
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
	f := statement.Formula{E: q.E, Src: ast.Print(q.E)}
	cmp := decide.Comparison{What: "the value the sentence builds", Left: q.E, Right: ansE, Want: record.WantEqual}
	res := c.CompareValue(&statement.Statement{}, f, ansE, a.Text.Math, kind, cmp)
	if res.Verdict == record.Refute && q.Form == statement.ShapeFormDecimal {
		return decide.Undecided(kind, "the value is asked as a decimal; the answer is not its exact value (%s)", strings.TrimPrefix(res.Note, "refuted: ")), true
	}
	if res.Verdict != record.Undecided {
		res.Note += " (the value " + f.Src + " read from the sentence \"" + q.Shape + "\")"
	}
	return res, true
}
