package given

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 4b, part two: the expression constant on an
// infinite solution set ("If $4x=3y$, what is $\frac{2x+y}{3x-2y}$?",
// "If $\frac xy = 2$ and $\frac zx = 4$, what is $\frac zy$?"). The
// conditions and E = N/D are made polynomial (no radical, no absolute
// value, no division inside a denominator, no negative power: then the
// denominators collected are exactly where a formula is undefined); H is
// the product of the conditions' denominators. Two certificates by
// Hilbert's Nullstellensatz, each a Gröbner basis equal to {1}:
//
//   - P₁ = … = Pₖ = 0, 1 − t·(N − r·D)·H = 0 has no complex solution: at
//     every complex point of the conditions where they are defined, N = r·D
//     (or, first tried and cheaper, N − r·D reduces to 0 by the Gröbner
//     basis of P₁, …, Pₖ: it is in their ideal);
//   - P₁ = … = Pₖ = 0, D = 0, 1 − t·H = 0 has no complex solution: E's
//     denominator vanishes at no such point.
//
// So E = r at every solution, real or complex. The real solution set must
// not be empty: a real solution is found exactly by fixing some unknowns
// to small integers and solving the rest (solveExactly); none found, no
// verdict. Only a confirmation is given this way.

// maxRabDegree and maxRabTerms bound the polynomial t multiplies in a
// certificate (a deterministic limit: past it, no verdict).
const (
	maxRabDegree = 8
	maxRabTerms  = 60
	maxDomDegree = 12 // h and E's denominator together
)

// rabName is the extra unknown of the certificates.
const rabName = "t_{rab}"

// witnessValues are the values tried for a fixed unknown.
var witnessValues = []int64{1, 2, -1, 0, 3, -2, 5}

// maxWitnessTries bounds the systems solved while looking for a real
// solution.
const maxWitnessTries = 48

// givenConstant proves E = r on the whole solution set of the conditions
// and finds a real solution; the note says how. ok is false when either
// certificate or the witness is not found within the limits.
func (c *checker) givenConstant(gv statement.GivenValue, vars []string, r *big.Rat) (string, bool) {
	if slices.Contains(vars, rabName) || !plainDenominators(gv.Expr) {
		return "", false
	}
	unknowns := append([]string{rabName}, vars...)
	b := forms.NewAlgBuilder(c.Checker, unknowns)
	var polys []algebra.Mpoly
	h := b.One()
	var dens []algebra.Mpoly // the distinct denominators, h their product
	for _, rel := range gv.Conds {
		if !plainDenominators(rel.Args[0]) || !plainDenominators(rel.Args[1]) {
			return "", false
		}
		d, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]})
		if !ok {
			return "", false
		}
		if len(d.Num) > 0 {
			polys = append(polys, d.Num)
		}
		if !slices.ContainsFunc(dens, func(q algebra.Mpoly) bool { return algebra.Mequal(q, d.Den) }) {
			dens = append(dens, d.Den)
			h = algebra.Mmul(h, d.Den)
		}
	}
	if gv.Nonzero {
		// "nonzero real numbers": a point with a name 0 is no solution.
		for _, v := range gv.Names {
			h = algebra.Mmul(h, algebra.Mvar(b.N, slices.Index(unknowns, v)))
		}
	}
	e, ok := b.Conv(gv.Expr)
	if !ok || len(b.Aux) > 0 || len(polys) == 0 && len(gv.Conds) > 0 {
		return "", false
	}
	t := algebra.Mvar(b.N, 0)
	// f = N − r·D
	f := algebra.Madd(e.Num, algebra.Mmul(algebra.Mconst(b.N, r), e.Den), true)
	if len(f) > 0 && !inIdeal(c.Ctx, f, polys) {
		fh := algebra.Mmul(f, h)
		if algebra.Mdegree(fh) > maxRabDegree || len(fh) > maxRabTerms {
			return "", false
		}
		rab := algebra.Madd(b.One(), algebra.Mmul(t, fh), true)
		if !unitIdeal(c.Ctx, append(slices.Clone(polys), rab)) {
			return "", false
		}
	}
	if algebra.Mdegree(e.Den) > 0 {
		if algebra.Mdegree(h)+algebra.Mdegree(e.Den) > maxDomDegree {
			return "", false
		}
		dom := algebra.Madd(b.One(), algebra.Mmul(t, h), true)
		if !unitIdeal(c.Ctx, append(slices.Clone(polys), e.Den, dom)) {
			return "", false
		}
	}
	w, ok := c.givenWitness(gv, vars)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("the numerator of E − %s vanishes wherever the conditions hold and are defined (it is in the ideal of the conditions' numerators, or 1 − t·(numerator)·(their denominators) adjoined gives the Gröbner basis {1}), and E's denominator vanishes nowhere there (a constant, or 1 − t·(their denominators) with it gives {1}); a real solution: %s", r.RatString(), w), true
}

// inIdeal reports f in the ideal of ps: its remainder by their Gröbner
// basis is 0 (then f vanishes wherever every p does).
func inIdeal(ctx context.Context, f algebra.Mpoly, ps []algebra.Mpoly) bool {
	if len(ps) == 0 {
		return false
	}
	g, ok := algebra.Groebner(ctx, ps)
	return ok && len(algebra.Mreduce(f, g)) == 0
}

// unitIdeal reports a Gröbner basis {1}: the polynomials have no common
// complex zero.
func unitIdeal(ctx context.Context, ps []algebra.Mpoly) bool {
	for _, p := range ps {
		if len(p) == 0 {
			return false // 0 = 0 is no constraint
		}
	}
	g, ok := algebra.Groebner(ctx, ps)
	if !ok {
		return false
	}
	for _, q := range g {
		if len(q) > 0 && algebra.Mdegree(q) == 0 {
			return true
		}
	}
	return false
}

// givenWitness finds a real solution of the conditions: some unknowns
// fixed to small integers, the rest solved exactly (a finite, non-empty
// set); it returns the point for a note.
func (c *checker) givenWitness(gv statement.GivenValue, vars []string) (string, bool) {
	conds := gv.Conds
	if len(conds) == 0 && len(givenDeclared(gv).Conds) == 0 {
		return "any real point (there is no condition)", true
	}
	tries := 0
	n := len(vars)
	for m := 1; m < n; m++ {
		for mask := 0; mask < 1<<n; mask++ {
			if bitCount(mask) != m {
				continue
			}
			for _, val := range witnessValues {
				if tries++; tries > maxWitnessTries || c.Stopped() != nil {
					return "", false
				}
				rels := slices.Clone(conds)
				for k, v := range vars {
					if mask&(1<<k) != 0 {
						rels = append(rels, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: v}, &ast.Number{Int: fmt.Sprint(val)}}})
					}
				}
				sols, _, why := forms.SolveExactly(c.Checker, givenDeclared(gv), rels, vars)
				if why == "" && len(sols) > 0 {
					return givenPointText(sols[0], vars), true
				}
			}
		}
	}
	return "", false
}

func bitCount(m int) int {
	n := 0
	for ; m > 0; m &= m - 1 {
		n++
	}
	return n
}

// plainDenominators reports a formula whose denominators are polynomials:
// no division or negative power inside a denominator, no negative or
// fractional power anywhere.
func plainDenominators(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(x ast.Expr) bool {
		b, isBin := x.(*ast.Binary)
		if !isBin {
			return ok
		}
		switch b.Op {
		case ast.Div:
			if hasDivOrPow(b.Y) {
				ok = false
			}
		case ast.Pow:
			if k, isInt := statement.IntLiteral(b.Y); !isInt || k < 0 {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// hasDivOrPow reports a division or a power that is not a positive
// integer literal.
func hasDivOrPow(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if b, ok := x.(*ast.Binary); ok {
			if b.Op == ast.Div {
				found = true
			}
			if b.Op == ast.Pow {
				if k, isInt := statement.IntLiteral(b.Y); !isInt || k < 1 {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
