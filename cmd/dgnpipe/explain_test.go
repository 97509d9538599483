package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// explainArtifacts writes a pipeline file and a status stage's rows for
// explain to read, and returns the file and the artifacts folder.
func explainArtifacts(t *testing.T, rows []record.Item) (cfg, art string) {
	t.Helper()
	dir := t.TempDir()
	cfg = filepath.Join(dir, "pipeline.yaml")
	if err := os.WriteFile(cfg, []byte("stages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n  status: {kind: status, needs: [normalize]}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	art = filepath.Join(dir, "art")
	if err := os.MkdirAll(filepath.Join(art, "status"), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(art, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := record.WriteItems(f, rows); err != nil {
		t.Fatal(err)
	}
	return cfg, art
}

func TestExplain(t *testing.T) {
	it := record.Item{
		ID: "dgn.core.2.002", Problem: "Solve $x^2-5x-6=0$.", SourceAnswer: "x_1=2;\\ x_2=3", FinalAnswer: "x_1=2;\\ x_2=3",
		AnswerStatus: record.StatusSuspected, VerificationNote: "suspected: ...",
		Legs: record.Legs{
			Native: &record.NativeOutcome{Verdict: record.Refute, Kind: "equation", Note: "refuted: x=2 fails x^2-5x-6=0: left side -12, right side 0", Seed: 7},
			MathJS: &record.MathJSOutcome{Outcome: "contradict", Note: "math.js -12 vs 0"},
			Vision: &record.VisionOutcome{Outcome: "not-reread", Note: "no vision model configured"},
		},
	}
	cfg, art := explainArtifacts(t, []record.Item{it})

	code, out, errs := execute(t, "explain", "--config", cfg, "--artifacts", art, "dgn.core.2.002")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"answer_status: suspected", "leg 1 native      refute [equation] (seed 7)", "x=2 fails", "leg 2 parsers     did not run", "leg 3 math.js     agrees the gold is wrong: math.js -12 vs 0", "leg 4 re-read     not-reread", "decision", "not been re-read"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = execute(t, "explain", "--json", "--config", cfg, "--artifacts", art, "dgn.core.2.002")
	var ex map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ex) != nil || ex["answer_status"] != "suspected" || ex["legs"] == nil {
		t.Fatalf("--json: exit %d, %q", code, out)
	}
	if ex["mathjs_reading"] != "agrees the gold is wrong" {
		t.Errorf("--json: mathjs_reading %q, want leg 3 read beside leg 1", ex["mathjs_reading"])
	}
	if code, _, _ := execute(t, "explain", "--config", cfg, "--artifacts", art, "no.such.id"); code != 1 {
		t.Errorf("unknown id: exit %d, want 1", code)
	}
	if code, _, _ := execute(t, "explain", "--config", cfg); code != 2 {
		t.Errorf("no id: exit %d, want 2", code)
	}
}

// TestExplainStale: after a source edit, explain says that the rows it
// shows are stale and why, instead of showing them as current.
func TestExplainStale(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	line := `{"collection":"core","chapter":1,"problem_id":"1","problem":"Compute $2+2$.","answer":"$4$"}` + "\n"
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(line), 0o644)
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n  status: {kind: status, needs: [normalize]}\n"), 0o644)
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("run: exit %d %s", code, errs)
	}
	code, out, errs := execute(t, "explain", "--config", cfg, "dgn.core.1.001")
	if code != 0 || strings.Contains(out, "STALE") {
		t.Fatalf("fresh rows: exit %d %s\n%s", code, errs, out)
	}
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(strings.Replace(line, "2+2", "2+3", 1)), 0o644)
	code, out, errs = execute(t, "explain", "--config", cfg, "dgn.core.1.001")
	if code != 0 || !strings.Contains(out, "STALE") || !strings.Contains(out, "sources changed") {
		t.Errorf("after a source edit: exit %d %s\n%s", code, errs, out)
	}
	code, out, _ = execute(t, "explain", "--json", "--config", cfg, "dgn.core.1.001")
	var ex struct {
		Stale        bool     `json:"stale"`
		StaleReasons []string `json:"stale_reasons"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &ex) != nil || !ex.Stale || len(ex.StaleReasons) == 0 {
		t.Errorf("--json after a source edit: exit %d %s", code, out)
	}
}

// TestExplainWrongArtifacts: with an --artifacts folder no run wrote,
// explain and review do not suggest a run that would build the pipeline
// file's sources (the sample book) there; they name the folder and the
// command that builds it from the user's rows.
func TestExplainWrongArtifacts(t *testing.T) {
	wrong := filepath.Join(t.TempDir(), "typo")
	cfg := filepath.Join("..", "..", "pipeline.yaml")
	for _, args := range [][]string{
		{"explain", "dgn.mine.1", "--config", cfg, "--artifacts", wrong},
		{"review", "--config", cfg, "--artifacts", wrong},
	} {
		_, err := executeErr(t, args...)
		if err == nil || !strings.Contains(err.Error(), "no run wrote the artifacts folder "+wrong) || !strings.Contains(err.Error(), "dgnpipe run --source DIR --artifacts "+wrong) || strings.Contains(err.Error(), "--stage status") {
			t.Errorf("%s: %v", args[0], err)
		}
	}
}
