// Package statement reads what a problem asks and what an answer says,
// and proves nothing. It is the middle layer of leg 1 (docs/leg1-layers.md):
// internal/check's provers stand on it and on internal/algebra.
//
// It owns:
//
//   - the cue table (cues.go): the one list of the words of a statement,
//     outside its formulas, that leg 1 understands, and the reading of the
//     prose through it (a word the table does not know is named, so that a
//     statement not fully understood is not checked as if it were);
//   - the statement (statement.go, targets.go, asks.go, questions.go): its
//     formulas placed as targets, conditions, substitutions and names
//     asked; the task kind (kind.go); the stated restrictions, memberships
//     and conventions (restrict.go, member.go, guard.go: the imaginary
//     unit, the logarithm base, units); the precision asked (precision.go);
//   - the answer as read (answer.go, answertext.go): its items, intervals
//     and sets, and the words around them.
//
// It does not evaluate formulas beyond reading literals (internal/cas
// does), hold exact algebra (internal/algebra does) or decide a verdict
// (internal/check does). Arrows run one way: check → statement →
// latex/ast, answer, algebra (for exact literals and the working
// precision); nothing here imports internal/check.
package statement
