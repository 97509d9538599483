package main

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runReport is the part of `run --json` these tests read.
type runReport struct {
	OK           bool   `json:"ok"`
	Strict       bool   `json:"strict"`
	Error        string `json:"error"`
	Config       string `json:"config"`
	SkippedLines int    `json:"skipped_lines"`
	Warnings     int    `json:"warnings"`
	Stages       []struct {
		Name   string         `json:"name"`
		Action string         `json:"action"`
		Rows   map[string]int `json:"rows"`
		Error  string         `json:"error"`
	} `json:"stages"`
}

func parseReport(t *testing.T, out string) runReport {
	t.Helper()
	var rep runReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("run --json printed no object: %v\n%q", err, out)
	}
	return rep
}

// strictFixture writes a source holding one good line and a file of binary
// garbage, and a pipeline file with an ingest stage (plus extra YAML).
func strictFixture(t *testing.T, extra string) (dir, cfg string) {
	t.Helper()
	dir = t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(`{"collection":"core","chapter":1,"problem_id":"1","problem":"p","answer":"1"}`+"\n"), 0o644)
	rng := rand.New(rand.NewPCG(1, 2))
	garbage := make([]byte, 64<<10)
	for i := range garbage {
		garbage[i] = byte(rng.UintN(256))
	}
	os.WriteFile(filepath.Join(src, "b.jsonl"), garbage, 0o644)
	cfg = filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte(extra+"sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	return dir, cfg
}

// TestSkippedLinesSummary: without strict mode a run that skipped lines
// succeeds, and its summary line says how many and where they are listed.
func TestSkippedLinesSummary(t *testing.T) {
	dir, cfg := strictFixture(t, "")
	code, out, errs := execute(t, "run", "--config", cfg)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	last := lines[len(lines)-1]
	manifest := filepath.Join(dir, "artifacts", "ingest", "manifest.json")
	if !strings.HasPrefix(last, "ok: ") || !strings.Contains(last, "lines skipped") || !strings.Contains(last, manifest) || !strings.Contains(last, "--strict") {
		t.Errorf("summary line %q does not say how many lines were skipped, where to look (%s) and that --strict fails on them", last, manifest)
	}
	code, out, _ = execute(t, "run", "--config", cfg, "--json")
	rep := parseReport(t, out)
	if code != exitOK || !rep.OK || rep.SkippedLines == 0 || rep.SkippedLines != rep.Stages[0].Rows["skipped_lines"] || rep.Warnings == 0 {
		t.Errorf("exit %d, report %+v", code, rep)
	}
}

// TestStrictMode: --strict, or strict: true in the pipeline file, fails the
// run on a skipped line, whether the stage runs or is up to date.
func TestStrictMode(t *testing.T) {
	_, cfg := strictFixture(t, "")
	code, out, errs := execute(t, "run", "--config", cfg, "--strict", "--json")
	rep := parseReport(t, out)
	if code != exitFailure || rep.OK || !rep.Strict || rep.Stages[0].Action != "failed" || !strings.Contains(rep.Stages[0].Error, "lines skipped") {
		t.Errorf("--strict: exit %d, report %+v\n%s", code, rep, errs)
	}
	// The output was committed: a second strict run skips the stage as up
	// to date and still fails; a run without strict succeeds.
	// The failure is printed once, by the final "dgnpipe: ..." line, not
	// logged on stderr as well.
	if code, _, errs := execute(t, "run", "--config", cfg, "--strict"); code != exitFailure || strings.Count(errs, "strict mode") != 1 || !strings.Contains(errs, "dgnpipe: stage ingest: strict mode") {
		t.Errorf("--strict on an up-to-date stage: exit %d, the failure not printed once, as the final line:\n%s", code, errs)
	}
	if code, _, errs := execute(t, "run", "--config", cfg); code != exitOK {
		t.Errorf("without --strict: exit %d %s", code, errs)
	}
	_, cfg = strictFixture(t, "strict: true\n")
	if code, _, _ := execute(t, "run", "--config", cfg); code != exitFailure {
		t.Errorf("strict: true: exit %d", code)
	}
	if code, _, errs := execute(t, "run", "--config", cfg, "--strict=false"); code != exitOK {
		t.Errorf("strict: true overridden by --strict=false: exit %d %s", code, errs)
	}
}

// TestEmptySource: a source whose files are all empty gives no rows: a
// warning (the summary says so), an error in strict mode.
func TestEmptySource(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "a.jsonl"), nil, 0o644)
	os.WriteFile(filepath.Join(src, "b.jsonl"), []byte("\n\n"), 0o644)
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	code, out, errs := execute(t, "run", "--config", cfg, "--json")
	rep := parseReport(t, out)
	if code != exitOK || rep.Warnings == 0 || rep.Stages[0].Rows["empty_sources"] != 1 || !strings.Contains(errs, "no rows") {
		t.Errorf("exit %d, report %+v, stderr %s", code, rep, errs)
	}
	code, out, _ = execute(t, "run", "--config", cfg, "--strict", "--json")
	rep = parseReport(t, out)
	if code != exitFailure || rep.OK || !strings.Contains(rep.Stages[0].Error, "no rows") {
		t.Errorf("strict: exit %d, report %+v", code, rep)
	}
}

// TestRunJSONOnFailure: `run --json` prints one object even when the run
// cannot start.
func TestRunJSONOnFailure(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n"), 0o644)
	cyc := filepath.Join(dir, "cycle.yaml")
	os.WriteFile(cyc, []byte("stages:\n  a: {kind: normalize, needs: [b]}\n  b: {kind: normalize, needs: [a]}\n"), 0o644)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"missing source", []string{"run", "--config", cfg, "--source", filepath.Join(dir, "nope")}, exitFailure, "nope"},
		{"unknown stage", []string{"run", "--config", cfg, "--stage", "nope"}, exitUsage, `"nope"`},
		{"cycle", []string{"run", "--config", cyc}, exitFailure, "cycle"},
		{"missing config", []string{"run", "--config", filepath.Join(dir, "absent.yaml")}, exitFailure, "absent.yaml"},
	}
	for _, tt := range tests {
		code, out, _ := execute(t, append(tt.args, "--json", "--artifacts", filepath.Join(dir, "art"))...)
		if code != tt.code {
			t.Errorf("%s: exit %d, want %d", tt.name, code, tt.code)
		}
		var rep runReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Errorf("%s: no JSON object on stdout: %v %q", tt.name, err, out)
			continue
		}
		if rep.OK || !strings.Contains(rep.Error, tt.want) || rep.Config == "" {
			t.Errorf("%s: %+v", tt.name, rep)
		}
	}
}

// TestZeroFlags: --timeout 0 and --points 0 are usage errors, not the
// defaults.
func TestZeroFlags(t *testing.T) {
	for _, args := range [][]string{
		{"check", "--problem", "Solve $x=1$.", "--answer", "1", "--timeout", "0s"},
		{"check", "--problem", "Solve $x=1$.", "--answer", "1", "--points", "0"},
		{"eval", "--timeout", "-1s", "1+1"},
	} {
		if code, _, errs := execute(t, args...); code != exitUsage {
			t.Errorf("%q: exit %d, %s", args, code, errs)
		}
	}
}

// TestStatusUpToDateAfterFirstRun: after a first run whose pipeline file
// is named relative to the working folder (as `make run` names
// pipeline.yaml), status and a second run find every stage up to date
// (the record names the file absolute; the stages used to hash the source
// folder by the two spellings and call it "sources changed").
func TestStatusUpToDateAfterFirstRun(t *testing.T) {
	dir, _ := strictFixture(t, "")
	os.Remove(filepath.Join(dir, "src", "b.jsonl"))
	t.Chdir(dir)
	art := filepath.Join(dir, "out")
	if code, _, errs := execute(t, "run", "--artifacts", art); code != exitOK {
		t.Fatalf("run: exit %d\n%s", code, errs)
	}
	if code, out, _ := execute(t, "status", "--artifacts", art); code != exitOK || !strings.Contains(out, "ingest  up-to-date") {
		t.Errorf("status after the first run: exit %d\n%s", code, out)
	}
	if code, out, _ := execute(t, "run", "--artifacts", art); code != exitOK || !strings.Contains(out, "ok: 0 ran, 1 skipped") {
		t.Errorf("second run: exit %d\n%s", code, out)
	}
}
