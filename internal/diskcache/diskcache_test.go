package diskcache

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
)

func mustOpen(t *testing.T, root, gen string) *Log {
	t.Helper()
	l, err := Open(root, gen)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestPutGet(t *testing.T) {
	root := filepath.Join(t.TempDir(), "c")
	l := mustOpen(t, root, "v1")
	if _, ok := l.Get("abc123"); ok {
		t.Fatal("empty cache has an entry")
	}
	for _, v := range []string{"first", "second\nwith a newline"} {
		if err := l.Put("abc123", []byte(v)); err != nil {
			t.Fatal(err)
		}
		if got, ok := l.Get("abc123"); !ok || !bytes.Equal(got, []byte(v)) {
			t.Fatalf("Get = %q, %v; want %q", got, ok, v)
		}
	}
	if err := l.Put("def456", []byte("other")); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"", "ab", "ABC123", "../x", "abc/12"} {
		if err := l.Put(bad, nil); err == nil {
			t.Errorf("key %q accepted", bad)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	// A later process sees the last value of each key, in one segment.
	l2 := mustOpen(t, root, "v1")
	if got, ok := l2.Get("abc123"); !ok || string(got) != "second\nwith a newline" || l2.Len() != 2 {
		t.Errorf("reopened: %q %v, %d entries", got, ok, l2.Len())
	}
	// Another generation sees nothing.
	if l3 := mustOpen(t, root, "v2"); l3.Len() != 0 {
		t.Errorf("generation v2 sees %d entries of v1", l3.Len())
	}
}

// Close compacts when half the bytes are dead: after a run of another
// generation only its entries remain, in one segment, and the directories
// of the file-per-entry layout are gone.
func TestCompaction(t *testing.T) {
	root := t.TempDir()
	old := mustOpen(t, root, "v1")
	for _, k := range []string{"aaa", "bbb", "ccc"} {
		if err := old.Put(k, bytes.Repeat([]byte("x"), 1000)); err != nil {
			t.Fatal(err)
		}
	}
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "ab"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "ab", "abc.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, ".tmp-compact-123"), []byte("k=abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := mustOpen(t, root, "v2")
	if err := l.Put("ddd", []byte("new")); err != nil {
		t.Fatal(err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	segs, _ := filepath.Glob(filepath.Join(root, "seg-*.log"))
	if len(segs) != 1 {
		t.Fatalf("segments after compaction: %v", segs)
	}
	if _, err := os.Stat(filepath.Join(root, "ab")); !os.IsNotExist(err) {
		t.Errorf("legacy shard directory kept: %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, ".tmp-compact-123")); !os.IsNotExist(err) {
		t.Errorf("an interrupted compaction's file kept: %v", err)
	}
	if st, _ := os.Stat(segs[0]); st == nil || st.Size() > 200 {
		t.Errorf("compacted segment holds dead records: %v", st)
	}
	if got, ok := mustOpen(t, root, "v2").Get("ddd"); !ok || string(got) != "new" {
		t.Errorf("after compaction: %q %v", got, ok)
	}
	if n := mustOpen(t, root, "v1").Len(); n != 0 {
		t.Errorf("v1 entries survived compaction: %d", n)
	}
}

// A record cut short or damaged is not an entry, and nothing after it in
// its segment is read.
func TestTornRecordIsNotAnEntry(t *testing.T) {
	root := t.TempDir()
	l := mustOpen(t, root, "v1")
	if err := l.Put("aaa", []byte("whole")); err != nil {
		t.Fatal(err)
	}
	if err := l.Put("bbb", []byte("torn value")); err != nil {
		t.Fatal(err)
	}
	l.seg.Close()
	b, err := os.ReadFile(filepath.Join(root, l.segName))
	if err != nil {
		t.Fatal(err)
	}
	for cut := len(b) - 1; cut > len(b)-12; cut-- {
		if err := os.WriteFile(filepath.Join(root, l.segName), b[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		r := mustOpen(t, root, "v1")
		if _, ok := r.Get("bbb"); ok {
			t.Errorf("cut at %d: the torn record is an entry", cut)
		}
		if v, ok := r.Get("aaa"); !ok || string(v) != "whole" {
			t.Errorf("cut at %d: the whole record is lost", cut)
		}
	}
	flipped := append([]byte(nil), b...)
	flipped[len(flipped)-3] ^= 1
	if err := os.WriteFile(filepath.Join(root, l.segName), flipped, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := mustOpen(t, root, "v1").Get("bbb"); ok {
		t.Error("a record that fails its checksum is an entry")
	}
}

// TestValuesStayOnDisk: the Log indexes its entries and reads each value
// from its segment when asked, so 64 MB of entries (written, then opened
// again) add little to the live heap; every value reads back whole,
// before and after a compaction.
func TestValuesStayOnDisk(t *testing.T) {
	dir := t.TempDir()
	val := func(i int) []byte { return bytes.Repeat([]byte{byte('a' + i%26)}, 1<<20+i) }
	l, err := Open(dir, "g1")
	if err != nil {
		t.Fatal(err)
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	for i := 0; i < 64; i++ {
		if err := l.Put(fmt.Sprintf("%04x", i), val(i)); err != nil {
			t.Fatal(err)
		}
	}
	if grown := int64(heap()) - int64(before); grown > 16<<20 {
		t.Fatalf("the live heap grew by %d MiB for 64 MiB of entries put", grown>>20)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	before = heap()
	l, err = Open(dir, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if grown := int64(heap()) - int64(before); grown > 16<<20 {
		t.Fatalf("the live heap grew by %d MiB for 64 MiB of entries opened", grown>>20)
	}
	short := func(i int) []byte { return []byte(fmt.Sprintf("v%d", i)) }
	for i := 0; i < 64; i++ { // replace them all: Close compacts
		if err := l.Put(fmt.Sprintf("%04x", i), short(i)); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	for _, reopen := range []bool{false, true} {
		if reopen {
			if l, err = Open(dir, "g1"); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 64; i++ {
			want := short(i)
			if got, ok := l.Get(fmt.Sprintf("%04x", i)); !ok || !bytes.Equal(got, want) {
				t.Fatalf("reopened %v: entry %d: ok %v, %d bytes, want %d", reopen, i, ok, len(got), len(want))
			}
		}
	}
	if n, _ := filepath.Glob(filepath.Join(dir, "seg-*.log")); len(n) != 1 {
		t.Fatalf("%d segments after compaction, want 1", len(n))
	}
}

// TestGetMany: GetMany gives what Get gives for each key, in order (nil
// for a key with no entry, a key asked twice, a replaced entry, values in
// two segments, far apart and read in runs of several), after Close and
// from a fresh Open.
func TestGetMany(t *testing.T) {
	root := filepath.Join(t.TempDir(), "c")
	var keys []string
	l := mustOpen(t, root, "v1")
	put := func(l *Log, i int, v string) {
		t.Helper()
		if err := l.Put(fmt.Sprintf("%04x", i), []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 300 {
		v := fmt.Sprint("value ", i)
		if i%50 == 0 {
			v = string(bytes.Repeat([]byte{'x'}, 10000+i)) // farther than manyGap from the next
		}
		put(l, i, v)
		keys = append(keys, fmt.Sprintf("%04x", i))
	}
	put(l, 7, "replaced")
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	l2 := mustOpen(t, root, "v1")
	for i := 300; i < 320; i++ {
		put(l2, i, fmt.Sprint("second segment ", i))
		keys = append(keys, fmt.Sprintf("%04x", i))
	}
	keys = append(keys, "ffff", keys[3], keys[310], keys[0])
	for _, c := range []*Log{l, l2, mustOpen(t, root, "v1")} {
		got := c.GetMany(keys)
		for i, k := range keys {
			want, ok := c.Get(k)
			if !ok {
				want = nil
			}
			if !bytes.Equal(got[i], want) || (got[i] == nil) != !ok {
				t.Fatalf("key %s: GetMany %q, Get %q (%v)", k, got[i], want, ok)
			}
		}
	}
	if v, _ := l2.Get(keys[7]); string(v) != "replaced" {
		t.Fatalf("replaced entry reads %q", v)
	}
	// GetManyBuf gives the same values, in the buffer it is given back
	// (not made again for a batch that fits).
	want := l2.GetMany(keys)
	_, buf := l2.GetManyBuf(keys, nil)
	for range 2 {
		got, again := l2.GetManyBuf(keys[:100], buf)
		if &again[:1][0] != &buf[:1][0] {
			t.Fatal("GetManyBuf made a buffer for a batch that fits the one it was given")
		}
		for i := range got {
			if !bytes.Equal(got[i], want[i]) || (got[i] == nil) != (want[i] == nil) {
				t.Fatalf("key %s: GetManyBuf %q, GetMany %q", keys[i], got[i], want[i])
			}
		}
	}
}

// TestIndexEntrySmall: an entry costs the live heap some 56 bytes in the
// index (84 a key, map overhead included, at 100,000 entries), not its
// 64-character key, a string header and a second map of sizes (172 bytes
// an entry before): a verify run of 200,000 rows puts 400,000 entries
// (issue 44).
func TestIndexEntrySmall(t *testing.T) {
	const n = 100_000
	l, err := Open(t.TempDir(), "g1")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	for i := range n {
		h := sha256.Sum256([]byte(strconv.Itoa(i)))
		if err := l.Put(hex.EncodeToString(h[:]), []byte("v")); err != nil {
			t.Fatal(err)
		}
	}
	per := float64(int64(heap())-int64(before)) / n
	if per > 128 {
		t.Errorf("the live heap grew by %.0f bytes an entry, want at most 128", per)
	}
	h := sha256.Sum256([]byte(strconv.Itoa(n - 1)))
	if v, ok := l.Get(hex.EncodeToString(h[:])); !ok || string(v) != "v" {
		t.Errorf("the last entry: %q, %v", v, ok)
	}
}
