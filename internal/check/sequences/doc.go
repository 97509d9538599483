// Package sequences proves terms, sums and term counts of arithmetic and
// geometric progressions, and two questions the books ask in words beside
// them: a percentage, and the tangent line to a graph.
//
//   - A sequence given by its terms (CheckSequence): the given terms fix
//     the first term and the common difference or ratio exactly over ℚ,
//     every given term is verified against them, and the quantity asked (a
//     term, the sum of the first terms, the number of terms of a finite
//     listing, the difference or ratio) is computed exactly. "What is the
//     100th term of the arithmetic sequence 6, 10, 14, 18, ...?" answered
//     402 is confirmed. A geometric sequence fixed by two terms an even
//     number of places apart has two real ratios: the answer must be the
//     same for both.
//   - A progression given by a_1 and d (or q) (CheckProgression): a_n or
//     the sum of the first n terms, built as a formula of the given
//     numbers and compared by decide.Checker.CompareValue; "Find p% of N",
//     "What percentage of A is B?", "Increase N by p%" (CheckPercent) the
//     same way.
//   - Numbers tied by percentages (CheckPctChain, issue 42, Gaokao; read
//     by internal/statement/pctchain): "X is P% of (less than, greater
//     than) Y" relations, every number written as an exact multiple of one
//     of them, then the ratio asked ("c is how many times b?") or the one
//     unknown percentage ("Find p.") solved exactly.
//   - A progression $\{a_{n}\}$ given by equations between its terms a_k
//     and the sums S_k of its first terms (CheckProgCond, issue 42): the
//     first term u and the common difference (ratio) w are the unknowns,
//     every equation a polynomial one in them (S_k written out as a sum,
//     u ≠ 0 and w ≠ 0 for a geometric sequence, w > 0 when the ratio is
//     said positive); the quantity asked must take one rational value on
//     every real solution, found either at the solutions solved exactly
//     or as the one real root of its eliminant with a real solution
//     exhibited. "Let $S_{n}$ be the sum of the first $n$ items of a
//     geometric sequence $\{a_{n}\}$. If $S_{4}=-5$ and $S_{6}=21S_{2}$,
//     find $S_{8}$." answered −85 is confirmed (S_8 = −85 at both real
//     solutions (u, w) = (−1/3, 2), (1, −2)).
//   - A sequence (or a function on the integers) given by some values and
//     one recurrence (CheckRecurrence, issue 42; read by
//     internal/statement/recurrence): each term from the first value given
//     computed in order, exactly over ℚ, from an instance of the recurrence
//     inside the range it is said to hold on, its top term solved from an
//     equation affine in it; a missing term of the first window is one
//     unknown x that a later value must fix. "Consider the sequence
//     $t_{1}=1, t_{2}=-1$ and $t_{n}=\left(\frac{n-3}{n-1}\right)
//     t_{n-2}$ where $n \geq 3$. What is the value of $t_{1998}$ ?"
//     answered −1/1997 is confirmed; an answer that differs is left
//     undecided (at most 100,000 terms of at most 16,384 bits).
//   - The number of terms of an arithmetic sequence from its first term,
//     last term and sum (CheckArithTermCount: n = 2S/(A+L), a positive
//     integer).
//   - "Find the equation of the tangent to the graph of $y=f(x)$ at the
//     point $x_0=a$" for a polynomial f (CheckTangent): the line
//     f(a) + f'(a)(x − a), the derivative exact, compared with the answer
//     y = kx + b coefficient by coefficient.
//
// Each entry point takes a row only when its cue or shape was read and
// the formulas have exactly the expected shape (ok false otherwise); the
// cue's topic then leaves the row undecided unless another checker reads
// it. It does not answer a sequence whose kind (arithmetic or geometric)
// the statement does not name, one given in words its shapes do not
// account for, a value that is not a rational computed exactly, a
// tangent to a function that is not a polynomial, or an answer not
// written in the form asked (a percentage, a common fraction): undecided
// or declined. It stands on decide and forms.
package sequences
