package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDedupCommand runs dedup on a small dgn source with a near-copy, a
// one-number variant and a problem of a reference set; --json prints
// exactly the documented keys.
func TestDedupCommand(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "book")
	if err := os.Mkdir(src, 0o755); err != nil {
		t.Fatal(err)
	}
	line := func(n int, problem string) string {
		b, _ := json.Marshal(map[string]any{"collection": "core", "chapter": 1, "problem_id": strconv.Itoa(n), "problem": problem, "answer": "1"})
		return string(b) + "\n"
	}
	rows := line(1, `Find $x$ if $2x+3=7$.`) + line(2, `Compute $x$ if $2x + 3 = 7$`) + line(3, `Find $x$ if $2x+3=8$.`) + line(4, `Evaluate $\dbinom{8}{4}$.`)
	if err := os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	ref := filepath.Join(dir, "ref.jsonl")
	if err := os.WriteFile(ref, []byte(`{"problem": "Compute $\\binom{8}{4}$."}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := execute(t, "dedup", "--source", src, "--against", "r="+ref, "--json")
	want := `{"clusters":[["dgn.core.1.001","dgn.core.1.002"]],"contaminated":[{"id":"dgn.core.1.004","reference":"r","ref_row":1,"similarity":0.714}]}`
	var got, wantV any
	if code != 0 || json.Unmarshal([]byte(stdout), &got) != nil || json.Unmarshal([]byte(want), &wantV) != nil {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if g, _ := json.Marshal(got); string(g) != string(dedupMustJSON(json.Marshal(wantV))) {
		t.Errorf("--json %s\nwant   %s", stdout, want)
	}
	code, stdout, _ = execute(t, "dedup", "--source", src, "--against", "r="+ref)
	if code != 0 || !strings.Contains(stdout, "cluster 1: dgn.core.1.001, dgn.core.1.002") || !strings.Contains(stdout, "dgn.core.1.004  row 1") {
		t.Errorf("exit %d, text %q", code, stdout)
	}
	for _, args := range [][]string{{"dedup"}, {"dedup", "--source", src, "--against", "noequals"}} {
		if code, _, _ := execute(t, args...); code != 2 {
			t.Errorf("dgnpipe %q: exit %d, want 2", args, code)
		}
	}
}

func dedupMustJSON(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
