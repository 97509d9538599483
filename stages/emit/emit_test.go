package emit

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

func TestRun(t *testing.T) {
	in, out := t.TempDir(), t.TempDir()
	var items []record.Item
	for i := 0; i < 30; i++ {
		items = append(items, record.Item{ID: fmt.Sprintf("dgn.core.1.%03d", i), Collection: "core", Chapter: 1, AnswerStatus: record.StatusVerified})
	}
	items = append(items, record.Item{ID: "x.1", Collection: "math", AnswerStatus: record.StatusNoGold})
	if err := split.Assign(items, 42, 0.2); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(in, pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.WriteFile(filepath.Join(in, split.RuleFile), []byte(`{"seed":42,"test_fraction":0.2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := &pipeline.Env{Inputs: map[string]string{"split": in}, OutDir: out,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Progress: func(int, int) {}}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows["config.full"] != 31 || res.Rows["config.core"] != 30 || res.Rows["config.verified"] != 30 || res.Rows["split.test"] != 6 || res.Rows["config.exercises"] != 0 {
		t.Errorf("counts %v", res.Rows)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], `"math"`) {
		t.Errorf("warnings %q", res.Warnings)
	}
	card, err := os.ReadFile(filepath.Join(out, "README.md"))
	if err != nil || !strings.Contains(string(card), "80 % train / 20 % test") {
		t.Errorf("card lacks the split rule: %v\n%s", err, card)
	}
	for _, p := range []string{"stats.json", "data/full/train-00000-of-00001.parquet", "data/exercises/test-00000-of-00001.parquet"} {
		if _, err := os.Stat(filepath.Join(out, p)); err != nil {
			t.Error(err)
		}
	}
}
