// Package algebra is exact mathematics that knows nothing of problem
// statements: the bottom layer of leg 1 (docs/leg1-layers.md), below the
// statement reader (internal/statement) and the provers (internal/check).
//
// It owns:
//
//   - univariate polynomials over the rationals (poly.go: arithmetic,
//     division, gcd, Sturm sequences, exact real-root isolation and
//     refinement, RealRoot), multivariate ones (mpoly.go), rational
//     functions (ratfunc.go) and factorisation over ℚ (factor.go);
//   - exact decisions at algebraic points: whether a polynomial or a
//     rational function vanishes or equals a rational at an isolated root
//     (algebraic.go: a Sturm count of a gcd on the isolating interval);
//   - solving polynomial and rational inequalities exactly (ineqsolve.go);
//   - the polynomial whose roots are the sums, differences or products of
//     pairs of roots of another (pairroots.go);
//   - integer arithmetic of closed formulas, modulo m and in ℤ/m, gcd and
//     lcm, all size-bounded (intexpr.go), and the remainder of a
//     polynomial division in ℚ[x] (polyrem.go);
//   - calculus as formulas: Derivative by the rules of differentiation and
//     Antiderivative from a table of forms in a linear argument, with the
//     conditions under which it is valid (deriv.go, antideriv.go);
//   - exact rationals written as literals (rat.go), and PrecBits, the
//     precision at which irrational roots are approximated for notes.
//
// It does not read statements (internal/statement does), evaluate general
// expressions (internal/cas does) or decide verdicts and notes
// (internal/check does). A form it does not know is reported with
// ok == false, never guessed. It imports only internal/latex/ast and
// internal/cas of ours.
package algebra
