// Package integers proves the answers of integer questions, each computed
// exactly on integers (or in ℚ[x] for a polynomial remainder) and
// compared with an answer that must be the integer, or the fraction,
// asked:
//
//   - divisors of an exact integer: the largest prime divisor, the number
//     or the sum of the divisors (CheckDivisors: trial division to 10^6,
//     the last cofactor proven prime; "Find the largest prime factor of
//     $15!-13!$." is 19, so 13 is refuted); the sum, product or number
//     of the divisors of a number written in the prose;
//   - a set of the divisors of one integer (CheckDivisorSet, issue 42,
//     OlympiadBench and MATH Number Theory; statement/divisorset): the
//     sum, number, or sum of the reciprocals of the divisors kept by a
//     filter (odd, even, prime, two-digit, perfect squares or cubes, 1 and
//     the integer excluded), listed from the factorisation (at most 200,000
//     of them); the product of all the divisors as B^K; a prime factor of
//     the number of divisors; the one n of a range (at most 100,000 tried)
//     whose odd divisors sum to a given value, undecided unless it is the
//     only one ("Compute the sum of the reciprocals of the positive integer
//     divisors of 24." is 5/2; 5/3 is refuted);
//   - integer questions on closed arguments (CheckIntQuestion): the
//     remainder of a division (of integers, or of polynomials: "Find the
//     remainder when $x^3-2x^2+4$ is divided by $x-3$." answered 13), the
//     gcd and the lcm, the units and the tens digit, a residue or an
//     inverse modulo m in the range asked ("Compute $29^{13} - 5^{13}$
//     modulo 7." answered 3);
//   - searches (CheckIntSearch, IntSearchFallback): "the smallest (largest)
//     <integer> <conditions>", proven by trying every integer of the range
//     from its near end, in order, each condition decided exactly, until
//     the first that satisfies them all; a range without a near end gets
//     one from Cauchy's bound of a polynomial condition, or none; "such
//     that $n^{n}$ has at least 1,000,000 positive divisors" counts the
//     divisors from the exact factorisation, "the product of all
//     positive divisors of $n$ equals $n^{4}$" compares n^(d/2) (issue
//     42); a binomial coefficient C(n, k) in a condition is computed
//     exactly for 0 ≤ k ≤ n (another k is an error, not 0), written
//     \binom or as a two-row column in parentheses (issue 42, OlympiadBench);
//     "such that $214 \cdot n$ and $2014 \cdot n$ have the same number of
//     divisors" compares the two counts, each from an exact
//     factorisation, over up to 100,000 candidates (the factoring work
//     bounded as every search's) (issue 42, OlympiadBench);
//   - counts (CheckIntSearch, issue 42): "How many <integers>
//     <conditions>?", every divisor of N or every integer of the closed
//     range tried, each condition decided exactly; words with two readings
//     ("between", "natural numbers", factors without "positive") must give
//     one count;
//   - integers tied by equations (CheckIntSystem, issue 42; read by
//     internal/statement/intsystem): "Positive integers $x, y, z$ satisfy
//     $x y+z=160$. Compute the smallest possible value of $x+y z$." is
//     50; every letter gets a proven range first (its kind, or an
//     equation whose terms in the letters have one sign and whose
//     constant has the other: no positive letter exceeds |constant| /
//     |coefficient|; or an equation Σ g_i(x_i) + c = 0 of one letter a
//     term, bounded by the least values of the g_j and Cauchy's bound),
//     a letter written once on an affine path is solved
//     for, the others are enumerated (at most 400,000 tuples), every
//     equation decided exactly; the smallest, largest or common value of
//     the formula, or the number of solutions, is read off them;
//   - the integer in a range with a condition (CheckIntRange, issue 42;
//     read by internal/statement/intrange): "Find the integer $n,$ $-90 <
//     n < 90,$ such that $\tan n^\circ = \tan 252^\circ.$", every integer
//     of the range tried, equal sines, cosines or tangents at integer
//     degrees decided by their exact rules, a congruence by division;
//     exactly one must hold;
//   - the number of integers between two constants, each a rational or a
//     quadratic surd (CheckIntegersBetween: the floors decided exactly);
//   - congruences (CheckCongruence, issue 42): one congruence A ≡ B
//     (mod m) in one unknown whose range the statement states, every
//     integer of the range tried exactly (at most 20,000), the answer
//     confirmed only where exactly one solves it; a remainder of E modulo
//     m under given congruences in its letters, every tuple of residues
//     modulo the lcm of the moduli tried (at most 20,000), the remainder
//     the same at every tuple that satisfies the givens; the letters enter
//     only as in a polynomial with integer coefficients;
//   - the solutions of congruences (CheckCongruence, issue 42, MATH
//     Number Theory): an inverse or a residue asked in words, and the count, sum,
//     smallest, largest or two smallest solutions of one congruence or a
//     system in one unknown; a closed range is tried whole (at most
//     20,000 integers), a range open on one side on two periods (the lcm
//     of the moduli) from its closed end; a fact the statement states
//     must hold exactly; an aggregate that differs from the answer stays
//     undecided;
//   - the digits of an integer in a base (CheckBaseDigits, issue 42,
//     read by internal/statement/basedigits): their sum,
//     product, count, even or odd count, last digit, first times last,
//     trailing zeros, ones less zeros, a numeral's remainder, and values
//     asked in a base in more wordings, the integer evaluated exactly and
//     its digits listed by exact division; a differing answer stays
//     undecided;
//   - numerals: a value asked in a base (CheckBaseQuestion), a repeating
//     decimal as a fraction in lowest terms (CheckDecimalFraction), the Nth
//     digit of a repeating decimal (CheckDecimalDigit).
//
// These entry points are whole-statement shapes or cue-table questions;
// each returns ok false when the statement is not its shape, so that the
// next checker of the dispatch reads it. IntSearchFallback runs last: it
// decides the prime factors and divisors of a formula that CheckDivisors
// left undecided.
//
// It does not answer when the statement says more than its shape reads
// (another question, a restriction, a number outside the cue's words), or
// past its bounds: a factorisation whose cofactor cannot be proven prime,
// a search of more than 1,000,000 candidates (3,000 where a condition
// evaluates a formula, 100,000 where it compares two divisor counts),
// 20,000,000 steps of factoring work, more than 100,000 divisors to list;
// a constant that is itself an integer makes "between" ambiguous. All are
// undecided. It stands on decide and forms.
package integers
