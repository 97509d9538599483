package snapdiff

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestHashCancelled: hashing a snapshot stops with the context's error
// once it is done (Ctrl-C during diff on a large snapshot), and gives
// Hash's value otherwise.
func TestHashCancelled(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data", "full")
	if err := os.MkdirAll(data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, "train-00000-of-00001.parquet"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if sum, err := HashContext(ctx, dir); !errors.Is(err, context.Canceled) {
		t.Errorf("HashContext(cancelled) = %q, %v; want context.Canceled", sum, err)
	}
	want, err := Hash(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := HashContext(context.Background(), dir); err != nil || got != want {
		t.Errorf("HashContext = %q, %v; Hash = %q", got, err, want)
	}
}
