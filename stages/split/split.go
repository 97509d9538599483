// Package split is the pipeline stage that assigns every row to train or
// test (see internal/split for the rule).
package split

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// Params are the split stage's pipeline.yaml parameters.
type Params struct {
	// Seed of the hash rank (default 42).
	Seed int64 `yaml:"seed" json:"seed"`
	// TestFraction is the share of each stratum in test (default 0.15).
	TestFraction float64 `yaml:"test_fraction" json:"test_fraction"`
}

// Kind registers the split stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "split",
		Version:     "1",
		SourceFiles: pipeline.NoSourceFiles,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			// Defaults are filled in before decoding, so an omitted key
			// and its default value hash the same.
			p := Params{Seed: split.DefaultSeed, TestFraction: split.DefaultTestFraction}
			if err := decode(&p); err != nil {
				return nil, err
			}
			s := &stage{seed: p.Seed, frac: p.TestFraction}
			if !(s.frac >= 0 && s.frac < 1) {
				return nil, pipeline.InvalidParam("test_fraction", "%v is not in [0, 1)", s.frac)
			}
			return s, nil
		},
	}
}

type stage struct {
	seed int64
	frac float64
}

func (s *stage) String() string {
	return fmt.Sprintf("split train/test (seed %d, test %.0f %%)", s.seed, 100*s.frac)
}

// Run reads the rows of its single input, sets Split on each, and writes
// them in the same order, with the rule in split.json (split.RuleFile) for
// the dataset card. Result.Rows holds rows_in, rows_out, split.train,
// split.test and strata.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	items, err := env.ReadInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	if err := split.Assign(items, s.seed, s.frac); err != nil {
		return pipeline.Result{}, err
	}
	counts := map[string]int{"rows_in": len(items), "rows_out": len(items), "split.train": 0, "split.test": 0}
	strata := map[string]bool{}
	for i := range items {
		counts["split."+items[i].Split]++
		strata[split.Stratum(&items[i])] = true
	}
	counts["strata"] = len(strata)
	if err := env.WriteRows(items); err != nil {
		return pipeline.Result{}, err
	}
	rule, err := json.Marshal(split.Rule{Seed: s.seed, TestFraction: s.frac})
	if err != nil {
		return pipeline.Result{}, err
	}
	if err := os.WriteFile(filepath.Join(env.OutDir, split.RuleFile), append(rule, '\n'), 0o644); err != nil {
		return pipeline.Result{}, err
	}
	return pipeline.Result{Rows: counts}, nil
}
