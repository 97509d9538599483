//go:build unix

package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestCheckRefusesByType(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.jsonl")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	reg := filepath.Join(dir, "r.jsonl")
	if err := os.WriteFile(reg, []byte("x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{fifo: "FIFO", "/dev/zero": "character device", dir: "folder"} {
		err := Check(path)
		if !errors.Is(err, ErrSpecial) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%s) = %v, want ErrSpecial naming the path and %q", path, err, want)
		}
		if _, err := Open(path); !errors.Is(err, ErrSpecial) {
			t.Errorf("Open(%s) = %v, want ErrSpecial", path, err)
		}
	}
	if b, err := ReadFile(reg); err != nil || string(b) != "x\n" {
		t.Errorf("ReadFile(regular) = %q, %v", b, err)
	}
}

func TestInsideRefusesLinksOut(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "src")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "outside.jsonl")
	os.WriteFile(out, []byte("{}\n"), 0o600)
	os.WriteFile(filepath.Join(dir, "in.jsonl"), []byte("{}\n"), 0o600)
	os.Symlink("../outside.jsonl", filepath.Join(dir, "leak.jsonl"))
	os.Symlink("/etc/passwd", filepath.Join(dir, "passwd.jsonl"))
	os.Symlink("in.jsonl", filepath.Join(dir, "alias.jsonl"))
	for name, outside := range map[string]bool{"in.jsonl": false, "alias.jsonl": false, "leak.jsonl": true, "passwd.jsonl": true} {
		p := filepath.Join(dir, name)
		err := Inside(dir, p)
		if outside != errors.Is(err, ErrOutside) {
			t.Errorf("Inside(%s) = %v, want outside=%v", name, err, outside)
		}
		if outside && !strings.Contains(err.Error(), p) {
			t.Errorf("Inside(%s): %v does not name the path", name, err)
		}
	}
}
