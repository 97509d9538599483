// Package intphrase proves the answers of number-theory questions asked
// in one sentence about one closed number, and of a few short word
// shapes around them (issue 42, MATH Number Theory;
// internal/statement/intphrase reads the sentences, word for word):
//
//   - the remainder of X divided by m (or "the residue of X modulo m"),
//     the units, tens or hundreds digit of X, its last k digits, their
//     sum, the tens plus the units digit, X modulo m or 10^k computed
//     exactly (algebra.IntValue, or algebra.IntMod by modular
//     exponentiation where X has more than algebra.IntBits bits and is
//     built of numbers by sums, products, powers and factorials only):
//     "What is the remainder when 5 to the 999,999th power is divided by
//     7?" is 6; a digit is asked only of a number that has it;
//   - the number of digits of X and their sum, from X exactly;
//   - the number, the sum or the product of the positive divisors of X,
//     all of them, the even, the odd or the proper ones (less than X),
//     from X factored by trial division to 10^6, the last cofactor proven
//     prime ("How many even divisors does $7!$ have?" is 48), the sum of
//     their reciprocals, the largest square one, those that are squares
//     or cubes, the two-digit ones' sum; the zeros at the end of X; the
//     prime
//     factors of X: how many, the largest, their sum, the largest plus or
//     less the smallest, the two largest's difference, the exponent of a
//     prime; X may be such a divisor quantity itself, or a letter named
//     by a first sentence ("Let $N$ be the sum of the divisors of $200$.
//     What is the largest prime factor of $N$?" is 31);
//   - the decimal expansion of a rational X ≥ 0: X as a terminating
//     decimal (the answer written as a decimal and equal exactly), the
//     k-th digit after the point (⌊10·(p·10^(k-1) mod q)/q⌋), the number
//     of places, the last one, the nonzero ones, the sum of the digits of
//     a terminating expansion, the first nonzero digit after the point
//     and the zeros before it; a repeating decimal as a fraction a/b in
//     lowest terms (a + b, a·b), its reciprocal;
//   - a remainder asked of integers known by their remainders: the sum
//     or the product of several, modulo an m that divides every modulus
//     given; a polynomial with integer coefficients in one letter x ≡ r
//     (mod k), its value modulo m at every x ≡ r of one period [0,
//     lcm(k, m)), the remainder asked only where all agree;
//   - the base b of an equation between numerals ("$5 \cdot 25_b =
//     137_b$"): the difference of its sides as a polynomial in b, every
//     base its digits allow tried up to Cauchy's bound, exactly one
//     root confirmed;
//   - the day of the week some days from a known one, dates counted by
//     the Gregorian calendar (time.Date), a count within a year whose
//     number is not given only where a leap year and another agree;
//   - values built of gcds and lcms of numbers in the prose (their sum,
//     their product, one increased by N);
//   - the integers n of a range that make a fraction F(n) a terminating
//     (repeating) decimal, counted, or the smallest (every n tried, at
//     most 20,000);
//   - the sum of the primes of a range ("between" read only where its
//     ends are not primes), of the first N primes, the N-th odd positive
//     integer, the count and the mean of the multiples of k with d
//     digits, the integers of a range dividing N, the lcm of 1..n, the
//     multiple or the square nearest to N (a tie undecided).
//
// CheckPhrase runs as a fallback, called by internal/check only where
// the rest of the dispatch leaves the row undecided; divisors not said
// positive are read only where the reading with the negative ones gives
// the same value (the plain count is read positive, as the cue table
// reads it).
//
// It does not answer past its bounds (a number of more than 256 bits to
// factor, more than 100,000 divisors, a digit beyond the 10^8 place, a
// position beyond 10^7, a period beyond 100,000, a base beyond 10^6) or
// where the answer is not of the form asked (a fraction where a decimal
// is asked, or the reverse): the row stays undecided. A value that
// differs from the answer refutes it. It stands on decide.
package intphrase
