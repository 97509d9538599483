package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// executeErr runs the CLI in-process and returns the error it ended with
// (what main prints after "dgnpipe: ").
func executeErr(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	root := newRootCommand(&GlobalOptions{Stdout: &out, Stderr: &errb})
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	err := root.ExecuteContext(context.Background())
	return out.String(), err
}

func TestTyposGetSuggestions(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "src"), 0o755)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"statu"}, "did you mean status?"},
		{[]string{"reveiw"}, "did you mean review?"},
		{[]string{"run", "--sorce", "x"}, "--source?"},
		{[]string{"score", "--predictons", "x"}, "did you mean --predictions?"},
		{[]string{"run", "--config", cfg, "--artifacts", filepath.Join(dir, "a"), "--stage", "normalise"}, "the stages are: ingest, normalize"},
	}
	for _, tt := range tests {
		_, err := executeErr(t, tt.args...)
		var ue usageError
		if err == nil || !errors.As(err, &ue) {
			t.Errorf("%q: err %v, want a usage error", tt.args, err)
			continue
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %q lacks %q", tt.args, err, tt.want)
		}
	}
	// Far from every name: no suggestion, still a usage error.
	if _, err := executeErr(t, "frobnicate"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("frobnicate: %v", err)
	}
}

func TestVersionFlag(t *testing.T) {
	out, err := executeErr(t, "--version")
	if err != nil || !strings.HasPrefix(out, "dgnpipe ") || !strings.Contains(out, "go1.") {
		t.Errorf("--version: %v, %q", err, out)
	}
}
