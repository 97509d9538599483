package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestResidueWrap (issue 42): a remainder r is mutated to r + m, and leg 1
// refutes it (a series written with dots, read as a sum).
func TestResidueWrap(t *testing.T) {
	problem := `Find the remainder when $1^3 + 2^3 + 3^3 + \dots + 100^3$ is divided by 6.`
	got := answers(generate(problem, `4`), ResidueWrap)
	if !slices.Contains(got, "10") {
		t.Fatalf("residue-wrap mutants of 4: %v, want 10", got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", a, r.Verdict, r.Note)
		}
	}
}
