package main

import (
	"context"

	"github.com/dgnpipe/dgnpipe/internal/check"
)

// solutionOutput is the worked-solution audit in check's JSON (the
// "solution" key, present only when the input gave a solution): the
// verdict, the number of steps decided and the note's sentence; `dgnpipe
// explain` shows the steps themselves.
type solutionOutput struct {
	Verdict      string `json:"verdict"`
	StepsChecked int    `json:"steps_checked"`
	Note         string `json:"note"`
}

// audit runs the worked-solution audit (check.AuditSolution) on solution
// with leg 1's seed and limits.
func (c checker) audit(ctx context.Context, problem, solution, answer string) *solutionOutput {
	s := check.AuditSolution(ctx, problem, solution, answer, c.set.Native.Options(c.seed))
	return &solutionOutput{Verdict: string(s.Verdict), StepsChecked: s.StepsChecked, Note: s.Note}
}
