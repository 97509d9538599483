// Package generate is the pipeline stage that makes the `exercises`
// collection (internal/generate): its output folder is a dgn source that
// the ingest stage reads with the run's other sources. Exercises repeat no
// problem of those sources and are numbered after their last `exercises`
// row.
package generate

import (
	"context"
	"fmt"
	"maps"
	"slices"

	gen "github.com/dgnpipe/dgnpipe/internal/generate"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// Params are the stage's pipeline.yaml parameters.
type Params struct {
	// Seed selects the exercises (default 0 when absent).
	Seed int64 `yaml:"seed" json:"seed"`
	// Count is how many exercises to emit (absent: 520, the
	// specification's collection size; 0 emits none).
	Count int `yaml:"count" json:"count"`
	// Templates names the templates to use (absent or empty: all).
	Templates []string `yaml:"templates" json:"templates"`
}

// DefaultCount is the specification's size of the collection.
const DefaultCount = 520

// Kind registers the generate stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "generate",
		Version: "1",
		// It reads the sources' rows (to repeat none of their problems and
		// to number after their exercises), not their images.
		SourceFiles: source.RowFile,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			// The default is filled in before decoding, so an omitted
			// count and a count of 520 hash the same, and 0 stays 0.
			p := Params{Count: DefaultCount}
			if err := decode(&p); err != nil {
				return nil, err
			}
			if err := gen.CheckCount(p.Count); err != nil {
				return nil, pipeline.InvalidParam("count", "%d %v", p.Count, err)
			}
			tmpls, err := gen.Select(p.Templates)
			if err != nil {
				return nil, fmt.Errorf("templates: %w", err)
			}
			return &stage{p: p, tmpls: tmpls}, nil
		},
	}
}

type stage struct {
	p     Params
	tmpls []gen.Template
}

func (s *stage) String() string { return "generate exercises (self-checked)" }

// Run writes the exercises folder and reports the counts per template.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	var specs []gen.SourceSpec
	for _, sp := range env.Sources {
		specs = append(specs, gen.SourceSpec{Dir: sp.Dir, Format: sp.Format})
	}
	exclude, first, err := gen.Others(ctx, specs)
	if err != nil {
		return pipeline.Result{}, err
	}
	// The self-check's verdicts persist across runs (verdictCache): an
	// edit of a source reruns this stage, and its candidates are then
	// judged again only where they are new.
	sc, err := openVerdictCache(env.ArtifactsDir, s.p.Seed, env.Force, env.Shared)
	if err != nil {
		return pipeline.Result{}, err
	}
	defer func() {
		if err := sc.Close(); err != nil {
			env.Log.Warn("verdict cache", "err", err)
		}
	}()
	items, rep, err := gen.Generate(ctx, gen.Options{
		Seed: s.p.Seed, Count: s.p.Count, Templates: s.tmpls,
		First: first, Exclude: exclude, Checker: sc,
	})
	if err != nil {
		return pipeline.Result{}, err
	}
	if err := gen.WriteFolder(env.OutDir, items, rep); err != nil {
		return pipeline.Result{}, err
	}
	res := pipeline.Result{Rows: map[string]int{
		"rows_out": rep.Emitted, "candidates": rep.Candidates,
	}}
	for _, t := range rep.Templates {
		res.Rows["emitted."+t.Name] = t.Emitted
		if t.Leg1Only > 0 {
			res.Rows["leg1_only."+t.Name] = t.Leg1Only
		}
		if t.Rejected > 0 {
			res.Rows["rejected."+t.Name] = t.Rejected
			for _, reason := range slices.Sorted(maps.Keys(t.Reasons)) {
				res.Warnings = append(res.Warnings, fmt.Sprintf("template %s: %d candidate(s) rejected by the self-check: %s", t.Name, t.Reasons[reason], reason))
			}
		}
		if t.Duplicates > 0 {
			res.Rows["duplicates."+t.Name] = t.Duplicates
		}
	}
	// cache.hits candidates took their verdict from the cache;
	// cache.stored were self-checked by this run and stored.
	res.Rows["cache.hits"] = int(sc.hits.Load())
	res.Rows["cache.stored"] = int(sc.stored.Load())
	if n := sc.writeErrors.Load(); n > 0 {
		res.Rows["cache.write_errors"] = int(n)
		res.Warnings = append(res.Warnings, fmt.Sprintf("%d verdicts could not be written to the verdict cache %s", n, sc.log.Root()))
	}
	if rep.Emitted < s.p.Count {
		res.Warnings = append(res.Warnings, fmt.Sprintf("only %d of %d exercises confirmed within %d candidates", rep.Emitted, s.p.Count, rep.Candidates))
	}
	return res, nil
}
