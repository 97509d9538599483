// Package solve finds the real roots of one equation (or condition) in
// one unknown and compares them with the roots an answer claims. Its main
// entry, RecomputeRoots, proves a claimed set complete or finds a root it
// lacks, trying in order:
//
//   - a polynomial (PolyOf, roots isolated by a Sturm count) or a rational
//     equation (the numerator's roots that are not poles);
//   - an algebraic one, its radicals named and eliminated
//     (forms.SolveExactly), also under the real-root reading of odd roots
//     of negative numbers (forms.OddRootReading);
//   - an exponential one whose bases are powers of one base (ExpoRoots,
//     ExpoRewrite: rational in u = B^{x/L}) and a logarithmic one
//     (LogRoots: its product form on the domain);
//   - one with a strictly monotone side (Monotone: one verified root is
//     the whole solution set);
//   - a trigonometric one in sin, cos, tan, … of integer multiples of x
//     (TrigResidues: rational in t = tan(x/2); the roots in [−π, π) and
//     their translates by 2πk compared with the answer's families).
//
// The statement's restrictions on the root ("positive", "integer", "on
// $[0,2\pi]$") and its conditions are applied (ReadRootRestriction), and a
// root found counts as claimed only when proven equal to a claimed one
// (forms.RootMatch, to the digits that claimed root asks for). "Solve the
// equation $x^3-6x^2+11x-6=0$." answered 1; 2; 3 is confirmed ("the
// polynomial equation has exactly 3 real root(s) 1, 2, 3, all in the
// answer"); "Solve the equation $2\log_4 x=\log_2(x-2)$." answered "No
// solutions." is confirmed from the product form.
//
// Any other equation is scanned for sign changes (Scan: 240 steps on a
// sinh grid reaching ±1000, each change bisected, a jump over a pole
// rejected): a root found that the answer lacks refutes it, but a scan
// never proves that no root is missing, so the result is then undecided
// ("no other root is proven absent"). A root not proven equal to a
// claimed one, a restriction that cannot be decided at a root, and an
// equation that reduces to 0 = 0 with roots listed are undecided too.
//
// Claimed is a claimed root as equations reads it from the answer. The
// other entry points serve given (the value at the roots of a condition:
// Scan, Bisect, ClearSignChange, Monotone, ExpoRoots, LogRoots,
// TrigResidues, Periodic2Pi) and calculus (Scan, ExpoRewrite, Periodic2Pi).
// It stands on decide and forms.
package solve
