package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// ExplainOptions are the flags of `dgnpipe explain`.
type ExplainOptions struct {
	PipelineOptions
	Stage string
}

func newExplainCommand(g *GlobalOptions) *cobra.Command {
	var opts ExplainOptions
	cmd := &cobra.Command{
		Use:   "explain ID",
		Short: "Show every leg's outcome for one row of the snapshot and how its status followed",
		Long: `Explain prints, for one row of the last run, what each verification leg found
(leg 1 native checker, leg 2 cross-parsers, leg 3 math.js, leg 4 page re-read),
the re-read if any, the worked-solution audit with every step it checked,
and how answer_status followed from them (the decision table of docs/statuses.md).
It reads the rows written by the status stage.`,
		Example: `  dgnpipe explain dgn.algebra.1
  dgnpipe explain dgn.mine.3 --artifacts out
  dgnpipe explain dgn.algebra.1 --json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("explain takes one row id, have %d arguments", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExplain(cmd.Context(), opts, g, args[0])
		},
	}
	opts.addFlags(cmd.Flags(), true)
	cmd.Flags().StringVar(&opts.Stage, "stage", "", "read the rows of `STAGE` (default: the pipeline's status stage)")
	return cmd
}

// explanation is the --json output of explain (stable keys).
type explanation struct {
	ID           string      `json:"id"`
	Status       string      `json:"answer_status"`
	Decision     string      `json:"decision"`
	Problem      string      `json:"problem"`
	SourceAnswer string      `json:"source_answer"`
	FinalAnswer  string      `json:"final_answer"`
	Legs         record.Legs `json:"legs"`
	// MathJSReading is how leg 3's outcome reads beside leg 1's verdict
	// ("agrees the gold is wrong", "contradicts leg 1: ..."); absent when
	// leg 3 did not run.
	MathJSReading string   `json:"mathjs_reading,omitempty"`
	Notes         []string `json:"normalize_notes,omitempty"`
	Note          string   `json:"verification_note"`
	Origin        string   `json:"origin,omitempty"`
	Rows          string   `json:"rows_file"`
	// Stale says the rows file is not what a run would write now (a
	// source, a parameter or the code changed since), with the reasons.
	Stale bool `json:"stale"`
	// Reviews are the reviewers' decisions about the row, oldest first
	// (the last one is the one the status stage applies, unless stale).
	Reviews      []explainedReview `json:"reviews,omitempty"`
	StaleReasons []string          `json:"stale_reasons,omitempty"`
	// Refresh is the command that brings the rows up to date (with the
	// sources the artifacts were built from), when they are stale.
	Refresh string `json:"refresh,omitempty"`
	// SolutionAudit is the worked-solution audit with its steps (absent
	// when the row was not audited).
	SolutionAudit *record.SolutionOutcome `json:"solution_audit,omitempty"`
	// Duplicates are what the dedup stage found about the row: its
	// near-duplicates and the reference rows it is the same problem as,
	// each with the reference's name and row.
	Duplicates []string `json:"duplicates,omitempty"`
}

func runExplain(ctx context.Context, opts ExplainOptions, g *GlobalOptions, id string) error {
	cfg, err := opts.loadPipeline()
	if err != nil {
		return err
	}
	name := opts.Stage
	if name == "" {
		name = statusStageName(cfg)
		if name == "" {
			return fmt.Errorf("%s has no stage of kind status; name one with --stage", cfg.File)
		}
	}
	path := filepath.Join(cfg.Artifacts, name, pipeline.RowsFile)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return opts.noRows(path, "--stage", name)
	}
	items, err := record.ReadItems(path)
	if err != nil {
		return err
	}
	for i := range items {
		if items[i].ID != id {
			continue
		}
		it := &items[i]
		d := status.Decide(status.HasAnswer(it), it.Legs)
		ex := explanation{ID: it.ID, Status: it.AnswerStatus.String(), Decision: d.Why, Problem: it.Problem,
			SourceAnswer: it.SourceAnswer, FinalAnswer: it.FinalAnswer, Legs: it.Legs, Notes: it.Notes,
			Note: it.VerificationNote, Origin: it.Origin, Rows: path, SolutionAudit: it.SolutionAudit}
		if m := it.Legs.MathJS; m != nil {
			ex.MathJSReading = record.MathJSReading(nativeVerdict(it.Legs), m.Outcome)
		}
		if ex.StaleReasons, err = stalenessContext(ctx, cfg, name); err != nil {
			return err // Ctrl-C while the sources were hashed: no report
		}
		ex.Reviews = reviewsOf(cfg, it)
		ex.Duplicates = dedupNotes(dedupDir(cfg))[it.ID]
		ex.Stale = len(ex.StaleReasons) > 0
		if ex.Stale {
			ex.Refresh = opts.built.command()
		}
		if opts.JSON {
			return writeJSON(g.Stdout, ex)
		}
		fw := newFitWriter(g.Stdout)
		printExplanation(fw, ex)
		return fw.Flush()
	}
	return fmt.Errorf("%s: no row with id %q", path, id)
}

// stalenessContext returns why the output of stage name is not up to
// date, as "stage: reason" for it and every stage it needs that is stale
// (so the cause, e.g. "ingest: sources changed", is named), or nil when it
// is up to date. It stops with ctx's error once ctx is done (Ctrl-C while
// a large source, reference or output tree is hashed); any other error is
// a reason.
func stalenessContext(ctx context.Context, cfg *pipeline.Config, name string) ([]string, error) {
	fp, err := pipeline.BinaryFingerprint()
	if err != nil {
		fp = "unknown"
	}
	st, err := pipeline.StatusContext(ctx, cfg, pipeline.Options{Fingerprint: fp})
	if ctxErr := ctx.Err(); ctxErr != nil {
		return nil, ctxErr
	}
	if err != nil {
		return []string{"cannot tell whether the rows are up to date: " + err.Error()}, nil
	}
	closure, err := cfg.Select([]string{name})
	if err != nil {
		return nil, nil // --stage names no stage of the file: nothing to compare
	}
	in := map[string]bool{}
	for _, d := range closure {
		in[d.Name] = true
	}
	var out []string
	stale := false
	for _, s := range st.Stages {
		if !in[s.Name] || s.State == pipeline.StateUpToDate {
			continue
		}
		stale = stale || s.Name == name
		out = append(out, s.Name+": "+strings.Join(s.Reasons, "; "))
	}
	if !stale {
		return nil, nil
	}
	return out, nil
}

func printExplanation(w io.Writer, ex explanation) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	if ex.Stale {
		p("STALE: these rows are from an earlier run and no longer match the pipeline (%s); run `%s` to refresh them.", strings.Join(ex.StaleReasons, "; "), ex.Refresh)
	}
	p("%s  answer_status: %s", ex.ID, ex.Status)
	if ex.Origin != "" {
		p("  transcribed at  %s", ex.Origin)
	}
	p("  problem         %s", oneLine(ex.Problem))
	p("  source answer   %s", orDash(ex.SourceAnswer))
	p("  final answer    %s", orDash(ex.FinalAnswer))
	for _, n := range ex.Notes {
		p("  normalize       %s", n)
	}
	l := ex.Legs
	if n := l.Native; n != nil {
		kind := ""
		if n.Kind != "" {
			kind = " [" + n.Kind + "]"
		}
		p("leg 1 native      %s%s (seed %d): %s", n.Verdict, kind, n.Seed, n.Note)
		if n.Recomputed != "" {
			p("                  recomputed %s (differs from the source: %t)", n.Recomputed, n.RecomputedDiffers)
		}
	} else {
		p("leg 1 native      did not run")
	}
	if x := l.Parsers; x != nil {
		p("leg 2 parsers     %s: %s", x.Outcome, x.Note)
	} else {
		p("leg 2 parsers     did not run")
	}
	if x := l.MathJS; x != nil {
		p("leg 3 math.js     %s: %s", record.MathJSReading(nativeVerdict(l), x.Outcome), x.Note)
	} else {
		p("leg 3 math.js     did not run")
	}
	if x := l.Vision; x != nil {
		p("leg 4 re-read     %s: %s", x.Outcome, x.Note)
		if x.Problem != "" || x.Answer != "" {
			p("                  re-read problem: %s", oneLine(x.Problem))
			p("                  re-read answer:  %s", orDash(x.Answer))
		}
	} else {
		p("leg 4 re-read     not flagged, not re-read")
	}
	for _, f := range l.Failed() {
		p("could not run     %s (the next run redoes it)", f)
	}
	for _, d := range ex.Duplicates {
		p("dedup             %s", d)
	}
	printSolutionAudit(p, ex.SolutionAudit) // issue 26 (explain_solution.go)
	p("decision          %s", ex.Decision)
	for i, r := range ex.Reviews {
		state := "superseded"
		switch {
		case r.Stale:
			state = "stale: the row changed since; not applied"
		case i == len(ex.Reviews)-1:
			state = "the latest: the one the status stage applies"
		}
		p("review            %s by %s at %s (%s, %s)%s", r.Decision, r.Reviewer, r.At, r.Origin, state, commentSuffix(r.Comment))
	}
	p("verification_note %s", noteHead(ex.Note))
}

// noteHead is a verification note without its per-leg sentences ("Leg 1
// (native checker ...): ..."), which repeat the leg lines printed above;
// --json prints the note whole.
func noteHead(note string) string {
	i := strings.Index(note, "\nLeg ")
	if i < 0 {
		i = strings.Index(note, " Leg 1 (")
	}
	if i < 0 {
		return note
	}
	return strings.TrimSpace(note[:i]) + " [then one sentence per leg, as above; --json prints the note whole]"
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return s
}

// explainedReview is one review of the row in explain's output.
type explainedReview struct {
	review.Review
	Origin string `json:"origin"`
	Stale  bool   `json:"stale"`
}

// reviewsOf reads the reviews of the row from the source folders' reviews
// files (malformed lines are left to the status stage to report).
func reviewsOf(cfg *pipeline.Config, it *record.Item) []explainedReview {
	var out []explainedReview
	for _, s := range cfg.Sources {
		f, err := review.Read(filepath.Join(s.Dir, review.FileName))
		if err != nil {
			continue
		}
		for _, e := range f.Entries {
			if e.ID == it.ID {
				out = append(out, explainedReview{e.Review, e.Origin(), status.IsStale(it, &e.Review)})
			}
		}
	}
	return out
}

func commentSuffix(c string) string {
	if c = strings.TrimSpace(c); c != "" {
		return ": " + oneLine(c)
	}
	return ""
}

// nativeVerdict is leg 1's verdict, VerdictNone when it did not run.
func nativeVerdict(l record.Legs) record.Verdict {
	if l.Native == nil {
		return record.VerdictNone
	}
	return l.Native.Verdict
}
