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

// unread are the fields of a row the stage neither reads nor changes
// (pipeline.PureRows): a copy of a source folder, whose rows differ from
// the original's only in their origin, is served from the row memo.
var unread = []string{"origin"}

// chunk is how many rows one worker takes at a time.
const chunk = 256

// Run normalises the rows of its only input. Rows are independent, so
// they are streamed (pipeline.Env.MapPureRows: one batch of rows held at a
// time; a row normalised by an earlier run of the same code is taken from
// the stage's row memo) and each batch is processed in parallel chunks;
// each worker writes only its own slots, so the output order is the input
// order.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	n, sum, err := env.MapPureRows(pipeline.PureRows{Memo: true, Unread: unread}, func(items []record.Item, notes []pipeline.RowNote) error {
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
					notes[i] = note(&items[i], normalize.Item(&items[i]))
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		return ctx.Err()
	})
	if err != nil {
		return pipeline.Result{}, fmt.Errorf("normalize: %w", err)
	}
	res := pipeline.Result{Rows: map[string]int{"repaired_fields": 0, "unrepairable_fields": 0}, Warnings: sum.Warnings}
	for k, v := range sum.Counts {
		res.Rows[k] += v
	}
	res.Rows["rows_in"], res.Rows["rows_out"] = n, n
	return res, nil
}

// note is what the stage reports of a row normalised with outcome o.
func note(it *record.Item, o normalize.Outcome) pipeline.RowNote {
	var r pipeline.RowNote
	if len(o.Repaired) > 0 {
		r.Add("repaired_fields", len(o.Repaired))
	}
	if len(o.Unrepaired) > 0 {
		r.Add("unrepairable_fields", len(o.Unrepaired))
	}
	for _, u := range o.Unrepaired {
		r.Warnings = append(r.Warnings, it.ID+": "+strings.TrimSuffix(u, "."))
	}
	return r
}
