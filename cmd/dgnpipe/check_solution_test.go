package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/legs"
)

// TestCheckBatchSolution: a batch line with "solution" gets the audit's
// verdict, steps checked and note under "solution" (not its steps), with
// leg 1's seed and limits; a line without one gets no "solution" key, so
// the outputs of batches without solutions do not change.
func TestCheckBatchSolution(t *testing.T) {
	const problem, solution = `Compute $3\cdot 7$.`, `We have $3\cdot 7=24$. Answer: $\boxed{21}$.`
	in := `{"problem": "Compute $3\\cdot 7$.", "answer": "21"}
{"problem": "Compute $3\\cdot 7$.", "answer": "21", "solution": "We have $3\\cdot 7=24$. Answer: $\\boxed{21}$."}
`
	var out bytes.Buffer
	set := legs.NativeOnly(legs.Config{})
	if err := checkBatch(context.Background(), strings.NewReader(in), "b.jsonl", checker{set: set, seed: 3}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines: %q", len(lines), out.String())
	}
	if strings.Contains(lines[0], `"solution"`) {
		t.Errorf("a line without a solution has a solution key: %s", lines[0])
	}
	var o struct {
		Verdict  string                     `json:"verdict"`
		Solution map[string]json.RawMessage `json:"solution"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &o); err != nil {
		t.Fatal(err)
	}
	if o.Verdict != "confirm" {
		t.Errorf("leg 1 verdict %q, want confirm (the audit never changes it)", o.Verdict)
	}
	want := check.AuditSolution(context.Background(), problem, solution, "21", set.Native.Options(3))
	var got solutionOutput
	b, _ := json.Marshal(o.Solution)
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got.Verdict != string(want.Verdict) || got.StepsChecked != want.StepsChecked || got.Note != want.Note {
		t.Errorf("solution %s, want %+v", b, want)
	}
	for _, k := range []string{"verdict", "steps_checked", "note"} {
		if _, ok := o.Solution[k]; !ok {
			t.Errorf("the solution object lacks %q: %s", k, b)
		}
	}
	if _, ok := o.Solution["steps"]; ok || len(o.Solution) != 3 {
		t.Errorf("the solution object has other keys than verdict, steps_checked and note: %s", b)
	}
}

// TestCheckSolutionFlag: the single check prints the audit's note with
// --solution, and puts it under "solution" with --json.
func TestCheckSolutionFlag(t *testing.T) {
	args := []string{"check", "--legs=false", "--problem", `Compute $3\cdot 7$.`, "--answer", "21", "--solution", `$3\cdot 7=21$. Answer: $\boxed{21}$.`}
	want := check.AuditSolution(context.Background(), `Compute $3\cdot 7$.`, `$3\cdot 7=21$. Answer: $\boxed{21}$.`, "21", legs.NativeOnly(legs.Config{}).Native.Options(1))
	code, out, errs := execute(t, args...)
	if code != 0 || !strings.Contains(out, want.Note+" ("+string(want.Verdict)+")") {
		t.Errorf("exit %d, output %q, want the note %q (%s)", code, out, want.Note, errs)
	}
	code, out, _ = execute(t, append(args, "--json")...)
	var o checkOutput
	if code != 0 || json.Unmarshal([]byte(out), &o) != nil || o.Solution == nil || o.Solution.Note != want.Note {
		t.Errorf("--json: exit %d, %q", code, out)
	}
	if code, _, _ := execute(t, "check", "--batch", "-", "--solution", "x"); code != 2 {
		t.Errorf("--batch with --solution: exit %d, want 2", code)
	}
}
