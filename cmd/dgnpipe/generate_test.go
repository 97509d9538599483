package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenerateCountIsBounded: a count the generator cannot make is a
// usage error that names the limit, before any work.
func TestGenerateCountIsBounded(t *testing.T) {
	for _, n := range []int{100_001, 99999999999, 1<<63 - 1} {
		var out bytes.Buffer
		err := runGenerate(context.Background(), GenerateOptions{Out: filepath.Join(t.TempDir(), "ex"), Count: n},
			&GlobalOptions{Stdout: &out, Stderr: &out})
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "is over the limit of 100000") {
			t.Errorf("--count %d: %v, want a usage error naming the limit", n, err)
		}
	}
}
