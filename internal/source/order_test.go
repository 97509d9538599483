package source

import "testing"

func TestNaturalLess(t *testing.T) {
	ordered := []string{"dgn.algebra.2", "dgn.algebra.10", "dgn.core.1.001", "dgn.core.1.002", "dgn.core.2.001", "dgn.core.10.001", "dgn.core.10.001-2",
		"http://x/p2.html", "http://x/p02.html", "http://x/p10.html", "http://x/p10.html item 2", "http://x/p10.html item 10"}
	for i := 0; i+1 < len(ordered); i++ {
		if !NaturalLess(ordered[i], ordered[i+1]) || NaturalLess(ordered[i+1], ordered[i]) {
			t.Errorf("%q < %q fails", ordered[i], ordered[i+1])
		}
	}
	if NaturalLess("a1", "a1") {
		t.Error("a1 < a1")
	}
}
