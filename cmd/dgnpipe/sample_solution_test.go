package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSampleBookSolutionFaults runs the repository's pipeline on the
// sample book and holds the worked-solution audit to the book's three
// planted slips (the "solution-step" faults of sources/sample/faults.json):
// each row comes out false-step with its false step quoted in its
// verification_note's worked-solution sentence, its answer_status as the
// legs decide it; dgn.algebra.4, whose printed answer is wrong (a
// "wrong-answer" fault), is false-step too, on the book's own false step
// `x_1^2+x_2^2=(x_1+x_2)^2` (found since the audit reads subscripts); no
// row outside faults.json (whose solutions are meant to be correct) is
// false-step; and `dgnpipe status`, the dataset card and `dgnpipe
// explain` count and show them.
func TestSampleBookSolutionFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole pipeline on the sample book")
	}
	for _, k := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "DGNPIPE_VISION_MODEL", "DGNPIPE_MATHJS_ENDPOINT"} {
		t.Setenv(k, "")
	}
	var faults []struct {
		ID, Kind, Step string
	}
	b, err := os.ReadFile(filepath.Join("..", "..", "sources", "sample", "faults.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &faults); err != nil {
		t.Fatal(err)
	}
	planted := map[string]string{} // id -> the false step
	listed := map[string]bool{}    // every row with a fault
	for _, f := range faults {
		listed[f.ID] = true
		if f.Kind == "solution-step" {
			planted[f.ID] = f.Step
		}
	}
	// A wrong printed answer whose worked solution shows the false step
	// that leads to it: the audit finds it like a planted slip.
	if !listed["dgn.algebra.4"] {
		t.Fatal("faults.json no longer lists dgn.algebra.4")
	}
	planted["dgn.algebra.4"] = "x_1^2+x_2^2=(x_1+x_2)^2"
	if len(planted) != 4 {
		t.Fatalf("faults.json lists %d solution-step faults, want 3", len(planted)-1)
	}
	art := filepath.Join(t.TempDir(), "out")
	// An absolute pipeline file: `status --artifacts` reads a relative
	// one's sources as changed.
	cfg, err := filepath.Abs(filepath.Join("..", "..", "pipeline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if code, out, errs := execute(t, "run", "--config", cfg, "--artifacts", art); code != exitOK {
		t.Fatalf("run: exit %d\n%s\n%s", code, out, errs)
	}
	items, err := record.ReadItems(filepath.Join(art, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	var falseStep, endsElsewhere, audited int
	for _, it := range items {
		s := it.SolutionAudit
		if s == nil {
			if it.Solution != "" {
				t.Errorf("%s has a solution but no audit", it.ID)
			}
			continue
		}
		audited++
		switch s.Verdict {
		case record.SolutionFalseStep:
			falseStep++
		case record.SolutionEndsElsewhere:
			endsElsewhere++
		}
		step, ok := planted[it.ID]
		if !ok {
			if s.Verdict == record.SolutionFalseStep && !listed[it.ID] {
				t.Errorf("%s: false-step on a solution the book means to be correct: %s", it.ID, s.Note)
			}
			continue
		}
		if s.Verdict != record.SolutionFalseStep {
			t.Errorf("%s (planted %q): verdict %s, want false-step: %s", it.ID, step, s.Verdict, s.Note)
		}
		sentence := noteLine(it.VerificationNote, "Worked solution")
		if sentence == "" || !strings.Contains(squeezeSpace(sentence), squeezeSpace(step)) {
			t.Errorf("%s: the note's worked-solution sentence %q does not quote the false step %q:\n%s", it.ID, sentence, step, it.VerificationNote)
		}
		if it.ID != "dgn.algebra.4" && (it.AnswerStatus == record.StatusRefuted || it.AnswerStatus == record.StatusSuspected || it.AnswerStatus == record.StatusCorrected) {
			t.Errorf("%s: a slip in the solution only, but the status is %s", it.ID, it.AnswerStatus)
		}
	}
	flagged := falseStep + endsElsewhere
	if falseStep < len(planted) {
		t.Errorf("%d false-step rows in all, fewer than the %d planted: status and the card cannot show them", falseStep, len(planted))
	}

	code, out, errs := execute(t, "status", "--artifacts", art)
	want := fmt.Sprintf("worked solutions (verify): %d flagged (%d false-step, %d ends-elsewhere) of %d audited", flagged, falseStep, endsElsewhere, audited)
	if code != exitOK || !strings.Contains(out, want) {
		t.Errorf("status: exit %d, lacks %q:\n%s\n%s", code, want, out, errs)
	}
	card, err := os.ReadFile(filepath.Join(art, "dataset", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Worked solutions", fmt.Sprintf("of the %d worked solutions were checked", audited),
		fmt.Sprintf(", %d with a false step, %d ending on another value", falseStep, endsElsewhere), fmt.Sprintf("; %d flagged for review", flagged)} {
		if !strings.Contains(string(card), want) {
			t.Errorf("the dataset card lacks %q", want)
		}
	}
	if code, out, _ := execute(t, "explain", "dgn.algebra.1", "--artifacts", art); code != exitOK || !strings.Contains(out, "worked solution   false-step") {
		t.Errorf("explain dgn.algebra.1: exit %d\n%s", code, out)
	}
}

// noteLine is the line of a verification note that starts with prefix
// ("" when none does).
func noteLine(note, prefix string) string {
	for _, l := range strings.Split(note, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func squeezeSpace(s string) string { return strings.Join(strings.Fields(s), "") }
