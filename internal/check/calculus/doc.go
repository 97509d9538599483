// Package calculus proves limits, derivatives, integrals, areas and
// extreme values.
//
// A limit, integral or derivative (CheckCalculus) is taken, in this
// order: exactly (polynomials and rational functions: a derivative at a
// rational point, an integral with a rational antiderivative and no pole
// on the interval, a limit at a rational point or at ±∞); from a closed
// form, to the evaluator's precision (a definite integral from an
// antiderivative in internal/algebra's table where every condition of
// validity holds on the interval, a derivative from its formula, a limit
// as the value at the point or by l'Hôpital's rule up to 3 times); else
// numerically (adaptive Gauss–Legendre quadrature, refusing a
// non-integrable singularity; central differences; extrapolation of an
// approach sequence). "Compute $\int_0^{\pi} \sin x\,dx$." answered 2 is
// confirmed "equal exactly" ("from the antiderivative -\cos(x)");
// lim_{x→0} sin x / x = 1 by l'Hôpital's rule. A value with free
// variables is compared at seeded sample points; an indefinite integral
// by the derivative of the answer (a central difference, the first
// agreeing point re-checked at 1024 bits) against the integrand at
// sample points, the answer defined wherever the integrand is.
//
// An extremum (CheckExtremum) of a rational function of one variable, or
// of sin, cos, … of n·x (rational in t = tan(x/2)), or of an exponential
// made rational in u = B^{x/s}, on a range read exactly, is found
// exactly: the critical points are the real roots of the derivative's
// numerator, compared with the closed ends and the limits at the open
// ones ("Find the least value of $f(x)=x^2-6x+11$." answered 2); a value
// at an irrational critical point is decided exactly against a rational
// or a quadratic surd answer, and "the value of x that gives the
// minimum" is compared as x, never through f(x).
//
// The least (greatest) value over all real points of a polynomial of
// degree 2 in two to four variables with no condition (CheckExtremum,
// issue 42; quadextremum.go): f = xᵀQx + bᵀx + c read exactly over ℚ,
// decided only when Q is positive (negative) definite by its leading
// principal minors, the one critical point solving 2Qx = −b exactly; the
// same for one to four variables asked through a named variable or a
// short sentence (CheckQuadValue, read by internal/statement/quadext:
// "What is the minimum value of $y$ if $y=3x^2+6x+9?$"), over the integers
// only when the critical point is an integer.
//
// An area bounded by two curves y = f(x), y = g(x) (and lines x = a, the
// x-axis) (CheckArea): when f − g is a polynomial with rational
// coefficients and the lines are rational, Σ|F(b_i) − F(b_{i−1})| from
// the antiderivative, exactly or with a proven bound ("Find the area of
// the figure bounded by the lines $y=2x^2+2$, $y=0$, $x=1$, $x=3$."
// answered 64/3).
//
// It does not confirm a limit, integral or derivative whose value rests
// only on quadrature, a difference quotient or an extrapolation: their
// error is estimated, not proven, so they may refute an answer far from
// them and are otherwise undecided ("rests on a numerical method whose
// error is estimated"); nor an extremum found by a grid search (a
// function that is not rational in its variable), nor an extreme value at
// an irrational critical point that no exact decision reaches (evaluated
// in floating point near it); an extremum at the edge of the range or of
// the domain, or of a function of several variables, is undecided. Two
// confirmations rest on estimates: an antiderivative (above),
// and an area between curves whose difference is not a polynomial, whose
// crossings are found by sign changes and whose |f − g| is integrated by
// quadrature, its error estimate taken as the bound.
//
// Entry points: CheckCalculus (the kinds limit, derivative, integral),
// CheckExtremum, CheckArea. It stands on decide, forms and solve.
package calculus
