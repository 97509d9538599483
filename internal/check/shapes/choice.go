package shapes

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/choice"

	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkChoice is CheckChoice on this package's checker.
func (c *checker) checkChoice(problem, answerSrc string) (decide.Result, bool) {
	q, ok := choice.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	gold, ok := choice.ReadAnswer(answerSrc)
	if !ok {
		return decide.Undecided(kind, "a multiple-choice question (%q); the answer is not one option letter", q.Shape), true
	}
	var holds []choice.Option
	found := false
	for _, o := range q.Options {
		found = found || o.Letter == gold
		yes, why := decideChoice(q, o)
		if why != "" {
			return decide.Undecided(kind, "a multiple-choice question (%q): option (%s) %s is not decided: %s", q.Shape, o.Letter, statement.Clip(o.Src, 40), why), true
		}
		if yes {
			holds = append(holds, o)
		}
	}
	if !found {
		return decide.Undecided(kind, "a multiple-choice question (%q); the answer's letter %s is not an option", q.Shape, gold), true
	}
	if len(holds) != 1 {
		return decide.Undecided(kind, "a multiple-choice question (%q): %d of the %d options hold", q.Shape, len(holds), len(q.Options)), true
	}
	how := fmt.Sprintf("of the %d options only (%s) %s %s (each option decided exactly: %s; the question read from its shape %q)",
		len(q.Options), holds[0].Letter, statement.Clip(holds[0].Src, 50), choiceSays(q), choiceMethod(q), q.Shape)
	if holds[0].Letter != gold {
		return decide.Refute(kind, "%s, not (%s)", how, gold), true
	}
	return decide.Confirm(kind, "%s, the answer's letter", how), true
}

// Issue 25, Gaokao (SAT and ACT rows): a multiple-choice question read
// from its shape (choice.Read). Every option is decided
// exactly: an expression is equivalent to the stem's when their difference,
// written as one quotient of expansions, has the zero numerator; an
// equation's real solutions are counted by the Sturm sequence of its
// numerator, less the roots it shares with its denominator. The answer's
// letter is confirmed when it names the one option that holds, and
// refuted when another one is the only one; an option not decided, or a
// number of options that hold other than one, leaves the row undecided.
func CheckChoice(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkChoice(problem, answerSrc)
}

func choiceSays(q choice.Question) string {
	switch q.Ask {
	case "equivalent":
		return "is equivalent to " + statement.Clip(q.StemSrc, 50)
	case "one real solution":
		return "has exactly one real solution"
	case "no real solution":
		return "has no real solution"
	}
	return "has no solution"
}

func choiceMethod(q choice.Question) string {
	if q.Ask == "equivalent" {
		return "the difference with the stem's expression expanded as one quotient, its numerator zero or not"
	}
	return "the real roots of the numerator of left minus right side counted by Sturm sequences, less those of its denominator"
}

// decideChoice decides one option; why says why it is not decided.
func decideChoice(q choice.Question, o choice.Option) (bool, string) {
	exprs := []ast.Expr{o.E}
	if q.Stem != nil {
		exprs = append(exprs, q.Stem)
	}
	vars := map[string]bool{}
	for _, e := range exprs {
		for _, v := range pm.FreeVars(e) {
			if v == "i" || v == "e" {
				return false, "the letter " + v + " may be a constant"
			}
			vars[v] = true
		}
	}
	if q.Ask == "equivalent" {
		if _, ok := o.E.(*ast.Rel); ok {
			return false, "the option is a relation"
		}
		f, err := algebra.LFracOf(q.Stem, vars)
		if err != nil {
			return false, err.Error()
		}
		g, err := algebra.LFracOf(o.E, vars)
		if err != nil {
			return false, err.Error()
		}
		d, err := f.Sub(g)
		if err != nil {
			return false, err.Error()
		}
		return d.IsZero(), ""
	}
	rel, ok := o.E.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || len(vars) != 1 {
		return false, "the option is not one equation in one unknown"
	}
	var v string
	for v = range vars {
	}
	l, err := algebra.LFracOf(rel.Args[0], vars)
	if err != nil {
		return false, err.Error()
	}
	r, err := algebra.LFracOf(rel.Args[1], vars)
	if err != nil {
		return false, err.Error()
	}
	d, err := l.Sub(r)
	if err != nil {
		return false, err.Error()
	}
	n, inf, ok := d.RealSolutionCount(v)
	if !ok {
		return false, "the equation is not rational in " + v
	}
	if q.Ask == "no solution" {
		// "No solution" without "real": the same over ℂ only for degree ≤ 1.
		if num, _ := d.N.ToPoly(v); num.Deg() > 1 {
			return false, "\"no solution\" is not said to be over the reals, and the equation has degree " + fmt.Sprint(num.Deg())
		}
	}
	switch {
	case inf:
		return false, ""
	case strings.HasPrefix(q.Ask, "no"):
		return n == 0, ""
	}
	return n == 1, ""
}
