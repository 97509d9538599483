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

// TestKeyMemo: the stage keeps each statement's key hash in its memo,
// under the statement's text and the code: a run after a statement is
// edited (into a copy of another) reads the edited statement again and
// finds the new cluster; an entry of the memo is what a later run uses
// (a wrong hash planted under a statement's text changes the result),
// and a run of another code version does not read it.
func TestKeyMemo(t *testing.T) {
	items := []record.Item{
		{ID: "r1", Problem: "In triangle $ABC$, $AB = 6$ and $BC = 8$. Find $AC$ if $\\angle B = 90^\\circ$."},
		{ID: "r2", Problem: "In triangle $ABC$,  $AB=6$ and $BC=8$. Compute $AC$ if $\\angle B=90^{\\circ}$"},
		{ID: "r3", Problem: "Compute $\\dbinom{8}{4}$."},
		{ID: "r4", Problem: "Evaluate $\\binom{9}{5}$."},
	}
	art := t.TempDir()
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	run := func(items []record.Item, code string) [][]string {
		t.Helper()
		env := pipelinetest.MemoEnv(t, "normalize", items, art, code)
		if _, err := st.Run(context.Background(), env); err != nil {
			t.Fatal(err)
		}
		got, err := dedup.ReadFiles(env.OutDir)
		if err != nil {
			t.Fatal(err)
		}
		return got.Clusters
	}
	str := func(cl [][]string) string {
		var s []string
		for _, c := range cl {
			s = append(s, strings.Join(c, " "))
		}
		return strings.Join(s, "; ")
	}
	if got := str(run(items, "code 1")); got != "r1 r2" {
		t.Fatalf("first run: clusters %q, want r1 r2", got)
	}
	edited := append([]record.Item(nil), items...)
	edited[3].Problem = "Evaluate $\\binom{8}{4}$."
	if got := str(run(edited, "code 1")); got != "r1 r2; r3 r4" {
		t.Errorf("r4 edited into a copy of r3: clusters %q, want r1 r2; r3 r4", got)
	}
	// A wrong hash planted under r2's text: the memo is what the run reads.
	env := pipelinetest.MemoEnv(t, "normalize", items, art, "code 1")
	m, err := env.OpenValueMemo("keys")
	if err != nil || m == nil {
		t.Fatalf("memo: %v", err)
	}
	if err := m.Put(m.Key([]byte(items[1].Problem)), make([]byte, 32)); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if got := str(run(items, "code 1")); got != "" {
		t.Errorf("with a planted hash: clusters %q, want none (the memo is not read)", got)
	}
	if got := str(run(items, "code 2")); got != "r1 r2" {
		t.Errorf("another code version: clusters %q, want r1 r2", got)
	}
}
