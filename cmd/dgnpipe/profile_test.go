package main

import (
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
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

// tuneGC leaves Go's own settings alone when the environment gives them.
func TestTuneGCRespectsEnvironment(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	tuneGC(func(k string) string {
		if k == "GOGC" {
			return "100"
		}
		return ""
	})
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC=100 in the environment, collector at %d", got)
	}
	tuneGC(func(string) string { return "" })
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Errorf("no GOGC: collector at %d, want %d", got, gcPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != memoryLimit {
		t.Errorf("no GOMEMLIMIT: limit %d, want %d", got, memoryLimit)
	}
}
