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
//   - numerically otherwise, with an error bound: the caller's, else the
//     proven radius of the value's enclosure (package cas computes every
//     inexact value as a ball), else the evaluator's promise. The values
//     are equal when they agree within ten times the bound to at least
//     MinEqualDigits (20) digits and to the digits the answer itself asks
//     for (AnswerDemand: its printed digits, every 10^{-k}, the spread of
//     the sizes of its terms) plus EqualGuard (5); the note then says
//     "equal to N digits, numerically (evidence, not a proof)". They
//     differ when two enclosures are disjoint, or beyond a thousand times
//     a bound that is not a radius; in between the row is undecided, with
//     the reason;
//   - a decimal answer by the rounding rule: it stands only where the
//     statement asks for an approximation, and must then be the correct
//     rounding, half away from zero, at the precision asked.
//
// ∫₀³(x²+3)dx answered 18 is confirmed "equal exactly", 18+10^{-30} is
// refuted ("differs from it by 1e-30"); "Compute $\log_2 3\cdot\log_3 8$"
// answered 3 is confirmed "equal to 55 digits, numerically (evidence, not
// a proof)"; 0.7468241328124270253994674 for ∫₀¹e^{-x²}dx is undecided
// ("rounds ...; the problem asks for an exact value").
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
// do. It leaves undecided a pair too close to call, an answer asking for
// more digits than it can enclose, a value whose error is only estimated
// (NotOnEstimate), and a confirmation on a rational recomputed value
// against an inexact answer that does not survive 1024 bits
// (ReauditConfirm).
//
// Precision. A Checker's cas.Context works at PrecBits (192 bits, 40
// digits trusted: LowDigits). A variable-free expression and the answer
// (CompareValue) are enclosed at 192 bits, then at HiPrecBits (1024) and
// MaxPrecBits (4096) while their enclosures neither separate nor agree to
// the digits needed: those the answer asks for, and twice the largest
// |log10| of a term met on the way. A value a family found is compared at
// 192 bits, or at 1024 when the answer asks for more than 40 digits (at
// most HiDigits − EqualGuard, 275). HiChecker and AtPrec are the same
// check at a higher precision; Recheck and HiCompare re-decide a near
// equality at 1024 bits, where the difference must also shrink like a
// rounding error.
//
// The checker's context. A Checker is one check: its work meter, which
// every Eval charges with the evaluator's steps weighted by precision and
// which stops the check at Options.MaxWork (Stopped returns ErrWorkLimit:
// the deterministic bound, the same under any load); its
// context.Context, whose deadline is Options.Timeout, a wall-clock net
// (ErrTimeLimit); its Options (Seed, Timeout, Points, MaxWork); its
// cas.Context; and two seeded generators. The sample points (NewSampler) come from
// Options.Seed; the first HardPoints (2) of every sampler, with a large
// prime denominator, from the seed and a hash of the problem and the
// answer (SeedHard), so that an answer cannot be built to vanish where
// the sampler looks and a verdict stays a function of the seed and the
// inputs.
//
// Concurrency and limits. A Checker is not safe for concurrent use (its
// generators; the copies HiChecker and AtPrec make share them):
// check.Check and check.AuditSolution make one per call, so checks run in
// parallel. Package-level values are constants and read-only. Work is
// bounded by counts and sizes, not by time: a sampler tries 10 points for
// each hard point and 40 for each other point, the precision ladder stops
// at 4096 bits, Recheck refuses sums and products of more than 1,000
// terms, an answer is split into at most 64 terms for its demand. The
// wall-clock limit is a safety net: a check it cuts short is undecided
// and says so (Result.TimedOut).
package decide
