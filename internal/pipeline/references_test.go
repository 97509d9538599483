package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseReferences(t *testing.T) {
	rec := newRecorder()
	cfg, err := Parse("/x/p.yaml", []byte("references:\n  - {name: math-test, path: ../data/test.jsonl}\n  - {name: abs, path: /r/ref.parquet}\nstages:\n  a: {kind: source}\n"), rec.kinds())
	if err != nil {
		t.Fatal(err)
	}
	want := []ReferenceSpec{{"math-test", "/data/test.jsonl"}, {"abs", "/r/ref.parquet"}}
	if len(cfg.References) != 2 || cfg.References[0] != want[0] || cfg.References[1] != want[1] {
		t.Errorf("references %+v, want %+v", cfg.References, want)
	}
	for yaml, msg := range map[string]string{
		"references: x\n":                                               `p.yaml:1:13: references: want a list`,
		"references:\n  - {name: a}\n":                                  `p.yaml:2:5: reference: want a name and a path`,
		"references:\n  - {name: a, path: x, kind: jsonl}\n":            `p.yaml:2:24: reference: unknown key "kind"`,
		"references:\n  - {name: a, path: x}\n  - {name: a, path: y}\n": `p.yaml:3:12: reference name "a" given twice`,
	} {
		_, err := Parse("p.yaml", []byte(yaml+"stages:\n  a: {kind: source}\n"), rec.kinds())
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want %q", yaml, err, msg)
		}
	}
}

// TestReferencesRerun: a stage whose kind reads the references runs again
// when a reference's content changes, and only that stage.
func TestReferencesRerun(t *testing.T) {
	f := newFixture(t, "artifacts: out\nsources: [{dir: src}]\nreferences: [{name: r, path: ref.jsonl}]\nstages:\n  a: {kind: jsonl}\n  b: {kind: derived, needs: [a]}\n  c: {kind: refs, needs: [a]}\n")
	ref := filepath.Join(f.dir, "ref.jsonl")
	if err := os.WriteFile(ref, []byte(`{"problem": "x"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	kinds := f.rec.kinds()
	refs := kinds[3] // derived, reading the references
	refs.Name, refs.ReadsReferences = "refs", true
	cfg, err := Parse(filepath.Join(f.dir, "pipeline.yaml"), []byte(f.yaml), append(kinds, refs))
	if err != nil {
		t.Fatal(err)
	}
	run := func() string {
		rep, err := Run(context.Background(), cfg, Options{Fingerprint: "test"})
		if err != nil {
			t.Fatal(err)
		}
		return actions(rep)
	}
	run()
	if got, want := run(), "a:skipped(up to date) b:skipped(up to date) c:skipped(up to date)"; got != want {
		t.Errorf("again:\n got %s\nwant %s", got, want)
	}
	if err := os.WriteFile(ref, []byte(`{"problem": "y"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := run(), "a:skipped(up to date) b:skipped(up to date) c:ran(sources changed)"; got != want {
		t.Errorf("reference edited:\n got %s\nwant %s", got, want)
	}
}
