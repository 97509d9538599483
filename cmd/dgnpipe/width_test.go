package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestOutputFitsWidth runs the main commands at 80 and 100 columns
// ($COLUMNS, as a pipe) and checks that no line of their console output is
// wider: the stage table, status, explain, help, show and the reports of
// score, compare and diff.
func TestOutputFitsWidth(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	art := filepath.Join(dir, "out")
	preds := filepath.Join(dir, "p.jsonl")
	os.WriteFile(preds, []byte(`{"id": "dgn.mine.1", "response": "4"}`+"\n"+`{"id": "dgn.mine.4", "response": "3"}`+"\n"), 0o644)
	cfg := filepath.Join("..", "..", "pipeline.yaml")
	ds := filepath.Join(art, "dataset")
	cmds := [][]string{
		{"run", "--config", cfg, "--source", src, "--artifacts", art, "--force"},
		{"status", "--artifacts", art},
		{"explain", "dgn.mine.4", "--artifacts", art},
		{"show", ds},
		{"score", "--dataset", ds, "--config", "full", "--predictions", preds},
		{"compare", "--dataset", ds, "--predictions", "a=" + preds, "--predictions", "b=" + preds},
		{"diff", ds, ds},
		{"--help"}, {"run", "--help"}, {"score", "--help"}, {"compare", "--help"}, {"explain", "--help"}, {"show", "--help"}, {"status", "--help"},
	}
	for _, width := range []int{80, 100} {
		t.Setenv("COLUMNS", strconv.Itoa(width))
		for _, args := range cmds {
			code, out, errs := execute(t, args...)
			if code != exitOK {
				t.Fatalf("%v: exit %d\n%s", args, code, errs)
			}
			widest := 0
			for _, l := range strings.Split(out, "\n") {
				widest = max(widest, utf8.RuneCountInString(l))
				if n := utf8.RuneCountInString(l); n > width {
					t.Errorf("%d columns, dgnpipe %s: a line of %d: %q", width, strings.Join(args, " "), n, l)
				}
			}
			t.Logf("COLUMNS=%d dgnpipe %s: widest line %d", width, args[0]+" "+strings.Join(args[1:min(2, len(args))], " "), widest)
		}
	}
}
