package emit

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/snapdiff"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

func coreRows(t *testing.T, n int) []record.Item {
	t.Helper()
	var items []record.Item
	for i := range n {
		items = append(items, record.Item{ID: fmt.Sprintf("dgn.core.1.%03d", i), Collection: "core", Chapter: 1,
			FinalAnswer: fmt.Sprint(i), FinalAnswerBoxed: fmt.Sprintf(`\boxed{%d}`, i), AnswerStatus: record.StatusVerified, VerificationNote: "verified: leg 1 confirmed."})
	}
	if err := split.Assign(items, 42, 0.2); err != nil {
		t.Fatal(err)
	}
	return items
}

func loadStage(t *testing.T, params string) *pipeline.StageDef {
	t.Helper()
	cfg, err := pipeline.Parse("p.yaml", []byte("stages:\n  dataset:\n    kind: emit\n    params: {"+params+"}\n"), []pipeline.Kind{Kind()})
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Stages[0]
}

// TestPrevious: with previous: the card has the section "Changes since the
// previous snapshot" from the diff, stats.json records the previous
// snapshot's hash, and a change of the previous folder's data changes the
// stage's parameter hash (so the stage reruns); without it, neither.
func TestPrevious(t *testing.T) {
	prev := t.TempDir()
	if _, err := parquetout.Emit(context.Background(), prev, coreRows(t, 20), parquetout.Options{}); err != nil {
		t.Fatal(err)
	}
	items := coreRows(t, 20)
	items[3].FinalAnswer, items[3].FinalAnswerBoxed = "33", `\boxed{33}`
	items[3].AnswerStatus, items[3].VerificationNote = record.StatusSuspected, "suspected: leg 1 refutes 33."

	without := pipelinetest.Env(t, "split", items)
	if _, err := loadStage(t, "").Stage.Run(context.Background(), without); err != nil {
		t.Fatal(err)
	}
	st := loadStage(t, "previous: "+prev)
	env := pipelinetest.Env(t, "split", items)
	if _, err := st.Stage.Run(context.Background(), env); err != nil {
		t.Fatal(err)
	}
	card, _ := os.ReadFile(filepath.Join(env.OutDir, "README.md"))
	for _, w := range []string{
		"\n## Changes since the previous snapshot\n",
		"| changed | 1 |",
		"**`verified` → `suspected`** (1):\n\n- `dgn.core.1.003`: suspected: leg 1 refutes 33.",
		"- `dgn.core.1.003`: gold `3` → `33`; left `verified` (now `suspected`).",
	} {
		if !strings.Contains(string(card), w) {
			t.Errorf("card lacks %q:\n%s", w, card)
		}
	}
	var stats struct {
		Previous *string `json:"previous_snapshot"`
	}
	b, _ := os.ReadFile(filepath.Join(env.OutDir, "stats.json"))
	if err := json.Unmarshal(b, &stats); err != nil {
		t.Fatal(err)
	}
	hash, err := snapdiff.Hash(prev)
	if err != nil || stats.Previous == nil || *stats.Previous != hash {
		t.Errorf("stats.json previous_snapshot %v, want %s (%v)", stats.Previous, hash, err)
	}
	card0, _ := os.ReadFile(filepath.Join(without.OutDir, "README.md"))
	stats0, _ := os.ReadFile(filepath.Join(without.OutDir, "stats.json"))
	if strings.Contains(string(card0), "Changes since") || strings.Contains(string(stats0), "previous") {
		t.Error("without previous: the card or stats.json speaks of a previous snapshot")
	}

	// The previous folder's data is part of the stage's parameters.
	if _, err := parquetout.Emit(context.Background(), prev, items, parquetout.Options{}); err != nil {
		t.Fatal(err)
	}
	if again := loadStage(t, "previous: "+prev); again.ParamsHash == st.ParamsHash {
		t.Error("new data in the previous folder, same parameter hash")
	}
}

// TestPreviousNotADataset: a previous folder that is not a dataset is an
// error at the parameter's position, naming the folder.
func TestPreviousNotADataset(t *testing.T) {
	dir := t.TempDir()
	_, err := pipeline.Parse("p.yaml", []byte("stages:\n  dataset:\n    kind: emit\n    params: {previous: "+dir+"}\n"), []pipeline.Kind{Kind()})
	if err == nil || !strings.Contains(err.Error(), "p.yaml:4:") || !strings.Contains(err.Error(), "previous: "+dir+": not a dataset folder") {
		t.Errorf("error %v", err)
	}
}
