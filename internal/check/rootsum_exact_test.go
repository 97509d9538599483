package check

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootSumExact: the sum and product of the real roots of a polynomial
// with non-real roots are exact when each irreducible factor over ℚ has
// all its roots real or none; near misses are refuted; a factor with
// both real and non-real roots gives an algebraic value decided exactly
// against a surd answer (rootpair_exact_test.go).
func TestRootSumExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		// x⁴ − 80x − 36 = (x² − 4x − 2)(x² + 4x + 18)
		{`Find the sum of the real roots of $x^4 - 80x - 36 = 0$.`, "4", C, "equal exactly"},
		{`Find the sum of the real roots of $x^4 - 80x - 36 = 0$.`, "4+10^{-40}", R, "differs from it by 1e-40"},
		{`Find the product of the real roots of $x^4 - 80x - 36 = 0$.`, "-2", C, "equal exactly"},
		// a factor x² − 5x + 1 and non-real roots otherwise
		{`Find the sum of the real roots of $x^6 + x^4 - 115x^3 + x^2 + 1 = 0$.`, "5", C, "equal exactly"},
		// x⁴ − 4x − 1 is irreducible with two real roots: their sum is √2
		{`Find the sum of the real roots of $x^4 - 4x - 1 = 0$.`, `\sqrt{2}`, C, "equal exactly"},
	})
}

// TestFactorQ: the irreducible factors over ℚ multiply back to the
// polynomial, and each is irreducible.
func TestFactorQ(t *testing.T) {
	c := newChecker(context.Background(), Options{Seed: 1})
	for _, p := range []algebra.Poly{
		algebra.IntPoly(-36, -80, 0, 0, 1),                                    // (x²−4x−2)(x²+4x+18)
		algebra.IntPoly(1, 0, 1, -115, 1, 0, 1),                               // x⁶ + x⁴ − 115x³ + x² + 1
		algebra.IntPoly(-1, -4, 0, 0, 1),                                      // irreducible
		algebra.IntPoly(6, -5, 1),                                             // (x−2)(x−3)
		algebra.PolyMul(algebra.IntPoly(-2, 0, 1), algebra.IntPoly(-3, 0, 1)), // (x²−2)(x²−3)
	} {
		fs, ok := factorQ(c, p)
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
