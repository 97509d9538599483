package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// maxTrackedFile is the size above which a tracked file fails the test: a
// binary or a data dump committed by mistake (a 77 MB dgnpipe binary once
// sat at the root). Corpora stay in ../shared/data; build outputs are
// ignored.
const maxTrackedFile = 4 << 20

func TestNoLargeTrackedFiles(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Fatal("git is needed to list the tracked files:", err)
	}
	root := filepath.Join("..", "..")
	out, err := exec.Command(git, "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	files := bytes.Split(bytes.TrimRight(out, "\x00"), []byte{0})
	if len(files) < 10 {
		t.Fatalf("git ls-files listed %d files; expected the repository's", len(files))
	}
	for _, f := range files {
		fi, err := os.Lstat(filepath.Join(root, string(f)))
		if err != nil {
			continue // deleted in the work tree and not yet committed
		}
		if fi.Size() > maxTrackedFile {
			t.Errorf("%s is tracked and %d bytes (limit %d): remove it and ignore it", f, fi.Size(), maxTrackedFile)
		}
	}
}
