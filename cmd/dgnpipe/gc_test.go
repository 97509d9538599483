package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// The soft limit grows with the rows past MATH's 12,500, stays MATH's up to
// them, and is bounded: 200,000 rows get room for their live heap (some
// 215-270 MB, issue 44) well under 1.5 GiB.
func TestRowsLimit(t *testing.T) {
	for _, rows := range []int{0, 52, 12_500} {
		if got := rowsLimit(rows); got != memoryLimit {
			t.Errorf("rowsLimit(%d) = %d MiB, want %d", rows, got>>20, memoryLimit>>20)
		}
	}
	if got := rowsLimit(200_000); got < 900<<20 || got > 1<<30 {
		t.Errorf("rowsLimit(200,000) = %d MiB, want 900 to 1,024", got>>20)
	}
	if a, b := rowsLimit(25_000), rowsLimit(50_000); a <= memoryLimit || b <= a {
		t.Errorf("rowsLimit(25,000) = %d, rowsLimit(50,000) = %d: not growing", a, b)
	}
	if got := rowsLimit(10_000_000); got != maxMemoryLimit {
		t.Errorf("rowsLimit(10,000,000) = %d, want the cap %d", got, maxMemoryLimit)
	}
}

// A run's stages' row totals raise the process's soft limit (through the
// progress callbacks, with or without a bar), never lower it, and leave it
// alone when the environment sets GOGC or GOMEMLIMIT.
func TestGCLimitFollowsRows(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	g := tuneGC(func(string) string { return "" })
	var bar [][2]int
	for _, progress := range []func(string) func(int, int){
		nil,
		func(string) func(int, int) { return func(d, t int) { bar = append(bar, [2]int{d, t}) } },
	} {
		debug.SetMemoryLimit(memoryLimit)
		g.limit = memoryLimit
		p := withRows(g, progress)
		p("ingest")(0, 200_000)
		if got := debug.SetMemoryLimit(-1); got != rowsLimit(200_000) {
			t.Errorf("after 200,000 rows: limit %d MiB, want %d", got>>20, rowsLimit(200_000)>>20)
		}
		p("dedup")(10, 20)
		if got := debug.SetMemoryLimit(-1); got != rowsLimit(200_000) {
			t.Errorf("a stage of 20 rows lowered the limit to %d MiB", got>>20)
		}
	}
	if len(bar) != 2 || bar[0] != [2]int{0, 200_000} {
		t.Errorf("the bar got %v", bar)
	}
	debug.SetMemoryLimit(memoryLimit)
	env := tuneGC(func(k string) string {
		if k == "GOMEMLIMIT" {
			return "300MiB"
		}
		return ""
	})
	withRows(env, nil)("verify")(0, 200_000)
	if got := debug.SetMemoryLimit(-1); got != memoryLimit {
		t.Errorf("GOMEMLIMIT set: limit moved to %d MiB", got>>20)
	}
	var none *gcTuning
	none.rows(200_000) // tests that do not tune the collector
}
