package review

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAppendRefusesWhatReadCannotRead: the limit is on the line as
// written, after JSON encoding ("<" is six bytes there), and a refused
// review leaves the file as it was.
func TestAppendRefusesWhatReadCannotRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	r := good()
	r.Comment = strings.Repeat("<", MaxLine/6+1) // a sixth of the limit as typed
	err := Append(path, r)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size <= MaxLine {
		t.Fatalf("a comment over the limit once encoded: %v, want a *TooLargeError", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused review touched the file: %v", err)
	}
	r.Comment = strings.Repeat("<", MaxLine/6-100)
	if err := Append(path, r); err != nil {
		t.Fatalf("a comment under the limit once encoded: %v", err)
	}
	f, err := Read(path)
	if err != nil || len(f.Entries) != 1 || len(f.Warnings) != 0 {
		t.Errorf("the written review does not read back: %v %d %q", err, len(f.Entries), f.Warnings)
	}
	bad := good()
	bad.Decision = "maybe"
	var inv *InvalidError
	if err := Append(path, bad); !errors.As(err, &inv) {
		t.Errorf("an invalid review: %v, want an *InvalidError", err)
	}
}

// TestReadSkipsOnlyTheLongLine: a line over the reader's limit (a file
// edited by hand) is one warning; the reviews after it are read.
func TestReadSkipsOnlyTheLongLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	long := `{"id":"a","comment":"` + strings.Repeat("x", maxRead) + `"}`
	r := good()
	r.ID = "after"
	if err := os.WriteFile(path, []byte(long+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Append(path, r); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 1 || f.Entries[0].ID != "after" || f.Entries[0].Line != 2 {
		t.Errorf("entries %+v, want the review after the long line", f.Entries)
	}
	if len(f.Warnings) != 1 || !strings.HasPrefix(f.Warnings[0], path+":1: malformed review, skipped: the line is") {
		t.Errorf("warnings %q", f.Warnings)
	}
}
