// Package emit is the last pipeline stage: it writes the published dataset
// folder (Parquet configs, README.md dataset card, stats.json) at the top of
// its output directory. In pipeline.yaml the stage is named `dataset`, so
// the folder is <artifacts>/dataset/.
package emit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// Kind registers the emit stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "emit",
		Version:     "1",
		SourceFiles: pipeline.NoSourceFiles,
		New:         pipeline.NoParams(&stage{}),
	}
}

type stage struct{}

func (s *stage) String() string { return "write the Parquet dataset" }

// Run reads the rows of its single input (the split stage's output, whose
// split.json, when present, states the split rule on the card) and writes
// data/<config>/{train,test}-00000-of-00001.parquet, README.md and
// stats.json into env.OutDir. Result.Rows holds rows_in, split.train,
// split.test and config.<name> for every config.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	dep, err := env.OnlyInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	items, err := env.ReadRows(dep)
	if err != nil {
		return pipeline.Result{}, err
	}
	var opts parquetout.Options
	rulePath := filepath.Join(env.Inputs[dep], split.RuleFile)
	switch b, err := os.ReadFile(rulePath); {
	case err == nil:
		var r split.Rule
		if err := json.Unmarshal(b, &r); err != nil {
			return pipeline.Result{}, fmt.Errorf("%s: %w", rulePath, err)
		}
		opts.SplitRule = r.Describe()
	case !errors.Is(err, fs.ErrNotExist):
		return pipeline.Result{}, err
	}
	st, err := parquetout.Emit(ctx, env.OutDir, items, opts)
	if err != nil {
		return pipeline.Result{}, err
	}
	res := pipeline.Result{Rows: map[string]int{"rows_in": len(items), "split.train": st.Rows.Train, "split.test": st.Rows.Test}}
	for _, c := range st.Configs {
		res.Rows["config."+c.Name] = c.Total
	}
	for _, c := range st.Unconfigured {
		res.Warnings = append(res.Warnings, fmt.Sprintf("collection %q is in no collection config (core, extended, exercises); it is published in full, qa and verified only", c))
	}
	return res, nil
}
