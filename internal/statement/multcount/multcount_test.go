package multcount

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`How many integers between 1 and 200 are multiples of both 3 and 5 but not of either 4 or 7?`)
	if !ok || q.Lo != 1 || q.Hi != 200 || !q.Between || !q.PosAll || len(q.Pos) != 2 || len(q.Neg) != 2 {
		t.Errorf("between: %+v %v", q, ok)
	}
	q, ok = Read(`How many positive multiples of nine are two-digit numbers?`)
	if !ok || q.Lo != 10 || q.Hi != 99 || len(q.Pos) != 1 || q.Pos[0] != 9 {
		t.Errorf("two-digit: %+v %v", q, ok)
	}
	for _, p := range []string{
		`How many multiples of 6 are greater than -25, but less than 25?`,
		`How many positive integers less than 100 are multiples of 3 and perfect squares?`,
		`How many three-digit numbers are multiples of neither 5 nor 7 but not 3?`,
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q read as %+v", p, q)
		}
	}
}
