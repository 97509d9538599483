//go:build unix

package snapdiff

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLoadRefusesSpecialFiles: a FIFO named *.parquet inside a snapshot
// makes diff fail at once, naming it, instead of blocking.
func TestLoadRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data", "full")
	if err := os.MkdirAll(data, 0o700); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(data, "train-00000-of-00001.parquet")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Load(context.Background(), dir)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), fifo) || !strings.Contains(err.Error(), "FIFO") {
			t.Errorf("error %v, want one naming %s as a FIFO", err, fifo)
		}
	case <-time.After(10 * time.Second): // a net for a hang, not a measure
		t.Fatal("loading a snapshot holding a FIFO does not end")
	}
	if _, err := Hash(dir); err == nil || !strings.Contains(err.Error(), fifo) {
		t.Errorf("Hash: error %v, want one naming %s", err, fifo)
	}
}
