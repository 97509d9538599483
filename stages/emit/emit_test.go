package emit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
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
	cfg, err := pipeline.Parse("p.yaml", []byte("stages:\n  dataset:\n    kind: emit\n    params:\n      title: A Test Set\n      license: cc0-1.0\n      source: Written for this test.\n"), []pipeline.Kind{Kind()})
	if err != nil {
		t.Fatal(err)
	}
	res, err := cfg.Stages[0].Stage.Run(context.Background(), env)
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
	for _, w := range []string{`pretty_name: "A Test Set"`, `license: "cc0-1.0"`, "# A Test Set\n", "Written for this test."} {
		if !strings.Contains(string(card), w) {
			t.Errorf("card lacks %q from the params", w)
		}
	}
	for _, p := range []string{"stats.json", "data/full/train-00000-of-00001.parquet", "data/core/test-00000-of-00001.parquet"} {
		if _, err := os.Stat(filepath.Join(out, p)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "data", "exercises")); !os.IsNotExist(err) {
		t.Errorf("the exercises config has no rows and is published: %v", err)
	}
}

// TestParams: the card's texts are params; a bad licence id is an error at
// its position; no source or licence is a warning.
func TestParams(t *testing.T) {
	_, err := pipeline.Parse("p.yaml", []byte("stages:\n  dataset:\n    kind: emit\n    params: {license: CC BY 4.0, title: \"a\\nb\"}\n"), []pipeline.Kind{Kind()})
	if err == nil || !strings.Contains(err.Error(), `p.yaml:4:23: stage dataset params: license: "CC BY 4.0" is not a licence id`) || !strings.Contains(err.Error(), "title: must be one line") {
		t.Errorf("error %v", err)
	}
	cfg, err := pipeline.Parse("p.yaml", []byte("stages:\n  dataset: {kind: emit}\n"), []pipeline.Kind{Kind()})
	if err != nil {
		t.Fatal(err)
	}
	items := []record.Item{{ID: "a.1", Collection: "core", AnswerStatus: record.StatusNoGold, Split: "train"}}
	res, err := cfg.Stages[0].Stage.Run(context.Background(), pipelinetest.Env(t, "split", items))
	if err != nil || len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "no title (unnamed dataset), no provenance, licence not stated; add them to a dataset.yaml") {
		t.Errorf("warnings %q, %v", res.Warnings, err)
	}
}
