package reread

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
)

func parse(t *testing.T, params string) (*pipeline.Config, error) {
	t.Helper()
	return pipeline.Parse("p.yaml", []byte("stages:\n  r:\n    kind: reread\n    params:\n"+params), []pipeline.Kind{Kind()})
}

// TestMaxCallsZero: max_calls: 0 allows no paid call (it meant 1,000).
func TestMaxCallsZero(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("OPENAI_API_KEY", "k")
	t.Setenv("DGNPIPE_VISION_MODEL", "m")
	cfg, err := parse(t, "      max_calls: 0\n")
	if err != nil {
		t.Fatal(err)
	}
	img := filepath.Join(t.TempDir(), "p.png")
	if err := os.WriteFile(img, []byte("\x89PNG\r\n\x1a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rows := []record.Item{{ID: "x", ProblemID: "1", Problem: `Solve $2x=4$.`, FinalAnswer: "3", Image: img,
		Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Note: "x=3 fails"}}}}
	env := pipelinetest.Env(t, "verify", rows)
	env.ArtifactsDir = t.TempDir()
	if _, err := cfg.Stages[0].Stage.Run(context.Background(), env); err != nil {
		t.Fatal(err)
	}
	if n := srv.Total(); n != 0 {
		t.Errorf("max_calls: 0 made %d vision calls", n)
	}
	out := pipelinetest.Output(t, env)
	if v := out[0].Legs.Vision; v == nil || v.Outcome != "not-reread" || !strings.Contains(v.Note, "allow no vision call") {
		t.Errorf("row: %+v", out[0].Legs.Vision)
	}
}

// TestParamErrors: every invalid value is an error at its file:line:col,
// all reported at once; nothing is replaced by a default.
func TestParamErrors(t *testing.T) {
	_, err := parse(t, "      concurrency: 0\n      rate_per_second: -1\n      max_calls: -1\n      max_tokens: -5\n      timeout_ms: 0\n      max_retries: 0\n      colour: red\n")
	if err == nil {
		t.Fatal("no error")
	}
	for _, w := range []string{
		"p.yaml:5:20: stage r params: concurrency: must be at least 1, have 0",
		"p.yaml:6:24: stage r params: rate_per_second: must be more than 0, have -1",
		"p.yaml:7:18: stage r params: max_calls: must be at least 0, have -1",
		"p.yaml:8:19: stage r params: max_tokens: must be at least 0, have -5",
		"p.yaml:9:19: stage r params: timeout_ms: must be at least 1, have 0",
		"p.yaml:10:20: stage r params: max_retries: must be at least 1, have 0",
		`p.yaml:11:7: stage r params: unknown field "colour"`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("errors\n%v\ndo not contain %q", err, w)
		}
	}
	cfg, err := parse(t, "      max_tokens: 0\n")
	if err != nil {
		t.Fatal(err)
	}
	if s := cfg.Stages[0].Stage.(*Stage); s.p.MaxTokens != 0 || s.p.MaxCalls != 1000 || s.p.RatePerSecond != 2 {
		t.Errorf("params %+v", s.p)
	}
}

// TestReplayNeedsModel: replay without a model name cannot find any cached
// reply (the model is in every key); it says so instead of leaving every
// flagged row suspected with exit 0.
func TestReplayNeedsModel(t *testing.T) {
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("DGNPIPE_VISION_MODEL", "")
	cfg, err := parse(t, "      replay: true\n")
	if err != nil {
		t.Fatal(err)
	}
	rows := []record.Item{{ID: "x", ProblemID: "1", Problem: `Solve $2x=4$.`, FinalAnswer: "3",
		Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Note: "x=3 fails"}}}}
	env := pipelinetest.Env(t, "verify", rows)
	env.ArtifactsDir = t.TempDir()
	if _, err := cfg.Stages[0].Stage.Run(context.Background(), env); !errors.Is(err, ErrReplayNoModel) {
		t.Fatalf("replay without a model: err = %v, want ErrReplayNoModel", err)
	}
}

// TestCounts: the manifest counts calls that were sent and readings that
// came from the cache (reread.cached was always 0; a call the breaker
// refused counted as a call).
func TestCounts(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"1": {{Content: visiontest.JSONReading(`Solve $2x=4$.`, "3")}},
	})
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("OPENAI_API_KEY", "k")
	t.Setenv("DGNPIPE_VISION_MODEL", "m")
	img := filepath.Join(t.TempDir(), "p.png")
	if err := os.WriteFile(img, []byte("\x89PNG\r\n\x1a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rows := []record.Item{{ID: "x", ProblemID: "1", Problem: `Solve $2x=4$.`, SourceAnswer: "3", FinalAnswer: "3", Image: img,
		Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Note: "x=3 fails"}}}}
	artifacts := t.TempDir()
	run := func() map[string]int {
		cfg, err := parse(t, "      rate_per_second: 1000\n")
		if err != nil {
			t.Fatal(err)
		}
		env := pipelinetest.Env(t, "verify", rows)
		env.ArtifactsDir = artifacts
		res, err := cfg.Stages[0].Stage.Run(context.Background(), env)
		if err != nil {
			t.Fatal(err)
		}
		return res.Rows
	}
	first := run()
	if first["vision.calls"] != 1 || first["vision.requests"] != 1 || first["reread.cached"] != 0 || first["reread.agree"] != 1 {
		t.Errorf("first run counts %v", first)
	}
	second := run()
	if second["vision.calls"] != 0 || second["vision.requests"] != 0 || second["reread.cached"] != 1 || srv.Total() != 1 {
		t.Errorf("second run counts %v, %d requests in all", second, srv.Total())
	}
}
