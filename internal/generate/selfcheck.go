package generate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// SelfCheck is the generator's Checker: leg 1 (our reader and checker)
// must confirm the exercise, and leg 3 (math.js, when MathJS is set) must
// confirm leg 1's evidence. A nil MathJS checks with leg 1 alone, which
// only tests of the templates themselves use.
//
// A leg that runs out of time has not judged the exercise: that is an
// error (ErrTimeLimit), never a rejection, because which candidates a
// loaded machine rejects would then change the output. So is a leg 3 that
// cannot run at all (ErrLegFailed).
type SelfCheck struct {
	MathJS *mathjsleg.Leg
	// Timeout bounds each leg on one exercise (default 60 s: far above
	// what any template needs, even on a loaded machine, so only a stuck
	// check reaches it).
	Timeout time.Duration
	// Seed seeds leg 1's sample points.
	Seed int64
}

// defaultTimeout is SelfCheck's default Timeout.
const defaultTimeout = 60 * time.Second

// ErrTimeLimit is the error of a self-check that ran out of time.
var ErrTimeLimit = errors.New("the self-check ran out of time")

// ErrLegFailed is the error of a self-check whose leg 3 could not run (its
// engine unavailable): like a time limit, never a rejection, which the
// verdict cache would keep.
var ErrLegFailed = errors.New("a leg of the self-check could not run")

// NoEvidence is the reason recorded for an exercise leg 1 confirmed with no
// comparison for math.js to redo (an equation with no real roots, proved
// by a Sturm count): it is emitted, and counted apart in the report.
const NoEvidence = "confirmed by leg 1 alone: no comparison for math.js to redo"

// Check implements Checker.
func (s SelfCheck) Check(ctx context.Context, problem, answer string) (bool, string, error) {
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	start := time.Now()
	res := check.Check(ctx, problem, answer, check.Options{Seed: s.Seed, Timeout: timeout})
	if err := ctx.Err(); err != nil {
		return false, "", err
	}
	if time.Since(start) >= timeout {
		return false, "", fmt.Errorf("leg 1: %w (%v)", ErrTimeLimit, timeout)
	}
	if res.Verdict != record.Confirm {
		return false, "leg 1 " + res.Verdict.String() + ": " + trimVerdict(res.Note), nil
	}
	if s.MathJS == nil {
		return true, "", nil
	}
	if len(res.Evidence) == 0 {
		return true, NoEvidence, nil
	}
	jctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	j := s.MathJS.Judge(jctx, res)
	if err := ctx.Err(); err != nil {
		return false, "", err
	}
	if jctx.Err() != nil || j.TimedOut {
		return false, "", fmt.Errorf("math.js: %w (%s)", ErrTimeLimit, j.Note)
	}
	if j.Failed != "" {
		// math.js could not run at all (an engine that is closed or
		// broken): it has not judged the exercise, so this is no rejection.
		return false, "", fmt.Errorf("math.js: %w: %s", ErrLegFailed, j.Failed)
	}
	if j.Outcome != record.MathJSConfirm {
		return false, "math.js " + j.Outcome.String() + ": " + trimVerdict(j.Note), nil
	}
	return true, "", nil
}

// trimVerdict drops a note's leading "undecided: " or "refuted: ", which
// the reason already says.
func trimVerdict(note string) string {
	for _, p := range []string{"undecided: ", "refuted: ", "not evaluated: "} {
		if len(note) >= len(p) && note[:len(p)] == p {
			return note[len(p):]
		}
	}
	return note
}
