// Package equations proves the solutions of equations and systems: every
// root (solution) the answer claims satisfies the statement's equations,
// and no other one exists.
//
//   - An equation in one unknown (CheckEquation): each claimed root,
//     ± expanded, a family n·π + c with an integer parameter, or a decimal
//     standing for a root where an approximation is asked, is substituted
//     and the two sides decided by the one decision of equality
//     (decide.DecideUnbounded, re-checked at 1024 bits when near); then
//     solve.RecomputeRoots shows the set complete or finds the root it
//     lacks. "Solve the equation $x^3-6x^2+11x-6=0$." answered 1; 2; 3 is
//     confirmed; answered 2; 9 for x + √(x+7) = 5 it is refuted ("x=9
//     fails …"). A refuted answer carries the recomputed roots when they
//     are complete (Result.Recomputed).
//   - "No solutions" is confirmed only by a complete recomputation, "any
//     x" as an identity (values.IdentityOn).
//   - An equation with parameters is checked at sample points of the
//     parameters, where it must be polynomial in the unknown with all its
//     real roots claimed, and at its special values (a vanishing leading
//     coefficient or denominator, a claimed root undefined), found
//     exactly: one the statement does not exclude leaves the row
//     undecided.
//   - Complex roots with i of a polynomial equation with rational
//     coefficients: each claimed root satisfies it, they are pairwise
//     different, and there are as many as its distinct complex roots.
//   - The nearest integer to the solution of an equation (CheckNearestInt,
//     issue 42; read by internal/statement/paramsolve: "If $4n+1=250$,
//     what is the nearest integer to the value of n?"): the equation must
//     be of degree 1 in its letter, its root r exact, the nearest integer
//     floor(r + 1/2); r halfway between two integers is undecided.
//   - A system (CheckSystem): each claimed solution, a tuple in the order
//     of the unknowns or named values, is substituted into every
//     equation; the real solution set is then recomputed exactly
//     (forms.SolveExactly) and must be the answer's. A one-parameter
//     family of a linear system is checked by rank. "Solve the system
//     $\begin{cases}x+y=5\\ x-y=1\end{cases}$." answered (3; 2) is
//     confirmed; CheckSystemComponent answers "The solution to <system>
//     is (x,y). What is the value of x?" when the system has one real
//     solution; CheckSystemCount (issue 42, statement/syscount) answers
//     "How many solutions does the system of equations … have?" only
//     where the count does not depend on the field: 0 when the Gröbner
//     basis is {1}, 1 when every eliminant has degree 1 and the one
//     candidate satisfies every equation.
//
// Entry points: CheckEquation, CheckSystem, CheckSystemComponent,
// CheckSystemCount;
// DigitCommaRe and IdentTuple serve the front door's readings of a
// decimal comma and of the unknowns' order.
//
// The largest or the smallest real solution of one equation in one
// unknown (CheckExtremeRoot, issue 42; read whole by
// internal/statement/extremeroot: "What is the largest value of $x$ such
// that $E = F$?") is taken from the complete real solution set found
// exactly (forms.SolveExactly: elimination, every candidate substituted
// in the equation as written, so the excluded points of a rational
// equation and the extraneous roots of |u| or √u are left out), when
// every solution is rational; the form asked (a fraction, a decimal) is
// checked on the answer as written.
//
// An equation whose variable the prose names as the value asked ("What
// is the value of $x$ in the equation <equation>?", "For what value of
// $x$ does <equation>?", "Find $y$: <equation>."; issue 42, read whole by
// internal/statement's shapes_valueequation.go) is solved for it as any
// equation shape: the answer is confirmed only as the equation's complete
// real root set, so a value is confirmed when it is the one real root.
//
// The sum of the solutions of one equation in one unknown
// (CheckSolutionSum, issue 42; read by internal/statement/solsum): the real
// solution set found exactly, no non-real solution, every solution
// rational, summed exactly.
//
// The positive solution of a quadratic written √a − b, a and b natural
// (CheckSurdRoot, issue 42; read by internal/statement/surdroot): a =
// D/(4p²), b = q/(2p) exactly, a not a square and a > b², so the writing
// is unique and the root the only positive one.
//
// The parameter that gives an equation of degree at most 2 in x exactly
// one solution (CheckOneSolution, issue 42; read by
// internal/statement/onesol): L − R read as A x² + B x + C over ℚ[k], the
// values of k with B² − 4AC = 0 and A ≠ 0 or with A = 0 and B ≠ 0 (all
// rational), filtered by the sign asked; one value, or the sum of two.
//
// It does not confirm a set it cannot show complete: an equation neither
// polynomial nor of solve's forms whose claimed roots all hold, a system
// whose solution set cannot be recomputed (inequalities mixed in,
// substitutions, beyond the elimination's bounds), a family of roots with
// parameters, a tuple that holds only in another order of the unknowns,
// a root near a true one but not proven equal: all are undecided. A
// question about the roots rather than for them ("the sum of the roots",
// "a root is given") is not answered here (given answers some).
//
// CheckMeanEquation (issue 42, MATH Prealgebra; read by
// internal/statement/meaneq: "The arithmetic mean of 7, 2, $x$ and 10 is
// 9. What is the value of $x$?") writes each mean as the items' sum over
// their count; the difference of the two sides must be of degree exactly
// 1 in the letter, and its one root is compared with the answer exactly
// (the members of a set must stay distinct at the root).
//
// It stands on decide, forms and solve, and imports values: an answer
// saying that every x is a root is an identity, checked by values, and
// complex roots are computed with values' complex arithmetic (the one
// exception to "families do not import each other",
// docs/leg1-layers.md).
package equations
