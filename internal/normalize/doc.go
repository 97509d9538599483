// Package normalize holds the pure text rewrites that bring a transcribed
// row to the invariants of spec section 3: balanced $, closed $$, no $
// inside $$..$$, no \(..\) or \[..\], decimal points instead of decimal
// commas, and a bare final answer with its \boxed{} twin.
//
// Every function here is pure, safe for concurrent use and idempotent
// (normalising twice changes nothing). Nothing is dropped silently: what
// cannot be repaired is left as it is and reported, one sentence per field.
//
// # Reading the delimiters
//
// $ is read as TeX reads it: outside math $$ opens display math and $
// opens inline math; inside inline math the next $ closes it (`$a$$b$` is
// two inline spans); inside display math $$ closes it. \$ is a literal
// dollar. \( and \[ open math only when their closer exists. Asymptote
// blocks [asy]...[/asy] are copied verbatim.
//
// # Repairs
//
//   - \(..\) becomes $..$ and \[..\] becomes $$..$$ (not when they contain
//     a $: that is reported).
//   - Paired single $ nested inside $$..$$ are removed; an odd number is
//     reported.
//   - A missing $ (the field ends inside inline math) is repaired when the
//     repair is unambiguous: each $ is tried as an opener that lost its
//     closer (the closer goes before the first prose word after it, with
//     the sentence's punctuation left outside) and as a closer that lost
//     its opener (the opener goes after the last prose word before it).
//     A hypothesis is valid when the field then scans balanced and no math
//     span contains prose (a lower-case word of four letters or more, a
//     stopword such as "then" or "and", or a two-letter stopword followed
//     by another prose word; \text{} and control words are not prose).
//     Exactly one valid result is applied and noted; none or several leave
//     the field as is, reported. Fields with more than 400 $ are not tried.
//
// # Decimal commas (inside math only)
//
// Commas mean different things in different corpora, so the rule depends
// on the row's Convention (see ConventionOf):
//
//   - Western (MATH and other English corpora): no comma is a decimal
//     comma. MATH writes `{,}` as a thousands separator (`24{,}000` is
//     24000, `\boxed{90{,}900{,}909}`) and a bare `1,5` is a list or a
//     pair. Nothing is rewritten.
//   - Russian (the DGN books): `d{,}d` (a digit, {,}, a digit) is always a
//     decimal comma and becomes `d.d`. A bare `d,d` (a digit, a comma, a
//     digit, no space) is judged in its group, the innermost of: the
//     math span (split into clauses at each \text{...}), a TeX group {...},
//     or a bracket group (..), [..], \{..\} (any opener with any closer, so
//     [0,1) is a group):
//   - a group that contains a ; at its own level separates with ; so each
//     of its d,d commas is decimal: (-0,5; 2) -> (-0.5; 2),
//     x_1=0,5;\ x_2=1 -> x_1=0.5;\ x_2=1;
//   - the span itself or a {...} group without ; and with a single comma:
//     a d,d comma is decimal (x = 1,5, \frac{2,5}{5}, an answer `1,5`);
//   - otherwise (a bracket group without ;, or several commas) the d,d
//     commas are decimal only when each of their numbers is an operand:
//     its nearest neighbour on some side, across spaces and across a
//     unary sign, is an operator, a relation, a letter or a command
//     (`(1,5 + 2,5) : 0,8`, `0,5+1,5=2`, `x=1,5, y=2`). A number between
//     brackets, commas or the ends is not: `(1,5)`, `[0,5)`, `(-1,5)`,
//     `\{1,5\}` are a pair, intervals and a set and are left alone; a
//     list-like `1,5,2` at span level is left alone and reported as
//     ambiguous.
//
// Text outside math and inside \text{...} is never rewritten.
//
// # Answers
//
// See Answer for how a printed answer becomes the bare final answer, and
// Item for how a row's fields are tied together.
package normalize
