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

// TestWrapLineKeepsIndent: a wrapped line keeps its own indent (a help
// text's flag column), and no indent, however deep, leaves a word without
// room (a width of 20 with a 24-column indent used to cut at a negative
// index).
func TestWrapLineKeepsIndent(t *testing.T) {
	got := wrapLine("      --batch string   JSONL file of lines, each with an optional solution", 40, "    ")
	if !strings.HasPrefix(got[0], "      --batch") {
		t.Errorf("the first line lost its indent: %q", got)
	}
	for _, width := range []int{20, 21, 30} {
		for _, l := range wrapLine(strings.Repeat(" ", 30)+"word "+strings.Repeat("x", 50)+" tail", width, strings.Repeat(" ", 24)) {
			if n := utf8.RuneCountInString(l); n > width || strings.TrimSpace(l) == "" {
				t.Errorf("width %d: line %q (%d)", width, l, n)
			}
		}
	}
}

// TestCheckReadsLeg3AndFits: `check` words leg 3 beside leg 1 and fits
// the width; a note never says "the answer 1010 is 1010".
func TestCheckReadsLeg3AndFits(t *testing.T) {
	t.Setenv("COLUMNS", "80")
	code, out, errs := execute(t, "check", "--problem", `Compute $2\cdot 505+1$.`, "--answer", "1010")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "leg 3 math.js: agrees the gold is wrong") || !strings.Contains(out, "the answer 1010") || strings.Contains(out, "1010 is 1010") {
		t.Errorf("check output:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(l) > 80 {
			t.Errorf("a line of %d: %q", utf8.RuneCountInString(l), l)
		}
	}
}

// TestWrapKeepsLabelColumn: a wrapped line of a label column keeps the
// label's padding ("leg 1 native      refute ...", as explain aligns it),
// and its continuation lines start under the text.
func TestWrapKeepsLabelColumn(t *testing.T) {
	line := "leg 1 native      refute [equation] (seed 7): " + strings.Repeat("a long note word ", 12)
	got := wrapLabelled(line, 80, continuationIndent(line, 80))
	if len(got) < 2 || !strings.HasPrefix(got[0], "leg 1 native      refute") {
		t.Fatalf("first line %q", got)
	}
	for _, l := range got[1:] {
		if !strings.HasPrefix(l, strings.Repeat(" ", 18)) || l[18] == ' ' || utf8.RuneCountInString(l) > 80 {
			t.Errorf("continuation %q", l)
		}
	}
}

// TestHelpFlagsKeepTheirColumn: at 80 columns a wrapped flag of run's help
// keeps its description column (was re-spaced to one space).
func TestHelpFlagsKeepTheirColumn(t *testing.T) {
	t.Setenv("COLUMNS", "80")
	_, out, _ := execute(t, "run", "--help")
	found := false
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "      --artifacts DIR ") {
			found = true
			if !strings.HasPrefix(l, "      --artifacts DIR    ") {
				t.Errorf("the flag's column is lost: %q", l)
			}
		}
	}
	if !found {
		t.Errorf("no --artifacts line in:\n%s", out)
	}
}
