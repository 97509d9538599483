// Package ingest is the first pipeline stage: it reads the run's source
// folders and turns their lines into record.Item rows with stable ids.
package ingest

import (
	"context"
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// Params are the ingest stage's pipeline.yaml parameters (none yet).
type Params struct{}

// Kind registers the ingest stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "ingest",
		Version: "1",
		New: func(decode func(any) error) (pipeline.Stage, error) {
			var p Params
			if err := decode(&p); err != nil {
				return nil, err
			}
			return &stage{p: p}, nil
		},
	}
}

type stage struct{ p Params }

func (s *stage) String() string { return "ingest sources" }

func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	return pipeline.Result{}, fmt.Errorf("ingest: not implemented yet")
}
