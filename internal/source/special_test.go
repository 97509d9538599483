//go:build unix

package source

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadRefusesLinksOutAndSpecialFiles: a *.jsonl symbolic link that
// leads out of the source folder (to a sibling file, to /etc/passwd) and a
// *.jsonl FIFO are refused, each named in a warning and counted; a link
// inside the folder is read.
func TestReadRefusesLinksOutAndSpecialFiles(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "src")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	row := func(id string) string {
		return `{"collection":"core","chapter":1,"problem_id":"` + id + `","problem":"p` + id + `","answer":"1"}` + "\n"
	}
	write(t, dir, "a.jsonl", row("1"))
	write(t, root, "outside.jsonl", row("666"))
	if err := os.Symlink("../outside.jsonl", filepath.Join(dir, "leak.jsonl")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc/passwd", filepath.Join(dir, "passwd.jsonl")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.jsonl"), 0o600); err != nil {
		t.Fatal(err)
	}
	set, err := Read(dir, DGN)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range set.Rows {
		ids = append(ids, r.ProblemID)
	}
	if strings.Join(ids, ",") != "1" {
		t.Errorf("rows %v, want only 1 (nothing from outside the folder)", ids)
	}
	all := strings.Join(set.Warnings, "\n")
	for _, want := range []string{
		filepath.Join(dir, "leak.jsonl") + ": a symbolic link leading outside the folder",
		filepath.Join(dir, "passwd.jsonl") + ": a symbolic link leading outside the folder",
		filepath.Join(dir, "pipe.jsonl") + ": not a regular file (a FIFO)",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings\n%s\nlack %q", all, want)
		}
	}
	if set.Skipped != 3 {
		t.Errorf("skipped %d, want 3 (the three refused files)", set.Skipped)
	}
	if strings.Contains(all, "root:") {
		t.Errorf("warnings quote /etc/passwd:\n%s", all)
	}
}
