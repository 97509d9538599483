package parquetout

import (
	"bytes"
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// SolutionReads counts the worked-solution audit's verdicts over the rows
// (record.Item.SolutionAudit); Audited is their sum.
type SolutionReads struct {
	Audited, Consistent, FalseStep, EndsElsewhere, Unchecked int
}

// Flagged is the rows listed for review: a false step, or a solution that
// ends on another value than the answer.
func (s SolutionReads) Flagged() int { return s.FalseStep + s.EndsElsewhere }

// add counts one row's audit (nil: not audited).
func (s *SolutionReads) add(a *record.SolutionOutcome) {
	if a == nil {
		return
	}
	s.Audited++
	switch a.Verdict {
	case record.SolutionConsistent:
		s.Consistent++
	case record.SolutionFalseStep:
		s.FalseStep++
	case record.SolutionEndsElsewhere:
		s.EndsElsewhere++
	default:
		s.Unchecked++
	}
}

// writeSolutions says what the worked-solution audit found (nothing when
// no row was audited): one line with the verdict counts and the flagged
// rows.
func writeSolutions(b *bytes.Buffer, s SolutionReads) {
	if s.Audited == 0 {
		return
	}
	b.WriteString("## Worked solutions\n\n")
	fmt.Fprintf(b, "The displayed equalities of the %s worked solutions were checked: %s consistent, %s with a false step, %s ending on another value than the gold answer, %s with nothing checkable; ",
		Num(s.Audited), Num(s.Consistent), Num(s.FalseStep), Num(s.EndsElsewhere), Num(s.Unchecked))
	fmt.Fprintf(b, "%s flagged for review (a false step or another end). ", Num(s.Flagged()))
	b.WriteString("The check of a solution never changes its row's `answer_status`; the row's `verification_note` says what it found.\n\n")
}
