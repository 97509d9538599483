package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// TestLiveHeapIgnoresGarbage: garbage made since the last collection is not
// live heap, so --memprofile's watcher does not take it for a peak (the
// heap's objects counted it, and the one profile of a MATH run was taken
// in its first seconds).
func TestLiveHeapIgnoresGarbage(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	before := liveHeap()
	var sink [][]byte
	for i := 0; i < 64; i++ {
		sink = append(sink, make([]byte, 1<<20))
		sink = sink[:0] // garbage: nothing keeps the blocks
	}
	_ = sink
	if after := liveHeap(); after > before+16<<20 {
		t.Fatalf("live heap %d MiB after 64 MiB of garbage, %d MiB before", after>>20, before>>20)
	}
	keep := make([][]byte, 64)
	for i := range keep {
		keep[i] = make([]byte, 1<<20)
	}
	runtime.GC()
	if after := liveHeap(); after < before+48<<20 {
		t.Fatalf("live heap %d MiB with 64 MiB kept, %d MiB before", after>>20, before>>20)
	}
	runtime.KeepAlive(keep)
}
