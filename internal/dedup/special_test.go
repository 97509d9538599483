//go:build unix

package dedup

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadReferenceRefusesSpecialFiles: dedup --against and the dedup
// stage refuse a device or a FIFO (as JSONL or as .parquet) by its type,
// before opening it, naming the path.
func TestReadReferenceRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "ref.jsonl")
	fifoPq := filepath.Join(dir, "ref.parquet")
	for _, p := range []string{fifo, fifoPq} {
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for path, kind := range map[string]string{"/dev/zero": "character device", fifo: "FIFO", fifoPq: "FIFO"} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadReference("r", path)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), kind) {
				t.Errorf("%s: error %v, want one naming the path and %q", path, err, kind)
			}
		case <-time.After(10 * time.Second): // a net for a hang, not a measure
			t.Fatalf("reading the reference %s does not end", path)
		}
	}
}

// TestReadReferenceLongLine: a reference line over 64 MiB is an error
// naming the file and the line.
func TestReadReferenceLongLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ref.jsonl")
	long := `{"problem": "` + strings.Repeat("x", 64<<20) + `"}`
	if err := os.WriteFile(path, []byte(`{"problem": "a"}`+"\n"+long+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadReference("r", path)
	if err == nil || !strings.Contains(err.Error(), path+":2:") || !strings.Contains(err.Error(), "64 MiB") {
		t.Errorf("error %v, want one naming %s:2 and the 64 MiB limit", err, path)
	}
}
