package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCPUProfile: --cpuprofile writes a profile of the command (gzip, as
// runtime/pprof writes it); an unwritable path fails the command.
func TestCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	if code, _, stderr := execute(t, "version", "--cpuprofile", path); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("profile %s: %d bytes, err %v", path, len(b), err)
	}
	if code, _, _ := execute(t, "version", "--cpuprofile", filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.prof")); code == exitOK {
		t.Error("an unwritable profile path did not fail the command")
	}
}
