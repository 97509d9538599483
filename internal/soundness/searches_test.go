package soundness

import "testing"

// TestSearchStep: the answer of an integer search is mutated to n ± m for
// the numbers m of the statement.
func TestSearchStep(t *testing.T) {
	got := answers(generate(`What is the largest three-digit multiple of 13?`, `988`), SearchStep)
	want := map[string]bool{"1001": true, "975": true}
	for _, a := range got {
		delete(want, a)
	}
	if len(want) != 0 {
		t.Errorf("search-step mutants of 988: %v, missing %v", got, want)
	}
	if got := answers(generate(`Compute $5+6$.`, `11`), SearchStep); len(got) != 0 {
		t.Errorf("search-step mutants without a search: %v", got)
	}
	got = answers(generate(`What is the greatest multiple of 99 that is less than 0?`, `-99`), SearchStep)
	if len(got) == 0 || got[0] != "0" && got[0] != "-198" {
		t.Errorf("search-step mutants of -99: %v", got)
	}
}
