package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDedupNamesSkippedRows: dedup counts and names the rows it cannot
// read (as run does), in text and with --json (on stderr, stdout staying
// the documented JSON).
func TestDedupNamesSkippedRows(t *testing.T) {
	src := filepath.Join(t.TempDir(), "book")
	if err := os.Mkdir(src, 0o755); err != nil {
		t.Fatal(err)
	}
	rows := `{"collection":"core","chapter":1,"problem_id":"1","problem":"Find $x$ if $2x=4$.","answer":"2"}` + "\n" +
		`{"collection":"core","chapter":1,"problem_id":"2"` + "\n" +
		`not json` + "\n"
	if err := os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(src, "book.jsonl")
	code, stdout, stderr := execute(t, "dedup", "--source", src)
	if code != 0 || !strings.Contains(stdout, "2 lines skipped") || !strings.Contains(stderr, file+":2") || !strings.Contains(stderr, file+":3") {
		t.Errorf("exit %d\nstdout %q\nstderr %q\nwant the 2 skipped lines counted and named", code, stdout, stderr)
	}
	code, stdout, stderr = execute(t, "dedup", "--source", src, "--json")
	var v map[string]any
	if code != 0 || json.Unmarshal([]byte(stdout), &v) != nil || !strings.Contains(stderr, file+":2") || !strings.Contains(stderr, "2 lines skipped") {
		t.Errorf("--json: exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
}
