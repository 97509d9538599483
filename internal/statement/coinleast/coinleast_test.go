package coinleast

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $10 \%$.`)
	if !ok || !q.Same || q.Bound != "10" || !q.Percent {
		t.Errorf("same: %+v %v", q, ok)
	}
	for _, p := range []string{
		`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is more than $10 \%$.`,
		`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $10.5 \%$.`,
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q read as %+v", p, q)
		}
	}
}
