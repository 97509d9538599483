package main

import (
	"cmp"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
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

// PipelineOptions are the flags shared by `run`, `status`, `explain` and
// `review`: which pipeline file, which sources, where the artifacts are.
type PipelineOptions struct {
	Config    string
	Sources   []string
	Artifacts string
	JSON      bool
	// Exercises is run's --exercises; nil when not given.
	Exercises *bool
	// Meta is run's metadata flags (--title, --license, ...); nil when
	// none was given (the read commands take the run's record).
	Meta *source.Meta

	// built is what loadPipeline settled on: the invocation `run` records
	// in the artifacts and the read commands repeat in their advice.
	built invocation
	// recorded says the sources were taken from the artifacts' record.
	recorded bool
}

// defaultConfig is the pipeline file used when --config is not given.
const defaultConfig = "pipeline.yaml"

// AddFlags registers the shared flags; readOnly commands say the
// artifacts folder is read, not written.
func (o *PipelineOptions) AddFlags(fs *pflag.FlagSet) {
	o.addFlags(fs, false)
}

func (o *PipelineOptions) addFlags(fs *pflag.FlagSet, readOnly bool) {
	fs.StringVar(&o.Config, "config", "", "the pipeline file (default "+defaultConfig+", or the one the artifacts were built with)")
	fs.StringArrayVar(&o.Sources, "source", nil, "a source folder `DIR[:FORMAT]` (FORMAT dgn, the default, or math); repeatable; replaces the sources of the pipeline file")
	if readOnly {
		fs.StringVar(&o.Artifacts, "artifacts", "", "read the outputs of the run that wrote `DIR` (its sources are taken from DIR/"+invocationFile+")")
	} else {
		fs.StringVar(&o.Artifacts, "artifacts", "", "write every output under `DIR` instead of the pipeline file's artifacts")
	}
	fs.BoolVar(&o.JSON, "json", false, "print a machine-readable summary on stdout (keys in docs/commands.md)")
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

// loadPipeline reads the pipeline file and applies --source, --artifacts
// and --exercises. Without --source (and --config) the sources recorded in
// the artifacts by the run that wrote them are used, so no command rebuilds
// or judges a user's folder against other sources. The generate stage
// runs only when asked: a source entry of the pipeline file with
// `exercises: true`, or --exercises. Flag errors are usage errors; a missing or invalid file is
// a failure (exit 1).
func (o *PipelineOptions) loadPipeline() (*pipeline.Config, error) {
	var specs []pipeline.SourceSpec
	for _, s := range o.Sources {
		spec, err := parseSourceFlag(s)
		if err != nil {
			return nil, err
		}
		// Absolute, as the artifacts record it: a folder named relative
		// to another working folder is the same source.
		spec.Dir = absPath(spec.Dir)
		specs = append(specs, spec)
	}
	rec, cfg, err := o.loadRecorded(len(specs) == 0)
	if err != nil {
		return nil, err
	}
	configPath, artifacts := cfg.File, cfg.Artifacts
	exercises := o.Exercises
	if rec != nil {
		if len(rec.Sources) > 0 {
			specs, o.recorded = rec.Sources, true
		}
		if exercises == nil {
			exercises = rec.Exercises
		}
		if o.Meta == nil {
			o.Meta = rec.Meta
		}
	}
	fromFlags := len(specs) > 0
	if fromFlags {
		cfg.Sources = specs
	}
	// The stages hash their sources' folders by name: absolute, so that
	// the first run (pipeline.yaml named relative to the working folder)
	// and the commands that follow it (the record names it absolute) hash
	// the same folders alike.
	for i := range cfg.Sources {
		cfg.Sources[i].Dir = absPath(cfg.Sources[i].Dir)
	}
	for i := range cfg.References {
		cfg.References[i].Path = absPath(cfg.References[i].Path)
	}
	// Without --exercises, only a source entry of the pipeline file that
	// says `exercises: true` brings the generated exercises.
	withExercises := false
	if !fromFlags {
		for _, sp := range cfg.Sources {
			withExercises = withExercises || sp.Exercises
		}
	}
	if exercises != nil {
		withExercises = *exercises
	}
	if !withExercises {
		cfg.WithoutKind(generateKind)
	}
	applyMeta(cfg, o.Meta)
	o.built = invocation{Config: configPath, Artifacts: artifacts, Exercises: &withExercises, Meta: o.Meta, artifactsGiven: o.Artifacts != "" || o.recorded}
	if fromFlags {
		o.built.Sources = specs
	}
	return cfg, nil
}

// newLogger logs to w, one line a record (consoleHandler): warnings and
// errors; everything with --verbose. A stage's warnings are printed here
// once, as the stage ends (-q keeps them: they are what -q still shows).
func newLogger(w io.Writer, verbose bool) *slog.Logger {
	level := slog.LevelWarn
	if verbose {
		level = slog.LevelDebug
	}
	return slog.New(newConsoleHandler(w, level))
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

// loadRecorded loads the pipeline file and, when useRecord (no --source)
// and --config does not name another file, the record of the run that
// wrote the artifacts folder: its pipeline file is the one loaded. cfg's
// Artifacts is --artifacts or the file's.
func (o *PipelineOptions) loadRecorded(useRecord bool) (*invocation, *pipeline.Config, error) {
	var rec *invocation
	var err error
	if useRecord && o.Artifacts != "" {
		if rec, err = readInvocation(o.Artifacts); err != nil {
			return nil, nil, err
		}
	}
	configPath := cmp.Or(o.Config, defaultConfig)
	if rec != nil && o.Config == "" && rec.Config != "" {
		configPath = rec.Config
	}
	cfg, err := pipeline.Load(configPath, all.Registry())
	if err != nil {
		return nil, nil, fmt.Errorf("pipeline file:\n%w", err)
	}
	cfg.Artifacts = cmp.Or(o.Artifacts, cfg.Artifacts)
	if useRecord && o.Artifacts == "" {
		if rec, err = readInvocation(cfg.Artifacts); err != nil {
			return nil, nil, err
		}
		if rec != nil && o.Config == "" && rec.Config != "" && !sameFile(rec.Config, configPath) {
			return o.reloadFrom(rec)
		}
	}
	if rec != nil && o.Config != "" && !sameFile(o.Config, rec.Config) {
		rec = nil // another pipeline file: the record does not apply
	}
	return rec, cfg, nil
}

// reloadFrom loads the pipeline file a record names.
func (o *PipelineOptions) reloadFrom(rec *invocation) (*invocation, *pipeline.Config, error) {
	cfg, err := pipeline.Load(rec.Config, all.Registry())
	if err != nil {
		return nil, nil, fmt.Errorf("pipeline file %s (recorded in the artifacts' %s):\n%w", rec.Config, invocationFile, err)
	}
	cfg.Artifacts = cmp.Or(o.Artifacts, cfg.Artifacts)
	return rec, cfg, nil
}

// noRows is the error of a read command that finds no rows at path. It
// repeats the command that builds them, except when --artifacts names a
// folder no run wrote (no record, no --source): that is most likely a
// wrong --artifacts, and the pipeline file's own sources (the sample
// book) are not what the user meant to build there.
func (o *PipelineOptions) noRows(path string, extra ...string) error {
	if o.Artifacts != "" && len(o.Sources) == 0 && !o.recorded {
		if _, err := os.Stat(filepath.Join(o.Artifacts, invocationFile)); err != nil {
			dir := shellQuote(displayPath(o.Artifacts))
			return fmt.Errorf("%s: no rows: no run wrote the artifacts folder %s (it has no %s); check --artifacts (the folder given to `dgnpipe run --artifacts`), or build it from your rows with `dgnpipe run --source DIR --artifacts %s`", path, dir, invocationFile, dir)
		}
	}
	return fmt.Errorf("%s: no rows yet; run `%s` first", path, o.built.command(extra...))
}
