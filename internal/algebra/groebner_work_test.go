package algebra

import (
	"context"
	"math/big"
	"testing"
)

// symmetricSystem is (m+n+p)(mn+mp+np) = s, m^e(n+p)+n^e(m+p)+p^e(m+n) = t
// and w = mnp, in the variables m, n, p, w (lexicographic): the conditions
// of MATH's "what is the value of mnp?" rows (e = 2).
func symmetricSystem(e int, s, t int64) []Mpoly {
	v := func(i int) Mpoly { return Mvar(4, i) }
	m, n, p, w := v(0), v(1), v(2), v(3)
	add := func(a, b Mpoly) Mpoly { return Madd(a, b, false) }
	sub := func(a, b Mpoly) Mpoly { return Madd(a, b, true) }
	k := func(c int64) Mpoly { return Mconst(4, big.NewRat(c, 1)) }
	pow := func(x Mpoly) Mpoly {
		out := x
		for range e - 1 {
			out = Mmul(out, x)
		}
		return out
	}
	e1 := add(add(m, n), p)
	e2 := add(add(Mmul(m, n), Mmul(m, p)), Mmul(n, p))
	f1 := sub(Mmul(e1, e2), k(s))
	f2 := sub(add(add(Mmul(pow(m), add(n, p)), Mmul(pow(n), add(m, p))), Mmul(pow(p), add(m, n))), k(t))
	f3 := sub(w, Mmul(Mmul(m, n), p))
	return []Mpoly{f1, f2, f3}
}

// TestGroebnerWorkBound: a Buchberger run whose rationals grow stops at
// MaxGBWork, the same on every run, instead of reducing for as long as the
// wall clock lets it. A MATH variant with the statement's integers raised
// ((m+n+p)(mn+mp+np) = 26 and m^3(n+p)+... = 5) took 16 s of CPU, and on a
// loaded machine it reached verify's net and was held back. MATH's own
// system (m^2(n+p)+... = 4) stays well within the bound.
func TestGroebnerWorkBound(t *testing.T) {
	ctx := context.Background()
	_, ok, work := groebner(ctx, symmetricSystem(3, 26, 5))
	if ok {
		t.Fatalf("the growing run finished (work %d): the system no longer exercises the bound", work)
	}
	if work <= MaxGBWork || work > MaxGBWork+MaxGBWork/10 {
		t.Errorf("the growing run stopped at work %d, want just past MaxGBWork %d", work, MaxGBWork)
	}
	if _, ok2, work2 := groebner(ctx, symmetricSystem(3, 26, 5)); ok2 || work2 != work {
		t.Errorf("a second run did work %d (ok %v), the first %d", work2, ok2, work)
	}
	g, ok, work := groebner(ctx, symmetricSystem(2, 25, 4))
	if !ok || work > MaxGBWork/4 {
		t.Fatalf("MATH's own system: ok %v, work %d", ok, work)
	}
	if len(g) == 0 {
		t.Fatal("no basis")
	}
}
