package pipeline

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMapPureRowsMemo: a stage of pure rows (MapPureRows) writes the rows
// file and sums the notes WriteItems and a pass over every row give, in
// every run; a second run on the same input gives no row to each (every
// row comes from the memo), an input with one row edited gives that row
// alone, as does one whose rows differ in an Unread field (origin) alone,
// with that field's new values written, or whose RowKey changed, and another code version, a forced run or memo false give every
// row again.
func TestMapPureRowsMemo(t *testing.T) {
	art := t.TempDir()
	var runWith func(rows []record.Item, salt string, force bool, opts PureRows) int
	// An origin with a quote and backslashes, escaped in the JSON line.
	var rows []record.Item
	for i := 0; len(rows) < 4000; i++ {
		rows = append(rows, record.Item{ID: fmt.Sprintf("r%d", i), Problem: strings.Repeat(fmt.Sprintf("$x^{%d}$ ", i), 1+i%50),
			Origin: fmt.Sprintf(`/data/"a"\\b/rows.jsonl:%d`, i+1)})
	}
	change := func(it *record.Item) RowNote {
		it.FinalAnswer = it.ID + "!" + fmt.Sprint(len(it.Problem))
		var n RowNote
		n.Add("long", len(it.Problem)/100)
		if len(it.Problem)%7 == 0 {
			n.Warnings = append(n.Warnings, it.ID+": a multiple of 7")
		}
		return n
	}
	run := func(rows []record.Item, salt string, force, memo bool) (given int) {
		return runWith(rows, salt, force, PureRows{Memo: memo, Unread: []string{"origin"}})
	}
	runWith = func(rows []record.Item, salt string, force bool, opts PureRows) (given int) {
		t.Helper()
		in := t.TempDir()
		f, err := os.Create(filepath.Join(in, RowsFile))
		if err != nil {
			t.Fatal(err)
		}
		if err := record.WriteItems(f, rows); err != nil {
			t.Fatal(err)
		}
		f.Close()
		out := t.TempDir()
		env := &Env{Inputs: map[string]string{"up": in}, OutDir: out, ArtifactsDir: art, Name: "pure",
			Progress: func(int, int) {}, Force: force, memoSalt: salt}
		n, sum, err := env.MapPureRows(opts, func(b []record.Item, notes []RowNote) error {
			given += len(b)
			for i := range b {
				notes[i] = change(&b[i])
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		want := slices.Clone(rows)
		var wantSum RowNote
		for i := range want {
			wantSum.add(change(&want[i]))
		}
		var wb bytes.Buffer
		if err := record.WriteItems(&wb, want); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(out, RowsFile))
		if err != nil {
			t.Fatal(err)
		}
		if n != len(rows) || !bytes.Equal(got, wb.Bytes()) {
			t.Fatalf("%d rows, %d bytes; want %d rows, the %d bytes of WriteItems", n, len(got), len(rows), wb.Len())
		}
		if fmt.Sprint(sum) != fmt.Sprint(wantSum) {
			t.Fatalf("notes sum to %v, want %v", sum, wantSum)
		}
		return given
	}
	if g := run(rows, "v1", false, true); g != len(rows) {
		t.Fatalf("first run gave %d rows to each, want %d", g, len(rows))
	}
	if g := run(rows, "v1", false, true); g != 0 {
		t.Fatalf("same input again gave %d rows to each, want 0", g)
	}
	other := PureRows{Memo: true, Unread: []string{"origin"}, RowKey: func(i int) []byte {
		if i == 9 {
			return []byte("another side")
		}
		return nil
	}}
	if g := runWith(rows, "v1", false, other); g != 1 {
		t.Fatalf("one row's RowKey changed: %d rows given to each, want 1", g)
	}
	edited := slices.Clone(rows)
	edited[2500].Problem += " edited"
	if g := run(edited, "v1", false, true); g != 1 {
		t.Fatalf("one row edited: %d rows given to each, want 1", g)
	}
	moved := slices.Clone(rows)
	for i := range moved {
		moved[i].Origin = fmt.Sprintf("/elsewhere/rows.jsonl:%d", i+1)
	}
	moved[7].Origin = ""
	if g := run(moved, "v1", false, true); g != 1 {
		t.Fatalf("the rows of a copy of the folder (origin alone changed): %d rows given to each, want 1 (the row without an origin)", g)
	}
	if g := run(rows, "v2", false, true); g != len(rows) {
		t.Fatalf("another code version: %d rows given to each, want %d", g, len(rows))
	}
	if g := run(rows, "v1", true, true); g != len(rows) {
		t.Fatalf("forced run: %d rows given to each, want %d", g, len(rows))
	}
	if g := run(rows, "v1", false, false); g != len(rows) {
		t.Fatalf("memo false: %d rows given to each, want %d", g, len(rows))
	}
	if g := run(rows, "", false, true); g != len(rows) {
		t.Fatalf("no salt (code not known): %d rows given to each, want %d", g, len(rows))
	}
}
