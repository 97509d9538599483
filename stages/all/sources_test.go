package all_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// TestSourceEditsRerunOnlyReaders runs the real stages on a copy of the
// sample book, then edits files of the source folder: files no stage reads
// (README.md, faults.json, a new notes file) rerun nothing; a page image
// reruns the stages that read images (ingest checks that they exist, reread
// sends them) and nothing after them, since their outputs come out the same.
func TestSourceEditsRerunOnlyReaders(t *testing.T) {
	src := filepath.Join(t.TempDir(), "book")
	artifacts := filepath.Join(t.TempDir(), "artifacts")
	if err := os.CopyFS(src, os.DirFS("../../sources/sample")); err != nil {
		t.Fatal(err)
	}
	yaml := fmt.Sprintf(`artifacts: %s
sources: [{dir: %s, format: dgn}]
stages:
  ingest: {kind: ingest}
  normalize: {kind: normalize, needs: [ingest]}
  verify: {kind: verify, needs: [normalize], params: {mathjs: "off", parsers: "off"}}
  reread: {kind: reread, needs: [verify]}
  status: {kind: status, needs: [reread]}
  split: {kind: split, needs: [status]}
  dataset: {kind: emit, needs: [split]}
`, artifacts, src)
	run := func() string {
		t.Helper()
		cfg, err := pipeline.Parse(filepath.Join(t.TempDir(), "pipeline.yaml"), []byte(yaml), all.Registry())
		if err != nil {
			t.Fatal(err)
		}
		rep, err := pipeline.Run(context.Background(), cfg, pipeline.Options{Fingerprint: "test"})
		if err != nil {
			t.Fatalf("run: %v", err)
		}
		var ran []string
		for _, s := range rep.Stages {
			if s.Action == pipeline.ActionRan {
				ran = append(ran, s.Name)
			}
		}
		return strings.Join(ran, " ")
	}
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(src, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := run(); got != "ingest normalize verify reread status split dataset" {
		t.Fatalf("first run ran %q", got)
	}
	write("README.md", "edited\n")
	write("faults.json", "[]\n")
	write("notes.txt", "a new file\n")
	if got := run(); got != "" {
		t.Errorf("after editing files no stage reads, ran %q, want nothing", got)
	}
	page := filepath.Join(src, "pages", "p10.png")
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, append(b, 0), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := run(); got != "ingest reread" {
		t.Errorf("after editing a page image, ran %q, want \"ingest reread\"", got)
	}

	// A review is an input of the status stage only: it and the stages
	// after it (whose input it changes) rerun; ingest does not read it as
	// a transcription file.
	rows, err := record.ReadItems(filepath.Join(artifacts, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	it := rows[0]
	if err := review.Append(filepath.Join(src, review.FileName), review.Review{ID: it.ID, Decision: review.Agree,
		Reviewer: "ann", At: "2026-12-01T08:00:00Z", RowSHA256: it.RowSHA256}); err != nil {
		t.Fatal(err)
	}
	if got := run(); got != "status split dataset" {
		t.Errorf("after adding a review, ran %q, want \"status split dataset\"", got)
	}
	rows, err = record.ReadItems(filepath.Join(artifacts, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rows[0].VerificationNote, "Review: agree by ann") {
		t.Errorf("the review is not in the note of %s: %q", rows[0].ID, rows[0].VerificationNote)
	}
}
