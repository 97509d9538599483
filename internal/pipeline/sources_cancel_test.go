package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// doneAfter is a context whose Err is nil for its first n calls and
// context.Canceled after: a Ctrl-C that arrives while work is under way,
// at a point counted in checks rather than in time.
type doneAfter struct {
	context.Context
	n int
}

func (c *doneAfter) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

// bigSource writes a source folder holding one 4 MiB book.jsonl.
func bigSource(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "src")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "book.jsonl"), make([]byte, 4<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestSourcesHashCancelled: hashing the sources stops with the context's
// error once it is done, before a file and inside a large one (issue 44:
// a huge *.jsonl made run, run --dry-run and status deaf to Ctrl-C).
func TestSourcesHashCancelled(t *testing.T) {
	specs := []SourceSpec{{Dir: bigSource(t), Format: "jsonl"}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if files, _, err := hashSources(ctx, specs, hashCache{}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("hashSources(cancelled) = %d files, %v; want context.Canceled", len(files), err)
	}
	// Cancelled after a few checks: the 4 MiB file takes about 128 reads,
	// so the hashing must stop inside it, not only between files.
	mid := &doneAfter{Context: context.Background(), n: 10}
	if files, _, err := hashSources(mid, specs, hashCache{}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("hashSources(cancelled inside the file) = %d files, %v; want context.Canceled", len(files), err)
	}
	if files, _, err := hashSources(context.Background(), specs, hashCache{}, nil); err != nil || len(files) != 1 {
		t.Errorf("hashSources = %d files, %v; want 1 file", len(files), err)
	}
}

// TestStatusCancelledWhileHashingSources: status stops with the context's
// error while it hashes the sources (a pipeline with no reference).
func TestStatusCancelledWhileHashingSources(t *testing.T) {
	src := bigSource(t)
	rec := newRecorder()
	cfg, err := Parse(filepath.Join(filepath.Dir(src), "p.yaml"), []byte("sources: [{dir: "+src+"}]\nstages:\n  a: {kind: source}\n"), rec.kinds())
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
