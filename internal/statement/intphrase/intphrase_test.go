package intphrase

import "testing"

// TestRead: the sentences read, with their kind and numbers, and the
// statements left alone (more words, an unknown number, no cue word).
func TestRead(t *testing.T) {
	for _, c := range []struct {
		s      string
		kind   Kind
		k      int64
		filter string
	}{
		{"What is the remainder when 5 to the 999,999th power is divided by 7?", Remainder, 0, ""},
		{"What is the units digit when $7^{53}$ is multiplied out?", DigitAt, 0, ""},
		{"What is the hundreds digit in the following product: $5 \\times 6 \\times 7$ ?", DigitAt, 2, ""},
		{"What are the rightmost three digits of $5^{1993}$?", LastDigits, 3, ""},
		{"How many distinct, positive factors does $1100$ have?", DivisorCount, 0, ""},
		{"What is the sum of all of the odd positive divisors of $180$?", DivisorSum, 0, "odd"},
		{"What is the $100$th digit after the decimal point when $\\frac{3}{26}$ is expressed as a decimal?", DecimalDigit, 100, ""},
		{"What is the digit in the thousandths place of the decimal equivalent of $\\frac{3}{16}$?", DecimalDigit, 3, ""},
		{"How many different primes appear in the prime factorization of $20!$ (20 factorial)?", PrimeCount, 0, ""},
	} {
		q, ok := Read(c.s)
		if !ok || q.Kind != c.kind || q.K != c.k || q.Filter != c.filter {
			t.Errorf("%q: %+v %v, want kind %d k %d filter %q", c.s, q, ok, c.kind, c.k, c.filter)
		}
	}
	for _, s := range []string{
		"What is the remainder when $n$ is divided by 7 if $n$ is odd?",
		"How many even and odd divisors does $7!$ have?",
		"What is the remainder when 5 to the 99,99th power is divided by 7?",
		"What is the units digit when $7^{53}$ is multiplied out? Explain.",
		"What is the value of $7^{53}$?",
	} {
		if q, ok := Read(s); ok {
			t.Errorf("%q read as %+v", s, q)
		}
	}
}
