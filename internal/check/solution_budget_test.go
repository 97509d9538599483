package check

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check/audit"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// heavySolution is a solution of n steps, each a sum of 300 terms (about
// a thousand evaluation steps of work each).
func heavySolution(n int) string {
	var b strings.Builder
	for k := 1; k <= n; k++ {
		fmt.Fprintf(&b, "Then $\\sum_{j=1}^{300} (j+%d) = %d$. ", k, 300*301/2+300*k)
	}
	return b.String()
}

// countingCtx is a context whose Err turns to DeadlineExceeded after its
// first n calls: a wall-clock net that fires at the same point of every
// run.
type countingCtx struct {
	context.Context
	mu sync.Mutex
	n  int
}

func (c *countingCtx) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n <= 0 {
		return context.DeadlineExceeded
	}
	c.n--
	return nil
}

// TestAuditSolutionNetCutsWhole: an audit the wall-clock net cuts in the
// middle is unchecked with no step (where the net falls depends on the
// load), never a verdict on the steps it reached.
func TestAuditSolutionNetCutsWhole(t *testing.T) {
	sol := heavySolution(20)
	opts := Options{Seed: 1}.WithDefaults()
	full := audit.AuditSolution(decide.NewChecker(context.Background(), opts), "Compute.", sol, "")
	if full.Verdict != record.SolutionConsistent || full.StepsChecked != 20 {
		t.Fatalf("uncut audit: %s (%d steps)", full.Note, full.StepsChecked)
	}
	probe := &countingCtx{Context: context.Background(), n: 1 << 30}
	audit.AuditSolution(decide.NewChecker(probe, opts), "Compute.", sol, "")
	calls := 1<<30 - probe.n
	if calls < 8 {
		t.Fatalf("the audit asked its context %d times", calls)
	}
	for _, n := range []int{1, calls / 4, calls / 2, calls - 2} {
		c := decide.NewChecker(&countingCtx{Context: context.Background(), n: n}, opts)
		got := audit.AuditSolution(c, "Compute.", sol, "")
		if got.Verdict != record.SolutionUnchecked || len(got.Steps) != 0 || got.StepsChecked != 0 || !got.TimedOut {
			t.Errorf("net after %d checks: %s, %d steps listed, %d checked, timed out %v; want unchecked, no step", n, got.Note, len(got.Steps), got.StepsChecked, got.TimedOut)
		}
	}
}

// TestAuditSolutionWorkBoundSameSteps: an audit that runs out of work
// stops at the same step on every run, alone or under load, and says it
// stopped at its work limit; no step after it is listed.
func TestAuditSolutionWorkBoundSameSteps(t *testing.T) {
	sol := heavySolution(20)
	opts := Options{Seed: 1, Timeout: 10 * time.Minute, MaxWork: 8000}
	first := AuditSolution(context.Background(), "Compute.", sol, "", opts)
	if !strings.Contains(first.Note, "work limit") || len(first.Steps) == 0 || len(first.Steps) >= 20 {
		t.Fatalf("work-bound audit: %s, %d steps listed; want a stop at the work limit part way", first.Note, len(first.Steps))
	}
	last := first.Steps[len(first.Steps)-1]
	if last.Outcome != audit.StepSkipped || !strings.Contains(last.Why, "work limit") {
		t.Errorf("the step the limit fell in: %+v; want skipped at the work limit", last)
	}
	var wg sync.WaitGroup
	outs := make([]record.SolutionOutcome, 8)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i] = AuditSolution(context.Background(), "Compute.", sol, "", opts)
		}()
	}
	wg.Wait()
	for i, o := range outs {
		if !reflect.DeepEqual(o, first) {
			t.Errorf("run %d: %s, %d steps; first run: %s, %d steps", i, o.Note, len(o.Steps), first.Note, len(first.Steps))
		}
	}
}
