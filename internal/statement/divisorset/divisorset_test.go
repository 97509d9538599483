package divisorset

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`Compute the sum of all positive two-digit factors of $2^{32}-1$.`)
	if !ok || q.Ask != AskSum || q.Filter != FilterTwoDigit || q.N != `2^{32}-1` {
		t.Errorf("two-digit factors: %+v %v", q, ok)
	}
	q, ok = Read(`Find the number of distinct positive divisors of $(30)^4$ excluding 1 and $(30)^4$.`)
	if !ok || q.Ask != AskCount || q.Filter != FilterNonTrivial {
		t.Errorf("excluding: %+v %v", q, ok)
	}
	for _, p := range []string{
		`Find the number of positive divisors of 9!.`,                                 // the cue table's
		`What is the sum of the odd integer divisors of $6300$?`,                      // negative divisors?
		`Find the number of distinct positive divisors of $30$ excluding 1 and $31$.`, // another number
		`What is the sum of all of the odd divisors of $6300$ and of $7$?`,
		`What is the sum of the prime factors of 12?`, // 2 counted twice?
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q read as %+v", p, q)
		}
	}
}
