// Package pipelinetest builds the pipeline.Env a stage test runs in.
package pipelinetest

import (
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Env returns an Env whose single input, named dep, holds items, with a
// fresh output directory, a discarding logger and a no-op progress.
func Env(tb testing.TB, dep string, items []record.Item) *pipeline.Env {
	tb.Helper()
	in := tb.TempDir()
	f, err := os.Create(filepath.Join(in, pipeline.RowsFile))
	if err != nil {
		tb.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
	return &pipeline.Env{
		Inputs:   map[string]string{dep: in},
		OutDir:   tb.TempDir(),
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Progress: func(int, int) {},
	}
}

// MemoEnv is Env for a stage that keeps memos in artifacts under the
// code version code (pipeline.Env.SetCodeVersion), as the runner gives a
// stage: two envs of one artifacts folder and code share the memos.
func MemoEnv(tb testing.TB, dep string, items []record.Item, artifacts, code string) *pipeline.Env {
	tb.Helper()
	env := Env(tb, dep, items)
	env.ArtifactsDir = artifacts
	env.Name = "stage"
	env.SetCodeVersion(code)
	return env
}

// Output reads the rows the stage wrote into env.OutDir.
func Output(tb testing.TB, env *pipeline.Env) []record.Item {
	tb.Helper()
	items, err := record.ReadItems(filepath.Join(env.OutDir, pipeline.RowsFile))
	if err != nil {
		tb.Fatal(err)
	}
	return items
}
