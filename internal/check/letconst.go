package check

import (
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, OlympiadBench: a verdict on a statement whose relay preamble
// ("Let $T=650$.") was substituted says so.
func letNote(lets []statement.LetConst, res *Result) {
	if len(lets) != 0 && res.Verdict != record.Undecided {
		res.Note += statement.LetNote(lets)
	}
}
