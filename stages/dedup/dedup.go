// Package dedup is the pipeline stage that finds near-duplicate rows and
// rows that are problems of a reference set (see internal/dedup for the
// rule). It deletes and changes nothing: it writes clusters.jsonl and
// contamination.jsonl, which the split stage reads to keep a cluster on
// one side and to write the rows' notes.
package dedup

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Kind registers the dedup stage. It reads its need's rows and the
// reference sets of pipeline.yaml (`references:`).
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:            "dedup",
		Version:         "1",
		SourceFiles:     pipeline.NoSourceFiles,
		ReadsReferences: true,
		New:             pipeline.NoParams(&stage{}),
	}
}

type stage struct{}

// docFields are the fields of a row the stage reads (record.ReadFieldBatches
// decodes no other).
type docFields struct {
	ID      string `json:"id"`
	Problem string `json:"problem"`
	Origin  string `json:"origin"`
}

func (s *stage) String() string { return "find near-duplicates and contamination" }

// Run reads the rows of its single input and the reference sets, and
// writes clusters.jsonl and contamination.jsonl. A reference that cannot
// be read is reported as degraded (the run exits 3 and the stage runs
// again next time); the others are still compared. Result.Rows holds
// rows_in, clusters, clustered_rows, contaminated and
// contaminated.<reference> for each reference read.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	// Only each row's id, problem and origin are kept (read batch by
	// batch), not the rows; copied, as the decoder's strings may share
	// the memory of the whole line.
	dep, err := env.OnlyInput()
	if err != nil {
		return pipeline.Result{}, fmt.Errorf("dedup: %w", err)
	}
	var docs []dedup.Doc
	err = record.ReadFieldBatches(filepath.Join(env.Inputs[dep], pipeline.RowsFile), func(rows []docFields) error {
		for _, r := range rows {
			docs = append(docs, dedup.Doc{ID: strings.Clone(r.ID), Problem: strings.Clone(r.Problem), Origin: strings.Clone(r.Origin)})
		}
		return nil
	})
	if err != nil {
		return pipeline.Result{}, fmt.Errorf("dedup: %w", err)
	}
	var res pipeline.Result
	var refs []dedup.Reference
	for _, spec := range env.References {
		ref, err := dedup.ReadReference(spec.Name, spec.Path)
		if err != nil {
			res.Degraded = append(res.Degraded, fmt.Sprintf("%v: not compared", err))
			continue
		}
		refs = append(refs, ref)
	}
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	memo, err := env.OpenValueMemo("keys")
	if err != nil {
		return pipeline.Result{}, fmt.Errorf("dedup: %w", err)
	}
	var km dedup.KeyMemo
	if memo != nil {
		km = keyMemo{memo}
	}
	r, err := dedup.AnalyzeMemo(ctx, docs, refs, km)
	if cerr := memo.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return pipeline.Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	env.Progress(len(docs), len(docs))
	if err := dedup.WriteFiles(env.OutDir, r); err != nil {
		return pipeline.Result{}, fmt.Errorf("dedup: %w", err)
	}
	res.Rows = map[string]int{"rows_in": len(docs), "clusters": len(r.Clusters), "clustered_rows": 0, "contaminated": 0}
	for _, c := range r.Clusters {
		res.Rows["clustered_rows"] += len(c)
	}
	for _, ref := range refs {
		res.Rows["contaminated."+ref.Name] = 0
	}
	rows := map[string]bool{}
	for _, h := range r.Contaminated {
		res.Rows["contaminated."+h.Reference]++
		rows[h.ID] = true
	}
	res.Rows["contaminated"] = len(rows)
	return res, nil
}

// keyMemo keeps the statements' key hashes (dedup.KeyMemo) in the stage's
// memo, each under the statement's text: a run after an edit reads only
// the statements that changed.
type keyMemo struct{ m *pipeline.ValueMemo }

func (k keyMemo) Get(problems []string) [][]byte {
	keys := make([]string, len(problems))
	for i, p := range problems {
		keys[i] = k.m.Key([]byte(p))
	}
	return k.m.GetMany(keys)
}

func (k keyMemo) Put(problem string, hash []byte) error {
	return k.m.Put(k.m.Key([]byte(problem)), hash)
}
