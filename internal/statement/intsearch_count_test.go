package statement

import "testing"

// TestReadIntCount: "how many" statements read as counts, word for word;
// the words with two readings are Loose, and one unknown word is not read.
func TestReadIntCount(t *testing.T) {
	cases := []struct {
		problem string
		ok      bool
		conds   int
		loose   bool
	}{
		{"How many positive three-digit integers are not multiples of 7?", true, 3, false},
		{"How many positive factors does 48 have?", true, 2, false},
		{"How many factors of 8000 are perfect squares?", true, 3, true},
		{"How many integers between 15 and 85 are divisible by 20?", true, 2, true},
		{"How many integers between 15 and 85, inclusive, are divisible by 20?", true, 2, false},
		{"How many natural numbers between 150 and 300 are divisible by 9?", true, 3, true},
		{"How many of the 401 integers from $-200$ to $200$ are congruent to $5 \\pmod{13}?$", true, 2, false},
		{"How many of the 400 integers from $-200$ to $200$ are congruent to $5 \\pmod{13}?$", false, 0, false},
		{"How many positive divisors do 48 and 156 have in common?", true, 3, false},
		{"How many integers $n$ satisfy $0<n<60$ and $4n\\equiv 2\\pmod 6?$", true, 3, false},
		{"How many positive three-digit integers are not multiples of 7 in the list?", false, 0, false},
		{"How many numbers between 1 and 2005 are integer multiples of 3 or 4 but not 12?", false, 0, false},
		{"How many positive factors does 48 have in the list?", false, 0, false},
	}
	for _, c := range cases {
		s, ok := ReadIntSearch(c.problem)
		if ok != c.ok || ok && (s.Kind != SearchCount || len(s.Conds) != c.conds) {
			t.Errorf("%q: read %v, kind %d, %d conditions; want %v with %d", c.problem, ok, s.Kind, len(s.Conds), c.ok, c.conds)
			continue
		}
		loose := false
		for _, d := range s.Conds {
			loose = loose || d.Loose
		}
		if ok && loose != c.loose {
			t.Errorf("%q: loose %v, want %v", c.problem, loose, c.loose)
		}
	}
}
