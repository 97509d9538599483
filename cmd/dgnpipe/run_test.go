package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// execute runs the CLI in-process and returns its exit code and outputs.
func execute(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	g := &GlobalOptions{Stdout: &out, Stderr: &errb}
	root := newRootCommand(g)
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	ctx := context.Background()
	code := exitCode(ctx, root.ExecuteContext(ctx), &errb)
	return code, out.String(), errb.String()
}

func TestRunExitCodes(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(`{"collection":"core","chapter":1,"problem_id":"1","problem":"p","answer":"1"}`+"\nbad\n"), 0o644)
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	badCfg := filepath.Join(dir, "bad.yaml")
	os.WriteFile(badCfg, []byte("stages:\n  ingest: {kind: ingest, colour: red}\n"), 0o644)
	art := filepath.Join(dir, "art")
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"unknown command", []string{"frobnicate"}, exitUsage},
		{"unknown flag", []string{"run", "--bogus"}, exitUsage},
		{"stray argument", []string{"run", "x", "--config", cfg}, exitUsage},
		{"bad source format", []string{"run", "--config", cfg, "--source", "src:tex"}, exitUsage},
		{"unknown stage", []string{"run", "--config", cfg, "--stage", "nope", "--artifacts", art}, exitUsage},
		{"missing config", []string{"run", "--config", filepath.Join(dir, "absent.yaml")}, exitFailure},
		{"invalid config", []string{"status", "--config", badCfg}, exitFailure},
		{"missing source", []string{"run", "--config", cfg, "--source", filepath.Join(dir, "nope"), "--artifacts", art}, exitFailure},
		{"dry run", []string{"run", "--config", cfg, "--dry-run", "--artifacts", art}, exitOK},
		{"run", []string{"run", "--config", cfg, "--artifacts", art}, exitOK},
		{"status", []string{"status", "--config", cfg, "--artifacts", art}, exitOK},
	}
	for _, tt := range tests {
		code, out, errs := execute(t, tt.args...)
		if code != tt.code {
			t.Errorf("%s: exit %d, want %d\nstdout: %s\nstderr: %s", tt.name, code, tt.code, out, errs)
		}
	}
	if _, err := os.Stat(filepath.Join(art, "ingest", "items.jsonl")); err != nil {
		t.Error(err)
	}
}

func TestRunJSON(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(`{"collection":"core","chapter":1,"problem_id":"1","problem":"p"}`+"\n"), 0o644)
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	for i, want := range []string{"ran", "skipped"} {
		code, out, errs := execute(t, "run", "--config", cfg, "--json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var rep struct {
			OK        bool   `json:"ok"`
			DryRun    bool   `json:"dry_run"`
			Artifacts string `json:"artifacts"`
			Stages    []struct {
				Name    string         `json:"name"`
				Action  string         `json:"action"`
				Reasons []string       `json:"reasons"`
				Rows    map[string]int `json:"rows"`
				Output  string         `json:"output"`
			} `json:"stages"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("run %d: %v\n%s", i, err, out)
		}
		if !rep.OK || len(rep.Stages) != 1 || rep.Stages[0].Action != want || rep.Stages[0].Rows["rows_out"] != 1 || rep.Artifacts != filepath.Join(dir, "artifacts") {
			t.Errorf("run %d: %+v", i, rep)
		}
	}
	code, out, _ := execute(t, "status", "--config", cfg, "--json")
	var st struct {
		Stages []struct {
			Name    string   `json:"name"`
			State   string   `json:"state"`
			Reasons []string `json:"reasons"`
		} `json:"stages"`
	}
	if err := json.Unmarshal([]byte(out), &st); code != 0 || err != nil || st.Stages[0].State != "up-to-date" {
		t.Errorf("status: exit %d, %v, %s", code, err, out)
	}
}

func TestDegradedExitCode(t *testing.T) {
	err := fmt.Errorf("run: %w", degradedError{[]string{"verify: leg 3 (math.js http): endpoint unreachable"}})
	if got := exitCode(context.Background(), err, io.Discard); got != exitDegraded || exitDegraded != 3 {
		t.Errorf("exit %d, want 3", got)
	}
}
