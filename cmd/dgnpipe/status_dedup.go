package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// dedupSummary is what the last dedup stage found and what the split
// stage moved, from their manifests (for `dgnpipe status`).
type dedupSummary struct {
	Stage         string         `json:"stage"`
	Clusters      int            `json:"clusters"`
	ClusteredRows int            `json:"clustered_rows"`
	Contaminated  map[string]int `json:"contaminated"`
	ClustersFile  string         `json:"clusters_file"`
	Contamination string         `json:"contamination_file"`
	// Moved is how many rows the split moved to keep clusters together;
	// -1 when no split stage has read this dedup stage's output.
	Moved int `json:"moved"`
}

// readDedupSummary reads the manifest of the pipeline's (last) dedup
// stage and of the split stage that needs it; nil when there is no dedup
// stage or it has not run.
func readDedupSummary(cfg *pipeline.Config) *dedupSummary {
	var def *pipeline.StageDef
	for _, s := range cfg.Stages {
		if s.Kind.Name == "dedup" {
			def = s
		}
	}
	if def == nil {
		return nil
	}
	dir := filepath.Join(cfg.Artifacts, def.Name)
	m, err := pipeline.ReadManifest(dir)
	if err != nil {
		return nil
	}
	s := &dedupSummary{Stage: def.Name, Clusters: m.Rows["clusters"], ClusteredRows: m.Rows["clustered_rows"],
		Contaminated: map[string]int{}, ClustersFile: filepath.Join(dir, dedup.ClustersFile),
		Contamination: filepath.Join(dir, dedup.ContaminationFile), Moved: -1}
	for k, v := range m.Rows {
		if name, ok := strings.CutPrefix(k, "contaminated."); ok {
			s.Contaminated[name] = v
		}
	}
	for _, st := range cfg.Stages {
		if st.Kind.Name == "split" && slices.Contains(st.Needs, def) {
			if sm, err := pipeline.ReadManifest(filepath.Join(cfg.Artifacts, st.Name)); err == nil {
				s.Moved = sm.Rows["dedup.moved"]
			}
		}
	}
	return s
}

func printDedupStatus(w io.Writer, s *dedupSummary) {
	if s == nil {
		return
	}
	fmt.Fprintf(w, "\nnear-duplicates (%s): %d cluster(s) holding %d rows (%s)\n", s.Stage, s.Clusters, s.ClusteredRows, s.ClustersFile)
	for _, name := range dedupRefNames(s.Contaminated) {
		fmt.Fprintf(w, "contamination by %s: %d row(s) (%s)\n", name, s.Contaminated[name], s.Contamination)
	}
	if s.Moved >= 0 {
		fmt.Fprintf(w, "split: %d row(s) moved to keep clusters together\n", s.Moved)
	}
}

func dedupRefNames(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// deskDuplicates gives the reviewer's desk the rows of the pipeline's last
// dedup output by id: "cluster", "contaminated" or both; nil (no filter)
// when the pipeline has no dedup stage.
func deskDuplicates(cfg *pipeline.Config) func() map[string]string {
	dir := ""
	for _, s := range cfg.Stages {
		if s.Kind.Name == "dedup" {
			dir = filepath.Join(cfg.Artifacts, s.Name)
		}
	}
	if dir == "" {
		return nil
	}
	return func() map[string]string {
		r, err := dedup.ReadFiles(dir)
		if err != nil {
			return nil // not run yet: no row is marked
		}
		out := map[string]string{}
		for _, c := range r.Clusters {
			for _, id := range c {
				out[id] = "cluster"
			}
		}
		for _, h := range r.Contaminated {
			switch out[h.ID] {
			case "cluster":
				out[h.ID] = "cluster contaminated"
			case "":
				out[h.ID] = "contaminated"
			}
		}
		return out
	}
}

// dedupDir is the output folder of the pipeline's last dedup stage, ""
// when it has none.
func dedupDir(cfg *pipeline.Config) string {
	dir := ""
	for _, s := range cfg.Stages {
		if s.Kind.Name == "dedup" {
			dir = filepath.Join(cfg.Artifacts, s.Name)
		}
	}
	return dir
}

// dedupNotes are, by row id, the sentences that say what the dedup stage
// found: "near-duplicate of ID, ID (clusters.jsonl)" and "the same
// problem as row N of REF (similarity S)"; nil when the stage has not run.
func dedupNotes(dir string) map[string][]string {
	if dir == "" {
		return nil
	}
	r, err := dedup.ReadFiles(dir)
	if err != nil {
		return nil
	}
	out := map[string][]string{}
	for _, c := range r.Clusters {
		for _, id := range c {
			others := slices.DeleteFunc(slices.Clone(c), func(o string) bool { return o == id })
			out[id] = append(out[id], fmt.Sprintf("near-duplicate of %s (%s)", strings.Join(others, ", "), filepath.Join(dir, dedup.ClustersFile)))
		}
	}
	for _, h := range r.Contaminated {
		out[h.ID] = append(out[h.ID], fmt.Sprintf("contamination: the same problem as row %d of %s (similarity %.2f; %s)", h.RefRow, h.Reference, h.Similarity, filepath.Join(dir, dedup.ContaminationFile)))
	}
	return out
}

// deskDuplicateNotes gives the desk's row page the dedup sentences of a
// row (dedupNotes); nil when the pipeline has no dedup stage.
func deskDuplicateNotes(cfg *pipeline.Config) func() map[string][]string {
	dir := dedupDir(cfg)
	if dir == "" {
		return nil
	}
	return func() map[string][]string { return dedupNotes(dir) }
}
