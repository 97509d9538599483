package pipeline

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMapRowsAsWhole: a stage that streams its rows (MapRows, several
// batches here) writes the file WriteRows writes for the same rows changed
// the same way, sees each row once with its offset, and reports progress
// up to the number of rows; an error of each ends it with that error.
func TestMapRowsAsWhole(t *testing.T) {
	in, out := t.TempDir(), t.TempDir()
	var rows []record.Item
	for i := 0; len(rows) < 30000; i++ {
		rows = append(rows, record.Item{ID: fmt.Sprintf("r%d", i), Problem: strings.Repeat(fmt.Sprintf("$x^{%d}$ ", i), 1+i%50)})
	}
	f, err := os.Create(filepath.Join(in, RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, rows); err != nil {
		t.Fatal(err)
	}
	f.Close()
	change := func(it *record.Item, i int) { it.FinalAnswer = fmt.Sprint(i) + it.ID }

	var lastDone, lastTotal int
	env := &Env{Inputs: map[string]string{"up": in}, OutDir: out, Progress: func(d, t int) { lastDone, lastTotal = d, t }}
	batches := 0
	n, err := env.MapRows(func(b []record.Item, offset int) error {
		batches++
		for i := range b {
			if b[i].ID != rows[offset+i].ID {
				return fmt.Errorf("row %d is %s, want %s", offset+i, b[i].ID, rows[offset+i].ID)
			}
			change(&b[i], offset+i)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(rows) || batches < 2 {
		t.Fatalf("%d rows in %d batches, want %d rows in several", n, batches, len(rows))
	}
	if lastDone != n || lastTotal != n {
		t.Fatalf("last progress %d of %d, want %d of %d", lastDone, lastTotal, n, n)
	}
	for i := range rows {
		change(&rows[i], i)
	}
	var want bytes.Buffer
	if err := record.WriteItems(&want, rows); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(out, RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("streamed rows file (%d bytes) is not the whole one (%d bytes)", len(got), want.Len())
	}

	stop := errors.New("stop")
	if _, err := env.MapRows(func([]record.Item, int) error { return stop }); !errors.Is(err, stop) {
		t.Fatalf("err = %v, want each's error", err)
	}
}
