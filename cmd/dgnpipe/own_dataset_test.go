package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
)

// ownMeta is the dataset.yaml of a user's own book.
const ownMeta = `name: my_algebra
title: My Algebra Drills
description: Five drills from my algebra class.
license: cc-by-4.0
homepage: https://example.org/my-algebra
provenance: Written by me for my class in 2026.
citation: "@misc{mine, title={My Algebra Drills}}"
`

// TestOwnDatasetCard: `run --source mybook` with a dataset.yaml publishes
// a card with that title, licence and provenance, rows whose source and
// source_title are the book's, no config without rows, and no word of the
// sample book; without the file the card is neutral and the run warns.
func TestOwnDatasetCard(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	os.WriteFile(filepath.Join(src, "dataset.yaml"), []byte(ownMeta), 0o644)
	cfg := filepath.Join("..", "..", "pipeline.yaml")
	art := filepath.Join(dir, "out")
	code, _, errs := execute(t, "run", "--config", cfg, "--source", src, "--artifacts", art)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	card, err := os.ReadFile(filepath.Join(art, "dataset", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`pretty_name: "My Algebra Drills"`, `license: "cc-by-4.0"`, "# My Algebra Drills", "Five drills from my algebra class.",
		"Written by me for my class in 2026.", "Homepage: https://example.org/my-algebra", "Licence: `cc-by-4.0`.", "@misc{mine", "Rows: 5 ", "These texts come from `dataset.yaml` of the source folder `mybook`."} {
		if !strings.Contains(string(card), w) {
			t.Errorf("card lacks %q:\n%s", w, card)
		}
	}
	for _, bad := range []string{"DGN", "Russian", "sample book", "CC0", "cc0", "config_name: core", "config_name: exercises", "config_name: extended", "| `core`"} {
		if strings.Contains(string(card), bad) {
			t.Errorf("card has %q:\n%s", bad, card)
		}
	}
	if strings.Contains(errs, "dataset card:") {
		t.Errorf("a complete dataset.yaml still warns:\n%s", errs)
	}
	for _, c := range []string{"core", "extended", "exercises"} {
		if _, err := os.Stat(filepath.Join(art, "dataset", "data", c)); !os.IsNotExist(err) {
			t.Errorf("empty config %s published: %v", c, err)
		}
	}
	cols, n, err := parquetout.ReadStringColumns(filepath.Join(art, "dataset", filepath.FromSlash(parquetout.DataFile("full", "train"))), []string{"id", "source", "source_title"})
	if err != nil || n == 0 {
		t.Fatalf("full/train: %d rows, %v", n, err)
	}
	for i := range n {
		if cols["source"][i] != "my_algebra" || cols["source_title"][i] != "My Algebra Drills" {
			t.Errorf("row %s: source %q, source_title %q", cols["id"][i], cols["source"][i], cols["source_title"][i])
		}
	}

	// Without the file: neutral defaults and a warning, never the sample's.
	os.Remove(filepath.Join(src, "dataset.yaml"))
	code, _, errs = execute(t, "run", "--config", cfg, "--source", src, "--artifacts", art)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	card, _ = os.ReadFile(filepath.Join(art, "dataset", "README.md"))
	for _, w := range []string{"# Unnamed dataset", `license: "unknown"`, "Licence: not stated."} {
		if !strings.Contains(string(card), w) {
			t.Errorf("neutral card lacks %q:\n%s", w, card)
		}
	}
	if strings.Contains(string(card), "DGN") || strings.Contains(string(card), "sample book") {
		t.Errorf("neutral card names the sample book:\n%s", card)
	}
	if !strings.Contains(errs, "licence not stated") || !strings.Contains(errs, "dataset.yaml") {
		t.Errorf("no warning on the unnamed dataset:\n%s", errs)
	}

	// A malformed dataset.yaml is an error naming the file.
	os.WriteFile(filepath.Join(src, "dataset.yaml"), []byte("titel: x\n"), 0o644)
	if _, err := executeErr(t, "run", "--config", cfg, "--source", src, "--artifacts", art); err == nil || !strings.Contains(err.Error(), filepath.Join(src, "dataset.yaml")) {
		t.Errorf("a bad dataset.yaml: %v", err)
	}
}

// TestOwnPipelineFileExercises: a pipeline file of one's own listing a
// folder under sources adds no generated exercises unless the entry says
// `exercises: true`; then the summary line names them.
func TestOwnPipelineFileExercises(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	repo, err := os.ReadFile(filepath.Join("..", "..", "pipeline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	const sample = "  - dir: sources/sample\n    format: dgn\n    exercises: true\n"
	if !strings.Contains(string(repo), sample) {
		t.Fatalf("pipeline.yaml: no sample source entry of the expected form")
	}
	for _, tc := range []struct {
		entry string
		want  bool
	}{{"  - dir: " + src + "\n", false}, {"  - dir: " + src + "\n    exercises: true\n", true}} {
		cfg := filepath.Join(dir, "own.yaml")
		os.WriteFile(cfg, []byte(strings.Replace(string(repo), sample, tc.entry, 1)), 0o644)
		code, out, errs := execute(t, "run", "--config", cfg, "--artifacts", filepath.Join(dir, "out"), "--dry-run")
		if code != exitOK {
			t.Fatalf("exit %d\n%s", code, errs)
		}
		if got := strings.Contains(out, "generate"); got != tc.want {
			t.Errorf("entry %q: generate planned %v, want %v:\n%s", tc.entry, got, tc.want, out)
		}
	}
	code, out, errs := execute(t, "run", "--config", filepath.Join(dir, "own.yaml"), "--artifacts", filepath.Join(dir, "out2"))
	last := strings.TrimSpace(out)
	last = last[strings.LastIndex(last, "\n")+1:]
	if code != exitOK || !strings.Contains(last, "with 52 generated exercises") {
		t.Errorf("summary line %q does not name the exercises (exit %d)\n%s", last, code, errs)
	}
}

// TestExplainShowsContamination: a row that the dedup stage found in a
// reference set says so in explain (text and JSON), with the reference's
// name and row.
func TestExplainShowsContamination(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	ref := filepath.Join(dir, "ref.jsonl")
	os.WriteFile(ref, []byte(`{"problem": "Find the area of a circle of radius 3."}`+"\n"+`{"problem": "Solve $x^2-5x+6=0$."}`+"\n"), 0o644)
	repo, err := os.ReadFile(filepath.Join("..", "..", "pipeline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(dir, "p.yaml")
	os.WriteFile(cfg, []byte(strings.Replace(string(repo), "\nstages:\n", "\nreferences:\n  - name: my-ref\n    path: "+ref+"\nstages:\n", 1)), 0o644)
	art := filepath.Join(dir, "out")
	if code, _, errs := execute(t, "run", "--config", cfg, "--source", src, "--artifacts", art); code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	code, out, errs := execute(t, "explain", "dgn.mine.2", "--artifacts", art)
	if code != exitOK || !strings.Contains(out, "dedup             contamination: the same problem as row 2 of my-ref") {
		t.Errorf("explain: exit %d\n%s\n%s", code, out, errs)
	}
	_, out, _ = execute(t, "explain", "dgn.mine.2", "--artifacts", art, "--json")
	if !strings.Contains(out, `"duplicates": [`) || !strings.Contains(out, "row 2 of my-ref") {
		t.Errorf("explain --json lacks the contamination:\n%s", out)
	}
	if _, out, _ = execute(t, "explain", "dgn.mine.1", "--artifacts", art); strings.Contains(out, "dedup ") {
		t.Errorf("a clean row shows dedup findings:\n%s", out)
	}
}

// TestMalformedLaTeXFinding: a statement with a brace never closed is its
// own finding: leg 2 does not say agree, and explain and status name the
// row with the offset.
func TestMalformedLaTeXFinding(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows+`{"collection": "mine", "chapter": 1, "problem_id": "6", "problem": "Compute $\\frac{1}{2}+\\frac{1}{3$.", "answer": "\\frac{5}{6}"}`+"\n"), 0o644)
	art := filepath.Join(dir, "out")
	if code, _, errs := execute(t, "run", "--config", filepath.Join("..", "..", "pipeline.yaml"), "--source", src, "--artifacts", art); code != exitOK {
		t.Fatalf("run: %s", errs)
	}
	_, out, _ := execute(t, "explain", "dgn.mine.6", "--artifacts", art)
	if !strings.Contains(out, "leg 2 parsers     unparsed: malformed LaTeX in the statement at offset 29: a { that is never closed") {
		t.Errorf("explain:\n%s", out)
	}
	_, out, _ = execute(t, "explain", "dgn.mine.6", "--artifacts", art, "--json")
	if !strings.Contains(out, `"malformed": "statement at offset 29: a { that is never closed"`) || !strings.Contains(out, "Leg 2") || strings.Count(out, "malformed LaTeX in the statement at offset 29") < 2 {
		t.Errorf("explain --json: the leg and the verification note do not name the malformed LaTeX:\n%s", out)
	}
	_, out, _ = execute(t, "status", "--artifacts", art)
	if !strings.Contains(out, "malformed LaTeX: 1 row whose statement or answer does not parse") || !strings.Contains(out, "dgn.mine.6: statement at offset 29") {
		t.Errorf("status:\n%s", out)
	}
	if strings.Contains(out, "up to date\n") || !strings.Contains(out, "up-to-date\n") {
		t.Errorf("status says \"up-to-date  up to date\":\n%s", out)
	}
}
