// Package algebra is exact mathematics on formulas that knows nothing of
// problem statements: today the derivative and the elementary
// antiderivative of an expression (internal/latex/ast), built by the rules
// of calculus rather than approximated.
//
// It owns:
//
//   - Derivative: the derivative of an expression with respect to one
//     variable, by the sum, product, quotient, power and chain rules and
//     the table of elementary functions;
//   - Antiderivative: an antiderivative of a sum of constant multiples of
//     table forms in a linear argument (powers, 1/u, exponentials, sin,
//     cos, sec², csc², 1/(1+u²), 1/√(1−u²)), with the interval on which it
//     is valid stated as conditions the caller must check.
//
// It does not evaluate (internal/cas does), read statements
// (internal/check's statement layer does) or decide equality
// (internal/check's decideEqual does). A form it does not know is reported
// with ok == false, never guessed: callers then fall back to a numerical
// method and say so.
//
// Issue 24 grows this package into the layer of exact algebra below the
// provers (polynomials, root isolation, elimination); the arrows run one
// way: internal/check → internal/algebra → internal/latex/ast.
package algebra
