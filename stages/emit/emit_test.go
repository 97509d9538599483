package emit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

func TestRun(t *testing.T) {
	var items []record.Item
	for i := 0; i < 30; i++ {
		items = append(items, record.Item{ID: fmt.Sprintf("dgn.core.1.%03d", i), Collection: "core", Chapter: 1, AnswerStatus: record.StatusVerified})
	}
	items = append(items, record.Item{ID: "x.1", Collection: "math", AnswerStatus: record.StatusNoGold})
	if err := split.Assign(items, 42, 0.2); err != nil {
		t.Fatal(err)
	}
	env := pipelinetest.Env(t, "split", items)
	out := env.OutDir
	if err := os.WriteFile(filepath.Join(env.Inputs["split"], split.RuleFile), []byte(`{"seed":42,"test_fraction":0.2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
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
