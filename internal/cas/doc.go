// Package cas evaluates the expression trees of package latex/ast under the
// reading of the DGN books: exact rational arithmetic (math/big.Rat) wherever
// the value is rational, and high-precision binary floating point
// (math/big.Float, Context.Prec bits, at least 40 correct significant digits
// for well-conditioned expressions) elsewhere.
//
// Operations live on a Context, in the manner of cockroachdb/apd: it holds the
// precision and the limits (recursion depth, size of exact numbers and of
// exponents). A Context is safe for concurrent use, not for concurrent
// mutation; the WithX methods return modified copies.
//
// Values are immutable. A Value is exact (a rational), or inexact (a
// big.Float at the Context precision). An inexact value may also be known to
// be an exact rational multiple of π (from `\pi`, degrees, or the inverse
// trigonometric functions of the standard angles); the trigonometric
// functions use that to give exact results and exact domain errors at the
// standard angles (`\tg 45^\circ` = 1, `\tg 90^\circ` is undefined).
//
// Exact results are capped at Context.MaxBits; a rational power too big for
// the cap is computed inexactly (0.999999^1000000), while factorials,
// binomials and literals beyond it are ErrLimit. Functions the reader names
// by string are supported where they have a value: "ceil" and "base" (a
// numeral in base b, `203_7`).
//
// Errors are *Error values with a Kind (ErrDomain, ErrUnsupported, ErrLimit,
// ErrUnbound); test them with errors.Is(err, cas.ErrDomain) and so on.
//
// Every inexact value is a ball (ball.go): its midpoint and a proven bound
// on its error, which every operation propagates with directed rounding
// and every elementary function widens by its own error bound
// (docs/leg1-equality.md, "Enclosures"). Value.Radius and
// Value.Enclosure give it; a Value made with Float carries none (an
// estimate). EvalScale also reports the magnitudes met on the way.
//
// Numerical policy (documented because it changes answers at the margin):
//   - an inexact sum or difference whose magnitude is below 2^-(Prec-16) of
//     its largest operand has the midpoint 0 and keeps the cancelled
//     magnitude in its radius, so 1/(\sqrt2^2-2) is a division by zero;
//   - a division by a ball that holds 0, and the floor, fractional part or
//     sign of a ball that reaches an integer (or 0), are ErrPrecision: a
//     higher precision may decide them;
//   - tan, cot, sec and csc of an inexact argument whose cosine (sine) is
//     below 2^-(Prec-16) are undefined (ErrDomain).
//
// The package caches π and ln 2 at the highest precision asked so far (a
// memo guarded by a mutex); nothing else is shared between calls.
package cas
