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

// auditSolutions runs the worked-solution audit (check.AuditSolution,
// docs/solution-audit.md) on every row with a solution, GOMAXPROCS rows
// at a time, with the row's seed and leg 1's limits (native), and sets
// it.SolutionAudit; a row without a solution gets nil. A row without a
// final answer is audited too, without the check of its last value.
//
// The audit runs outside the row cache, on every row of every run: it is
// cheap next to the legs, and the cache's key (statement and answer) does
// not hold the solution it reads.
func auditSolutions(ctx context.Context, rows []record.Item, p Params, native *legs.Native) {
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
			out := check.AuditSolution(gctx, it.Problem, sol, it.FinalAnswer, native.Options(RowSeed(p.Seed, it.ID)))
			it.SolutionAudit = &out
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
