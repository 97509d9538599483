package legs_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/reread"
	"github.com/dgnpipe/dgnpipe/internal/vision"
)

// legCase is one leg under the conformance suite.
type legCase struct {
	id record.LegID
	// on is the leg able to run; off the same leg switched off or
	// unavailable (nil: it cannot be, as leg 1); failing the leg configured
	// but with its service down (nil: it has no service).
	on, off, failing legs.Leg
	// work is a row the leg has something to do on, idle one it has not.
	work, idle func() *legs.Row
}

// slot is what every leg's outcome says in common.
type slot struct {
	set                   bool
	outcome, note, failed string
}

func slotOf(id record.LegID, l record.Legs) slot {
	switch id {
	case record.LegNative:
		if o := l.Native; o != nil {
			return slot{true, o.Verdict.String(), o.Note, ""}
		}
	case record.LegParsers:
		if o := l.Parsers; o != nil {
			return slot{true, o.Outcome.String(), o.Note, ""}
		}
	case record.LegMathJS:
		if o := l.MathJS; o != nil {
			return slot{true, o.Outcome.String(), o.Note, o.Failed}
		}
	case record.LegVision:
		if o := l.Vision; o != nil {
			return slot{true, o.Outcome.String(), o.Note, o.Failed}
		}
	}
	return slot{}
}

// Each leg's outcomes, and the one of no judgement (a leg off says that).
var (
	outcomes = map[record.LegID][]string{
		record.LegNative:  {"confirm", "refute", "undecided"},
		record.LegParsers: {"agree", "disagree", "unparsed"},
		record.LegMathJS:  {"confirm", "contradict", "not-evaluated"},
		record.LegVision:  {"agree", "disagree", "not-reread"},
	}
	noJudgement = map[record.LegID]string{
		record.LegNative:  "",
		record.LegParsers: "unparsed",
		record.LegMathJS:  "not-evaluated",
		record.LegVision:  "not-reread",
	}
)

// others is the JSON of every slot but id's, to see that a leg writes only
// its own.
func others(id record.LegID, l record.Legs) string {
	switch id {
	case record.LegNative:
		l.Native = nil
	case record.LegParsers:
		l.Parsers = nil
	case record.LegMathJS:
		l.MathJS = nil
	case record.LegVision:
		l.Vision = nil
	}
	b, _ := json.Marshal(l)
	return string(b)
}

// TestConformance runs the contract of package legs over all four legs:
// the leg names itself; it writes its own slot and no other; a row with
// nothing for it leaves the slot nil and says why; a leg switched off says
// so the same way (Unavailable, its outcome of no judgement with the
// reason in the note, Report.NotRun, no failure); a leg whose service is
// down fails loudly (Report.Failed, the outcome's Failed, Legs.Failed);
// and a cancelled run is reported as cut short.
func TestConformance(t *testing.T) {
	on, err := legs.New(legs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer on.Close()
	off, err := legs.New(legs.Config{MathJS: legs.Off, Parsers: legs.Off, OffWhere: "the test"})
	if err != nil {
		t.Fatal(err)
	}
	defer off.Close()
	down := &legs.MathJS{Leg: &mathjsleg.Leg{Eval: downEval{}}, Native: on.Native}

	img := filepath.Join(t.TempDir(), "page.png")
	if err := os.WriteFile(img, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), 0o644); err != nil {
		t.Fatal(err)
	}
	recheck := func(ctx context.Context, id, p, a string) record.NativeOutcome {
		r, _ := on.Native.Check(ctx, p, a, 1)
		return *r.Outcome()
	}
	reader := func(c vision.Client, why string) legs.Leg {
		return &legs.Vision{Reader: &reread.Reader{Client: c, NotRunReason: why, Recheck: recheck}}
	}

	// A wrong answer: leg 1 refutes it, so legs 2 and 3 redo its evidence
	// and leg 4 re-reads its page.
	item := func(answer string) *record.Item {
		return &record.Item{ID: "t.1", ProblemID: "1", Image: img, Problem: `Solve the equation $2x+3=7$.`,
			SourceAnswer: answer, FinalAnswer: answer}
	}
	afterNative := func(answer string) func() *legs.Row {
		return func() *legs.Row {
			row := &legs.Row{Item: item(answer), Seed: 7}
			on.Native.Run(context.Background(), row)
			return row
		}
	}
	afterLegs13 := func(answer string) func() *legs.Row {
		return func() *legs.Row {
			row := afterNative(answer)()
			on.MathJS.Run(context.Background(), row)
			on.Parsers.Run(context.Background(), row)
			return row
		}
	}
	noAnswer := func() *legs.Row { return &legs.Row{Item: item(""), Seed: 7} }
	rowOnly := func() *legs.Row { return &legs.Row{Item: item("3"), Seed: 7} }

	cases := []legCase{
		{id: record.LegNative, on: on.Native, work: rowOnly, idle: noAnswer},
		{id: record.LegParsers, on: on.Parsers, off: off.Parsers, work: afterNative("3"), idle: noAnswer},
		{id: record.LegMathJS, on: on.MathJS, off: off.MathJS, failing: down, work: afterNative("3"), idle: noAnswer},
		{id: record.LegVision,
			on:      reader(&fakeVision{reading: vision.Reading{Problem: `Solve the equation $2x+3=7$.`, Answer: "3"}}, ""),
			off:     reader(nil, "no vision model configured"),
			failing: reader(&fakeVision{err: &vision.CallError{Status: 401, Reason: "HTTP 401 (authentication refused)"}}, ""),
			// a refuted row is flagged; a confirmed one is not
			work: afterLegs13("3"), idle: afterLegs13("2")},
	}
	if len(cases) != len(record.AllLegs) {
		t.Fatalf("%d legs under the suite, %d legs", len(cases), len(record.AllLegs))
	}
	for i, c := range cases {
		t.Run(c.id.String(), func(t *testing.T) {
			if c.id != record.AllLegs[i] || c.on.ID() != c.id {
				t.Fatalf("leg %d names itself %s", i+1, c.on.ID())
			}
			run := func(l legs.Leg, row *legs.Row) (legs.Report, slot) {
				t.Helper()
				before := others(c.id, row.Item.Legs)
				rep := l.Run(context.Background(), row)
				if after := others(c.id, row.Item.Legs); after != before {
					t.Errorf("the leg wrote another slot:\n%s\n%s", before, after)
				}
				return rep, slotOf(c.id, row.Item.Legs)
			}

			// Available, on a row with work: an outcome of its own.
			if why := c.on.Unavailable(); why != "" {
				t.Fatalf("available leg says unavailable: %s", why)
			}
			rep, s := run(c.on, c.work())
			if !s.set || !slices.Contains(outcomes[c.id], s.outcome) || s.note == "" {
				t.Errorf("ran: outcome %+v", s)
			}
			if rep.NotRun != "" || rep.Failed != "" || rep.CutShort || s.failed != "" {
				t.Errorf("ran: report %+v, outcome %+v", rep, s)
			}

			// Nothing to do: the slot stays nil and the report says why.
			rep, s = run(c.on, c.idle())
			if s.set || rep.NotRun == "" {
				t.Errorf("idle row: report %+v, outcome %+v", rep, s)
			}

			// Switched off: the same way for every leg.
			if c.off != nil {
				why := c.off.Unavailable()
				if why == "" || c.off.ID() != c.id {
					t.Fatalf("off leg: Unavailable %q, ID %s", why, c.off.ID())
				}
				row := c.work()
				rep, s := run(c.off, row)
				if !s.set || s.outcome != noJudgement[c.id] || !strings.Contains(s.note, why) {
					t.Errorf("off: outcome %+v, want %q with %q in the note", s, noJudgement[c.id], why)
				}
				if rep.NotRun != why || rep.Failed != "" || s.failed != "" || len(row.Item.Legs.Failed()) != 0 {
					t.Errorf("off: report %+v, outcome %+v, Legs.Failed %q: a leg switched off has not failed", rep, s, row.Item.Legs.Failed())
				}
			} else if c.id != record.LegNative {
				t.Errorf("%s has no off case", c.id)
			}

			// Configured, but the service is down: a loud failure.
			if c.failing != nil {
				row := c.work()
				rep, s := run(c.failing, row)
				failed := row.Item.Legs.Failed()
				if rep.Failed == "" || s.failed != rep.Failed || rep.NotRun != "" || s.outcome != noJudgement[c.id] ||
					len(failed) != 1 || !strings.HasPrefix(failed[0], c.id.String()+": ") {
					t.Errorf("service down: report %+v, outcome %+v, Legs.Failed %q", rep, s, failed)
				}
			}

			// A cancelled run: cut short, and said so.
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if rep := c.on.Run(ctx, c.work()); !rep.CutShort {
				t.Errorf("cancelled run: report %+v", rep)
			}
		})
	}
}

type downEval struct{}

func (downEval) EvalMany(context.Context, string, []map[string]string) ([]jsmath.Result, error) {
	return nil, fmt.Errorf("%w: endpoint given up: HTTP 401 (authentication refused)", jsmath.ErrUnavailable)
}

type fakeVision struct {
	reading vision.Reading
	err     error
}

func (f *fakeVision) Reread(ctx context.Context, _ vision.Request) (vision.Reading, error) {
	if err := ctx.Err(); err != nil {
		return vision.Reading{}, err
	}
	return f.reading, f.err
}

type slowEval struct{}

func (slowEval) EvalMany(context.Context, string, []map[string]string) ([]jsmath.Result, error) {
	return nil, fmt.Errorf("%w after 2s", jsmath.ErrTimeout)
}

// An evaluation that reaches math.js's own time limit cuts leg 3 by a time
// limit (so verify's row cache redoes the row), not a not-evaluated finding
// kept as if it were the row's.
func TestMathJSEngineTimeLimit(t *testing.T) {
	set, err := legs.New(legs.Config{MathJS: legs.Off, Parsers: legs.Off, OffWhere: "the test"})
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	row := &legs.Row{Item: &record.Item{ID: "t.1", ProblemID: "1", Problem: `Solve the equation $2x+3=7$.`,
		SourceAnswer: "2", FinalAnswer: "2"}, Seed: 7}
	set.Native.Run(context.Background(), row)
	slow := &legs.MathJS{Leg: &mathjsleg.Leg{Eval: slowEval{}}, Native: set.Native}
	rep := slow.Run(context.Background(), row)
	if !rep.TimeLimit || rep.CutShort || rep.Failed != "" {
		t.Errorf("report %+v, want a time limit", rep)
	}
	if o := row.Item.Legs.MathJS; o == nil || o.Outcome != record.MathJSNotEvaluated || !strings.Contains(o.Note, "time limit") {
		t.Errorf("outcome %+v", o)
	}
}
