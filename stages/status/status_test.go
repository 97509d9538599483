package status

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestRun(t *testing.T) {
	in, out := t.TempDir(), t.TempDir()
	items := []record.Item{
		{ID: "a", FinalAnswer: "3", FinalAnswerBoxed: `\boxed{3}`, Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Confirm, Kind: "value"}}},
		{ID: "b"},
		{ID: "c", FinalAnswer: "3", SourceAnswer: "3", Legs: record.Legs{
			Native: &record.NativeOutcome{Verdict: record.Refute, Recomputed: "4", RecomputedDiffers: true},
			MathJS: &record.MathJSOutcome{Outcome: "contradict", Recomputed: "confirm"},
			Vision: &record.VisionOutcome{Outcome: "agree"}}},
		{ID: "d", FinalAnswer: "1"},
	}
	f, err := os.Create(filepath.Join(in, pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		t.Fatal(err)
	}
	f.Close()
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := &pipeline.Env{Inputs: map[string]string{"reread": in}, OutDir: out,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Progress: func(int, int) {}}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	got, err := record.ReadItems(filepath.Join(out, pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
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
