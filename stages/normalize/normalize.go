// Package normalize is the pipeline stage that brings every row to the
// delimiter and decimal invariants of spec section 3 (see package
// internal/normalize for the rules). It is a thin adapter: it reads its
// single input's rows, normalises each, and writes them in the same order.
package normalize

import (
	"context"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Kind registers the normalize stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "normalize",
		Version:     "1",
		SourceFiles: pipeline.NoSourceFiles,
		New:         pipeline.NoParams(&stage{}),
	}
}

type stage struct{}

func (s *stage) String() string { return "normalize delimiters, decimal commas and answers" }

// chunk is how many rows one worker takes at a time.
const chunk = 256

// Run normalises the rows of its only input. Rows are independent, so
// they are streamed (pipeline.Env.MapRows: one batch of rows held at a
// time) and each batch is processed in parallel chunks; each worker writes
// only its own slots, so the output order is the input order.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	res := pipeline.Result{Rows: map[string]int{"repaired_fields": 0, "unrepairable_fields": 0}}
	n, err := env.MapRows(func(items []record.Item, _ int) error {
		outcomes := make([]normalize.Outcome, len(items))
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(runtime.GOMAXPROCS(0))
		for lo := 0; lo < len(items); lo += chunk {
			hi := min(lo+chunk, len(items))
			if err := gctx.Err(); err != nil {
				break
			}
			g.Go(func() error {
				for i := lo; i < hi; i++ {
					if err := gctx.Err(); err != nil {
						return err
					}
					outcomes[i] = normalize.Item(&items[i])
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		for i, o := range outcomes {
			res.Rows["repaired_fields"] += len(o.Repaired)
			res.Rows["unrepairable_fields"] += len(o.Unrepaired)
			for _, u := range o.Unrepaired {
				res.Warnings = append(res.Warnings, items[i].ID+": "+strings.TrimSuffix(u, "."))
			}
		}
		return nil
	})
	if err != nil {
		return pipeline.Result{}, fmt.Errorf("normalize: %w", err)
	}
	res.Rows["rows_in"], res.Rows["rows_out"] = n, n
	return res, nil
}
