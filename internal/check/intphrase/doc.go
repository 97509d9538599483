// Package intphrase proves the answers of number-theory questions asked
// in one sentence about one closed number (issue 42, MATH Number Theory;
// internal/statement/intphrase reads the sentences):
//
//   - the remainder of X divided by m, the units, tens or hundreds digit
//     of X, its last k digits, their sum, the tens plus the units digit,
//     X modulo m or 10^k computed exactly (algebra.IntValue, or
//     algebra.IntMod by modular exponentiation where X has more than
//     algebra.IntBits bits and is built of numbers by sums, products,
//     powers and factorials only): "What is the remainder when 5 to the
//     999,999th power is divided by 7?" is 6; a digit is asked only of a
//     number that has it;
//   - the number of digits of X and their sum, from X exactly;
//   - the number, the sum or the product of the positive divisors of X,
//     all of them, the even, the odd or the proper ones (less than X),
//     from X factored by trial division to 10^6, the last cofactor proven
//     prime ("How many even divisors does $7!$ have?" is 48);
//   - the decimal expansion of a rational X ≥ 0: X as a terminating
//     decimal (the answer written as a decimal and equal exactly), the
//     k-th digit after the point (⌊10·(p·10^(k-1) mod q)/q⌋), the number
//     of places, the last one, the nonzero ones, the sum of the digits of
//     a terminating expansion, the first nonzero digit after the point
//     and the zeros before it.
//
// It does not answer past its bounds (a number of more than 256 bits to
// factor, more than 100,000 divisors, a digit beyond the 10^8 place, a
// position beyond 10^7): the row stays undecided. A value that differs
// from the answer refutes it. It stands on decide.
package intphrase
