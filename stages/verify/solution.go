package verify

import (
	"context"
	"runtime"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// auditSolution is the audit the stage runs (check.AuditSolution; a test
// counts its calls).
var auditSolution = check.AuditSolution

// auditSolutions runs the worked-solution audit (check.AuditSolution,
// docs/solution-audit.md) on every row with a solution, GOMAXPROCS rows
// at a time, with the row's seed and leg 1's limits (native), and sets
// it.SolutionAudit; a row without a solution gets nil. A row without a
// final answer is audited too, without the check of its last value.
//
// The audit goes through the row cache (nil: none) under its own key
// (RowCache.loadAudit: the statement, the solution and the answer), so an
// unchanged row is not audited again and a one-row edit audits one row.
// An audit stopped by its wall-clock net (TimedOut) is not stored and is
// held back (cacheTally.holdBack, HeldBackError): it is not a verdict.
func auditSolutions(ctx context.Context, rows []record.Item, p Params, native *legs.Native, cache *RowCache, tally *cacheTally) {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i := range rows {
		it := &rows[i]
		it.SolutionAudit = nil
		// The book's solution, without the answer normalize appended to
		// one that did not end on it: the audit decides where it ends.
		sol := normalize.WithoutAppendedAnswer(it.Solution, it.FinalAnswerBoxed)
		if strings.TrimSpace(sol) == "" {
			continue
		}
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			if cache != nil {
				if out, ok := cache.loadAudit(it, sol); ok {
					it.SolutionAudit = out
					tally.auditHits.Add(1)
					return nil
				}
			}
			out := auditSolution(gctx, it.Problem, sol, it.FinalAnswer, native.Options(RowSeed(p.Seed, it.ID)))
			it.SolutionAudit = &out
			switch {
			case gctx.Err() != nil:
			case out.TimedOut:
				tally.holdBack(it.ID, "the solution audit reached its wall-clock net")
			case cache != nil:
				if cache.storeAudit(it, sol, &out) != nil {
					tally.errors.Add(1)
				} else {
					tally.auditStored.Add(1)
				}
			}
			return nil
		})
	}
	_ = g.Wait()
}

// countSolutions adds the audit's verdicts over the rows to counts, as
// "solution.<verdict>" (false-step, ends-elsewhere, consistent,
// unchecked), and the rows listed for review as "solution.flagged".
func countSolutions(rows []record.Item, counts map[string]int) {
	for i := range rows {
		s := rows[i].SolutionAudit
		if s == nil {
			continue
		}
		counts["solution."+string(s.Verdict)]++
		if s.Flagged() {
			counts["solution.flagged"]++
		}
	}
}
