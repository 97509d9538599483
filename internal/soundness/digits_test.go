package soundness

import (
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestDigitSwaps: two adjacent different digits swapped, never a leading
// zero made, never a periodic decimal touched.
func TestDigitSwaps(t *testing.T) {
	cases := []struct {
		n    ast.Number
		want []string
	}{
		{ast.Number{Int: "1234"}, []string{"2134", "1324", "1243"}},
		{ast.Number{Int: "103"}, []string{"130"}},
		{ast.Number{Int: "11"}, nil},
		{ast.Number{Int: "3", Frac: "75"}, []string{"3.57"}},
		{ast.Number{Int: "0", Repeat: "12"}, nil},
	}
	for _, c := range cases {
		var got []string
		for _, e := range digitSwaps(&c.n) {
			got = append(got, ast.Print(e))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%+v: got %v, want %v", c.n, got, c.want)
		}
	}
	g := generate(`What is $4\cdot 6+8\cdot 3-28\div 2$?`, `34`)
	found := false
	for _, m := range g.Mutants {
		found = found || m.Type == DigitSwap && m.Answer == "43"
	}
	if !found {
		t.Errorf("no digit-swap mutant 43 of 34: %v", g.Mutants)
	}
}
