package jsmath

import "testing"

// TestNewEngineCompilesNothing: making an engine neither compiles the
// bundle nor creates a runtime (a run whose changed rows need no
// evaluation pays for neither); compiling math.js's bundle makes
// hundreds of thousands of allocations.
func TestNewEngineCompilesNothing(t *testing.T) {
	allocs := testing.AllocsPerRun(3, func() {
		if _, err := NewEngine(Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 100 {
		t.Errorf("NewEngine made %.0f allocations: it compiles or starts something", allocs)
	}
}
