package diskcache

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestIndexFile: a closed segment gets an index file, and Open indexes
// the segment from it, entries of another generation left out; an index
// that no longer names its segment's size (the segment changed) is not
// used, and a value damaged after its index was written reads as absent.
func TestIndexFile(t *testing.T) {
	root := filepath.Join(t.TempDir(), "c")
	l := mustOpen(t, root, "v1")
	for i := range 100 {
		if err := l.Put(fmt.Sprintf("%04x", i), []byte(fmt.Sprint("value ", i))); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	segs, _ := filepath.Glob(filepath.Join(root, "seg-*.log"))
	if len(segs) != 1 {
		t.Fatalf("%d segments", len(segs))
	}
	seg := segs[0]
	if _, err := os.Stat(indexPath(seg)); err != nil {
		t.Fatalf("no index file: %v", err)
	}
	// Through the index: every value, and no entry of another generation.
	l = mustOpen(t, root, "v1")
	if v, ok := l.Get("002a"); !ok || string(v) != "value 42" {
		t.Fatalf("Get = %q, %v", v, ok)
	}
	if at := l.index["002a"]; !at.check {
		t.Error("the entry was not indexed from the index file")
	}
	if o := mustOpen(t, root, "v2"); o.Len() != 0 {
		t.Errorf("another generation sees %d entries", o.Len())
	}
	// A value damaged in place (same size) is found through the index
	// and refused by its checksum.
	b, err := os.ReadFile(seg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(seg, bytes.Replace(b, []byte("value 42\n"), []byte("value 43\n"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	l = mustOpen(t, root, "v1")
	if v, ok := l.Get("002a"); ok {
		t.Errorf("a damaged value reads %q", v)
	}
	if got := l.GetMany([]string{"0029", "002a", "002b"}); got[1] != nil || string(got[0]) != "value 41" || string(got[2]) != "value 43" {
		t.Errorf("GetMany = %q", got)
	}
	// The segment (undamaged) grows by a record the index does not list:
	// the index is not used, the segment is read.
	if err := os.WriteFile(seg, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(seg, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(record("abcd", l.gen, []byte("appended"))); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if v, ok := mustOpen(t, root, "v1").Get("abcd"); !ok || string(v) != "appended" {
		t.Errorf("an entry the index does not list: Get = %q, %v (the stale index was used)", v, ok)
	}
}
