package status

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
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

func TestRunAppliesReviews(t *testing.T) {
	row := func(id string) record.Item {
		return record.Item{ID: id, Problem: "Solve $x+1=3$.", FinalAnswer: "3", SourceAnswer: "3",
			RowSHA256: review.RowSHA256("Solve $x+1=3$.", "3"),
			Legs:      record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Note: "x=3 gives 4"}}}
	}
	items := []record.Item{row("a"), row("b"), row("c"), row("d")}
	src := t.TempDir()
	line := func(id, decision, sha, extra string) string {
		return `{"id":"` + id + `","decision":"` + decision + `","reviewer":"ann","at":"2026-12-01T08:00:00Z","row_sha256":"` + sha + `","comment":"p. 3"` + extra + "}\n"
	}
	sha := items[0].RowSHA256
	text := line("a", "agree", sha, "") +
		line("a", "source-wrong", sha, "") + // replaces the agree
		line("b", "source-wrong", review.RowSHA256("other", "3"), "") + // stale
		"{broken\n" +
		line("c", "checker-wrong", sha, "") +
		line("zz", "agree", sha, "")
	if err := os.WriteFile(filepath.Join(src, review.FileName), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := pipelinetest.Env(t, "reread", items)
	env.Sources = []pipeline.SourceSpec{{Dir: src, Format: "dgn"}}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	got := pipelinetest.Output(t, env)
	want := []record.Status{record.StatusRefuted, record.StatusSuspected, record.StatusUnverifiable, record.StatusSuspected}
	for i, it := range got {
		if it.AnswerStatus != want[i] {
			t.Errorf("%s: %v, want %v", it.ID, it.AnswerStatus, want[i])
		}
	}
	for k, v := range map[string]int{"reviews.applied": 2, "reviews.stale": 1, "reviews.unknown": 1, "reviews.malformed": 1,
		"review.source-wrong": 1, "review.checker-wrong": 1, "checker_defects": 1, "status.refuted": 1} {
		if res.Rows[k] != v {
			t.Errorf("Rows[%s] = %d, want %d", k, res.Rows[k], v)
		}
	}
	path := filepath.Join(src, review.FileName)
	for _, w := range []string{path + ":4: malformed review", path + ":3: review of b is stale", path + ":6: review of zz: no such row"} {
		found := false
		for _, have := range res.Warnings {
			found = found || strings.HasPrefix(have, w)
		}
		if !found {
			t.Errorf("no warning %q in %q", w, res.Warnings)
		}
	}
	var rep Report
	b, err := os.ReadFile(filepath.Join(env.OutDir, ReviewsReport))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Applied) != 2 || len(rep.Stale) != 1 || rep.Stale[0].ID != "b" || rep.Stale[0].Origin != path+":3" || len(rep.Malformed) != 1 || len(rep.Unknown) != 1 {
		t.Errorf("report %+v", rep)
	}
	b, err = os.ReadFile(filepath.Join(env.OutDir, CheckerDefects))
	if err != nil {
		t.Fatal(err)
	}
	var d Defect
	if err := json.Unmarshal(b, &d); err != nil || d.ID != "c" || d.Verdict != "refute" || d.Comment != "p. 3" || strings.Count(string(b), "\n") != 1 {
		t.Errorf("checker-defects.jsonl %q: %v", b, err)
	}
}

func TestReadsOnlyReviewsOfSources(t *testing.T) {
	k := Kind()
	for rel, want := range map[string]bool{"reviews.jsonl": true, "book.jsonl": false, "pages/p1.png": false, "sub/reviews.jsonl": false} {
		if got := k.SourceFiles(rel); got != want {
			t.Errorf("SourceFiles(%q) = %t, want %t", rel, got, want)
		}
	}
}
