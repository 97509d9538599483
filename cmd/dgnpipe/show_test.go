package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestShow: show prints a built dataset's rows as a table that fits the
// width, or as JSON lines; it filters on config, split, status and id, and
// reads a stage's output the same way.
func TestShow(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	art := filepath.Join(dir, "out")
	if code, _, errs := execute(t, "run", "--config", filepath.Join("..", "..", "pipeline.yaml"), "--source", src, "--artifacts", art); code != exitOK {
		t.Fatalf("run: %s", errs)
	}
	ds := filepath.Join(art, "dataset")
	for _, width := range []int{80, 100} {
		t.Setenv("COLUMNS", strconv.Itoa(width))
		code, out, errs := execute(t, "show", ds)
		if code != exitOK || strings.Count(out, "\n") != 6 || !strings.HasPrefix(out, "id ") || !strings.Contains(out, "dgn.mine.4") {
			t.Errorf("show: exit %d\n%s\n%s", code, out, errs)
		}
		for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
			if n := utf8.RuneCountInString(l); n > width {
				t.Errorf("width %d: a line of %d: %q", width, n, l)
			}
		}
	}
	_, out, _ := execute(t, "show", ds, "--status", "suspected", "--json")
	var row map[string]string
	if strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &row) != nil || row["id"] != "dgn.mine.4" || row["answer_status"] != "suspected" || row["split"] == "" {
		t.Errorf("show --status suspected --json:\n%s", out)
	}
	_, out, _ = execute(t, "show", ds, "--config", "verified", "--id", "dgn.mine.1", "--id", "dgn.mine.5*")
	if strings.Count(out, "\n") != 3 || !strings.Contains(out, "dgn.mine.1 ") || !strings.Contains(out, "dgn.mine.5 ") {
		t.Errorf("show --config verified --id:\n%s", out)
	}
	_, out, _ = execute(t, "show", filepath.Join(art, "status"), "--split", "test", "--json")
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l != "" && !strings.Contains(l, `"split":"test"`) {
			t.Errorf("show a stage's output --split test: %s", l)
		}
	}
	if code, _, _ := execute(t, "show", ds, "--config", "core"); code != exitUsage {
		t.Errorf("show --config core (not published): exit %d, want %d", code, exitUsage)
	}
}
