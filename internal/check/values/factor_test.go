package values

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
)

// TestFactorQ: the irreducible factors over ℚ multiply back to the
// polynomial, and each is irreducible.
func TestFactorQ(t *testing.T) {
	c := &checker{decide.NewChecker(context.Background(), decide.Options{Seed: 1})}
	for _, p := range []algebra.Poly{
		algebra.IntPoly(-36, -80, 0, 0, 1),                                    // (x²−4x−2)(x²+4x+18)
		algebra.IntPoly(1, 0, 1, -115, 1, 0, 1),                               // x⁶ + x⁴ − 115x³ + x² + 1
		algebra.IntPoly(-1, -4, 0, 0, 1),                                      // irreducible
		algebra.IntPoly(6, -5, 1),                                             // (x−2)(x−3)
		algebra.PolyMul(algebra.IntPoly(-2, 0, 1), algebra.IntPoly(-3, 0, 1)), // (x²−2)(x²−3)
	} {
		fs, ok := forms.FactorQ(c.Checker, p)
		if !ok {
			t.Fatalf("factorQ(%v) failed", p)
		}
		prod := algebra.Poly{big.NewRat(1, 1)}
		for _, f := range fs {
			prod = algebra.PolyMul(prod, f)
			if irr, why := irreducibleQ(c, f, "x", "f"); why != "" || !irr.Ok {
				t.Errorf("factor %v of %v is not irreducible (%s)", f, p, why)
			}
		}
		if q, r := algebra.Divmod(algebra.Monic(p), algebra.Monic(prod)); len(r) != 0 || q.Deg() != 0 {
			t.Errorf("the factors %v of %v do not multiply back", fs, p)
		}
	}
}
