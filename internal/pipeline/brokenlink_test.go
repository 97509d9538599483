package pipeline

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenLinkInSourceIsAWarning: a symbolic link that leads nowhere,
// anywhere in a source folder, is one warning naming it (once per run),
// not a failure of the run before any stage.
func TestBrokenLinkInSourceIsAWarning(t *testing.T) {
	f := newFixture(t, "artifacts: out\nsources: [{dir: src}]\nstages:\n  a: {kind: jsonl}\n")
	if err := os.MkdirAll(filepath.Join(f.dir, "src", "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(f.dir, "src", "pages", "gone.png")
	if err := os.Symlink(filepath.Join(f.dir, "nowhere.png"), link); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	rep := f.run(Options{Log: slog.New(slog.NewTextHandler(&logs, nil))})
	if got := actions(rep); got != "a:ran(no previous output)" {
		t.Errorf("ran %s", got)
	}
	if n := strings.Count(logs.String(), "symbolic link that leads nowhere, skipped\" file="+link); n != 1 {
		t.Errorf("%d warnings naming %s in:\n%s", n, link, logs.String())
	}
}
