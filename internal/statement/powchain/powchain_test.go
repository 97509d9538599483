package powchain

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`Compute the number of integers $n$ for which $2^{4}<8^{n}<16^{32}$.`)
	if !ok || q.L != "2^{4}" || q.B != "8" || q.R != "16^{32}" || q.LowEq || q.HighEq || q.Positive {
		t.Errorf("chain: %+v %v", q, ok)
	}
	for _, p := range []string{
		`Compute the number of integers $n$ for which $2^{4}<8^{m}<16^{32}$.`,
		`Compute the number of integers $n$ for which $2^{4}<8^{n}+1<16^{32}$.`,
		`Compute the number of integers $n$ for which $2^{4}<8^{n}<16^{32}$ and $n$ is odd.`,
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q read as %+v", p, q)
		}
	}
}
