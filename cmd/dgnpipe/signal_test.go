//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSIGTERMEndsRunCleanly: SIGTERM cancels the run's context like SIGINT
// (the process is not killed outright), so the run ends with exit 130.
func TestSIGTERMEndsRunCleanly(t *testing.T) {
	ctx, stop := notifyContext(context.Background())
	defer stop()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("SIGTERM did not cancel the run's context")
	}
	if got := exitCode(ctx, ctx.Err(), io.Discard); got != exitInterrupted {
		t.Errorf("exit %d, want %d", got, exitInterrupted)
	}
}

// executeCancelled runs dgnpipe with args under a context already
// cancelled, as after the first SIGINT or SIGTERM.
func executeCancelled(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	g := &GlobalOptions{Stdout: &out, Stderr: &errb}
	root := newRootCommand(g)
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return exitCode(ctx, root.ExecuteContext(ctx), &errb), out.String()
}

// TestSignalEndsEveryLongCommand: once the context is cancelled, compare
// (its bootstrap), dedup (its analysis, with a reference to hash), run
// --dry-run and status (hashing the references) end with exit 130, print
// no report and write no output file.
func TestSignalEndsEveryLongCommand(t *testing.T) {
	dir := t.TempDir()
	md := filepath.Join(dir, "cmp.md")
	if code, out := executeCancelled(t, append([]string{"compare"}, compareArgs("--markdown", md)...)...); code != exitInterrupted || out != "" {
		t.Errorf("compare: exit %d, output %q; want %d and nothing", code, out, exitInterrupted)
	}
	if _, err := os.Stat(md); err == nil {
		t.Error("compare wrote its --markdown file after the signal")
	}
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(`{"collection":"core","chapter":1,"problem_id":"1","problem":"Find $x$ if $2x=4$.","answer":"2"}`+"\n"), 0o644)
	ref := filepath.Join(dir, "ref.jsonl")
	os.WriteFile(ref, []byte(`{"problem": "Find $x$ if $2x=4$."}`+"\n"), 0o644)
	if code, out := executeCancelled(t, "dedup", "--source", src, "--against", "r="+ref); code != exitInterrupted || out != "" {
		t.Errorf("dedup: exit %d, output %q; want %d and nothing", code, out, exitInterrupted)
	}
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("artifacts: art\nsources: [{dir: src}]\nreferences: [{name: r, path: ref.jsonl}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	if code, _ := executeCancelled(t, "run", "--config", cfg, "--dry-run"); code != exitInterrupted {
		t.Errorf("run --dry-run: exit %d, want %d", code, exitInterrupted)
	}
	// status hashes the references too (issue 44).
	if code, out := executeCancelled(t, "status", "--config", cfg); code != exitInterrupted || out != "" {
		t.Errorf("status: exit %d, output %q; want %d and nothing", code, out, exitInterrupted)
	}
}

// TestSignalEndsExplain: explain hashes the sources to tell whether the
// rows are up to date; once the context is cancelled it ends with exit
// 130 and prints no report, plain or --json (issue 44).
func TestSignalEndsExplain(t *testing.T) {
	cfg, art := explainArtifacts(t, []record.Item{{ID: "dgn.core.1.001", Problem: "Compute $2+2$.", SourceAnswer: "4", FinalAnswer: "4", AnswerStatus: record.StatusVerified}})
	src := filepath.Join(filepath.Dir(cfg), "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), make([]byte, 1<<20), 0o644)
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n  status: {kind: status, needs: [normalize]}\n"), 0o644)
	if code, out, errs := execute(t, "explain", "--config", cfg, "--artifacts", art, "dgn.core.1.001"); code != 0 || !strings.Contains(out, "dgn.core.1.001") {
		t.Fatalf("explain: exit %d %s\n%s", code, errs, out)
	}
	for _, args := range [][]string{{}, {"--json"}} {
		args = append([]string{"explain", "--config", cfg, "--artifacts", art, "dgn.core.1.001"}, args...)
		if code, out := executeCancelled(t, args...); code != exitInterrupted || out != "" {
			t.Errorf("%v: exit %d, output %q; want %d and nothing", args, code, out, exitInterrupted)
		}
	}
}

// TestSignalEndsReview: review asks whether the rows are up to date (it
// hashes the sources, references and output trees) before it serves or
// exports the desk; once the context is cancelled it ends with exit 130,
// prints no URL and exports no page (issue 44).
func TestSignalEndsReview(t *testing.T) {
	cfg, art := explainArtifacts(t, []record.Item{{ID: "dgn.core.1.001", Problem: "Compute $2+2$.", SourceAnswer: "4", FinalAnswer: "4", AnswerStatus: record.StatusVerified}})
	dir := filepath.Dir(cfg)
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), make([]byte, 1<<20), 0o644)
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n  status: {kind: status, needs: [normalize]}\n"), 0o644)
	pages := filepath.Join(dir, "pages")
	base := []string{"review", "--config", cfg, "--artifacts", art, "--reviewer", "ann"}
	if code, out, errs := execute(t, append(base, "--export", pages)...); code != 0 || !strings.Contains(out, "wrote") {
		t.Fatalf("review --export: exit %d %s\n%s", code, errs, out)
	}
	os.RemoveAll(pages)
	if code, out := executeCancelled(t, append(base, "--export", pages)...); code != exitInterrupted || out != "" {
		t.Errorf("review --export: exit %d, output %q; want %d and nothing", code, out, exitInterrupted)
	}
	if _, err := os.Stat(pages); err == nil {
		t.Error("review exported pages after the signal")
	}
	if code, out := executeCancelled(t, append(base, "--addr", "127.0.0.1:0")...); code != exitInterrupted || out != "" {
		t.Errorf("review (serve): exit %d, output %q; want %d and nothing", code, out, exitInterrupted)
	}
}
