package dedup

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestRun(t *testing.T) {
	items := []record.Item{
		{ID: "dgn.core.1.001", Problem: "In triangle $ABC$, $AB = 6$ and $BC = 8$. Find $AC$ if $\\angle B = 90^\\circ$."},
		{ID: "dgn.core.1.002", Problem: "In triangle $ABC$,  $AB=6$ and $BC=8$. Compute $AC$ if $\\angle B=90^{\\circ}$"},
		{ID: "dgn.core.1.003", Problem: "In triangle $ABC$, $AB = 7$ and $BC = 8$. Find $AC$ if $\\angle B = 90^\\circ$."},
		{ID: "dgn.core.1.004", Problem: "Compute $\\dbinom{8}{4}$."},
	}
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.jsonl")
	if err := os.WriteFile(ref, []byte(`{"problem": "Evaluate $\\binom{8}{4}$."}`+"\n"+`{"problem": "Compute $\\binom{9}{4}$."}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := pipelinetest.Env(t, "normalize", items)
	env.References = []pipeline.ReferenceSpec{{Name: "book", Path: ref}, {Name: "gone", Path: filepath.Join(dir, "absent.jsonl")}}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows["clusters"] != 1 || res.Rows["clustered_rows"] != 2 || res.Rows["contaminated"] != 1 || res.Rows["contaminated.book"] != 1 {
		t.Errorf("counts %v", res.Rows)
	}
	if len(res.Degraded) != 1 || !strings.Contains(res.Degraded[0], "reference gone") {
		t.Errorf("degraded %q, want the absent reference", res.Degraded)
	}
	got, err := dedup.ReadFiles(env.OutDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Clusters) != 1 || strings.Join(got.Clusters[0], " ") != "dgn.core.1.001 dgn.core.1.002" {
		t.Errorf("clusters %q", got.Clusters)
	}
	if len(got.Contaminated) != 1 || got.Contaminated[0].ID != "dgn.core.1.004" || got.Contaminated[0].RefRow != 1 || got.Contaminated[0].Reference != "book" {
		t.Errorf("contaminated %+v", got.Contaminated)
	}
	if strings.Join(got.References, " ") != "book" {
		t.Errorf("references %q", got.References)
	}
}
