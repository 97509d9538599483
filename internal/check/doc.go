// Package check is leg 1 of the verification, our own checker of a gold
// answer against its problem statement, and its front door: Check and
// AuditSolution, the ordered dispatch of a statement to the package that
// decides it, and the readings that rewrite a statement before it is
// dispatched. The proofs themselves live in the packages under it
// (docs/leg1-layers.md is their map):
//
//	decide       the checker's context, verdicts and evidence, the one
//	             decision of equality, the rounding rule
//	forms        exact readers: polynomials, rational functions,
//	             elimination, surds, factoring over ℚ, root matching
//	solve        the real roots of one equation in one unknown
//	values       values, simplifications, factorisations, identities,
//	             complex numbers
//	equations    equations and systems
//	inequality   inequalities, integer counts, sums of the values
//	calculus     limits, derivatives, integrals, areas, extrema
//	given        values under given conditions, quantities of the roots
//	integers     divisors, remainders, residues, searches, bases, digits
//	sequences    progressions, percentages, tangent lines
//	linalg       matrices, vectors, linear programs
//	shapes       whole-statement shapes (coefficient, sets, choice,
//	             circle, domain, slope, triangle, …)
//	audit        the worked-solution audit
//
// Check reads the statement and the answer, proves or disproves the
// answer and returns a Result: confirm (proven, and complete where all
// solutions are asked), refute (with a counterexample or the exact value
// that differs), or undecided with the reason; never a guess. It makes
// one decide.Checker per call (its deadline Options.Timeout, its seeded
// generators), so it is safe for concurrent use; a panic becomes an
// undecided "internal error", a check cut by its wall-clock net says so
// (Result.TimedOut; undecided unless refuted, and the verify stage holds
// such a row back), a confirmation that rests on a
// rational recomputed value and an inexact answer is re-audited at 1024
// bits (decide.Checker.ReauditConfirm), and a confirmed answer written as
// a chain A = B = C is refuted when two closed neighbours are proven
// different (chain.go; matrix and vector literals by
// linalg.ClosedEqual). AuditSolution runs the worked-solution audit
// (package audit) the same way.
//
// The dispatch is one explicit list, in run.go (run, runReadings,
// runConds, checkKind) and gaokao.go; nothing registers itself in an
// init function. Its order decides verdicts: the first checker that
// takes a statement (ok true) gives the verdict, and a statement two
// checkers could read gets the earlier one's. So, in order:
//
//  1. whole-statement shapes that must see the statement as written
//     (integer searches, repeating decimals, linear-algebra shapes, bases);
//  2. rewritings (a linear system cut by line breaks, "\pmod", the relay
//     preamble "Let $T=650$." substituted); the Gaokao readings and shapes
//     (gaokao.go: a method sentence set aside, "$F=?$" and "If $z=C$,
//     find $E$." rewritten, then one unknown of a system, a linear
//     program, a dot product, a quadrant, a digit of a repeating decimal,
//     a term count); the functions and operators the statement defines
//     (funcdef.go: substituted, the result checked again from the top);
//     a determinant with letters (determinant.go: expanded and checked
//     again as "Evaluate $E$.", or asked from another one given);
//  3. the statement read (statement.ReadStatement) and its shapes tried
//     (coefficient, sets, choice, circle, domain, difference, quadratic
//     from roots, slopes, complex numbers, sequences), before any
//     default-deny: a shape accounts for every word of its statement;
//  4. default-deny: words out of scope or not in the cue table (unless a
//     given-value shape accounts for them), a formula cut, several
//     questions, no formula, a condition in words: undecided;
//  5. the readings of a membership (ℕ with or without 0): the verdict
//     must not depend on the reading (runReadings);
//  6. an identity to prove (values); else the answer read, its unit
//     checked, the form a shape asks for; then the special questions (divisors, integer questions, sums of values,
//     matrices, root quantities, integer counts, integers between, areas,
//     triangles, progressions, percentages, tangents), before the kind's
//     own checker (checkKind: value, simplify, factor, identity, equation,
//     system, inequality, extremum, limit, derivative, integral), which
//     would otherwise read the same formula in a more general way;
//  7. fallbacks that run only when the verdict is still undecided: values
//     under given conditions, implicit values, a deferred integer search.
//
// The notes of the front door are its readings, added at the end of a
// verdict's note in parentheses (the task read from a shape, a preamble
// substituted, a method sentence set aside, the same verdict under both
// readings of ℕ). Words that change the question and are not understood
// make the verdict undecided (default-deny). A verdict is a function of
// the seed and the inputs (but for a check cut by the time limit); a
// confirmation at sample points names its seed and its points. The comparisons a verdict rests on are its evidence, which
// legs 2 and 3 redo (internal/legs).
//
// The reading of statements and answers is internal/statement, exact
// algebra internal/algebra (docs/leg1-layers.md). The package does not
// read rows, call engines in JavaScript or decide an answer_status: the
// verify stage runs it on every row and the status stage turns the legs'
// outcomes into a status. docs/legs.md and docs/leg1-equality.md say what
// it proves.
package check
