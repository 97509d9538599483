// Package check is leg 1 of the verification: our own checker of a gold
// answer against its problem statement. Check reads the statement (the
// task's words through the cue table, the formulas through package latex),
// decides what is asked (an equation's solution set, a value, an
// inequality's set, a simplification, a derivative, an area, an extremum,
// a progression's term, divisors, …) and proves or disproves the answer
// with exact mathematics: rationals and polynomials, real-root isolation,
// elimination, interval and sign reasoning, and where a value is
// transcendental a numerical decision with a proven error bound (equal.go:
// "equal" is decided once, exactly or to the digits the answer asks for).
//
// A Result is confirm (proven, and complete where all solutions are asked),
// refute (with a counterexample or the exact value that differs), or
// undecided with the reason; it is never a guess. Words of a statement that
// change the question and are not understood make the verdict undecided
// (default-deny), and a confirmation never depends on the seed of the
// sample points. The comparisons a verdict rests on are its evidence, which
// legs 2 and 3 redo (internal/legs).
//
// It is the top of leg 1's three layers (docs/leg1-layers.md): the
// reading of statements and answers is internal/statement, exact algebra
// (polynomials, root isolation, factorisation, formulas of calculus) is
// internal/algebra; this package holds the provers and the one decision of
// equality.
//
// The package does not read rows, call engines in JavaScript or decide an
// answer_status: the verify stage runs it on every row and the status stage
// turns the legs' outcomes into a status. docs/legs.md and
// docs/leg1-equality.md say what it proves.
package check
