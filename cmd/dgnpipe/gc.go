package main

import (
	"runtime/debug"
	"sync"
)

// The garbage collector's settings: goja's runtimes (math.js, the parsers)
// allocate small objects at a high rate, and at Go's default (GOGC=100) the
// collector took 12-15 % of a verify run's CPU. gcPercent trades memory for
// that time; the soft limit bounds a run's peak (the collector works
// harder as the heap nears it). At 800 rather than 400, 10,000 exercises
// took some 6 % less time. The MATH pipeline's live heap peaks near 190
// MB (the stages stream their rows; legs 2 and 3's runtimes are most of
// it), and its heap meets the soft limit whatever gcPercent: at 768 MiB it
// peaked at 806 MiB, at 440 MiB at 479-505 MiB for some 6 % more CPU
// (3,000 MATH rows, the two run side by side). 440 MiB keeps the run
// under 512 MiB (issue 41): on the 12,500 MATH rows, run side by side at
// load 10-12, 416 MiB took 129.7 s CPU (peak RSS 462 MiB) and 448 MiB
// 117.7 s (493 MiB), the rest of the RSS being the binary's pages, goja's
// runtimes' stacks and memory not yet returned.
//
// The live heap grows slowly with the rows (leg 2's caches, verify's
// row-cache index, ingest's rows before their sort): a 200,000-row build's
// was some 215-270 MB, and under a fixed 416 MiB limit the collector ran without
// pause, at 38-40 % of the CPU, so the time grew faster than the rows
// (issue 44). A run over more rows than MATH's therefore gets more room:
// perRowLimit for each row past limitBaseRows, up to maxMemoryLimit (989
// MiB at 200,000 rows; a peak well under 1.5 GiB). The limit depends only
// on the number of rows, and the collector never changes an output byte.
const (
	gcPercent      = 800
	memoryLimit    = 440 << 20
	limitBaseRows  = 12_500
	perRowLimit    = 3 << 10
	maxMemoryLimit = 1 << 30
)

// rowsLimit is the soft limit for a run whose stages read rows rows.
func rowsLimit(rows int) int64 {
	extra := int64(max(rows-limitBaseRows, 0)) * perRowLimit
	return min(memoryLimit+extra, maxMemoryLimit)
}

// gcTuning raises the soft limit as a run learns how many rows its stages
// read. It does nothing when the environment rules (GOGC or GOMEMLIMIT).
type gcTuning struct {
	mu    sync.Mutex
	on    bool
	limit int64
}

// rows raises the soft limit to rowsLimit(n) if that is above it; the
// limit never comes down in a run.
func (g *gcTuning) rows(n int) {
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.on {
		return
	}
	if l := rowsLimit(n); l > g.limit {
		g.limit = l
		debug.SetMemoryLimit(l)
	}
}

// runGC is the process's tuning (set by main; nil in tests that do not
// tune the collector).
var runGC *gcTuning

// tuneGC applies gcPercent and memoryLimit unless the environment sets
// GOGC or GOMEMLIMIT (Go's own variables, which then rule as usual). The
// result raises the limit with the rows (gcTuning.rows).
func tuneGC(getenv func(string) string) *gcTuning {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return &gcTuning{}
	}
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
	return &gcTuning{on: true, limit: memoryLimit}
}

// withRows wraps a run's progress callbacks (nil when there is no bar) so
// that every stage's row total also goes to g.rows: the totals are the
// rows each stage reads, known from its first batch on.
func withRows(g *gcTuning, progress func(stage string) func(done, total int)) func(stage string) func(done, total int) {
	return func(stage string) func(done, total int) {
		var bar func(done, total int)
		if progress != nil {
			bar = progress(stage)
		}
		return func(done, total int) {
			g.rows(total)
			if bar != nil {
				bar(done, total)
			}
		}
	}
}
