package decide

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// notOnEstimate keeps a confirmation off a value whose error is estimated,
// not proven (issue 23): a value at an irrational root carried by
// floating point, with exactErr's estimate, agreeing with the answer to
// many digits proves nothing about a near miss. Where no exact decision
// applied, such a confirmation becomes undecided; a refutation (the
// values far apart) and an undecided result are kept.
func NotOnEstimate(r Result, kind statement.Kind, source string) Result {
	if r.Verdict != record.Confirm {
		return r
	}
	u := Undecided(kind, "%s; but %s carries an error estimated, not proven, and no exact decision applies to the answer", strings.TrimPrefix(r.Note, "confirmed: "), source)
	u.Recomputed = r.Recomputed
	return u
}
