// Package values proves values, simplifications, factorisations and
// identities: the statement's expression and the answer are equal (for
// every admissible value of the variables when there are any), or an
// identity L = R holds on the domain it is claimed on.
//
//   - A variable-free expression is compared with the answer through the
//     decision core (decide.Checker.CompareValue): exactly when both are
//     rational, else on proven enclosures at up to 4096 bits, to the
//     digits the answer asks for ("Compute $\log_2 3\cdot\log_3 8$."
//     answered 3: "equal to 55 digits, numerically (evidence, not a
//     proof)").
//   - Two rational functions with rational coefficients are decided
//     exactly, by cross multiplication ("Simplify
//     $\frac{a^2-9}{a+3}\cdot\frac{1}{a-3}$." answered 1: "equal as
//     rational functions of a"); a nonzero difference is refuted at a
//     point where the two differ, and undecided if none is met.
//   - Anything else is compared at admissible sample points: points of
//     both signs of every variable on a fixed schedule (Options.Points, 8
//     by default), both sides of every place where a formula changes or a
//     domain ends (forms.BreakSamples), and two points with a large prime
//     denominator drawn from the seed and the inputs. A point where the
//     two differ refutes; a confirmation needs max(3, Points/2) agreeing
//     points, names its points and seed, and they are its evidence.
//   - A factorisation must also be complete: a product of primes for a
//     number, of factors irreducible over ℚ for a polynomial
//     (forms.FactorQ).
//   - With i the imaginary unit (the statement says so, or i is the only
//     letter of a closed expression), values are computed on their real
//     and imaginary parts (EvalComplex, DecideComplex), and so are the
//     whole-statement complex shapes (CheckComplexShape: modulus, distance,
//     rotation, …; CheckQuadrant: the quadrant of a number).
//   - A value asked in words from numbers (CheckArithPhrase, issue 42;
//     read whole by internal/statement/arithphrase: "What is
//     $\frac{3}{4}$ divided by $\frac{7}{8}$?", "What is 50$\%$ of
//     $\frac{1}{3}$ of 36?") is the formula the sentence builds, compared
//     with the answer by decide's one decision of equality; a decimal
//     asked and not the exact value is undecided, never refuted.
//   - Sentences of MATH Prealgebra read whole by the same reader with any
//     count of numbers (issue 42, arithphrase/numwords.go): "Round $3.45$ to
//     the nearest tenth.", "Add A to B and round to the nearest tenth.",
//     "Convert $\frac{63}{5}$ to a mixed number.", "What is the mean of 8,
//     12 and 16?", "What is the 17th odd positive integer?", "What is the
//     product of the least common multiple and the greatest common factor
//     of 22 and 48?". A value asked rounded must be rational, computed
//     exactly; it is rounded to the unit with ties upward, written
//     u·⌊v/u + 1/2⌋ so that the evidence recomputes it, and compared
//     exactly (a negative value halfway between two multiples is
//     undecided: the books round such ties either way).
//   - A real parameter of an equation between complex numbers
//     (CheckComplexParam, issue 42; read by internal/statement/paramsolve:
//     "Given complex number $(a+i)(1-ai)=2,\;a \in \mathbb{R}$, find
//     $a$."): F − G, a polynomial in a, is evaluated with i² = −1 at
//     deg+1 integer points and its real and imaginary parts interpolated
//     into R(a) and I(a); the one root of gcd(R, I), of degree 1, is the
//     only real solution. Every a, no common root or a gcd of higher
//     degree: undecided.
//
// The radical conjugate of p + q√s, and the sum or product with it
// (CheckRadConj, issue 42; read by internal/statement/radconj), decided in
// ℚ(√s) exactly (forms.QuadSurdOf). The least period of y = F (CheckPeriod,
// issue 42; read by internal/statement/period): for a trigonometric
// polynomial in rational multiples of x, 2π over the gcd of the
// frequencies whose terms do not cancel; for one tan, cot (sec, csc) term,
// π (2π) over |k|; the answer read as r·π exactly. Complex numbers
// written with angles (CheckComplexPolar, issue 42; read whole by
// internal/statement/complexpolar: "Convert $\sqrt{2} e^{11 \pi i/4}$ to
// rectangular form.", "Compute $E.$ Enter the answer in rectangular
// form.", "A $120^\circ$ rotation around the origin in the clockwise
// direction is applied to $z.$ What is the resulting complex number?", a
// rotation around a point c, a dilation by a bare factor, a rotation then
// a dilation): the value c + (cos θ + i sin θ)(z − c), c + k(z − c) or E
// with e^{x+iy} = e^x(cos y + i sin y) (EvalComplex), compared part by
// part with an answer in rectangular form (no e^, cos, sin or cis in it).
// A constant of "Below is the graph of $y = a \sin (bx + c) + d$ for some
// positive constants …" (CheckTrigGraph, issue 42; read by
// internal/statement/trigraph with the one function the picture draws,
// K·F(B·x + Cπ) + D exactly): b = |B|, |a| = |K| of the stated sign, d = D,
// c modulo 2π (its smallest positive value asked), by parity and the half
// turn −sin θ = sin(θ + π); tan, cot, sec, csc only without a phase. A
// value to write as "a trigonometric function evaluated at an integer"
// (CheckTrigInt, issue 42; read by internal/statement/trigint): the
// answer f(n) is evaluated in degrees or radians as written and stated,
// and, where the smallest angle is asked, every f(k°), 0 < k < n, is
// shown different from the value.
//
// Entry points: CheckExpr (the kinds value, simplify and factor),
// CheckIdentity and IdentityOn (an identity on its natural domain, a
// stated domain or every real), CheckComplexShape, CheckQuadrant,
// CheckArithPhrase, CheckComplexPolar, CheckTrigGraph, CheckTrigInt, and the
// complex arithmetic that equations uses (ComplexValue, EvalComplex,
// AddComplex, MulComplex, DecideComplex).
//
// It does not confirm where the comparison does not show the claim:
// √(x²) = x agreeing only at positive points, where the statement does
// not say the variables are positive (the books' convention for roots and
// powers), an answer undefined where the statement's expression is
// defined, an identity claimed for every real whose sides are not shown
// defined everywhere (the domain read from the structure, domainOf), too
// few admissible points, a factorisation whose factors are not shown
// irreducible: all are undecided. A free variable the prose defines, a
// word problem, or a prose number that carries part of the question
// leave the row undecided (default-deny). It stands on decide and forms.
//
// "Compute the square of N without a calculator." (CheckSquareOf, issue
// 42; read by internal/statement/squareof): N² exactly over ℤ. Two
// numbers given by their sum and their difference, product or difference
// of squares (CheckTwoNumbers, issue 42; read by
// internal/statement/twonums): the unordered pair fixed by the sum and
// |u − v|, exact over ℚ. The sum of the integers of a kind in a range
// (CheckIntSum, issue 42; read by internal/statement/intsum): an
// arithmetic progression's first and last terms found exactly, summed over
// ℤ; "between" with an end that is a term is undecided.
package values
