package legs

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/reread"
)

// Native is leg 1, the native checker (internal/check). It is pure Go and
// always available.
type Native struct {
	// Timeout bounds the check of one row (0: check.DefaultTimeout).
	Timeout time.Duration
	// Points is the number of points of an identity (0: check.DefaultPoints).
	Points int
}

// ID implements Leg.
func (n *Native) ID() record.LegID { return record.LegNative }

// Unavailable implements Leg: leg 1 is always available.
func (n *Native) Unavailable() string { return "" }

// Options are the check options of a row with the given seed.
func (n *Native) Options(seed int64) check.Options {
	return check.Options{Seed: seed, Timeout: n.Timeout, Points: n.Points}.WithDefaults()
}

// Run implements Leg: it checks the row's answer and sets row.Native.
func (n *Native) Run(ctx context.Context, row *Row) Report {
	it := row.Item
	row.Native = nil
	if it.FinalAnswer == "" {
		it.Legs.Native = nil
		return Report{NotRun: noAnswer}
	}
	r, rep := n.Check(ctx, it.Problem, it.FinalAnswer, row.Seed)
	row.Native = &r
	it.Legs.Native = r.Outcome()
	return rep
}

// Check is leg 1 on a (problem, answer) pair outside a row (an empty
// answer is checked too: it is undecided).
func (n *Native) Check(ctx context.Context, problem, answer string, seed int64) (check.Result, Report) {
	r := check.Check(ctx, problem, answer, n.Options(seed))
	// The verdict rests on the work bound (check.Options.MaxWork); the
	// wall-clock Timeout is a net, and a check stopped by it says so
	// (TimedOut), however long it took.
	return r, Report{TimeLimit: r.TimedOut, CutShort: ctx.Err() != nil}
}

// Parsers is leg 2: the row's fragments read by third-party parsers
// (internal/parsersleg).
type Parsers struct {
	Leg *parsersleg.Leg
	// Timeout bounds the leg on one row (0: DefaultParsersTimeout).
	Timeout time.Duration
}

// ID implements Leg.
func (p *Parsers) ID() record.LegID { return record.LegParsers }

// Unavailable implements Leg.
func (p *Parsers) Unavailable() string { return p.Leg.Unavailable }

// Run implements Leg.
func (p *Parsers) Run(ctx context.Context, row *Row) Report {
	it := row.Item
	if why := before(row); why != "" {
		it.Legs.Parsers = nil
		return Report{NotRun: why}
	}
	rep := Report{NotRun: p.Unavailable()}
	rep.CutShort, rep.TimeLimit = limited(ctx, or(p.Timeout, DefaultParsersTimeout), func(ctx context.Context) (failed, timedOut bool) {
		x := p.Leg.Row(ctx, it.Problem, it.FinalAnswer, *row.Native, row.Seed)
		it.Legs.Parsers = x
		return x.CutShort && !x.TimedOut, x.TimedOut
	})
	return rep
}

// MathJS is leg 3: math.js redoes leg 1's evidence (internal/mathjsleg),
// and judges leg 1's recomputed answer of a refuted row too.
type MathJS struct {
	Leg *mathjsleg.Leg
	// Timeout bounds the leg on one row (0: DefaultMathJSTimeout).
	Timeout time.Duration
	// Native checks the recomputed answer (with the row's seed) before
	// math.js judges it.
	Native *Native
}

// ID implements Leg.
func (m *MathJS) ID() record.LegID { return record.LegMathJS }

// Unavailable implements Leg.
func (m *MathJS) Unavailable() string { return m.Leg.Unavailable }

// Run implements Leg.
func (m *MathJS) Run(ctx context.Context, row *Row) Report {
	it := row.Item
	if why := before(row); why != "" {
		it.Legs.MathJS = nil
		return Report{NotRun: why}
	}
	rep := Report{NotRun: m.Unavailable()}
	rep.CutShort, rep.TimeLimit = limited(ctx, or(m.Timeout, DefaultMathJSTimeout), func(ctx context.Context) (failed, timedOut bool) {
		it.Legs.MathJS, timedOut = m.judge(ctx, it.Problem, *row.Native, row.Seed)
		return false, timedOut
	})
	rep.Failed = it.Legs.MathJS.Failed
	return rep
}

// judge runs leg 3 on a row's leg-1 result and, when leg 1 refuted the
// answer and recomputed one, on the recomputation too (a corrected row
// needs both engines to confirm it). timedOut says an evaluation of either
// reached math.js's own time limit, or leg 1's check of the recomputed
// answer its wall-clock net.
func (m *MathJS) judge(ctx context.Context, problem string, r check.Result, seed int64) (o *record.MathJSOutcome, timedOut bool) {
	j := m.Leg.Judge(ctx, r)
	o = &record.MathJSOutcome{Outcome: j.Outcome, Note: j.Note, Failed: j.Failed}
	timedOut = j.TimedOut
	if r.Verdict == record.Refute && r.Recomputed != "" {
		native := m.Native
		if native == nil {
			native = &Native{}
		}
		rr := check.Check(ctx, problem, r.Recomputed, native.Options(seed))
		if rr.TimedOut {
			// Leg 1's net on the recomputed answer: whether it would
			// have been confirmed depends on the machine's load, so the
			// row has no judgement to publish (it is held back).
			timedOut = true
		}
		if rr.Verdict != record.Confirm {
			o.Recomputed = record.MathJSNotEvaluated
			o.Note += fmt.Sprintf("; the recomputed answer %s was not confirmed by leg 1 (%s), so math.js did not judge it", r.Recomputed, rr.Verdict)
		} else {
			rj := m.Leg.Judge(ctx, rr)
			o.Recomputed = rj.Outcome
			if o.Failed == "" {
				o.Failed = rj.Failed
			}
			timedOut = timedOut || rj.TimedOut
			o.Note += "; on the recomputed answer " + r.Recomputed + ": " + rj.Outcome.String() + " (" + rj.Note + ")"
		}
	}
	return o, timedOut
}

// Vision is leg 4: a flagged row's page read again by a vision model
// (internal/reread); the reread stage builds its Reader (client, budget,
// cache), as only that stage re-reads pages.
type Vision struct {
	Reader *reread.Reader
}

// ID implements Leg.
func (v *Vision) ID() record.LegID { return record.LegVision }

// Unavailable implements Leg.
func (v *Vision) Unavailable() string {
	if v.Reader.Client == nil {
		return v.Reader.NotRunReason
	}
	return ""
}

// Run implements Leg: a row that is not flagged is left alone.
func (v *Vision) Run(ctx context.Context, row *Row) Report {
	notRun, err := v.Reader.Row(ctx, row.Item)
	rep := Report{NotRun: notRun, CutShort: err != nil}
	if o := row.Item.Legs.Vision; o != nil {
		rep.Failed = o.Failed
	}
	return rep
}

// before says why legs 2 and 3 have nothing to do on the row ("" when they
// have).
func before(row *Row) string {
	switch {
	case row.Item.FinalAnswer == "":
		return noAnswer
	case row.Native == nil:
		return noNative
	}
	return ""
}

// limited runs a leg under its time limit d and says how it ended: cut
// short (the run cancelled, or failed: a reading the leg could not make)
// or at its time limit (the limit passed, or timedOut: the leg's own
// readings ran out of time).
func limited(ctx context.Context, d time.Duration, run func(context.Context) (failed, timedOut bool)) (cutShort, timeLimit bool) {
	lctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	failed, timedOut := run(lctx)
	switch {
	case ctx.Err() != nil, failed:
		return true, false
	case errors.Is(lctx.Err(), context.DeadlineExceeded), timedOut:
		return false, true
	}
	return false, false
}

func or(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}
