package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	statusstage "github.com/dgnpipe/dgnpipe/stages/status"
)

// StatusOptions are the flags of `dgnpipe status`.
type StatusOptions struct {
	PipelineOptions
}

func newStatusCommand(g *GlobalOptions) *cobra.Command {
	var opts StatusOptions
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show each stage: up to date or stale, and why",
		Example: `  dgnpipe status                       # the artifacts of pipeline.yaml
  dgnpipe status --artifacts out       # a folder built with --source: its sources come from out/invocation.json
  dgnpipe status --artifacts out --json`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStatus(cmd.Context(), opts, g)
		},
	}
	opts.addFlags(cmd.Flags(), true)
	return cmd
}

func runStatus(ctx context.Context, opts StatusOptions, g *GlobalOptions) error {
	cfg, err := opts.loadPipeline()
	if err != nil {
		return err
	}
	fp, err := pipeline.BinaryFingerprint()
	if err != nil {
		fp = "unknown"
	}
	rep, err := pipeline.StatusContext(ctx, cfg, pipeline.Options{Fingerprint: fp, Log: newLogger(g.Stderr, g.Verbose)})
	if err != nil {
		return err
	}
	// A reviews report that cannot be read does not hide the stages'
	// status: it is printed, then the report's error ends the command.
	revs, revErr := readReviewsSummary(cfg, opts.built)
	dups := readDedupSummary(cfg)
	sols := readSolutionSummary(cfg) // issue 26 (status_solution.go)
	bad := readMalformedSummary(cfg)
	if opts.JSON {
		if err := writeJSON(g.Stdout, struct {
			*pipeline.StatusReport
			Reviews    *reviewsSummary   `json:"reviews,omitempty"`
			Duplicates *dedupSummary     `json:"duplicates,omitempty"`
			Solutions  *solutionSummary  `json:"worked_solutions,omitempty"`
			Malformed  *malformedSummary `json:"malformed_latex,omitempty"`
		}{rep, revs, dups, sols, bad}); err != nil {
			return err
		}
		return revErr
	}
	w := newFitWriter(g.Stdout)
	printStatus(w, rep)
	if stale := staleStages(rep); stale > 0 {
		fmt.Fprintf(w, "%s not up to date; to bring them up to date: %s\n", plural(stale, "stage"), opts.built.command())
	}
	printReviews(w, revs)
	printDedupStatus(w, dups)
	printSolutionStatus(w, sols)
	printMalformedStatus(w, bad)
	if err := w.Flush(); err != nil {
		return err
	}
	return revErr
}

// reviewsSummary is what the last status stage made of the reviewers'
// decisions: its reviews.json and the count of checker defects.
type reviewsSummary struct {
	Stage  string             `json:"stage"`
	Report string             `json:"report"`
	Rows   map[string]int     `json:"counts"`
	Detail statusstage.Report `json:"detail"`
	// Defects is the checker-defects report and DefectCount its lines.
	Defects     string `json:"checker_defects"`
	DefectCount int    `json:"checker_defects_count"`
}

// readReviewsSummary reads the reviews report of the pipeline's status
// stage; nil when there is none (no status stage, it has not run, or it
// was written by a version that wrote no report). A report that is there
// but cannot be read is an error naming it.
func readReviewsSummary(cfg *pipeline.Config, built invocation) (*reviewsSummary, error) {
	name := statusStageName(cfg)
	if name == "" {
		return nil, nil
	}
	dir := filepath.Join(cfg.Artifacts, name)
	m, err := pipeline.ReadManifest(dir)
	if err != nil {
		return nil, nil // the stage has not run (or its manifest is reported with the stages)
	}
	s := &reviewsSummary{Stage: name, Report: filepath.Join(dir, statusstage.ReviewsReport), Rows: map[string]int{},
		Defects: filepath.Join(dir, statusstage.CheckerDefects)}
	b, err := os.ReadFile(s.Report)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil // written by an older status stage
	}
	if err != nil {
		return nil, fmt.Errorf("the reviews report: %w", err)
	}
	if err := json.Unmarshal(b, &s.Detail); err != nil {
		return nil, fmt.Errorf("the reviews report %s cannot be read (%v): run the %s stage again (%s)", s.Report, err, name, built.command("--force", "--stage", name))
	}
	for k, v := range m.Rows {
		if strings.HasPrefix(k, "review") || k == "checker_defects" {
			s.Rows[k] = v
		}
	}
	s.DefectCount = m.Rows["checker_defects"]
	return s, nil
}

// statusStageName is the name of the pipeline's (last) stage of kind
// status, or "".
func statusStageName(cfg *pipeline.Config) string {
	name := ""
	for _, s := range cfg.Stages {
		if s.Kind.Name == "status" {
			name = s.Name
		}
	}
	return name
}

func printReviews(w io.Writer, s *reviewsSummary) {
	if s == nil {
		return
	}
	d := &s.Detail
	fmt.Fprintf(w, "\nreviews (%s): %d applied, %d stale, %d of no row of the run, %d malformed line(s)\n",
		s.Report, len(d.Applied), len(d.Stale), len(d.Unknown), len(d.Malformed))
	for _, it := range d.Stale {
		fmt.Fprintf(w, "  stale      %s  %s  %s by %s at %s: the row changed since; not applied, review it again\n",
			it.Origin, it.ID, it.Decision, it.Reviewer, it.At)
	}
	for _, it := range d.Unknown {
		fmt.Fprintf(w, "  no row     %s  %s  %s by %s\n", it.Origin, it.ID, it.Decision, it.Reviewer)
	}
	for _, m := range d.Malformed {
		fmt.Fprintf(w, "  malformed  %s\n", m)
	}
	fmt.Fprintf(w, "checker defects: %d (%s)\n", s.DefectCount, s.Defects)
}

// staleStages counts the stages that are not up to date.
func staleStages(rep *pipeline.StatusReport) int {
	n := 0
	for _, s := range rep.Stages {
		if s.State != pipeline.StateUpToDate {
			n++
		}
	}
	return n
}

func printStatus(w io.Writer, rep *pipeline.StatusReport) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, s := range rep.Stages {
		// "up-to-date  up to date" says it twice: the reason only when
		// it adds to the state.
		var why []string
		for _, r := range s.Reasons {
			if strings.ReplaceAll(r, " ", "-") != string(s.State) {
				why = append(why, r)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", s.Name, s.State, strings.Join(why, "; "))
	}
	tw.Flush()
}
