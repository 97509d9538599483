package generate_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// TestCountParam: pipeline.yaml's count is a whole number up to the
// generator's limit; anything else is an error at its line and column,
// never truncated.
func TestCountParam(t *testing.T) {
	for count, want := range map[string]string{
		"2.5":                 "p.yaml:3:46: stage generate params: count: 2.5 is not a whole number",
		"100001":              "count: 100001 is over the limit of 100000",
		"9223372036854775807": "count: 9223372036854775807 is over the limit of 100000",
		"-1":                  "count: -1 is negative",
	} {
		yaml := "sources: [{dir: src, format: dgn}]\nstages:\n  generate: {kind: generate, params: {count: " + count + "}}\n"
		_, err := pipeline.Parse(filepath.Join("p.yaml"), []byte(yaml), all.Registry())
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("count: %s: %v, want an error saying %q", count, err, want)
		}
	}
}
