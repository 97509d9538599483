package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// RunOptions are the flags of `dgnpipe run`.
type RunOptions struct {
	PipelineOptions
	Stages []string
	Force  bool
	DryRun bool
	Jobs   int
	// Quiet is -q: only the summary line (the warnings and errors are on
	// stderr either way).
	Quiet bool
	// Strict is --strict; nil when the flag is not given (the pipeline
	// file's `strict` then decides).
	Strict *bool
	metaFlags
}

// AddFlags registers the flags of `run`.
func (o *RunOptions) AddFlags(fs *pflag.FlagSet) {
	o.PipelineOptions.AddFlags(fs)
	fs.StringArrayVar(&o.Stages, "stage", nil, "run `STAGE` and what it needs (repeatable); default every stage")
	fs.BoolVar(&o.Force, "force", false, "rerun the selected stages even when they are up to date")
	fs.BoolVar(&o.DryRun, "dry-run", false, "print the plan and why each stage would run; run nothing")
	fs.IntVarP(&o.Jobs, "jobs", "j", 4, "run at most `N` independent stages at once")
	fs.BoolVarP(&o.Quiet, "quiet", "q", false, "print only the summary line (warnings and errors go to stderr either way)")
	fs.Var(optionalBool{&o.Strict}, "strict", "fail the run on any skipped input line or a source with no rows (default: the pipeline file's strict)")
	fs.Lookup("strict").NoOptDefVal = "true"
	fs.Var(optionalBool{&o.Exercises}, "exercises", "add the generator's machine-made exercises to the rows (default: yes with the pipeline file's sources, no with --source)")
	fs.Lookup("exercises").NoOptDefVal = "true"
	o.metaFlags.addFlags(fs)
}

// optionalBool is a bool flag that remembers whether it was given.
type optionalBool struct{ p **bool }

func (b optionalBool) String() string {
	if b.p == nil || *b.p == nil {
		return ""
	}
	return strconv.FormatBool(**b.p)
}

func (b optionalBool) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	*b.p = &v
	return nil
}

func (b optionalBool) Type() string { return "bool" }

func newRunCommand(g *GlobalOptions) *cobra.Command {
	var opts RunOptions
	cmd := &cobra.Command{
		Use:   "run",
		Short: "Run the pipeline: bring every stage (or --stage S) up to date",
		Long: `Run the stages of the pipeline file in dependency order, independent stages in
parallel. A stage whose inputs, parameters and code are unchanged since its last
run is skipped; the summary says why each stage ran or was skipped.`,
		Example: `  dgnpipe run                                        # the pipeline file's sources (the sample book) into artifacts/
  dgnpipe run --source mybook --artifacts out        # your own rows only (add --exercises for the generator's)
  dgnpipe run --source ../shared/data/math:math --artifacts math-out
  dgnpipe run --stage verify --dry-run               # what would run, and why`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRun(cmd.Context(), opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

// noArgs rejects positional arguments as a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no arguments, have %q", cmd.CommandPath(), args)
	}
	return nil
}

func runRun(ctx context.Context, opts RunOptions, g *GlobalOptions) error {
	if opts.Jobs < 1 {
		return usagef("--jobs must be at least 1")
	}
	var cfg *pipeline.Config
	var err error
	opts.Meta, err = opts.metaFlags.meta()
	if err == nil {
		cfg, err = opts.loadPipeline()
	}
	if err == nil {
		err = checkTargets(cfg, opts.Stages)
	}
	if err != nil {
		if opts.JSON {
			// One object even when the run cannot start.
			_ = writeJSON(g.Stdout, &pipeline.Report{Config: opts.Config, DryRun: opts.DryRun, Stages: []pipeline.StageReport{}, Error: err.Error()})
		}
		return err
	}
	if opts.recorded {
		fmt.Fprintf(g.Stderr, "dgnpipe: the sources recorded in %s: %s (give --source to change them)\n", filepath.Join(cfg.Artifacts, invocationFile), sourceList(cfg.Sources))
	}
	strict := cfg.Strict
	if opts.Strict != nil {
		strict = *opts.Strict
	}
	log := newLogger(g.Stderr, g.Verbose)
	fp, err := pipeline.BinaryFingerprint()
	if err != nil {
		log.Warn("cannot fingerprint the dgnpipe binary; code changes will not rerun stages", "err", err)
		fp = "unknown"
	}
	rep, err := pipeline.Run(ctx, cfg, pipeline.Options{
		Targets:     opts.Stages,
		Force:       opts.Force,
		DryRun:      opts.DryRun,
		Jobs:        opts.Jobs,
		Fingerprint: fp,
		Log:         log,
		Progress:    withRows(runGC, newProgress(g.rawStderr)),
		Strict:      strict,
	})
	var use *pipeline.UnknownStageError
	if errors.As(err, &use) {
		err = usageError{err}
	}
	if !opts.DryRun && use == nil {
		if werr := opts.built.write(); werr != nil && !errors.Is(werr, fs.ErrNotExist) {
			log.Warn("cannot record the run's sources in the artifacts", "err", werr)
		}
	}
	if opts.JSON {
		if werr := writeJSON(g.Stdout, rep); werr != nil && err == nil {
			err = werr
		}
	} else {
		fw := newFitWriter(g.Stdout)
		printRunReport(fw, rep, reportStyle{verbose: g.Verbose, quiet: opts.Quiet})
		_ = fw.Flush()
	}
	if err == nil && len(rep.Degraded) > 0 {
		err = degradedError{rep.Degraded}
	}
	return err
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// reportStyle is how much of a run's report is printed.
type reportStyle struct{ verbose, quiet bool }

// printRunReport prints one short line per stage (rows in and out, the
// status counts, skipped lines and warnings; every counter with -v) and the
// summary line. The warnings themselves are on stderr, printed once by the
// logger as each stage ends; the summary line names the manifests that
// keep them all.
func printRunReport(w io.Writer, rep *pipeline.Report, style reportStyle) {
	if !style.quiet {
		tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
		for _, s := range rep.Stages {
			t := ""
			if s.Action == pipeline.ActionRan || s.Action == pipeline.ActionFailed {
				t = fmt.Sprintf("%.2fs", s.WallSeconds)
			}
			rows := shortRows(s)
			if style.verbose {
				rows = pipeline.FormatRows(s.Rows)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t(%s)\n", s.Name, s.Action, t, rows, strings.Join(s.Reasons, "; "))
		}
		tw.Flush()
	}
	printSummaryLine(w, rep)
}

func printSummaryLine(w io.Writer, rep *pipeline.Report) {
	counts := map[string]int{}
	for _, s := range rep.Stages {
		counts[s.Action]++
	}
	switch {
	case rep.DryRun:
		fmt.Fprintf(w, "dry run: %d would run, %d up to date\n", counts[pipeline.ActionWouldRun], counts[pipeline.ActionWouldSkip])
	case rep.OK && len(rep.Degraded) > 0:
		fmt.Fprintf(w, "INCOMPLETE: %d ran, %d skipped in %.2fs (artifacts in %s)%s; could not run, rerun next time:\n", counts[pipeline.ActionRan], counts[pipeline.ActionSkipped], rep.WallSeconds, rep.Artifacts, attention(rep))
		for _, d := range rep.Degraded {
			fmt.Fprintf(w, "  %s\n", d)
		}
	case rep.OK:
		fmt.Fprintf(w, "ok: %d ran, %d skipped in %.2fs (artifacts in %s)%s%s\n", counts[pipeline.ActionRan], counts[pipeline.ActionSkipped], rep.WallSeconds, rep.Artifacts, exercisesNote(rep), attention(rep))
	case len(rep.Stages) == 0:
		fmt.Fprintf(w, "FAILED before any stage ran: %s\n", rep.Error)
	default:
		fmt.Fprintf(w, "FAILED: %d ran, %d failed, %d not run, %d skipped in %.2fs\n", counts[pipeline.ActionRan], counts[pipeline.ActionFailed], counts[pipeline.ActionNotRun], counts[pipeline.ActionSkipped], rep.WallSeconds)
	}
}

// shortRows is a stage's counts in a few words: rows in and out, the
// answer statuses, the rows a generator added, skipped lines.
func shortRows(s pipeline.StageReport) string {
	r := s.Rows
	var parts []string
	in, hasIn := r["rows_in"]
	out, hasOut := r["rows_out"]
	switch {
	case hasIn && hasOut:
		parts = append(parts, fmt.Sprintf("%d → %d rows", in, out))
	case hasOut:
		parts = append(parts, fmt.Sprintf("%d rows", out))
	case hasIn:
		parts = append(parts, fmt.Sprintf("%d rows", in))
	}
	if s.Kind == generateKind && hasOut {
		parts[len(parts)-1] = fmt.Sprintf("%d exercises generated", out)
	}
	for _, prefix := range []string{"status.", "config."} {
		var named []string
		for _, k := range slices.Sorted(maps.Keys(r)) {
			if name, ok := strings.CutPrefix(k, prefix); ok && r[k] > 0 {
				named = append(named, fmt.Sprintf("%s %d", name, r[k]))
			}
		}
		if len(named) > 0 {
			parts = append(parts, strings.TrimSuffix(prefix, ".")+": "+strings.Join(named, ", "))
		}
	}
	if n := r[pipeline.CountSkippedLines]; n > 0 {
		parts = append(parts, plural(n, "line")+" skipped")
	}
	if s.Warnings > 0 {
		parts = append(parts, plural(s.Warnings, "warning"))
	}
	return strings.Join(parts, "; ")
}

// clip shortens s to at most n runes, ending it with "…" when cut (the
// manifest keeps the whole text).
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// attention is what the summary line adds when stages skipped input lines
// or reported warnings: how many, and the manifests that list them.
func attention(rep *pipeline.Report) string {
	if rep.SkippedLines == 0 && rep.Warnings == 0 {
		return ""
	}
	var where []string
	for _, s := range rep.Stages {
		if s.Warnings > 0 || s.Rows[pipeline.CountSkippedLines] > 0 {
			where = append(where, filepath.Join(s.Output, pipeline.ManifestFile))
		}
	}
	if rep.SkippedLines == 0 {
		return fmt.Sprintf("; %s, listed in %s", plural(rep.Warnings, "warning"), strings.Join(where, ", "))
	}
	return fmt.Sprintf("; %s skipped, %s, listed in %s (--strict fails on skipped lines)", plural(rep.SkippedLines, "line"), plural(rep.Warnings, "warning"), strings.Join(where, ", "))
}

// exercisesNote is what the summary line says when the generate stage
// is part of the run: the generated exercises are among the rows.
func exercisesNote(rep *pipeline.Report) string {
	for _, s := range rep.Stages {
		if s.Kind == generateKind {
			if n, ok := s.Rows["rows_out"]; ok {
				return fmt.Sprintf("; with %d generated exercises (generate stage; --exercises=false leaves them out)", n)
			}
			return "; with the generated exercises (generate stage; --exercises=false leaves them out)"
		}
	}
	return ""
}

// plural renders "1 line", "2 lines".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// checkTargets fails before anything is written (no artifacts folder, no
// lock) when --stage names no stage (a usage error) or a source folder is
// missing.
func checkTargets(cfg *pipeline.Config, stages []string) error {
	if _, err := cfg.Select(stages); err != nil {
		return usageError{err}
	}
	return checkSources(cfg)
}

// checkSources fails before anything is written (no artifacts folder, no
// lock, no stage blamed) when a source folder does not exist, is not a
// folder or holds no *.jsonl file.
func checkSources(cfg *pipeline.Config) error {
	for _, s := range cfg.Sources {
		fi, err := os.Stat(s.Dir)
		if err != nil {
			return fmt.Errorf("source %s: %w", s.Dir, err)
		}
		if !fi.IsDir() {
			return fmt.Errorf("source %s: not a folder", s.Dir)
		}
		if m, _ := filepath.Glob(filepath.Join(s.Dir, "*.jsonl")); len(m) == 0 {
			return fmt.Errorf("source %s: no *.jsonl files (a %s source holds one JSON object per line in files named *.jsonl; see docs/sources.md)", s.Dir, cmp.Or(s.Format, "dgn"))
		}
	}
	return nil
}

// sourceList is "DIR, DIR:math" for messages.
func sourceList(specs []pipeline.SourceSpec) string {
	var out []string
	for _, s := range specs {
		out = append(out, sourceArg(s))
	}
	return strings.Join(out, ", ")
}
