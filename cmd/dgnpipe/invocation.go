package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// invocationFile is where `dgnpipe run` records, in the artifacts folder,
// what the folder was built from: the pipeline file, the sources given
// with --source and whether the generator's exercises were added. The
// read commands (status, explain, review) and a later run without
// --source use it, so a user's folder is never judged against, or rebuilt
// from, other sources.
const invocationFile = "invocation.json"

// generateKind is the stage kind whose rows the sources did not bring.
const generateKind = "generate"

// invocation is the content of invocationFile.
type invocation struct {
	// Config is the pipeline file, absolute.
	Config string `json:"config"`
	// Sources are the --source folders (absolute), or empty when the
	// pipeline file's own sources were used.
	Sources []pipeline.SourceSpec `json:"sources,omitempty"`
	// Exercises says whether the generate stage ran with the sources.
	Exercises *bool `json:"exercises"`
	// Meta is run's metadata flags (--title, --license, ...), repeated by
	// the read commands so that the stages they judge are the run's.
	Meta *source.Meta `json:"meta,omitempty"`
	// Artifacts is the folder (not recorded: it is where the file is).
	Artifacts string `json:"-"`
	// artifactsGiven says the folder was named by --artifacts or a record,
	// so advice repeats it.
	artifactsGiven bool
}

// readInvocation reads the record in dir; nil when there is none.
func readInvocation(dir string) (*invocation, error) {
	path := filepath.Join(dir, invocationFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var inv invocation
	if err := json.Unmarshal(b, &inv); err != nil {
		return nil, fmt.Errorf("%s: %v (remove it, or give --source and --config)", path, err)
	}
	return &inv, nil
}

// write records inv in its artifacts folder, with absolute paths (the
// --source folders are made absolute when they are read).
func (inv invocation) write() error {
	rec := inv
	rec.Config = absPath(inv.Config)
	b, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(inv.Artifacts, invocationFile), append(b, '\n'), 0o644)
}

// command is the `dgnpipe run` line that rebuilds the folder from the same
// sources, with extra flags (e.g. "--stage verify") after "run".
func (inv invocation) command(extra ...string) string {
	args := append([]string{"dgnpipe", "run"}, extra...)
	if inv.Config != "" && !sameFile(inv.Config, defaultConfig) {
		args = append(args, "--config", shellQuote(displayPath(inv.Config)))
	}
	for _, s := range inv.Sources {
		args = append(args, "--source", shellQuote(sourceArg(s)))
	}
	if inv.artifactsGiven && inv.Artifacts != "" {
		args = append(args, "--artifacts", shellQuote(displayPath(inv.Artifacts)))
	}
	if len(inv.Sources) > 0 && inv.Exercises != nil && *inv.Exercises {
		args = append(args, "--exercises")
	}
	return strings.Join(args, " ")
}

// sourceArg is a source as --source takes it: DIR, or DIR:FORMAT.
func sourceArg(s pipeline.SourceSpec) string {
	spec := displayPath(s.Dir)
	if s.Format != "" && s.Format != "dgn" {
		spec += ":" + s.Format
	}
	return spec
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// displayPath is p relative to the working folder when it lies below it.
func displayPath(p string) string {
	wd, err := os.Getwd()
	if err != nil || !filepath.IsAbs(p) {
		return p
	}
	if rel, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return p
}

// sameFile reports whether a and b name the same path.
func sameFile(a, b string) bool {
	return absPath(a) == absPath(b)
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '/' || r == '.' || r == '-' || r == '_' || r == ':' || r == '+' || r == '=' || r == ',' ||
			(r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9'))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
