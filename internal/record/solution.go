package record

// SolutionVerdict is the worked-solution audit's verdict on a row
// (internal/check, AuditSolution; docs/solution-audit.md).
type SolutionVerdict string

// The verdicts of the worked-solution audit.
const (
	// SolutionConsistent: at least one step was checked, every step
	// checked holds, and the solution does not end on another value.
	SolutionConsistent SolutionVerdict = "consistent"
	// SolutionFalseStep: a displayed equality is false (the first is
	// quoted with both sides' values).
	SolutionFalseStep SolutionVerdict = "false-step"
	// SolutionEndsElsewhere: every step checked holds, but the solution's
	// last box (or last value) is not the gold answer.
	SolutionEndsElsewhere SolutionVerdict = "ends-elsewhere"
	// SolutionUnchecked: nothing in the solution could be checked.
	SolutionUnchecked SolutionVerdict = "unchecked"
)

// SolutionOutcome is what the worked-solution audit found in a row's
// solution. It never changes answer_status: a false step does not make an
// answer wrong, but the row is listed for review (Flagged).
type SolutionOutcome struct {
	Verdict SolutionVerdict `json:"verdict"`
	// StepsChecked is the number of displayed equalities decided (true,
	// false or rounded).
	StepsChecked int `json:"steps_checked"`
	// Note is one sentence for verification_note: "worked solution: 7
	// steps checked, all hold" or the false step quoted with its values.
	Note string `json:"note"`
	// Steps are the equalities found, in order, with what was decided of
	// each (dgnpipe explain shows them).
	Steps []SolutionStep `json:"steps,omitempty"`
	// TimedOut says the audit was cut by the wall-clock limit, a safety
	// net whose outcome depends on the machine's load: a caller that
	// publishes outcomes does not keep it. Not serialised.
	TimedOut bool `json:"-"`
}

// Flagged says the row is listed for review: a false step, or a solution
// that ends on another value than the answer.
func (s *SolutionOutcome) Flagged() bool {
	return s != nil && (s.Verdict == SolutionFalseStep || s.Verdict == SolutionEndsElsewhere)
}

// SolutionStep is one displayed equality of a worked solution.
type SolutionStep struct {
	// Text is the step's LaTeX, "3\cdot 7=21".
	Text string `json:"text"`
	// Outcome is "holds", "false", "rounded" (a value and its rounding),
	// "identity" (holds at sample points) or "skipped".
	Outcome string `json:"outcome"`
	// Left and Right are the sides' values where they were computed.
	Left  string `json:"left,omitempty"`
	Right string `json:"right,omitempty"`
	// Why says how it was decided, or why it was skipped.
	Why string `json:"why,omitempty"`
}
