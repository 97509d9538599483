// Package pipeline is the DAG runner behind `dgnpipe run`: it loads and
// validates pipeline.yaml, orders the stages, decides which are up to date,
// runs the rest (independent ones in parallel) and writes each stage's
// output atomically with a manifest.
package pipeline

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Stage is one kind of pipeline step. A Stage value is built once per run
// from its typed parameters (see Kind) and must not keep state between runs.
type Stage interface {
	// String is a human label for logs ("normalize transcriptions").
	String() string
	// Run reads its inputs from env.Inputs and writes its outputs into
	// env.OutDir (a fresh temporary directory the runner renames into place
	// only after Run returns nil). It returns the counts to record in the
	// manifest. An error fails the stage and the run; bad rows are not
	// errors: they are counted and reported.
	Run(ctx context.Context, env *Env) (Result, error)
}

// Env is what a stage sees of the run.
type Env struct {
	// Inputs maps each dependency's stage name to that stage's finished
	// output directory.
	Inputs map[string]string
	// Sources are the source folders of the run (after --source overrides),
	// for the stages that read transcriptions.
	Sources []SourceSpec
	// References are the reference sets of pipeline.yaml (for a Kind with
	// ReadsReferences).
	References []ReferenceSpec
	// OutDir is the directory to write into.
	OutDir string
	// ArtifactsDir is the root of all outputs (for caches shared by runs:
	// <artifacts>/cache/<stage>/).
	ArtifactsDir string
	// Log is the run's logger, already tagged with the stage name.
	Log *slog.Logger
	// Progress reports per-row progress; it is never nil (a no-op when the
	// output is not a terminal). Stages that finish rows in parallel report
	// through a Counter, as each row finishes.
	Progress func(done, total int)
	// Force says the run was forced (--force): a stage with a cache of its
	// own (verify's rows) does not read it.
	Force bool
	// Shared holds what the run's stages share (the embedded math.js
	// engine); nil shares nothing (Share then makes a value per caller).
	Shared *Shared
	// Name is the stage's name in the pipeline file.
	Name string
	// memoSalt is the stage's code version and parameters hash, the key
	// of its row memo (MapPureRows); "" keeps no memo.
	memoSalt string
	// written are the output files hashed as they were written.
	written *writtenFiles
}

// SourceSpec is one source folder and its format.
type SourceSpec struct {
	Dir    string `json:"dir"`
	Format string `json:"format"` // "dgn" or "math"
	// Exercises is the pipeline file's `exercises: true` on the source:
	// the generator's machine-made exercises are added to its rows. Only
	// a source entry that says so explicitly gets them.
	Exercises bool `json:"exercises,omitempty"`
}

// Result is what a stage reports for its manifest and the run summary.
type Result struct {
	// Rows maps a count name ("rows_in", "rows_out", "skipped_lines",
	// "status.verified", ...) to its value.
	Rows map[string]int `json:"rows"`
	// Warnings are reported problems (a malformed line with file:line, an
	// unknown field, a field that could not be repaired); capped by the
	// runner when printed, all kept in the manifest.
	Warnings []string `json:"warnings,omitempty"`
	// Degraded lists what was configured but could not run ("leg 3
	// (math.js http): endpoint unreachable ..."), in our words (never a
	// raw server reply). The output is still committed, with the rows
	// that could not be done marked so, but the stage is not up to date:
	// the manifest records the list, the next run reruns the stage, and
	// `dgnpipe run` exits with code 3.
	Degraded []string `json:"degraded,omitempty"`
}

// Kind describes one stage kind for the registry: its name in pipeline.yaml,
// the version of its code (bump it when the stage's output changes for the
// same input), and a constructor from its YAML parameters. New receives a
// decode function that fills a typed params struct (keys left out keep the
// values set before the call). Unknown keys and ill-typed values are
// reported by the loader with file, line and column, and leave their fields
// as they were; decode then returns nil, so that New goes on to check the
// other values and every error of the block is reported at once. New
// returns invalid values as ParamError values (joined with errors.Join),
// which the loader places at their keys.
type Kind struct {
	Name    string
	Version string
	New     func(decode func(params any) error) (Stage, error)
	// SourceFiles says which files of a source folder the stage reads (rel
	// is the file's slash-separated path inside the folder). Only those
	// files go into the stage's "sources" input hash, so that a change to a
	// file no stage reads (a README, faults.json) reruns nothing. Nil means
	// every file: the safe default for a stage that opens source folders.
	// A stage that reads only its needs' outputs uses NoSourceFiles.
	SourceFiles func(rel string) bool
	// ReadsReferences says the stage reads the reference sets of
	// pipeline.yaml (Env.References): their names, paths and contents go
	// into its "sources" input hash.
	ReadsReferences bool
}

// NoSourceFiles is Kind.SourceFiles for a stage that reads no file of the
// source folders.
func NoSourceFiles(string) bool { return false }

// NoParams is Kind.New for a stage kind that takes no parameters: params
// given in pipeline.yaml are rejected as unknown keys, with file:line:col.
func NoParams(st Stage) func(decode func(any) error) (Stage, error) {
	return func(decode func(any) error) (Stage, error) {
		var none struct{}
		if err := decode(&none); err != nil {
			return nil, err
		}
		return st, nil
	}
}

// RowsFile is the file name under which a row stage writes its rows
// (JSONL of record.Item) inside its output directory.
const RowsFile = "items.jsonl"

// ReadRows reads the rows written by the dependency dep.
func (e *Env) ReadRows(dep string) ([]record.Item, error) {
	dir, ok := e.Inputs[dep]
	if !ok {
		return nil, fmt.Errorf("no input from stage %q", dep)
	}
	return record.ReadItems(filepath.Join(dir, RowsFile))
}

// OnlyInput returns the name of the single dependency of a stage that
// takes exactly one row input.
func (e *Env) OnlyInput() (string, error) {
	if len(e.Inputs) != 1 {
		return "", fmt.Errorf("want exactly one input stage, have %d", len(e.Inputs))
	}
	for name := range e.Inputs {
		return name, nil
	}
	panic("unreachable")
}

// ReadInput reads the rows of the single input of a stage that takes
// exactly one row input.
func (e *Env) ReadInput() ([]record.Item, error) {
	dep, err := e.OnlyInput()
	if err != nil {
		return nil, err
	}
	return e.ReadRows(dep)
}

// MapRows streams the rows of the stage's single input: it reads them in
// batches (record.ReadItemBatches, some 4 MB of the file each), gives each
// batch to each, which may change the rows in place (offset is the index
// of the batch's first row among all the rows), and writes the batch to
// <OutDir>/items.jsonl. The file is the one WriteRows writes for the same
// rows, and the stage holds one batch of rows at a time rather than all of
// them (a stage of 200,000 MATH rows held some 1.5 GB). It reports
// progress after each batch (the total: the input's lines). It returns the
// number of rows; the first error of reading, each or writing ends it.
func (e *Env) MapRows(each func(batch []record.Item, offset int) error) (n int, err error) {
	dep, err := e.OnlyInput()
	if err != nil {
		return 0, err
	}
	return e.MapRowsIn(e.Inputs[dep], each)
}

// MapRowsIn is MapRows on the rows of the stage output directory dir (one
// of Inputs), for a stage with other inputs too.
func (e *Env) MapRowsIn(dir string, each func(batch []record.Item, offset int) error) (n int, err error) {
	in := filepath.Join(dir, RowsFile)
	total, err := record.CountLines(in)
	if err != nil {
		return 0, err
	}
	f, err := os.Create(filepath.Join(e.OutDir, RowsFile))
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = record.ReadItemBatches(in, func(batch []record.Item) error {
		if err := each(batch, n); err != nil {
			return err
		}
		n += len(batch)
		e.Progress(n, max(n, total))
		return record.WriteItems(w, batch)
	})
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, err
}

// WriteRows writes rows to <OutDir>/items.jsonl.
func (e *Env) WriteRows(items []record.Item) error {
	f, err := e.createHashed(filepath.Join(e.OutDir, RowsFile))
	if err != nil {
		return err
	}
	if err := record.WriteItems(f, items); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
