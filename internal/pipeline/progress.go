package pipeline

import "sync"

// Counter counts finished rows of a stage and reports each new count to
// the stage's progress callback (Env.Progress), so the bar moves as rows
// finish. It is safe for concurrent use: calls to report are serialised
// and their done counts strictly increase.
type Counter struct {
	mu     sync.Mutex
	done   int
	total  int
	report func(done, total int)
}

// NewCounter returns a Counter of total rows reporting to report (nil
// reports nowhere).
func NewCounter(report func(done, total int), total int) *Counter {
	if report == nil {
		report = func(int, int) {}
	}
	return &Counter{total: total, report: report}
}

// Add counts n more finished rows and reports the new count.
func (c *Counter) Add(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done += n
	c.report(c.done, c.total)
}
