package main

import "runtime/debug"

// The garbage collector's settings: goja's runtimes (math.js, the parsers)
// allocate small objects at a high rate, and at Go's default (GOGC=100) the
// collector took 12-15 % of a verify run's CPU. gcPercent trades memory for
// that time; the soft limit bounds a run's peak (the collector works
// harder as the heap nears it). At 800 rather than 400, 10,000 exercises
// took some 6 % less time. The MATH pipeline's live heap peaks near 190
// MB (the stages stream their rows; legs 2 and 3's runtimes are most of
// it), and its heap meets the soft limit whatever gcPercent: at 768 MiB it
// peaked at 806 MiB, at 440 MiB at 479-505 MiB for some 6 % more CPU
// (3,000 MATH rows, the two run side by side); 416 MiB keeps the run
// under 512 MiB (issue 41).
const (
	gcPercent   = 800
	memoryLimit = 416 << 20
)

// tuneGC applies gcPercent and memoryLimit unless the environment sets
// GOGC or GOMEMLIMIT (Go's own variables, which then rule as usual).
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
}
