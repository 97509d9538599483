package status

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNoteWorkedSolution: the audit adds one sentence to the note, after
// the legs and before the normalisation notes, and never changes the
// status, whatever its verdict.
func TestNoteWorkedSolution(t *testing.T) {
	audits := []struct {
		out  record.SolutionOutcome
		want string
	}{
		{record.SolutionOutcome{Verdict: record.SolutionConsistent, StepsChecked: 7, Note: "worked solution: 7 steps checked, all hold"},
			"\nWorked solution: 7 steps checked, all hold.\nNormalisation: dfrac rewritten as frac."},
		{record.SolutionOutcome{Verdict: record.SolutionFalseStep, StepsChecked: 2, Note: "worked solution: the step `3\\cdot 7=24` is false (the left side is 21)"},
			"\nWorked solution: the step `3\\cdot 7=24` is false (the left side is 21).\nNormalisation:"},
		{record.SolutionOutcome{Verdict: record.SolutionEndsElsewhere, StepsChecked: 3, Note: "ends on 12, not on the answer 13"},
			"\nWorked solution: ends on 12, not on the answer 13.\nNormalisation:"},
		{record.SolutionOutcome{Verdict: record.SolutionUnchecked}, "\nWorked solution: unchecked.\nNormalisation:"},
	}
	legSets := []record.Legs{
		{Native: native(record.Confirm), MathJS: js(record.MathJSConfirm, ""), Parsers: parsersAgree},
		{Native: native(record.Refute), MathJS: js(record.MathJSContradict, ""), Vision: read(record.VisionAgree, record.VerdictNone)},
		{Native: native(record.Undecided)},
		{},
	}
	for _, legs := range legSets {
		for _, answer := range []string{"3", ""} {
			plain := record.Item{FinalAnswer: answer, Legs: legs, Notes: []string{"dfrac rewritten as frac"}}
			Apply(&plain)
			for _, a := range audits {
				it := record.Item{FinalAnswer: answer, Legs: legs, Notes: []string{"dfrac rewritten as frac"}, SolutionAudit: &a.out}
				Apply(&it)
				if it.AnswerStatus != plain.AnswerStatus {
					t.Errorf("audit %s changed the status from %s to %s", a.out.Verdict, plain.AnswerStatus, it.AnswerStatus)
				}
				if !strings.Contains(it.VerificationNote, a.want) {
					t.Errorf("note lacks %q:\n%s", a.want, it.VerificationNote)
				}
				if strings.Count(it.VerificationNote, "Worked solution") != 1 {
					t.Errorf("note has not one worked-solution sentence:\n%s", it.VerificationNote)
				}
				line := a.want[:strings.Index(a.want[1:], "\n")+1] // "\nWorked solution: ..."
				if strings.Replace(it.VerificationNote, line, "", 1) != plain.VerificationNote {
					t.Errorf("the note differs from the unaudited row's beyond its sentence:\n%s\n---\n%s", it.VerificationNote, plain.VerificationNote)
				}
			}
		}
	}
}
