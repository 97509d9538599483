// Package forms reads the formulas of leg 1 exactly, with the checker's
// context (internal/check/decide: its time limit and precision), and
// decides the facts the families build their verdicts on. It writes no
// verdict of its own; a reading that does not apply says so (ok false,
// or a reason) and the caller goes on another way.
//
// What it reads and decides:
//
//   - a polynomial or a rational function of one unknown with rational
//     coefficients (PolyOf, PolyOfAt, RatFuncOf: exact evaluation at
//     integer points and interpolation; x² − 5x + 6 gives the
//     coefficients 6, −5, 1), its real roots that are not poles
//     (RationalRoots), its factors over ℚ (FactorQ: rational roots, then
//     Kronecker's method);
//   - a system of equations, each made polynomial with every radical √u
//     named as an unknown t with t² = u (NewAlgBuilder; sin, cos, tan of
//     n·x through t = tan(x/2)), solved completely over the reals
//     (Eliminate, SolveExactly, SolveWith): a lexicographic Gröbner basis
//     gives each unknown an eliminant, its real roots are isolated by
//     Sturm sequences, and every combination of candidates is substituted
//     into the original equations. x + √(x+7) = 5 has the candidates 2
//     and 9, and only 2 satisfies it. EliminantEvidence is the evidence
//     that such a set is complete;
//   - a constant as a quadratic surd p + q√s (QuadSurdOf), and whether a
//     rational function at a real algebraic point equals it (GAtRoot,
//     QuadSurd.EqualsAt: with rationals and Sturm counts only);
//   - whether a value is an isolated root (RootMatch: same only when
//     proven, exactly or to the digits asked within the root's isolating
//     interval; differ only when proven; else unsure), a relation between
//     exact values (CmpRelation), a root narrowed to 2^-bits (NarrowRoot,
//     CandidateRoots);
//   - where a sampled comparison must look first, whatever the seed
//     (BreakSamples: both sides of every zero of an absolute value's
//     argument, a denominator, a radicand or a logarithm's argument, the
//     ends of the conditions, far points), and when the books take the
//     variables positive (NeedsPositive, SignSensitive) or a^{p/q} with
//     odd q at a negative base (OddRootReading).
//
// Its callers are solve, every family but audit, and the front door's
// function definitions. It stands on decide, internal/algebra (polynomials, Sturm
// sequences, Gröbner bases), internal/statement, internal/cas and
// internal/latex/ast.
//
// It does not read a statement's words or decide a question, and it does
// not go past its bounds: an elimination names at most 4 radicals, takes
// polynomials of degree at most 20 and substitutes at most 4,096
// candidate points ("the Gröbner basis grew beyond the limits" and such
// reasons end it); FactorQ reports a Kronecker search cut short;
// BreakSamples gives at most 40 points for one variable.
package forms
