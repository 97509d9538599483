package split

import (
	"context"
	"encoding/json"
	"fmt"
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

// TestRunWithDedup: with a dedup stage's output as a second need, a
// cluster is kept on one side, the rows moved are counted, each row of a
// cluster or found in a reference has its sentence in the note, and
// dedup.json and split.json say what was applied.
func TestRunWithDedup(t *testing.T) {
	var items []record.Item
	for i := 0; i < 40; i++ {
		items = append(items, record.Item{ID: fmt.Sprintf("dgn.core.1.%03d", i), Collection: "core", Chapter: 1, VerificationNote: "verified: ok."})
	}
	env := pipelinetest.Env(t, "status", items)
	plain := map[string]string{}
	{
		st, _ := Kind().New(func(any) error { return nil })
		penv := pipelinetest.Env(t, "status", items)
		if _, err := st.Run(context.Background(), penv); err != nil {
			t.Fatal(err)
		}
		for _, it := range pipelinetest.Output(t, penv) {
			plain[it.ID] = it.Split
		}
	}
	// one cluster of a test row and a train row, whichever comes first
	var test, train string
	for _, it := range items {
		if plain[it.ID] == "test" && test == "" {
			test = it.ID
		}
		if plain[it.ID] == "train" && train == "" {
			train = it.ID
		}
	}
	cluster := []string{min(test, train), max(test, train)}
	dd := t.TempDir()
	r := dedup.Result{Clusters: [][]string{cluster}, References: []string{"math-test"},
		Contaminated: []dedup.Hit{{ID: train, Reference: "math-test", RefRow: 17, Similarity: 0.9}}}
	if err := dedup.WriteFiles(dd, r); err != nil {
		t.Fatal(err)
	}
	env.Inputs["dedup"] = dd
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows["dedup.moved"] != 1 || res.Rows["dedup.clusters"] != 1 || res.Rows["dedup.contaminated"] != 1 {
		t.Errorf("counts %v", res.Rows)
	}
	out := map[string]record.Item{}
	for _, it := range pipelinetest.Output(t, env) {
		out[it.ID] = it
	}
	if out[cluster[1]].Split != plain[cluster[0]] || out[cluster[0]].Split != plain[cluster[0]] {
		t.Errorf("cluster %v split %s/%s, want both %s", cluster, out[cluster[0]].Split, out[cluster[1]].Split, plain[cluster[0]])
	}
	if n := out[train].VerificationNote; !strings.HasPrefix(n, "verified: ok.\nNear-duplicates: the same problem as "+test) ||
		!strings.Contains(n, "Contamination: the same problem as row 17 of the reference set math-test (similarity 0.900).") {
		t.Errorf("note %q", n)
	}
	if n := out["dgn.core.1.039"].VerificationNote; n != "verified: ok." && cluster[0] != "dgn.core.1.039" && cluster[1] != "dgn.core.1.039" {
		t.Errorf("a row of no cluster has note %q", n)
	}
	b, err := os.ReadFile(filepath.Join(env.OutDir, "split.json"))
	if err != nil || string(b) != `{"seed":42,"test_fraction":0.15,"keep_duplicates_together":true,"moved":1}`+"\n" {
		t.Errorf("split.json %q %v", b, err)
	}
	var sum dedup.Summary
	if b, err := os.ReadFile(filepath.Join(env.OutDir, dedup.SummaryFile)); err != nil || json.Unmarshal(b, &sum) != nil ||
		sum.Moved != 1 || sum.ClusteredRows != 2 || len(sum.Contaminated) != 1 || sum.Contaminated[0].Rows != 1 {
		t.Errorf("dedup.json %+v %v", sum, err)
	}
}
