package integers

import (
	"math"
	"math/big"
	"math/cmplx"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// The evidence of a remainder whose quotient is too long to write out
// (quotientEvidence): the remainder's defining check at the divisor's
// roots.

// maxRootsDegree bounds the divisors a remainder's evidence is given at
// the roots of; rootSteps bounds the iterations that find them.
const (
	maxRootsDegree = 12
	rootSteps      = 500
)

// rootsEvidence is the remainder's defining check at the roots of a
// divisor b with distinct roots: the dividend and the answer, with x
// replaced by a root z of b (its parts as decimals of doubles), compared
// with i the imaginary unit (Comparison.Complex). They are equal at every
// root exactly when b divides the dividend minus the answer, that is (the
// answer of degree below b's) when the answer is the remainder r. For a
// refutation (ar differs from r) only the roots where the answer and r
// differ are given, those where leg 1 finds |ar(z) - r(z)| above 1e-6.
// ok is false when b has a repeated root, a degree above maxRootsDegree,
// or roots not found to 1e-12 (relative).
func rootsEvidence(dividend ast.Expr, b, r, ar algebra.Poly, x string, ans ast.Expr) ([]decide.Comparison, bool) {
	if b.Deg() > maxRootsDegree || algebra.DistinctRoots(b) != b.Deg() {
		return nil, false
	}
	zs, ok := complexRoots(b)
	if !ok {
		return nil, false
	}
	same := algebra.PolyEqual(r, ar)
	diff := algebra.SubPoly(ar, r)
	var out []decide.Comparison
	for _, z := range zs {
		if !same && cmplx.Abs(evalC(toC(diff), z)) <= 1e-6 {
			continue
		}
		ze := complexExpr(z)
		at := map[string]ast.Expr{x: ze}
		out = append(out, decide.Comparison{What: "the dividend against the answer at the divisor's root " + x + " ≈ " + ast.Print(ze),
			Left: forms.ReplaceNames(dividend, at), Right: forms.ReplaceNames(ans, at), Want: record.WantEqual, Complex: true})
	}
	return out, len(out) > 0
}

// complexRoots are the roots of p (distinct, degree at least 1) in
// doubles, by the Durand–Kerner iteration; ok is false when they do not
// reach |p(z)| ≤ 1e-12 times the size of p's terms at z.
func complexRoots(p algebra.Poly) ([]complex128, bool) {
	n := p.Deg()
	c := toC(p)
	for k := range c { // monic
		c[k] /= c[n]
	}
	zs := make([]complex128, n)
	for k := range zs {
		zs[k] = cmplx.Pow(complex(0.4, 0.9), complex(float64(k), 0))
	}
	for range rootSteps {
		moved := 0.0
		for k := range zs {
			den := complex(1, 0)
			for j := range zs {
				if j != k {
					den *= zs[k] - zs[j]
				}
			}
			if den == 0 {
				return nil, false
			}
			d := evalC(c, zs[k]) / den
			zs[k] -= d
			moved = math.Max(moved, cmplx.Abs(d)/(1+cmplx.Abs(zs[k])))
		}
		if moved < 1e-15 {
			break
		}
	}
	for _, z := range zs {
		size := 0.0
		pw := 1.0
		for _, ck := range c {
			size += cmplx.Abs(ck) * pw
			pw *= cmplx.Abs(z)
		}
		if v := evalC(c, z); cmplx.IsNaN(v) || cmplx.Abs(v) > 1e-12*size {
			return nil, false
		}
	}
	return zs, true
}

// evalC is p at z by Horner's rule, in doubles.
func evalC(p []complex128, z complex128) complex128 {
	out := complex(0, 0)
	for k := len(p) - 1; k >= 0; k-- {
		out = out*z + p[k]
	}
	return out
}

// toC is p's coefficients in doubles.
func toC(p algebra.Poly) []complex128 {
	out := make([]complex128, len(p))
	for k, c := range p {
		f, _ := c.Float64()
		out[k] = complex(f, 0)
	}
	return out
}

// complexExpr writes z as a + b·i, its parts to 17 decimals.
func complexExpr(z complex128) ast.Expr {
	part := func(f float64) ast.Expr { return decide.ValueExprDigits(cas.Float(big.NewFloat(f)), 17) }
	im := &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: part(math.Abs(imag(z))), Y: &ast.Ident{Name: "i"}}
	if imag(z) < 0 {
		return &ast.Binary{Op: ast.Sub, X: part(real(z)), Y: im}
	}
	return &ast.Binary{Op: ast.Add, X: part(real(z)), Y: im}
}
