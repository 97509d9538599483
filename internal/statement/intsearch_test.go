package statement

import "testing"

// TestReadIntSearch: the whole statement must be a search, word for word.
func TestReadIntSearch(t *testing.T) {
	cases := []struct {
		problem string
		kind    SearchKind
		conds   int
	}{
		{"What is the largest three-digit multiple of 13?", SearchInt, 2},
		{"What is the smallest positive integer $n$ such that $17n \\equiv 1234 \\pmod{7}?$", SearchInt, 2},
		{"What is the least positive integer with exactly $10$ positive factors?", SearchInt, 2},
		{"Find the greatest common divisor of 9,009 and 14,014.", SearchGCD, 0},
		{"What is the least common multiple of 6, 8, and 10?", SearchLCM, 0},
		{"What is the largest prime factor of 999?", SearchPrimeFactor, 0},
		{"What is the smallest integer greater than 10 that is both a perfect square and a perfect cube?", SearchInt, 3},
		{"What is the largest three-digit multiple of 13 in the list?", SearchNone, 0},
		{"What is the largest multiple of 13?", SearchInt, 1},
		{"What is the smallest number divisible by 7?", SearchNone, 0},
		{"What is the largest prime factor of $x$?", SearchNone, 0},
		{"What is the sum of the largest and smallest prime factors of 990?", SearchNone, 0},
	}
	for _, c := range cases {
		s, ok := ReadIntSearch(c.problem)
		if !ok {
			s.Kind = SearchNone
		}
		if s.Kind != c.kind || ok && len(s.Conds) != c.conds {
			t.Errorf("%q: kind %d with %d conditions, want %d with %d", c.problem, s.Kind, len(s.Conds), c.kind, c.conds)
		}
	}
}

// TestReadBaseAndDecimalQuestions: base questions and repeating decimals
// asked as fractions are read from exact shapes only.
func TestReadBaseAndDecimalQuestions(t *testing.T) {
	if q, ok := ReadBaseQuestion(`Convert $213_{8}$ to base 10.`); !ok || q.Base != 10 {
		t.Errorf("convert: %v %v", q, ok)
	}
	if _, ok := ReadBaseQuestion(`Convert $213_{8}$ to base 10 and add 5.`); ok {
		t.Errorf("an extra clause read")
	}
	if _, ok := ReadBaseQuestion(`Convert $213$ to base 10.`); ok {
		t.Errorf("no numeral in a base, read")
	}
	if _, _, _, ok := ReadDecimalFraction(`Express $0.\overline{36}$ as a common fraction.`); !ok {
		t.Errorf("repeating decimal not read")
	}
	if _, _, _, ok := ReadDecimalFraction(`Express $0.36$ as a common fraction.`); ok {
		t.Errorf("a terminating decimal read as repeating")
	}
}
