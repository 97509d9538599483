// Package split is the pipeline stage that assigns every row to train or
// test (see internal/split for the rule).
package split

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// Params are the split stage's pipeline.yaml parameters.
type Params struct {
	// Seed of the hash rank (default 42).
	Seed int64 `yaml:"seed" json:"seed"`
	// TestFraction is the share of each stratum in test (default 0.15).
	TestFraction float64 `yaml:"test_fraction" json:"test_fraction"`
	// KeepDuplicatesTogether puts each cluster of a dedup stage (a need
	// of this one) wholly on the side of its first row (default true).
	KeepDuplicatesTogether bool `yaml:"keep_duplicates_together" json:"keep_duplicates_together"`
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
			p := Params{Seed: split.DefaultSeed, TestFraction: split.DefaultTestFraction, KeepDuplicatesTogether: true}
			if err := decode(&p); err != nil {
				return nil, err
			}
			s := &stage{seed: p.Seed, frac: p.TestFraction, together: p.KeepDuplicatesTogether}
			if !(s.frac >= 0 && s.frac < 1) {
				return nil, pipeline.InvalidParam("test_fraction", "%v is not in [0, 1)", s.frac)
			}
			return s, nil
		},
	}
}

type stage struct {
	seed     int64
	frac     float64
	together bool
}

func (s *stage) String() string {
	return fmt.Sprintf("split train/test (seed %d, test %.0f %%)", s.seed, 100*s.frac)
}

// Run reads the rows of its row input, sets Split on each, and writes
// them in the same order, with the rule in split.json (split.RuleFile) for
// the dataset card. When a dedup stage is also a need, its clusters are
// kept on one side (keep_duplicates_together), each row's note gets its
// duplicates and contamination, and dedup.json (dedup.SummaryFile) says
// what was applied. Result.Rows holds rows_in, rows_out, split.train,
// split.test and strata, and with a dedup need dedup.clusters,
// dedup.clustered_rows, dedup.contaminated and dedup.moved.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	rowsDir, dedupDir, err := inputs(env)
	if err != nil {
		return pipeline.Result{}, err
	}
	items, err := record.ReadItems(filepath.Join(rowsDir, pipeline.RowsFile))
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
	rule := split.Rule{Seed: s.seed, TestFraction: s.frac}
	if dedupDir != "" {
		sum, err := s.applyDedup(items, dedupDir, env.OutDir)
		if err != nil {
			return pipeline.Result{}, err
		}
		rule.KeepDuplicatesTogether, rule.Moved = &s.together, sum.Moved
		counts["dedup.clusters"], counts["dedup.clustered_rows"], counts["dedup.moved"] = sum.Clusters, sum.ClusteredRows, sum.Moved
		counts["dedup.contaminated"] = 0
		for _, c := range sum.Contaminated {
			counts["dedup.contaminated"] += c.Rows
		}
	}
	strata := map[string]bool{}
	for i := range items {
		counts["split."+items[i].Split]++
		strata[split.Stratum(&items[i])] = true
	}
	counts["strata"] = len(strata)
	if err := env.WriteRows(items); err != nil {
		return pipeline.Result{}, err
	}
	if err := writeJSON(filepath.Join(env.OutDir, split.RuleFile), rule); err != nil {
		return pipeline.Result{}, err
	}
	return pipeline.Result{Rows: counts}, nil
}

// inputs finds the stage's row input (the need with items.jsonl) and its
// dedup input (the need with clusters.jsonl; "" when there is none).
func inputs(env *pipeline.Env) (rows, dd string, err error) {
	for _, name := range slices.Sorted(maps.Keys(env.Inputs)) {
		dir := env.Inputs[name]
		switch {
		case exists(filepath.Join(dir, dedup.ClustersFile)) && dd == "":
			dd = dir
		case exists(filepath.Join(dir, pipeline.RowsFile)) && rows == "":
			rows = dir
		default:
			return "", "", fmt.Errorf("need %s: neither the rows of a stage nor the clusters of a dedup stage, or one too many", name)
		}
	}
	if rows == "" {
		return "", "", fmt.Errorf("no row input (want exactly one need with %s)", pipeline.RowsFile)
	}
	return rows, dd, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// applyDedup reads the dedup stage's result from dir, keeps its clusters
// together (when the parameter says so), writes each affected row's note
// sentence and the summary file into out.
func (s *stage) applyDedup(items []record.Item, dir, out string) (dedup.Summary, error) {
	r, err := dedup.ReadFiles(dir)
	if err != nil {
		return dedup.Summary{}, err
	}
	sum := dedup.Summary{Clusters: len(r.Clusters), KeepTogether: s.together, Contaminated: []dedup.RefCount{}}
	if s.together {
		sum.Moved = split.KeepTogether(items, r.Clusters)
	}
	cluster := map[string][]string{}
	for _, c := range r.Clusters {
		sum.ClusteredRows += len(c)
		for _, id := range c {
			cluster[id] = c
		}
	}
	hits := map[string][]dedup.Hit{}
	for _, h := range r.Contaminated {
		hits[h.ID] = append(hits[h.ID], h)
	}
	byRef := map[string]*dedup.RefCount{}
	for _, name := range r.References {
		sum.Contaminated = append(sum.Contaminated, dedup.RefCount{Reference: name})
	}
	for i := range sum.Contaminated {
		byRef[sum.Contaminated[i].Reference] = &sum.Contaminated[i]
	}
	for i := range items {
		it := &items[i]
		for _, h := range hits[it.ID] {
			if c := byRef[h.Reference]; c != nil {
				c.Rows++
				if it.Split == split.Test {
					c.TestRows++
				}
			}
		}
		if n := dedup.Note(it.ID, cluster[it.ID], hits[it.ID]); n != "" {
			it.VerificationNote = strings.TrimRight(it.VerificationNote, "\n") + "\n" + n
		}
	}
	return sum, writeJSON(filepath.Join(out, dedup.SummaryFile), sum)
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
