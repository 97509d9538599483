package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExplainSolutionAudit: explain shows the row's worked-solution audit
// and every step it checked (text, outcome, values, why), and --json
// carries it whole under "solution_audit".
func TestExplainSolutionAudit(t *testing.T) {
	rows := []record.Item{{
		ID: "dgn.algebra.1", Problem: `Find the remainder when \(x^3-2x^2+4\) is divided by \(x-3\).`, FinalAnswer: "13",
		Solution:     `By the remainder theorem it is the value at $x=3$: $27-18+4=14$. Answer: $\boxed{13}$.`,
		AnswerStatus: record.StatusVerified, VerificationNote: "verified: ...",
		SolutionAudit: &record.SolutionOutcome{Verdict: record.SolutionFalseStep, StepsChecked: 1,
			Note: "worked solution: the step `27-18+4=14` is false (the left side is 13)",
			Steps: []record.SolutionStep{
				{Text: "x=3", Outcome: "skipped", Why: "a definition"},
				{Text: "27-18+4=14", Outcome: "false", Left: "13", Right: "14", Why: "exact integers"},
			}},
	}, {ID: "dgn.algebra.2", Problem: "P", AnswerStatus: record.StatusNoGold}}
	cfg, art := explainArtifacts(t, rows)

	code, out, errs := execute(t, "explain", "--config", cfg, "--artifacts", art, "dgn.algebra.1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"worked solution   false-step, 1 step(s) checked (listed for review; answer_status unchanged): worked solution: the step `27-18+4=14` is false",
		"  step 1    skipped   x=3  a definition",
		"  step 2    false     27-18+4=14  [left 13, right 14]  exact integers",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = execute(t, "explain", "--json", "--config", cfg, "--artifacts", art, "dgn.algebra.1")
	var ex explanation
	if code != 0 || json.Unmarshal([]byte(out), &ex) != nil || ex.SolutionAudit == nil || len(ex.SolutionAudit.Steps) != 2 || ex.SolutionAudit.Steps[1].Left != "13" {
		t.Errorf("--json: exit %d, %q", code, out)
	}
	if _, out, _ = execute(t, "explain", "--config", cfg, "--artifacts", art, "dgn.algebra.2"); !strings.Contains(out, "worked solution   not audited") {
		t.Errorf("a row not audited:\n%s", out)
	}
}
