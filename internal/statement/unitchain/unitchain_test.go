package unitchain

import "testing"

// TestRead: the sentence read with its three equivalences; near misses
// not read.
func TestRead(t *testing.T) {
	q, ok := Read(`If $4$ wands are equivalent to $6$ rands and $24$ rands are equivalent to $8$ fands, how many wands are equivalent to $5$ fands?`)
	if !ok || q.Given[0].Unit != [2]string{"wands", "rands"} || q.Given[1].N[0].RatString() != "24" || q.Asked.Unit != [2]string{"wands", "fands"} || q.Asked.N[1].RatString() != "5" {
		t.Errorf("got %v %+v", ok, q)
	}
	for _, p := range []string{
		`If 4 daps = 7 yaps, and 5 yaps = 3 baps, how many daps equal 42 baps and 3 yaps?`, // more asked
		`If 4 daps = 7 yaps, how many daps equal 42 yaps?`,                                 // one equivalence
		`If 4 daps = 7 big yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?`,        // a word more
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
