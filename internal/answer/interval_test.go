package answer

import (
	"math/big"
	"testing"
)

// q is the exact end a/b; d is a decimal end printed with dec digits.
func q(a, b int64) End { return End{R: big.NewRat(a, b)} }
func d(s string, dec int) End {
	r, _ := new(big.Rat).SetString(s)
	return End{R: r, Dec: dec}
}
func fl(s string) End {
	f, _, _ := big.ParseFloat(s, 10, EndPrec, big.ToNearestEven)
	return End{F: f}
}
func iv(lo, hi End, lc, hc bool) Interval { return NewInterval(lo, hi, lc, hc) }

func TestNormalizeIntervals(t *testing.T) {
	got, ok := NormalizeIntervals([]Interval{
		iv(q(2, 1), q(3, 1), false, false), // (2, 3)
		Point(q(7, 1)),                     // {7}
		iv(q(1, 1), q(2, 1), true, true),   // [1, 2]: touches (2, 3) at a closed end
		iv(q(5, 1), PosInf, true, true),    // [5, ∞): ∞ is never closed
		iv(q(6, 1), q(8, 1), false, false), // (6, 8) inside [5, ∞)
	}, nil)
	if !ok {
		t.Fatal("NormalizeIntervals refused a well-formed union")
	}
	want := []Interval{iv(q(1, 1), q(3, 1), true, false), iv(q(5, 1), PosInf, true, false)}
	if eq, _ := EqualIntervals(got, want, nil); !eq || len(got) != 2 || got[1].HiClosed {
		t.Errorf("normalized = %+v, want [1, 3) ∪ [5, ∞)", got)
	}
	// Two open ends at the same point do not touch: (1, 2) ∪ (2, 3) stays two pieces.
	got, _ = NormalizeIntervals([]Interval{iv(q(2, 1), q(3, 1), false, false), iv(q(1, 1), q(2, 1), false, false)}, nil)
	if len(got) != 2 {
		t.Errorf("(1, 2) ∪ (2, 3) normalized to %d pieces, want 2", len(got))
	}
	for _, bad := range []Interval{iv(q(3, 1), q(1, 1), true, true), iv(q(1, 1), q(1, 1), true, false)} {
		if _, ok := NormalizeIntervals([]Interval{bad}, nil); ok {
			t.Errorf("NormalizeIntervals accepted the empty or reversed %+v", bad)
		}
	}
}

func TestEqualIntervals(t *testing.T) {
	cases := []struct {
		name          string
		g, p          []Interval
		tol           *Tolerance
		equal, decide bool
	}{
		{"pieces in another order", []Interval{Point(q(0, 1)), iv(q(1, 1), q(2, 1), false, true)},
			[]Interval{iv(q(1, 1), q(2, 1), false, true), Point(q(0, 1))}, nil, true, true},
		{"touching pieces merge", []Interval{iv(NegInf, q(1, 1), false, true), iv(q(1, 1), PosInf, false, false)},
			[]Interval{iv(NegInf, PosInf, false, false)}, nil, true, true},
		{"an open end is not a closed one", []Interval{iv(q(5, 1), PosInf, true, false)},
			[]Interval{iv(q(5, 1), PosInf, false, false)}, nil, false, true},
		{"exact ends exactly", []Interval{iv(q(1, 3), q(1, 1), true, true)},
			[]Interval{iv(q(333333, 1000000), q(1, 1), true, true)}, nil, false, true},
		{"a rounded end within half a unit", []Interval{iv(q(1, 3), q(1, 1), true, true)},
			[]Interval{iv(d("0.3333", 4), q(1, 1), true, true)}, nil, true, true},
		{"a rounded end beyond half a unit", []Interval{iv(q(1, 3), q(1, 1), true, true)},
			[]Interval{iv(d("0.3334", 4), q(1, 1), true, true)}, nil, false, true},
		{"a decimal against a decimal stays exact", []Interval{iv(d("0.33", 2), q(1, 1), true, true)},
			[]Interval{iv(d("0.34", 2), q(1, 1), true, true)}, nil, false, true},
		{"a tolerance for both sides", []Interval{iv(q(1, 1), q(2, 1), true, true)},
			[]Interval{iv(q(1000000001, 1000000000), q(2, 1), true, true)}, &Tolerance{Rel: 1e-6, Abs: 1e-9}, true, true},
		{"an inexact end against an exact one", []Interval{iv(fl("1.4142135623730950488016887242096980785696718753769"), q(2, 1), false, false)},
			[]Interval{iv(fl("1.4142135623730950488016887242096980785696718753769"), q(2, 1), false, false)}, nil, true, true},
		{"an inexact end is still compared", []Interval{iv(fl("1.41421356"), q(2, 1), false, false)},
			[]Interval{iv(fl("1.41421357"), q(2, 1), false, false)}, nil, false, true},
		{"an empty piece is not read", []Interval{iv(q(2, 1), q(1, 1), true, true)},
			[]Interval{iv(q(1, 1), q(2, 1), true, true)}, nil, false, false},
		{"a point is not an interval", []Interval{Point(q(1, 1))},
			[]Interval{iv(q(1, 1), q(2, 1), true, true)}, nil, false, true},
	}
	for _, c := range cases {
		eq, dec := EqualIntervals(c.g, c.p, c.tol)
		if eq != c.equal || dec != c.decide {
			t.Errorf("%s: EqualIntervals = %v, %v; want %v, %v", c.name, eq, dec, c.equal, c.decide)
		}
		eq2, dec2 := EqualIntervals(c.p, c.g, c.tol)
		if eq2 != eq || dec2 != dec {
			t.Errorf("%s: EqualIntervals is not symmetric", c.name)
		}
	}
}

func TestEndNeg(t *testing.T) {
	if n := PosInf.Neg(); n.Inf != -1 {
		t.Errorf("-(+∞) = %+v", n)
	}
	if n := d("0.25", 2).Neg(); n.R.Cmp(big.NewRat(-1, 4)) != 0 {
		t.Errorf("-(0.25) = %v", n.R)
	}
	if n := fl("2.5").Neg(); n.F.Cmp(big.NewFloat(-2.5)) != 0 {
		t.Errorf("-(2.5 inexact) = %v", n.F)
	}
}
