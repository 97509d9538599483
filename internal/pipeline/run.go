package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"
)

// Options control one run (or one plan, for status and --dry-run).
type Options struct {
	// Targets are the stages to bring up to date, with everything they
	// need; empty means every stage.
	Targets []string
	// Force reruns every selected stage even when it is up to date.
	Force bool
	// DryRun computes the plan and runs nothing (no directory is created).
	DryRun bool
	// Jobs bounds how many stages run at once (<= 0 means 4).
	Jobs int
	// Fingerprint identifies the code of the running binary (see
	// BinaryFingerprint); it is part of every stage's code version, so a
	// rebuilt binary reruns the stages.
	Fingerprint string
	// Log receives the run's logs; nil discards them.
	Log *slog.Logger
	// Progress, if set, gives the progress callback of a stage.
	Progress func(stage string) func(done, total int)
	// Strict fails a stage (ran or up to date) whose counts report a
	// skipped line or a source that gave no rows (StrictCounts).
	Strict bool
}

// Counts a stage reports in Result.Rows that strict mode refuses: without
// it they are warnings, counted in the run's summary.
const (
	// CountSkippedLines counts input lines reported and not kept.
	CountSkippedLines = "skipped_lines"
	// CountEmptySources counts source folders that gave no rows.
	CountEmptySources = "empty_sources"
)

// StrictCounts are the counts that fail a stage in strict mode.
var StrictCounts = []string{CountSkippedLines, CountEmptySources}

// ErrStrict is wrapped by the error of a stage that strict mode failed.
var ErrStrict = errors.New("strict mode")

// strictError returns the error strict mode gives for rows, or nil.
func strictError(rows map[string]int, manifest string) error {
	var parts []string
	if n := rows[CountSkippedLines]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d lines skipped", n))
	}
	if n := rows[CountEmptySources]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d source folder(s) gave no rows", n))
	}
	if len(parts) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s (listed in %s)", ErrStrict, strings.Join(parts, ", "), manifest)
}

// Actions of a stage in a run report.
const (
	ActionRan       = "ran"
	ActionSkipped   = "skipped"
	ActionFailed    = "failed"
	ActionNotRun    = "not-run"
	ActionWouldRun  = "would-run"
	ActionWouldSkip = "would-skip"
)

// States of a stage in a status report.
const (
	StateUpToDate = "up-to-date"
	StateStale    = "stale"
)

// Reasons (the fixed ones; others carry a stage name).
const (
	ReasonUpToDate = "up to date"
	ReasonNoOutput = "no previous output"
	ReasonForced   = "forced"
	ReasonParams   = "params changed"
	ReasonSources  = "sources changed"
	ReasonOutput   = "output changed on disk"
	// ReasonDegraded starts the reason of a stage whose last run could not
	// do everything it was configured to do.
	ReasonDegraded = "last run incomplete"
)

// Report is the summary of `dgnpipe run` (its --json output).
type Report struct {
	OK          bool          `json:"ok"`
	DryRun      bool          `json:"dry_run"`
	Config      string        `json:"config"`
	Artifacts   string        `json:"artifacts"`
	WallSeconds float64       `json:"wall_seconds"`
	Stages      []StageReport `json:"stages"`
	// Degraded lists, as "stage: what: why", what was configured but could
	// not run in the stages that ran (Result.Degraded). A run with
	// Degraded entries finished (OK may be true) but is incomplete: those
	// stages rerun next time, and `dgnpipe run` exits with code 3.
	Degraded []string `json:"degraded,omitempty"`
	// Strict is Options.Strict.
	Strict bool `json:"strict"`
	// SkippedLines and Warnings total the stages' skipped_lines counts and
	// warnings (of this run, or the last run of a skipped stage).
	SkippedLines int `json:"skipped_lines"`
	Warnings     int `json:"warnings"`
	// Error is why the run failed (empty when OK), also when no stage
	// could start (a missing source folder, an unknown stage).
	Error string `json:"error,omitempty"`
}

// StageReport is one stage of a run or status report.
type StageReport struct {
	Name  string   `json:"name"`
	Kind  string   `json:"kind"`
	Needs []string `json:"needs"`
	// Action (run reports) is ran, skipped, failed, not-run, would-run or
	// would-skip; State (status reports) is up-to-date or stale.
	Action string `json:"action,omitempty"`
	State  string `json:"state,omitempty"`
	// Reasons say why the stage ran or would run, or "up to date".
	Reasons []string `json:"reasons"`
	// Output is the stage's output directory.
	Output string `json:"output"`
	// Rows are the counts of the output (this run's, or the last run's
	// when skipped); Warnings how many warnings the stage reported.
	Rows     map[string]int `json:"rows"`
	Warnings int            `json:"warnings"`
	// Degraded is the stage's Result.Degraded (this run's, or the last
	// run's in a status report).
	Degraded    []string `json:"degraded,omitempty"`
	WallSeconds float64  `json:"wall_seconds"`
	Error       string   `json:"error,omitempty"`
}

// StatusReport is the summary of `dgnpipe status` (its --json output).
type StatusReport struct {
	Config    string        `json:"config"`
	Artifacts string        `json:"artifacts"`
	Stages    []StageReport `json:"stages"`
}

// UnknownStageError is returned for a target that is not a stage; Stages
// are the pipeline's stages, in order, so the message can list them.
type UnknownStageError struct {
	Name   string
	Stages []string
}

func (e *UnknownStageError) Error() string {
	return fmt.Sprintf("no stage %q in the pipeline; the stages are: %s", e.Name, strings.Join(e.Stages, ", "))
}

// Select returns the targets and every stage they need, in the config's
// topological order.
func (c *Config) Select(targets []string) ([]*StageDef, error) {
	if len(targets) == 0 {
		return c.Stages, nil
	}
	want := map[string]bool{}
	var visit func(*StageDef)
	visit = func(s *StageDef) {
		if want[s.Name] {
			return
		}
		want[s.Name] = true
		for _, d := range s.Needs {
			visit(d)
		}
	}
	for _, t := range targets {
		s := c.Stage(t)
		if s == nil {
			names := make([]string, len(c.Stages))
			for i, s := range c.Stages {
				names[i] = s.Name
			}
			return nil, &UnknownStageError{Name: t, Stages: names}
		}
		visit(s)
	}
	var out []*StageDef
	for _, s := range c.Stages {
		if want[s.Name] {
			out = append(out, s)
		}
	}
	return out, nil
}

// CodeVersion is the code version recorded for a stage kind.
func CodeVersion(k Kind, fingerprint string) string {
	return k.Name + "@" + k.Version + "+" + fingerprint
}

// BinaryFingerprint identifies the code of the running program: the first
// 16 hex digits of the SHA-256 of its executable. Go builds are
// reproducible, so the fingerprint changes exactly when the code (or the
// toolchain or build flags) that went into the binary changes. The
// executable (some 80 MB) is hashed once per process: the command and the
// stages' caches each ask for it.
func BinaryFingerprint() (string, error) { return binaryFingerprint() }

var binaryFingerprint = sync.OnceValues(hashExecutable)

func hashExecutable() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	info, err := os.Stat(exe)
	if err != nil {
		return "", err
	}
	sum, err := hashFile(exe, info, nil, false)
	if err != nil {
		return "", err
	}
	return "bin:" + sum[:16], nil
}

// runner holds the state shared by one Run, Plan or Status call.
type runner struct {
	cfg  *Config
	opts Options
	log  *slog.Logger
	// srcHash and srcFiles describe the sources once per call.
	srcHash  string
	srcFiles []FileEntry
	// refHash is the hash of the reference sets (referencesHash).
	refHash string
	// shared is what the run's stages share (Env.Shared).
	shared *Shared
	// brokenLinks are the broken symbolic links of the sources, warned
	// about once.
	brokenLinks map[string]bool
}

func newRunner(cfg *Config, opts Options) *runner {
	if opts.Jobs <= 0 {
		opts.Jobs = 4
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &runner{cfg: cfg, opts: opts, log: log, brokenLinks: map[string]bool{}}
}

func (r *runner) outDir(name string) string { return filepath.Join(r.cfg.Artifacts, name) }

// hashSources hashes the sources, reusing hashes recorded in existing
// manifests for files whose size and time are unchanged.
func (r *runner) hashSources(ctx context.Context) error {
	cache := hashCache{}
	for _, s := range r.cfg.Stages {
		if m, err := ReadManifest(r.outDir(s.Name)); err == nil {
			cache.add(m.SourceFiles, "")
		}
	}
	files, sum, err := hashSources(ctx, r.cfg.Sources, cache, func(path string) {
		if !r.brokenLinks[path] {
			r.brokenLinks[path] = true
			r.log.Warn("source: a symbolic link that leads nowhere, skipped", "file", path)
		}
	})
	if err != nil {
		return err
	}
	r.srcFiles, r.srcHash = files, sum
	r.refHash, err = referencesHash(ctx, r.cfg.References)
	return err
}

// sourcesHash is the hash of the source files kind reads (its "sources"
// input): the folders and formats, and the files k.SourceFiles selects.
func (r *runner) sourcesHash(k Kind) string {
	h := r.srcHash
	if k.SourceFiles != nil {
		h = selectedSourcesHash(r.cfg.Sources, r.srcFiles, k.SourceFiles)
	}
	if k.ReadsReferences {
		h = combineHashes(h, r.refHash)
	}
	return h
}

// decision is what check found about one stage.
type decision struct {
	stale    bool
	reasons  []string
	manifest *Manifest // the previous output's manifest, if readable
	// err is ctx's error when it was done while the output was hashed
	// (Ctrl-C): the stage is then neither stale nor up to date.
	err error
}

// check decides whether def must run. depHash maps each need to its
// output hash; a need that is absent from depHash is pending (it will be
// rebuilt first). Hashing the output tree again (when its files' times
// changed) stops once ctx is done: decision.err.
func (r *runner) check(ctx context.Context, def *StageDef, depHash map[string]string, force bool) decision {
	var d decision
	out := r.outDir(def.Name)
	m, err := ReadManifest(out)
	if err != nil {
		reason := ReasonNoOutput
		if !errors.Is(err, fs.ErrNotExist) {
			reason = "previous output unreadable: " + err.Error()
		}
		return decision{stale: true, reasons: []string{reason}}
	}
	d.manifest = m
	if force {
		d.reasons = append(d.reasons, ReasonForced)
	}
	if m.Kind != def.Kind.Name {
		d.reasons = append(d.reasons, fmt.Sprintf("kind changed (%s -> %s)", m.Kind, def.Kind.Name))
	} else if m.KindVersion != def.Kind.Version {
		d.reasons = append(d.reasons, fmt.Sprintf("code changed (%s version %s -> %s)", def.Kind.Name, m.KindVersion, def.Kind.Version))
	} else if m.CodeVersion != CodeVersion(def.Kind, r.opts.Fingerprint) {
		d.reasons = append(d.reasons, "code changed (dgnpipe binary)")
	}
	if m.ParamsHash != def.ParamsHash {
		d.reasons = append(d.reasons, ReasonParams)
	}
	if m.Inputs["sources"] != r.sourcesHash(def.Kind) {
		d.reasons = append(d.reasons, ReasonSources)
	}
	if len(m.Degraded) > 0 {
		d.reasons = append(d.reasons, ReasonDegraded+" ("+strings.Join(m.Degraded, "; ")+")")
	}
	want := map[string]bool{"sources": true}
	for _, dep := range def.Needs {
		want[dep.Name] = true
		h, ok := depHash[dep.Name]
		switch {
		case !ok:
			d.reasons = append(d.reasons, "input "+dep.Name+" will be rebuilt")
		case m.Inputs[dep.Name] == "":
			d.reasons = append(d.reasons, "new input "+dep.Name)
		case m.Inputs[dep.Name] != h:
			d.reasons = append(d.reasons, "input "+dep.Name+" changed")
		}
	}
	var gone []string
	for name := range m.Inputs {
		if !want[name] {
			gone = append(gone, name)
		}
	}
	sort.Strings(gone)
	for _, name := range gone {
		d.reasons = append(d.reasons, "input "+name+" removed")
	}
	// The output on disk must still be what the manifest recorded.
	cache := hashCache{}
	cache.add(m.Files, out)
	if _, sum, err := hashTreeContext(ctx, out, cache, false); ctx.Err() != nil {
		return decision{err: ctx.Err()}
	} else if err != nil {
		d.reasons = append(d.reasons, "output unreadable: "+err.Error())
	} else if sum != m.OutputHash {
		d.reasons = append(d.reasons, ReasonOutput)
	}
	d.stale = len(d.reasons) > 0
	if !d.stale {
		d.reasons = []string{ReasonUpToDate}
	}
	return d
}

func needNames(def *StageDef) []string {
	names := make([]string, 0, len(def.Needs))
	for _, d := range def.Needs {
		names = append(names, d.Name)
	}
	return names
}

func baseReport(def *StageDef, out string) StageReport {
	return StageReport{Name: def.Name, Kind: def.Kind.Name, Needs: needNames(def), Output: out, Rows: map[string]int{}}
}

func fillFromManifest(rep *StageReport, m *Manifest) {
	if m == nil {
		return
	}
	if m.Rows != nil {
		rep.Rows = m.Rows
	}
	rep.Warnings = len(m.Warnings)
	rep.Degraded = m.Degraded
}

// plan decides every stage of stages in order without running anything:
// a stage after a stale one sees that input as pending. It stops with
// ctx's error once ctx is done.
func (r *runner) plan(ctx context.Context, stages []*StageDef, force bool) ([]StageReport, error) {
	depHash := map[string]string{}
	var reps []StageReport
	for _, def := range stages {
		d := r.check(ctx, def, depHash, force)
		if d.err != nil {
			return nil, d.err
		}
		rep := baseReport(def, r.outDir(def.Name))
		rep.Reasons = d.reasons
		fillFromManifest(&rep, d.manifest)
		if d.stale {
			rep.Action, rep.State = ActionWouldRun, StateStale
		} else {
			rep.Action, rep.State = ActionWouldSkip, StateUpToDate
			depHash[def.Name] = d.manifest.OutputHash
		}
		reps = append(reps, rep)
	}
	return reps, nil
}

// Status reports, for every stage, whether it is up to date and why not.
// It reads the artifacts and the sources and changes nothing.
func Status(cfg *Config, opts Options) (*StatusReport, error) {
	return StatusContext(context.Background(), cfg, opts)
}

// StatusContext is Status that stops with ctx's error once ctx is done:
// hashing a large source, reference set or output tree ends on Ctrl-C.
func StatusContext(ctx context.Context, cfg *Config, opts Options) (*StatusReport, error) {
	r := newRunner(cfg, opts)
	if err := r.hashSources(ctx); err != nil {
		return nil, err
	}
	reps, err := r.plan(ctx, cfg.Stages, false)
	if err != nil {
		return nil, err
	}
	for i := range reps {
		reps[i].Action = ""
	}
	return &StatusReport{Config: cfg.File, Artifacts: cfg.Artifacts, Stages: reps}, nil
}

// Run brings the selected stages up to date: in dependency order,
// independent stages in parallel (at most Options.Jobs at once), skipping
// the stages that are up to date. It returns the report (also on failure)
// and an error joining the errors of the failed stages.
func Run(ctx context.Context, cfg *Config, opts Options) (*Report, error) {
	start := time.Now()
	rep := &Report{DryRun: opts.DryRun, Config: cfg.File, Artifacts: cfg.Artifacts, Strict: opts.Strict, Stages: []StageReport{}}
	reps, err := run(ctx, cfg, opts)
	if reps != nil {
		rep.Stages = reps
	}
	for _, s := range rep.Stages {
		rep.SkippedLines += s.Rows[CountSkippedLines]
		rep.Warnings += s.Warnings
		if s.Action == ActionRan {
			for _, d := range s.Degraded {
				rep.Degraded = append(rep.Degraded, s.Name+": "+d)
			}
		}
	}
	rep.OK = err == nil
	if err != nil {
		rep.Error = err.Error()
	}
	rep.WallSeconds = time.Since(start).Seconds()
	return rep, err
}

// run is Run without the report's totals.
func run(ctx context.Context, cfg *Config, opts Options) ([]StageReport, error) {
	r := newRunner(cfg, opts)
	stages, err := cfg.Select(opts.Targets)
	if err != nil {
		return nil, err
	}
	if opts.DryRun {
		if err := r.hashSources(ctx); err != nil {
			return nil, err
		}
		return r.plan(ctx, stages, opts.Force)
	}
	if err := os.MkdirAll(cfg.Artifacts, 0o755); err != nil {
		return nil, err
	}
	unlock, err := lockArtifacts(cfg.Artifacts)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if err := r.cleanTemp(); err != nil {
		return nil, err
	}
	if err := r.hashSources(ctx); err != nil {
		return nil, err
	}
	r.shared = NewShared()
	defer r.shared.Close()
	return r.schedule(ctx, stages)
}

// tempPrefix starts the name of every directory the runner writes before
// committing it; a directory with this prefix is never a finished output.
const tempPrefix = ".tmp-"

// cleanTemp removes what killed runs left behind.
func (r *runner) cleanTemp() error {
	matches, err := filepath.Glob(filepath.Join(r.cfg.Artifacts, tempPrefix+"*"))
	if err != nil {
		return err
	}
	for _, m := range matches {
		r.log.Debug("removing stale temporary output", "path", m)
		if err := os.RemoveAll(m); err != nil {
			return fmt.Errorf("removing stale %s: %w", m, err)
		}
	}
	return nil
}

// node is the scheduler's view of one stage.
type node struct {
	def     *StageDef
	idx     int
	started bool
	done    bool
	ok      bool
	hash    string // output hash once done and ok
}

type outcome struct {
	n    *node
	rep  StageReport
	hash string
	err  error
}

// schedule runs the stages: a stage starts when everything it needs has
// finished; after a failure no new stage starts, the running ones finish.
func (r *runner) schedule(ctx context.Context, stages []*StageDef) ([]StageReport, error) {
	nodes := make([]*node, len(stages))
	byName := map[string]*node{}
	for i, s := range stages {
		nodes[i] = &node{def: s, idx: i}
		byName[s.Name] = nodes[i]
	}
	reps := make([]StageReport, len(stages))
	results := make(chan outcome)
	var g errgroup.Group
	running := 0
	var errs []error
	stopped := "" // why no new stage starts

	finish := func(n *node, rep StageReport, ok bool, hash string) {
		n.done, n.ok, n.hash = true, ok, hash
		reps[n.idx] = rep
	}
	for {
		for changed := true; changed; {
			changed = false
			for _, n := range nodes {
				if n.started || n.done {
					continue
				}
				ready, blocked := true, ""
				depHash := map[string]string{}
				for _, d := range n.def.Needs {
					dn := byName[d.Name]
					switch {
					case !dn.done:
						ready = false
					case !dn.ok:
						blocked = d.Name
					default:
						depHash[d.Name] = dn.hash
					}
				}
				if blocked != "" {
					rep := baseReport(n.def, r.outDir(n.def.Name))
					rep.Action, rep.Reasons = ActionNotRun, []string{"upstream " + blocked + " did not finish"}
					finish(n, rep, false, "")
					changed = true
					continue
				}
				if !ready {
					continue
				}
				if stopped == "" && ctx.Err() != nil {
					stopped = "interrupted"
				}
				var d decision
				if stopped == "" {
					if d = r.check(ctx, n.def, depHash, r.opts.Force); d.err != nil {
						stopped = "interrupted" // Ctrl-C while its output was hashed
					}
				}
				if stopped != "" {
					rep := baseReport(n.def, r.outDir(n.def.Name))
					rep.Action, rep.Reasons = ActionNotRun, []string{stopped}
					finish(n, rep, false, "")
					changed = true
					continue
				}
				if !d.stale {
					rep := baseReport(n.def, r.outDir(n.def.Name))
					rep.Action, rep.Reasons = ActionSkipped, d.reasons
					fillFromManifest(&rep, d.manifest)
					r.log.Info("skipped", "stage", n.def.Name, "reason", strings.Join(d.reasons, "; "))
					if err := r.strict(n.def.Name, rep.Rows); err != nil {
						// Up to date, but what it left out fails a strict run.
						rep.Action, rep.Error = ActionFailed, err.Error()
						// Returned (Run joins the errors) and printed once by
						// the caller; logged only with -v.
						r.log.Info("failed", "stage", n.def.Name, "err", err)
						errs = append(errs, fmt.Errorf("stage %s: %w", n.def.Name, err))
						if stopped == "" {
							stopped = "run stopped after stage " + n.def.Name + " failed"
						}
						finish(n, rep, false, "")
						changed = true
						continue
					}
					finish(n, rep, true, d.manifest.OutputHash)
					changed = true
					continue
				}
				if running >= r.opts.Jobs {
					continue
				}
				n.started = true
				running++
				r.log.Info("running", "stage", n.def.Name, "reason", strings.Join(d.reasons, "; "))
				g.Go(func() error {
					rep, hash, err := r.execute(ctx, n.def, depHash, d.reasons)
					results <- outcome{n, rep, hash, err}
					return nil
				})
			}
		}
		if running == 0 {
			break
		}
		o := <-results
		running--
		if o.err != nil {
			errs = append(errs, fmt.Errorf("stage %s: %w", o.n.def.Name, o.err))
			if stopped == "" {
				stopped = "run stopped after stage " + o.n.def.Name + " failed"
			}
		}
		finish(o.n, o.rep, o.err == nil, o.hash)
	}
	_ = g.Wait()
	return reps, errors.Join(errs...)
}

// execute runs one stage into a temporary directory and commits it.
func (r *runner) execute(ctx context.Context, def *StageDef, depHash map[string]string, reasons []string) (StageReport, string, error) {
	rep := baseReport(def, r.outDir(def.Name))
	rep.Reasons = reasons
	fail := func(err error) (StageReport, string, error) {
		rep.Action, rep.Error = ActionFailed, err.Error()
		// Returned and printed once by the caller; logged only with -v.
		r.log.Info("failed", "stage", def.Name, "err", err)
		return rep, "", err
	}
	tmp, err := os.MkdirTemp(r.cfg.Artifacts, tempPrefix+def.Name+"-")
	if err != nil {
		return fail(err)
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return fail(err)
	}
	committed := false
	defer func() {
		if !committed {
			os.RemoveAll(tmp)
		}
	}()
	inputs := map[string]string{}
	for _, d := range def.Needs {
		inputs[d.Name] = r.outDir(d.Name)
	}
	progress := func(done, total int) {}
	if r.opts.Progress != nil {
		if p := r.opts.Progress(def.Name); p != nil {
			progress = p
		}
	}
	env := &Env{
		Inputs:       inputs,
		Sources:      append([]SourceSpec(nil), r.cfg.Sources...),
		References:   append([]ReferenceSpec(nil), r.cfg.References...),
		OutDir:       tmp,
		ArtifactsDir: r.cfg.Artifacts,
		Log:          r.log.With("stage", def.Name),
		Progress:     progress,
		Force:        r.opts.Force,
		Shared:       r.shared,
		Name:         def.Name,
	}
	if r.opts.Fingerprint != "" {
		// Without the binary's fingerprint the code is not known, and a
		// memo of its rows could outlive it.
		env.memoSalt = CodeVersion(def.Kind, r.opts.Fingerprint) + "\x00" + def.ParamsHash
	}
	started := time.Now()
	res, err := runStage(ctx, def.Stage, env)
	wall := time.Since(started)
	rep.WallSeconds = wall.Seconds()
	if err != nil {
		return fail(err)
	}
	if err := ctx.Err(); err != nil {
		return fail(err)
	}
	files, outHash, err := hashTreeContext(ctx, tmp, env.known(), true)
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fail(ctxErr) // Ctrl-C while the output is hashed: nothing is committed
	}
	if err != nil {
		return fail(fmt.Errorf("hashing output: %w", err))
	}
	rows := res.Rows
	if rows == nil {
		rows = map[string]int{}
	}
	warnings := res.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	ins := map[string]string{"sources": r.sourcesHash(def.Kind)}
	for k, v := range depHash {
		ins[k] = v
	}
	m := &Manifest{
		Format:      ManifestFormat,
		Stage:       def.Name,
		Kind:        def.Kind.Name,
		KindVersion: def.Kind.Version,
		CodeVersion: CodeVersion(def.Kind, r.opts.Fingerprint),
		ParamsHash:  def.ParamsHash,
		Inputs:      ins,
		SourceFiles: r.srcFiles,
		OutputHash:  outHash,
		Files:       files,
		Rows:        rows,
		Warnings:    warnings,
		Degraded:    res.Degraded,
		WallSeconds: wall.Seconds(),
		Finished:    time.Now().UTC().Format(time.RFC3339),
	}
	if err := writeManifest(tmp, m); err != nil {
		return fail(err)
	}
	if err := commitDir(tmp, r.outDir(def.Name)); err != nil {
		return fail(err)
	}
	committed = true
	r.logWarnings(def.Name, warnings)
	for _, d := range res.Degraded {
		r.log.Warn("incomplete: "+d+" (the stage reruns next time)", "stage", def.Name)
	}
	if err := r.strict(def.Name, rows); err != nil {
		// The output is committed (it is what the stage makes of its
		// inputs), but a strict run does not go on from it.
		rep.Rows, rep.Warnings = rows, len(warnings)
		return fail(err)
	}
	rep.Action, rep.Rows, rep.Warnings, rep.Degraded = ActionRan, rows, len(warnings), res.Degraded
	r.log.Info("done", "stage", def.Name, "wall", wall.Round(time.Millisecond), "rows", formatRows(rows), "warnings", len(warnings))
	return rep, outHash, nil
}

// strict returns the error strict mode gives a stage with these counts,
// or nil (always nil without Options.Strict).
func (r *runner) strict(stage string, rows map[string]int) error {
	if !r.opts.Strict {
		return nil
	}
	return strictError(rows, filepath.Join(r.outDir(stage), ManifestFile))
}

// maxLoggedWarnings caps the warnings logged per stage; the manifest keeps
// them all.
const maxLoggedWarnings = 10

func (r *runner) logWarnings(stage string, ws []string) {
	for i, w := range ws {
		if i == maxLoggedWarnings {
			r.log.Warn(fmt.Sprintf("... and %d more warnings (see %s)", len(ws)-i, filepath.Join(r.outDir(stage), ManifestFile)), "stage", stage)
			return
		}
		r.log.Warn(w, "stage", stage)
	}
}

// formatRows renders counts as "a=1 b=2" in key order.
func formatRows(rows map[string]int) string {
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, rows[k])
	}
	return strings.Join(parts, " ")
}

// FormatRows renders counts as "a=1 b=2" in key order.
func FormatRows(rows map[string]int) string { return formatRows(rows) }

// runStage calls Run, turning a panic into an error.
func runStage(ctx context.Context, s Stage, env *Env) (res Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	return s.Run(ctx, env)
}

// commitDir moves tmp into place at final: the old output (if any) is
// renamed aside under a temporary name first, so at every moment final is
// either the old complete output, absent, or the new complete output.
func commitDir(tmp, final string) error {
	parent := filepath.Dir(final)
	var aside string
	if _, err := os.Lstat(final); err == nil {
		aside = filepath.Join(parent, tempPrefix+filepath.Base(final)+"-old-"+filepath.Base(tmp)[len(tempPrefix):])
		if err := os.Rename(final, aside); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, final); err != nil {
		return err
	}
	if err := syncDir(parent); err != nil {
		return err
	}
	if aside != "" {
		return os.RemoveAll(aside)
	}
	return nil
}

func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
