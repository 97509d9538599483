package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatusWorkedSolutions: `dgnpipe status` counts the worked solutions
// the verify stage audited, by verdict (from its manifest), and --json
// has them under "worked_solutions". The row without a solution is not
// audited: normalize gives it only the appended "Answer: $\boxed{4}$.",
// which is not the book's.
func TestStatusWorkedSolutions(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	os.MkdirAll(src, 0o755)
	lines := `{"collection":"core","chapter":1,"problem_id":"1","problem":"Compute $3\\cdot 7$.","solution":"$3\\cdot 7=21$. Answer: $\\boxed{21}$.","answer":"21"}
{"collection":"core","chapter":1,"problem_id":"2","problem":"Compute $2+2$.","answer":"4"}
`
	os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(lines), 0o644)
	cfg := filepath.Join(dir, "pipeline.yaml")
	os.WriteFile(cfg, []byte("sources: [{dir: src}]\nstages:\n  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n  check: {kind: verify, needs: [normalize], params: {mathjs: \"off\", parsers: \"off\"}}\n"), 0o644)
	art := filepath.Join(dir, "art")
	if code, out, errs := execute(t, "run", "--config", cfg, "--artifacts", art); code != 0 {
		t.Fatalf("run: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs := execute(t, "status", "--config", cfg, "--artifacts", art)
	if code != 0 || !strings.Contains(out, "worked solutions (check): ") || !strings.Contains(out, " of 1 audited") {
		t.Errorf("status: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, _ = execute(t, "status", "--json", "--config", cfg, "--artifacts", art)
	var rep struct {
		Solutions *solutionSummary `json:"worked_solutions"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Solutions == nil || rep.Solutions.Audited != 1 || rep.Solutions.Stage != "check" {
		t.Errorf("status --json: exit %d\n%s", code, out)
	}
}
