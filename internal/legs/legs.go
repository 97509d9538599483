// Package legs is the one place the four verification legs meet: each leg
// is a Leg (leg 1 the native checker, leg 2 the third-party parsers, leg 3
// math.js, leg 4 the vision re-read), run on a Row, and leaves its outcome
// in the row's record.Legs; Set builds legs 1-3 with their time limits from
// a Config, for the verify stage and the `dgnpipe check` command alike.
//
// The contract every leg keeps (TestConformance runs it over all four):
//   - Run writes only the leg's own slot of Item.Legs, and writes nil there
//     when the row gives the leg nothing to do (no answer; for leg 4, a row
//     not flagged), with Report.NotRun saying why.
//   - A leg switched off or unavailable says so the same way: Unavailable
//     returns why, and Run records the leg's outcome of no judgement
//     (record.VerdictNone is leg 1's; parsers unparsed, math.js
//     not-evaluated, vision not-reread) with that reason in its note,
//     Report.NotRun set to it, and no failure: a leg switched off has not
//     failed.
//   - A leg configured but unable to run on the row (a service down) says
//     so in Report.Failed and in its outcome's Failed field, so the row is
//     done again by the next run.
//   - A leg cut short by its time limit says so in Report.TimeLimit; one
//     that could not make a reading for another reason in Report.CutShort.
//
// The outcomes and the kinds of comparison are record's enums
// (record/legs.go). Everything here is safe for concurrent use once built.
package legs

import (
	"context"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Row is what a leg reads: the row, the seed of its sample points, and leg
// 1's full result (its evidence), which legs 2 and 3 redo.
type Row struct {
	// Item is the row; Problem and FinalAnswer are checked, and each leg
	// writes its outcome into Item.Legs.
	Item *record.Item
	// Seed seeds the sample points of every leg on this row.
	Seed int64
	// Native is leg 1's result, set by leg 1; nil before leg 1 ran or when
	// it had nothing to check.
	Native *check.Result
}

// Report is how a leg's run on a row ended, beyond the outcome it recorded.
type Report struct {
	// NotRun is why the leg did not run on the row ("" when it ran): the
	// leg is switched off or unavailable (its Unavailable reason), or the
	// row gives it nothing to do.
	NotRun string
	// TimeLimit says the leg reached its time limit on the row: its
	// outcome says more about this run than about the row.
	TimeLimit bool
	// CutShort says a reading could not be made for another reason than a
	// time limit (a cancelled run, a closed engine).
	CutShort bool
	// Failed says, in our words, why the leg, configured, could not run on
	// the row (the service unreachable, the key refused); the outcome's
	// Failed field says the same.
	Failed string
}

// Leg is one verification leg.
type Leg interface {
	// ID says which of the four legs it is.
	ID() record.LegID
	// Unavailable says why the leg cannot run at all in this run (switched
	// off, not configured); "" when it can.
	Unavailable() string
	// Run runs the leg on one row and records its outcome in
	// row.Item.Legs. It returns when its time limit or ctx ends it.
	Run(ctx context.Context, row *Row) Report
}

var (
	_ Leg = (*Native)(nil)
	_ Leg = (*Parsers)(nil)
	_ Leg = (*MathJS)(nil)
	_ Leg = (*Vision)(nil)
)

// noAnswer is the NotRun reason of legs 1-3 on a row without an answer.
const noAnswer = "the row has no answer to check"

// noNative is the NotRun reason of legs 2 and 3 on a row leg 1 did not run
// on.
const noNative = "leg 1 did not run on the row, so there is no result to redo"
