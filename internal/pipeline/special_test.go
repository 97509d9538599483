//go:build unix

package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReferencesRefuseSpecialFiles: a reference that is a device or a FIFO
// is refused when pipeline.yaml is read (run, run --dry-run and status
// all read it), with the path named, and hashing one never blocks.
func TestReferencesRefuseSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "ref.jsonl")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	rec := newRecorder()
	for path, kind := range map[string]string{"/dev/zero": "character device", fifo: "FIFO"} {
		_, err := Parse(filepath.Join(dir, "p.yaml"), []byte("references:\n  - {name: r, path: "+path+"}\nstages:\n  a: {kind: source}\n"), rec.kinds())
		if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), kind) {
			t.Errorf("%s: error %v, want one naming the path and %q", path, err, kind)
		}
		done := make(chan string, 1)
		go func() {
			sum, _ := referencesHash(context.Background(), []ReferenceSpec{{Name: "r", Path: path}})
			done <- sum
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second): // a net for a hang, not a measure
			t.Fatalf("hashing the reference %s does not end", path)
		}
	}
}

// TestReferencesHashCancelled: hashing the references stops with the
// context's error once it is done (a large reference, Ctrl-C).
func TestReferencesHashCancelled(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ref.jsonl")
	if err := os.WriteFile(path, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if sum, err := referencesHash(ctx, []ReferenceSpec{{Name: "r", Path: path}}); !errors.Is(err, context.Canceled) {
		t.Errorf("referencesHash(cancelled) = %q, %v; want context.Canceled", sum, err)
	}
}

// TestStatusCancelled: status stops with the context's error once it is
// done, while it hashes the references (Ctrl-C on a large reference).
func TestStatusCancelled(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.jsonl")
	if err := os.WriteFile(ref, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := newRecorder()
	cfg, err := Parse(filepath.Join(dir, "p.yaml"), []byte("references:\n  - {name: r, path: "+ref+"}\nstages:\n  a: {kind: source}\n"), rec.kinds())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if st, err := StatusContext(ctx, cfg, Options{Fingerprint: "test"}); !errors.Is(err, context.Canceled) {
		t.Errorf("StatusContext(cancelled) = %+v, %v; want context.Canceled", st, err)
	}
	if _, err := StatusContext(context.Background(), cfg, Options{Fingerprint: "test"}); err != nil {
		t.Errorf("StatusContext: %v", err)
	}
}
