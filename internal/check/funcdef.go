package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25, capability 4a: function definitions and custom operators,
// substituted. A statement that defines functions or an operator and asks
// for the value of a closed expression using them ("If $f(x)=3x+1$, what
// is $f(3)$?") is read by statement.ReadDefinitions; every call and every
// application of the operator is replaced by the definition's formula with
// the arguments put in, innermost first; a piecewise function takes the
// branch whose condition holds at its argument, decided exactly on the
// rational value of the argument (every condition is decided, and exactly
// one holds). The closed expression that results is checked as "What is
// $E$?" is checked, and the note says what was read and substituted. The
// substitution itself is forms.DefExpander.

// checkDefinitions checks a definition statement; ok is false when the
// statement is not one, or the substituted question is not decided (the
// statement's usual reading then applies).
func (c *checker) checkDefinitions(problem, answerSrc string) (res Result, ok bool) {
	d, ok := statement.ReadDefinitions(problem)
	if !ok {
		return Result{}, false
	}
	x := &forms.DefExpander{C: c.Checker, D: d}
	q, err := forms.SubstIdents(d.Query, d.At)
	if err != nil {
		return Result{}, false
	}
	e, err := x.Expand(q, 0)
	if err != nil || len(pm.FreeVars(e)) != 0 {
		return Result{}, false
	}
	src := ast.Print(e)
	if statement.IsTrivial(e) {
		res, ok := defNumber(x, e, answerSrc)
		if ok {
			res.Note = defNote(x, res, src)
		}
		return res, ok
	}
	defer func() { res.Evidence = defUses(x, append(x.Evidence, res.Evidence...)) }()
	if back, err := latex.ParseExpr(src); err != nil || !ast.Equal(back, e) {
		return Result{}, false
	}
	synth := "What is $" + src + "$?"
	if d.Form != "" {
		synth += " " + d.Form
	}
	res = c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note = defNote(x, res, src)
	return res, true
}

// defNumber compares a question that substitutes to a number with a
// one-item answer, exactly: both must be rational numbers leg 1 computes,
// and the answer written in the form the statement asks for.
func defNumber(x *forms.DefExpander, e ast.Expr, answerSrc string) (Result, bool) {
	v, err := algebra.RatValue(e)
	if err != nil {
		return Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return Result{}, false
	}
	sh := statement.ExactShape{Name: x.D.Shape, Kind: statement.KindValue}
	if strings.Contains(x.D.Form, "fraction") {
		sh.Form = statement.ShapeFormFraction
	} else if strings.Contains(x.D.Form, "radical") {
		sh.Form = statement.ShapeFormRadical
	}
	if statement.ShapeFormUnmet(sh, ans.Items[0].E) != "" {
		return Result{}, false
	}
	a, err := algebra.RatValue(ans.Items[0].E)
	if err != nil {
		return Result{}, false
	}
	var r Result
	if a.Cmp(v) != 0 {
		r = decide.Refute(statement.KindValue, "the value is %s; the answer is %s", v.RatString(), a.RatString())
	} else {
		r = decide.Confirm(statement.KindValue, "the value is %s, equal exactly to the answer", v.RatString())
	}
	r.Evidence = defUses(x, append(x.Evidence, decide.Comparison{What: "the question with the definitions substituted, against the answer", Left: e, Right: ans.Items[0].E, Want: record.WantEqual}))
	return r, true
}

// defUses marks every comparison as built from the definitions and the
// question as the statement writes them (decide.Comparison.Uses), which
// the substitution has rewritten.
func defUses(x *forms.DefExpander, ev []decide.Comparison) []decide.Comparison {
	uses := []ast.Expr{x.D.Query}
	for _, f := range x.D.Funcs {
		if f.Body != nil {
			uses = append(uses, f.Body)
		}
		for _, p := range f.Pieces {
			uses = append(uses, p.Value)
		}
	}
	if x.D.Op != nil {
		uses = append(uses, x.D.Op.Body)
	}
	for i := range ev {
		ev[i].Uses = append(ev[i].Uses, uses...)
	}
	return ev
}

// defNote writes what was read and substituted in front of the note of the
// substituted question's verdict.
func defNote(x *forms.DefExpander, res Result, src string) string {
	var read []string
	for _, f := range x.D.Funcs {
		read = append(read, statement.Clip(oneLine(f.Src), 80))
	}
	if x.D.Op != nil {
		read = append(read, statement.Clip(oneLine(x.D.Op.Src), 80))
	}
	query := statement.Clip(x.D.QuerySrc, 60)
	if x.D.AtSrc != "" {
		query += " at " + x.D.AtSrc
	}
	head, rest, _ := strings.Cut(res.Note, ": ")
	rest, _, _ = strings.Cut(rest, " (the task read from the whole statement's shape")
	branches := ""
	if len(x.Chosen) > 0 {
		branches = "; decided exactly: " + strings.Join(x.Chosen, ", ")
	}
	return fmt.Sprintf("%s: %s read from the statement; %s = %s, substituted%s; %s (the definitions read from the whole statement's shape %q)",
		head, strings.Join(read, " and "), query, statement.Clip(src, 120), branches, rest, x.D.Shape)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
