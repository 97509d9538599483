package check

import (
	"math/big"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootAtIsolationEnd: a root at the end of an isolating interval (0 is
// the midpoint of the first bisection of x^2-2x) once made the bisection of
// the next interval walk onto it, so the roots came out as 0, 0 and the
// answer "0" was confirmed with the root 2 missing.
func TestRootAtIsolationEnd(t *testing.T) {
	runVerdictCases(t, []verdictCase{
		{"Solve the equation $x^2-2x=0$.", "0", record.Refute},
		{"Solve the equation $x^2-2x=0$.", "0; 2", record.Confirm},
		{"Solve the equation $x^3-x=0$.", "0; 1", record.Refute},
		{"Solve the equation $x^3-x=0$.", "-1; 0; 1", record.Confirm},
	})
	roots := realRoots(poly{big.NewRat(0, 1), big.NewRat(-2, 1), big.NewRat(1, 1)})
	var got []string
	for _, r := range roots {
		got = append(got, r.String())
	}
	if strings.Join(got, ",") != "0,2" {
		t.Errorf("real roots of x^2-2x: %v, want 0,2", got)
	}
}
