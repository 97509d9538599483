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
// ($COLUMNS, as a pipe) and checks that no line of their console output,
// stdout or stderr, is wider: the stage table and the run's warnings,
// status, explain, help, show and the reports of score, compare and diff.
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
			for stream, text := range map[string]string{"stdout": out, "stderr": errs} {
				for _, l := range strings.Split(text, "\n") {
					widest = max(widest, utf8.RuneCountInString(l))
					if n := utf8.RuneCountInString(l); n > width {
						t.Errorf("%d columns, dgnpipe %s: a line of %d on %s: %q", width, strings.Join(args, " "), n, stream, l)
					}
				}
			}
			t.Logf("COLUMNS=%d dgnpipe %s: widest line %d", width, args[0]+" "+strings.Join(args[1:min(2, len(args))], " "), widest)
		}
	}
}

// TestWarningPrintedOnce: a stage's warning is printed once, on stderr,
// without a timestamp, and the summary line names the manifest that keeps
// it; stdout does not repeat it.
func TestWarningPrintedOnce(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	art := filepath.Join(dir, "out")
	for _, extra := range [][]string{nil, {"-q"}} {
		args := append([]string{"run", "--config", filepath.Join("..", "..", "pipeline.yaml"), "--source", src, "--artifacts", art, "--force"}, extra...)
		code, out, errs := execute(t, args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d\n%s", extra, code, errs)
		}
		const warn = "licence not stated"
		if n := strings.Count(out+errs, warn); n != 1 || !strings.Contains(errs, "warning: dataset: dataset card:") {
			t.Errorf("%v: %q printed %d times, want once on stderr as 'warning: dataset: ...'\nstdout:\n%s\nstderr:\n%s", extra, warn, n, out, errs)
		}
		if strings.Contains(errs, "time=") || !strings.Contains(out, filepath.Join(art, "dataset", "manifest.json")) {
			t.Errorf("%v: stderr has timestamps or the summary names no manifest\nstdout:\n%s\nstderr:\n%s", extra, out, errs)
		}
	}
}
