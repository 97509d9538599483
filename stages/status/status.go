// Package status is the pipeline stage that gives every row its
// answer_status and verification_note from the legs' outcomes (see
// internal/status for the decision table).
package status

import (
	"context"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// Kind registers the status stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "status",
		Version:     "2",
		SourceFiles: pipeline.NoSourceFiles,
		New:         pipeline.NoParams(&stage{}),
	}
}

type stage struct{}

func (s *stage) String() string { return "assign answer_status" }

// Run reads the rows of its single input, sets AnswerStatus and
// VerificationNote on each (applying corrections), and writes them in the
// same order. Result.Rows holds rows_in, rows_out, status.<name> for every
// status, and corrected.recomputed / corrected.reread.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	items, err := env.ReadInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	counts := map[string]int{"rows_in": len(items), "rows_out": len(items), "corrected.recomputed": 0, "corrected.reread": 0}
	for _, st := range record.Statuses {
		counts["status."+st.String()] = 0
	}
	for i := range items {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return pipeline.Result{}, err
			}
			env.Progress(i, len(items))
		}
		d := status.Apply(&items[i])
		counts["status."+d.Status.String()]++
		if d.Fix != status.FixNone {
			counts["corrected."+d.Fix.String()]++
		}
	}
	env.Progress(len(items), len(items))
	if err := env.WriteRows(items); err != nil {
		return pipeline.Result{}, err
	}
	return pipeline.Result{Rows: counts}, nil
}
