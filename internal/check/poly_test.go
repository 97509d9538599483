package check

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootAtIsolationEnd: a root at the end of an isolating interval (0 is
// the midpoint of the first bisection of x^2-2x) once made the bisection of
// the next interval walk onto it, so the roots came out as 0, 0 and the
// answer "0" was confirmed with the root 2 missing.
func TestRootAtIsolationEnd(t *testing.T) {
	runVerdictCases(t, []verdictCase{
		{"Solve the equation $x^2-2x=0$.", "0", record.Refute},
		{"Solve the equation $x^2-2x=0$.", "0; 2", record.Confirm},
		{"Solve the equation $x^3-x=0$.", "0; 1", record.Refute},
		{"Solve the equation $x^3-x=0$.", "-1; 0; 1", record.Confirm},
	})
	roots := algebra.RealRoots(algebra.Poly{big.NewRat(0, 1), big.NewRat(-2, 1), big.NewRat(1, 1)})
	var got []string
	for _, r := range roots {
		got = append(got, r.String())
	}
	if strings.Join(got, ",") != "0,2" {
		t.Errorf("real roots of x^2-2x: %v, want 0,2", got)
	}
}

// TestSignerAgreesWithEval: the integer sign of a polynomial at a rational
// is the sign of its exact value, on random polynomials (rational
// coefficients, some zero) at random rationals, roots among them.
func TestSignerAgreesWithEval(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 9))
	rat := func() *big.Rat {
		return big.NewRat(r.Int64N(2001)-1000, r.Int64N(97)+1)
	}
	for range 3000 {
		p := make(algebra.Poly, r.IntN(6)+1)
		for i := range p {
			p[i] = rat()
			if r.IntN(4) == 0 {
				p[i] = new(big.Rat)
			}
		}
		sg := algebra.NewSigner(p)
		xs := []*big.Rat{rat(), rat(), new(big.Rat)}
		if len(p) == 2 && p[1].Sign() != 0 { // the root of a linear p
			xs = append(xs, new(big.Rat).Neg(new(big.Rat).Quo(p[0], p[1])))
		}
		for _, x := range xs {
			if got, want := sg.Sign(x), p.Eval(x).Sign(); got != want {
				t.Fatalf("p=%v at %v: sign %d, want %d", p, x, got, want)
			}
		}
	}
}
