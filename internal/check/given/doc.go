// Package given proves values under given conditions: an expression's
// value where the statement's conditions hold, and quantities over the
// roots of a polynomial equation.
//
//   - Given conditions, evaluate (CheckGivenValue, CheckGivenValueSrc):
//     the conditions are solved exactly (forms.SolveExactly); their real
//     solution set must be finite and not empty; the expression E is
//     adjoined as a new unknown y = E and must take one value on the set,
//     an algebraic number compared with the answer exactly. "If $x+y=10$
//     and $2x+y=13$, what is $x^2-y^2$?" is −40 on {x = 3, y = 7}: the
//     answer 40 is refuted. Where the conditions have infinitely many
//     solutions ("If $\frac{x}{y}= 2$ and $\frac{z}{x}= 4$, what is the
//     value of $\frac{z}{y}$?" answered 8), a confirmation rests on two
//     certificates of Hilbert's Nullstellensatz (Gröbner bases equal to
//     {1}: E equals the answer at every complex solution, and E's
//     denominator vanishes at none) and on one real solution found
//     exactly; this way only confirms.
//   - Given F(v) = c (and a range of v), find G(v) (CheckImplicit): G at
//     every root of the condition, the values agreeing with each other
//     and with the answer. The roots are algebraic points for a
//     polynomial, rational, radical, trigonometric (t = tan(v/2), shifts
//     by kπ/4 expanded) or exponential condition, and G's value there is
//     decided exactly against a rational or a quadratic surd answer
//     ("Given $\sin\alpha=\frac{3}{5}$ and
//     $\frac{\pi}{2}<\alpha<\pi$, find $\cos\alpha$." answered −4/5).
//   - A question about the roots of a polynomial equation
//     (CheckRootQuantity): their sum, the sum of their squares, cubes,
//     fourth powers or reciprocals, their product, number, difference,
//     the largest or the smallest, from the
//     coefficients (Newton's identities) or from the roots isolated by
//     Sturm sequences; the sum or product of only the real roots exactly
//     through the factors over ℚ, and an algebraic value decided exactly
//     against a quadratic surd ("Find the sum of the real roots of
//     $x^4 - 4x - 1 = 0.$" answered √2). Issue 42: the same questions
//     (but the number of roots) about an equation that is not a
//     polynomial one, from its complete real solution set found exactly
//     (forms.SolveExactly, every candidate substituted in the equation as
//     written) when every solution is rational: "Find the positive
//     difference between the solutions for $|x + 3| = 6$." answered 12.
//   - An expression in the named roots of a polynomial given by its
//     coefficients (CheckRootSymmetric, issue 42; read whole by
//     internal/statement/rootsym): "Let $a,$ $b,$ $c$ be the roots of
//     $x^3 + 2x^2 + 5x + 7 = 0.$ Compute $\frac{1}{a} + \frac{1}{b} +
//     \frac{1}{c}.$" is −5/7. The expression N/D is taken modulo the
//     Gröbner basis of Vieta's relations (whose complex zeros are the
//     roots in every order), after N and D are multiplied by the other
//     images of D under the permutations of the names; both must reduce
//     to constants, and no divisor written in the expression may vanish
//     at a root. The value is exact and does not depend on which root
//     has which name; where it would, or a bound is passed, the row is
//     left to the other readers.
//   - An expression in the two named roots of a quadratic equation
//     (CheckNamedRoots, issue 42; read whole by
//     internal/statement/namedroots: "Let $a$ and $b$ be the solutions of
//     the equation $P$. What is the value of $E$?"): P of degree 2 with
//     rational coefficients and two different roots −B/(2A) ± √D/(2A), E
//     a rational expression in the two names evaluated exactly in ℚ(√D)
//     (algebra.QuadField; complex roots when D < 0). Unordered, E must
//     take one value with the roots exchanged; ordered ("with $a\geq
//     b$", "If $p > q$"), the roots must be real and the larger is the
//     first. Only a rational value is compared.
//   - The constants of a form an expression is written in
//     (FormConditions, issue 42; read whole by
//     internal/statement/formident: "The quadratic $P$ can be written in
//     the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What
//     is $a+b+c$?"): P − T as a quotient whose denominator has no
//     constant, the coefficients of its numerator in the variables each
//     set to zero (and c > 0, c ≥ 0 for positive, nonnegative constants);
//     internal/check rewrites the statement as "If <those equations>, what
//     is the value of $E$?" and checks it from the top.
//   - Given values whose formulas are written in the prose (GivenRewrite,
//     issue 42; read whole by internal/statement/barevalue: "If x + 2y =
//     9 and 5x + 4y = −4, what is the value of 8x + 10y?", the fractions
//     "$\frac12$ of $\frac13$ of 240" as their product), rewritten the
//     same way with dollars around each formula.
//
// The constants that make an equation of rational functions of x an
// identity (CheckConstIdentity, issue 42; read by
// internal/statement/constident): L − R = N/D exactly with D free of the
// constants, every coefficient of N in x equated to 0, a linear system
// with exactly one solution (Gauss–Jordan over ℚ); the answer's tuple, or
// E at the solution, compared exactly.
//
// A polynomial asked by its facts (CheckPolyFacts, issue 42; read by
// internal/statement/polyfacts): its degree or "minimal degree", monic,
// a named coefficient, integer coefficients, roots r and values p(a) = b.
// p(r) is computed exactly in ℚ[i, √n, ∛n] reduced by the radicals'
// relations (radfield.go): the zero map proves p(r) = 0; a nonzero one
// refutes only when its monomials are independent over ℚ (one radical, or
// square roots no subset of which multiplies to a square). Under "minimal
// degree" the answer must be square-free and each of its factors over ℚ
// must vanish at a root. "Find the monic quadratic polynomial … which has
// $1 - i$ as a root." answered x² − 2x + 2 is confirmed.
//
// The rational root theorem's questions (CheckRootCandidates, issue 42;
// read by internal/statement/rootcands) about L xⁿ + a_{n−1}xⁿ⁻¹ + … +
// a_1 x + C, the a_k any integers: p/q in lowest terms is a possible root
// exactly when p | C and q | L ((qx − p)·S is of the form, Gauss's lemma
// the converse), an integer r a possible double root exactly when r² | C;
// the count or the list, by enumerating divisors, compared exactly.
//
// E(z) for a complex z fixed by one polynomial condition (CheckUnitRoot,
// issue 42; read by internal/statement/unitroot): the admissible z are
// the roots of the condition's numerator (z = 1 out under "z ≠ 1"), split
// into irreducible factors over ℚ (Φ_d, d | n, for zⁿ = 1; forms.FactorQ
// otherwise); E is reduced modulo each factor (residue: every divisor as
// written invertible, powers by square-and-multiply) and must be a
// rational constant on each. "Let $z$ be a complex number such that $z^5
// = 1$ and $z \neq 1.$ Compute $z + 1/z + z^2 + 1/z^2$" answered −1 is
// confirmed.
//
// The modulus of a complex number (CheckModulus, issue 42; read by
// internal/statement/modulus): |z| for zⁿ = W, the answer positive by its
// form and its 2n-th power equal to Re(W)² + Im(W)² exactly; |E| for E a
// product of powers of letters of given moduli, the product of the moduli.
//
// f(k) from a functional equation in f(x) and f(φ(x)) (CheckFuncCycle,
// issue 42; read by internal/statement/funceq): the orbit k, φ(k), …
// must return to k within six steps at admissible rational points; the
// equation at each point, linear in the values of f, gives a square
// system over ℚ whose unique solution is f(k).
//
// A value of f with unknown constants fixed by one known value
// (CheckOddEven, issue 42; read by internal/statement/oddeven): f(t) =
// h(t) + m(t)·u, affine in the constants u (mixed differences 0 exactly);
// Σ ± f(q_j) is fixed by f(p) = v exactly when Σ ± m(q_j) = λ·m(p), and is
// then Σ ± h(q_j) + λ(v − h(p)).
//
// A polynomial asked by identities it satisfies (CheckPolyIdentity, issue
// 42; read by internal/statement/polyident): every call p(A), innermost
// first, replaced by the answer with x = A; each relation's sides equal as
// polynomials in x (forms.PolyOf of the difference is 0), the constraints
// named (nonconstant, positive leading coefficient) held.
// The largest or the smallest value of an expression on the solutions of
// given equations (CheckExtremeValue, issue 42; read by
// internal/statement/extremevalue: "If $y^2= 36$, what is the greatest
// possible value of $y^3$?"): the equations solved exactly with a finite,
// non-empty real solution set and no non-real complex solution, the
// expression adjoined as y = E and solved again (defined at every
// solution), each solution's y located among the increasing real roots of
// y's eliminant and the extreme one compared exactly with the answer.
//
// The unknown of one equation written with functions the statement
// defines (CheckFuncEquation, issue 42; read by internal/statement/funcsolve:
// "Let $p(x) = 2x - 7$ and $q(x) = 3x - b$. If $p(q(4)) = 7$, what is
// $b$?"): every call replaced by the function's body (bounded depth), the
// unknown the only letter left, the equation solved exactly with the
// stated restrictions ("$m > 0$"); one real solution and no non-real one
// is compared exactly with the answer.
//
// The constant that makes a quadratic the square of a binomial
// (BinomialRewrite, issue 42; read by internal/statement/sqbinom): written
// as the form (px + q)² with p ≠ 0, q ≠ 0 (FormConditions), then as a
// given-value question; the constant must take one value on every real
// solution.
//
// The common solution of two equations in one unknown (issue 42; read and
// rewritten by internal/statement/commonroot, through GivenRewrite) is
// checked as the given-value question "If $A$ and $B$, what is the value
// of $x$?".
//
// The sum of the solutions of f(x) = c for a piecewise f (CheckPieceSum,
// issue 42; read by internal/statement/piecesum): each piece minus c a
// nonzero polynomial with rational roots, a root kept where exactly its
// piece applies (conditions decided on rationals), the distinct roots
// summed exactly.
//
// The constant that makes a two-piece function continuous
// (CheckContinuity, issue 42; read by internal/statement/contpiece): both
// pieces polynomials, the split at one point b ("x ≤ b" and "x > b", or
// "x < b" and "x ≥ b"), f continuous exactly when the pieces agree at b;
// that equation in the constant solved exactly (rational solutions), the
// one value, the smallest or the sum compared.
//
// The unknowns of a parabola or a line given by points on it (issue 42;
// rewritten by internal/statement/curvepts, through GivenRewrite): each
// point on the parabola, or the three points collinear, as a condition of
// a given-value question.
//
// The largest or smallest coordinate of a point on a bounded curve of
// degree 2 (CheckConicExtreme, issue 42; read by
// internal/statement/conicext): the quadratic part definite, the extreme
// y (x) among the finitely many points where ∂F/∂x (∂F/∂y) vanishes,
// decided as CheckExtremeValue.
//
// It does not confirm on roots it cannot show complete or values it does
// not know exactly: roots found only by a sign-change scan (touching roots
// are missed) may refute but never confirm, unless the condition is
// strictly monotone with one root; a value at a root known only in
// floating point carries an estimated error and is not confirmed; two
// values at two roots leave the question ambiguous; an empty or
// infinite solution set (outside the certificates), non-real or repeated
// roots the statement does not say how to count, and roots restricted by
// conditions are undecided. It stands on decide, forms and solve.
package given
