package diskcache

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestPutGet(t *testing.T) {
	d := Open(filepath.Join(t.TempDir(), "c"))
	if _, ok, err := d.Get("abc123"); ok || err != nil {
		t.Fatalf("empty cache: ok %v err %v", ok, err)
	}
	for _, v := range []string{"first", "second"} {
		if err := d.Put("abc123", []byte(v)); err != nil {
			t.Fatal(err)
		}
		got, ok, err := d.Get("abc123")
		if !ok || err != nil || !bytes.Equal(got, []byte(v)) {
			t.Fatalf("Get = %q, %v, %v; want %q", got, ok, err, v)
		}
	}
	// No temporary file is left behind, and the entry is sharded.
	files, _ := filepath.Glob(filepath.Join(d.Root(), "ab", "*"))
	if len(files) != 1 || filepath.Base(files[0]) != "abc123.json" {
		t.Errorf("files %v", files)
	}
	for _, bad := range []string{"", "ab", "ABC123", "../x", "abc/12"} {
		if err := d.Put(bad, nil); err == nil {
			t.Errorf("key %q accepted", bad)
		}
	}
}

// A temporary file left by a process killed mid-write is never read as an
// entry.
func TestTornWriteIsNotAnEntry(t *testing.T) {
	d := Open(t.TempDir())
	if err := os.MkdirAll(filepath.Join(d.Root(), "de"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(d.Root(), "de", ".tmp-123"), []byte("{\"half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := d.Get("def456"); ok {
		t.Error("a temporary file was read as an entry")
	}
}
