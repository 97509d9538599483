package legs_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// TestEquationRecomputationThroughLeg3: leg 1's recomputation of a refuted
// equation goes through leg 3 as a calculus recomputation does. An exact
// one (x = 3) is confirmed by leg 1 and then by math.js, and with the page
// re-read in agreement the row is corrected with it; a decimal one
// (irrational roots where an exact value is asked) is not judged, leg 3
// says so, and the row stays refuted; with no recomputation (a periodic
// family) the row is refuted and the decision says why.
func TestEquationRecomputationThroughLeg3(t *testing.T) {
	// Generous limits: under `go test -race` on a loaded machine the default
	// 2 s can cut leg 3's re-check of the recomputation short.
	set, err := legs.New(legs.Config{Parsers: legs.Off, OffWhere: "the test", NativeTimeout: 60 * time.Second, MathJSTimeout: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	for _, tc := range []struct {
		problem, answer, recomputed string
		js                          record.MathJSResult
		status                      record.Status
		why                         string
	}{
		{`Solve $3x-1=8$.`, "5", "x = 3", record.MathJSConfirm, record.StatusCorrected, "leg 3 (math.js) confirmed the recomputation"},
		{`Solve $x^2-5x+6=0$.`, "1; 6", "x = 2; x = 3", record.MathJSConfirm, record.StatusCorrected, "leg 3 (math.js) confirmed the recomputation"},
		{`Solve $x^2+1=0$.`, "1", `\varnothing`, record.MathJSConfirm, record.StatusCorrected, "leg 3 (math.js) confirmed the recomputation"},
		{`Solve $x^2=2$.`, "2", "x = -1.414213562373095048801689; x = 1.414213562373095048801689", record.MathJSNotEvaluated, record.StatusRefuted, "did not evaluate the recomputation"},
		{`Solve $\sin x=0$.`, `\frac{\pi}{2}`, "", "", record.StatusRefuted, "leg 1 gave no recomputed answer"},
	} {
		it := &record.Item{ID: "t.1", Problem: tc.problem, SourceAnswer: tc.answer, FinalAnswer: tc.answer}
		row := &legs.Row{Item: it, Seed: 7}
		set.Native.Run(context.Background(), row)
		set.MathJS.Run(context.Background(), row)
		n, js := it.Legs.Native, it.Legs.MathJS
		if n == nil || js == nil {
			t.Fatalf("%s: legs 1 and 3 did not both run: %+v", tc.problem, it.Legs)
		}
		if n.Verdict != record.Refute || n.Recomputed != tc.recomputed || js.Recomputed != tc.js {
			t.Errorf("%s / %s: leg 1 %s recomputed %q, leg 3 on it %q; want refute, %q, %q\nleg 1: %s\nleg 3: %s", tc.problem, tc.answer, n.Verdict, n.Recomputed, js.Recomputed, tc.recomputed, tc.js, n.Note, js.Note)
		}
		if tc.js == record.MathJSNotEvaluated && !strings.Contains(js.Note, "was not confirmed by leg 1") {
			t.Errorf("%s: leg 3 does not say why it did not judge the recomputation: %s", tc.problem, js.Note)
		}
		it.Legs.Vision = &record.VisionOutcome{Outcome: record.VisionAgree, Note: "the page agrees"}
		d := status.Decide(true, it.Legs)
		if d.Status != tc.status || !strings.Contains(d.Why, tc.why) {
			t.Errorf("%s / %s: %s (%s); want %s, %q", tc.problem, tc.answer, d.Status, d.Why, tc.status, tc.why)
		}
		if (d.Fix == status.FixRecomputed) != (tc.status == record.StatusCorrected) {
			t.Errorf("%s: fix %v with status %s", tc.problem, d.Fix, d.Status)
		}
	}
}
