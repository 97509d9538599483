package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/spf13/pflag"
	"strings"
	"testing"
)

// TestCompareBounds: --resamples above compare.MaxResamples and more
// models than compare.MaxModels are usage errors naming the maximum (the
// bootstrap's memory and time grew without limit), and a cancelled
// context (Ctrl-C) ends the comparison with the context's error.
func TestCompareBounds(t *testing.T) {
	code, _ := runCompareCLI(t, compareArgs("--resamples", "10001")...)
	if code != exitUsage {
		t.Errorf("--resamples 10001: exit %d, want %d", code, exitUsage)
	}
	var many []string
	for i := range 65 {
		many = append(many, "--predictions", fmt.Sprintf("m%d=testdata/compare/alpha.jsonl", i))
	}
	code, _ = runCompareCLI(t, append([]string{"--dataset", "testdata/compare/dataset.jsonl"}, many...)...)
	if code != exitUsage {
		t.Errorf("65 models: exit %d, want %d", code, exitUsage)
	}
	var out, errb bytes.Buffer
	g := &GlobalOptions{Stdout: &out, Stderr: &errb}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := &CompareOptions{}
	fs := pflag.NewFlagSet("compare", pflag.ContinueOnError)
	o.AddFlags(fs) // the defaults; then the fields under test
	*o = CompareOptions{DatasetFlags: DatasetFlags{Dataset: "testdata/compare/dataset.jsonl", Config: "verified", Split: "all"}, Predictions: []string{"a=testdata/compare/alpha.jsonl", "b=testdata/compare/beta.jsonl"}, Resamples: 1000, Tiers: "exact,numeric,symbolic", Rules: "strict", Numbers: "auto"}
	err := runCompare(ctx, o, g, fs)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
	if strings.Contains(out.String(), "alpha") {
		t.Errorf("cancelled, yet a report was printed:\n%s", out.String())
	}
}
