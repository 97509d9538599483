package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/shapetab"
)

// Issue 25, capability 1: a statement whose kind was read from its whole
// prose shape ("What is $F$?", "Expand $F$.") is checked by the kind's
// checker, once the answer is one item written in the form the shape asks
// for; a confirmation says which shape gave the task.

// shapeGate returns a verdict to give before the kind's checker runs (an
// answer not in the form asked is undecided), and a function that adds
// the shape to the note of a confirmation or a refutation.
func shapeGate(st *statement.Statement, ans *statement.Answer, kind statement.Kind) (Result, bool, func(*Result)) {
	sh := st.Shape
	if sh.Kind == statement.KindUnknown {
		return Result{}, false, func(*Result) {}
	}
	if sh.Kind == statement.KindEquation {
		// The equation's checker reads the answer: a root, or the list of
		// the roots, each named or not.
		return Result{}, false, func(res *Result) {
			if res.Verdict == record.Refute && valueAsked(sh) && missingRoot(res.Evidence) {
				// Issue 42: "the value of $x$" presumes one root; an
				// answer that leaves another out is not refuted.
				*res = decide.Undecided(kind, "the statement (%q) asks for the value, and the equation has another root: %s", sh.Name, strings.TrimPrefix(res.Note, "refuted: "))
			}
			shapeNote(sh, res)
		}
	}
	if len(ans.Items) != 1 || ans.Items[0].Name != "" || ans.Root == nil {
		return decide.Undecided(kind, "the statement (%q) asks for one value, and the answer is not one formula", sh.Name), true, nil
	}
	if why := statement.ShapeFormUnmet(sh, ans.Items[0].E); why != "" {
		return decide.Undecided(kind, "%s", why), true, nil
	}
	return Result{}, false, func(res *Result) {
		if res.Verdict == record.Refute && sh.Form == statement.ShapeFormDecimal {
			// A decimal that is not the exact value may be a rounding the
			// book accepts: not refuted on the shape alone.
			*res = decide.Undecided(kind, "the statement (%q) asks for the value as a decimal; the answer is not its exact value (%s)", sh.Name, strings.TrimPrefix(res.Note, "refuted: "))
			return
		}
		shapeNote(sh, res)
	}
}

// valueAsked reports a shape of shapetab.ValueEquations.
func valueAsked(sh statement.ExactShape) bool {
	for _, d := range shapetab.ValueEquations {
		if d.Name == sh.Name {
			return true
		}
	}
	return false
}

// missingRoot reports evidence of a root the answer leaves out (solve's
// "missing root x=…" comparison).
func missingRoot(ev []decide.Comparison) bool {
	for _, c := range ev {
		if strings.HasPrefix(c.What, "missing root ") {
			return true
		}
	}
	return false
}

// shapeNote adds the shape that gave the task to a confirmation's or a
// refutation's note.
func shapeNote(sh statement.ExactShape, res *Result) {
	if res.Verdict == record.Undecided {
		return
	}
	form := ""
	if sh.Form != statement.ShapeFormNone {
		form = fmt.Sprintf(", the answer written as %s", sh.Form)
	}
	res.Note += fmt.Sprintf(" (the task read from the whole statement's shape %q%s)", sh.Name, form)
}
