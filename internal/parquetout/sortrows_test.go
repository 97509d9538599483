package parquetout

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// referenceEmit writes the data files as the dataset stage did when it held
// every row: all the rows' columns sorted by id in memory, then each
// config's split filtered from them and written from a slice.
func referenceEmit(t *testing.T, dir string, items []record.Item) {
	t.Helper()
	var entries []entry
	for i := range items {
		entries = append(entries, entry{FromItem(&items[i]), splitName(items[i].Split)})
	}
	sort.Slice(entries, func(a, b int) bool { return idLess(entries[a].row.ID, entries[b].row.ID) })
	st := stats(entries)
	for ci, c := range Configs {
		if !st.Published(ci) {
			continue
		}
		if err := os.MkdirAll(filepath.Join(dir, "data", c.Name), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, sp := range Splits {
			var rows []Row
			var qa []QARow
			for i := range entries {
				if entries[i].split == sp && c.Keep(&entries[i].row) {
					rows = append(rows, entries[i].row)
					qa = append(qa, entries[i].row.QA())
				}
			}
			path := filepath.Join(dir, filepath.FromSlash(DataFile(c.Name, sp)))
			var err error
			if c.QA {
				err = WriteFile(path, qa)
			} else {
				err = WriteFile(path, rows)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestEmitThroughRuns: with the rows in random order and so little room
// that the dataset stage sorts them through many runs on disk, every data
// file is byte for byte the one written from all the rows sorted in memory
// (referenceEmit), the card and stats are those of the rows in memory, and
// no run is left in the folder.
func TestEmitThroughRuns(t *testing.T) {
	items := synthetic(3000)
	items = append(items, mathItems(t)[:2000]...)
	rand.New(rand.NewPCG(7, 7)).Shuffle(len(items), func(a, b int) { items[a], items[b] = items[b], items[a] })
	ref, whole, runs := t.TempDir(), t.TempDir(), t.TempDir()
	referenceEmit(t, ref, items)
	if _, err := Emit(context.Background(), whole, items, Options{Title: "T"}); err != nil {
		t.Fatal(err)
	}
	defer func(n int) { runBytes = n }(runBytes)
	runBytes = 64 << 10 // some 60 runs
	if _, err := Emit(context.Background(), runs, items, Options{Title: "T"}); err != nil {
		t.Fatal(err)
	}
	want, inMemory, got := files(t, ref), files(t, whole), files(t, runs)
	if len(got) != len(inMemory) {
		t.Fatalf("%d files through runs, %d in memory", len(got), len(inMemory))
	}
	for name, data := range inMemory {
		if !bytes.Equal(data, got[name]) {
			t.Errorf("%s differs when the rows are sorted through runs", name)
		}
	}
	n := 0
	for name, data := range want {
		n++
		if !bytes.Equal(data, got[name]) {
			t.Errorf("%s differs from the file written from the rows sorted in memory", name)
		}
	}
	if n < 10 {
		t.Fatalf("%d data files in the reference, want the configs' files", n)
	}
	left, _ := filepath.Glob(filepath.Join(runs, ".sort-*"))
	if len(left) > 0 {
		t.Errorf("runs left in the folder: %v", left)
	}
}

// TestSorterHoldsOneRun: the sorter holds at most runBytes of rows (plus
// one row) and gives every row back in id order, any number of times.
func TestSorterHoldsOneRun(t *testing.T) {
	defer func(n int) { runBytes = n }(runBytes)
	runBytes = 8 << 10
	items := synthetic(2000)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(items), func(a, b int) { items[a], items[b] = items[b], items[a] })
	tmp := t.TempDir()
	s := &sorter{mkTmp: func() (string, error) { return os.MkdirTemp(tmp, ".sort-") }}
	var ids []string
	for i := range items {
		e := entry{FromItem(&items[i]), splitName(items[i].Split)}
		if err := s.add(e); err != nil {
			t.Fatal(err)
		}
		if s.bytes > runBytes+entrySize(&e) {
			t.Fatalf("after row %d the sorter holds %d bytes, runBytes %d", i+1, s.bytes, runBytes)
		}
		ids = append(ids, e.row.ID)
	}
	if err := s.finish(); err != nil {
		t.Fatal(err)
	}
	if len(s.runs) < 10 {
		t.Fatalf("%d runs, want many", len(s.runs))
	}
	sort.Slice(ids, func(a, b int) bool { return idLess(ids[a], ids[b]) })
	for range 2 {
		var got []string
		if err := s.each(func(e *entry) error { got = append(got, e.row.ID); return nil }); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, ids) {
			t.Fatalf("merged ids out of order or lost: %d of %d", len(got), len(ids))
		}
	}
}
