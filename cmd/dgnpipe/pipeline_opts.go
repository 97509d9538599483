package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// PipelineOptions are the flags shared by `run` and `status`: which
// pipeline file, which sources, where the artifacts go.
type PipelineOptions struct {
	Config    string
	Sources   []string
	Artifacts string
	JSON      bool
}

// AddFlags registers the shared flags.
func (o *PipelineOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.Config, "config", "pipeline.yaml", "the pipeline file")
	fs.StringArrayVar(&o.Sources, "source", nil, "a source folder `DIR[:FORMAT]` (FORMAT dgn, the default, or math); repeatable; replaces the sources of the pipeline file")
	fs.StringVar(&o.Artifacts, "artifacts", "", "write every output under `DIR` instead of the pipeline file's artifacts")
	fs.BoolVar(&o.JSON, "json", false, "print a machine-readable summary on stdout (keys in README.md)")
}

// parseSourceFlag parses DIR[:FORMAT]. The text after the last ':' is a
// format only if it names one; a ':' followed by anything else is an error.
func parseSourceFlag(s string) (pipeline.SourceSpec, error) {
	dir, format := s, string(source.DGN)
	if i := strings.LastIndex(s, ":"); i >= 0 {
		dir, format = s[:i], s[i+1:]
		if _, err := source.ParseFormat(format); err != nil {
			return pipeline.SourceSpec{}, usagef("--source %q: %v", s, err)
		}
	}
	if dir == "" {
		return pipeline.SourceSpec{}, usagef("--source %q: empty folder", s)
	}
	return pipeline.SourceSpec{Dir: dir, Format: format}, nil
}

// loadPipeline reads the pipeline file and applies --source and
// --artifacts. Flag errors are usage errors; a missing or invalid file is
// a failure (exit 1).
func (o *PipelineOptions) loadPipeline() (*pipeline.Config, error) {
	var specs []pipeline.SourceSpec
	for _, s := range o.Sources {
		spec, err := parseSourceFlag(s)
		if err != nil {
			return nil, err
		}
		specs = append(specs, spec)
	}
	cfg, err := pipeline.Load(o.Config, all.Registry())
	if err != nil {
		return nil, fmt.Errorf("pipeline file:\n%w", err)
	}
	if len(specs) > 0 {
		cfg.Sources = specs
	}
	if o.Artifacts != "" {
		cfg.Artifacts = o.Artifacts
	}
	return cfg, nil
}

// newLogger logs text to w at Info, or Debug with --verbose.
func newLogger(w io.Writer, verbose bool) *slog.Logger {
	level := slog.LevelInfo
	if verbose {
		level = slog.LevelDebug
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level}))
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// progress shows one progress bar on a terminal, for the stage that
// reported last; elsewhere it shows nothing.
type progress struct {
	w     io.Writer
	mu    sync.Mutex
	stage string
	total int
	bar   *progressbar.ProgressBar
}

func newProgress(w io.Writer) func(stage string) func(done, total int) {
	if !isTerminal(w) {
		return nil
	}
	p := &progress{w: w}
	return func(stage string) func(done, total int) {
		return func(done, total int) { p.report(stage, done, total) }
	}
}

func (p *progress) report(stage string, done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar == nil || p.stage != stage || p.total != total {
		if p.bar != nil {
			_ = p.bar.Clear()
		}
		p.stage, p.total = stage, total
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetDescription(stage),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionSetPredictTime(true),
		)
	}
	_ = p.bar.Set(done)
	if done >= total {
		_ = p.bar.Finish()
		p.bar = nil
	}
}
