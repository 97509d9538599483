package main

import "runtime/debug"

// The garbage collector's settings: goja's runtimes (math.js, the parsers)
// allocate small objects at a high rate, and at Go's default (GOGC=100) the
// collector took 12-15 % of a verify run's CPU. gcPercent trades memory for
// that time; the soft limit keeps a run's peak under 1 GiB (the collector
// works harder as the heap nears it). At 800 rather than 400, 10,000
// exercises took some 6 % less time and peaked near 790 MiB instead of
// 580; the MATH pipeline, whose heap meets the soft limit either way,
// peaked at 820 MiB with both.
const (
	gcPercent   = 800
	memoryLimit = 768 << 20
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
