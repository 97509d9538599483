// Package inequality proves solution sets of inequalities in one unknown,
// and the questions answered from an exactly solved set: how many
// integers it holds, their sum, and the sum or product of the values
// satisfying an equation.
//
// A polynomial or rational inequality (a chain such as 0 < f < 7, several
// joined by "and" or "or", the statement's conditions, absolute values of
// rational arguments, and monotone functions of them reduced exactly: b^g,
// \log_b g, √g, ∛g) is solved exactly: the critical points are the real
// roots of every numerator and denominator (rational ones exact, the others
// isolated by Sturm sequences), the sign is decided on every piece and at
// every critical point, and the answer's set is compared with the solution
// set end by end, an irrational end located among the critical points by
// the one decision of equality (re-decided at 1024 bits when close).
// "Solve the inequality $x^2-4x+3<0$." answered (1; 3) is confirmed ("the
// solution set of the inequality is (1, 3)"); an ill-formed interval is
// refuted.
//
// Entry points: CheckInequality (the kind inequality; where the statement
// restricts the unknown to integers, the integers of the solution set are
// compared with the answer's), CheckIntegerCount ("How many integers
// satisfy …", "the sum of all integer solutions of …": "How many integers
// are in the solution of the inequality $|x + 4|< 9$?" answered 17),
// CheckValueSum ("the sum (product) of all values of $x$ such that
// <equation>", each solution a rational or a quadratic surd, the sum or
// product computed exactly: "Find the sum of all values of $x$ such that
// $|x-1| = 7$." answered 2).
// CheckIntExtreme (issue 42, MATH Prealgebra; read by
// internal/statement/intineq: "What is the greatest integer that satisfies
// $6 - x > -9$?", "How many positive integer solutions exist for
// $3(x-5)\le 7$?", "For what integer $x$ is $\frac 35 < \frac x7 <
// \frac 79$?"): every comparison of the chains linear in the one letter,
// the solution set is an interval with exact ends, and the greatest, the
// least, the count, the sum or the only integer of the domain (integers,
// whole numbers from 0, positive integers) in it is computed exactly; a
// missing end, an empty set or several integers where one is asked are
// undecided.
//
// It does not prove any other inequality: it is probed at fixed points
// (each end of the answer's intervals and points just inside and outside
// it, midpoints, far points, a grid); a probe may refute, but "no
// counterexample" is undecided, never confirmed. An unbounded set of
// integers, more than 1,000 of them, an equation with non-real roots the
// statement does not exclude, two unknowns, and a question about the
// solutions rather than for the set ("positive", "integer" asked in words)
// are undecided. It stands on decide and forms.
package inequality
