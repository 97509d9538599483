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
	// The rows are read twice, so that the stage never holds them all: the
	// split is decided on their ids and strata (keys), then the rows are
	// streamed (pipeline.Env.MapRowsIn), each given its side and note.
	keys, err := readKeys(filepath.Join(rowsDir, pipeline.RowsFile))
	if err != nil {
		return pipeline.Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	if err := split.Assign(keys, s.seed, s.frac); err != nil {
		return pipeline.Result{}, err
	}
	counts := map[string]int{"rows_in": len(keys), "rows_out": len(keys), "split.train": 0, "split.test": 0}
	rule := split.Rule{Seed: s.seed, TestFraction: s.frac}
	var dd *dedupNotes
	if dedupDir != "" {
		if dd, err = s.readDedup(keys, dedupDir); err != nil {
			return pipeline.Result{}, err
		}
	}
	// The counts come from the keys; a row's output is its own function
	// with its side and its dedup note, which the row memo serves
	// (pipeline.PureRows.RowKey).
	strata := map[string]bool{}
	byID := make(map[string]int, len(keys))
	for i := range keys {
		k := &keys[i]
		byID[k.ID] = i
		counts["split."+k.Split]++
		strata[split.Stratum(k)] = true
		if dd != nil {
			dd.count(k)
		}
	}
	note := func(id string) string {
		if dd == nil {
			return ""
		}
		return dd.note(id)
	}
	rowKey := func(i int) []byte {
		if i >= len(keys) {
			return nil
		}
		return []byte(keys[i].Split + "\x00" + note(keys[i].ID))
	}
	n, _, err := env.MapPureRowsIn(rowsDir, pipeline.PureRows{Memo: true, Unread: []string{"origin"}, RowKey: rowKey}, func(items []record.Item, _ []pipeline.RowNote) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		for i := range items {
			it := &items[i]
			k, ok := byID[it.ID]
			if !ok {
				return fmt.Errorf("split: row %s changed while the stage read it", it.ID)
			}
			it.Split = keys[k].Split
			if n := note(it.ID); n != "" {
				it.VerificationNote = strings.TrimRight(it.VerificationNote, "\n") + "\n" + n
			}
		}
		return nil
	})
	if err != nil {
		return pipeline.Result{}, err
	}
	if n != len(keys) {
		return pipeline.Result{}, fmt.Errorf("split: %d rows read, then %d: the rows changed while the stage read them", len(keys), n)
	}
	counts["strata"] = len(strata)
	if dd != nil {
		sum := dd.sum
		rule.KeepDuplicatesTogether, rule.Moved = &s.together, sum.Moved
		counts["dedup.clusters"], counts["dedup.clustered_rows"], counts["dedup.moved"] = sum.Clusters, sum.ClusteredRows, sum.Moved
		counts["dedup.contaminated"] = 0
		for _, c := range sum.Contaminated {
			counts["dedup.contaminated"] += c.Rows
		}
		if err := writeJSON(filepath.Join(env.OutDir, dedup.SummaryFile), sum); err != nil {
			return pipeline.Result{}, err
		}
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

// readKeys reads what the split is decided on, each row's id and
// stratum (split.Stratum), from the rows file at path, in order.
func readKeys(path string) ([]record.Item, error) {
	var keys []record.Item
	err := record.ReadFieldBatches(path, func(b []keyFields) error {
		for _, k := range b {
			// Copied: the decoder's strings may share the whole line's memory.
			keys = append(keys, record.Item{ID: strings.Clone(k.ID), Collection: strings.Clone(k.Collection), Chapter: k.Chapter})
		}
		return nil
	})
	return keys, err
}

// keyFields are the fields of a row readKeys reads (record.ReadFieldBatches
// decodes no other).
type keyFields struct {
	ID         string `json:"id"`
	Collection string `json:"collection"`
	Chapter    int    `json:"chapter"`
}

// dedupNotes is the dedup stage's result as the split applies it to each
// row (apply): the clusters and contamination hits by row id, and the
// summary it counts into.
type dedupNotes struct {
	sum     dedup.Summary
	cluster map[string][]string
	hits    map[string][]dedup.Hit
	byRef   map[string]*dedup.RefCount
}

// readDedup reads the dedup stage's result from dir and keeps its
// clusters together on keys (when the parameter says so).
func (s *stage) readDedup(keys []record.Item, dir string) (*dedupNotes, error) {
	r, err := dedup.ReadFiles(dir)
	if err != nil {
		return nil, err
	}
	d := &dedupNotes{sum: dedup.Summary{Clusters: len(r.Clusters), KeepTogether: s.together, Contaminated: []dedup.RefCount{}},
		cluster: map[string][]string{}, hits: map[string][]dedup.Hit{}, byRef: map[string]*dedup.RefCount{}}
	if s.together {
		d.sum.Moved = split.KeepTogether(keys, r.Clusters)
	}
	for _, c := range r.Clusters {
		d.sum.ClusteredRows += len(c)
		for _, id := range c {
			d.cluster[id] = c
		}
	}
	for _, h := range r.Contaminated {
		d.hits[h.ID] = append(d.hits[h.ID], h)
	}
	for _, name := range r.References {
		d.sum.Contaminated = append(d.sum.Contaminated, dedup.RefCount{Reference: name})
	}
	for i := range d.sum.Contaminated {
		d.byRef[d.sum.Contaminated[i].Reference] = &d.sum.Contaminated[i]
	}
	return d, nil
}

// count counts the row's contamination (by its id and side).
func (d *dedupNotes) count(k *record.Item) {
	for _, h := range d.hits[k.ID] {
		if c := d.byRef[h.Reference]; c != nil {
			c.Rows++
			if k.Split == split.Test {
				c.TestRows++
			}
		}
	}
}

// note is what the row's note says of its duplicates and contamination
// ("" when nothing).
func (d *dedupNotes) note(id string) string {
	return dedup.Note(id, d.cluster[id], d.hits[id])
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
