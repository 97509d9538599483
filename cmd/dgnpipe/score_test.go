package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runScoreCLI(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	g := &GlobalOptions{Stdout: &out, Stderr: &errb}
	root := newRootCommand(g)
	root.SetArgs(append([]string{"score"}, args...))
	root.SetOut(&out)
	root.SetErr(&errb)
	ctx := context.Background()
	err := root.ExecuteContext(ctx)
	return exitCode(ctx, err, &errb), out.String()
}

func TestScoreCLI(t *testing.T) {
	ds := "../../internal/score/testdata/spec_example_dataset.jsonl"
	pr := "../../internal/score/testdata/spec_example_predictions.jsonl"
	outFile := filepath.Join(t.TempDir(), "r.json")
	code, out := runScoreCLI(t, "--dataset", ds, "--predictions", pr, "--rules", "spec", "--out", outFile)
	if code != 0 || !strings.Contains(out, "accuracy                : 84.21% (16/19)") {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
	if b, err := os.ReadFile(outFile); err != nil || !bytes.Contains(b, []byte(`"strict_correct": 9`)) {
		t.Errorf("--out: %v %s", err, b)
	}
	if code, out := runScoreCLI(t, "--dataset", ds, "--predictions", pr, "--template"); code != 0 || !strings.Contains(out, "Accuracy:         14/19 = 73.68%") {
		t.Errorf("--template: exit %d\n%s", code, out)
	}
	if code, out := runScoreCLI(t, "--dataset", ds, "--predictions", pr, "--quiet"); code != 0 || out != "" {
		t.Errorf("--quiet: exit %d, output %q", code, out)
	}
	for _, c := range []struct {
		args []string
		want int
	}{
		{[]string{"--dataset", ds}, 2},
		{[]string{"--dataset", ds, "--predictions", pr, "--bogus"}, 2},
		{[]string{"--dataset", ds, "--predictions", pr, "--show-items", "some"}, 2},
		{[]string{"--dataset", ds, "--predictions", "/nonexistent.jsonl"}, 1},
		{[]string{"--dataset", "/nonexistent.jsonl", "--predictions", pr}, 1},
		{[]string{"--dataset", ds, "--predictions", pr, "--tiers", "exact,fuzzy"}, 1},
	} {
		if code, _ := runScoreCLI(t, c.args...); code != c.want {
			t.Errorf("score %v: exit %d, want %d", c.args, code, c.want)
		}
	}
}
