// Package audit is the worked-solution audit (docs/solution-audit.md): it
// proves the displayed equalities of a solution, in order, and compares
// its end with the gold answer. Its one entry point, AuditSolution, is
// check.AuditSolution's work on one row; the verdict is consistent,
// false-step, ends-elsewhere or unchecked (record.SolutionOutcome), with
// every step and its outcome (StepHolds, StepFalse, StepRounded,
// StepSkipped, or an identity).
//
// Each `=` of a chain read from the solution (statement.SolutionChains) is
// a step:
//
//   - both sides closed: decided by the one decision of equality
//     (decide.DecideValues: exactly where both are rational, else with the
//     evaluator's proven bound). "By the remainder theorem it is the value
//     at $x=3$: $27-18+4=14$." has the false step 27-18+4=14 (the left
//     side is 13); a step that fails as written is read again the other
//     ways the books write numbers (a thousands separator, degrees as plain
//     numbers, a base-10 \log, a mixed number, a percent sign), as a
//     congruence or a numeral in a base where the problem is about
//     residues or bases, and as a value and its rounding (StepRounded);
//   - sides that share free variables: an identity, counted when it holds
//     at 4 sample points, else skipped (an equation being solved);
//   - a free variable on one side only (`x = 3`): a definition or a
//     substitution, skipped.
//
// The end (the last box, or the closing "Answer: $…$") is compared with
// the gold as text, then item by item as closed values.
//
// It does not call a step false that it cannot read, that fails only as
// an equation being solved, that names a custom operation of the problem,
// e or i, or that holds under one of the readings above; calculus nodes
// are not evaluated. It stops at 400 steps, a member longer than 800
// bytes is not read, an identity has at most 4 variables, an audit that
// spends the checker's work (decide.Checker.Stopped: ErrWorkLimit) says
// where it stopped, the same on every run, and one the wall-clock net
// cuts is unchecked with no step. It never changes a row's
// answer_status. It stands on decide.
package audit
