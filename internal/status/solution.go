package status

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// writeSolution appends the note's line on the worked-solution audit
// (nothing when the row was not audited): the audit's own sentence,
// "Worked solution: 7 steps checked, all hold." The audit never changes
// the status (Decide does not read it); a flagged solution is listed for
// review (record.SolutionOutcome.Flagged).
func writeSolution(b *strings.Builder, s *record.SolutionOutcome) {
	if s == nil {
		return
	}
	b.WriteString("\n")
	b.WriteString(solutionSentence(s))
}

// solutionSentence is the audit's note as a sentence of the
// verification note, led by "Worked solution".
func solutionSentence(s *record.SolutionOutcome) string {
	const lead = "worked solution"
	note := strings.TrimSpace(s.Note)
	if note == "" {
		note = string(s.Verdict)
	}
	if len(note) >= len(lead) && strings.EqualFold(note[:len(lead)], lead) {
		note = note[len(lead):]
	} else {
		note = ": " + note
	}
	return sentence("Worked solution" + note)
}
