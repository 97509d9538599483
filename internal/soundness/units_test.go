package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnitSlipDefined: a unit the statement defines (issue 42, Gaokao)
// gets the unit slip too (the ratio inverted); leg 1 refutes it.
func TestUnitSlipDefined(t *testing.T) {
	p := `A distance 112 furlongs is equivalent to how many feet (1 furlong = 220 yards).`
	got := answers(generate(p, `73920`), UnitSlip)
	if !slices.Equal(got, []string{`\frac{28}{165}`}) {
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}
