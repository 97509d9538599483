package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
)

// TestRunMetaFlags: for a source without a dataset.yaml, run's --title,
// --license, --provenance and --name describe the rows: the card and the
// rows' source and source_title take them, the read commands find the
// run up to date (the flags are recorded), a bad licence id is a usage
// error, and a dataset.yaml beside the rows wins, with a warning.
func TestRunMetaFlags(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	cfg := filepath.Join("..", "..", "pipeline.yaml")
	art := filepath.Join(dir, "out")
	flags := []string{"--title", "Five Drills", "--license", "mit", "--provenance", "Typed from my notebook.", "--name", "drills"}
	code, _, errs := execute(t, append([]string{"run", "--config", cfg, "--source", src, "--artifacts", art}, flags...)...)
	if code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	card, _ := os.ReadFile(filepath.Join(art, "dataset", "README.md"))
	for _, w := range []string{`pretty_name: "Five Drills"`, `license: "mit"`, "# Five Drills", "Typed from my notebook.", "Licence: `mit`.", "These texts come from the metadata flags of `dgnpipe run`"} {
		if !strings.Contains(string(card), w) {
			t.Errorf("card lacks %q:\n%s", w, card)
		}
	}
	if strings.Contains(errs, "dataset card:") {
		t.Errorf("complete metadata flags still warn:\n%s", errs)
	}
	cols, n, err := parquetout.ReadStringColumns(filepath.Join(art, "dataset", filepath.FromSlash(parquetout.DataFile("full", "train"))), []string{"id", "source", "source_title"})
	if err != nil || n == 0 {
		t.Fatalf("full/train: %d rows, %v", n, err)
	}
	for i := range n {
		if cols["source"][i] != "drills" || cols["source_title"][i] != "Five Drills" {
			t.Errorf("row %s: source %q, source_title %q", cols["id"][i], cols["source"][i], cols["source_title"][i])
		}
	}
	if code, out, _ := execute(t, "status", "--artifacts", art); code != exitOK || strings.Contains(out, "up-to-date") == false || regexp.MustCompile(`(?m)^\S+\s+stale`).MatchString(out) {
		t.Errorf("status after a run with metadata flags: exit %d\n%s", code, out)
	}
	if _, err := executeErr(t, "run", "--config", cfg, "--source", src, "--artifacts", art, "--license", "CC BY"); err == nil || !strings.Contains(err.Error(), "not a licence id") {
		t.Errorf("a bad --license: %v", err)
	}
	os.WriteFile(filepath.Join(src, "dataset.yaml"), []byte(ownMeta), 0o644)
	code, _, errs = execute(t, append([]string{"run", "--config", cfg, "--source", src, "--artifacts", art}, flags...)...)
	card, _ = os.ReadFile(filepath.Join(art, "dataset", "README.md"))
	if code != exitOK || !strings.Contains(string(card), "# My Algebra Drills") || !strings.Contains(errs, "metadata flags of `dgnpipe run` are not used") {
		t.Errorf("flags and a dataset.yaml: exit %d, the card's heading or the warning wrong\n%s", code, errs)
	}
}
