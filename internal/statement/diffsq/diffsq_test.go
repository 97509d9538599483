package diffsq

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`Compute the number of positive integers less than 25 that cannot be written as the difference of two squares of integers.`)
	if !ok || q.Lo != 1 || q.Hi != 24 || !q.Not {
		t.Errorf("less than: %+v %v", q, ok)
	}
	if q, ok := Read(`Compute the number of positive integers less than 25 that cannot be written as the difference of two squares of primes.`); ok {
		t.Errorf("primes read as %+v", q)
	}
}
