package status

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestRun(t *testing.T) {
	items := []record.Item{
		{ID: "a", FinalAnswer: "3", FinalAnswerBoxed: `\boxed{3}`, Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Confirm, Kind: "value"}}},
		{ID: "b"},
		{ID: "c", FinalAnswer: "3", SourceAnswer: "3", Legs: record.Legs{
			Native: &record.NativeOutcome{Verdict: record.Refute, Recomputed: "4", RecomputedDiffers: true},
			MathJS: &record.MathJSOutcome{Outcome: "contradict", Recomputed: "confirm"},
			Vision: &record.VisionOutcome{Outcome: "agree"}}},
		{ID: "d", FinalAnswer: "1"},
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := pipelinetest.Env(t, "reread", items)
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	got := pipelinetest.Output(t, env)
	want := []record.Status{record.StatusVerified, record.StatusNoGold, record.StatusCorrected, record.StatusUnverifiable}
	for i, it := range got {
		if it.AnswerStatus != want[i] || it.VerificationNote == "" {
			t.Errorf("%s: %v %q", it.ID, it.AnswerStatus, it.VerificationNote)
		}
	}
	if got[2].FinalAnswer != "4" || got[2].FinalAnswerBoxed != `\boxed{4}` {
		t.Errorf("correction not applied: %+v", got[2])
	}
	for k, v := range map[string]int{"rows_in": 4, "status.verified": 1, "status.no-gold": 1, "status.corrected": 1, "status.unverifiable": 1, "status.refuted": 0, "corrected.recomputed": 1} {
		if res.Rows[k] != v {
			t.Errorf("Rows[%s] = %d, want %d", k, res.Rows[k], v)
		}
	}
}
