package dedup

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/stages/ingest"
)

// BenchmarkStageMATH runs the stage as the MATH pipeline does: the 12,500
// MATH rows (ingested and normalised), the MATH test file as a reference;
// reading the rows and writing the files included. The shared corpora
// must be present under CI=true; elsewhere their absence skips it.
func BenchmarkStageMATH(b *testing.B) {
	data := os.Getenv("DGNPIPE_SHARED_DATA")
	if data == "" {
		data, _ = filepath.Abs(filepath.Join("..", "..", "..", "shared", "data"))
	}
	dir := filepath.Join(data, "math")
	set, err := source.Read(dir, source.Math)
	if err != nil || len(set.Rows) == 0 {
		if os.Getenv("CI") == "true" {
			b.Fatalf("shared corpora %s absent under CI=true: %v", dir, err)
		}
		b.Skipf("shared corpora %s absent (set DGNPIPE_SHARED_DATA)", dir)
	}
	items, _ := ingest.Build([]*source.Set{set})
	for i := range items {
		normalize.Item(&items[i])
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		b.Fatal(err)
	}
	refs := []pipeline.ReferenceSpec{{Name: "math-test", Path: filepath.Join(dir, "test.jsonl")}}
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		env := pipelinetest.Env(b, "normalize", items)
		env.References = refs
		b.StartTimer()
		res, err := st.Run(context.Background(), env)
		if err != nil || res.Rows["rows_in"] != 12500 {
			b.Fatalf("%v %v", res.Rows, err)
		}
	}
}
