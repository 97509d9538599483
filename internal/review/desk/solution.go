package desk

import "github.com/dgnpipe/dgnpipe/internal/record"

// solutionMatch reports whether a row's worked-solution verdict ("" when
// the row was not audited) passes the filter value: "flagged" (a false
// step or a solution that ends elsewhere, record.SolutionOutcome.Flagged),
// "none" (not audited) or a verdict. app.js's solutionMatch is the same
// test for the export.
func solutionMatch(verdict, want string) bool {
	switch want {
	case "flagged":
		s := record.SolutionOutcome{Verdict: record.SolutionVerdict(verdict)}
		return s.Flagged()
	case "none":
		return verdict == ""
	}
	return verdict == want
}

// solutionOptions are the list's worked-solution filter, selected as
// selected.
func solutionOptions(selected string) []Option {
	return options(
		[]string{"", "flagged", string(record.SolutionFalseStep), string(record.SolutionEndsElsewhere), string(record.SolutionConsistent), string(record.SolutionUnchecked), "none"},
		[]string{"worked solution: any", "worked solution flagged", "solution: a false step", "solution ends elsewhere", "solution consistent", "solution unchecked", "solution not audited"},
		selected)
}
