package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// solutionSummary is what the worked-solution audit found in the last
// verify stage's run, from its manifest (for `dgnpipe status`).
type solutionSummary struct {
	Stage         string `json:"stage"`
	Audited       int    `json:"audited"`
	Flagged       int    `json:"flagged"`
	FalseStep     int    `json:"false_step"`
	EndsElsewhere int    `json:"ends_elsewhere"`
	Consistent    int    `json:"consistent"`
	Unchecked     int    `json:"unchecked"`
}

// readSolutionSummary reads the counts of the pipeline's (last) verify
// stage; nil when there is none, it has not run, or it audited nothing.
func readSolutionSummary(cfg *pipeline.Config) *solutionSummary {
	name := ""
	for _, s := range cfg.Stages {
		if s.Kind.Name == "verify" {
			name = s.Name
		}
	}
	if name == "" {
		return nil
	}
	m, err := pipeline.ReadManifest(filepath.Join(cfg.Artifacts, name))
	if err != nil {
		return nil
	}
	n := func(v record.SolutionVerdict) int { return m.Rows["solution."+string(v)] }
	s := &solutionSummary{Stage: name, FalseStep: n(record.SolutionFalseStep), EndsElsewhere: n(record.SolutionEndsElsewhere),
		Consistent: n(record.SolutionConsistent), Unchecked: n(record.SolutionUnchecked)}
	s.Flagged = s.FalseStep + s.EndsElsewhere
	s.Audited = s.Flagged + s.Consistent + s.Unchecked
	if s.Audited == 0 {
		return nil
	}
	return s
}

func printSolutionStatus(w io.Writer, s *solutionSummary) {
	if s == nil {
		return
	}
	fmt.Fprintf(w, "\nworked solutions (%s): %d flagged (%d false-step, %d ends-elsewhere) of %d audited; %d consistent, %d unchecked\n",
		s.Stage, s.Flagged, s.FalseStep, s.EndsElsewhere, s.Audited, s.Consistent, s.Unchecked)
	if s.Flagged > 0 {
		fmt.Fprintln(w, "the flagged rows: dgnpipe review, filter \"worked solution flagged\" (their answer_status is not changed)")
	}
}
