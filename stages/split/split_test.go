package split

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestRun(t *testing.T) {
	var items []record.Item
	for i := 0; i < 40; i++ {
		items = append(items, record.Item{ID: fmt.Sprintf("dgn.core.1.%03d", i), Collection: "core", Chapter: 1})
	}
	st, err := Kind().New(func(p any) error { p.(*Params).TestFraction = 0.25; return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := pipelinetest.Env(t, "status", items)
	out := env.OutDir
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows["split.test"] != 10 || res.Rows["split.train"] != 30 || res.Rows["strata"] != 1 {
		t.Fatalf("counts %v", res.Rows)
	}
	got, err := record.ReadItems(filepath.Join(out, pipeline.RowsFile))
	if err != nil || len(got) != 40 || got[0].Split == "" {
		t.Fatalf("rows %d %v", len(got), err)
	}
	if b, err := os.ReadFile(filepath.Join(out, "split.json")); err != nil || string(b) != `{"seed":42,"test_fraction":0.25}`+"\n" {
		t.Fatalf("split.json %q %v", b, err)
	}
	if _, err := Kind().New(func(p any) error { p.(*Params).TestFraction = 1; return nil }); err == nil {
		t.Fatal("test_fraction 1 accepted")
	}
}
