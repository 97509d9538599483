// Package decide is the decision core of leg 1: the checker's context,
// the verdict and its evidence, the one decision of equality, the rounding
// rule and the digits an answer asks for. Every other package of leg 1
// stands on it; it stands on internal/statement, internal/algebra,
// internal/answer, internal/cas, internal/latex/ast and internal/record,
// and on nothing of internal/check.
//
// It decides whether a value found equals the answer's value, and says
// how in the note (docs/leg1-equality.md lists every path):
//
//   - exactly when both are rationals ("equal exactly");
//   - numerically otherwise, with an error bound: equal only when the
//     values agree within ten times the bound and to at least
//     MinEqualDigits (20) digits and the digits the answer itself asks for
//     (AnswerDemand: its printed digits, every 10^{-k}, the spread of the
//     sizes of its terms) plus EqualGuard (5) ("equal to N digits,
//     numerically"); different only beyond a thousand times the bound;
//     undecided in between, with the reason;
//   - a decimal answer by the rounding rule: it stands only where the
//     statement asks for an approximation, and must then be the correct
//     rounding, half away from zero, at the precision asked.
//
// ∫₀³(x²+3)dx answered 18 is confirmed "equal exactly", 18+10^{-30} is
// refuted ("differs from it by 1e-30"); "Compute $\log_2 3\cdot\log_3 8$"
// answered 3 is confirmed "equal to 280 digits, numerically" after a
// re-check at 1024 bits; 0.7468241328124270253994674 for ∫₀¹e^{-x²}dx is
// undecided ("rounds ...; the problem asks for an exact value").
//
// Entry points. The families hand it a value with its bound and the
// answer: Checker.FoundVerdict and NumericVerdict (a value found),
// Checker.CompareValue (a variable-free expression of the statement),
// DecideValues (a proven bound), DecideUnbounded and Compare (no bound
// beyond the evaluator's), DecideCalc (a numerical estimate, refuted only
// beyond CalcApart). Result is leg 1's verdict, built by Confirm, Refute
// and Undecided; Comparison is one comparison it rests on, of a
// record.Want kind at its points, which legs 2 and 3 redo
// (WithValueEvidence); RecomputedText writes a value found as the gold a
// corrected row would carry. check.Check ends with ReauditConfirm.
//
// It does not read a question or compute the value asked: the families
// do. It never confirms what it cannot prove: a pair too close to call,
// an answer asking for more digits than leg 1 computes (275 at 1024
// bits), a value whose error is only estimated (NotOnEstimate) and a
// confirmation on a rational recomputed value against an inexact answer
// that does not survive 1024 bits (ReauditConfirm) are undecided.
//
// The checker's context. A Checker is one check: its context.Context,
// whose deadline is Options.Timeout (Eval returns ErrTimeLimit once it is
// done); its Options (Seed, Timeout, Points); a cas.Context at PrecBits
// (192 bits, trusted to LowDigits, 40 digits); and two seeded generators.
// The sample points (NewSampler) come from Options.Seed; the first
// HardPoints (2) of every sampler, with a large prime denominator, from
// the seed and a hash of the problem and the answer (SeedHard), so that
// an answer cannot be built to vanish where the sampler looks and a
// verdict stays a function of the seed and the inputs. HiChecker is the
// same check at HiPrecBits (1024 bits, trusted to HiDigits, 280 digits),
// where a near equality is re-checked (Recheck, HiCompare: the difference
// must also shrink like a rounding error).
//
// Concurrency and limits. A Checker is not safe for concurrent use (its
// generators; HiChecker's copy shares them): check.Check and
// check.AuditSolution make one per call, so checks run in parallel.
// Package-level values are constants and read-only. Work is bounded by
// counts, not by time: a sampler tries 10 points for each hard point and
// 40 for each other point, a re-check at 1024 bits refuses sums and
// products of more than 1,000 terms, an answer is split into at most 64
// terms for its demand. The wall-clock limit is a safety net: a check it
// cuts short is undecided and says so (Result.TimedOut).
package decide
